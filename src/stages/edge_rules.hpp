#pragma once
// The rules every edge obeys, shared by the stages that add edges: no edge between two
// border nodes, degree caps on both ends (border nodes, which may become start nodes,
// at most 2; others at most 4; the center exempt), no crossing, and no edge passing
// closer than `clearance` to a node it does not join.
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/geom/grid_hash.hpp"
#include "uuboard/geom/segment_grid.hpp"

namespace uu {

inline constexpr double edge_clearance = 0.25;
inline constexpr int border_degree_cap = 2;
inline constexpr int regular_degree_cap = 4;

int degree_cap(const Node& node);

// Holds the board's edges in spatial indexes while a stage adds to them.
class EdgeBuilder {
 public:
  explicit EdgeBuilder(Board& board);

  int degree(int node) const { return static_cast<int>(neighbours_[static_cast<std::size_t>(node)].size()); }
  bool connected(int a, int b) const;
  // Rules that depend only on the two nodes: not equal, not both on the border.
  bool pair_allowed(int a, int b) const;
  // No node other than a and b within the clearance of segment ab.
  bool clear_of_nodes(int a, int b) const;
  bool crosses_existing(int a, int b) const;
  bool below_cap(int node) const { return degree(node) < degree_cap(board_.nodes[static_cast<std::size_t>(node)]); }
  // Every rule at once.
  bool can_add(int a, int b) const;
  void add(int a, int b);

  const GridHash& nodes_grid() const { return grid_; }
  // Nodes within radius of `from` (not itself), nearest first, ties by id.
  std::vector<int> nearest_first(int from, double radius) const;

 private:
  Board& board_;
  GridHash grid_;
  SegmentGrid segments_;
  std::vector<std::vector<int>> neighbours_;
};

}  // namespace uu

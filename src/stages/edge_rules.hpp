#pragma once
// The rules every edge obeys, shared by the stages that add edges: no edge between two
// border nodes, degree caps on both ends (border nodes, which may become start nodes,
// at most 2; others at most 4; the center exempt), no crossing, no edge passing within
// drawn::clearance_mm of the drawn shape of a node it does not join, and at least
// drawn::min_visible_mm of every edge showing between the shapes of its ends.
#include <algorithm>
#include <utility>
#include <vector>

#include "uuboard/board.hpp"
#include "model/drawn.hpp"
#include "geom/footprint.hpp"
#include "geom/grid_hash.hpp"
#include "geom/segment_grid.hpp"
#include "graph/growing_graph.hpp"

namespace uu {

int degree_cap(const Node& node);

// Holds the board's edges in spatial indexes while the stages add to them. Node
// positions and sides are read once, when it is built: the stages that share one (tree
// to fair-edges) change none of them. Edges and roles change through the builder, which
// keeps its indexes, caps and shapes in step with the board.
class EdgeBuilder {
 public:
  explicit EdgeBuilder(Board& board);

  // Removes every edge from the board and the indexes, keeping the nodes' (for a stage
  // that starts its edges over).
  void clear_edges();
  // Gives the node a new role on the board, and with it the cap and shape the rules
  // read (a start node: a square, two edges at most).
  void set_role(int node, Role role);
  // In debug builds, checks that the builder still answers for the board: the nodes'
  // positions, sides, caps, shapes and degrees, their neighbours and the indexed
  // segments as a builder built afresh reads them. Throws std::logic_error naming the
  // first difference (the board changed behind the builder's back). Does nothing in
  // optimised builds.
  void check_against_board() const;

  int degree(int node) const { return degree_[static_cast<std::size_t>(node)]; }
  bool connected(int a, int b) const;
  bool on_border(int node) const { return border_[static_cast<std::size_t>(node)] != 0; }
  // Rules that depend only on the two nodes: not equal, not both on the border.
  bool pair_allowed(int a, int b) const { return a != b && !(on_border(a) && on_border(b)); }
  // Segment ab as drawn: no shape of a node other than a and b within the clearance of
  // its line, and enough of it showing between the shapes of a and b (start nodes as
  // squares, the others as circles).
  bool clear_of_nodes(int a, int b) const;
  // Whether the node, drawn as a start square, keeps every edge rule: its edges show
  // enough line, and no other edge passes within the clearance of the square.
  bool fits_as_square(int node) const;
  bool crosses_existing(int a, int b) const { return crosses_added_since(a, b, 0); }
  // Whether segment ab crosses one of the edges added since the board held first_edge
  // of them: for a caller that knew ab crossed none of the older ones.
  bool crosses_added_since(int a, int b, std::size_t first_edge) const;
  bool below_cap(int node) const { return degree_[static_cast<std::size_t>(node)] < cap_[static_cast<std::size_t>(node)]; }
  // Every rule at once.
  bool can_add(int a, int b) const;
  void add(int a, int b);

  const GridHash& nodes_grid() const { return grid_; }
  // Calls f(id, squared distance) for every node within radius of `from`, itself
  // included, in no particular order.
  template <class F>
  void for_each_within(int from, double radius, F&& f) const {
    grid_.for_each_within_d2(pos(from), radius, f);
  }
  // Nodes within radius of `from` (not itself), nearest first, ties by id. The list is
  // the builder's own scratch: valid until the next call.
  const std::vector<int>& nearest_first(int from, double radius) const;
  // As nearest_first, but only the nodes for which keep(id) holds (left out before the
  // sort rather than skipped after it), as (squared distance, id) pairs. The list is the
  // builder's own scratch: valid until the next call of either.
  template <class Keep>
  const std::vector<std::pair<double, int>>& nearest_pairs_first(int from, double radius, Keep&& keep) const {
    // Sorted by (squared distance, id), each distance worked out once: a total order, so
    // the order the grid visits them in does not matter.
    by_distance_.clear();
    grid_.for_each_within_d2(pos(from), radius, [&](int id, double d2) {
      if (id != from && keep(id)) by_distance_.emplace_back(d2, id);
    });
    std::sort(by_distance_.begin(), by_distance_.end());
    return by_distance_;
  }

 private:
  Vec2 pos(int node) const { return pos_[static_cast<std::size_t>(node)]; }
  enum class Shape : std::uint8_t { circle, square, center };
  void read_role(std::size_t node);  // its cap and shape, from the board's role
  Footprint footprint(int node) const;
  double reach_toward(int node, Vec2 dir) const;  // ink of the node's shape along dir
  void link(int a, int b);  // joins a and b in links_ and counts the edge in both degrees

  Board& board_;
  // Per node, in arrays of their own rather than read from the (large) Node records
  // on every test.
  std::vector<Vec2> pos_;
  std::vector<int> cap_, degree_;
  std::vector<char> border_;
  std::vector<Shape> shape_;
  drawn::Sizes sizes_;
  double widest_ = 0.0;  // the largest reach of a shape from its centre
  GridHash grid_;
  SegmentGrid segments_;
  // The edges as a graph (the board's when built, and those added since; none of them
  // sorted or measured: the builder asks only whether two nodes are joined and what
  // joins a node).
  GrowingGraph links_;
  mutable std::vector<int> nearest_;  // scratch of nearest_first
  mutable std::vector<std::pair<double, int>> by_distance_;  // (squared distance, id)
};

}  // namespace uu

#pragma once
// The board's edges as adjacency with what a search around a node reads of each edge:
// its direction from the node and its bounding box. Knows nothing of the game.
#include <cstddef>
#include <span>
#include <vector>

#include "geom/axis_box.hpp"
#include "uuboard/board.hpp"

namespace uu {

// Each node's neighbours in no particular order (as unsorted_adjacency builds them), the
// direction of each from the node (trig::atan2(dy, dx)), worked out once for both ends of
// an edge, and each edge's box. For a stage that sorts what it gathers: FlatGraph would
// also sort the neighbours and measure every edge, and has no directions.
class EdgeDirections {
 public:
  explicit EdgeDirections(const Board& board);

  // The far end of an edge from the node, and the edge's bounding box.
  struct Far {
    Vec2 at;
    Box box;
  };

  std::span<const int> neighbours(int v) const { return std::span<const int>(to_).subspan(begin(v), count(v)); }
  // v's edges, in the same order.
  std::span<const Far> edges(int v) const { return std::span<const Far>(edge_).subspan(begin(v), count(v)); }
  // The directions of v's neighbours from it, in the same order.
  std::span<const double> directions(int v) const { return std::span<const double>(angle_).subspan(begin(v), count(v)); }

 private:
  std::size_t begin(int v) const { return static_cast<std::size_t>(first_[static_cast<std::size_t>(v)]); }
  std::size_t count(int v) const {
    const auto k = static_cast<std::size_t>(v);
    return static_cast<std::size_t>(first_[k + 1] - first_[k]);
  }
  std::vector<int> first_, to_;
  std::vector<double> angle_;
  std::vector<Far> edge_;
};

}  // namespace uu

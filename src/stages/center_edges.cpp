// Stage "center-edges". Reads positions and the tree; gives the center node an edge to
// every node within sqrt(2) units that keeps every edge rule, nearest first.
#include <cmath>

#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"

namespace uu {

StageResult add_center_edges(Board& board, EdgeBuilder& builder) {
  const double radius = std::sqrt(2.0);
  for (int other : builder.nearest_first(board.center, radius)) {
    if (distance(board.nodes[static_cast<std::size_t>(other)].pos, board.nodes[static_cast<std::size_t>(board.center)].pos) >= radius) continue;
    if (builder.can_add(board.center, other)) builder.add(board.center, other);
  }
  return StageResult::success();
}

}  // namespace uu

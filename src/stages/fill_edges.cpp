// Stages "center-edges" and "fill-edges". Read positions and the tree; add edges that
// keep every edge rule: the center's spokes, then random edges up to a density, so the
// board has backup routes once players start cutting.
#include <cmath>
#include <span>

#include "stages/edge_rules.hpp"
#include "stages/graph_stages.hpp"

namespace uu {

StageResult add_center_edges(Board& board, EdgeBuilder& builder) {
  const double radius = std::sqrt(2.0);
  for (int other : builder.nearest_first(board.center, radius)) {
    if (distance(board.nodes[static_cast<std::size_t>(other)].pos, board.nodes[static_cast<std::size_t>(board.center)].pos) >= radius) continue;
    if (builder.can_add(board.center, other)) builder.add(board.center, other);
  }
  return StageResult::success();
}

StageResult add_fill_edges(Board& board, EdgeBuilder& builder, const FillConfig& config, Rng& rng) {
  const std::size_t target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(board.nodes.size())));
  if (board.edges.size() >= target) return StageResult::success();
  std::vector<int> order(board.nodes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  // Passes over the nodes in a fresh random order until the density is reached or a
  // whole pass finds nothing more to join.
  bool progress = true;
  while (board.edges.size() < target && progress) {
    progress = false;
    rng.shuffle(std::span<int>(order));
    for (int node : order) {
      if (board.edges.size() >= target) break;
      if (!builder.below_cap(node)) continue;
      for (int other : builder.nearest_first(node, config.search_radius)) {
        if (builder.can_add(node, other)) {
          builder.add(node, other);
          progress = true;
          break;
        }
      }
    }
  }
  return StageResult::success();
}

}  // namespace uu

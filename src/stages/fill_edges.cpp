// Stage "fill-edges". Reads positions and the edges so far; adds edges that keep every
// edge rule: a second edge for every node inside the board that the tree left with one,
// then random edges up to a density, so the board has backup routes once players start
// cutting.
#include <cmath>
#include <span>

#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"

namespace uu {

namespace {

// Joins `node` to its nearest node within `radius` that keeps every edge rule; false
// when there is none.
bool join_nearest(EdgeBuilder& builder, int node, double radius) {
  for (int other : builder.nearest_first(node, radius)) {
    if (builder.can_add(node, other)) {
      builder.add(node, other);
      return true;
    }
  }
  return false;
}

}  // namespace

StageResult add_fill_edges(Board& board, EdgeBuilder& builder, const FillConfig& config, Rng& rng) {
  std::vector<int> order(board.nodes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  // The original's fill gives every node inside the board with fewer than three edges
  // one more, so none is left a dead end there (a leaf on the border is a start node's
  // shape). Here every such leaf comes first, whatever the density: its nearest node
  // that keeps every rule, or the nearest a little farther off.
  rng.shuffle(std::span<int>(order));
  for (int node : order) {
    if (board.nodes[static_cast<std::size_t>(node)].on_border() || node == board.center || builder.degree(node) != 1) continue;
    if (!join_nearest(builder, node, config.search_radius)) join_nearest(builder, node, config.leaf_radius);
  }
  const std::size_t target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(board.nodes.size())));
  // Passes over the nodes in a fresh random order until the density is reached or a
  // whole pass finds nothing more to join.
  bool progress = true;
  while (board.edges.size() < target && progress) {
    progress = false;
    rng.shuffle(std::span<int>(order));
    for (int node : order) {
      if (board.edges.size() >= target) break;
      if (builder.below_cap(node) && join_nearest(builder, node, config.search_radius)) progress = true;
    }
  }
  return StageResult::success();
}

}  // namespace uu

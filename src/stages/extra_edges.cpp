// Stages "center-edges" and "fill-edges". Read positions and the tree; add edges that
// keep every edge rule, so the board has backup routes once players start cutting.
#include <algorithm>
#include <cmath>

#include "stages/edge_rules.hpp"
#include "stages/graph_stages.hpp"

namespace uu {

namespace {
// Node ids within radius of `from`, nearest first, ties by id.
std::vector<int> nearest_first(const Board& board, const GridHash& grid, int from, double radius) {
  const Vec2 p = board.nodes[static_cast<std::size_t>(from)].pos;
  std::vector<int> ids = grid.within(p, radius);
  std::erase(ids, from);
  std::sort(ids.begin(), ids.end(), [&](int a, int b) {
    const double da = distance_squared(board.nodes[static_cast<std::size_t>(a)].pos, p);
    const double db = distance_squared(board.nodes[static_cast<std::size_t>(b)].pos, p);
    return da != db ? da < db : a < b;
  });
  return ids;
}
}  // namespace

StageResult add_center_edges(Board& board) {
  EdgeBuilder builder(board);
  const double radius = std::sqrt(2.0);
  for (int other : nearest_first(board, builder.nodes_grid(), board.center, radius)) {
    if (distance(board.nodes[static_cast<std::size_t>(other)].pos, board.nodes[static_cast<std::size_t>(board.center)].pos) >= radius) continue;
    if (builder.can_add(board.center, other)) builder.add(board.center, other);
  }
  return StageResult::success();
}

StageResult add_fill_edges(Board& board, const FillConfig& config, Rng& rng) {
  EdgeBuilder builder(board);
  const std::size_t target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(board.nodes.size())));
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
      for (int other : nearest_first(board, builder.nodes_grid(), node, config.search_radius)) {
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

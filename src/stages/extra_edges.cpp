// Stages "center-edges", "fill-edges" and "fair-edges". Read positions, the tree and (for
// fair-edges) the start nodes; add edges that keep every edge rule, so the board has
// backup routes once players start cutting, and no seat is much farther from the center.
#include <algorithm>
#include <cmath>
#include <utility>

#include "uuboard/fairness.hpp"

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
// Moves and length to the center along the fewest-move path, per start node.
using Distances = std::vector<std::pair<int, double>>;

// What fair-edges lowers, weighted as in the fairness score: the moves spread and the
// path length ratio over the starts. Each start more than one move behind the nearest
// counts too, so a single edge that brings one far start closer is progress.
double unfairness(const Distances& d, const FairEdgesConfig& config) {
  int lo_moves = d.front().first, hi_moves = lo_moves;
  double lo_length = d.front().second, hi_length = lo_length;
  for (const auto& [m, l] : d) {
    lo_moves = std::min(lo_moves, m);
    hi_moves = std::max(hi_moves, m);
    lo_length = std::min(lo_length, l);
    hi_length = std::max(hi_length, l);
  }
  lo_length = std::max(lo_length, 1e-9);
  double behind = 0.0, longer = 0.0;
  for (const auto& [m, l] : d) {
    behind += std::max(0, m - lo_moves - 1) + 0.2 * (m - lo_moves);
    longer += l / lo_length - 1.0;
  }
  return config.moves_weight * (hi_moves - lo_moves + 0.5 * behind) + config.ratio_weight * (hi_length / lo_length - 1.0 + 0.1 * longer);
}

struct Reach {
  std::vector<int> moves;
  std::vector<double> length;
};

Reach reach_from(const Board& board, const std::vector<std::vector<int>>& neighbours, int from) {
  Reach r{moves_from(neighbours, from), {}};
  r.length = fewest_move_path_lengths(board, neighbours, r.moves);
  return r;
}

// A new edge a-b, its length, and the unfairness once it is drawn.
struct FairOption {
  double cost;
  double length;
  int a, b;
};

// Node pairs close enough for an edge, neither the center, not both on the border, both
// below their degree cap, the segment clear of other nodes and of the edges drawn so
// far (edges only get added, so a pair left out here never becomes possible).
std::vector<FairOption> near_pairs(const Board& board, const EdgeBuilder& builder, double radius) {
  std::vector<FairOption> out;
  for (std::size_t ui = 0; ui < board.nodes.size(); ++ui) {
    const int u = static_cast<int>(ui);
    if (u == board.center) continue;
    for (int v : builder.nodes_grid().within(board.nodes[ui].pos, radius)) {
      if (v <= u || v == board.center || !builder.below_cap(u) || !builder.below_cap(v) || !builder.pair_allowed(u, v) ||
          builder.connected(u, v)) {
        continue;
      }
      const double d = distance(board.nodes[ui].pos, board.nodes[static_cast<std::size_t>(v)].pos);
      if (d < radius && builder.clear_of_nodes(u, v) && !builder.crosses_existing(u, v)) out.push_back({0.0, d, u, v});
    }
  }
  return out;
}

// The pairs that lower the unfairness, best first; or (`improving` false) those that
// change no start's path at all and touch no start, shortest first.
std::vector<FairOption> fair_options(const Board& board, const EdgeBuilder& builder, const std::vector<int>& starts,
                                     const std::vector<FairOption>& pairs, const FairEdgesConfig& config, bool improving) {
  const auto neighbours = adjacency(board);
  const Reach center = reach_from(board, neighbours, board.center);
  std::vector<Reach> from_start;
  Distances now;
  for (int s : starts) {
    from_start.push_back(reach_from(board, neighbours, s));
    now.emplace_back(center.moves[static_cast<std::size_t>(s)], center.length[static_cast<std::size_t>(s)]);
  }
  const double current = unfairness(now, config);
  // A start node may take a second edge to a node no other start touches, so no two
  // starts come to share a neighbour; edges between other nodes leave that rule alone.
  std::vector<int> start_neighbours(board.nodes.size(), 0);
  for (int s : starts) {
    for (int n : neighbours[static_cast<std::size_t>(s)]) ++start_neighbours[static_cast<std::size_t>(n)];
  }
  const auto is_start = [&](int n) { return board.nodes[static_cast<std::size_t>(n)].role == Role::start; };
  const auto keeps_starts_apart = [&](int a, int b) {
    if (is_start(a)) return improving && !is_start(b) && start_neighbours[static_cast<std::size_t>(b)] == 0;
    if (is_start(b)) return improving && start_neighbours[static_cast<std::size_t>(a)] == 0;
    return true;
  };
  std::vector<FairOption> out;
  Distances next = now;
  for (const FairOption& p : pairs) {
    if (!builder.below_cap(p.a) || !builder.below_cap(p.b) || builder.connected(p.a, p.b) || !keeps_starts_apart(p.a, p.b)) continue;
    const std::size_t a = static_cast<std::size_t>(p.a), b = static_cast<std::size_t>(p.b);
    bool changed = false;
    for (std::size_t i = 0; i < starts.size(); ++i) {
      const Reach& s = from_start[i];
      next[i] = now[i];
      for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
        const std::pair<int, double> via{s.moves[x] + 1 + center.moves[y], s.length[x] + p.length + center.length[y]};
        if (via < next[i]) {
          next[i] = via;
          changed = true;
        }
      }
    }
    if (!improving) {
      if (!changed) out.push_back(p);
      continue;
    }
    if (!changed) continue;
    const double cost = unfairness(next, config);
    if (cost < current - 1e-9) out.push_back({cost, p.length, p.a, p.b});
  }
  std::sort(out.begin(), out.end(), [](const FairOption& x, const FairOption& y) {
    if (x.cost != y.cost) return x.cost < y.cost;
    if (x.length != y.length) return x.length < y.length;
    return std::pair{x.a, x.b} < std::pair{y.a, y.b};
  });
  return out;
}

}  // namespace

StageResult add_fair_edges(Board& board, const FairEdgesConfig& config) {
  std::vector<int> starts;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::start) starts.push_back(static_cast<int>(i));
  }
  if (starts.empty() || board.center < 0) return StageResult::success();
  for (const int s : moves_from(adjacency(board), board.center)) {
    if (s < 0) return StageResult::success();  // not connected yet: nothing to even out
  }
  EdgeBuilder builder(board);
  const std::vector<FairOption> pairs = near_pairs(board, builder, config.radius);
  for (int added = 0; added < config.max_edges; ++added) {
    bool drawn = false;
    for (const FairOption& o : fair_options(board, builder, starts, pairs, config, true)) {
      if (!builder.crosses_existing(o.a, o.b)) {
        builder.add(o.a, o.b);
        drawn = true;
        break;
      }
    }
    if (!drawn) break;
  }
  // Up to the board's edge density with edges that, each taken alone, change no start's
  // path, so cutting finds backup routes as on a randomly filled board.
  const std::size_t target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(board.nodes.size())));
  if (board.edges.size() >= target) return StageResult::success();
  for (const FairOption& o : fair_options(board, builder, starts, pairs, config, false)) {
    if (board.edges.size() >= target) break;
    if (builder.below_cap(o.a) && builder.below_cap(o.b) && !builder.crosses_existing(o.a, o.b)) builder.add(o.a, o.b);
  }
  return StageResult::success();
}

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

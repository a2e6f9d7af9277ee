// Stage "start-nodes". Reads positions, sides and edges; marks 12 nodes as start nodes.
// A start node lies on exactly one side, has one or two edges, and shares neither an
// edge nor a neighbour with another start node, so no player's first move is stolen.
#include <algorithm>
#include <fmt/core.h>

#include "stages/graph_stages.hpp"

namespace uu {

namespace {

struct Search {
  const std::vector<std::vector<int>>& neighbours;
  std::vector<std::vector<int>> candidates;  // per side, farthest from the center first
  int per_side;
  long budget;
  std::vector<int> chosen;
  std::vector<int> blocked;  // count of chosen start nodes each node is adjacent or equal to

  // Whether node can join the chosen start nodes: it is not one of them, not adjacent to
  // one, and shares no neighbour with one.
  bool fits(int node) const {
    if (blocked[static_cast<std::size_t>(node)] > 0) return false;
    for (int n : neighbours[static_cast<std::size_t>(node)]) {
      if (blocked[static_cast<std::size_t>(n)] > 0) return false;
    }
    return true;
  }
  void mark(int node, int delta) {
    blocked[static_cast<std::size_t>(node)] += delta;
    for (int n : neighbours[static_cast<std::size_t>(node)]) blocked[static_cast<std::size_t>(n)] += delta;
  }

  // Chooses per_side nodes of side s, from candidate index `from` on, then moves on to
  // the next side. Depth-first in farthest-first order, so the first answer found is
  // the greedy one whenever the greedy one works.
  bool choose(std::size_t s, int taken, std::size_t from) {
    if (s == candidates.size()) return true;
    if (taken == per_side) return choose(s + 1, 0, 0);
    const auto& list = candidates[s];
    for (std::size_t i = from; i < list.size(); ++i) {
      if (--budget < 0) return false;
      const int node = list[i];
      if (!fits(node)) continue;
      mark(node, 1);
      chosen.push_back(node);
      if (choose(s, taken + 1, i + 1)) return true;
      chosen.pop_back();
      mark(node, -1);
    }
    return false;
  }
};

}  // namespace

StageResult choose_start_nodes(Board& board, const StartConfig& config) {
  const auto neighbours = adjacency(board);
  const Vec2 center = board.nodes[static_cast<std::size_t>(board.center)].pos;
  Search search{neighbours, {}, config.per_side, config.search_budget, {}, std::vector<int>(board.nodes.size(), 0)};
  for (Side side : all_sides) {
    std::vector<int> list;
    for (std::size_t i = 0; i < board.nodes.size(); ++i) {
      const Node& n = board.nodes[i];
      const std::size_t degree = neighbours[i].size();
      if (n.role == Role::regular && n.sides.has(side) && n.sides.count() == 1 && degree >= 1 && degree <= 2) {
        list.push_back(static_cast<int>(i));
      }
    }
    std::sort(list.begin(), list.end(), [&](int a, int b) {
      const double da = distance_squared(board.nodes[static_cast<std::size_t>(a)].pos, center);
      const double db = distance_squared(board.nodes[static_cast<std::size_t>(b)].pos, center);
      return da != db ? da > db : a < b;
    });
    search.candidates.push_back(std::move(list));
  }
  if (!search.choose(0, 0, 0)) {
    return StageResult::fail(fmt::format("start-nodes: no {} start nodes per side with 1-2 edges and no shared neighbours",
                                         config.per_side));
  }
  for (int node : search.chosen) board.nodes[static_cast<std::size_t>(node)].role = Role::start;
  return StageResult::success();
}

}  // namespace uu

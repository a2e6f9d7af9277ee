// Fairness figures of a finished (or partly finished) board. Reads nodes, edges, types
// and missions; writes nothing. Every figure is a pure function of the board and the
// dictionary's missions.
#include "uuboard/fairness.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

namespace {

// Directed residual graph for unit-capacity flow on an undirected graph: each edge is
// two arcs of capacity 1, each the other's reverse.
struct FlowGraph {
  std::vector<int> head, next, to, capacity;
  explicit FlowGraph(std::size_t nodes) : head(nodes, -1) {}
  void arc(int a, int b) {
    to.push_back(b);
    capacity.push_back(1);
    next.push_back(head[static_cast<std::size_t>(a)]);
    head[static_cast<std::size_t>(a)] = static_cast<int>(to.size()) - 1;
  }
};

// Nodes within `limit` moves of `from` (itself excluded), given the moves from it.
std::vector<int> within(const std::vector<int>& moves, int limit) {
  std::vector<int> out;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] >= 1 && moves[i] <= limit) out.push_back(static_cast<int>(i));
  }
  return out;
}

bool has_cutting(const Board& board, const Node& node) {
  if (!node.type) return false;
  for (const TypeRules& t : board.types) {
    if (t.name == *node.type) return std::find(t.actions.begin(), t.actions.end(), cutting_action) != t.actions.end();
  }
  return false;
}

std::optional<int> mission_nodes(const Board& board, const Node& start, const std::vector<int>& near, const Dictionary& dictionary) {
  if (!start.mission) return std::nullopt;
  const int m = dictionary.mission_index(*start.mission);
  if (m < 0) return std::nullopt;
  const auto& relevant = dictionary.missions[static_cast<std::size_t>(m)].relevant_nodes;
  if (relevant.empty()) return std::nullopt;
  int count = 0;
  for (int n : near) {
    const Node& node = board.nodes[static_cast<std::size_t>(n)];
    if (node.type && std::find(relevant.begin(), relevant.end(), *node.type) != relevant.end()) ++count;
  }
  return count;
}

std::array<int, 4> quadrant_counts(const Board& board) {
  std::array<int, 4> counts{};
  const Vec2 c = board.nodes[static_cast<std::size_t>(board.center)].pos;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (static_cast<int>(i) == board.center) continue;
    const Vec2 p = board.nodes[i].pos;
    const int right = p.x >= c.x ? 1 : 0;
    const int bottom = p.y >= c.y ? 1 : 0;
    ++counts[static_cast<std::size_t>(2 * bottom + right)];
  }
  return counts;
}

double coefficient_of_variation(const std::array<int, 4>& counts) {
  double mean = 0.0;
  for (int c : counts) mean += c;
  mean /= 4.0;
  if (mean <= 0.0) return 0.0;
  double variance = 0.0;
  for (int c : counts) variance += (c - mean) * (c - mean);
  return std::sqrt(variance / 4.0) / mean;
}

// min / max of a figure, 1 when every start has none.
double evenness(const Spread& s) { return s.max > 0.0 ? s.min / s.max : 1.0; }

}  // namespace

std::vector<int> moves_from(const std::vector<std::vector<int>>& neighbours, int from) {
  std::vector<int> moves(neighbours.size(), -1);
  std::vector<int> queue{from};
  moves[static_cast<std::size_t>(from)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int v = queue[head];
    for (int n : neighbours[static_cast<std::size_t>(v)]) {
      if (moves[static_cast<std::size_t>(n)] >= 0) continue;
      moves[static_cast<std::size_t>(n)] = moves[static_cast<std::size_t>(v)] + 1;
      queue.push_back(n);
    }
  }
  return moves;
}

int edge_disjoint_paths(const std::vector<std::vector<int>>& neighbours, int from, int to) {
  if (from == to) return 0;
  FlowGraph g(neighbours.size());
  for (std::size_t a = 0; a < neighbours.size(); ++a) {
    for (int b : neighbours[a]) {
      if (static_cast<int>(a) < b) {
        g.arc(static_cast<int>(a), b);
        g.arc(b, static_cast<int>(a));
      }
    }
  }
  int flow = 0;
  // Augmenting paths by breadth-first search; at most deg(from) of them.
  for (;;) {
    std::vector<int> via(neighbours.size(), -2);  // arc that reached each node
    via[static_cast<std::size_t>(from)] = -1;
    std::vector<int> queue{from};
    for (std::size_t head = 0; head < queue.size() && via[static_cast<std::size_t>(to)] == -2; ++head) {
      const int v = queue[head];
      for (int e = g.head[static_cast<std::size_t>(v)]; e >= 0; e = g.next[static_cast<std::size_t>(e)]) {
        const int w = g.to[static_cast<std::size_t>(e)];
        if (g.capacity[static_cast<std::size_t>(e)] == 0 || via[static_cast<std::size_t>(w)] != -2) continue;
        via[static_cast<std::size_t>(w)] = e;
        queue.push_back(w);
      }
    }
    if (via[static_cast<std::size_t>(to)] == -2) return flow;
    for (int v = to; v != from;) {
      const int e = via[static_cast<std::size_t>(v)];
      --g.capacity[static_cast<std::size_t>(e)];
      ++g.capacity[static_cast<std::size_t>(e ^ 1)];
      v = g.to[static_cast<std::size_t>(e ^ 1)];
    }
    ++flow;
  }
}

std::vector<double> fewest_move_path_lengths(const Board& board, const std::vector<std::vector<int>>& neighbours, const std::vector<int>& moves) {
  // Nodes by moves, then id: a counting sort, as this runs often in fair-edges.
  int most = -1;
  for (int m : moves) most = std::max(most, m);
  std::vector<int> first(static_cast<std::size_t>(most + 2), 0);
  for (int m : moves) {
    if (m >= 0) ++first[static_cast<std::size_t>(m + 1)];
  }
  for (std::size_t k = 1; k < first.size(); ++k) first[k] += first[k - 1];
  std::vector<int> order(static_cast<std::size_t>(first.back()));
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] >= 0) order[static_cast<std::size_t>(first[static_cast<std::size_t>(moves[i])]++)] = static_cast<int>(i);
  }
  std::vector<double> length(moves.size(), 0.0);
  for (int v : order) {
    const std::size_t vi = static_cast<std::size_t>(v);
    if (moves[vi] <= 0) continue;
    double best = -1.0;
    for (int u : neighbours[vi]) {
      const std::size_t ui = static_cast<std::size_t>(u);
      if (moves[ui] != moves[vi] - 1) continue;
      const double l = length[ui] + distance(board.nodes[ui].pos, board.nodes[vi].pos);
      if (best < 0.0 || l < best) best = l;
    }
    length[vi] = best;
  }
  return length;
}

Spread spread_of(const std::vector<double>& values) {
  Spread s;
  if (values.empty()) return s;
  s.min = *std::min_element(values.begin(), values.end());
  s.max = *std::max_element(values.begin(), values.end());
  s.spread = s.max - s.min;
  if (s.min > 0.0) s.ratio = s.max / s.min;
  return s;
}

double fairness_score(const Fairness& f) {
  const double moves = 1.0 - std::min(f.moves.spread, 5.0) / 5.0;
  const double length = 1.0 - std::clamp(f.path_length.ratio.value_or(2.0) - 1.0, 0.0, 1.0);
  const double quadrants = 1.0 - std::min(f.quadrant_cv / 0.2, 1.0);
  const double total = 35.0 * moves + 25.0 * length + 15.0 * quadrants + 10.0 * evenness(f.disjoint_paths) +
                       10.0 * evenness(f.reach_3) + 5.0 * evenness(f.cutting_3);
  return std::round(total * 100.0) / 100.0;
}

std::optional<Fairness> measure_fairness(const Board& board, const Dictionary& dictionary) {
  if (board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size()) return std::nullopt;
  const auto neighbours = adjacency(board);
  const std::vector<int> from_center = moves_from(neighbours, board.center);
  const std::vector<double> lengths = fewest_move_path_lengths(board, neighbours, from_center);
  Fairness f;
  std::vector<double> moves, length, reach, cutting, disjoint, mission;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& node = board.nodes[i];
    if (node.role != Role::start) continue;
    if (from_center[i] < 0) return std::nullopt;
    StartFairness s;
    s.node = static_cast<int>(i);
    s.moves = from_center[i];
    s.path_length = lengths[i];
    const std::vector<int> from_start = moves_from(neighbours, s.node);
    const std::vector<int> near3 = within(from_start, 3);
    s.reach_3 = static_cast<int>(near3.size());
    s.cutting_3 = static_cast<int>(std::count_if(near3.begin(), near3.end(), [&](int n) { return has_cutting(board, board.nodes[static_cast<std::size_t>(n)]); }));
    s.disjoint_paths = edge_disjoint_paths(neighbours, s.node, board.center);
    s.mission_nodes_4 = mission_nodes(board, node, within(from_start, 4), dictionary);
    moves.push_back(s.moves);
    length.push_back(s.path_length);
    reach.push_back(s.reach_3);
    cutting.push_back(s.cutting_3);
    disjoint.push_back(s.disjoint_paths);
    if (s.mission_nodes_4) mission.push_back(*s.mission_nodes_4);
    f.starts.push_back(s);
  }
  if (f.starts.empty()) return std::nullopt;
  f.moves = spread_of(moves);
  f.path_length = spread_of(length);
  f.reach_3 = spread_of(reach);
  f.cutting_3 = spread_of(cutting);
  f.disjoint_paths = spread_of(disjoint);
  if (!mission.empty()) f.mission_nodes_4 = spread_of(mission);
  f.quadrant_nodes = quadrant_counts(board);
  f.quadrant_cv = coefficient_of_variation(f.quadrant_nodes);
  f.score = fairness_score(f);
  return f;
}

}  // namespace uu

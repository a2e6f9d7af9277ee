// Fairness figures of a finished (or partly finished) board. Reads nodes, edges, types
// and missions; writes nothing. Every figure is a pure function of the board and the
// dictionary's missions.
#include "uuboard/fairness.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "short_sort.hpp"
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

// Whether each node's type has a Cutting action (the first type of that name decides),
// looked up once per node, on demand.
class CuttingNodes {
 public:
  explicit CuttingNodes(const Board& board) : board_(board), known_(board.nodes.size(), -1) {}
  bool operator()(int node) {
    signed char& known = known_[static_cast<std::size_t>(node)];
    if (known < 0) {
      known = 0;
      const auto& type = board_.nodes[static_cast<std::size_t>(node)].type;
      const auto rules = type ? std::find_if(board_.types.begin(), board_.types.end(), [&](const TypeRules& t) { return t.name == *type; })
                              : board_.types.end();
      if (rules != board_.types.end() && std::find(rules->actions.begin(), rules->actions.end(), cutting_action) != rules->actions.end()) known = 1;
    }
    return known > 0;
  }

 private:
  const Board& board_;
  std::vector<signed char> known_;
};

// The relevant node types of a start's mission; null when it names none.
const std::vector<std::string>* relevant_nodes(const Node& start, const Dictionary& dictionary) {
  if (!start.mission) return nullptr;
  const int m = dictionary.mission_index(*start.mission);
  if (m < 0) return nullptr;
  const auto& relevant = dictionary.missions[static_cast<std::size_t>(m)].relevant_nodes;
  return relevant.empty() ? nullptr : &relevant;
}

// Unit-capacity maximum flow on the flat graph: arc k is the CSR entry k, its reverse
// the entry of the same edge seen from the other end. Buffers are kept between starts.
class DisjointPaths {
 public:
  explicit DisjointPaths(const FlatGraph& g) : g_(g), reverse_(g.to.size(), -1), via_(g.nodes(), -2) {
    for (std::size_t v = 0; v < g.nodes(); ++v) {
      for (int k = g.first[v]; k < g.first[v + 1]; ++k) {
        if (reverse_[static_cast<std::size_t>(k)] >= 0) continue;
        const std::size_t w = static_cast<std::size_t>(g.to[static_cast<std::size_t>(k)]);
        for (int j = g.first[w]; j < g.first[w + 1]; ++j) {
          if (g.to[static_cast<std::size_t>(j)] == static_cast<int>(v) && reverse_[static_cast<std::size_t>(j)] < 0 && j != k) {
            reverse_[static_cast<std::size_t>(k)] = j;
            reverse_[static_cast<std::size_t>(j)] = k;
            break;
          }
        }
      }
    }
  }

  int operator()(int from, int to) {
    if (from == to) return 0;
    capacity_.assign(g_.to.size(), 1);
    // At most as many paths as either end has edges: stop there without a last search.
    const int most = std::min(g_.degree(from), g_.degree(to));
    int flow = 0;
    while (flow < most && augment(from, to)) ++flow;
    return flow;
  }

 private:
  bool augment(int from, int to) {
    for (int v : queue_) via_[static_cast<std::size_t>(v)] = -2;
    queue_.assign(1, from);
    via_[static_cast<std::size_t>(from)] = -1;
    for (std::size_t head = 0; head < queue_.size() && via_[static_cast<std::size_t>(to)] == -2; ++head) {
      const std::size_t v = static_cast<std::size_t>(queue_[head]);
      for (int k = g_.first[v]; k < g_.first[v + 1]; ++k) {
        const int w = g_.to[static_cast<std::size_t>(k)];
        if (capacity_[static_cast<std::size_t>(k)] == 0 || reverse_[static_cast<std::size_t>(k)] < 0 || via_[static_cast<std::size_t>(w)] != -2) continue;
        via_[static_cast<std::size_t>(w)] = k;
        queue_.push_back(w);
      }
    }
    if (via_[static_cast<std::size_t>(to)] == -2) return false;
    for (int v = to; v != from;) {
      const int k = via_[static_cast<std::size_t>(v)];
      const int r = reverse_[static_cast<std::size_t>(k)];
      --capacity_[static_cast<std::size_t>(k)];
      ++capacity_[static_cast<std::size_t>(r)];
      v = g_.to[static_cast<std::size_t>(r)];
    }
    return true;
  }

  const FlatGraph& g_;
  std::vector<int> reverse_, capacity_, via_, queue_;
};

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

void flat_graph(const Board& board, FlatGraph& g) {
  const std::size_t n = board.nodes.size();
  // A negative id, taken as unsigned, is out of range too.
  const auto valid = [&](const Edge& e) { return static_cast<std::size_t>(e.a) < n && static_cast<std::size_t>(e.b) < n; };
  g.first.assign(n + 1, 0);
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    ++g.first[static_cast<std::size_t>(e.a) + 1];
    ++g.first[static_cast<std::size_t>(e.b) + 1];
  }
  for (std::size_t v = 0; v < n; ++v) g.first[v + 1] += g.first[v];
  g.to.resize(static_cast<std::size_t>(g.first[n]));
  g.length.resize(g.to.size());
  // Each node's block is filled from its end, with first[v + 1] as the cursor (no array
  // of cursors to allocate): it comes down to v's start and then moves into first[v].
  // The fill order within a block does not matter, as each block is sorted below.
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    g.to[static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.a) + 1])] = e.b;
    g.to[static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.b) + 1])] = e.a;
  }
  std::copy(g.first.begin() + 1, g.first.end(), g.first.begin());
  g.first[n] = static_cast<int>(g.to.size());
  for (std::size_t v = 0; v < n; ++v) {
    const auto begin = g.to.begin() + g.first[v], end = g.to.begin() + g.first[v + 1];
    sort_short(std::span<int>(begin, end));  // four at most but at the center
    for (auto it = begin; it != end; ++it) {
      g.length[static_cast<std::size_t>(it - g.to.begin())] = distance(board.nodes[v].pos, board.nodes[static_cast<std::size_t>(*it)].pos);
    }
  }
}

FlatGraph flat_graph(const Board& board) {
  FlatGraph g;
  flat_graph(board, g);
  return g;
}

void fewest_move_paths(const FlatGraph& g, int from, PathsFrom& out, int max_moves) {
  const std::size_t n = g.nodes();
  if (out.moves.size() != n) {
    out.moves.assign(n, -1);
    out.length.assign(n, 0.0);
  } else {
    for (int v : out.order) {
      out.moves[static_cast<std::size_t>(v)] = -1;
      out.length[static_cast<std::size_t>(v)] = 0.0;
    }
  }
  out.order.reserve(n);  // a whole component, without regrowing on the way
  out.order.assign(1, from);
  out.moves[static_cast<std::size_t>(from)] = 0;
  // Breadth-first: every node of one move count is taken before the next, so a node's
  // length is final before it is taken (all of its predecessors came first).
  for (std::size_t head = 0; head < out.order.size(); ++head) {
    const std::size_t v = static_cast<std::size_t>(out.order[head]);
    const int m = out.moves[v];
    if (m >= max_moves) break;
    const double l = out.length[v];
    for (int k = g.first[v]; k < g.first[v + 1]; ++k) {
      const std::size_t w = static_cast<std::size_t>(g.to[static_cast<std::size_t>(k)]);
      const double via = l + g.length[static_cast<std::size_t>(k)];
      if (out.moves[w] < 0) {
        out.moves[w] = m + 1;
        out.length[w] = via;
        out.order.push_back(static_cast<int>(w));
      } else if (out.moves[w] == m + 1 && via < out.length[w]) {
        out.length[w] = via;
      }
    }
  }
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
  // The share of the seats whose mission names nodes that have mission_goal of them near.
  const auto seats = std::count_if(f.starts.begin(), f.starts.end(), [](const StartFairness& s) { return s.mission_nodes_4.has_value(); });
  const double missions = seats > 0 ? 1.0 - f.mission_short / static_cast<double>(seats) : 1.0;
  const double total = 30.0 * moves + 25.0 * length + 10.0 * quadrants + 5.0 * evenness(f.disjoint_paths) + 15.0 * evenness(f.reach_3) +
                       5.0 * evenness(f.cutting_3) + 10.0 * missions;
  return std::round(total * 100.0) / 100.0;
}

std::optional<Fairness> measure_fairness(const Board& board, const Dictionary& dictionary) {
  if (board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size()) return std::nullopt;
  const FlatGraph g = flat_graph(board);
  PathsFrom center, near;
  fewest_move_paths(g, board.center, center);
  CuttingNodes cutting_node(board);
  DisjointPaths disjoint_paths(g);
  Fairness f;
  std::vector<double> moves, length, reach, cutting, disjoint, mission;
  // One entry per start in each list: sized once rather than grown start by start.
  const auto starts = static_cast<std::size_t>(std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::start; }));
  for (auto* figure : {&moves, &length, &reach, &cutting, &disjoint, &mission}) figure->reserve(starts);
  f.starts.reserve(starts);
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& node = board.nodes[i];
    if (node.role != Role::start) continue;
    if (center.moves[i] < 0) return std::nullopt;
    StartFairness s;
    s.node = static_cast<int>(i);
    s.moves = center.moves[i];
    s.path_length = center.length[i];
    // Only the nodes within 4 moves count, so the search stops there.
    fewest_move_paths(g, s.node, near, 4);
    const std::vector<std::string>* relevant = relevant_nodes(node, dictionary);
    int mission_count = 0;
    for (int n : near.order) {
      const int m = near.moves[static_cast<std::size_t>(n)];
      if (m == 0) continue;
      if (m <= 3) {
        ++s.reach_3;
        if (cutting_node(n)) ++s.cutting_3;
      }
      const auto& type = board.nodes[static_cast<std::size_t>(n)].type;
      if (relevant && type && std::find(relevant->begin(), relevant->end(), *type) != relevant->end()) ++mission_count;
    }
    if (relevant) s.mission_nodes_4 = mission_count;
    s.disjoint_paths = disjoint_paths(s.node, board.center);
    moves.push_back(s.moves);
    length.push_back(s.path_length);
    reach.push_back(s.reach_3);
    cutting.push_back(s.cutting_3);
    disjoint.push_back(s.disjoint_paths);
    if (s.mission_nodes_4) {
      mission.push_back(*s.mission_nodes_4);
      if (*s.mission_nodes_4 < mission_goal) ++f.mission_short;
    }
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

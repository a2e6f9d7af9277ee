// Fairness figures of a finished (or partly finished) board. Reads nodes, edges, types
// and missions; writes nothing. Every figure is a pure function of the board and the
// dictionary's missions.
#include "uuboard/fairness.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "graph/disjoint_paths.hpp"
#include "graph/flat_graph.hpp"
#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

namespace {

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

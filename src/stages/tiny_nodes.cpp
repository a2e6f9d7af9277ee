// Stage "tiny-nodes". Reads edges, positions, roles and sides; writes board.tiny_nodes:
// one in the middle of what shows of an edge, at most max_tiny_nodes_per_node per node,
// never on an edge that reaches the border (or a start node), nor on one too short to
// show a piece of line drawn::min_piece_mm long on either side of it. A Triangle's angle
// is its one-way direction.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

#include "stages/stages.hpp"
#include "stages/ink_field.hpp"
#include "geom/trig.hpp"

namespace uu {

namespace {

bool excluded(const Node& node) { return node.on_border() || node.role == Role::start; }

}  // namespace

StageResult place_tiny_nodes(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng, InkField& field) {
  board.tiny_nodes.clear();
  if (!settings.tiny_nodes) return StageResult::success();
  std::vector<double> weights;
  for (const WeightedName& entry : dict.tiny_nodes) weights.push_back(entry.prob);

  // What the shuffled pass reads of each node, copied in id order into small arrays:
  // on a large board the node records are megabytes, and reading them in shuffled
  // edge order would miss the cache at almost every edge.
  const std::size_t n = board.nodes.size();
  std::vector<char> blocked(n);
  std::vector<Vec2> pos(n);
  for (std::size_t v = 0; v < n; ++v) {
    blocked[v] = excluded(board.nodes[v]) ? 1 : 0;
    pos[v] = board.nodes[v].pos;
  }
  std::vector<char> is_triangle;
  for (const WeightedName& entry : dict.tiny_nodes) is_triangle.push_back(entry.name == "Triangle" ? 1 : 0);

  field.catch_up();
  const drawn::Sizes& sizes = field.sizes();
  std::vector<int> order(board.edges.size());
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(std::span<int>(order));
  std::vector<int> tiny_by_node(n, 0);
  // Edges are decided in shuffled order and the tiny nodes listed by edge: what each
  // edge got is kept by edge, so the list comes out in order without a sort.
  struct Choice {
    int type = -1;  // none
    double angle = 0.0;
    Vec2 at;
  };
  std::vector<Choice> chosen(board.edges.size());
  std::size_t count = 0;
  for (int e : order) {
    const Edge& edge = board.edges[static_cast<std::size_t>(e)];
    const auto a = static_cast<std::size_t>(edge.a), b = static_cast<std::size_t>(edge.b);
    int& count_a = tiny_by_node[a];
    int& count_b = tiny_by_node[b];
    if (blocked[a] || blocked[b] || count_a >= max_tiny_nodes_per_node || count_b >= max_tiny_nodes_per_node) continue;
    // In the middle of what shows of the edge between its ends' shapes, clear of all
    // ink, leaving drawn::min_visible_mm of the line to see besides its footprint, and
    // beside the ink it puts on the line a piece of drawn::min_piece_mm on either side:
    // a piece shorter than that reads as a scrap, not as an edge.
    const Vec2 along = pos[b] - pos[a];
    const double len = length(along);
    const Vec2 dir = along * (1.0 / len);
    const double from = drawn::shape_reach(board.nodes[a], dir, sizes), to = len - drawn::shape_reach(board.nodes[b], dir * -1.0, sizes);
    if (to - from - 2.0 * sizes.tiny_reach() < sizes.min_visible || (to - from) / 2.0 - sizes.tiny_along() < sizes.min_piece) continue;
    const Vec2 at = pos[a] + dir * ((from + to) / 2.0);
    if (field.room(at, sizes.tiny_reach(), e) < sizes.tiny_reach()) continue;
    field.add_tiny_node(at);
    const int type = rng.pick_weighted(weights);
    if (type < 0) return StageResult::fail("tiny-nodes: the data has no tiny node type with positive weight");
    double angle = trig::atan2(along.y, along.x);
    if (is_triangle[static_cast<std::size_t>(type)] && rng.chance(0.5)) angle = angle > 0.0 ? angle - std::numbers::pi : angle + std::numbers::pi;
    chosen[static_cast<std::size_t>(e)] = {type, angle, at};
    ++count;
    ++count_a;
    ++count_b;
  }
  board.tiny_nodes.reserve(count);
  for (std::size_t e = 0; e < chosen.size(); ++e) {
    if (chosen[e].type < 0) continue;
    board.tiny_nodes.push_back({static_cast<int>(e), chosen[e].at, dict.tiny_nodes[static_cast<std::size_t>(chosen[e].type)].name, chosen[e].angle});
  }
  return StageResult::success();
}

}  // namespace uu

// The stage harness's functions (stage_harness.hpp), compiled once rather than in every
// stage test that includes the header.
#include "stage_harness.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/core.h>

namespace uu_stage {

std::vector<Setup> setups() {
  return {{2, false, 0}, {2, true, 0}, {4, false, 0}, {4, true, 0}, {9, false, 0}, {9, true, 0}, {4, false, 14}, {4, true, 40}};
}

uu::GenerateOptions options_for(const Setup& s, const std::string& seed) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board.players = s.players;
  if (s.all_expansions) o.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  if (s.size > 0) {
    o.board.size_width = s.size;
    o.board.size_height = s.size * 7 / 10;
    o.board.page = uu_test::paper_for_size(o.board.size_width, o.board.size_height);
  }
  o.board.page = uu::with_footer_for(seed, o.board.page);
  return o;
}

uu::Board pipeline_up_to(const Setup& s, const std::string& seed, uu::Stage stage) {
  uu::GenerateOptions o = options_for(s, seed);
  o.stop_after = stage;
  return uu::generate(o);
}

uu::Rng stream(const uu::GenerateOptions& o, int attempt, uu::Stage stage) { return uu::stage_rng(o.seed, attempt, uu::stage_name(stage)); }

std::unique_ptr<Staged> build_before(const Setup& s, const std::string& seed, int attempt, uu::Stage stage) {
  auto st = std::make_unique<Staged>();
  st->options = options_for(s, seed);
  st->attempt = attempt;
  uu::Board& b = st->board;
  b.seed = seed;
  b.options = st->options.board;
  b.attempt = attempt;
  const auto before = [&](uu::Stage x) { return static_cast<int>(x) < static_cast<int>(stage); };
  uu::Rng points_rng = stream(st->options, attempt, uu::Stage::points);
  if (before(uu::Stage::points) && !uu::place_points(b, uu::settings_for(b.options), uu::points_config_for(b.options, uu::builtin_dictionary()), points_rng).ok) return nullptr;
  if (before(uu::Stage::tree)) st->edges.emplace(b);
  if (before(uu::Stage::tree) && !uu::build_tree(b, *st->edges).ok) return nullptr;
  if (before(uu::Stage::center_edges) && !uu::add_center_edges(b, *st->edges).ok) return nullptr;
  uu::Rng fill_rng = stream(st->options, attempt, uu::Stage::fill_edges);
  if (before(uu::Stage::fill_edges) && !uu::add_fill_edges(b, *st->edges, uu::FillConfig{}, fill_rng).ok) return nullptr;
  if (before(uu::Stage::start_nodes) && !uu::choose_start_nodes(b, *st->edges, uu::StartConfig{}).ok) return nullptr;
  if (before(uu::Stage::fair_edges) && !uu::add_fair_edges(b, *st->edges, uu::FairEdgesConfig{}).ok) return nullptr;
  if (!st->edges && static_cast<int>(stage) > static_cast<int>(uu::Stage::points)) st->edges.emplace(b);
  st->before = b;
  return st;
}

std::vector<int> degrees(const uu::Board& b) {
  std::vector<int> d(b.nodes.size(), 0);
  for (const uu::Edge& e : b.edges) ++d[static_cast<std::size_t>(e.a)], ++d[static_cast<std::size_t>(e.b)];
  return d;
}

int cross_sign(uu::Vec2 a, uu::Vec2 b, uu::Vec2 c) {
  const double v = uu::cross(b - a, c - a);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

bool on_segment(uu::Vec2 a, uu::Vec2 b, uu::Vec2 p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
}

bool edges_cross(const uu::Board& b, const uu::Edge& e, const uu::Edge& f) {
  const auto p = [&](int id) { return b.nodes[static_cast<std::size_t>(id)].pos; };
  const uu::Vec2 a1 = p(e.a), a2 = p(e.b), c1 = p(f.a), c2 = p(f.b);
  const int shared = (e.a == f.a || e.a == f.b) + (e.b == f.a || e.b == f.b);
  if (shared == 2) return true;  // the same pair twice
  if (shared == 1) {
    const int common = (e.a == f.a || e.a == f.b) ? e.a : e.b;
    const uu::Vec2 o = p(common), u = common == e.a ? a2 : a1, v = (f.a == common) ? c2 : c1;
    return cross_sign(o, u, v) == 0 && uu::dot(u - o, v - o) > 0;
  }
  const int d1 = cross_sign(a1, a2, c1), d2 = cross_sign(a1, a2, c2), d3 = cross_sign(c1, c2, a1), d4 = cross_sign(c1, c2, a2);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 == 0 && on_segment(a1, a2, c1)) || (d2 == 0 && on_segment(a1, a2, c2)) || (d3 == 0 && on_segment(c1, c2, a1)) ||
         (d4 == 0 && on_segment(c1, c2, a2));
}

std::string crossing(const uu::Board& b) {
  for (std::size_t i = 0; i < b.edges.size(); ++i)
    for (std::size_t j = i + 1; j < b.edges.size(); ++j)
      if (edges_cross(b, b.edges[i], b.edges[j]))
        return fmt::format("edges {}-{} and {}-{} cross", b.edges[i].a, b.edges[i].b, b.edges[j].a, b.edges[j].b);
  return {};
}

std::string border_pair(const uu::Board& b) {
  for (const uu::Edge& e : b.edges)
    if (b.nodes[static_cast<std::size_t>(e.a)].on_border() && b.nodes[static_cast<std::size_t>(e.b)].on_border())
      return fmt::format("edge {}-{} joins two border nodes", e.a, e.b);
  return {};
}

std::string over_cap(const uu::Board& b) {
  const std::vector<int> d = degrees(b);
  for (std::size_t i = 0; i < b.nodes.size(); ++i) {
    const uu::Node& n = b.nodes[i];
    if (n.role == uu::Role::center) continue;
    const int cap = n.on_border() || n.role == uu::Role::start ? uu::border_degree_cap : uu::regular_degree_cap;
    if (d[i] > cap) return fmt::format("node {} has {} edges, cap {}", i, d[i], cap);
  }
  return {};
}

std::string edge_rules(const uu::Board& b) {
  for (const std::string& s : {border_pair(b), over_cap(b), crossing(b)})
    if (!s.empty()) return s;
  return {};
}

std::string only_added(const uu::Board& before, const uu::Board& after) {
  if (after.edges.size() < before.edges.size()) return "edges were removed";
  for (std::size_t i = 0; i < before.edges.size(); ++i)
    if (!(after.edges[i] == before.edges[i])) return fmt::format("edge {} changed", i);
  return {};
}

std::string replay_refused(const uu::Board& before, const uu::Board& after, std::size_t from) {
  uu::Board b = before;
  b.edges.assign(after.edges.begin(), after.edges.begin() + static_cast<std::ptrdiff_t>(from));
  uu::EdgeBuilder builder(b);
  for (std::size_t i = from; i < after.edges.size(); ++i) {
    const uu::Edge& e = after.edges[i];
    if (!builder.can_add(e.a, e.b)) return fmt::format("edge {} ({}-{}) breaks an edge rule at its turn", i, e.a, e.b);
    builder.add(e.a, e.b);
  }
  return {};
}

std::string start_rules(const uu::Board& b, int per_side) {
  const std::vector<std::vector<int>> adj = uu::adjacency(b);
  int on_side[4] = {0, 0, 0, 0};
  std::vector<int> starts;
  for (std::size_t i = 0; i < b.nodes.size(); ++i) {
    const uu::Node& n = b.nodes[i];
    if (n.role != uu::Role::start) continue;
    starts.push_back(static_cast<int>(i));
    if (n.sides.count() != 1) return fmt::format("start {} lies on {} sides", i, n.sides.count());
    for (int s = 0; s < 4; ++s) on_side[s] += n.sides.has(uu::all_sides[s]) ? 1 : 0;
    if (adj[i].empty() || adj[i].size() > 2) return fmt::format("start {} has {} edges", i, adj[i].size());
  }
  for (int s = 0; s < 4; ++s)
    if (on_side[s] != per_side) return fmt::format("side {} has {} start nodes", s, on_side[s]);
  std::vector<int> mark(b.nodes.size(), -1);  // the start each node neighbours
  for (int s : starts) {
    for (int n : adj[static_cast<std::size_t>(s)]) {
      if (b.nodes[static_cast<std::size_t>(n)].role == uu::Role::start) return fmt::format("starts {} and {} are adjacent", s, n);
      int& m = mark[static_cast<std::size_t>(n)];
      if (m >= 0) return fmt::format("starts {} and {} share neighbour {}", m, s, n);
      m = s;
    }
  }
  return {};
}

}  // namespace uu_stage

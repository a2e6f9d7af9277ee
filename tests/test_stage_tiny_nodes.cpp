// Stage "tiny-nodes" (place_tiny_nodes, src/stages/tiny_nodes.cpp) on its own: with
// Sharp Scissors on, at most one tiny node on an edge, listed by edge, on its line and
// turned along it (a Triangle either way), never on an edge to the border or a start
// node, at most two on one node's edges, clear of every other ink and edge; with it off,
// none; on several option sets and seeds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "content_harness.hpp"
#include "geom/segment.hpp"

namespace {

using uu_stage::Setup;

std::string tiny_fault(const uu::Board& b, const uu::Dictionary& d) {
  if (!uu_stage::expansion_on(b, "sharp-scissors")) {
    if (!b.tiny_nodes.empty()) return "tiny nodes with Sharp Scissors off";
    return {};
  }
  std::vector<int> by_node(b.nodes.size(), 0);
  for (std::size_t i = 0; i < b.tiny_nodes.size(); ++i) {
    const uu::TinyNode& t = b.tiny_nodes[i];
    if (t.edge < 0 || static_cast<std::size_t>(t.edge) >= b.edges.size()) return fmt::format("tiny node {} on edge {}, which does not exist", i, t.edge);
    if (i > 0 && !(b.tiny_nodes[i - 1].edge < t.edge)) return fmt::format("tiny nodes {} and {} out of edge order or on one edge", i - 1, i);
    if (std::none_of(d.tiny_nodes.begin(), d.tiny_nodes.end(), [&](const auto& x) { return x.name == t.type; })) return fmt::format("tiny node type {} not in the tables", t.type);
    const uu::Edge& e = b.edges[static_cast<std::size_t>(t.edge)];
    for (int v : {e.a, e.b}) {
      const uu::Node& n = b.nodes[static_cast<std::size_t>(v)];
      if (n.on_border() || n.role == uu::Role::start) return fmt::format("tiny node {} on an edge of {} node {}", i, n.on_border() ? "border" : "start", v);
      if (++by_node[static_cast<std::size_t>(v)] > 2) return fmt::format("node {} has more than 2 tiny nodes on its edges", v);
    }
    const uu::Vec2 p = b.nodes[static_cast<std::size_t>(e.a)].pos, q = b.nodes[static_cast<std::size_t>(e.b)].pos;
    if (uu::distance_point_segment(t.pos, p, q) > 1e-9 || uu::distance(t.pos, p) < 1e-9 || uu::distance(t.pos, q) < 1e-9) return fmt::format("tiny node {} off its edge's line", i);
    const double along = std::atan2(q.y - p.y, q.x - p.x);
    const double turn = std::remainder(t.angle - along, 2 * 3.141592653589793);
    if (std::abs(turn) > 1e-9 && (t.type != "Triangle" || std::abs(std::abs(turn) - 3.141592653589793) > 1e-9)) return fmt::format("tiny node {} turned {} radians off its edge", i, turn);
  }
  return uu_stage::ink_overlap(b, uu::drawn::InkOf::tiny_node);
}

}  // namespace

TEST_CASE("stage tiny-nodes: on their edges, off the border and the starts, two at most per node, clear of all ink", "[stage][stage-tiny-nodes]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  uu_stage::each_board("tiny-nodes", 2, [&](const Setup& s, const std::string& seed) {
    const auto st = uu_stage::content_up_to(s, seed, uu::Stage::tiny_nodes);
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(tiny_fault(b, d) == "");
    CHECK(b.tiny_nodes.empty() != s.all_expansions);
    // It writes the tiny nodes and nothing else.
    uu::Board rest = b;
    rest.tiny_nodes = st->before.tiny_nodes;
    CHECK(rest == st->before);
  });
}

TEST_CASE("stage tiny-nodes: as the pipeline places them", "[stage][stage-tiny-nodes]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = uu_stage::content_up_to(s, "tiny-piped", uu::Stage::tiny_nodes);
    REQUIRE(st);
    const uu::Board piped = uu_stage::pipeline_up_to(s, "tiny-piped", uu::Stage::tiny_nodes);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.tiny_nodes == st->board.tiny_nodes);
  }
}

TEST_CASE("stage tiny-nodes: the checker reports broken tiny nodes", "[stage][stage-tiny-nodes]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const auto st = uu_stage::content_up_to({4, true, 0}, "tiny-negative", uu::Stage::tiny_nodes);
  REQUIRE(st);
  const uu::Board& good = st->board;
  REQUIRE(tiny_fault(good, d).empty());
  REQUIRE(good.tiny_nodes.size() >= 2);
  {
    uu::Board b = good;
    b.options.expansions = {"electric"};
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("off"));
  }
  {
    uu::Board b = good;
    b.tiny_nodes.push_back(b.tiny_nodes.back());
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("on one edge"));
  }
  {  // moved onto an edge to the border, at its middle
    uu::Board b = good;
    std::size_t e = 0;
    while (!b.nodes[static_cast<std::size_t>(b.edges[e].a)].on_border() && !b.nodes[static_cast<std::size_t>(b.edges[e].b)].on_border()) ++e;
    b.tiny_nodes = {b.tiny_nodes[0]};
    b.tiny_nodes[0].edge = static_cast<int>(e);
    b.tiny_nodes[0].pos = (b.nodes[static_cast<std::size_t>(b.edges[e].a)].pos + b.nodes[static_cast<std::size_t>(b.edges[e].b)].pos) * 0.5;
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("border node"));
  }
  {
    uu::Board b = good;
    b.tiny_nodes[0].pos.x += 0.05;
    b.tiny_nodes[0].pos.y += 0.05;
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("off its edge") || Catch::Contains("on edge"));
  }
  {
    uu::Board b = good;
    b.tiny_nodes[0].angle += 0.3;
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("radians off its edge"));
  }
  {  // three on the edges of one node
    uu::Board b = good;
    const uu::Edge& e = b.edges[static_cast<std::size_t>(b.tiny_nodes[0].edge)];
    b.tiny_nodes.clear();
    for (std::size_t k = 0; k < b.edges.size(); ++k) {
      const uu::Edge& f = b.edges[k];
      if (f.a != e.a && f.b != e.a) continue;
      const uu::Vec2 p = b.nodes[static_cast<std::size_t>(f.a)].pos, q = b.nodes[static_cast<std::size_t>(f.b)].pos;
      b.tiny_nodes.push_back({static_cast<int>(k), (p + q) * 0.5, good.tiny_nodes[0].type, std::atan2(q.y - p.y, q.x - p.x)});
    }
    REQUIRE(b.tiny_nodes.size() >= 3);
    CHECK_THAT(tiny_fault(b, d), Catch::Contains("more than 2") || Catch::Contains("start node") || Catch::Contains("border node"));
  }
}

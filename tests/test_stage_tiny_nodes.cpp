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

std::string tiny_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  if (const auto off = uu_stage::when_off(b, "sharp-scissors", b.tiny_nodes.empty(), "tiny nodes")) return *off;
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

TEST_CASE("stage tiny-nodes: on their edges, off the border and the starts, two at most per node, clear of all ink, as the pipeline places them", "[stage][stage-tiny-nodes]") {
  // It writes the tiny nodes and nothing else.
  uu_stage::each_stage_board(uu::Stage::tiny_nodes, tiny_fault, uu_stage::writes(&uu::Board::tiny_nodes), uu_stage::places_when_on(&uu::Board::tiny_nodes));
}

TEST_CASE("stage tiny-nodes: the checker reports broken tiny nodes", "[stage][stage-tiny-nodes]") {
  const uu::Board good = uu_stage::good_marks(uu::Stage::tiny_nodes, tiny_fault, &uu::Board::tiny_nodes, 2);
  CHECK_THAT(tiny_fault(uu_stage::broken(good, [](uu::Board& b) { b.tiny_nodes.push_back(b.tiny_nodes.back()); })), Catch::Contains("on one edge"));
  // Moved onto an edge to the border, at its middle.
  CHECK_THAT(tiny_fault(uu_stage::broken(good, [](uu::Board& b) {
               std::size_t e = 0;
               while (!b.nodes[static_cast<std::size_t>(b.edges[e].a)].on_border() && !b.nodes[static_cast<std::size_t>(b.edges[e].b)].on_border()) ++e;
               b.tiny_nodes = {b.tiny_nodes[0]};
               b.tiny_nodes[0].edge = static_cast<int>(e);
               b.tiny_nodes[0].pos = (b.nodes[static_cast<std::size_t>(b.edges[e].a)].pos + b.nodes[static_cast<std::size_t>(b.edges[e].b)].pos) * 0.5;
             })),
             Catch::Contains("border node"));
  CHECK_THAT(tiny_fault(uu_stage::broken(good, [](uu::Board& b) {
               b.tiny_nodes[0].pos.x += 0.05;
               b.tiny_nodes[0].pos.y += 0.05;
             })),
             Catch::Contains("off its edge") || Catch::Contains("on edge"));
  CHECK_THAT(tiny_fault(uu_stage::broken(good, [](uu::Board& b) { b.tiny_nodes[0].angle += 0.3; })), Catch::Contains("radians off its edge"));
  // Three on the edges of one node.
  const uu::Board three = uu_stage::broken(good, [&](uu::Board& b) {
    const uu::Edge e = b.edges[static_cast<std::size_t>(b.tiny_nodes[0].edge)];
    b.tiny_nodes.clear();
    for (std::size_t k = 0; k < b.edges.size(); ++k) {
      const uu::Edge& f = b.edges[k];
      if (f.a != e.a && f.b != e.a) continue;
      const uu::Vec2 p = b.nodes[static_cast<std::size_t>(f.a)].pos, q = b.nodes[static_cast<std::size_t>(f.b)].pos;
      b.tiny_nodes.push_back({static_cast<int>(k), (p + q) * 0.5, good.tiny_nodes[0].type, std::atan2(q.y - p.y, q.x - p.x)});
    }
  });
  REQUIRE(three.tiny_nodes.size() >= 3);
  CHECK_THAT(tiny_fault(three), Catch::Contains("more than 2") || Catch::Contains("start node") || Catch::Contains("border node"));
}

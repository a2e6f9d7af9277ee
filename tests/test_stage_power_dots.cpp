// Stage "power-dots" (place_power_dots, src/stages/power_dots.cpp) on its own: every
// node gets at least one dot and no more than its type allows, the dots of a node
// apart by the separation, off its edges by the edge angle, and on a border node
// pointing into the board, 20 degrees off the border line, on several option sets and
// seeds. Hand-made nodes: test_placements.cpp; the tables' counts: test_dot_rules.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <string>
#include <vector>

#include "content_harness.hpp"
#include "model/drawn.hpp"

namespace {

using uu_stage::Setup;

constexpr double pi = std::numbers::pi;
constexpr double twenty_degrees = pi / 9.0;

// The angle between two directions, 0 to pi.
double apart(double a, double b) { return std::abs(std::remainder(a - b, 2 * pi)); }

// The most dots the tables let a node have: the center one, a fixed count, or the
// players' largest draw plus the type's extra.
int most_dots(const uu::Board& b, const uu::Dictionary& d, const uu::Node& n) {
  if (n.role == uu::Role::center) return 1;
  const int drawn = 2 + b.options.players / 4;
  if (!n.type) return drawn;
  for (const uu::NodeType& t : d.node_types)
    if (t.name == *n.type) return t.power_dots ? *t.power_dots : drawn + t.extra_power_dots;
  return drawn;
}

std::string dot_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const uu::drawn::Sizes sizes = uu::drawn::sizes(b.unit_mm);
  const double separation = std::max(twenty_degrees, sizes.dot_separation()), edge_gap = std::max(twenty_degrees, sizes.dot_edge_angle());
  const auto adj = uu::adjacency(b);
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    const uu::Node& n = b.nodes[v];
    const auto& dots = n.power_dots;
    if (dots.empty()) return fmt::format("node {} has no dot", v);
    if (static_cast<int>(dots.size()) > most_dots(b, d, n)) return fmt::format("node {} has {} dots, at most {}", v, dots.size(), most_dots(b, d, n));
    for (std::size_t i = 0; i < dots.size(); ++i) {
      const double a = dots[i].angle;
      if (!(a > -pi - 1e-12 && a <= pi + 1e-12)) return fmt::format("node {} dot {} at {} radians", v, i, a);
      if (i > 0 && !(dots[i - 1].angle < a)) return fmt::format("node {} dots {} and {} out of order", v, i - 1, i);
      for (std::size_t j = 0; j < i; ++j)
        if (apart(a, dots[j].angle) < separation - 1e-9) return fmt::format("node {} dots {} and {} closer than the separation", v, j, i);
      for (int u : adj[v]) {
        const uu::Vec2 e = b.nodes[static_cast<std::size_t>(u)].pos - n.pos;
        if (apart(a, std::atan2(e.y, e.x)) < edge_gap - 1e-9) return fmt::format("node {} dot {} on its edge to {}", v, i, u);
      }
      if (n.on_border()) {
        // Into the board, 20 degrees clear of each side the node lies on.
        const uu::Vec2 dir{std::cos(a), std::sin(a)};
        for (uu::Side s : uu::all_sides) {
          if (!n.sides.has(s)) continue;
          const uu::Vec2 inward = s == uu::Side::left ? uu::Vec2{1, 0} : s == uu::Side::right ? uu::Vec2{-1, 0} : s == uu::Side::top ? uu::Vec2{0, 1} : uu::Vec2{0, -1};
          if (uu::dot(dir, inward) < std::sin(twenty_degrees) - 1e-9) return fmt::format("border node {} dot {} points off the board or along its side", v, i);
        }
      }
    }
  }
  return {};
}

}  // namespace

TEST_CASE("stage power-dots: dots apart, off the edges, into the board, as many as the tables allow, as the pipeline places them", "[stage][stage-power-dots]") {
  // It writes the dots and nothing else.
  uu_stage::each_stage_board(uu::Stage::power_dots, dot_fault, uu_stage::writes_nodes(&uu::Node::power_dots));
}

TEST_CASE("stage power-dots: the checker reports broken dots", "[stage][stage-power-dots]") {
  const uu::Board good = uu_stage::good_board({4, false, 0}, uu::Stage::power_dots, dot_fault);
  const auto adj = uu::adjacency(good);
  std::size_t inner = 0, border = 0;
  while (good.nodes[inner].on_border() || good.nodes[inner].role == uu::Role::center) ++inner;
  while (!good.nodes[border].on_border()) ++border;
  CHECK_THAT(dot_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[inner].power_dots.clear(); })), Catch::Contains("has no dot"));
  CHECK_THAT(dot_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[inner].power_dots.assign(9, uu::PowerDot{}); })), Catch::Contains("at most"));
  // A dot straight along an edge.
  const uu::Vec2 e = good.nodes[static_cast<std::size_t>(adj[inner][0])].pos - good.nodes[inner].pos;
  CHECK_THAT(dot_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[inner].power_dots = {{std::atan2(e.y, e.x)}}; })), Catch::Contains("on its edge"));
  // Two dots 5 degrees apart, either side of a dot the stage placed.
  const double a = good.nodes[inner].power_dots[0].angle;
  const double x = std::remainder(a - pi / 72, 2 * pi), y = std::remainder(a + pi / 72, 2 * pi);
  CHECK_THAT(dot_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[inner].power_dots = {{std::min(x, y)}, {std::max(x, y)}}; })), Catch::Contains("closer than the separation"));
  // A dot on a border node pointing out of the board.
  const uu::Node& n = good.nodes[border];
  const double outward = n.sides.has(uu::Side::left) ? pi : n.sides.has(uu::Side::right) ? 0.0 : n.sides.has(uu::Side::top) ? -pi / 2 : pi / 2;
  CHECK_THAT(dot_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[border].power_dots = {{outward}}; })), Catch::Contains("points off the board"));
}

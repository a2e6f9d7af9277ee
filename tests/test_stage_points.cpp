// Stage "points" (src/stages/stages.hpp) on its own: node count, positions on the board,
// spacing, border snapping and the center node, on several option sets and seeds.
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <string>

#include "stage_harness.hpp"

namespace {

using uu_stage::Setup;

// The contract of a successful place_points, the first fault found or empty.
std::string points_fault(const uu::Board& b, const uu::PointsConfig& c) {
  if (b.width != c.width || b.height != c.height) return "width or height differs from the lattice's";
  if (b.nodes.size() != static_cast<std::size_t>(c.columns) * static_cast<std::size_t>(c.rows))
    return fmt::format("{} nodes on a {}x{} lattice", b.nodes.size(), c.columns, c.rows);
  if (!b.edges.empty()) return "points wrote edges";
  int centers = 0;
  for (std::size_t i = 0; i < b.nodes.size(); ++i) {
    const uu::Node& n = b.nodes[i];
    const uu::Vec2 p = n.pos;
    if (!(p.x >= 0 && p.x <= b.width && p.y >= 0 && p.y <= b.height)) return fmt::format("node {} off the board", i);
    if (n.role == uu::Role::center) {
      ++centers;
      if (static_cast<int>(i) != b.center) return fmt::format("node {} is a center, board.center is {}", i, b.center);
      if (!n.sides.empty()) return "the center is on the border";
    } else if (n.role != uu::Role::regular) {
      return fmt::format("node {} has a role other than regular", i);
    }
    if (n.sides.count() > 1) return fmt::format("node {} is fixed to {} sides", i, n.sides.count());
    const bool lr = n.sides.has(uu::Side::left) || n.sides.has(uu::Side::right);
    const bool tb = n.sides.has(uu::Side::top) || n.sides.has(uu::Side::bottom);
    if ((n.sides.has(uu::Side::left) && p.x != 0) || (n.sides.has(uu::Side::right) && p.x != b.width) ||
        (n.sides.has(uu::Side::top) && p.y != 0) || (n.sides.has(uu::Side::bottom) && p.y != b.height))
      return fmt::format("border node {} is off its side", i);
    // A border node keeps corner_gap from the sides across its own.
    if ((lr && (p.y < c.corner_gap || p.y > b.height - c.corner_gap)) || (tb && (p.x < c.corner_gap || p.x > b.width - c.corner_gap)))
      return fmt::format("border node {} is within the corner gap", i);
    // A node this close to a side is fixed onto it.
    if (n.sides.empty() && n.role != uu::Role::center &&
        std::min({p.x, b.width - p.x, p.y, b.height - p.y}) < c.snap_margin)
      return fmt::format("free node {} within the snap margin of a side", i);
  }
  if (centers != 1) return fmt::format("{} center nodes", centers);
  for (std::size_t i = 0; i < b.nodes.size(); ++i)
    for (std::size_t j = i + 1; j < b.nodes.size(); ++j)
      if (uu::distance(b.nodes[i].pos, b.nodes[j].pos) < c.min_spacing) return fmt::format("nodes {} and {} too close", i, j);
  return {};
}

struct Placed {
  uu::Board board;
  uu::PointsConfig config;
  int attempt = -1;
};

// place_points as run_attempt calls it, on the first attempt where it succeeds.
Placed place(const Setup& s, const std::string& seed) {
  Placed out;
  for (int attempt = 0; attempt < 25 && out.attempt < 0; ++attempt) {
    const uu::GenerateOptions o = uu_stage::options_for(s, seed);
    out.board = uu::Board{};
    out.board.seed = seed;
    out.board.options = o.board;
    out.config = uu::points_config_for(o.board, uu::builtin_dictionary());
    uu::Rng rng = uu_stage::stream(o, attempt, uu::Stage::points);
    const uu::StageResult r = uu::place_points(out.board, uu::settings_for(o.board), out.config, rng);
    if (r.ok) out.attempt = attempt;
    else CHECK(r.failure.rfind("points:", 0) == 0);  // a failure names the stage
  }
  return out;
}

}  // namespace

TEST_CASE("stage points: nodes fill the lattice on the board, spaced, snapped, one center", "[stage][stage-points]") {
  uu_stage::each_board("points", 3, [&](const Setup& s, const std::string& seed) {
    const Placed p = place(s, seed);
    REQUIRE(p.attempt >= 0);
    CHECK(points_fault(p.board, p.config) == "");
    // The center sits at the board's middle (one sheet: no seams to keep off).
    const uu::Node& c = p.board.nodes[static_cast<std::size_t>(p.board.center)];
    CHECK(c.pos.x == p.board.width / 2);
    CHECK(c.pos.y == p.board.height / 2);
    CHECK(p.board.unit_mm > 0);
    // Every side holds border nodes for its start nodes.
    for (uu::Side side : uu::all_sides) {
      int on = 0;
      for (const uu::Node& n : p.board.nodes) on += n.sides.has(side) ? 1 : 0;
      CHECK(on >= uu::StartConfig{}.per_side);
    }
    if (s.size > 0) {
      CHECK(p.board.width == s.size);
      CHECK(p.board.nodes.size() == static_cast<std::size_t>((s.size + 1) * (s.size * 7 / 10 + 1)));
    }
  });
}

TEST_CASE("stage points: the checker reports each broken rule", "[stage][stage-points]") {
  const Placed p = place({4, false, 0}, "points-negative");
  REQUIRE(p.attempt >= 0);
  REQUIRE(points_fault(p.board, p.config).empty());
  const auto broken = [&](auto&& edit) {
    uu::Board b = p.board;
    edit(b);
    return points_fault(b, p.config);
  };
  int free_node = -1, border_node = -1;
  for (std::size_t i = 0; i < p.board.nodes.size(); ++i) {
    const uu::Node& n = p.board.nodes[i];
    if (n.role == uu::Role::regular && n.sides.empty() && free_node < 0) free_node = static_cast<int>(i);
    if (n.sides.has(uu::Side::left) && border_node < 0) border_node = static_cast<int>(i);
  }
  REQUIRE(free_node >= 0);
  REQUIRE(border_node >= 0);
  const auto fn = static_cast<std::size_t>(free_node), bn = static_cast<std::size_t>(border_node);
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[fn].pos.x = b.width + 0.1; }), Catch::Contains("off the board"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes.pop_back(); }), Catch::Contains("lattice"));
  CHECK_THAT(broken([&](uu::Board& b) { b.edges.push_back({0, 1}); }), Catch::Contains("edges"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[bn].pos.x = 0.2; }), Catch::Contains("off its side"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[bn].pos.y = 0.1; }), Catch::Contains("corner gap"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[bn].sides.add(uu::Side::top); }), Catch::Contains("sides"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[fn].role = uu::Role::center; }), Catch::Contains("center"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[static_cast<std::size_t>(b.center)].role = uu::Role::regular; }), Catch::Contains("center"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[fn].role = uu::Role::start; }), Catch::Contains("role"));
  // A free node moved next to another: too close (and possibly in the snap margin).
  CHECK_THAT(broken([&](uu::Board& b) {
               const uu::Vec2 q = b.nodes[static_cast<std::size_t>(b.center)].pos;
               b.nodes[fn].pos = {q.x + 0.3, q.y};
             }),
             Catch::Contains("too close"));
  CHECK_THAT(broken([&](uu::Board& b) { b.nodes[fn].pos = {p.config.snap_margin / 2, b.height / 2}; }), Catch::Contains("snap margin"));
}

TEST_CASE("stage points: the same seed gives the same points, another seed others", "[stage][stage-points]") {
  for (const Setup& s : {Setup{2, false, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const Placed a = place(s, "same"), b = place(s, "same"), c = place(s, "other");
    REQUIRE(a.attempt >= 0);
    REQUIRE(c.attempt >= 0);
    CHECK(a.attempt == b.attempt);
    CHECK(a.board == b.board);
    REQUIRE(a.board.nodes.size() == c.board.nodes.size());
    int moved = 0;
    for (std::size_t i = 0; i < a.board.nodes.size(); ++i) moved += a.board.nodes[i].pos == c.board.nodes[i].pos ? 0 : 1;
    // Only the center (fixed at the middle) and nodes pinned at a corner gap may agree.
    CHECK(moved > static_cast<int>(a.board.nodes.size()) / 2);
    // The harness places them as the pipeline does: --stop-after points gives the same nodes.
    const uu::Board piped = uu_stage::pipeline_up_to(s, "same", uu::Stage::points);
    CHECK(piped.attempt == a.attempt);
    CHECK(piped.nodes == a.board.nodes);
  }
}

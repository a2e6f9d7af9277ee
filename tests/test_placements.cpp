// The placement stages on many generated boards, checked by check_placements, with
// figures printed. The kernels they stand on: test_faces.cpp, test_polygon.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <fmt/core.h>
#include <numbers>
#include <span>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "model/drawn.hpp"
#include "stages/stages.hpp"
#include "stages/ink_field.hpp"
#include "check/validate_parts.hpp"
#include "debug_checks.hpp"

using uu::Vec2;

namespace {

constexpr double pi = std::numbers::pi;
constexpr double twenty_degrees = pi / 9.0;

std::vector<std::string> placement_problems(const uu::Board& board) {
  std::vector<std::string> out;
  uu::check_placements(board, uu::builtin_dictionary(), out);
  return out;
}

// A regular node at (5, 5) joined to nodes at the given offsets.
uu::Board star_board(const std::vector<Vec2>& offsets, int players) {
  uu::Board board;
  board.width = 10.0;
  board.height = 10.0;
  board.unit_mm = 28.4;  // a 4-player board on A4
  board.options.players = players;
  board.nodes.push_back({});
  board.nodes[0].pos = {5.0, 5.0};
  for (Vec2 d : offsets) {
    uu::Node n;
    n.pos = board.nodes[0].pos + d;
    board.nodes.push_back(n);
    board.edges.push_back({0, static_cast<int>(board.nodes.size()) - 1});
  }
  return board;
}

// Dots that fit around a node: in each gap between blockers (edges, and border lines for
// a border node), the free arc left once a dot keeps its distance from both ends (from an
// edge, the angle that keeps its ink off the edge's line, and half the dots' separation;
// from a border line, 20 degrees) holds one dot per separation, and at least one.
int dot_capacity(const uu::Board& board, std::size_t v, const std::vector<std::vector<int>>& neighbours) {
  const uu::Node& node = board.nodes[v];
  const uu::drawn::Sizes sizes = uu::drawn::sizes(board.unit_mm);
  const double separation = std::max(twenty_degrees, sizes.dot_separation());
  const double off_edge = std::max({twenty_degrees, sizes.dot_edge_angle(), separation / 2});
  struct Blocker {
    double at;
    double keep;
  };
  std::vector<Blocker> blockers;
  for (int n : neighbours[v]) {
    const Vec2 d = board.nodes[static_cast<std::size_t>(n)].pos - node.pos;
    blockers.push_back({std::atan2(d.y, d.x), off_edge});
  }
  double window_start = -pi, window_end = pi;
  if (node.on_border()) {
    REQUIRE(node.sides.count() == 1);
    const double inward = node.sides.has(uu::Side::left) ? 0.0 : node.sides.has(uu::Side::top) ? pi / 2 : node.sides.has(uu::Side::right) ? pi : -pi / 2;
    for (Blocker& b : blockers) b.at = std::remainder(b.at - inward, 2 * pi);
    blockers.push_back({-pi / 2, twenty_degrees});
    blockers.push_back({pi / 2, twenty_degrees});
    window_start = -pi / 2;
    window_end = pi / 2;
  }
  std::sort(blockers.begin(), blockers.end(), [](Blocker a, Blocker b) { return a.at < b.at; });
  int capacity = 0;
  for (std::size_t i = 0; i < blockers.size(); ++i) {
    const Blocker& next = blockers[(i + 1) % blockers.size()];
    double gap = 0.0;
    if (i + 1 < blockers.size()) {
      gap = next.at - blockers[i].at;
    } else if (!node.on_border()) {
      gap = next.at + 2 * pi - blockers[i].at;
    }
    if (blockers[i].at < window_start || blockers[i].at >= window_end) continue;
    const double free = gap - blockers[i].keep - next.keep;
    if (free > 1e-9) capacity += std::max(1, static_cast<int>(free / separation + 1e-9));
  }
  return capacity;
}

struct Figures {
  std::vector<int> values;
  void add(int v) { values.push_back(v); }
  std::string summary() {
    if (values.empty()) return "none";
    std::sort(values.begin(), values.end());
    long total = 0;
    for (int v : values) total += v;
    return fmt::format("min {} median {} max {} mean {:.2f} over {} boards", values.front(), values[values.size() / 2],
                       values.back(), static_cast<double>(total) / static_cast<double>(values.size()), values.size());
  }
};

}  // namespace

TEST_CASE("power dots keep off edges, and fill the free side first", "[placements]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  // Edges at 0, 90 and 180 degrees (y down: right, below, left); the free half above
  // the node is -180..0 degrees, so dots there lie in [-160, -20] degrees.
  for (int s = 0; s < uu_test::sweep(50); ++s) {
    uu::Board board = star_board({{1, 0}, {0, 1}, {-1, 0}}, 2);
    uu::Rng rng(static_cast<std::uint64_t>(s));
    REQUIRE(uu::place_power_dots(board, dict, uu::settings_for(board.options), rng).ok);
    const auto& dots = board.nodes[0].power_dots;
    REQUIRE((dots.size() == 1 || dots.size() == 2));
    // A dot's ink keeps off its node's edges: at least dot_edge_angle (over 20 degrees) from them.
    const double gap = std::max(twenty_degrees, uu::drawn::sizes(board.unit_mm).dot_edge_angle());
    for (const uu::PowerDot& d : dots) {
      CHECK(d.angle >= -pi + gap - 1e-9);
      CHECK(d.angle <= -gap + 1e-9);
    }
    CHECK(std::is_sorted(dots.begin(), dots.end(), [](auto a, auto b) { return a.angle < b.angle; }));
    CHECK(placement_problems(board).empty());
  }
  // A Village Ruins node wants 4.
  uu::Board ruins = star_board({{1, 0}, {0, 1}, {-1, 0}}, 2);
  ruins.nodes[0].type = "Village Ruins";
  uu::Rng rng(7);
  REQUIRE(uu::place_power_dots(ruins, dict, uu::settings_for(ruins.options), rng).ok);
  CHECK(ruins.nodes[0].power_dots.size() == 4);
  // Each dot goes where it leaves the widest spacing (ties to the earlier gap): the free
  // half is widest, so it takes the most, and each 90-degree gap at most one.
  const auto& ruin_dots = ruins.nodes[0].power_dots;
  CHECK(std::count_if(ruin_dots.begin(), ruin_dots.end(), [](auto d) { return d.angle < 0.0; }) >= 2);
  CHECK(std::count_if(ruin_dots.begin(), ruin_dots.end(), [](auto d) { return d.angle > 0.0 && d.angle < pi / 2; }) <= 1);
  CHECK(placement_problems(ruins).empty());

  // Edges 30 degrees apart all around leave no room for a dot clear of them: the stage
  // reports the node, so the attempt fails rather than print a node nobody can claim.
  std::vector<Vec2> dense;
  for (int k = 0; k < 12; ++k) dense.push_back({std::cos(k * pi / 6), std::sin(k * pi / 6)});
  uu::Board crowded = star_board(dense, 9);
  const uu::StageResult full = uu::place_power_dots(crowded, dict, uu::settings_for(crowded.options), rng);
  REQUIRE_FALSE(full.ok);
  CHECK_THAT(full.failure, Catch::Contains("node 0") && Catch::Contains("no room for a power dot"));
  // Edges at -18 and +18 degrees: the 36-degree gap between them holds no dot, the
  // 324-degree gap holds all of them (9 players ask for 3 or 4).
  const double half_gap = 0.1 * pi;
  uu::Board narrow = star_board({{std::cos(-half_gap), std::sin(-half_gap)}, {std::cos(half_gap), std::sin(half_gap)}}, 9);
  REQUIRE(uu::place_power_dots(narrow, dict, uu::settings_for(narrow.options), rng).ok);
  CHECK(narrow.nodes[0].power_dots.size() >= 3);
  for (auto d : narrow.nodes[0].power_dots) CHECK(std::abs(d.angle) >= half_gap + std::max(twenty_degrees, uu::drawn::sizes(narrow.unit_mm).dot_edge_angle()) - 1e-9);

  // A node on the left side with one edge straight in: dots only inward, 20 degrees off
  // the side and off the edge, so in [-70, -20] or [20, 70] degrees.
  uu::Board side = star_board({{1, 0}}, 4);
  side.nodes[0].pos = {0, 5};
  side.nodes[1].pos = {1, 5};
  side.nodes[0].sides.add(uu::Side::left);
  REQUIRE(uu::place_power_dots(side, dict, uu::settings_for(side.options), rng).ok);
  CHECK(side.nodes[0].power_dots.size() >= 2);
  for (auto d : side.nodes[0].power_dots) {
    CHECK(std::abs(d.angle) >= twenty_degrees - 1e-9);
    CHECK(std::abs(d.angle) <= 70.0 * pi / 180.0 + 1e-9);
  }
  CHECK(placement_problems(side).empty());

  // The check notices a dot on an edge and a border dot pointing off the board.
  side.nodes[0].power_dots = {{0.05}, {pi}};
  const auto problems = placement_problems(side);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0] == "dots: node 0 dot 0 is 2.9° from an edge");
  CHECK(problems[1] == "dots: border node 0 dot 1 points off the board or along its side");
}

TEST_CASE("placements hold on generated boards for every player count and expansion set", "[placements]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const std::vector<std::vector<std::string>> expansion_sets = {
      {},
      {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"},
      {"sharp-scissors"},
      {"extreme-expeditions"},
  };
  long dots_placed = 0, dots_requested = 0, dots_possible = 0, nodes_short_of_room = 0;
  Figures expeditions, landmarks_with_both, resources, tiny_nodes, areas;
  int quadrant_spread_short = 0, boards = 0, boards_without_room = 0, attempts_short_of_room = 0;
  for (int players = 2; players <= 9; ++players) {
    for (int s = 0; s < uu_test::sweep(30); ++s) {
      const std::string seed = fmt::format("place-{}", s);
      uu::Board base = uu_test::make_board(seed, players, uu::Stage::start_nodes);
      // Exercise the types that change the dot count.
      for (std::size_t v = 0; v < base.nodes.size(); ++v) {
        if (base.nodes[v].role != uu::Role::regular) continue;
        if (v % 13 == 5) base.nodes[v].type = "Chameleon";
        if (v % 17 == 3) base.nodes[v].type = "Village Ruins";
      }
      for (std::size_t set = 0; set < expansion_sets.size(); ++set) {
        uu::Board board = base;
        board.options.expansions = expansion_sets[set];
        const uu::StageSettings settings = uu::settings_for(board.options);
        const auto stream = [&](std::string_view stage) { return uu::stage_rng(seed, board.attempt, stage); };
        uu::Rng dots_rng = stream("power-dots"), exp_rng = stream("expeditions"), land_rng = stream("landmarks");
        uu::Rng res_rng = stream("resources"), tiny_rng = stream("tiny-nodes");
        REQUIRE(uu::place_power_dots(board, dict, settings, dots_rng).ok);
        REQUIRE(uu::find_areas(board).ok);
        uu::InkField ink(board);
        const auto roomy = uu::find_roomy_areas(board, settings, ink);
        // Too few areas with room fails the attempt (generate() makes the next); it says so.
        const uu::StageResult placed_expeditions = uu::place_expeditions(board, dict, settings, roomy, exp_rng);
        const uu::StageResult placed_landmarks =
            placed_expeditions.ok ? uu::place_landmarks(board, dict, settings, roomy, land_rng) : uu::StageResult::success();
        if (!placed_expeditions.ok || !placed_landmarks.ok) {
          CHECK_THAT(placed_expeditions.failure + placed_landmarks.failure, Catch::Contains("areas have room for") && Catch::Contains("at least"));
          ++attempts_short_of_room;
          continue;
        }
        REQUIRE(uu::place_resources(board, dict, settings, res_rng, ink).ok);
        REQUIRE(uu::place_tiny_nodes(board, dict, settings, tiny_rng, ink).ok);
        const auto problems = placement_problems(board);
        INFO(seed << ", " << players << " players, expansion set " << set << ": " << (problems.empty() ? "" : problems.front()));
        REQUIRE(problems.empty());
        ++boards;

        const bool expedition_on = set == 1 || set == 3, scissors_on = set == 1 || set == 2;
        if (!expedition_on) CHECK(board.expeditions.empty());
        if (!scissors_on) CHECK(board.landmarks.empty());
        if (!scissors_on) CHECK(board.resources.empty());
        if (!scissors_on) CHECK(board.tiny_nodes.empty());
        const std::size_t big = board.expeditions.size() + board.landmarks.size();
        if (expedition_on && scissors_on && big >= 2) {
          CHECK_FALSE(board.expeditions.empty());
          CHECK_FALSE(board.landmarks.empty());
        }
        if ((expedition_on || scissors_on) && big == 0) ++boards_without_room;
        if (set == 0) {
          // Dots: replay the stream's count draws; each node gets min(requested, room).
          const auto neighbours = uu::adjacency(board);
          uu::Rng replay = stream("power-dots");
          for (std::size_t v = 0; v < board.nodes.size(); ++v) {
            const uu::Node& node = board.nodes[v];
            int wanted = 1;
            if (node.role != uu::Role::center) {
              wanted = replay.between(1 + players / 4, 2 + players / 4);
              if (node.type == "Village Ruins") wanted = 4;
              if (node.type == "Chameleon") wanted += 2;
            }
            for (std::size_t k = 0; k < node.power_dots.size(); ++k) replay.uniform();
            // Edges alone leave room for `room` dots; other nodes' ink may leave less, never
            // none, and a node never gets more than it asks for.
            const int room = dot_capacity(board, v, neighbours);
            CHECK(static_cast<int>(node.power_dots.size()) <= wanted);
            CHECK_FALSE(node.power_dots.empty());
            dots_placed += static_cast<long>(node.power_dots.size());
            dots_requested += wanted;
            dots_possible += std::min(wanted, room);
            nodes_short_of_room += room < wanted;
          }
          areas.add(static_cast<int>(board.areas.size()));
        }
        if (set == 3) {
          expeditions.add(static_cast<int>(board.expeditions.size()));
          // Spread: boards where 4 or more expeditions use fewer than 3 quadrants.
          const Vec2 c = board.nodes[static_cast<std::size_t>(board.center)].pos;
          int mask = 0;
          for (const auto& x : board.expeditions) mask |= 1 << ((x.pos.x >= c.x ? 1 : 0) + (x.pos.y >= c.y ? 2 : 0));
          const int used = ((mask >> 0) & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
          if (board.expeditions.size() >= 4 && used < 3) ++quadrant_spread_short;
        }
        if (set == 1) landmarks_with_both.add(static_cast<int>(board.landmarks.size()));
        if (set == 2) {
          resources.add(static_cast<int>(board.resources.size()));
          tiny_nodes.add(static_cast<int>(board.tiny_nodes.size()));
        }
      }
    }
  }
  // Nearly every first attempt has room for the expansions' marks: where the areas'
  // poles are crowded, the point with most room elsewhere in the area is found.
  CHECK(attempts_short_of_room * 100 <= boards);
  CHECK(boards_without_room == 0);
  // Other nodes' ink takes a little of the room the edges leave: nearly every dot that
  // fits between the edges is placed.
  CHECK(static_cast<double>(dots_placed) >= 0.98 * static_cast<double>(dots_possible));
  std::printf("[placements] dots placed %ld of %ld requested (%ld possible; %ld nodes without room for all)\n",
              dots_placed, dots_requested, dots_possible, nodes_short_of_room);
  std::printf("[placements] boards with 4+ expeditions in under 3 quadrants: %d; boards with an expansion "
              "but no roomy area: %d\n",
              quadrant_spread_short, boards_without_room);
  std::printf("[placements] attempts short of room for 4 expeditions or 3 landmarks: %d\n", attempts_short_of_room);
  std::printf("[placements] areas per board: %s\n", areas.summary().c_str());
  std::printf("[placements] expeditions per board: %s\n", expeditions.summary().c_str());
  std::printf("[placements] landmarks per board with both expansions: %s\n", landmarks_with_both.summary().c_str());
  std::printf("[placements] resources per board: %s\n", resources.summary().c_str());
  std::printf("[placements] tiny nodes per board: %s\n", tiny_nodes.summary().c_str());
}

TEST_CASE("areas on a generated board: every face once, and the check sees a missing one", "[placements]") {
  uu::Board board = uu_test::make_board("areas", 4, uu::Stage::start_nodes);
  REQUIRE(uu::find_areas(board).ok);
  REQUIRE(placement_problems(board).empty());
  uu::Board again = board;
  REQUIRE(uu::find_areas(again).ok);
  CHECK(again.areas == board.areas);
  // Each area starts at its least node id, areas in increasing order of it.
  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    const auto& nodes = board.areas[a].nodes;
    CHECK(nodes.front() == *std::min_element(nodes.begin(), nodes.end()));
    if (a > 0) CHECK(board.areas[a - 1].nodes.front() <= nodes.front());
  }
  board.areas.pop_back();
  const auto problems = placement_problems(board);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].rfind("areas: ", 0) == 0);
}

TEST_CASE("placement stages give the same board twice", "[placements]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const uu::Board base = [] {
    uu::Board b = uu_test::make_board("twice", 6, uu::Stage::start_nodes);
    b.options.expansions = {"extreme-expeditions", "sharp-scissors"};
    return b;
  }();
  const auto run = [&] {
    uu::Board board = base;
    const auto stream = [&](std::string_view stage) { return uu::stage_rng(board.seed, board.attempt, stage); };
    uu::Rng a = stream("power-dots"), b = stream("expeditions"), c = stream("landmarks"), d = stream("resources"),
            e = stream("tiny-nodes");
    const uu::StageSettings settings = uu::settings_for(board.options);
    REQUIRE(uu::place_power_dots(board, dict, settings, a).ok);
    REQUIRE(uu::find_areas(board).ok);
    uu::InkField ink(board);
    const auto roomy = uu::find_roomy_areas(board, settings, ink);
    REQUIRE(uu::place_expeditions(board, dict, settings, roomy, b).ok);
    REQUIRE(uu::place_landmarks(board, dict, settings, roomy, c).ok);
    REQUIRE(uu::place_resources(board, dict, settings, d, ink).ok);
    REQUIRE(uu::place_tiny_nodes(board, dict, settings, e, ink).ok);
    return board;
  };
  const uu::Board first = run();
  CHECK(first == run());
  // Areas each have one use at most, and every use names its placements.
  for (std::size_t a = 0; a < first.areas.size(); ++a) {
    const auto use = first.areas[a].use;
    const auto in = [&](const auto& items) {
      return std::any_of(items.begin(), items.end(), [&](const auto& x) { return x.area == static_cast<int>(a); });
    };
    CHECK((use == uu::AreaUse::expedition) == in(first.expeditions));
    CHECK((use == uu::AreaUse::landmark) == in(first.landmarks));
    CHECK((use == uu::AreaUse::resources) == in(first.resources));
  }
  // Triangles point one way along their edge, either way.
  for (const auto& t : first.tiny_nodes) {
    const auto& e = first.edges[static_cast<std::size_t>(t.edge)];
    const Vec2 d = first.nodes[static_cast<std::size_t>(e.b)].pos - first.nodes[static_cast<std::size_t>(e.a)].pos;
    CHECK(std::abs(std::sin(t.angle - std::atan2(d.y, d.x))) < 1e-9);
  }
}

// In debug builds the shared ink field's check throws once the board changed behind its
// back; optimised builds leave the check out, so there it must do nothing, even then.
TEST_CASE("ink field: check_against_board() finds a board changed behind its back", "[placements]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  uu::Board board = uu_test::make_board("ink-check", 4, uu::Stage::start_nodes);
  board.options.expansions = {"extreme-expeditions", "sharp-scissors"};
  const uu::StageSettings settings = uu::settings_for(board.options);
  uu::Rng dots = uu::stage_rng(board.seed, board.attempt, "power-dots"), resources = uu::stage_rng(board.seed, board.attempt, "resources");
  REQUIRE(uu::place_power_dots(board, dict, settings, dots).ok);
  REQUIRE(uu::find_areas(board).ok);
  uu::InkField ink(board);
  (void)uu::find_roomy_areas(board, settings, ink);
  REQUIRE(uu::place_resources(board, dict, settings, resources, ink).ok);
  REQUIRE(!board.resources.empty());
  CHECK_NOTHROW(ink.check_against_board());
  const auto stale = [&](const char* what) { uu_test::expect_stale(ink, what); };
  // A mark the field took, taken off the board.
  const uu::Resource last = board.resources.back();
  board.resources.pop_back();
  stale("marks of kind");
  board.resources.push_back(last);
  CHECK_NOTHROW(ink.check_against_board());
  // A node moved.
  board.nodes[0].pos.x += 0.25;
  stale("the room at");
  board.nodes[0].pos.x -= 0.25;
  CHECK_NOTHROW(ink.check_against_board());
}

// Mission fairness: every seat whose mission names node types finds some of them near
// its start (the last step of stage "types" and the seating of missions), and the
// seats' room within 3 moves is evened out by fair-edges. Hand-built boards with known
// answers, then properties over every player count and expansion mix.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "rule_samples.hpp"
#include "stages/stages.hpp"
#include "stages/start_reach.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/fairness.hpp"
#include "graph/flat_graph.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/stats.hpp"
#include "uuboard/validate.hpp"

namespace {

using uu_test::rule;

// A start (node 0, on the left border) and a line of six regular nodes 1-6 to its right:
//
//   0 -- 1 -- 2 -- 3 -- 4 -- 5 -- 6
//  start Rock Rock Rock Plant Rock Plant
//
// Plants may not touch a start (needs_number) nor each other (max_sequence 1), and
// every count is at its limit, so the Gardener's second Plant within 4 moves can only
// come from swapping node 2 with node 6.
uu::Board line_board() {
  uu::Board b;
  b.width = 8;
  b.height = 4;
  b.center = -1;
  const std::vector<std::string> types = {"", "Rock", "Rock", "Rock", "Plant", "Rock", "Plant"};
  for (std::size_t i = 0; i < types.size(); ++i) {
    uu::Node n;
    n.pos = {static_cast<double>(i), 2.0};
    if (i == 0) {
      n.role = uu::Role::start;
      n.sides.add(uu::Side::left);
      n.mission = "Gardener";
    } else {
      n.type = types[i];
    }
    b.nodes.push_back(n);
  }
  for (int i = 0; i + 1 < static_cast<int>(types.size()); ++i) b.edges.push_back({i, i + 1});
  uu::TypeRules plant = rule("Plant", 0, 2, 1);
  plant.needs_number = "Rock";
  b.types = {rule("Rock", 4, std::nullopt, 9), plant};
  return b;
}

uu::Dictionary garden_dictionary() {
  uu::Dictionary d;
  d.missions = {uu_test::mission("Gardener", {"Plant"}), uu_test::mission("Miner", {"Gold"}), uu_test::mission("Wanderer")};
  return d;
}

std::vector<std::string> types_of(const uu::Board& b) {
  std::vector<std::string> out;
  for (const uu::Node& n : b.nodes) out.push_back(n.type.value_or("-"));
  return out;
}

void repair(uu::Board& b, const uu::Dictionary& d) {
  uu::Rng rng(7);
  uu::place_mission_types(b, d, uu::flat_graph(b), rng);
}

const std::vector<std::string> all_expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

}  // namespace

TEST_CASE("missions: a seat short of its types gets them by the one move the rules allow", "[missions][fairness]") {
  const uu::Dictionary d = garden_dictionary();
  uu::Board b = line_board();
  const auto before = uu::measure_fairness(b, d);
  REQUIRE_FALSE(before);  // no center: the figures need one, the repair does not
  repair(b, d);
  CHECK(types_of(b) == std::vector<std::string>{"-", "Rock", "Plant", "Rock", "Plant", "Rock", "Rock"});

  // The same with node 6 as the center (so the figures can be measured) and the second
  // Plant on node 5, beyond the seat's 4 moves.
  uu::Board measured = line_board();
  measured.center = 6;
  measured.nodes[6].role = uu::Role::center;
  measured.nodes[6].type.reset();
  measured.nodes[5].type = "Plant";
  const auto short_seat = uu::measure_fairness(measured, d);
  REQUIRE(short_seat);
  CHECK(short_seat->starts[0].mission_nodes_4 == 1);
  CHECK(short_seat->mission_short == 1);
  repair(measured, d);
  const auto mended = uu::measure_fairness(measured, d);
  REQUIRE(mended);
  CHECK(mended->starts[0].mission_nodes_4 == 2);
  CHECK(mended->mission_short == 0);
  CHECK(measured.nodes[2].type == "Plant");
  CHECK(measured.nodes[5].type == "Rock");
}

TEST_CASE("missions: a seat stays short, and the board as it was, when no move keeps the rules", "[missions][fairness]") {
  const uu::Dictionary d = garden_dictionary();
  uu::Board b = line_board();
  b.types[1].max_sequence = 0;  // no node may take a Plant it does not hold
  const std::vector<std::string> was = types_of(b);
  repair(b, d);
  CHECK(types_of(b) == was);

  // A mission naming a type that is not on the board, or none: nothing to do.
  for (const char* mission : {"Miner", "Wanderer"}) {
    uu::Board other = line_board();
    other.nodes[0].mission = mission;
    repair(other, d);
    CHECK(types_of(other) == types_of(line_board()));
  }
}

TEST_CASE("missions: no move takes another seat below the goal", "[missions][fairness]") {
  const uu::Dictionary d = garden_dictionary();
  // A second Gardener at the right end, next to node 6: its 4 moves reach 6, 5, 4 and 3,
  // so it has the Plants on 4 and 6, exactly the goal. The left seat's only swap would
  // take the Plant on 6, so the left seat stays short.
  uu::Board b = line_board();
  uu::Node right;
  right.pos = {7.0, 2.0};
  right.role = uu::Role::start;
  right.sides.add(uu::Side::right);
  right.mission = "Gardener";
  b.nodes.push_back(right);
  b.edges.push_back({6, 7});
  const std::vector<std::string> was = types_of(b);
  repair(b, d);
  CHECK(types_of(b) == was);

  // With room in the counts, node 2 simply becomes a Plant and the right seat keeps both.
  b.types[0].min = 0;
  b.types[1].max = 3;
  repair(b, d);
  CHECK(types_of(b) == std::vector<std::string>{"-", "Rock", "Plant", "Rock", "Plant", "Rock", "Plant", "-"});
}

TEST_CASE("reach: counts within 3 moves and what one more edge adds", "[fairness]") {
  uu::Board b = line_board();
  b.edges.pop_back();  // 0-1-2-3-4-5, 6 alone
  uu::StartReach reach(b, {0}, 3);
  CHECK(reach.reach(0) == 3);
  CHECK(reach.lowest() == 3);
  CHECK(reach.highest() == 3);
  CHECK(reach.may_widen(0, 1, 6));
  CHECK(reach.reach_with(0, 1, 6) == 4);  // 6 two moves away
  CHECK(reach.reach_with(0, 0, 5) == 5);  // 5 and 4 come within 3
  CHECK_FALSE(reach.may_widen(0, 2, 3));  // already neighbours in moves
  CHECK_FALSE(reach.may_widen(0, 4, 6));  // both beyond reach
  CHECK(reach.starts_near(2) == 1);  // two moves from the start
  CHECK(reach.starts_near(3) == 0);
  reach.add_edge(1, 6);
  CHECK(reach.reach(0) == 4);
  CHECK(reach.starts_near(6) == 1);
}

TEST_CASE("mission and reach targets over every player count and expansion mix", "[fairness][properties]") {
  const std::vector<std::vector<std::string>> mixes = {{}, {"nasty-nodes"}, {"nodes-of-knowledge"}, {"electric"}, all_expansions};
  std::vector<double> seat_counts, reach_ratios, moves_spreads, length_ratios, quadrant_cvs;
  const int seeds = uu_test::sweep(6);
  int boards = 0;
  for (int players = 2; players <= 9; ++players) {
    for (std::size_t mix = 0; mix < mixes.size(); ++mix) {
      for (int s = 0; s < seeds; ++s) {
        uu::GenerateOptions o;
        o.seed = fmt::format("mission-{}-{}-{}", players, mix, s);
        o.board.players = players;
        o.board.expansions = mixes[mix];
        o.board.first_game = (players + static_cast<int>(mix) + s) % 6 == 0;
        const uu::Board board = uu::generate(o);
        const auto problems = uu::validate(board);
        INFO(o.seed << ": " << (problems.empty() ? "" : problems.front()));
        REQUIRE(problems.empty());
        REQUIRE(board.fairness);
        const uu::Fairness& f = *board.fairness;
        int short_seats = 0;
        for (const uu::StartFairness& start : f.starts) {
          if (!start.mission_nodes_4) continue;
          seat_counts.push_back(*start.mission_nodes_4);
          short_seats += *start.mission_nodes_4 < uu::mission_goal ? 1 : 0;
        }
        CHECK(short_seats == f.mission_short);
        reach_ratios.push_back(f.reach_3.ratio.value_or(99.0));
        moves_spreads.push_back(f.moves.spread);
        length_ratios.push_back(f.path_length.ratio.value_or(99.0));
        quadrant_cvs.push_back(f.quadrant_cv);
        ++boards;
      }
    }
  }
  REQUIRE(seat_counts.size() > static_cast<std::size_t>(boards) * 3);
  const double none = static_cast<double>(std::count(seat_counts.begin(), seat_counts.end(), 0.0)) / static_cast<double>(seat_counts.size());
  const double below = static_cast<double>(std::count_if(seat_counts.begin(), seat_counts.end(), [](double c) { return c < uu::mission_goal; })) /
                       static_cast<double>(seat_counts.size());
  INFO("seats without a mission node within 4 moves: " << 100.0 * none << " %, below the goal: " << 100.0 * below << " %");
  CHECK(none <= 0.02);
  // Below the goal is a measured figure (the board's type rules allow no more). Over
  // 4 000 boards of every player count and these mixes it is 4.4 % of seats (4.8 % under
  // generator 0.4.0), 1.7 % at 4 players with every expansion; this sample of 240 boards
  // strays from that by a point or so either way.
  CHECK(below <= 0.06);
  CHECK(uu::percentile(seat_counts, 0.5) >= 2.0);
  CHECK(uu::percentile(reach_ratios, 0.5) <= 1.6);
  // The earlier targets still hold.
  CHECK(uu::percentile(moves_spreads, 0.5) <= 1.0);
  CHECK(uu::percentile(length_ratios, 0.5) <= 1.3);
  CHECK(uu::percentile(quadrant_cvs, 0.5) <= 0.08);
}

TEST_CASE("first game: every seat with the same mission naming node types gets them near", "[missions][fairness]") {
  // The built-in first-game missions name no node types; a designer's tables may.
  uu::Dictionary d = uu::builtin_dictionary();
  d.first_game_missions = {"Biologist"};
  std::vector<double> seat_counts;
  for (int s = 0; s < 40; ++s) {  // not shortened: the shares need the whole sample
    uu::GenerateOptions o;
    o.seed = fmt::format("first-{}", s);
    o.board.players = s % 2 == 0 ? 4 : 6;
    o.board.first_game = true;
    if (s % 4 < 2) o.board.expansions = all_expansions;
    o.dictionary = &d;
    const uu::Board board = uu::generate(o);
    REQUIRE(uu::validate(board, uu::Through::finished, d).empty());  // against the tables it was made with
    REQUIRE(board.fairness);
    for (const uu::StartFairness& start : board.fairness->starts) {
      CHECK(board.nodes[static_cast<std::size_t>(start.node)].mission == "Biologist");
      REQUIRE(start.mission_nodes_4);
      seat_counts.push_back(*start.mission_nodes_4);
    }
  }
  const auto below = std::count_if(seat_counts.begin(), seat_counts.end(), [](double c) { return c < uu::mission_goal; });
  INFO(below << " of " << seat_counts.size() << " seats below the goal");
  CHECK(std::count(seat_counts.begin(), seat_counts.end(), 0.0) * 50 <= static_cast<long>(seat_counts.size()));
  CHECK(below * 10 <= static_cast<long>(seat_counts.size()));
  CHECK(uu::percentile(seat_counts, 0.5) >= 2.0);
}

TEST_CASE("mission_short is written in the fairness block; a board without it reads the count from its starts", "[missions][json]") {
  uu::GenerateOptions o;
  o.seed = "json-missions";
  o.board.expansions = all_expansions;
  const uu::Board board = uu::generate(o);
  REQUIRE(board.fairness);
  const std::string text = uu::board_to_json_text(board);
  auto j = nlohmann::json::parse(text);
  CHECK(j["fairness"]["mission_short"] == board.fairness->mission_short);
  // Make one seat short in the data, so the count read back is not trivially 0.
  int seat = -1;
  for (std::size_t i = 0; i < j["fairness"]["starts"].size(); ++i) {
    if (!j["fairness"]["starts"][i]["mission_nodes_4"].is_null()) seat = static_cast<int>(i);
  }
  REQUIRE(seat >= 0);
  j["fairness"]["starts"][static_cast<std::size_t>(seat)]["mission_nodes_4"] = 0;
  j["fairness"].erase("mission_short");
  const uu::Board old = uu::board_from_json(j, "old.json");
  REQUIRE(old.fairness);
  int expected = 0;
  for (const uu::StartFairness& s : old.fairness->starts) expected += s.mission_nodes_4 && *s.mission_nodes_4 < uu::mission_goal ? 1 : 0;
  CHECK(expected >= 1);
  CHECK(old.fairness->mission_short == expected);
}

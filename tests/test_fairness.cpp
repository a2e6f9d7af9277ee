// Fairness figures on a hand-built board with known answers, fair start choice over
// many seeds, best-of-N / min-score candidate selection, and the stats report.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>

#include "graph/flat_graph.hpp"
#include "graph_reference.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/fairness.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/output.hpp"
#include "uuboard/stats.hpp"
#include "uuboard/validate.hpp"

namespace {

const std::vector<std::string> all_expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

// Center 0 at (2, 2). Start 4 on the left reaches it through 1 (2 moves, 2 units, one
// way only); start 5 on the right through 2 (2 moves, 2.5 units) or round by 6 and 3.
//
//            3 ---- 6
//            |      |
//   4 -- 1 -- 0 -- 2 -- 5        (5 also joins 6)
uu::Board small_board() {
  uu::Board b;
  b.width = 5;
  b.height = 4;
  b.center = 0;
  const auto node = [&](double x, double y, uu::Role role, std::optional<std::string> type) {
    uu::Node n;
    n.pos = {x, y};
    n.role = role;
    n.type = std::move(type);
    b.nodes.push_back(n);
  };
  node(2, 2, uu::Role::center, std::nullopt);
  node(1, 2, uu::Role::regular, "Scissors");
  node(3, 2, uu::Role::regular, std::nullopt);
  node(2, 1, uu::Role::regular, "Scissors");
  node(0, 2, uu::Role::start, std::nullopt);
  node(4.5, 2, uu::Role::start, std::nullopt);
  node(3, 1, uu::Role::regular, "Plant");
  b.nodes[4].sides.add(uu::Side::left);
  b.nodes[5].sides.add(uu::Side::right);
  b.nodes[4].mission = "Gardener";
  b.nodes[5].mission = "Wanderer";
  b.edges = {{0, 1}, {1, 4}, {0, 2}, {2, 5}, {5, 6}, {3, 6}, {0, 3}};
  uu::TypeRules scissors;
  scissors.name = "Scissors";
  scissors.actions = {"Cutting"};
  uu::TypeRules plant;
  plant.name = "Plant";
  plant.actions = {"Ownership"};
  b.types = {scissors, plant};
  return b;
}

uu::Dictionary small_dictionary() {
  uu::Dictionary d;
  uu::Mission gardener;
  gardener.name = "Gardener";
  gardener.relevant_nodes = {"Plant"};
  uu::Mission wanderer;
  wanderer.name = "Wanderer";
  d.missions = {gardener, wanderer};
  return d;
}

uu::GenerateOptions options_for(const std::string& seed, int players, bool all) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board.players = players;
  if (all) o.board.expansions = all_expansions;
  return o;
}

}  // namespace

TEST_CASE("flat graph searches agree with the plain kernels on generated boards", "[fairness]") {
  uu::PathsFrom paths, near;
  for (int s = 0; s < 12; ++s) {
    const uu::Board board = uu::generate(options_for(fmt::format("flat-{}", s), s % 2 == 0 ? 4 : 6, s % 3 != 0));
    const auto neighbours = uu::adjacency(board);
    const uu::FlatGraph g = uu::flat_graph(board);
    REQUIRE(g.nodes() == board.nodes.size());
    CHECK(g.to.size() == 2 * board.edges.size());
    for (std::size_t v = 0; v < g.nodes(); ++v) {
      std::vector<int> by_id = neighbours[v];
      std::sort(by_id.begin(), by_id.end());
      CHECK(std::vector<int>(g.to.begin() + g.first[v], g.to.begin() + g.first[v + 1]) == by_id);
    }
    for (int from : {board.center, 0, static_cast<int>(board.nodes.size()) - 1}) {
      // Buffers reused between searches must give what fresh ones give.
      uu::fewest_move_paths(g, from, paths);
      const std::vector<int> moves = uu::reference::moves_from(neighbours, from);
      CHECK(paths.moves == moves);
      CHECK(paths.length == uu::reference::fewest_move_path_lengths(board, neighbours, moves));
      CHECK(paths.order.size() == board.nodes.size());
      uu::fewest_move_paths(g, from, near, 2);
      for (std::size_t v = 0; v < moves.size(); ++v) CHECK(near.moves[v] == (moves[v] <= 2 ? moves[v] : -1));
    }
    REQUIRE(board.fairness);
    for (const uu::StartFairness& start : board.fairness->starts) {
      CHECK(start.disjoint_paths == uu::reference::edge_disjoint_paths(neighbours, start.node, board.center));
      const std::vector<int> from_start = uu::reference::moves_from(neighbours, start.node);
      CHECK(start.reach_3 == std::count_if(from_start.begin(), from_start.end(), [](int m) { return m >= 1 && m <= 3; }));
    }
  }
}

TEST_CASE("fair start choice and fair edges: path lengths close over many seeds", "[fairness]") {
  // The documented target is a median ratio of 1.3 over 1000 seeds; 41 seeds with a
  // margin, so a change that loses the steering on path length fails here.
  std::vector<double> ratios;
  int spread_at_most_2 = 0;
  for (int s = 0; s < 41; ++s) {
    const uu::Board board = uu::generate(options_for(fmt::format("ratio-{}", s), 4, true));
    REQUIRE(board.fairness);
    REQUIRE(board.fairness->path_length.ratio);
    ratios.push_back(*board.fairness->path_length.ratio);
    spread_at_most_2 += board.fairness->moves.spread <= 2.0 ? 1 : 0;
  }
  INFO("median path length ratio " << uu::percentile(ratios, 0.5));
  CHECK(uu::percentile(ratios, 0.5) <= 1.28);
  CHECK(spread_at_most_2 >= 37);
}

TEST_CASE("fairness figures of a small hand-built board", "[fairness]") {
  const auto f = uu::measure_fairness(small_board(), small_dictionary());
  REQUIRE(f);
  REQUIRE(f->starts.size() == 2);
  const uu::StartFairness& left = f->starts[0];
  const uu::StartFairness& right = f->starts[1];
  CHECK(left.node == 4);
  CHECK(left.moves == 2);
  CHECK(left.path_length == Approx(2.0));
  CHECK(left.reach_3 == 4);    // 1, 0, then 2 and 3
  CHECK(left.cutting_3 == 2);  // 1 and 3
  CHECK(left.disjoint_paths == 1);
  CHECK(left.mission_nodes_4 == 1);  // the Plant, 4 moves away
  CHECK(right.node == 5);
  CHECK(right.moves == 2);
  CHECK(right.path_length == Approx(2.5));
  CHECK(right.reach_3 == 5);  // 2 and 6, 0 and 3, then 1
  CHECK(right.cutting_3 == 2);
  CHECK(right.disjoint_paths == 2);  // 5-2-0 and 5-6-3-0
  CHECK_FALSE(right.mission_nodes_4);  // the Wanderer names no nodes

  CHECK(f->moves.spread == 0.0);
  CHECK(f->moves.ratio == Approx(1.0));
  CHECK(f->path_length.spread == Approx(0.5));
  CHECK(*f->path_length.ratio == Approx(1.25));
  CHECK(f->reach_3.min == 4.0);
  CHECK(f->reach_3.max == 5.0);
  CHECK(f->disjoint_paths.spread == 1.0);
  CHECK(*f->disjoint_paths.ratio == Approx(2.0));
  REQUIRE(f->mission_nodes_4);
  CHECK(f->mission_nodes_4->max == 1.0);
  // Quadrants around (2, 2), right and below inclusive: 3, 6 top right; 1, 4 bottom
  // left; 2, 5 bottom right.
  CHECK(f->quadrant_nodes == std::array<int, 4>{0, 2, 2, 2});
  CHECK(f->quadrant_cv == Approx(std::sqrt(0.75) / 1.5));
  CHECK(f->mission_short == 1);  // the Gardener has one Plant near, the goal is 2
  // 30 (moves) + 25 * 0.75 (ratio 1.25) + 5 * 0.5 (paths) + 15 * 0.8 (reach) + 5 (cutting);
  // quadrants 0, missions 0 (the one seat with a mission naming nodes is short).
  CHECK(f->score == Approx(30.0 + 18.75 + 2.5 + 12.0 + 5.0));
}

TEST_CASE("fairness is null without a center, starts or a way to the center", "[fairness]") {
  uu::Board b = small_board();
  b.edges.erase(b.edges.begin() + 1);  // 4 loses its only edge
  CHECK_FALSE(uu::measure_fairness(b, small_dictionary()));
  uu::Board no_starts = small_board();
  for (uu::Node& n : no_starts.nodes) {
    if (n.role == uu::Role::start) n.role = uu::Role::regular;
  }
  CHECK_FALSE(uu::measure_fairness(no_starts, small_dictionary()));
  uu::Board no_center = small_board();
  no_center.center = -1;
  CHECK_FALSE(uu::measure_fairness(no_center, small_dictionary()));
}

TEST_CASE("the score is 100 when every seat is alike and falls with each figure", "[fairness]") {
  uu::Fairness f;
  f.moves = uu::spread_of({5, 5});
  f.path_length = uu::spread_of({4, 4});
  f.reach_3 = uu::spread_of({6, 6});
  f.cutting_3 = uu::spread_of({0, 0});
  f.disjoint_paths = uu::spread_of({2, 2});
  CHECK(uu::fairness_score(f) == 100.0);
  f.moves = uu::spread_of({5, 10});
  CHECK(uu::fairness_score(f) == 70.0);
  f.quadrant_cv = 0.5;
  CHECK(uu::fairness_score(f) == 60.0);
  // One of two seats with a mission naming nodes is short of the goal: half the part.
  f.starts.resize(3);
  f.starts[0].mission_nodes_4 = 3;
  f.starts[1].mission_nodes_4 = 1;
  f.mission_nodes_4 = uu::spread_of({3, 1});
  f.mission_short = 1;
  CHECK(uu::fairness_score(f) == 55.0);
  f.reach_3 = uu::spread_of({4, 8});
  CHECK(uu::fairness_score(f) == 47.5);
}

TEST_CASE("fair starts keep every rule and are close in moves over many seeds", "[fairness][properties]") {
  int spread_at_most_2 = 0, boards = 0;
  for (int players : {2, 4, 6, 9}) {
    for (int s = 0; s < 60; ++s) {
      const uu::Board board = uu::generate(options_for(fmt::format("fair-{}", s), players, s % 2 == 0));
      const auto problems = uu::validate(board);
      INFO("seed fair-" << s << ", " << players << " players: " << (problems.empty() ? "" : problems.front()));
      REQUIRE(problems.empty());
      REQUIRE(board.fairness);
      CHECK(board.fairness->starts.size() == 12);
      CHECK(board.fairness->score >= 0.0);
      CHECK(board.fairness->score <= 100.0);
      spread_at_most_2 += board.fairness->moves.spread <= 2.0 ? 1 : 0;
      ++boards;
    }
  }
  CHECK(spread_at_most_2 * 10 >= boards * 9);
}

TEST_CASE("best_of keeps the fairest candidate, deterministically", "[fairness]") {
  for (const char* seed : {"best-a", "best-b"}) {
    double previous = -1.0;
    for (int n = 1; n <= 4; ++n) {
      uu::GenerateOptions o = options_for(seed, 4, true);
      o.board.best_of = n;
      const uu::Board board = uu::generate(o);
      REQUIRE(board.fairness);
      const double score = board.fairness->score;
      INFO(seed << " best of " << n << ": " << score);
      CHECK(score >= previous);
      // A better board can only be the newly added candidate.
      if (score > previous) CHECK(board.candidate == n - 1);
      CHECK(board.candidate < n);
      CHECK(uu::validate(board).empty());
      CHECK(uu::board_to_json_text(board) == uu::board_to_json_text(uu::generate(o)));
      previous = score;
    }
  }
  uu::GenerateOptions plain = options_for("best-a", 4, true);
  uu::GenerateOptions one = plain;
  one.board.best_of = 1;
  CHECK(uu::generate(plain).nodes == uu::generate(one).nodes);
}

TEST_CASE("min_score keeps trying candidates, and says how far it got", "[fairness]") {
  uu::GenerateOptions o = options_for("min-score", 4, false);
  o.board.best_of = 3;
  const double best3 = uu::generate(o).fairness->score;
  o.board.best_of = 1;
  o.board.min_score = best3;
  const uu::Board board = uu::generate(o);
  CHECK(board.fairness->score >= best3);
  CHECK(board.candidate <= 2);
  o.board.min_score = 100.5;
  o.max_candidates = 3;
  try {
    (void)uu::generate(o);
    FAIL("no error");
  } catch (const uu::GenerationError& e) {
    CHECK_THAT(std::string(e.what()), Catch::Contains("fairness score 100.5") && Catch::Contains("3 candidates") &&
                                          Catch::Contains(fmt::format("the best scored {}", best3)));
  }
}

TEST_CASE("fairness and candidate options survive the JSON round trip; old boards still read", "[fairness][json]") {
  uu::GenerateOptions o = options_for("json-fair", 4, true);
  o.board.best_of = 2;
  o.board.min_score = 10.0;
  const uu::Board board = uu::generate(o);
  const std::string text = uu::board_to_json_text(board);
  const uu::Board back = uu::board_from_json_text(text, "fair.json");
  CHECK(back.fairness == board.fairness);
  CHECK(back.options == board.options);
  CHECK(back.candidate == board.candidate);
  CHECK(uu::board_to_json_text(back) == text);

  auto j = nlohmann::json::parse(text);
  j.erase("fairness");
  j["options"].erase("best_of");
  j["options"].erase("min_score");
  j["board"].erase("candidate");
  const uu::Board old = uu::board_from_json(j, "old.json");
  CHECK_FALSE(old.fairness);
  CHECK(old.options.best_of == 1);
  CHECK_FALSE(old.options.min_score);
  CHECK(old.nodes == board.nodes);
  // Such a board checks too: it records no figures, and its candidate reads as 0.
  CHECK(uu::validate(old).empty());
}

TEST_CASE("stats over a few seeds: text with medians, histograms as a scene", "[fairness][stats]") {
  CHECK(uu::percentile({3, 1, 2}, 0.5) == 2.0);
  CHECK(uu::percentile({1, 2}, 0.5) == 1.5);
  CHECK(uu::percentile({}, 0.5) == 0.0);
  CHECK(uu::stats_seed("s", 7) == "s-7");
  CHECK(uu::stats_seed("", 7) == "7");
  uu::GenerateOptions o = options_for("stats", 4, false);
  const uu::StatsSummary summary = uu::run_stats(o, 6, 10);
  CHECK(summary.failed_seeds.empty());
  REQUIRE_FALSE(summary.figures.empty());
  for (const uu::StatsFigure& f : summary.figures) CHECK(f.values.size() == 6);
  CHECK(summary.figures[0].name == "score");
  CHECK(summary.figures[0].values[0] == uu::generate(options_for("stats-10", 4, false)).fairness->score);
  const std::string text = uu::stats_text(summary);
  CHECK_THAT(text, Catch::Contains("\"stats-10\" .. \"stats-15\"") && Catch::Contains("moves spread") && Catch::Contains("median"));
  const uu::Scene scene = uu::stats_scene(summary);
  REQUIRE(scene.pages.size() == 1);
  CHECK(scene.pages[0].shapes.size() > 20);
  CHECK(uu::render_svg(scene).find("<svg") != std::string::npos);
  CHECK(uu::stats_text(uu::run_stats(o, 6, 10)) == text);
}

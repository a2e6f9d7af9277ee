// Every invariant on many boards: 200 seeds for every player count (a fifth under UUBOARD_SWEEP=short).
#include <algorithm>
#include <set>
#include <vector>
#include <cmath>
#include <catch2/catch.hpp>
#include <fmt/core.h>

#include "board_samples.hpp"
#include "uuboard/dictionary.hpp"
#include "model/drawn.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"

TEST_CASE("validate finds nothing on many seeds for every player count", "[properties]") {
  for (int players = 2; players <= 9; ++players) {
    // Each seed its own board: positions the seed does not reach would repeat one. (Player
    // counts on one lattice, 2 to 4 say, share a seed's points, so each count on its own.)
    std::set<std::vector<double>> layouts;
    for (int s = 0; s < uu_test::sweep(200); ++s) {
      const uu::Board board = uu_test::make_board(fmt::format("prop-{}", s), players);
      const auto problems = uu::validate(board);
      INFO("seed prop-" << s << ", " << players << " players: " << (problems.empty() ? "" : problems.front()));
      REQUIRE(problems.empty());
      std::vector<double> layout;
      for (const uu::Node& n : board.nodes) layout.insert(layout.end(), {n.pos.x, n.pos.y});
      layouts.insert(std::move(layout));
    }
    INFO(players << " players");
    CHECK(layouts.size() == static_cast<std::size_t>(uu_test::sweep(200)));
  }
}

TEST_CASE("validate holds after every stage, and --stop-after stops there", "[properties]") {
  for (int s = 0; s < 20; ++s) {
    uu::GenerateOptions options;
    options.seed = fmt::format("stages-{}", s);
    options.validate_each_stage = true;  // throws on the first broken invariant
    REQUIRE_NOTHROW(uu::generate(options));
  }
  const uu::Board points = uu_test::make_board("stop", 4, uu::Stage::points);
  CHECK(points.edges.empty());
  CHECK(points.nodes.size() == 88);
  const uu::Board tree = uu_test::make_board("stop", 4, uu::Stage::tree);
  CHECK(tree.edges.size() == tree.nodes.size() - 1);
  const uu::Board full = uu_test::make_board("stop", 4);
  CHECK(full.edges.size() > tree.edges.size());
}

TEST_CASE("board size and node count follow the player count", "[properties]") {
  const int expect_nodes[] = {0, 0, 88, 88, 88, 96, 96, 117, 117, 140};
  const double expect_width[] = {0, 0, 10, 10, 10, 11, 11, 12, 12, 13};
  for (int players = 2; players <= 9; ++players) {
    const uu::Board b = uu_test::make_board("size", players);
    CHECK(b.nodes.size() == static_cast<std::size_t>(expect_nodes[players]));
    CHECK(b.width == expect_width[players]);
    // The frame, the board grown by its inset, takes the printable area's shape.
    const double inset2 = 2 * uu::drawn::frame_inset;
    CHECK((b.width + inset2) / (b.height + inset2) == Approx(uu::PageSetup{}.board_aspect()));
    const uu::Node& c = b.nodes[static_cast<std::size_t>(b.center)];
    CHECK(c.pos.x == b.width / 2);
    CHECK(c.pos.y == b.height / 2);
  }
}

TEST_CASE("edge density follows the original's (about 112 edges on 88 nodes)", "[properties]") {
  double total = 0;
  for (int s = 0; s < 50; ++s) total += static_cast<double>(uu_test::make_board(fmt::format("density-{}", s), 4).edges.size());
  CHECK(total / 50 == Approx(112).margin(4));
}

TEST_CASE("validate reports broken boards by rule", "[properties]") {
  const uu::Board good = uu_test::make_board("broken", 4);
  REQUIRE(uu::validate(good).empty());
  const auto has = [](const std::vector<std::string>& problems, const std::string& rule) {
    for (const auto& p : problems) {
      if (p.rfind(rule + ":", 0) == 0) return true;
    }
    return false;
  };
  {  // Disconnect a start node.
    uu::Board b = good;
    std::vector<uu::Edge> kept;
    int start = -1;
    for (std::size_t i = 0; i < b.nodes.size(); ++i) {
      if (b.nodes[i].role == uu::Role::start) start = static_cast<int>(i);
    }
    for (const auto& e : b.edges) {
      if (e.a != start && e.b != start) kept.push_back(e);
    }
    b.edges = kept;
    CHECK(has(uu::validate(b), "connected"));
  }
  {  // Two nodes on top of each other.
    uu::Board b = good;
    b.nodes[1].pos = b.nodes[2].pos;
    CHECK(has(uu::validate(b), "spacing"));
  }
  {  // A long edge across the board crosses others.
    uu::Board b = good;
    b.edges.push_back({std::min(b.center, 0), std::max(b.center, 0)});
    const auto problems = uu::validate(b);
    CHECK(has(problems, "planar"));
  }
  {  // A node off the board and a wrong border mark.
    uu::Board b = good;
    b.nodes[3].pos.x = -1;
    CHECK(has(uu::validate(b), "inside"));
  }
  {  // Too few start nodes.
    uu::Board b = good;
    for (auto& n : b.nodes) {
      if (n.role == uu::Role::start) {
        n.role = uu::Role::regular;
        break;
      }
    }
    CHECK(has(uu::validate(b), "start"));
  }
  {  // An edge twice.
    uu::Board b = good;
    b.edges.push_back(b.edges.front());
    CHECK(has(uu::validate(b), "edges"));
  }
}

// Issue 3's sweep: every player count x {none, all, each alone, three random subsets}
// x 50 seeds, through the whole pipeline; validate() must find nothing and generation
// must never fail.
TEST_CASE("every rule holds on the full pipeline for every expansion set", "[properties][content]") {
  const std::vector<std::string> names = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  std::vector<std::vector<std::string>> sets = {{}, names};
  for (const auto& n : names) sets.push_back({n});
  uu::Rng pick(2026);  // the three random subsets, fixed so the test is repeatable
  for (int k = 0; k < 3; ++k) {
    std::vector<std::string> subset;
    for (const auto& n : names) {
      if (pick.chance(0.5)) subset.push_back(n);
    }
    sets.push_back(subset);
  }
  int boards = 0, retried = 0;
  std::size_t with_all_types = 0, without_types = 0;  // types summed over the boards of every expansion, and of none
  std::vector<std::size_t> distinct;  // distinct node types per board, over every board
  for (int players = 2; players <= 9; ++players) {
    for (const auto& set : sets) {
      for (int s = 0; s < uu_test::sweep(50); ++s) {
        uu::GenerateOptions options;
        options.seed = fmt::format("content-{}", s);
        options.board.players = players;
        options.board.expansions = set;
        uu::Board board;
        REQUIRE_NOTHROW(board = uu::generate(options));
        const auto problems = uu::validate(board);
        INFO("seed " << options.seed << ", " << players << " players, " << set.size() << " expansions: "
                     << (problems.empty() ? "" : problems.front()));
        REQUIRE(problems.empty());
        retried += board.attempt > 0;
        distinct.push_back(board.types.size());
        if (set.size() == names.size()) with_all_types += board.types.size();
        if (set.empty()) without_types += board.types.size();
        ++boards;
      }
    }
  }
  std::sort(distinct.begin(), distinct.end());
  WARN(boards << " boards, 0 rules broken, 0 failed generations, " << retried << " needed more than one attempt; distinct types per board min "
              << distinct.front() << ", median " << distinct[distinct.size() / 2] << ", max " << distinct.back());
  // The expansions change the boards: with every one on, more types than with none.
  CHECK(with_all_types > without_types);
}

TEST_CASE("a board of a given size in units keeps every rule", "[properties][size]") {
  uu::GenerateOptions options;
  options.seed = "sized";
  options.board.size_width = 40;
  options.board.size_height = 28;
  options.board.page = uu_test::paper_for_size(40, 28);
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  const uu::Board board = uu::generate(options);
  CHECK(board.nodes.size() == 41 * 29);
  CHECK(board.width == 40);
  CHECK(board.height == 28);
  const auto problems = uu::validate(board);
  INFO((problems.empty() ? "" : problems.front()));
  CHECK(problems.empty());
  // The maximum counts scale with the free nodes against a four-player sheet's 75, so the
  // capped types can fill a large board between them; the minimums stay a sheet's (Water
  // keeps to a border strip that grows with the perimeter only).
  const auto free_nodes = std::count_if(board.nodes.begin(), board.nodes.end(),
                                        [](const uu::Node& n) { return n.role == uu::Role::regular; });
  const double factor = static_cast<double>(free_nodes) / 75.0;
  const uu::Dictionary& dict = uu::builtin_dictionary();
  REQUIRE(!board.types.empty());
  for (const uu::TypeRules& t : board.types) {
    const int i = dict.node_type_index(t.name);
    REQUIRE(i >= 0);
    const uu::NodeType& d = dict.node_types[static_cast<std::size_t>(i)];
    INFO(t.name << ": min " << t.min << " from " << d.min << ", factor " << factor);
    CHECK(t.min == std::max(d.min, 1));
    if (d.max) {
      REQUIRE(t.max);
      CHECK(*t.max >= std::round(*d.max * factor) - 1.0);
    }
  }
}

// validate() itself (what `uuboard check` runs) reports each family of faults by its
// rule's name: the checks are wired in, not only correct when called one by one.
TEST_CASE("properties: validate() names each family of broken rules on a complete board", "[properties]") {
  uu::GenerateOptions options;
  options.seed = "families";
  options.board.players = 4;
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  const uu::Board good = uu::generate(options);
  REQUIRE(uu::validate(good).empty());
  const auto reports = [](const uu::Board& b, const std::string& rule) {
    const auto problems = uu::validate(b);
    INFO(fmt::format("{} problems, looking for {}", problems.size(), rule));
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.rfind(rule + ":", 0) == 0; });
  };
  const auto first_regular = [](const uu::Board& b) {
    const auto it = std::find_if(b.nodes.begin(), b.nodes.end(), [](const uu::Node& n) { return n.role == uu::Role::regular && !n.on_border(); });
    return static_cast<std::size_t>(it - b.nodes.begin());
  };
  {
    uu::Board b = good;  // too many power dots
    auto& node = b.nodes[first_regular(b)];
    node.power_dots.assign(8, node.power_dots.front());
    CHECK(reports(b, "dots"));
  }
  {
    uu::Board b = good;  // two nodes on one spot
    b.nodes[first_regular(b) + 1].pos = b.nodes[first_regular(b)].pos + uu::Vec2{0.05, 0.0};
    CHECK(reports(b, "spacing"));
  }
  {
    uu::Board b = good;  // a type the board's rules do not know
    b.nodes[first_regular(b)].type = "No Such Type";
    CHECK(reports(b, "types"));
  }
  {
    uu::Board b = good;  // a start node that is not one
    const auto start = std::find_if(b.nodes.begin(), b.nodes.end(), [](const uu::Node& n) { return n.role == uu::Role::start; });
    REQUIRE(start != b.nodes.end());
    start->role = uu::Role::regular;
    CHECK(reports(b, "start"));
  }
  {
    uu::Board b = good;  // an area forgotten
    b.areas.pop_back();
    CHECK(reports(b, "areas"));
  }
  {
    uu::Board b = good;  // an expedition on a node
    REQUIRE_FALSE(b.expeditions.empty());
    b.expeditions.front().pos = b.nodes[first_regular(b)].pos;
    CHECK(reports(b, "ink"));
  }
  {
    uu::Board b = good;  // the expansion's marks deleted
    b.landmarks.clear();
    CHECK(reports(b, "complete"));
  }
}

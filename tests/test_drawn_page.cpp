// The printed page's rules, measured on the Scene the renderer draws over many boards of
// every option (tests/scene_rules.hpp), and known answers for each rule of validate()'s
// drawn check (src/check/validate_drawn.cpp).
#include <algorithm>
#include <cmath>
#include <numbers>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <map>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "scene_rules.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/paper.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/validate.hpp"

namespace {

const std::vector<std::string> every_expansion = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

// Expansion sets in turn: none, all, and mixes that put each expansion alone or paired.
std::vector<std::string> expansions_for(int k) {
  switch (k % 6) {
    case 0: return {};
    case 1: return every_expansion;
    case 2: return {"extreme-expeditions"};
    case 3: return {"sharp-scissors"};
    case 4: return {"nasty-nodes", "electric", "sharp-scissors"};
    default: return {"nodes-of-knowledge", "extreme-expeditions"};
  }
}

// The original's mark sizes, as half the box in board units; ours are at least 2/3.
double original_half(const std::string& kind) {
  if (kind == "resource") return 0.09;
  if (kind == "tiny-node") return 0.075;
  return 0.25;  // expeditions and landmarks
}

bool has_rule(const std::vector<std::string>& problems, const std::string& rule) {
  return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.rfind(rule + ":", 0) == 0; });
}

}  // namespace

TEST_CASE("drawn page: every rule holds on the drawn shapes of many boards", "[drawn-page]") {
  const char* papers[] = {"a4", "letter", "a3", "a5"};
  const int seeds = uu_test::sweep(32);
  int boards = 0, edges = 0, short_edges = 0, foreign = 0, overlaps = 0;
  double least_visible = 1e300, least_gap = 1e300, least_text = 1e300;
  std::map<std::string, double> least_half_units;
  for (int players = 2; players <= 9; ++players) {
    for (int p = 0; p < 8; ++p) {
      for (int s = 0; s < seeds; ++s) {
        uu::GenerateOptions o;
        o.seed = fmt::format("page-{}-{}-{}", players, p, s);
        o.board.players = players;
        o.board.page = *uu::parse_paper(papers[p / 2]);
        o.board.page.portrait = p % 2 == 1;
        o.board.expansions = expansions_for(s + p);
        o.board.first_game = s % 5 == 4;
        if (s % 8 == 7) {  // a board given by its size, on a sheet that prints it readably
          o.board.size_width = 16 + s % 5;
          o.board.size_height = 11 + s % 3;
          o.board.page = uu_test::paper_for_size(o.board.size_width, o.board.size_height);
        }
        const uu::GenerateResult made = uu::try_generate(o);
        INFO(o.seed << " players " << players << " paper " << papers[p / 2] << (p % 2 ? " portrait" : "") << ": " << made.failure);
        REQUIRE(made.board);
        const uu::Board& board = *made.board;
        uu::LayoutOptions lo;
        lo.legend = s % 3 == 0;
        lo.secret_board = s % 4 == 1;
        const uu::Scene scene = uu::layout(board, lo);
        const uu_test::PageFigures fig = uu_test::measure_page(scene.pages[0], board);
        INFO((fig.problems.empty() ? std::string() : fig.problems.front()));
        CHECK(fig.edges == static_cast<int>(board.edges.size()));
        CHECK(fig.edges_short == 0);
        CHECK(fig.foreign_edges == 0);
        CHECK(fig.overlaps == 0);
        // Every element of the board data is drawn.
        const auto drawn = [&](const char* kind) { return fig.drawn.count(kind) ? fig.drawn.at(kind) : 0; };
        CHECK(drawn("node") == static_cast<int>(board.nodes.size()));
        CHECK(drawn("tiny-node") == static_cast<int>(board.tiny_nodes.size()));
        CHECK(drawn("resource") == static_cast<int>(board.resources.size()));
        CHECK(drawn("landmark") == static_cast<int>(board.landmarks.size()));
        CHECK(drawn("expedition") == static_cast<int>(board.expeditions.size()));
        // Marks at their full size: at least 2/3 of the original's, tiny nodes 3 mm across.
        for (const auto& [kind, half] : fig.least_half) {
          CHECK(half >= 2.0 / 3.0 * original_half(kind) * board.unit_mm - 1e-9);
          if (kind == "tiny-node") CHECK(2 * half >= uu::drawn::tiny_min_mm - 1e-9);
          auto [it, fresh] = least_half_units.try_emplace(kind, half / board.unit_mm);
          if (!fresh) it->second = std::min(it->second, half / board.unit_mm);
        }
        // Text on every page, footer and legend included, at least 6 pt.
        for (const uu::Page& page : scene.pages) {
          for (const uu::Shape& shape : page.shapes) {
            if (const auto* t = std::get_if<uu::Text>(&shape.item)) {
              least_text = std::min(least_text, t->size / uu::drawn::pt_mm);
              CHECK(t->size / uu::drawn::pt_mm >= uu::drawn::min_text_pt - 1e-9);
            }
          }
        }
        ++boards;
        edges += fig.edges;
        short_edges += fig.edges_short;
        foreign += fig.foreign_edges;
        overlaps += fig.overlaps;
        least_visible = std::min(least_visible, fig.least_visible);
        least_gap = std::min(least_gap, fig.least_gap);
      }
    }
  }
  std::string halves;
  for (const auto& [kind, half] : least_half_units) halves += fmt::format(" {} {:.3f}", kind, half);
  WARN(fmt::format("{} boards, {} edges: {} show under 3 mm (least {:.2f} mm), {} pass under a foreign node, {} ink overlaps "
                   "(closest inks {:.2f} mm apart); smallest text {:.1f} pt; smallest mark half sizes in units:{}",
                   boards, edges, short_edges, least_visible, foreign, overlaps, least_gap, least_text, halves));
  CHECK(boards == 8 * 8 * seeds);
}

// A two-node board with an edge, built by hand at a 4-player A4 scale.
uu::Board pair_board(uu::Vec2 a, uu::Vec2 b) {
  uu::Board board;
  board.width = 10;
  board.height = 7;
  board.unit_mm = 27.0;
  board.center = 0;
  uu::Node center;
  center.pos = {5, 3.5};
  center.role = uu::Role::center;
  board.nodes.push_back(center);
  for (uu::Vec2 p : {a, b}) {
    uu::Node n;
    n.pos = p;
    board.nodes.push_back(n);
  }
  board.edges.push_back({1, 2});
  board.edges.push_back({0, 1});
  return board;
}

TEST_CASE("drawn page: validate names an edge hidden by the shapes it joins", "[drawn-page]") {
  // 0.7 units apart: 18.9 mm between centres, 16.2 mm of it under the two circles.
  uu::Board board = pair_board({2, 2}, {2.7, 2});
  CHECK(has_rule(uu::validate(board, uu::Through::tree), "edge-visible"));
  board.nodes[2].pos = {3.2, 2};
  CHECK_FALSE(has_rule(uu::validate(board, uu::Through::tree), "edge-visible"));
  // Along a diagonal, 0.78 units apart: two circles leave 4.5 mm of line, but a start
  // square reaches farther along its diagonal and leaves 1 mm.
  board.nodes[2].pos = {2.55, 2.55};
  CHECK_FALSE(has_rule(uu::validate(board, uu::Through::tree), "edge-visible"));
  board.nodes[1].role = uu::Role::start;
  CHECK(has_rule(uu::validate(board, uu::Through::tree), "edge-visible"));
}

TEST_CASE("drawn page: validate names an edge under a node it does not join", "[drawn-page]") {
  uu::Board board = pair_board({2, 2}, {4, 2});
  uu::Node between;
  between.pos = {3, 2.2};  // 0.2 units off the line: its circle covers it
  board.nodes.push_back(between);
  const auto problems = uu::validate(board, uu::Through::tree);
  CHECK(has_rule(problems, "edge-clearance"));
  board.nodes[3].pos = {3, 1.4};
  const auto clear = uu::validate(board, uu::Through::tree);
  INFO((clear.empty() ? std::string() : clear.front()));
  CHECK_FALSE(has_rule(clear, "edge-clearance"));
}

TEST_CASE("drawn page: validate names power dots of two nodes that overlap", "[drawn-page]") {
  uu::Board board = pair_board({2, 2}, {3, 2});
  uu::Node other;
  other.pos = {2.4, 2.6};
  board.nodes.push_back(other);
  board.edges.push_back({0, 3});
  // Node 1's dot points at node 3 and node 3's at node 1: they meet between the nodes.
  const double toward = std::atan2(0.6, 0.4);
  board.nodes[1].power_dots.push_back({toward});
  board.nodes[3].power_dots.push_back({toward - std::numbers::pi});
  const auto problems = uu::validate(board, uu::Through::tree);
  CHECK(has_rule(problems, "ink"));
  CHECK(std::any_of(problems.begin(), problems.end(), [](const std::string& p) { return p.find("power dot of node 1") != std::string::npos; }));
}

TEST_CASE("drawn page: validate refuses a scale that prints numbers under 6 pt", "[drawn-page]") {
  uu::Board board = pair_board({2, 2}, {3.2, 2});
  board.unit_mm = 10.0;
  CHECK(has_rule(uu::validate(board, uu::Through::tree), "print"));
  // And generation says so up front, naming a paper that would do.
  uu::GenerateOptions o;
  o.seed = "tiny";
  o.board.size_width = 40;
  o.board.size_height = 28;
  const uu::GenerateResult made = uu::try_generate(o);
  REQUIRE_FALSE(made.board);
  CHECK_THAT(made.failure, Catch::Contains("too small for 6 pt") && Catch::Contains("--paper"));
}

TEST_CASE("drawn page: a board with too few expeditions or landmarks is reported", "[drawn-page]") {
  uu::GenerateOptions o;
  o.seed = "marks";
  o.board.expansions = every_expansion;
  uu::Board board = uu::generate(o);
  REQUIRE(board.expeditions.size() >= 4);
  REQUIRE(board.landmarks.size() >= 3);
  CHECK(uu::validate(board).empty());
  board.landmarks.resize(2);
  board.expeditions.resize(3);
  const auto problems = uu::validate(board);
  const auto names = [&](const char* what) {
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.find(what) != std::string::npos; });
  };
  CHECK(names("3 expeditions, at least 4 needed"));
  CHECK(names("2 landmarks, at least 3 needed"));
}

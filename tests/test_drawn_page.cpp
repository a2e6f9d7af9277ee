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
#include <utility>
#include <variant>
#include <vector>

#include "board_samples.hpp"
#include "geom/footprint.hpp"
#include "model/drawn.hpp"
#include "scene_rules.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/paper.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/validate.hpp"
#include "render/layout_parts.hpp"
#include "uuboard/dictionary.hpp"

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

// A point of a drawing's ink and how far the ink reaches around it (a stroke's half
// width, a disc's radius), mm: enough to measure how far the ink spans in any direction.
struct InkPoint {
  uu::Vec2 at;
  double grow = 0.0;
};

bool is_paper(const uu::Style& st) {
  const uu::Color white{0xff, 0xff, 0xff};
  return (!st.fill || *st.fill == white) && (!st.stroke || *st.stroke == white);
}

// The ink of a drawn shape; paper cut-outs and text (a fallback glyph's letters, inside
// its ring) add none.
void add_ink(const uu::Item& item, std::vector<InkPoint>& out) {
  const auto stroke_half = [](const uu::Style& st) { return st.stroke ? st.stroke_width / 2 : 0.0; };
  if (const auto* c = std::get_if<uu::Circle>(&item)) {
    if (!is_paper(c->style)) out.push_back({c->center, c->radius + stroke_half(c->style)});
  } else if (const auto* p = std::get_if<uu::Path>(&item)) {
    if (!is_paper(p->style))
      for (uu::Vec2 q : p->points) out.push_back({q, stroke_half(p->style)});
  } else if (const auto* r = std::get_if<uu::Rect>(&item)) {
    if (!is_paper(r->style))
      for (uu::Vec2 q : {r->min, r->min + r->size, r->min + uu::Vec2{r->size.x, 0}, r->min + uu::Vec2{0, r->size.y}})
        out.push_back({q, stroke_half(r->style)});
  } else if (const auto* l = std::get_if<uu::Line>(&item)) {
    out.push_back({l->a, l->width / 2});
    out.push_back({l->b, l->width / 2});
  }
}

// From the lowest to the highest reach of the ink along the unit vector `dir`.
std::pair<double, double> span_along(const std::vector<InkPoint>& ink, uu::Vec2 dir) {
  double lo = 1e300, hi = -1e300;
  for (const InkPoint& p : ink) {
    lo = std::min(lo, uu::dot(p.at, dir) - p.grow);
    hi = std::max(hi, uu::dot(p.at, dir) + p.grow);
  }
  return {lo, hi};
}

// How far the ink spans across, however it is turned: the least, over every turn, of the
// longer side of its bounding box (a degree at a time). A disc gives its diameter, a bar
// its length.
double ink_across(const std::vector<InkPoint>& ink) {
  double least = 1e300;
  for (int k = 0; k < 90; ++k) {
    const double a = k * std::numbers::pi / 180.0;
    const uu::Vec2 d{std::cos(a), std::sin(a)}, n{-d.y, d.x};
    const auto [lo, hi] = span_along(ink, d);
    const auto [lo2, hi2] = span_along(ink, n);
    least = std::min(least, std::max(hi - lo, hi2 - lo2));
  }
  return least;
}

// The shortest stretch of [0, 1] the parts leave uncovered; 0 when they cover it all.
double shortest_gap(std::vector<std::pair<double, double>> parts) {
  std::sort(parts.begin(), parts.end());
  double reached = 0.0, shortest = 1e300;
  for (const auto& [lo, hi] : parts) {
    if (lo > reached) shortest = std::min(shortest, lo - reached);
    reached = std::max(reached, hi);
  }
  if (reached < 1.0) shortest = std::min(shortest, 1.0 - reached);
  return shortest == 1e300 ? 0.0 : shortest;
}

// What issue-sized rules measure on a drawn page, mm: the closest two power dots of one
// node come, the least ink across of each kind of mark, the shortest piece of line a
// tiny node leaves of its edge.
struct MarkFigures {
  double least_dot_gap = 1e300;
  std::map<std::string, double> least_across;
  double least_piece = 1e300;
  std::vector<std::string> problems;  // the first few
};

MarkFigures measure_marks(const uu::Page& page, const uu::Board& board) {
  MarkFigures fig;
  const auto note = [&](std::string what) {
    if (fig.problems.size() < 5) fig.problems.push_back(std::move(what));
  };
  std::map<int, std::vector<uu::Circle>> dots_of;
  std::map<int, std::vector<uu::Footprint>> shape_of;
  std::map<int, std::pair<uu::Vec2, uu::Vec2>> edge_line;
  std::map<std::uint32_t, std::vector<InkPoint>> mark_ink;
  for (const uu::Shape& sh : page.shapes) {
    const uu::Tag& tag = page.tags[sh.tag];
    if (sh.part == uu::Part::power_dot) {
      if (const auto* c = std::get_if<uu::Circle>(&sh.item)) dots_of[tag.id].push_back(*c);
    } else if (sh.part == uu::Part::node) {
      if (const auto* c = std::get_if<uu::Circle>(&sh.item)) shape_of[tag.id].push_back({c->center, c->radius + c->style.stroke_width / 2, false});
      if (const auto* r = std::get_if<uu::Rect>(&sh.item))
        shape_of[tag.id].push_back({r->min + r->size * 0.5, r->size.x / 2 + r->style.stroke_width / 2, true});
    } else if (sh.part == uu::Part::edge) {
      if (const auto* l = std::get_if<uu::Line>(&sh.item)) edge_line[tag.id] = {l->a, l->b};
    } else if (sh.part == uu::Part::tiny_node || sh.part == uu::Part::expedition || sh.part == uu::Part::landmark ||
               sh.part == uu::Part::resource) {
      add_ink(sh.item, mark_ink[sh.tag]);
    }
  }
  for (const auto& [node, dots] : dots_of) {
    for (std::size_t i = 0; i < dots.size(); ++i) {
      for (std::size_t j = i + 1; j < dots.size(); ++j) {
        const double gap = uu::distance(dots[i].center, dots[j].center) - dots[i].radius - dots[j].radius -
                           (dots[i].style.stroke_width + dots[j].style.stroke_width) / 2;
        fig.least_dot_gap = std::min(fig.least_dot_gap, gap);
        if (gap < uu::drawn::clearance_mm - 1e-6) note(fmt::format("node {}: power dots {:.2f} mm apart", node, gap));
      }
    }
  }
  for (const auto& [t, ink] : mark_ink) {
    const uu::Tag& tag = page.tags[t];
    const double across = ink_across(ink);
    auto [it, fresh] = fig.least_across.try_emplace(tag.kind, across);
    if (!fresh) it->second = std::min(it->second, across);
    if (across < uu::drawn::mark_min_mm - 1e-6) note(fmt::format("{} {} is {:.2f} mm across", tag.kind, tag.id, across));
    if (tag.kind != "tiny-node") continue;
    const int e = board.tiny_nodes[static_cast<std::size_t>(tag.id)].edge;
    const uu::Edge& edge = board.edges[static_cast<std::size_t>(e)];
    const auto [a, b] = edge_line.at(e);
    const double len = uu::distance(a, b);
    const uu::Vec2 dir = (b - a) * (1.0 / len);
    // The line under the shapes of its ends and under the tiny node's ink.
    std::vector<std::pair<double, double>> covered;
    for (int end : {edge.a, edge.b})
      for (const uu::Footprint& f : shape_of[end])
        if (const auto part = uu::covered_part(f, a, b)) covered.push_back(*part);
    const auto [lo, hi] = span_along(ink, dir);
    covered.emplace_back((lo - uu::dot(a, dir)) / len, (hi - uu::dot(a, dir)) / len);
    const double piece = shortest_gap(covered) * len;
    fig.least_piece = std::min(fig.least_piece, piece);
    if (piece < uu::drawn::min_piece_mm - 1e-6) note(fmt::format("tiny node {} leaves {:.2f} mm of edge {}", tag.id, piece, e));
  }
  return fig;
}

}  // namespace

TEST_CASE("drawn page: every rule holds on the drawn shapes of many boards", "[drawn-page]") {
  const char* papers[] = {"a4", "letter", "a3", "a5"};
  const int seeds = uu_test::sweep(32);
  int boards = 0, edges = 0, short_edges = 0, foreign = 0, overlaps = 0, tiled = 0, marks_broken = 0;
  double least_visible = 1e300, least_gap = 1e300, least_text = 1e300, least_dot_gap = 1e300, least_piece = 1e300;
  std::map<std::string, double> least_half_units, least_across;
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
        } else if (s % 8 == 3) {  // a board over two sheets, side by side or one above the other
          o.board.page.sheets_across = 1 + players % 2;
          o.board.page.sheets_down = 2 - players % 2;
        }
        const uu::GenerateResult made = uu::try_generate(o);
        INFO(o.seed << " players " << players << " paper " << papers[p / 2] << (p % 2 ? " portrait" : "") << ": " << made.failure);
        REQUIRE(made.board);
        tiled += made.board->options.page.tiled() ? 1 : 0;
        // A board over several sheets is measured drawn whole, as its sheets show it.
        const uu::Board board = made.board->options.page.tiled() ? uu_test::on_one_sheet(*made.board) : *made.board;
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
        // Marks at their full size: at least 2/3 of the original's.
        for (const auto& [kind, half] : fig.least_half) {
          CHECK(half >= 2.0 / 3.0 * original_half(kind) * board.unit_mm - 1e-9);
          auto [it, fresh] = least_half_units.try_emplace(kind, half / board.unit_mm);
          if (!fresh) it->second = std::min(it->second, half / board.unit_mm);
        }
        // The dots of one node 0.5 mm apart, every mark 3 mm of ink across, and each piece
        // of line beside a tiny node 2 mm long.
        const MarkFigures marks = measure_marks(scene.pages[0], board);
        INFO((marks.problems.empty() ? std::string() : marks.problems.front()));
        CHECK(marks.problems.empty());
        marks_broken += marks.problems.empty() ? 0 : 1;
        least_dot_gap = std::min(least_dot_gap, marks.least_dot_gap);
        least_piece = std::min(least_piece, marks.least_piece);
        for (const auto& [kind, across] : marks.least_across) {
          auto [it, fresh] = least_across.try_emplace(kind, across);
          if (!fresh) it->second = std::min(it->second, across);
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
  std::string halves, across;
  for (const auto& [kind, half] : least_half_units) halves += fmt::format(" {} {:.3f}", kind, half);
  for (const auto& [kind, mm] : least_across) across += fmt::format(" {} {:.2f}", kind, mm);
  WARN(fmt::format("{} boards ({} over two sheets), {} edges: {} show under 3 mm (least {:.2f} mm), {} pass under a foreign node, {} ink "
                   "overlaps (closest inks {:.2f} mm apart); smallest text {:.1f} pt; smallest mark half sizes in units:{}; power dots of "
                   "one node at least {:.2f} mm apart; least ink across in mm:{}; shortest piece beside a tiny node {:.2f} mm; {} boards "
                   "break one of these",
                   boards, tiled, edges, short_edges, least_visible, foreign, overlaps, least_gap, least_text, halves, least_dot_gap,
                   across, least_piece, marks_broken));
  CHECK(tiled == 8 * 8 * (seeds / 8 + (seeds % 8 > 3 ? 1 : 0)));
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

TEST_CASE("drawn page: validate names a node whose power dots are too close to tell apart", "[drawn-page]") {
  // Edges run from node 1 to the right (node 2) and down (the center): dots pointing up and
  // left stay off them, 20 degrees apart, as they were placed before 0.8.0.
  uu::Board board = pair_board({2, 2}, {3.2, 2});
  board.nodes[0].pos = {2, 3.2};
  const double up = -std::numbers::pi / 2, twenty = std::numbers::pi / 9;
  board.nodes[1].power_dots = {{up - twenty}, {up}};
  const auto problems = uu::validate(board, uu::Through::tree);
  INFO((problems.empty() ? std::string() : problems.front()));
  CHECK(std::find_if(problems.begin(), problems.end(), [](const std::string& p) {
          return p.starts_with("dots-apart: node 1: power dots 0 and 1 are 0.00 mm apart, at least 0.5 mm needed");
        }) != problems.end());
  // The separation the stage keeps leaves the clearance: the inks are 0.5 mm apart.
  const double apart = uu::drawn::sizes(board.unit_mm).dot_separation();
  board.nodes[1].power_dots = {{up - apart}, {up}};
  CHECK_FALSE(has_rule(uu::validate(board, uu::Through::tree), "dots-apart"));
  board.nodes[1].power_dots = {{up - apart + 0.01}, {up}};
  CHECK(has_rule(uu::validate(board, uu::Through::tree), "dots-apart"));
}

TEST_CASE("drawn page: validate names a tiny node that leaves too short a piece of its edge", "[drawn-page]") {
  // An edge 1.2 units long at 27 mm a unit: 16.1 mm of line between the two circles.
  uu::Board board = pair_board({2, 2}, {3.2, 2});
  const uu::drawn::Sizes s = uu::drawn::sizes(board.unit_mm);
  const double shape = uu::drawn::node_radius + s.node_outline / 2;
  // Its ink 1 mm from node 1's circle.
  const double at = 2 + shape + (1.0 / board.unit_mm) + s.tiny_along();
  board.tiny_nodes.push_back({0, {at, 2}, "Circle", 0.0});
  const auto problems = uu::validate(board, uu::Through::tree);
  INFO((problems.empty() ? std::string() : problems.front()));
  CHECK(std::find(problems.begin(), problems.end(), "tiny-node: tiny node 0 leaves a piece of edge 0 (1-2) 1.00 mm long, at least 2 mm needed") !=
        problems.end());
  board.tiny_nodes[0].pos = {2.6, 2};  // in the middle: 5.8 mm either side
  const auto middle = uu::validate(board, uu::Through::tree);
  INFO((middle.empty() ? std::string() : middle.front()));
  CHECK_FALSE(has_rule(middle, "tiny-node"));
  CHECK_FALSE(has_rule(middle, "edge-visible"));
}

TEST_CASE("drawn page: validate names marks printed under 3 mm of ink", "[drawn-page]") {
  uu::Board board = pair_board({2, 2}, {3.2, 2});
  board.expeditions.push_back({0, {5, 1}, "Trap", 1});
  board.unit_mm = 10.0;  // too small a scale: an expedition's box is 4 mm, its ink under 3 mm
  const auto problems = uu::validate(board, uu::Through::tree);
  CHECK(has_rule(problems, "print"));
  CHECK(std::find(problems.begin(), problems.end(), "mark-size: expeditions print 2.96 mm of ink across, at least 3 mm needed") !=
        problems.end());
  board.unit_mm = uu::drawn::min_unit_mm;
  CHECK_FALSE(has_rule(uu::validate(board, uu::Through::tree), "mark-size"));
}

TEST_CASE("drawn page: every mark's pictogram fills what drawn.hpp counts on", "[drawn-page]") {
  // Turned any way, a mark's ink spans at least mark_ink_fill of its box on the longer
  // side of its bounding box, so it prints drawn::mark_min_mm across at the sizes
  // drawn::sizes gives. Every mark's ink stays within its footprint, and a tiny node's,
  // drawn along its edge, reaches along it no farther than
  // tiny_along_factor: the pieces of line the stage leaves beside it are what is printed.
  namespace rd = uu::render_detail;
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const rd::Palette pal;
  const auto ink_of = [&](auto&& draw) {
    uu::Page page;
    draw(page);  // in its unit box: half 1, centre (0, 0), not turned
    std::vector<InkPoint> ink;
    for (const uu::Shape& sh : page.shapes) add_ink(sh.item, ink);
    return ink;
  };
  const auto reach = [](const std::vector<InkPoint>& ink) {
    double r = 0.0;
    for (const InkPoint& p : ink) r = std::max(r, uu::length(p.at) + p.grow);
    return r;
  };
  // On the board an expedition is the compass; its type is on the secret board.
  const auto compass = ink_of([&](uu::Page& page) { rd::add_icon(page, uu::Part::expedition, uu::compass_icon(), "compass", {0, 0}, 1.0, 0.0, pal); });
  CHECK(ink_across(compass) >= 2 * uu::drawn::mark_ink_fill);
  CHECK(reach(compass) <= uu::drawn::expedition_reach / uu::drawn::expedition_half + 1e-9);
  const struct {
    uu::IconSet set;
    uu::Part part;
    const std::vector<uu::WeightedName>& names;
  } families[] = {{uu::IconSet::landmark, uu::Part::landmark, dict.landmarks},
                  {uu::IconSet::resource, uu::Part::resource, dict.resources},
                  {uu::IconSet::tiny_node, uu::Part::tiny_node, dict.tiny_nodes}};
  int icons = 0;
  for (const auto& family : families) {
    for (const uu::WeightedName& w : family.names) {
      INFO(w.name);
      const auto ink = ink_of([&](uu::Page& page) { rd::add_glyph(page, family.part, family.set, w.name, {0, 0}, 1.0, 0.0, pal); });
      REQUIRE(!ink.empty());
      ++icons;
      CHECK(ink_across(ink) >= 2 * uu::drawn::mark_ink_fill);
      if (family.set == uu::IconSet::landmark) CHECK(reach(ink) <= uu::drawn::landmark_reach / uu::drawn::landmark_half);
      if (family.set == uu::IconSet::resource) CHECK(reach(ink) <= uu::drawn::resource_reach_factor);
      if (family.set != uu::IconSet::tiny_node) continue;
      CHECK(reach(ink) <= uu::drawn::tiny_reach_factor);
      const auto [lo, hi] = span_along(ink, {1, 0});
      CHECK(std::max(-lo, hi) <= uu::drawn::tiny_along_factor);
    }
  }
  CHECK(icons == static_cast<int>(dict.landmarks.size() + dict.resources.size() + dict.tiny_nodes.size()));
}

// Boards on several sheets (--sheets): the pages, their sizes and labels, the pieces put
// back together against the same board drawn whole, nothing that must be whole cut by a
// seam, the drawn-page rules on every sheet, the assembly page, and validate's seam rule.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fmt/core.h>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "process.hpp"
#include "scene_rules.hpp"
#include "uuboard/board_json.hpp"
#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"
#include "uuboard/render/sheets.hpp"
#include "uuboard/validate.hpp"

namespace {

const std::vector<std::string> every_expansion = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

uu::Board tiled_board(const std::string& seed, int players, int across, int down, const std::string& paper = "a4", bool portrait = false,
                      std::vector<std::string> expansions = every_expansion) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board.players = players;
  o.board.expansions = std::move(expansions);
  o.board.page = *uu::parse_paper(paper);
  o.board.page.portrait = portrait;
  o.board.page.sheets_across = across;
  o.board.page.sheets_down = down;
  return uu::generate(o);
}

// A shape as text, to 1e-6 mm, with what it belongs to.
std::string key_of(const uu::Page& page, const uu::Shape& s, uu::Vec2 by) {
  const uu::Item item = uu::moved(s.item, by);
  const uu::Box b = uu::bounding_box(item);
  const uu::Tag& tag = page.tags[s.tag];
  return fmt::format("{} {} {} {} {:.6f} {:.6f} {:.6f} {:.6f}", static_cast<int>(s.part), tag.kind, tag.id, item.index(), b.min.x, b.min.y,
                     b.max.x, b.max.y);
}

bool is_whole_ink(uu::Part p) {
  using uu::Part;
  return p == Part::node || p == Part::power_dot || p == Part::icon || p == Part::number || p == Part::tiny_node || p == Part::expedition ||
         p == Part::landmark || p == Part::resource;
}

// The lines along which the sheet is cut (its left and top window edges, when it has a
// neighbour there): no shape that must be whole may cross one within the window.
std::vector<std::string> cut_shapes(const uu::Page& page, const uu::SheetWindow& w) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < page.clip_end; ++i) {
    const uu::Shape& s = page.shapes[i];
    if (!is_whole_ink(s.part)) continue;
    const uu::Box b = uu::bounding_box(s.item);
    const bool in_y = b.max.y > w.window.min.y && b.min.y < w.window.max.y, in_x = b.max.x > w.window.min.x && b.min.x < w.window.max.x;
    const bool cut_x = w.across > 0 && in_y && b.min.x < w.window.min.x && b.max.x > w.window.min.x;
    const bool cut_y = w.down > 0 && in_x && b.min.y < w.window.min.y && b.max.y > w.window.min.y;
    if (cut_x || cut_y) out.push_back(fmt::format("sheet {}: {} {} of part {} crosses its cut edge", w.label, page.tags[s.tag].kind, page.tags[s.tag].id,
                                                  static_cast<int>(s.part)));
  }
  return out;
}

bool has_rule(const std::vector<std::string>& problems, const std::string& rule) {
  return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.rfind(rule + ":", 0) == 0; });
}

}  // namespace

TEST_CASE("sheets: page count, exact page size and labels on A4 and Letter, both ways", "[sheets]") {
  struct Paper {
    const char* name;
    double long_pt, short_pt;
  };
  const Paper papers[] = {{"a4", 841.89, 595.28}, {"letter", 792.0, 612.0}};
  const std::pair<int, int> tilings[] = {{2, 1}, {2, 2}, {3, 2}};
  for (const Paper& paper : papers) {
    for (const bool portrait : {false, true}) {
      for (const auto& [across, down] : tilings) {
        INFO(paper.name << (portrait ? " portrait " : " landscape ") << across << "x" << down);
        const uu::Board board = tiled_board(fmt::format("pages-{}-{}", across, down), 4, across, down, paper.name, portrait, {});
        const uu::Scene scene = uu::layout(board);
        const int sheets = across * down;
        REQUIRE(static_cast<int>(scene.pages.size()) == sheets + 2);  // the sheets, the assembly page, the legend
        const double w_pt = portrait ? paper.short_pt : paper.long_pt, h_pt = portrait ? paper.long_pt : paper.short_pt;
        const std::vector<uu::SheetWindow> windows = uu::sheet_windows(board.options.page);
        for (int k = 0; k < sheets + 2; ++k) {
          const uu::Page& page = scene.pages[static_cast<std::size_t>(k)];
          CHECK(page.width * 72.0 / 25.4 == Approx(w_pt).margin(0.01));
          CHECK(page.height * 72.0 / 25.4 == Approx(h_pt).margin(0.01));
          if (k >= sheets) continue;  // the assembly page and the legend
          // Reading order: row by row, each left to right; the label is the page's first bold text outside the board.
          const std::string want = fmt::format("{}{}", static_cast<char>('A' + k % across), k / across + 1);
          CHECK(windows[static_cast<std::size_t>(k)].label == want);
          int labels = 0;
          for (std::size_t i = page.clip_end; i < page.shapes.size(); ++i)
            if (const auto* t = std::get_if<uu::Text>(&page.shapes[i].item); t && t->bold && t->text == want) ++labels;
          CHECK(labels == 1);
        }
        // The PDF has the same pages, each at the sheet's exact size.
        const std::string pdf = uu::render_pdf(scene);
        int boxes = 0;
        for (std::size_t at = pdf.find("/MediaBox [ 0 0 "); at != std::string::npos; at = pdf.find("/MediaBox [ 0 0 ", at + 1)) {
          double w = 0, h = 0;
          REQUIRE(std::sscanf(pdf.c_str() + at, "/MediaBox [ 0 0 %lf %lf", &w, &h) == 2);
          CHECK(w == Approx(w_pt).margin(0.01));
          CHECK(h == Approx(h_pt).margin(0.01));
          ++boxes;
        }
        CHECK(boxes == sheets + 2);
      }
    }
  }
}

TEST_CASE("sheets: the pieces put back by their offsets are the board drawn whole", "[sheets]") {
  for (const auto& [across, down] : {std::pair{2, 1}, std::pair{2, 2}, std::pair{3, 2}}) {
    INFO(across << "x" << down);
    const uu::Board board = tiled_board(fmt::format("pieces-{}x{}", across, down), 6, across, down);
    const uu::Scene tiled = uu::layout(board);
    const uu::Board whole_board = uu_test::on_one_sheet(board);
    REQUIRE(uu::drawn::page_map(whole_board).unit_mm == uu::drawn::page_map(board).unit_mm);
    const uu::Scene whole_scene = uu::layout(whole_board);
    const uu::Page& whole = whole_scene.pages.front();
    const std::vector<uu::SheetWindow> windows = uu::sheet_windows(board.options.page);
    std::map<std::string, int> sheets_of;  // shape -> how many sheets draw it
    for (std::size_t k = 0; k < windows.size(); ++k) {
      const uu::Page& page = tiled.pages[k];
      std::set<std::string> on_this;
      for (std::size_t i = 0; i < page.clip_end; ++i) on_this.insert(key_of(page, page.shapes[i], windows[k].offset));
      for (const std::string& key : on_this) ++sheets_of[key];
    }
    // A placed icon moves as a whole: its shapes go where their joint box reaches.
    std::vector<uu::Box> boxes(whole.shapes.size());
    for (std::size_t i = 0; i < whole.shapes.size(); ++i) boxes[i] = uu::bounding_box(whole.shapes[i].item);
    for (const uu::Placement& p : whole.placements) {
      uu::Box joint = boxes[p.first];
      for (std::size_t i = p.first; i < p.first + p.count; ++i)
        joint = {{std::min(joint.min.x, boxes[i].min.x), std::min(joint.min.y, boxes[i].min.y)},
                 {std::max(joint.max.x, boxes[i].max.x), std::max(joint.max.y, boxes[i].max.y)}};
      for (std::size_t i = p.first; i < p.first + p.count; ++i) boxes[i] = joint;
    }
    std::size_t shapes = 0;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < whole.shapes.size(); ++i) {
      const uu::Shape& s = whole.shapes[i];
      if (s.part == uu::Part::footer) continue;
      ++shapes;
      const std::string key = key_of(whole, s, {0, 0});
      // On every sheet whose window it reaches, and only there.
      const uu::Box b = boxes[i];
      int reaches = 0;
      for (const uu::SheetWindow& w : windows) {
        const uu::Box win{w.window.min + w.offset, w.window.max + w.offset};
        if (b.max.x >= win.min.x && b.min.x <= win.max.x && b.max.y >= win.min.y && b.min.y <= win.max.y) ++reaches;
      }
      INFO(key);
      CHECK(sheets_of[key] == reaches);
      seen.insert(key);
    }
    CHECK(shapes > 100);
    for (const auto& [key, count] : sheets_of) {
      INFO(key);
      CHECK(seen.count(key) == 1);  // nothing on a sheet that the whole drawing lacks
    }
  }
}

TEST_CASE("sheets: nothing that must be whole is cut by a seam, on 500 boards", "[sheets]") {
  const int seeds = uu_test::sweep(500);
  const std::pair<int, int> tilings[] = {{2, 1}, {2, 2}, {3, 2}, {1, 2}};
  int boards = 0, cut = 0, broken = 0;
  for (int s = 0; s < seeds; ++s) {
    const auto [across, down] = tilings[s % 4];
    const int players = 2 + s % 8;
    const bool portrait = (s / 4) % 2 == 1;
    const uu::Board board = tiled_board(fmt::format("seam-{}", s), players, across, down, s % 3 == 0 ? "letter" : "a4", portrait,
                                        s % 2 == 0 ? every_expansion : std::vector<std::string>{});
    ++boards;
    const std::vector<std::string> problems = uu::validate(board);
    if (!problems.empty()) {
      ++broken;
      FAIL_CHECK(board.seed << ": " << problems.front());
    }
    const uu::Scene scene = uu::layout(board);
    const std::vector<uu::SheetWindow> windows = uu::sheet_windows(board.options.page);
    for (std::size_t k = 0; k < windows.size(); ++k) {
      for (const std::string& c : cut_shapes(scene.pages[k], windows[k])) {
        ++cut;
        if (cut < 5) FAIL_CHECK(board.seed << ": " << c);
      }
    }
  }
  WARN(fmt::format("{} tiled boards: {} break a rule, {} shapes cut by a seam", boards, broken, cut));
  CHECK(cut == 0);
  CHECK(broken == 0);
}

TEST_CASE("sheets: the drawn-page rules hold on every sheet of tiled boards, every player count", "[sheets][drawn-page]") {
  for (int players = 2; players <= 9; ++players) {
    for (const auto& [across, down] : {std::pair{2, 1}, std::pair{2, 2}}) {
      const uu::Board board = tiled_board(fmt::format("rules-{}-{}x{}", players, across, down), players, across, down);
      INFO(board.seed);
      const uu::Scene scene = uu::layout(board);
      const std::vector<uu::SheetWindow> windows = uu::sheet_windows(board.options.page);
      // Per edge, the parts of its length the sheets show inside their windows.
      std::vector<std::vector<std::pair<double, double>>> shown(board.edges.size());
      for (std::size_t k = 0; k < windows.size(); ++k) {
        const uu::Page& page = scene.pages[k];
        const uu_test::PageFigures fig = uu_test::measure_page(page, board);
        CHECK(fig.overlaps == 0);
        CHECK(fig.foreign_edges == 0);
        CHECK(fig.edges_short == 0);
        CHECK(fig.least_text_pt >= uu::drawn::min_text_pt - 1e-9);
        CHECK(cut_shapes(page, windows[k]).empty());
        const uu::Box& w = windows[k].window;
        for (std::size_t i = 0; i < page.clip_end; ++i) {
          const uu::Shape& s = page.shapes[i];
          const auto* l = std::get_if<uu::Line>(&s.item);
          if (s.part != uu::Part::edge || l == nullptr) continue;
          // Where the segment a + t (b - a) is inside the window.
          double lo = 0, hi = 1;
          for (int axis = 0; axis < 2; ++axis) {
            const double a = axis == 0 ? l->a.x : l->a.y, d = (axis == 0 ? l->b.x : l->b.y) - a;
            const double min = axis == 0 ? w.min.x : w.min.y, max = axis == 0 ? w.max.x : w.max.y;
            if (std::abs(d) < 1e-12) {
              if (a < min || a > max) hi = -1;
              continue;
            }
            const double t0 = (min - a) / d, t1 = (max - a) / d;
            lo = std::max(lo, std::min(t0, t1));
            hi = std::min(hi, std::max(t0, t1));
          }
          if (hi > lo) shown[static_cast<std::size_t>(page.tags[s.tag].id)].emplace_back(lo, hi);
        }
      }
      // Every edge is shown for its whole length by the sheets together.
      for (std::size_t e = 0; e < shown.size(); ++e) {
        INFO("edge " << e);
        CHECK(uu::covered_fraction(shown[e]) == Approx(1.0).margin(1e-9));
      }
    }
  }
}

TEST_CASE("sheets: the assembly page names every sheet once", "[sheets]") {
  const uu::Board board = tiled_board("assembly", 5, 3, 2);
  const uu::Scene scene = uu::layout(board);
  const auto windows = uu::sheet_windows(board.options.page);
  REQUIRE(scene.pages.size() == windows.size() + 2);  // the sheets, the assembly page, the legend
  const uu::Page& assembly = scene.pages[windows.size()];
  std::map<std::string, int> named;
  for (const uu::Shape& s : assembly.shapes)
    if (const auto* t = std::get_if<uu::Text>(&s.item)) ++named[t->text];
  for (const uu::SheetWindow& w : windows) CHECK(named[w.label] == 1);
  uu::LayoutOptions without;
  without.assembly = false;
  without.legend = false;
  CHECK(uu::layout(board, without).pages.size() == 6);
  // With the secret board each sheet is followed by its back, the assembly page last.
  uu::LayoutOptions secret;
  secret.secret_board = true;
  secret.legend = false;
  const uu::Scene duplex = uu::layout(board, secret);
  REQUIRE(duplex.pages.size() == 13);
  std::size_t names = 0;  // each expedition's type named on one back, under its icon
  for (std::size_t k = 1; k < 12; k += 2) {
    CHECK(duplex.pages[k].shapes.front().part == uu::Part::secret);
    for (const uu::Shape& s : duplex.pages[k].shapes)
      if (s.part == uu::Part::secret && std::holds_alternative<uu::Text>(s.item) && std::get<uu::Text>(s.item).text != "no expeditions on this sheet") ++names;
  }
  CHECK(names == board.expeditions.size());
  CHECK(!board.expeditions.empty());
}

TEST_CASE("sheets: validate names a node on a seam by the rule seam", "[sheets][drawn-page]") {
  uu::Board board = tiled_board("on-seam", 4, 2, 1, "a4", false, {});
  REQUIRE(uu::validate(board).empty());
  const uu::drawn::Seams seams = uu::drawn::seams(board);
  REQUIRE(seams.x.size() == 1);
  REQUIRE(seams.y.empty());
  // The regular node nearest the seam, put on it.
  std::size_t nearest = 0;
  double best = 1e300;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const double d = std::abs(board.nodes[i].pos.x - seams.x[0]);
    if (board.nodes[i].role == uu::Role::regular && !board.nodes[i].on_border() && d < best) {
      best = d;
      nearest = i;
    }
  }
  board.nodes[nearest].pos.x = seams.x[0];
  const std::vector<std::string> problems = uu::validate(board);
  CHECK(has_rule(problems, "seam"));
  // The same board on one sheet has no seams to break.
  board.options.page.sheets_across = 1;
  CHECK(!has_rule(uu::validate(board), "seam"));
}

TEST_CASE("sheets: a tiled board is saved as format version 2 and reads back the same", "[sheets]") {
  const uu::Board board = tiled_board("saved", 4, 2, 2);
  const nlohmann::ordered_json j = uu::board_to_json(board);
  CHECK(j["format_version"] == 2);
  CHECK(j["options"]["sheets"].dump() == "[2,2]");
  const uu::Board back = uu::board_from_json(nlohmann::json::parse(j.dump()), "saved.json");
  CHECK(back == board);
  CHECK(uu::render_pdf(uu::layout(back)) == uu::render_pdf(uu::layout(board)));
  // A one-sheet board stays version 1, without the new fields.
  const nlohmann::ordered_json one = uu::board_to_json(uu_test::make_board("saved", 4));
  CHECK(one["format_version"] == 1);
  CHECK(!one["options"].contains("sheets"));
}

TEST_CASE("sheets: the command line writes a file per sheet for SVG and PNG, and says when {sheet} is missing", "[sheets][cli]") {
  namespace fs = std::filesystem;
  const fs::path dir = uu_test::scratch_dir("sheets-files");
  const uu_test::Run ok = uu_test::run_uuboard("--seed files --sheets 2x1 --portrait -q -o " + (dir / "b-{sheet}.svg").string());
  CHECK(ok.code == 0);
  for (const char* name : {"b-A1.svg", "b-B1.svg", "b-assembly.svg"}) CHECK(fs::exists(dir / name));
  const uu_test::Run missing = uu_test::run_uuboard("--seed files --sheets 2x1 -o " + (dir / "b.png").string());
  CHECK(missing.code == 2);
  CHECK_THAT(missing.output, Catch::Contains("{sheet}"));
  CHECK(!fs::exists(dir / "b.png"));
  const uu_test::Run shorthand = uu_test::run_uuboard("--seed files --board-paper a3 --paper a4 -q -o " + (dir / "a3.json").string());
  CHECK(shorthand.code == 0);
  const uu::Board a3 = uu::board_from_json(nlohmann::json::parse(uu_test::run_command("cat " + (dir / "a3.json").string()).output), "a3.json");
  // A3 less margins needs four A4 sheets either way: a sheet's window also leaves room
  // for the band of its marks and label (docs/printing.md), which three upright lack.
  CHECK(a3.options.page.sheet_count() == 4);
  CHECK(a3.options.page.area_width_mm == Approx(420 - 2 * 6.35));
}

// A --size board is printed at least as large as a 4-player A4 board, on as many sheets
// as that takes; --sheets 1x1 keeps it on one sheet.
TEST_CASE("sheets: a --size board gets the sheets that print its nodes as large as a 4-player A4 board's", "[sheets][cli]") {
  namespace fs = std::filesystem;
  const fs::path dir = uu_test::scratch_dir("sheets-size");
  const auto board_of = [&](const std::string& args, const std::string& name) {
    const uu_test::Run r = uu_test::run_uuboard("--seed sized -q " + args + " -o " + (dir / name).string());
    REQUIRE(r.code == 0);
    return uu::board_from_json(nlohmann::json::parse(uu_test::run_command("cat " + (dir / name).string()).output), name);
  };
  const uu::Board four = board_of("-p 4", "four.json");
  const uu::Board small = board_of("--size 14x11", "small.json");
  CHECK(small.options.page.sheet_count() > 1);
  CHECK(small.unit_mm >= four.unit_mm);
  // The fewest: one sheet fewer across or down would print it smaller.
  uu::PageSetup fewer = small.options.page;
  if (fewer.sheets_across > 1) --fewer.sheets_across;
  else --fewer.sheets_down;
  CHECK(uu::drawn::unit_mm_for(fewer, small.width, small.height) < four.unit_mm);
  const uu::Board one = board_of("--size 14x11 --sheets 1x1", "one.json");
  CHECK(one.options.page.sheet_count() == 1);
  CHECK(one.unit_mm < four.unit_mm);
  // A --size board its paper already prints that large stays on one sheet.
  const uu::Board roomy = board_of("--size 11x11 --paper 600x600", "roomy.json");
  CHECK(roomy.options.page.sheet_count() == 1);
}

// Every page inside its printable area, and the seed on every page: read from the Scene
// the renderer draws, over many boards of every paper both ways, players' boards, boards
// on several sheets (--sheets, --size, --board-paper), every expansion set, first games
// and seeds up to the longest the command line takes. Each board is made once and every
// page of its PDF is checked (board or sheets with their backs, assembly, legend, secret
// board). Known answers show the check finds a mark moved into the margin.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <fmt/format.h>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "model/limits.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/paper.hpp"
#include "uuboard/render/layout.hpp"

namespace {

const std::vector<std::string> every_expansion = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};

std::vector<std::string> expansions_for(int k) {
  switch (k % 4) {
    case 0: return {};
    case 1: return every_expansion;
    case 2: return {"nasty-nodes", "extreme-expeditions", "sharp-scissors"};
    default: return {"nodes-of-knowledge", "electric"};
  }
}

// A seed of about `bytes` bytes, some of them letters of two and three bytes.
std::string long_seed(int bytes, int k) {
  std::string seed = fmt::format("long-{}-", k);
  const char* pieces[] = {"heronvale", " \u00e9lan ", "\u661f\u7a7a", "Wm@%", "x y"};
  for (int i = 0; seed.size() < static_cast<std::size_t>(bytes); ++i) seed += pieces[(i + k) % 5];
  while (seed.size() > static_cast<std::size_t>(bytes)) {  // whole code points
    seed.pop_back();
    while (!seed.empty() && (static_cast<unsigned char>(seed.back()) & 0xc0) == 0x80) seed.pop_back();
    if (!seed.empty() && static_cast<unsigned char>(seed.back()) >= 0xc0) seed.pop_back();
  }
  return seed;
}

// Shapes of `page` that reach nearer its edge than `margin` mm: what a shape inside the
// clip shows is its part inside the clip.
std::vector<std::string> margin_problems(const uu::Page& page, double margin) {
  std::vector<std::string> problems;
  constexpr double tolerance = 1e-6;
  for (std::size_t i = 0; i < page.shapes.size(); ++i) {
    uu::Box box = uu::bounding_box(page.shapes[i].item);
    if (i < page.clip_end) {
      box = {{std::max(box.min.x, page.clip.min.x), std::max(box.min.y, page.clip.min.y)},
             {std::min(box.max.x, page.clip.max.x), std::min(box.max.y, page.clip.max.y)}};
      if (box.min.x >= box.max.x || box.min.y >= box.max.y) continue;
    }
    const double least = std::min({box.min.x, box.min.y, page.width - box.max.x, page.height - box.max.y});
    if (least < margin - tolerance && problems.size() < 5)
      problems.push_back(fmt::format("shape {} (part {}) reaches {:.2f} mm from the paper's edge", i, static_cast<int>(page.shapes[i].part), least));
  }
  return problems;
}

// The footer's text in drawing order, its rows run together: a seed wrapped over rows
// reads whole.
std::string footer_text(const uu::Page& page) {
  std::string text;
  for (const uu::Shape& s : page.shapes)
    if (const auto* t = std::get_if<uu::Text>(&s.item); t != nullptr && s.part == uu::Part::footer) text += t->text;
  return text;
}

// How many of the page's problems a board has, page by page; the first few named.
struct Findings {
  int pages = 0, outside = 0, no_seed = 0;
  std::vector<std::string> first;
  void check(const uu::Scene& scene, const uu::Board& board) {
    const std::string seed = fmt::format("seed \u201c{}\u201d", board.seed);
    for (std::size_t k = 0; k < scene.pages.size(); ++k) {
      ++pages;
      const auto problems = margin_problems(scene.pages[k], board.options.page.margin_mm);
      const std::string footer = footer_text(scene.pages[k]);
      const bool whole = footer.find(seed) != std::string::npos && footer.find(uu::generator_version()) != std::string::npos;
      outside += problems.empty() ? 0 : 1;
      no_seed += whole ? 0 : 1;
      if (first.size() < 5 && (!problems.empty() || !whole))
        first.push_back(fmt::format("seed {:.30} page {}: {}", board.seed, k + 1, problems.empty() ? "footer " + footer : problems.front()));
    }
  }
};

struct Setting {
  std::string paper;
  bool portrait = false;
  std::string sheets, size, board_paper;
};

uu::GenerateResult try_make(const std::string& seed, int players, const Setting& setting, int k) {
  uu::BoardOptionsText typed;
  typed.players = players;
  typed.paper = setting.paper;
  typed.portrait = setting.portrait;
  typed.sheets = setting.sheets;
  typed.size = setting.size;
  typed.board_paper = setting.board_paper;
  uu::GenerateOptions o;
  o.seed = seed;
  o.board = uu::parse_board_options(typed, uu::builtin_dictionary());
  o.board.expansions = expansions_for(k);
  o.board.first_game = k % 5 == 4;
  return uu::try_generate(o);
}

uu::Board make(const std::string& seed, int players, const Setting& setting, int k) {
  uu::GenerateResult made = try_make(seed, players, setting, k);
  if (!made.board) throw uu::GenerationError(made.failure);
  return std::move(*made.board);
}

uu::LayoutOptions drawing(int k) {
  uu::LayoutOptions lo;
  lo.secret_board = k % 3 != 0;
  lo.duplex = k % 2 == 0 ? uu::Duplex::long_edge : uu::Duplex::short_edge;
  lo.ink_friendly = k % 7 == 3;
  lo.mono = k % 11 == 5;
  return lo;
}

}  // namespace

TEST_CASE("page margins: every mark and label of every page inside the margin, the whole seed in every footer", "[page-margins]") {
  std::vector<Setting> papers;
  for (const uu::NamedPaper& p : uu::named_papers)
    for (const bool portrait : {false, true}) papers.push_back({std::string(p.name), portrait, "", "", ""});
  // Boards that tile: named sheets, a --size board on the sheets auto picks, a board as large as A3.
  const std::vector<Setting> tiled = {{"a4", false, "2x2", "", ""}, {"a5", true, "3x3", "", ""},      {"letter", true, "2x1", "", ""},
                                      {"a4", false, "", "30x22", ""}, {"a4", true, "", "", "a3"},     {"a5", false, "1x2", "", ""},
                                      {"legal", false, "", "24x30", ""}, {"tabloid", true, "3x2", "", ""}};
  const int seeds = uu_test::sweep(20);
  const std::size_t longest = uu::max_seed_bytes;
  Findings found;
  std::vector<std::string> unmade;
  int not_made = 0;
  int boards = 0, tiled_boards = 0, long_seeds = 0;
  for (int players = 2; players <= 9; ++players) {
    for (std::size_t p = 0; p < papers.size(); ++p) {
      for (int s = 0; s < seeds; ++s) {
        const int k = s + static_cast<int>(p) + players;
        std::string seed = fmt::format("margins-{}-{}-{}", players, p, s);
        if (s % 10 == 3) seed = long_seed(40, k);
        if (s % 10 == 7) seed = long_seed(s % 20 == 7 ? static_cast<int>(longest) : 160, k);
        long_seeds += seed.size() >= 40 ? 1 : 0;
        const uu::GenerateResult made = try_make(seed, players, papers[p], k);
        if (!made.board) {  // the generator's to answer for; counted, and named below
          ++not_made;
          unmade.push_back(fmt::format("{} players on {}{}, a seed of {} bytes: {:.60}", players, papers[p].paper, papers[p].portrait ? " portrait" : "",
                                       seed.size(), made.failure.substr(made.failure.find("\" after ") + 1)));
          continue;
        }
        found.check(uu::layout(*made.board, drawing(k)), *made.board);
        ++boards;
      }
      const Setting& t = tiled[(static_cast<std::size_t>(players) + p) % tiled.size()];
      const int k = players * 3 + static_cast<int>(p);
      const uu::Board board = make(p % 4 == 1 ? long_seed(300, k) : fmt::format("margins-tiled-{}-{}", players, p), players, t, k);
      REQUIRE(board.options.page.tiled());
      uu::LayoutOptions lo = drawing(k);
      lo.assembly = k % 6 != 5;
      found.check(uu::layout(board, lo), board);
      ++boards;
      ++tiled_boards;
    }
  }
  INFO((found.first.empty() ? std::string() : found.first.front()));
  CHECK(found.outside == 0);
  CHECK(found.no_seed == 0);
  // Every board but a rare one the generator cannot make on a window a long seed's footer shrank.
  INFO((unmade.empty() ? std::string() : unmade.front()));
  CHECK(not_made * 100 <= boards);
  CHECK(boards + not_made == 8 * static_cast<int>(papers.size()) * (seeds + 1));
  CHECK(tiled_boards == 8 * static_cast<int>(papers.size()));
  WARN(fmt::format("{} boards ({} on several sheets, {} with seeds of 40 to {} bytes), {} pages: {} reach into the margin, {} lack the whole "
                   "seed; {} not made{}",
                   boards, tiled_boards, long_seeds, longest, found.pages, found.outside, found.no_seed, not_made,
                   unmade.empty() ? std::string() : ": " + fmt::format("{}", fmt::join(unmade, "; "))));
}

TEST_CASE("page margins: a sheet's mark moved into the margin is found", "[page-margins]") {
  const uu::Board board = make("margins-known", 4, {"a4", false, "2x2", "", ""}, 1);
  const uu::Scene scene = uu::layout(board);
  const double margin = board.options.page.margin_mm;
  // Sheet B2 (the last): cut lines, crosses and label; every page is clear as drawn.
  uu::Page sheet = scene.pages.at(3);
  for (const uu::Page& page : scene.pages) {
    const auto problems = margin_problems(page, margin);
    INFO((problems.empty() ? std::string() : problems.front()));
    CHECK(problems.empty());
  }
  const auto mark = std::find_if(sheet.shapes.begin(), sheet.shapes.end(), [](const uu::Shape& s) {
    return s.part == uu::Part::sheet_mark && std::holds_alternative<uu::Line>(s.item);
  });
  REQUIRE(mark != sheet.shapes.end());
  // As the old design drew it: a crop mark from 1 mm below the paper's top edge into the margin.
  const uu::Box box = uu::bounding_box(mark->item);
  mark->item = uu::Line{{box.min.x, 1.125}, {box.min.x, margin - 0.8}, uu::Color{}, 0.25, {}};
  const auto problems = margin_problems(sheet, margin);
  REQUIRE(problems.size() == 1);
  CHECK_THAT(problems.front(), Catch::Contains("reaches 1.00 mm from the paper's edge"));
  // A label's text pushed up into the margin, and the board's drawing outside its clip, too.
  uu::Page label = scene.pages.at(3);
  for (uu::Shape& s : label.shapes)
    if (auto* t = std::get_if<uu::Text>(&s.item); t != nullptr && s.part == uu::Part::sheet_mark) t->pos.y -= margin;
  CHECK_FALSE(margin_problems(label, margin).empty());
  uu::Page unclipped = scene.pages.at(3);
  unclipped.clip_end = 0;
  CHECK_FALSE(margin_problems(unclipped, margin).empty());
}

TEST_CASE("page margins: the footer wraps a long seed and never shortens it", "[page-margins]") {
  const std::string seed = long_seed(static_cast<int>(uu::max_seed_bytes), 2);
  for (const bool portrait : {false, true}) {
    const uu::Board board = make(seed, 4, {"a5", portrait, "", "", ""}, 0);
    // The band grew to hold the rows, and the board took the smaller window.
    CHECK(board.options.page.footer_mm > uu::footer_band_mm + 10.0);
    CHECK(board.options.page.footer_mm == uu::footer_band_for(seed, board.options.page));
    const uu::Scene scene = uu::layout(board);
    for (const uu::Page& page : scene.pages) {
      CHECK_THAT(footer_text(page), Catch::Contains(fmt::format("seed \u201c{}\u201d", seed)) && Catch::Contains(uu::generator_version()));
      CHECK(footer_text(page).find("\u2026\u201d") == std::string::npos);
    }
  }
  // An ordinary seed keeps the standard band on every paper.
  for (const uu::NamedPaper& p : uu::named_papers) {
    uu::PageSetup page = *uu::parse_paper(p.name);
    page.portrait = true;
    CHECK(uu::footer_band_for("heronvale5nonea5portrait-10-abcdefghijkl", page) == uu::footer_band_mm);
  }
}

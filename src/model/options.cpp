// From typed text to checked BoardOptions: the names (expansions, papers), the pairs
// (--size, --sheets) and the sheets a board is printed on.
#include "uuboard/options.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>

#include "model/ascii_lower.hpp"
#include "model/board_size.hpp"
#include "model/drawn.hpp"
#include "model/limits.hpp"

namespace uu {

namespace {

// Lower case, spaces and tabs left out.
std::string lower_trimmed(std::string_view s) {
  std::string out = ascii_lower(s);
  std::erase_if(out, [](char c) { return c == ' ' || c == '\t'; });
  return out;
}

}  // namespace

std::string expansion_names(const Dictionary& dict) {
  std::string names;
  for (const ExpansionInfo& e : dict.expansions) names += (names.empty() ? "" : ", ") + e.name;
  return names;
}

std::vector<std::string> parse_expansions(std::string_view text, const Dictionary& dict) {
  const std::string all = lower_trimmed(text);
  std::vector<char> chosen(dict.expansions.size(), 0);
  if (all == "all") {
    std::fill(chosen.begin(), chosen.end(), 1);
  } else if (all != "none" && !all.empty()) {
    std::size_t start = 0;
    while (start <= all.size()) {
      const std::size_t comma = std::min(all.find(',', start), all.size());
      const std::string name = all.substr(start, comma - start);
      const int index = dict.expansion_index(name);
      if (index < 0) {
        throw OptionError(fmt::format("--expansions: unknown expansion \"{}\" (use all, none or a comma-separated list of: {})",
                                      name, expansion_names(dict)));
      }
      chosen[static_cast<std::size_t>(index)] = 1;
      start = comma + 1;
    }
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i]) out.push_back(dict.expansions[i].name);
  }
  return out;
}

namespace {

void refuse(const std::string& problem) {
  if (!problem.empty()) throw OptionError(problem);
}

std::string unknown_paper(std::string_view option, const std::string& text) {
  return fmt::format("{} {}: unknown paper ({}, or WxH in mm, or WxHin)", option, text, paper_names());
}

// --paper, --portrait and --margin: one sheet.
PageSetup sheet_of(const BoardOptionsText& t) {
  auto page = parse_paper(t.paper);
  if (!page) throw OptionError(unknown_paper("--paper", t.paper));
  page->portrait = t.portrait;
  page->margin_mm = t.margin;
  if (!std::isfinite(t.margin)) throw OptionError(fmt::format("--margin {}: must be a number of mm, 0 or more", t.margin));
  if (const std::string problem = page_setup_problem(*page); !problem.empty())
    throw OptionError(fmt::format("--paper {} --margin {}: {}", t.paper, t.margin, problem));
  return *page;
}

// "WxH" in whole board units; the limits are checked with the other options.
void apply_size(const std::string& text, BoardOptions& board) {
  if (text.empty()) return;
  const auto size = parse_whole_pair(text);
  if (!size) throw OptionError(fmt::format("--size {}: not a size (use WxH in whole board units, for example 30x20)", text));
  board.size_width = size->first;
  board.size_height = size->second;
}

// --board-paper: the fewest sheets that hold the board area, which must need more than one
// sheet (a smaller board on one sheet is what --paper makes) and at most max_sheets_side a side.
PageSetup sheets_on_board_paper(const PageSetup& sheet, const PageSetup& area, const std::string& typed) {
  if (const std::string problem = page_setup_problem(area); !problem.empty())
    throw OptionError(fmt::format("--board-paper {}: {}", typed, problem));
  const double w = area.window_width_mm(), h = area.window_height_mm();
  const PageSetup held = sheets_holding(sheet, area);
  constexpr double tolerance_mm = 0.01;  // a paper named in inches and in mm differs by rounding
  if (!held.tiled() && (w < held.window_width_mm() - tolerance_mm || h < held.window_height_mm() - tolerance_mm)) {
    throw OptionError(fmt::format("--board-paper {}: its board ({:.1f} x {:.1f} mm inside the margins) fits on one {} sheet, and "
                                  "--board-paper is for a board larger than one sheet; for a board of that size give --paper {}",
                                  typed, w, h, sheet.paper, area.paper));
  }
  if (w > held.mosaic_width_mm() + tolerance_mm || h > held.mosaic_height_mm() + tolerance_mm) {
    throw OptionError(fmt::format("--board-paper {}: its board ({:.0f} x {:.0f} mm) needs more than {} {} sheets a side; "
                                  "give a larger --paper or a smaller --board-paper",
                                  typed, w, h, max_sheets_side, sheet.paper));
  }
  return held;
}

// --sheets, --overlap and --board-paper: the sheets a board is printed on. A --size board
// gets the fewest sheets that keep its nodes as large as a 4-player A4 board's (--sheets
// auto) unless --sheets names them; one sheet when that one does.
void apply_sheets(const BoardOptionsText& t, BoardOptions& board) {
  PageSetup& page = board.page;
  if (!std::isfinite(t.overlap) || t.overlap < 0) throw OptionError(fmt::format("--overlap {}: must be a number of mm, 0 or more", t.overlap));
  page.overlap_mm = t.overlap;
  const bool sized = board.size_width > 0 && board.size_height > 0;
  if (!t.board_paper.empty()) {
    if (!t.sheets.empty()) throw OptionError(fmt::format("--board-paper {}: give --sheets or --board-paper, not both", t.board_paper));
    if (sized) throw OptionError(fmt::format("--board-paper {}: give --size or --board-paper, not both", t.board_paper));
    auto area = parse_paper(t.board_paper);
    if (!area) throw OptionError(unknown_paper("--board-paper", t.board_paper));
    area->portrait = page.portrait;
    area->margin_mm = page.margin_mm;
    page = sheets_on_board_paper(page, *area, t.board_paper);
  } else if (ascii_lower(t.sheets) == "auto" || (t.sheets.empty() && sized)) {
    if (!sized) {
      if (t.sheets.empty()) return;
      throw OptionError("--sheets auto: needs --size (a players' board fills the sheets it is given)");
    }
    page = drawn::sheets_for(page, board.size_width, board.size_height, comfortable_unit_mm());
  } else if (!t.sheets.empty()) {
    const auto sheets = parse_sheets(t.sheets);
    if (!sheets) {
      throw OptionError(fmt::format("--sheets {}: not a number of sheets (use CxR, each 1 to {}, for example 2x2, or auto)", t.sheets,
                                    max_sheets_side));
    }
    page.sheets_across = sheets->first;
    page.sheets_down = sheets->second;
  }
  if (const std::string problem = page_setup_problem(page); !problem.empty())
    throw OptionError(fmt::format("--sheets {} --overlap {}: {}", t.sheets.empty() ? "(chosen)" : t.sheets, t.overlap, problem));
}

}  // namespace

BoardOptions parse_board_options(const BoardOptionsText& typed, const Dictionary& dict) {
  BoardOptions board;
  board.players = typed.players;
  refuse(check_board_options(board));  // the player count is named before anything that depends on it
  board.expansions = parse_expansions(typed.expansions, dict);
  board.first_game = typed.first_game;
  board.page = sheet_of(typed);
  apply_size(typed.size, board);
  apply_sheets(typed, board);
  board.best_of = typed.best_of;
  board.min_score = typed.min_score;
  refuse(check_board_options(board));
  return board;
}

}  // namespace uu

#pragma once
// Boards the tests share, made the way the command line makes them.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/sheets.hpp"

namespace uu_test {

// How many seeds a sweep over many boards runs: `seeds`, or a fifth (at least 2) when
// UUBOARD_SWEEP=short. The sanitizer build, ten times slower, runs the short sweeps
// (scripts/test.sh); the full sweeps run in the ordinary build.
inline int sweep(int seeds) {
  const char* mode = std::getenv("UUBOARD_SWEEP");
  if (mode != nullptr && std::string(mode) == "short") return std::max(2, seeds / 5);
  return seeds;
}

inline uu::Board make_board(const std::string& seed, int players, std::optional<uu::Stage> stop_after = std::nullopt) {
  uu::GenerateOptions options;
  options.seed = seed;
  options.board.players = players;
  options.stop_after = stop_after;
  return uu::generate(options);
}

// A board made as the command line makes it, with every expansion when `all_expansions`.
inline uu::Board generated(const std::string& seed, int players, bool all_expansions, const uu::PageSetup& page = {}) {
  uu::GenerateOptions options;
  options.seed = seed;
  options.board.players = players;
  options.board.page = page;
  if (all_expansions)
    options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  return uu::generate(options);
}

// A sheet that prints a board of w x h units readably.
inline uu::PageSetup paper_for_size(int w, int h) { return uu::drawn::smallest_paper(w, h, uu::PageSetup{}); }

// The same board on one sheet as large as its mosaic: drawn whole, at the same scale
// and place, as the sheets were cut from.
inline uu::Board on_one_sheet(uu::Board board) {
  uu::PageSetup& page = board.options.page;
  const double w = uu::mosaic_page_width(page), h = uu::mosaic_page_height(page);
  page.sheets_across = page.sheets_down = 1;
  page.long_mm = std::max(w, h);
  page.short_mm = std::min(w, h);
  page.portrait = h > w;
  return board;
}

}  // namespace uu_test

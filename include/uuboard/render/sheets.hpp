#pragma once
// A board on several sheets: where each sheet's window lies in the mosaic, and the
// drawing of the whole board (one page as large as the mosaic) cut into one page per
// sheet. Cutting only moves and clips: a shape keeps its size and its place on the
// board, and goes to every sheet whose window it reaches, once. Knows nothing of the game.
#include <string>
#include <vector>

#include "uuboard/paper.hpp"
#include "uuboard/render/scene.hpp"

namespace uu {

struct SheetWindow {
  int across = 0, down = 0;  // column and row, from 0
  std::string label;         // "A1", "B1", ... (sheet_label)
  Vec2 offset;               // a point of the sheet's page + offset = the same point of the mosaic, mm
  Box window;                // the board's part on the sheet's page, mm: the sheet less margins and footer
};

// The sheets of `page` in reading order (rows top to bottom, each left to right).
std::vector<SheetWindow> sheet_windows(const PageSetup& page);

// The page of the mosaic the whole board is drawn on: every sheet's window side by side,
// less the overlaps, with the sheets' margins around.
double mosaic_page_width(const PageSetup& page);
double mosaic_page_height(const PageSetup& page);

// `mosaic`'s shapes cut into one page per sheet of `windows`, in their order: each
// sheet page is page.page_width() x page_height(), holds the shapes whose box reaches
// into its window (moved by -offset, clipped to the window), their placements, symbols
// and tags. Linear in the shapes times the sheets each one reaches.
std::vector<Page> cut_into_sheets(const Page& mosaic, const PageSetup& page, const std::vector<SheetWindow>& windows);

// A shape moved by d.
Item moved(Item item, Vec2 d);

}  // namespace uu

#pragma once
// Board -> Scene: where every shape goes on paper, with no drawing library involved.
// Page 1 is the board; then the legend (unless --no-legend) and the secret board
// (--secret-board). A board on several sheets: the sheets, the assembly page, the legend.
#include <cstdint>
#include <string_view>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/render/scene.hpp"

namespace uu {

// Which edge of the sheet the printer turns it over: the secret board is mirrored
// across that edge's direction, so each expedition type lands behind its expedition.
enum class Duplex : std::uint8_t { long_edge, short_edge };

// Options that change only the drawing, never the board.
struct LayoutOptions {
  bool legend = true;         // add the page explaining every icon on this board (--no-legend leaves it out)
  bool secret_board = false;  // add the page with the expedition types, for the back
  Duplex duplex = Duplex::long_edge;
  bool ink_friendly = false;  // no colour fills: outlines and icons only
  bool mono = false;          // pure black strokes on white, no colour and no grey
  bool assembly = true;       // a board on several sheets: add the page showing how they go together
  const Dictionary* dictionary = nullptr;  // colours, actions and effects; built-in when null
};

// Millimetres per board unit: the board fills the printable area of its paper.
double board_scale(const Board& board);

// The footer band a board with this seed needs on `page`: footer_band_mm, taller for a
// seed too long for one row, since every page prints the seed and version in full.
double footer_band_for(std::string_view seed, const PageSetup& page);
// `page` with that band (the generator and the board reader set it), its board area kept
// inside the smaller mosaic.
PageSetup with_footer_for(std::string_view seed, PageSetup page);

Scene layout(const Board& board, const LayoutOptions& options = {});

// The sheet's PDF metadata subject: seed and every option that made it (a book of
// several boards gives its seeds' range as the seed).
std::string describe_options(std::string_view seed, const BoardOptions& board_options, const LayoutOptions& options);

}  // namespace uu

#pragma once
// Pieces the layout's pages share: the palette of a print mode, placing a pictogram,
// the footer. Internal to the renderer; callers use layout.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/icons.hpp"
#include "uuboard/board.hpp"
#include "uuboard/render/layout.hpp"
#include "model/drawn.hpp"
#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

// Colours and line weights of one print mode (colour, ink-friendly, mono).
struct Palette {
  Color ink{0x1a, 0x1a, 0x1a};
  Color paper{0xff, 0xff, 0xff};
  Color edge{0x8a, 0x8a, 0x8a};
  Color quadrant{0xb4, 0xb4, 0xb4};
  std::optional<Color> dot_fill = Color{0xe4, 0xe4, 0xe4};
  double edge_width = drawn::edge_width_mm;  // mm
  double quadrant_width = 0.8;  // mm
  std::vector<double> quadrant_dash{3.0, 2.0};
  bool colour_fills = true;
  // The fill of a shape whose table colour is `hex` ("#RRGGBB"): paper when fills are off.
  Color fill(std::string_view hex) const;
};

Palette palette_for(const LayoutOptions& options);

// "#RRGGBB" -> Color; mid grey for anything else (a designer's data is checked on load).
Color parse_hex(std::string_view hex);

// The board's rectangle on the sheet, in mm.

// An expedition marker as drawn on the front, for the secret board behind it.
struct ExpeditionMark {
  Vec2 pos;          // mm, on the front
  double half = 1.0; // half size of the marker, mm
  std::string type;
};

// Appends an icon scaled to `half` (mm from centre to the unit box's side) and turned
// by `degrees` about `center`, and records it as a placement of the page's symbol
// `name` (the icon in its unit box).
void add_icon(Page& page, Part part, const Icon& icon, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal);

// The icon for `name` in `set`, or a ring with the name's initials when we have none.
void add_glyph(Page& page, Part part, IconSet set, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal);

// Footer band of the page (render/footer.cpp): the seed and version in full, the other
// options, the page's note and a 50 mm calibration bar. `top` puts it above the board
// (the mirrored secret board).
void add_footer(Page& page, const Board& board, const LayoutOptions& options, const Palette& pal, std::string_view note, bool top);

// The legend (render/legend.cpp): every kind of thing on this board with its icon, what
// it is and its effect, on one page or as many as it takes.
std::vector<Page> legend_pages(const Board& board, const LayoutOptions& options, const Dictionary& dict, const Palette& pal);
Page secret_page(const Board& board, const LayoutOptions& options, const std::vector<ExpeditionMark>& marks, const Palette& pal);
// The back of one sheet: the marks (mm on the front of the sheet) whose types it shows
// and the part of the board's frame on it (mm, on the front), mirrored for duplex;
// `none` is said when there are no marks.
Page secret_back(const Board& board, const LayoutOptions& options, Box frame, const std::vector<ExpeditionMark>& marks, const Palette& pal,
                 const std::string& note, const std::string& none);

// A board on several sheets: its drawing on the mosaic page (`mosaic`, without a
// footer) cut into its sheets with their marks, labels and footers, each followed by
// its back with --secret-board; then the assembly page (unless turned off). Appended
// to `scene`.
void add_sheet_pages(Scene& scene, const Board& board, const LayoutOptions& options, const Palette& pal, const Page& mosaic,
                     const std::vector<ExpeditionMark>& marks);

// Shortens text with an ellipsis until its estimated width fits `width` mm.
std::string fit_text(std::string text, double size, double width, bool bold = false);

std::string join(const std::vector<std::string>& items, std::string_view sep);

// Text in lines of at most `width` mm, broken at spaces (a word wider than that, between
// code points); at least one line.
std::vector<std::string> wrap_text(std::string_view text, double size, double width, bool bold = false);

}  // namespace uu::render_detail

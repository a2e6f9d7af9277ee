#pragma once
// The sheet a board is printed on. The board fills the printable area (the sheet less
// its margins and the footer band), so the paper decides the board's shape and is one
// of the options that change the board.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace uu {

// The longest sheet uuboard draws (a PDF page of 5 m is already beyond most viewers).
inline constexpr double max_sheet_mm = 5000.0;
inline constexpr double default_margin_mm = 6.35;  // a quarter inch: what most printers leave
inline constexpr double footer_band_mm = 7.0;
// A board on several sheets: each sheet keeps a band this wide inside its printable area,
// along its top and left edges, for the cut lines, registration crosses and the sheet's
// label. A sheet cut on that side loses the band; the window starts after it.
inline constexpr double sheet_band_mm = 6.0;

// The papers known by name, in the order the help lists them; the first is the default.
struct NamedPaper {
  std::string_view name;
  double long_mm;
  double short_mm;
};
inline constexpr std::array<NamedPaper, 6> named_papers{{
    {"a4", 297.0, 210.0},
    {"letter", 279.4, 215.9},
    {"legal", 355.6, 215.9},     // 8.5 x 14 in
    {"tabloid", 431.8, 279.4},   // 11 x 17 in
    {"a3", 420.0, 297.0},
    {"a5", 210.0, 148.0},
}};

struct PageSetup {
  std::string paper{named_papers[0].name};  // canonical name: one of named_papers, or "<w>x<h>" in mm
  double long_mm = named_papers[0].long_mm;    // the sheet's longer side
  double short_mm = named_papers[0].short_mm;  // the sheet's shorter side
  bool portrait = false;     // landscape unless asked
  double margin_mm = default_margin_mm;  // kept clear on every side
  double footer_mm = footer_band_mm;    // band at the bottom of the printable area for the footer
  // A board bigger than one sheet (--sheets CxR): its drawing area is the mosaic of
  // sheets_across x sheets_down sheets' windows (each the sheet less margins and footer),
  // neighbours sharing a glue strip of overlap_mm. 1 x 1 is one sheet, as before.
  int sheets_across = 1;
  int sheets_down = 1;
  double overlap_mm = 10.0;
  // The board's area when it is smaller than the mosaic (--board-paper), centred in it;
  // 0 x 0: the whole mosaic.
  double area_width_mm = 0.0;
  double area_height_mm = 0.0;

  double page_width() const { return portrait ? short_mm : long_mm; }
  double page_height() const { return portrait ? long_mm : short_mm; }
  bool tiled() const { return sheets_across * sheets_down > 1; }
  // The marks band along a sheet's top and left (sheet_band_mm on several sheets, else 0).
  double band_mm() const { return tiled() ? sheet_band_mm : 0.0; }
  // One sheet's window: the sheet less its margins, marks band and footer band.
  double window_width_mm() const { return page_width() - 2 * margin_mm - band_mm(); }
  double window_height_mm() const { return page_height() - 2 * margin_mm - band_mm() - footer_mm; }
  int sheet_count() const { return sheets_across * sheets_down; }
  // A sheet's window starts this far from its left (upper) neighbour's.
  double sheet_step_x() const { return window_width_mm() - overlap_mm; }
  double sheet_step_y() const { return window_height_mm() - overlap_mm; }
  // The mosaic of windows, in mm; one sheet's window when there is one sheet.
  double mosaic_width_mm() const { return sheets_across == 1 ? window_width_mm() : sheets_across * window_width_mm() - (sheets_across - 1) * overlap_mm; }
  double mosaic_height_mm() const { return sheets_down == 1 ? window_height_mm() : sheets_down * window_height_mm() - (sheets_down - 1) * overlap_mm; }
  // The area the board fills: the mosaic, or the smaller area --board-paper asked for.
  double board_width_mm() const { return area_width_mm > 0 ? area_width_mm : mosaic_width_mm(); }
  double board_height_mm() const { return area_height_mm > 0 ? area_height_mm : mosaic_height_mm(); }
  // width / height of the board; > 1 in landscape.
  double board_aspect() const { return board_width_mm() / board_height_mm(); }
  friend bool operator==(const PageSetup&, const PageSetup&) = default;
};

// "a4, letter, legal, tabloid, a3, a5", for the help and messages.
std::string paper_names();

// A named paper in any case ("A3"), "210x297" (mm) or "8.5x11in". Returns the sheet with
// default margins, or nothing when the text is none of these.
std::optional<PageSetup> parse_paper(std::string_view text);

// Why a setup cannot hold a board (margins eat the sheet, the overlap eats the window),
// or empty when it can.
std::string page_setup_problem(const PageSetup& setup);

// "30x20" or "30X20" -> {30, 20}: two whole numbers above 0; nothing otherwise. The one
// reader of --size and --sheets.
std::optional<std::pair<int, int>> parse_whole_pair(std::string_view text);

// "2x3" -> {2, 3}: sheets across and down, each 1 to max_sheets_side; nothing otherwise.
inline constexpr int max_sheets_side = 64;
std::optional<std::pair<int, int>> parse_sheets(std::string_view text);

// The fewest sheets of `sheet`'s paper and margins, turned either way, whose mosaic holds
// the board area `board_paper` gives (--board-paper a3 --paper a4): the result's board
// area is that one, centred in the mosaic.
PageSetup sheets_holding(const PageSetup& sheet, const PageSetup& board_paper);

// The label of the sheet in column `across` and row `down` (from 0): a column letter and a
// row number, as on a map: A1, B1, ..., Z1, AA1, ...
std::string sheet_label(int across, int down);

}  // namespace uu

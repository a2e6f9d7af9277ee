#pragma once
// The sheet a board is printed on. The board fills the printable area (the sheet less
// its margins and the footer band), so the paper decides the board's shape and is one
// of the options that change the board.
#include <optional>
#include <string>
#include <string_view>

namespace uu {

// The longest sheet uuboard draws (a PDF page of 5 m is already beyond most viewers).
inline constexpr double max_sheet_mm = 5000.0;
inline constexpr double default_margin_mm = 6.35;  // a quarter inch: what most printers leave
inline constexpr double footer_band_mm = 7.0;

struct PageSetup {
  std::string paper = "a4";  // canonical name: a4, a3, a5, letter, legal, tabloid, or "<w>x<h>" in mm
  double long_mm = 297.0;    // the sheet's longer side
  double short_mm = 210.0;   // the sheet's shorter side
  bool portrait = false;     // landscape unless asked
  double margin_mm = default_margin_mm;  // kept clear on every side
  double footer_mm = footer_band_mm;    // band at the bottom of the printable area for the footer

  double page_width() const { return portrait ? short_mm : long_mm; }
  double page_height() const { return portrait ? long_mm : short_mm; }
  double board_width_mm() const { return page_width() - 2 * margin_mm; }
  double board_height_mm() const { return page_height() - 2 * margin_mm - footer_mm; }
  // width / height of the board; > 1 in landscape.
  double board_aspect() const { return board_width_mm() / board_height_mm(); }
  friend bool operator==(const PageSetup&, const PageSetup&) = default;
};

// "a4", "A3", "letter", "legal", "tabloid", "a5", "210x297" (mm) or "8.5x11in". Returns the sheet with
// default margins, or nothing when the text is none of these.
std::optional<PageSetup> parse_paper(std::string_view text);

// Why a setup cannot hold a board (margins eat the sheet), or empty when it can.
std::string page_setup_problem(const PageSetup& setup);

}  // namespace uu

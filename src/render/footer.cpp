// The footer every page carries, in the band below the board (above it on a mirrored
// back): the seed and the generator version in full, wrapped over as many rows as the
// seed needs and never shortened; then a row with the rest of the options, the page's
// note, and the 50 mm calibration bar. Only that last row is shortened when a sheet is
// narrow. A long seed makes the band taller (footer_band_for), which the generator
// reads before it lays the board out, so the board leaves the room.
#include <algorithm>
#include <fmt/core.h>

#include "render/layout_parts.hpp"
#include "model/drawn.hpp"
#include "uuboard/generate.hpp"

namespace uu {

using render_detail::join;

namespace {

constexpr double text_mm = 2.3;        // footer text, about 6.5 pt
constexpr double row_mm = 2.9;         // from the seed's row to the details row
constexpr double wrapped_mm = 2.55;    // a seed too long for one row: 6 pt rows this far apart
constexpr double bar_mm = 50.0;  // the calibration bar
constexpr double bar_high = 1.6;
// Where the version goes on the seed's last row: as wide as any version uuboard will have,
// so the band's height depends on the seed alone.
constexpr std::string_view version_room = " \u00b7 uuboard 999.999.999";

// The footer's text column: the window's width (a sheet's starts after its marks band,
// clear of the cut line).
double footer_left(const PageSetup& page) { return page.margin_mm + page.band_mm() + (page.tiled() ? 1.0 : 0.0); }
double footer_right(const PageSetup& page) { return page.page_width() - page.margin_mm; }

std::size_t code_point_length(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const std::size_t len = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
  return std::min(len, text.size() - i);
}

// Where to end a full row that has grown to `row` (the next code point starts at its
// end): the latest code-point boundary with no space on either side, so no space of the
// seed hides at a row's end or start; the whole row when there is none.
std::size_t row_break(const std::string& row, char next) {
  for (std::size_t cut = row.size(); cut > row.size() / 2; --cut) {
    if (cut < row.size() && (static_cast<unsigned char>(row[cut]) & 0xc0) == 0x80) continue;  // inside a code point
    const char after = cut < row.size() ? row[cut] : next;
    if (row[cut - 1] != ' ' && after != ' ') return cut;
  }
  return row.size();
}

// The seed's rows and their text size.
struct SeedRows {
  std::vector<std::string> rows;
  double size = text_mm;
};

// "seed “…”" in rows of at most `room` mm at text size `size`; the last row keeps the
// version's room free (an empty last row when it cannot).
std::vector<std::string> wrap_seed(std::string_view seed, double room, double size) {
  const std::string text = fmt::format("seed \u201c{}\u201d", seed);
  std::vector<std::string> rows;
  std::string row;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t len = code_point_length(text, i);
    const std::string_view piece(text.data() + i, len);
    if (!row.empty() && text_width_estimate(row, size) + text_width_estimate(piece, size) > room) {
      const std::size_t cut = row_break(row, piece[0]);
      rows.push_back(row.substr(0, cut));
      row.erase(0, cut);
    }
    row += piece;
    i += len;
  }
  rows.push_back(row);
  if (text_width_estimate(rows.back() + std::string(version_room), size) > room) rows.emplace_back();
  return rows;
}

// One row at the footer's size when the seed fits it, else rows at the least text size,
// which keeps the band as low as it can be.
SeedRows seed_rows(std::string_view seed, double room) {
  SeedRows out{wrap_seed(seed, room, text_mm), text_mm};
  if (out.rows.size() > 1) out = {wrap_seed(seed, room, drawn::min_text_pt * drawn::pt_mm), drawn::min_text_pt * drawn::pt_mm};
  return out;
}

// The options the seed row leaves out, and the page's note.
std::string details_row(const Board& board, const LayoutOptions& options, std::string_view note) {
  std::vector<std::string> parts = {fmt::format("{} players", board.options.players)};
  if (board.options.size_width > 0) parts.push_back(fmt::format("size {}\u00d7{}", board.options.size_width, board.options.size_height));
  const bool every_expansion = board.options.expansions.size() == std::size(all_expansion_names);
  parts.push_back("expansions: " + (board.options.expansions.empty() ? std::string("none")
                                    : every_expansion              ? std::string("all")
                                                                   : join(board.options.expansions, ", ")));
  if (board.options.first_game) parts.emplace_back("first game");
  if (options.ink_friendly) parts.emplace_back("ink-friendly");
  if (options.mono) parts.emplace_back("mono");
  if (!note.empty()) parts.emplace_back(note);
  return join(parts, " \u00b7 ");
}

}  // namespace

double footer_band_for(std::string_view seed, const PageSetup& page) {
  const std::size_t rows = seed_rows(seed, footer_right(page) - footer_left(page)).rows.size();
  return footer_band_mm + wrapped_mm * static_cast<double>(rows - 1);
}

PageSetup with_footer_for(std::string_view seed, PageSetup page) {
  page.footer_mm = footer_band_for(seed, page);
  page.area_height_mm = std::min(page.area_height_mm, page.mosaic_height_mm());
  return page;
}

namespace render_detail {

void add_footer(Page& page, const Board& board, const LayoutOptions& options, const Palette& pal, std::string_view note, bool top) {
  const PageSetup& setup = board.options.page;
  const double band = setup.footer_mm;
  const double y0 = top ? setup.margin_mm : page.height - setup.margin_mm - band;
  const double left = footer_left(setup), right = footer_right(setup), room = right - left;
  auto& out = page.shapes;
  SeedRows seed = seed_rows(board.seed, room);
  std::vector<std::string>& rows = seed.rows;
  rows.back() += (rows.back().empty() ? "" : " \u00b7 ") + generator_version();
  // Rows from the band's foot up: the details row last, the seed's rows above it.
  const double last = y0 + std::max(band, footer_band_mm) - 0.7;
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const double y = last - row_mm - wrapped_mm * static_cast<double>(rows.size() - 1 - k);
    out.push_back({Part::footer, Text{{left, y}, rows[k], seed.size, pal.ink, Anchor::start}});
  }

  // Calibration bar: 50 mm in 10 mm cells, measured between the outer edges, at the
  // right of the last row with the advice before it.
  const double bar_y = last - bar_high - 0.15;
  for (int k = 0; k < 5; ++k) {
    const Style cell{k % 2 == 0 ? pal.ink : pal.paper, std::nullopt, 0.0};
    out.push_back({Part::footer, Rect{{right - bar_mm + 10.0 * k, bar_y}, {10.0, bar_high}, cell}});
  }
  out.push_back({Part::footer, Rect{{right - bar_mm + 0.1, bar_y + 0.1}, {bar_mm - 0.2, bar_high - 0.2}, {std::nullopt, pal.ink, 0.2}}});
  const double least = drawn::min_text_pt * drawn::pt_mm;
  const std::string advice = "print at 100 %: this bar is 50 mm";
  const double advice_end = right - bar_mm - 1.5;
  out.push_back({Part::footer, Text{{advice_end, last}, advice, least, pal.ink, Anchor::end}});
  const double details_room = advice_end - text_width_estimate(advice, least) - 2.0 - left;
  const std::string details = details_row(board, options, note);
  const double size = std::clamp(details_room / std::max(text_width_estimate(details, 1.0), 1e-9), least, text_mm);
  out.push_back({Part::footer, Text{{left, last}, fit_text(details, size, details_room), size, pal.ink, Anchor::start}});
}

}  // namespace render_detail

}  // namespace uu

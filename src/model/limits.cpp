#include "model/limits.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>

#include "model/drawn.hpp"
#include "uuboard/paper.hpp"

namespace uu {

// The largest --size fits the largest sheet, with the default margins and footer, at
// the scale node numbers need.
static_assert((max_sheet_mm - 2 * default_margin_mm - footer_band_mm) / drawn::min_unit_mm - 2 * drawn::frame_inset >= max_size_units,
              "max_size_units must print on a max_sheet_mm sheet at drawn::min_unit_mm");

std::string range_text(Range<int> range) { return fmt::format("{} to {}", range.lo, range.hi); }
std::string range_text(Range<double> range) { return fmt::format("{} to {}", range.lo, range.hi); }

std::string range_problem(std::string_view option, int value, Range<int> range) {
  if (range.holds(value)) return {};
  return fmt::format("{} {}: must be {}", option, value, range_text(range));
}

std::string check_board_options(const BoardOptions& options, OptionNames names) {
  const bool cli = names == OptionNames::command_line;
  if (!players_range.holds(options.players)) {
    if (cli) return range_problem("--players", options.players, players_range);
    return fmt::format("players {}: the number of players must be between {} and {}", options.players, players_range.lo, players_range.hi);
  }
  if (std::string problem = range_problem(cli ? "--best-of" : "best_of", options.best_of, best_of_range); !problem.empty()) return problem;
  if (options.min_score && !min_score_range.holds(*options.min_score))
    return fmt::format("{} {}: must be {}", cli ? "--min-score" : "min_score", *options.min_score, range_text(min_score_range));
  const int w = options.size_width, h = options.size_height;
  if (w != 0 || h != 0) {
    const std::string size = cli ? fmt::format("--size {}x{}", w, h) : fmt::format("size [{}, {}]", w, h);
    if (w < min_size_units || w > max_size_units) {
      return fmt::format("{}: the width must be between {} and {} board units", size, min_size_units, max_size_units);
    }
    if (h < min_size_units || h > max_size_units) {
      return fmt::format("{}: the height must be between {} and {} board units", size, min_size_units, max_size_units);
    }
  }
  return page_setup_problem(options.page);
}

namespace {

// Length of the UTF-8 sequence starting at s[i], or 0 when it is not one (overlong
// forms, surrogates and code points past U+10FFFF included).
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;
  if (b >= 0xC2 && b <= 0xDF) n = 2;
  else if (b >= 0xE0 && b <= 0xEF) {
    n = 3;
    if (b == 0xE0) lo = 0xA0;
    if (b == 0xED) hi = 0x9F;
  } else if (b >= 0xF0 && b <= 0xF4) {
    n = 4;
    if (b == 0xF0) lo = 0x90;
    if (b == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

}  // namespace

std::string check_seed(std::string_view seed, std::string_view name) {
  if (seed.empty()) return fmt::format("{} \"\": a seed must not be empty (leave {} out for a random one)", name, name);
  if (seed.size() > max_seed_bytes)
    return fmt::format("{} \"{}...\": {} bytes long; a seed may have at most {} bytes", name, seed.substr(0, 20), seed.size(), max_seed_bytes);
  for (std::size_t i = 0; i < seed.size();) {
    const std::size_t n = utf8_length(seed, i);
    if (n == 0) {
      return fmt::format("{}: byte {} (0x{:02X}) is not valid UTF-8; a seed is UTF-8 text", name, i + 1,
                         static_cast<unsigned char>(seed[i]));
    }
    i += n;
  }
  return {};
}

std::string check_png_size(double page_width_mm, double page_height_mm, int dpi) {
  const double longest = std::max(page_width_mm, page_height_mm);
  const double pixels = std::ceil(longest / 25.4 * dpi);
  if (pixels <= max_png_pixels) return {};
  const int best = static_cast<int>(std::floor(max_png_pixels * 25.4 / longest));
  return fmt::format("--dpi {}: a {:.0f} x {:.0f} mm page would be {:.0f} pixels wide, more than the {} a PNG side may have; "
                     "at most --dpi {} fits this paper",
                     dpi, page_width_mm, page_height_mm, pixels, max_png_pixels, best);
}

}  // namespace uu

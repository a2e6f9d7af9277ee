#pragma once
// The documented limits of the options and seeds, checked before any work is done, so a
// typo like --size 100000x70000 is refused at once instead of exhausting memory. Each
// limit is written here once: the checks, the help text and the error messages read it.
// The command line and boards read from JSON use the same checks.
#include <cstddef>
#include <string>
#include <string_view>

#include "uuboard/board.hpp"

namespace uu {

// The values an option allows, both ends included.
template <class T>
struct Range {
  T lo;
  T hi;
  constexpr bool holds(T value) const { return value >= lo && value <= hi; }  // false for NaN
};

// "2 to 9", as help texts and messages say a range.
std::string range_text(Range<int> range);
std::string range_text(Range<double> range);

// "--count 0: must be 1 to 1000000" when `value` is outside `range`; empty otherwise.
std::string range_problem(std::string_view option, int value, Range<int> range);

inline constexpr Range<int> players_range{2, 9};
// A board given in units (--size WxH) is a lattice of (W + 1) x (H + 1) nodes. The
// smallest must hold the start nodes and every type's minimum count for every seed; the
// largest is what the largest sheet (max_sheet_mm) prints at drawn::min_unit_mm, the
// scale its numbers need to be read (limits.cpp checks the sum). 360 x 360 units is
// about 130 000 nodes: seconds to generate and to draw.
inline constexpr int min_size_units = 11;
inline constexpr int max_size_units = 360;
inline constexpr Range<int> best_of_range{1, 1000};        // candidates per board
inline constexpr Range<double> min_score_range{0.0, 100.0};  // fairness scores
// Boards in one generate batch, and the numbers they may start from (--from).
inline constexpr Range<int> count_range{1, 1000000};
inline constexpr Range<int> from_range{1, count_range.hi * 1000};
inline constexpr Range<int> stats_count_range{1, 100000};  // boards one stats run measures
inline constexpr Range<int> dpi_range{30, 2400};           // PNG resolution
// Threads for --jobs (0: one per core); more only costs memory.
inline constexpr Range<int> jobs_range{1, 256};
inline constexpr int max_jobs = jobs_range.hi;
// A seed is printed on the board; longer ones make drawing slow and the footer unreadable.
inline constexpr std::size_t max_seed_bytes = 1000;
// The longest side of a PNG, in pixels (a 16384 x 11585 A-series page is 760 MB in memory).
inline constexpr int max_png_pixels = 16384;

// How a message names an option: as typed on the command line (--players) or as the
// field of a saved board (players).
enum class OptionNames { command_line, json };

// Empty when the options are within the limits (players, best-of, min-score, size and
// the page setup); otherwise a message naming the bad value and what is allowed, e.g.
// "--size 5000x700: the width must be between 11 and 360 board units".
std::string check_board_options(const BoardOptions& options, OptionNames names = OptionNames::command_line);

// Empty when `seed` can name a board: valid UTF-8, not empty, at most max_seed_bytes.
// Otherwise why not, naming the seed by `name` ("--seed" or "seed").
std::string check_seed(std::string_view seed, std::string_view name);

// Empty when a PNG of `page` at `dpi` fits max_png_pixels; otherwise a message naming
// the largest DPI that fits.
std::string check_png_size(double page_width_mm, double page_height_mm, int dpi);

}  // namespace uu

// Why no seed can make a board of these options with these tables (board_problem): the
// seams of a mosaic leave its sheets no room for nodes, the tables' types cannot fill
// the board, or its paper prints it too small to read. Found before any attempt, so the
// command line refuses such options at once and the message says what would work.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <string_view>
#include <vector>

#include "uuboard/generate.hpp"
#include "model/board_size.hpp"
#include "model/drawn.hpp"
#include "model/limits.hpp"
#include "stages/collection_catalogue.hpp"
#include "stages/stages.hpp"
#include "uuboard/render/layout.hpp"

namespace uu {

namespace {

// The options with the sheets across and down changed, the rest as they are.
BoardOptions on_sheets(BoardOptions o, int across, int down) {
  o.page.sheets_across = across;
  o.page.sheets_down = down;
  o.page.area_width_mm = o.page.area_height_mm = 0;
  return o;
}

// How the options name the sheets a board is printed on: "--sheets 16x16", or the board
// paper that chose them.
std::string sheets_option(const BoardOptions& o) {
  const PageSetup& page = o.page;
  if (page.area_width_mm > 0)
    return fmt::format("--board-paper {:g}x{:g}", page.area_width_mm + 2 * page.margin_mm, page.area_height_mm + 2 * page.margin_mm + footer_band_mm);
  return fmt::format("--sheets {}x{}", page.sheets_across, page.sheets_down);
}

// Why the seams of a mosaic leave its sheets too little board for nodes, or empty: each
// seam has a band about a node wide that nodes keep out of, and below least_seam_room
// units of board a sheet between them no attempt ever made a board.
std::string seam_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c) {
  const double room = seam_room(o, c).least();
  if (room >= least_seam_room) return {};
  // The largest mosaic of the same shape whose sheets leave enough.
  const int most = std::max(o.page.sheets_across, o.page.sheets_down);
  int across = 1, down = 1;
  for (int k = most - 1; k >= 1; --k) {
    const int a = std::max(1, (o.page.sheets_across * k + most / 2) / most), d = std::max(1, (o.page.sheets_down * k + most / 2) / most);
    const BoardOptions fewer = on_sheets(o, a, d);
    if (seam_room(fewer, points_config_for(fewer, dict)).least() < least_seam_room) continue;
    across = a;
    down = d;
    break;
  }
  const bool sized = o.size_width > 0 && o.size_height > 0;
  const std::string board = sized ? fmt::format("a board of {} x {} units", o.size_width, o.size_height)
                                  : fmt::format("a {}-player board, whose node count stays one sheet's,", o.players);
  std::string instead = ", or a larger --size (--sheets auto picks the sheets that print it well)";
  if (!sized) {
    // The --size that --sheets auto prints on about these sheets, at a four-player A4 board's scale.
    const double unit = comfortable_unit_mm(), inset2 = 2 * drawn::frame_inset;
    const auto units = [&](double mm) { return std::clamp(static_cast<int>(mm / unit - inset2), min_size_units, max_size_units); };
    instead = fmt::format(", or give --size {}x{} for a board with more nodes that fills about these sheets",
                          units(o.page.board_width_mm()), units(o.page.board_height_mm()));
  }
  return fmt::format("{}: on {} x {} sheets of {} {} leaves {:.2f} units of board a sheet between the bands its nodes keep clear "
                     "along the seams, and at least {:.2f} are needed; print it on fewer sheets (--sheets {}x{} at most in this shape; "
                     "the fewer, the likelier a board){}",
                     sheets_option(o), o.page.sheets_across, o.page.sheets_down, o.page.paper, board, room, least_seam_room, across, down,
                     instead);
}

// The largest margin, in whole millimetres below the one given, at which a players' board
// prints readably on its paper, its rows far enough apart to relax on most attempts;
// negative when none does.
double largest_readable_margin(const BoardOptions& o, const Dictionary& dict) {
  for (double margin = std::floor(o.page.margin_mm); margin >= 0; margin -= 1.0) {
    BoardOptions m = o;
    m.page.margin_mm = margin;
    if (!page_setup_problem(m.page).empty()) continue;
    const PointsConfig c = points_config_for(m, dict);
    if (closest_spacing(c) >= sure_row_spacing && drawn::unit_mm_for(m.page, c.width, c.height) >= drawn::min_unit_mm) return margin;
  }
  return -1.0;
}

// Why the board cannot be printed readably on its paper, or empty when it can: every
// drawn rule needs at least drawn::min_unit_mm to a unit.
std::string print_scale_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c) {
  const double unit = drawn::unit_mm_for(o.page, c.width, c.height);
  if (unit >= drawn::min_unit_mm) return {};
  const PageSetup fits = drawn::smallest_paper(c.width, c.height, o.page);
  const PageSetup tiles = drawn::sheets_for(o.page, c.width, c.height, drawn::min_unit_mm);
  const std::string problem =
      fmt::format("print: a board of {:g} x {:g} units on {} paper is printed at {:.1f} mm a unit, too small for {:g} pt node numbers "
                  "({:.1f} mm a unit needed); use a paper of at least {:g} x {:g} mm (--paper {}{}), --sheets {}x{}",
                  c.width, c.height, o.page.paper, unit, drawn::min_text_pt, drawn::min_unit_mm, fits.page_width(), fits.page_height(),
                  fits.paper, fits.portrait ? " --portrait" : "", tiles.sheets_across, tiles.sheets_down);
  if (o.size_width > 0 && o.size_height > 0) return problem + ", or a smaller --size";
  if (o.page.area_width_mm > 0) return fmt::format("{}: {}, or a larger --board-paper", sheets_option(o), problem);
  const double margin = largest_readable_margin(o, dict);
  if (margin < 0) return problem;
  return fmt::format("--margin {:g}: {}, or a margin of at most {:g} mm", o.page.margin_mm, problem, margin);
}

// Why the tables' types cannot fill the board, or empty when they can: the minimum
// counts of the types every board holds need more nodes than it has, or the maximum
// counts of all it may hold cover fewer.
std::string tables_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c, std::string_view tables) {
  const std::int64_t nodes = std::int64_t{c.columns} * c.rows;
  const std::int64_t free_nodes = nodes - 4 * starts_per_side - 1;
  std::int64_t least = 0;
  const StageSettings settings = settings_for(o);
  for (const TypeRules& t : certain_types(dict, settings)) least += t.min;
  if (least > free_nodes) {
    const bool sized = o.size_width > 0 && o.size_height > 0;
    return fmt::format("{}: the minimum counts need {} nodes ({} players' node types), only {} are free on {} besides the start nodes "
                       "and the center; {}",
                       sized ? fmt::format("--size {}x{}", o.size_width, o.size_height) : std::string(tables), least, o.players, free_nodes,
                       sized ? "this board" : fmt::format("a {}-player board", o.players),
                       sized ? "give a larger --size" : "lower the minimums");
  }
  const std::int64_t coverable = coverable_nodes(dict, settings, free_nodes);
  if (coverable >= free_nodes) return {};
  const bool drawn = draws_types(dict, settings);
  return fmt::format("{}: the maximum counts allow {} nodes, {} need a type (the maximums of the node types this board may hold{}, "
                     "scaled for {} players); {}leave a type without a max, or raise the maximums",
                     tables, coverable, free_nodes, drawn ? ", those with a prob above 0" : "", o.players,
                     drawn ? "give more types a prob above 0, " : "");
}

}  // namespace

std::string board_problem(const GenerateOptions& options, std::string_view tables) {
  BoardOptions o = options.board;
  o.page = with_footer_for(options.seed, o.page);
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  if (tables.empty()) tables = &dict == &builtin_dictionary() ? "the built-in tables" : "the game tables";
  const PointsConfig c = points_config_for(o, dict);
  for (const std::string& problem : {seam_problem(o, dict, c), tables_problem(o, dict, c, tables), print_scale_problem(o, dict, c)})
    if (!problem.empty()) return problem;
  return {};
}

}  // namespace uu

#include "model/board_size.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "model/drawn.hpp"

namespace uu {

namespace {

struct Resolution {
  int columns_minus_one;  // the original's rX
  int rows_minus_one;     // the original's rY
};

Resolution resolution(int players) {
  if (players <= 4) return {10, 7};
  if (players <= 6) return {11, 7};
  if (players <= 8) return {12, 8};
  return {13, 9};
}

// A lattice of points a unit apart on a board of the given aspect (of its frame, as
// points_config) whose short side has `short_points` points, grown by `band_x` and
// `band_y` units for the seams' bands, which hold no points.
PointsConfig even_lattice(int short_points, double aspect, double band_x, double band_y) {
  const double inset2 = 2 * drawn::frame_inset;
  PointsConfig c;
  if (aspect >= 1.0) {
    c.rows = short_points;
    c.height = short_points - 1 + band_y;
    c.width = (c.height + inset2) * aspect - inset2;
    c.columns = std::max(2, static_cast<int>(std::lround(c.width - band_x)) + 1);
  } else {
    c.columns = short_points;
    c.width = short_points - 1 + band_x;
    c.height = (c.width + inset2) / aspect - inset2;
    c.rows = std::max(2, static_cast<int>(std::lround(c.height - band_y)) + 1);
  }
  return c;
}

// The points a players' lattice has across its short side: the original's rY + 1.
int short_side_points(int players) { return resolution(players).rows_minus_one + 1; }

}  // namespace

PointsConfig points_config(int players, double aspect) {
  // The original's resolution runs along the sheet's long side, whichever way it is turned.
  const Resolution r = resolution(players);
  PointsConfig config;
  // The frame, the board grown by drawn::frame_inset on every side, takes the printable
  // area's shape, so the board fills the sheet.
  const double inset2 = 2 * drawn::frame_inset;
  if (aspect >= 1.0) {
    config.columns = r.columns_minus_one + 1;
    config.rows = r.rows_minus_one + 1;
    config.width = r.columns_minus_one;
    config.height = (config.width + inset2) / aspect - inset2;
  } else {
    config.columns = r.rows_minus_one + 1;
    config.rows = r.columns_minus_one + 1;
    config.height = r.columns_minus_one;
    config.width = (config.height + inset2) * aspect - inset2;
  }
  if (closest_spacing(config) < least_row_spacing) return even_lattice(r.rows_minus_one + 1, aspect, 0.0, 0.0);
  return config;
}

PointsConfig points_config_for_size(int width, int height) {
  PointsConfig config;
  config.columns = width + 1;
  config.rows = height + 1;
  config.width = width;
  config.height = height;
  return config;
}

double comfortable_unit_mm() {
  const PageSetup a4{};
  const PointsConfig four = points_config(4, a4.board_aspect());
  return drawn::unit_mm_for(a4, four.width, four.height);
}

namespace {

// A board on several sheets: no node sits in the band along a seam (about a row of nodes
// wide, see seam_band.hpp), so the lattice leaves out a row or column per seam and the
// points stage spreads it over what the bands leave free. A players' board keeps one
// sheet's node count and spacing, laid out in the mosaic's shape (a strip of 2x1
// landscape sheets would otherwise squeeze a sheet's lattice into a third of its height)
// and grown by the bands.
constexpr double seam_row = 0.9;  // board units a seam's band takes, about

PointsConfig tiled_points_config(const BoardOptions& o) {
  const PageSetup& page = o.page;
  const int seams_x = page.sheets_across - 1, seams_y = page.sheets_down - 1;
  if (o.size_width > 0 && o.size_height > 0) {
    PointsConfig c = points_config_for_size(o.size_width, o.size_height);
    c.columns = std::max(2, c.columns - seams_x);
    c.rows = std::max(2, c.rows - seams_y);
    return c;
  }
  const double aspect = page.board_aspect();
  const PointsConfig sheet = points_config(o.players, aspect >= 1.0 ? PageSetup{}.board_aspect() : 1.0 / PageSetup{}.board_aspect());
  const double area = sheet.width * sheet.height, i = 2 * drawn::frame_inset;
  const double bx = seams_x * seam_row, by = seams_y * seam_row;
  // The free area (width - bx) * (height - by) equals one sheet's board, with
  // (width + i) / (height + i) = aspect: a few steps of a fixed point.
  PointsConfig c = sheet;
  c.width = std::sqrt(area * aspect) + bx;
  for (int step = 0; step < 40; ++step) {
    c.height = (c.width + i) / aspect - i;
    c.width = bx + (c.width - bx) * std::sqrt(area / ((c.width - bx) * std::max(c.height - by, 1e-3)));
  }
  c.height = (c.width + i) / aspect - i;
  const int nodes = sheet.columns * sheet.rows;
  c.columns = std::max(2, static_cast<int>(std::lround(std::sqrt(nodes * (c.width - bx) / (c.height - by)))));
  c.rows = std::max(2, static_cast<int>(std::lround(static_cast<double>(nodes) / c.columns)));
  return c;
}

// A players' mosaic too narrow for a type every board holds: no point lies farther from
// both long sides than its least border distance, so no attempt ever placed it (a strip
// of 3 x 1 landscape sheets is 3.7 units tall, Critters keep more than 2 from the
// border). The board takes its players' rows a unit apart instead, and the long side as
// many more points as fit.
PointsConfig widened_for_types(const BoardOptions& o, const std::vector<TypeRules>& certain, PointsConfig c) {
  double deepest = 0.0;
  for (const TypeRules& t : certain) deepest = std::max(deepest, t.min_border_distance.value_or(0.0));
  if (std::min(c.width, c.height) > 2 * deepest) return c;
  const PageSetup& page = o.page;
  return even_lattice(short_side_points(o.players), page.board_aspect(), (page.sheets_across - 1) * seam_row,
                      (page.sheets_down - 1) * seam_row);
}

// Lattice points added a row or a column at a time, where they lie farther apart, until
// the lattice holds `nodes`: the minimum counts of the types every board holds, with the
// start nodes and the center, must find their nodes (9 players' types need 136; a 2 x 2
// mosaic's lattice rounds to 135). A board given by its size keeps a point a unit at
// most; a players' board grows to one sheet's node count at most, and tables that need
// more are refused (generate's board_problem).
PointsConfig grown_to(const BoardOptions& o, std::int64_t nodes, PointsConfig c) {
  const bool sized = o.size_width > 0 && o.size_height > 0;
  const int most_columns = sized ? o.size_width + 1 : std::numeric_limits<int>::max();
  const int most_rows = sized ? o.size_height + 1 : std::numeric_limits<int>::max();
  if (!sized) {
    const PointsConfig sheet = points_config(o.players, PageSetup{}.board_aspect());
    nodes = std::min(nodes, std::int64_t{sheet.columns} * sheet.rows);
  }
  while (std::int64_t{c.columns} * c.rows < nodes) {
    if (rows_apart(c) && c.rows < most_rows) ++c.rows;
    else if (c.columns < most_columns) ++c.columns;
    else if (c.rows < most_rows) ++c.rows;
    else break;
  }
  return c;
}

}  // namespace

PointsConfig points_config_for(const BoardOptions& o, const std::vector<TypeRules>& certain) {
  const bool sized = o.size_width > 0 && o.size_height > 0;
  PointsConfig c = o.page.tiled() ? tiled_points_config(o)
                   : sized        ? points_config_for_size(o.size_width, o.size_height)
                                  : points_config(o.players, o.page.board_aspect());
  if (o.page.tiled() && !sized) c = widened_for_types(o, certain, c);
  std::int64_t least = 4 * starts_per_side + 1;  // the start nodes and the center
  for (const TypeRules& t : certain) least += t.min;
  return grown_to(o, least, c);
}

SeamRoom seam_room(const BoardOptions& o, const PointsConfig& c) {
  const PageSetup& page = o.page;
  if (!page.tiled()) return {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  const int across = page.sheets_across, down = page.sheets_down;
  return {(c.width - (across - 1) * seam_row) / across, (c.height - (down - 1) * seam_row) / down};
}

}  // namespace uu

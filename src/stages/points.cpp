// Stage "points". Reads the options; writes nodes (positions, border sides, the center
// role), the board's width and height, and the center id.
#include "stages/points.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <limits>
#include <numbers>
#include <span>
#include <utility>

#include "stages/collection_catalogue.hpp"
#include "stages/graph_stages.hpp"
#include "stages/seam_band.hpp"
#include "model/drawn.hpp"
#include "geom/grid_hash.hpp"
#include "geom/neighbour_lists.hpp"

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

// What relaxation moves: a node's position and sides only, kept apart from the nodes so
// that a step over a large board streams through a small array.
struct Particle {
  Vec2 pos;
  SideSet sides;
  bool center = false;
  bool x_fixed() const { return center || sides.has(Side::left) || sides.has(Side::right); }
  bool y_fixed() const { return center || sides.has(Side::top) || sides.has(Side::bottom); }
};

// Holds a node on its sides: at the side itself, and corner_gap away from the sides
// across it.
void hold_on_sides(Particle& node, const PointsConfig& c) {
  if (node.sides.has(Side::left)) node.pos.x = 0.0;
  if (node.sides.has(Side::right)) node.pos.x = c.width;
  if (node.sides.has(Side::top)) node.pos.y = 0.0;
  if (node.sides.has(Side::bottom)) node.pos.y = c.height;
  if (node.sides.has(Side::left) || node.sides.has(Side::right)) node.pos.y = std::clamp(node.pos.y, c.corner_gap, c.height - c.corner_gap);
  if (node.sides.has(Side::top) || node.sides.has(Side::bottom)) node.pos.x = std::clamp(node.pos.x, c.corner_gap, c.width - c.corner_gap);
}

// Whether the lattice's rows lie farther apart than its columns: the sides along which
// its points are sparser are then the left and right.
bool rows_apart(const PointsConfig& c) { return c.height / (c.rows - 1) > c.width / (c.columns - 1); }

// Fixes a node onto the side it has come within the margin of. A node keeps to one
// side and stays corner_gap away from the sides across it: a node in a corner could
// only be joined by an edge squeezed between its two neighbours on the border. Inline:
// it runs on every move of a free node, and most of those only test the margins.
inline void snap_to_border(Particle& node, const PointsConfig& c) {
  if (node.sides.empty()) {
    const double dx = std::min(node.pos.x, c.width - node.pos.x);
    const double dy = std::min(node.pos.y, c.height - node.pos.y);
    // In a corner (near both sides) the node takes the side along which the lattice's
    // points lie farther apart: held corner_gap off the side across, it crowds its
    // neighbours along the side it takes less there.
    const bool corner = dx < c.snap_margin && dy < c.snap_margin;
    if (corner ? rows_apart(c) : dx < c.snap_margin && dx <= dy) {
      node.sides.add(node.pos.x < c.width / 2 ? Side::left : Side::right);
    } else if (dy < c.snap_margin) {
      node.sides.add(node.pos.y < c.height / 2 ? Side::top : Side::bottom);
    } else {
      return;  // most calls: a free node away from the sides stays free
    }
  }
  hold_on_sides(node, c);
}

// Moves a node within the board: along its side if it has one, else freely, fixing it
// onto a side it comes near. The center stays where it is (it is fixed on both axes, and
// on a board at least 6 units across it is never near a side).
void move_node(Particle& node, Vec2 move, const PointsConfig& c) {
  if (node.center) return;
  if (node.sides.empty()) {
    node.pos = {std::clamp(node.pos.x + move.x, 0.0, c.width), std::clamp(node.pos.y + move.y, 0.0, c.height)};
    snap_to_border(node, c);
  } else if (node.sides.has(Side::left) || node.sides.has(Side::right)) {
    node.pos.y = std::clamp(std::clamp(node.pos.y + move.y, 0.0, c.height), c.corner_gap, c.height - c.corner_gap);
  } else {
    node.pos.x = std::clamp(std::clamp(node.pos.x + move.x, 0.0, c.width), c.corner_gap, c.width - c.corner_gap);
  }
}

// An invisible disc that pushes nodes out of it while they relax, leaving an area with
// room for an expedition or a landmark (the original's obstacles).
using Repulsor = Disc;

// What relaxation keeps from step to step: the pairs of nodes that may push each other and
// the nodes each repulsor may reach (kept as neighbour lists), and the pushes.
struct Relaxation {
  static constexpr double reach = 1.0;  // nodes closer than this push each other apart
  NeighbourLists lists;
  std::vector<Vec2> push;  // all +0: zeroed at the start and as each is used
  std::span<const Repulsor> repulsors;
  const SeamBand* seams = nullptr;  // on a tiled board, the bands nodes keep out of
};

// Repulsors spread over the board, away from its sides and its center node, none
// overlapping another: about one per repulsor_area square units.
std::vector<Repulsor> place_repulsors(const PointsConfig& c, Rng& rng) {
  std::vector<Repulsor> out;
  const double margin = 1.2;
  if (c.width < 2 * margin + 1.0 || c.height < 2 * margin + 1.0) return out;
  const auto wanted = static_cast<std::size_t>(std::lround(c.width * c.height / c.repulsor_area));
  const Vec2 middle{c.width / 2.0, c.height / 2.0};
  constexpr double apart = 0.6;  // room for nodes between two repulsors
  // Repulsors kept in buckets as wide as two of them apart, so a new one is compared with
  // those in its bucket and the eight around it only.
  const double cell = 2.0 * c.repulsor_max + apart;
  const auto columns = static_cast<std::size_t>(c.width / cell) + 1, rows = static_cast<std::size_t>(c.height / cell) + 1;
  std::vector<std::vector<std::size_t>> buckets(columns * rows);
  const auto bucket_of = [&](Vec2 p) { return std::pair{static_cast<std::size_t>(p.x / cell), static_cast<std::size_t>(p.y / cell)}; };
  const auto clashes = [&](const Repulsor& r) {
    const auto [bx, by] = bucket_of(r.center);
    for (std::size_t y = by > 0 ? by - 1 : 0; y <= std::min(rows - 1, by + 1); ++y)
      for (std::size_t x = bx > 0 ? bx - 1 : 0; x <= std::min(columns - 1, bx + 1); ++x)
        for (std::size_t k : buckets[y * columns + x])
          if (distance(out[k].center, r.center) < out[k].radius + r.radius + apart) return true;
    return false;
  };
  for (std::size_t tries = 0; out.size() < wanted && tries < 20 * wanted; ++tries) {
    const Repulsor r{{rng.uniform(margin, c.width - margin), rng.uniform(margin, c.height - margin)}, rng.uniform(c.repulsor_min, c.repulsor_max)};
    if (distance(r.center, middle) < r.radius + 1.0 || clashes(r)) continue;
    const auto [bx, by] = bucket_of(r.center);
    buckets[by * columns + bx].push_back(out.size());
    out.push_back(r);
  }
  return out;
}

// Coincident points (border nodes held at the same corner gap) separate along an axis
// the node can move on, the lower id toward smaller coordinates.
Vec2 apart(const Particle& node, bool lower) {
  const double sign = lower ? -1.0 : 1.0;
  return node.x_fixed() ? Vec2{0.0, sign} : Vec2{sign, 0.0};
}

// One Jacobi step: every node is pushed away from each neighbour closer than one unit,
// by how much closer it is, along the line between them. The pushes add up pair by pair
// in ascending order; node a's push is held aside while its own pairs are visited, as
// every pair adding to it before then has a lower id than a.
void relax_once(std::vector<Particle>& particles, const PointsConfig& config, double step, Relaxation& r) {
  r.lists.refresh();
  std::vector<Vec2>& push = r.push;
  const std::vector<double>& x = r.lists.x();
  const std::vector<double>& y = r.lists.y();
  // Each repulsor pushes the nodes inside it out toward its rim, in id order.
  for (std::size_t k = 0; k < r.repulsors.size(); ++k) {
    const Repulsor& rep = r.repulsors[k];
    for (const int near : r.lists.near_disc(k)) {
      const auto i = static_cast<std::size_t>(near);
      const Vec2 away = Vec2{x[i], y[i]} - rep.center;
      const double d = length(away);
      if (d < rep.radius && d > 0.0) push[i] = push[i] + away * ((rep.radius - d) / d);
    }
  }
  if (r.seams) add_seam_pushes(*r.seams, x, y, seam_relax_slack, push);
  for (std::size_t a = 0; a < particles.size(); ++a) {
    const Vec2 pa{x[a], y[a]};
    Vec2 push_a = push[a];
    for (const int partner : r.lists.partners(a)) {
      const auto b = static_cast<std::size_t>(partner);
      const Vec2 away{pa.x - x[b], pa.y - y[b]};
      const double d2 = length_squared(away);
      // A pair out of reach would add a push of zero, which leaves the sums bit for bit
      // as they are: a push is never -0 (it starts at +0 and only has pushes added).
      if (d2 > Relaxation::reach * Relaxation::reach) continue;
      if (d2 > 0.0) {
        const double d = std::sqrt(d2);
        const Vec2 f = away * ((Relaxation::reach - d) / d);
        push_a = push_a + f;
        push[b] = push[b] - f;
      } else {
        push_a = push_a + apart(particles[a], true);
        push[b] = push[b] + apart(particles[b], false);
      }
    }
    push[a] = push_a;
  }
  r.lists.move_all([&](std::size_t i) {
    move_node(particles[i], push[i] * step, config);
    push[i] = Vec2{};
    return particles[i].pos;
  });
}

// Smallest distance between two nodes, found through the grid.
double min_spacing(const Board& board, double limit, int& a, int& b) {
  std::vector<Vec2> pos(board.nodes.size());
  std::transform(board.nodes.begin(), board.nodes.end(), pos.begin(), [](const Node& n) { return n.pos; });
  const GridHash grid(pos, 1.0);
  double best = limit;
  for (std::size_t i = 0; i < pos.size(); ++i) {
    grid.for_each_within(pos[i], limit, [&](int j) {
      if (static_cast<std::size_t>(j) <= i) return;
      const double d = distance(pos[i], pos[static_cast<std::size_t>(j)]);
      if (d < best) {
        best = d;
        a = static_cast<int>(i);
        b = j;
      }
    });
  }
  return best;
}

// The drawn shapes of any two nodes keep drawn::clearance_mm apart, each border node
// counted as a square since it may become a start node.
StageResult shapes_apart(const Board& board) {
  const drawn::Sizes sizes = drawn::sizes(board.unit_mm);
  std::vector<Footprint> shapes(board.nodes.size());
  std::vector<Vec2> pos(board.nodes.size());
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    Node as_drawn = board.nodes[i];
    if (as_drawn.on_border()) as_drawn.role = Role::start;
    shapes[i] = drawn::shape_footprint(as_drawn, sizes);
    pos[i] = as_drawn.pos;
  }
  const GridHash grid(pos, 1.0);
  const double reach = 2.0 * std::max(sizes.center_reach(), sizes.node_reach() * std::numbers::sqrt2) + sizes.clearance;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    int close = -1;
    grid.for_each_within(pos[i], reach, [&](int j) {
      if (static_cast<std::size_t>(j) > i && close < 0 && distance(shapes[i], shapes[static_cast<std::size_t>(j)]) < sizes.clearance) close = j;
    });
    if (close >= 0) {
      return StageResult::fail(fmt::format("points: the drawn shapes of nodes {} and {} come closer than {} mm", i, close, drawn::clearance_mm));
    }
  }
  return StageResult::success();
}

}  // namespace

namespace {

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
  const double closest = std::min(config.width / (config.columns - 1), config.height / (config.rows - 1));
  if (closest < least_row_spacing) return even_lattice(r.rows_minus_one + 1, aspect, 0.0, 0.0);
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
// wide, stages/seam_band.hpp), so the lattice leaves out a row or column per seam and the
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
    const bool rows_sparser = c.height / (c.rows - 1) > c.width / (c.columns - 1);
    if (rows_sparser && c.rows < most_rows) ++c.rows;
    else if (c.columns < most_columns) ++c.columns;
    else if (c.rows < most_rows) ++c.rows;
    else break;
  }
  return c;
}

}  // namespace

PointsConfig points_config_for(const BoardOptions& o, const Dictionary& dict) {
  const bool sized = o.size_width > 0 && o.size_height > 0;
  PointsConfig c = o.page.tiled() ? tiled_points_config(o)
                   : sized        ? points_config_for_size(o.size_width, o.size_height)
                                  : points_config(o.players, o.page.board_aspect());
  const std::vector<TypeRules> certain = certain_types(dict, o);
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

StageResult place_points(Board& board, const PointsConfig& config, Rng& rng) {
  board.width = config.width;
  board.height = config.height;
  board.unit_mm = drawn::unit_mm_for(board.options.page, board.width, board.height);
  const double sx = config.width / (config.columns - 1);
  const double sy = config.height / (config.rows - 1);
  const SeamBand seams = seam_band(board);
  // On a tiled board the center node keeps off the seams: as near the middle as that allows.
  const Vec2 middle = center_spot(board);
  std::vector<Particle> particles;
  particles.reserve(static_cast<std::size_t>(config.columns) * static_cast<std::size_t>(config.rows));
  int center = -1;
  double center_d2 = 0.0;
  for (int i = 0; i < config.columns; ++i) {
    for (int j = 0; j < config.rows; ++j) {
      const double jx = rng.uniform(-0.5, 0.5);
      const double jy = rng.uniform(-0.5, 0.5);
      const Vec2 lattice = skip_seams(seams, {i * sx, j * sy}, config.width, config.height);
      Particle p;
      p.pos = {std::clamp(lattice.x + jx * sx, 0.0, config.width), std::clamp(lattice.y + jy * sy, 0.0, config.height)};
      const double d2 = distance_squared(lattice, middle);
      if (center < 0 || d2 < center_d2) {
        center = static_cast<int>(particles.size());
        center_d2 = d2;
      }
      particles.push_back(p);
    }
  }
  particles[static_cast<std::size_t>(center)].pos = middle;
  particles[static_cast<std::size_t>(center)].center = true;
  for (Particle& p : particles) snap_to_border(p, config);

  // The step shrinks linearly to nothing, so the points settle instead of oscillating.
  const std::vector<Repulsor> repulsors = place_repulsors(config, rng);
  Relaxation relaxation;
  relaxation.repulsors = repulsors;
  std::vector<Vec2> start(particles.size());
  std::transform(particles.begin(), particles.end(), start.begin(), [](const Particle& p) { return p.pos; });
  relaxation.lists.start(start, config.width, config.height, Relaxation::reach, repulsors);
  relaxation.push.assign(particles.size(), Vec2{});
  if (!seams.empty()) relaxation.seams = &seams;
  for (int k = 0; k < config.iterations; ++k) {
    const double step = config.first_step * (1.0 - static_cast<double>(k) / config.iterations);
    relax_once(particles, config, step, relaxation);
  }

  if (!seams.empty()) {
    for (Particle& p : particles)
      if (!p.center) p.pos = out_of_seams(seams, p.pos, seams.node_half, !p.x_fixed(), !p.y_fixed());
  }
  board.nodes.assign(particles.size(), Node{});
  for (std::size_t i = 0; i < particles.size(); ++i) {
    board.nodes[i].pos = particles[i].pos;
    board.nodes[i].sides = particles[i].sides;
  }
  board.nodes[static_cast<std::size_t>(center)].role = Role::center;
  board.center = center;

  int a = -1, b = -1;
  const double spacing = min_spacing(board, config.min_spacing, a, b);
  if (a >= 0) {
    return StageResult::fail(fmt::format("points: nodes {} and {} are {:.3f} units apart (at least {} needed)", a, b, spacing,
                                         config.min_spacing));
  }
  if (const std::string on_seam = node_on_seam(board, seams); !on_seam.empty()) return StageResult::fail(on_seam);
  return shapes_apart(board);
}

}  // namespace uu

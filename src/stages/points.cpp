// Stage "points". Reads the options; writes nodes (positions, border sides, the center
// role), the board's width and height, and the center id.
#include "stages/stages.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <span>
#include <utility>

#include "stages/collection_catalogue.hpp"
#include "stages/seam_band.hpp"
#include "model/drawn.hpp"
#include "geom/grid_hash.hpp"
#include "geom/neighbour_lists.hpp"
#include "geom/uniform_grid.hpp"

namespace uu {

namespace {

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
  // Repulsors listed by cells as wide as two of them apart, so a new one is compared with
  // those in its cell and the eight around it only.
  const UniformGrid grid = UniformGrid::covering({0.0, 0.0}, {c.width, c.height}, 2.0 * c.repulsor_max + apart);
  CellLists<std::size_t> placed;
  placed.reset(grid.cells());
  const auto clashes = [&](const Repulsor& r) {
    const auto [cx, cy] = grid.cell_of(r.center);
    for (int y = std::max(cy - 1, 0); y <= std::min(cy + 1, grid.rows() - 1); ++y)
      for (int x = std::max(cx - 1, 0); x <= std::min(cx + 1, grid.columns() - 1); ++x)
        for (int e = placed.first(grid.index(x, y)); e >= 0; e = placed.entry(e).next) {
          const Repulsor& other = out[placed.entry(e).item];
          if (distance(other.center, r.center) < other.radius + r.radius + apart) return true;
        }
    return false;
  };
  for (std::size_t tries = 0; out.size() < wanted && tries < 20 * wanted; ++tries) {
    const Repulsor r{{rng.uniform(margin, c.width - margin), rng.uniform(margin, c.height - margin)}, rng.uniform(c.repulsor_min, c.repulsor_max)};
    if (distance(r.center, middle) < r.radius + 1.0 || clashes(r)) continue;
    placed.push(grid.index_of(r.center), out.size());
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

// Smallest distance between two nodes at `pos`, found through the grid of them.
double min_spacing(std::span<const Vec2> pos, const GridHash& grid, double limit, int& a, int& b) {
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
StageResult shapes_apart(const Board& board, std::span<const Vec2> pos, const GridHash& grid) {
  const drawn::Sizes sizes = drawn::sizes(board.unit_mm);
  std::vector<Footprint> shapes(board.nodes.size());
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    Node as_drawn = board.nodes[i];
    if (as_drawn.on_border()) as_drawn.role = Role::start;
    shapes[i] = drawn::shape_footprint(as_drawn, sizes);
  }
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

PointsConfig points_config_for(const BoardOptions& options, const Dictionary& dict) {
  return points_config_for(options, certain_types(dict, settings_for(options)));
}

StageResult place_points(Board& board, const StageSettings& settings, const PointsConfig& config, Rng& rng) {
  board.width = config.width;
  board.height = config.height;
  board.unit_mm = drawn::unit_mm_for(settings.page, board.width, board.height);
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
  Relaxation relaxation{.lists = {}, .push = std::vector<Vec2>(particles.size()), .repulsors = repulsors, .seams = seams.empty() ? nullptr : &seams};
  std::vector<Vec2> start(particles.size());
  std::transform(particles.begin(), particles.end(), start.begin(), [](const Particle& p) { return p.pos; });
  relaxation.lists.start(start, config.width, config.height, Relaxation::reach, repulsors);
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

  // The nodes' positions and a grid of them, for the checks of their distances.
  std::vector<Vec2> pos(board.nodes.size());
  std::transform(board.nodes.begin(), board.nodes.end(), pos.begin(), [](const Node& n) { return n.pos; });
  const GridHash grid(pos, 1.0);
  int a = -1, b = -1;
  const double spacing = min_spacing(pos, grid, config.min_spacing, a, b);
  if (a >= 0) {
    return StageResult::fail(fmt::format("points: nodes {} and {} are {:.3f} units apart (at least {} needed)", a, b, spacing,
                                         config.min_spacing));
  }
  if (const std::string on_seam = node_on_seam(board, seams); !on_seam.empty()) return StageResult::fail(on_seam);
  return shapes_apart(board, pos, grid);
}

}  // namespace uu

// Stage "points". Reads the options; writes nodes (positions, border sides, the center
// role), the board's width and height, and the center id.
#include "stages/points.hpp"

#include <algorithm>
#include <fmt/core.h>

#include "uuboard/geom/grid_hash.hpp"

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

// Fixes a node onto the side it has come within the margin of. A node keeps to one
// side and stays corner_gap away from the sides across it: a node in a corner could
// only be joined by an edge squeezed between its two neighbours on the border.
void snap_to_border(Node& node, const PointsConfig& c) {
  const bool fixed_x = node.sides.has(Side::left) || node.sides.has(Side::right);
  const bool fixed_y = node.sides.has(Side::top) || node.sides.has(Side::bottom);
  if (!fixed_x && !fixed_y) {
    const double dx = std::min(node.pos.x, c.width - node.pos.x);
    const double dy = std::min(node.pos.y, c.height - node.pos.y);
    if (dx < c.snap_margin && dx <= dy) {
      node.sides.add(node.pos.x < c.width / 2 ? Side::left : Side::right);
    } else if (dy < c.snap_margin) {
      node.sides.add(node.pos.y < c.height / 2 ? Side::top : Side::bottom);
    }
  }
  if (node.sides.has(Side::left)) node.pos.x = 0.0;
  if (node.sides.has(Side::right)) node.pos.x = c.width;
  if (node.sides.has(Side::top)) node.pos.y = 0.0;
  if (node.sides.has(Side::bottom)) node.pos.y = c.height;
  if (node.sides.has(Side::left) || node.sides.has(Side::right)) node.pos.y = std::clamp(node.pos.y, c.corner_gap, c.height - c.corner_gap);
  if (node.sides.has(Side::top) || node.sides.has(Side::bottom)) node.pos.x = std::clamp(node.pos.x, c.corner_gap, c.width - c.corner_gap);
}

bool x_fixed(const Node& n) { return n.role == Role::center || n.sides.has(Side::left) || n.sides.has(Side::right); }
bool y_fixed(const Node& n) { return n.role == Role::center || n.sides.has(Side::top) || n.sides.has(Side::bottom); }

std::vector<Vec2> positions(const Board& board) {
  std::vector<Vec2> out(board.nodes.size());
  std::transform(board.nodes.begin(), board.nodes.end(), out.begin(), [](const Node& n) { return n.pos; });
  return out;
}

// What one relaxation step needs besides the board, kept from step to step so that the
// sixty steps allocate nothing after the first.
struct Relaxation {
  std::vector<Vec2> pos;
  std::vector<Vec2> push;
  GridHash grid;
};

// One Jacobi step: every node is pushed away from each neighbour closer than one unit,
// by how much closer it is, along the line between them.
void relax_once(Board& board, const PointsConfig& config, double step, Relaxation& r) {
  std::vector<Vec2>& pos = r.pos;
  pos.resize(board.nodes.size());
  std::transform(board.nodes.begin(), board.nodes.end(), pos.begin(), [](const Node& n) { return n.pos; });
  r.grid.rebuild(pos, 1.0);
  const GridHash& grid = r.grid;
  std::vector<Vec2>& push = r.push;
  push.assign(pos.size(), Vec2{});
  for (std::size_t i = 0; i < pos.size(); ++i) {
    grid.for_each_within(pos[i], 1.0, [&](int j) {
      if (static_cast<std::size_t>(j) == i) return;
      const Vec2 away = pos[i] - pos[static_cast<std::size_t>(j)];
      const double d = length(away);
      // Coincident points (border nodes held at the same corner gap) separate along an
      // axis they can move on, the lower id first.
      const double sign = static_cast<std::size_t>(j) < i ? 1.0 : -1.0;
      const Vec2 dir = d > 0.0 ? away * (1.0 / d) : x_fixed(board.nodes[i]) ? Vec2{0.0, sign} : Vec2{sign, 0.0};
      push[i] = push[i] + dir * (1.0 - d);
    });
  }
  for (std::size_t i = 0; i < pos.size(); ++i) {
    Node& node = board.nodes[i];
    Vec2 move = push[i] * step;
    if (x_fixed(node)) move.x = 0.0;
    if (y_fixed(node)) move.y = 0.0;
    node.pos = {std::clamp(node.pos.x + move.x, 0.0, config.width), std::clamp(node.pos.y + move.y, 0.0, config.height)};
    snap_to_border(node, config);
  }
}

// Smallest distance between two nodes, found through the grid.
double min_spacing(const Board& board, double limit, int& a, int& b) {
  const std::vector<Vec2> pos = positions(board);
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

}  // namespace

PointsConfig points_config(int players, double aspect) {
  // The original's resolution runs along the sheet's long side, whichever way it is turned.
  const Resolution r = resolution(players);
  PointsConfig config;
  if (aspect >= 1.0) {
    config.columns = r.columns_minus_one + 1;
    config.rows = r.rows_minus_one + 1;
    config.width = r.columns_minus_one;
    config.height = config.width / aspect;
  } else {
    config.columns = r.rows_minus_one + 1;
    config.rows = r.columns_minus_one + 1;
    config.height = r.columns_minus_one;
    config.width = config.height * aspect;
  }
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

StageResult place_points(Board& board, const PointsConfig& config, Rng& rng) {
  board.width = config.width;
  board.height = config.height;
  board.nodes.clear();
  const double sx = config.width / (config.columns - 1);
  const double sy = config.height / (config.rows - 1);
  const Vec2 middle{config.width / 2.0, config.height / 2.0};
  int center = -1;
  double center_d2 = 0.0;
  for (int i = 0; i < config.columns; ++i) {
    for (int j = 0; j < config.rows; ++j) {
      Node node;
      const double jx = rng.uniform(-0.5, 0.5);
      const double jy = rng.uniform(-0.5, 0.5);
      const Vec2 lattice{i * sx, j * sy};
      node.pos = {std::clamp(lattice.x + jx * sx, 0.0, config.width), std::clamp(lattice.y + jy * sy, 0.0, config.height)};
      const double d2 = distance_squared(lattice, middle);
      if (center < 0 || d2 < center_d2) {
        center = static_cast<int>(board.nodes.size());
        center_d2 = d2;
      }
      board.nodes.push_back(node);
    }
  }
  Node& c = board.nodes[static_cast<std::size_t>(center)];
  c.pos = middle;
  c.role = Role::center;
  board.center = center;
  for (Node& node : board.nodes) snap_to_border(node, config);

  // The step shrinks linearly to nothing, so the points settle instead of oscillating.
  Relaxation relaxation;
  for (int k = 0; k < config.iterations; ++k) {
    const double step = 0.5 * (1.0 - static_cast<double>(k) / config.iterations);
    relax_once(board, config, step, relaxation);
  }

  int a = -1, b = -1;
  const double spacing = min_spacing(board, config.min_spacing, a, b);
  if (a >= 0) {
    return StageResult::fail(fmt::format("points: nodes {} and {} are {:.3f} units apart (at least {} needed)", a, b, spacing,
                                         config.min_spacing));
  }
  return StageResult::success();
}

}  // namespace uu

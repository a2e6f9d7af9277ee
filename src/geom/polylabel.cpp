#include "uuboard/geom/polylabel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <queue>
#include <vector>

#include "uuboard/geom/polygon.hpp"

namespace uu {

namespace {

struct Cell {
  Vec2 center;
  double half = 0.0;      // half the cell's side
  double distance = 0.0;  // signed distance from the center to the outline
  double bound = 0.0;     // the best distance any point of the cell can have
  std::uint64_t order = 0;
};

Cell make_cell(Vec2 center, double half, std::span<const Vec2> ring, std::uint64_t order) {
  const double d = distance_to_outline(center, ring);
  const double signed_d = point_in_polygon(center, ring) ? d : -d;
  return {center, half, signed_d, signed_d + half * std::sqrt(2.0), order};
}

// Area-weighted centroid, or the first vertex when the ring has no area.
Vec2 centroid(std::span<const Vec2> ring) {
  double twice_area = 0.0;
  Vec2 sum;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const double f = cross(ring[j], ring[i]);
    sum = sum + (ring[j] + ring[i]) * f;
    twice_area += f;
  }
  if (twice_area == 0.0) return ring[0];
  return sum * (1.0 / (3.0 * twice_area));
}

// Larger bound first; among equal bounds the older cell first.
struct ByBound {
  bool operator()(const Cell& a, const Cell& b) const {
    if (a.bound != b.bound) return a.bound < b.bound;
    return a.order > b.order;
  }
};

}  // namespace

Pole polylabel(std::span<const Vec2> ring, double precision) {
  if (ring.empty()) return {};
  Vec2 lo = ring[0], hi = ring[0];
  for (Vec2 p : ring) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const double width = hi.x - lo.x, height = hi.y - lo.y;
  const double cell_size = std::min(width, height);
  if (!(cell_size > 0.0)) return {lo, 0.0};
  precision = std::max(precision, cell_size * 1e-9);

  std::uint64_t order = 0;
  std::priority_queue<Cell, std::vector<Cell>, ByBound> queue;
  const double half = cell_size / 2.0;
  const auto columns = static_cast<int>(std::ceil(width / cell_size));
  const auto rows = static_cast<int>(std::ceil(height / cell_size));
  for (int i = 0; i < columns; ++i) {
    for (int j = 0; j < rows; ++j) {
      queue.push(make_cell({lo.x + cell_size * i + half, lo.y + cell_size * j + half}, half, ring, order++));
    }
  }

  Cell best = make_cell(centroid(ring), 0.0, ring, order++);
  const Cell box_center = make_cell({lo.x + width / 2.0, lo.y + height / 2.0}, 0.0, ring, order++);
  if (box_center.distance > best.distance) best = box_center;

  while (!queue.empty()) {
    const Cell cell = queue.top();
    queue.pop();
    if (cell.distance > best.distance) best = cell;
    if (cell.bound - best.distance <= precision) continue;
    const double h = cell.half / 2.0;
    for (const Vec2 offset : {Vec2{-h, -h}, Vec2{h, -h}, Vec2{-h, h}, Vec2{h, h}}) {
      queue.push(make_cell(cell.center + offset, h, ring, order++));
    }
  }
  return {best.center, best.distance};
}

}  // namespace uu

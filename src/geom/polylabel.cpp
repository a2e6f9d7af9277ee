#include "uuboard/geom/polylabel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
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

// distance_to_outline and point_in_polygon (polygon.cpp) in one pass over the ring, with
// the same arithmetic: the square root is taken once, of the least squared distance,
// which is the least of the roots because rounding a root is monotonic.
double signed_distance(Vec2 p, std::span<const Vec2> ring) {
  if (ring.empty()) return -std::numeric_limits<double>::infinity();
  double best2 = std::numeric_limits<double>::infinity();
  bool inside = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 a = ring[j], b = ring[i];
    const Vec2 ab = b - a;
    const double len2 = length_squared(ab);
    Vec2 nearest = a;
    if (len2 != 0.0) nearest = a + ab * std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
    best2 = std::min(best2, length_squared(p - nearest));
    if (ring.size() >= 3 && (a.y > p.y) != (b.y > p.y)) {
      const double x_at = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (p.x < x_at) inside = !inside;
    }
  }
  const double d = std::sqrt(best2);
  return inside ? d : -d;
}

Cell make_cell(Vec2 center, double half, std::span<const Vec2> ring, std::uint64_t order) {
  const double signed_d = signed_distance(center, ring);
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

Pole polylabel(std::span<const Vec2> ring, double precision, double at_least) {
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

  // Signed distance changes no faster than position, so no point of a cell is farther
  // than its bound; the margin covers rounding in the computed distances.
  constexpr double rounding = 1e-9;
  while (!queue.empty()) {
    if (best.distance < at_least && queue.top().bound + rounding < at_least) break;
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

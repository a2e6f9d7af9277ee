#include "uuboard/geom/polygon.hpp"

#include <algorithm>
#include <limits>

#include "uuboard/geom/segment.hpp"

namespace uu {

double signed_area(std::span<const Vec2> ring) {
  if (ring.size() < 3) return 0.0;
  double twice = 0.0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) twice += cross(ring[j], ring[i]);
  return twice / 2.0;
}

bool point_in_polygon(Vec2 p, std::span<const Vec2> ring) {
  if (ring.size() < 3) return false;
  bool inside = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 a = ring[j], b = ring[i];
    // Half-open in y: a segment counts when p.y lies in [min y, max y), horizontal ones never.
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const double x_at = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
    if (p.x < x_at) inside = !inside;
  }
  return inside;
}

double distance_to_outline(Vec2 p, std::span<const Vec2> ring) {
  if (ring.empty()) return std::numeric_limits<double>::infinity();
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    best = std::min(best, distance_point_segment(p, ring[j], ring[i]));
  }
  return best;
}

}  // namespace uu

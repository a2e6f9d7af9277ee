#include "geom/polygon.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

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

// distance_point_segment's arithmetic, with the square root taken once, of the least
// squared distance: that is the least of the roots, as rounding a root is monotonic.
double distance_to_outline(Vec2 p, std::span<const Vec2> ring) {
  if (ring.empty()) return std::numeric_limits<double>::infinity();
  double least2 = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 a = ring[j], ab = ring[i] - ring[j];
    const double len2 = length_squared(ab);
    Vec2 nearest = a;
    if (len2 != 0.0) nearest = a + ab * std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
    least2 = std::min(least2, length_squared(p - nearest));
  }
  return std::sqrt(least2);
}

}  // namespace uu

// Random rings for the geometry tests, and the plain distance to a ring's outline.
#pragma once
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

#include "geom/segment.hpp"
#include "uuboard/geom/vec2.hpp"
#include "uuboard/rng.hpp"

namespace uu::test {

// A star-shaped ring of n points around (5, 5), radii in [min_radius, 5), snapped to a
// 0.5 grid when `snapped` so that many points share a y (horizontal sides, points on
// vertices' heights) or repeat.
inline std::vector<Vec2> star_ring(Rng& rng, int n, bool snapped, double min_radius = 1.0) {
  std::vector<Vec2> ring;
  for (int i = 0; i < n; ++i) {
    const double angle = 2.0 * std::numbers::pi * (i + rng.uniform(0.0, 0.9)) / n;
    const double r = rng.uniform(min_radius, 5.0);
    Vec2 p{5.0 + r * std::cos(angle), 5.0 + r * std::sin(angle)};
    if (snapped) p = {std::round(p.x * 2.0) / 2.0, std::round(p.y * 2.0) / 2.0};
    ring.push_back(p);
  }
  return ring;
}

// The least distance from p to a side of the ring, side by side: the plain version the
// quicker distances are held to.
inline double plain_distance_to_outline(Vec2 p, const std::vector<Vec2>& ring) {
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    best = std::min(best, distance_point_segment(p, ring[j], ring[i]));
  }
  return best;
}

}  // namespace uu::test

#pragma once
// The signed distance from a point to a ring's outline, for a search that asks it at
// many points of one ring (polylabel's cells): distance_to_outline and point_in_polygon
// (polygon.hpp) in one pass over the sides, with the same arithmetic to the bit, the
// sides kept with what every distance needs and, on a long ring, grouped in runs whose
// boxes let a distance skip the sides that cannot matter.
#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Outline {
  // A side of the ring from a to b, with what every distance to it needs.
  struct Side {
    Vec2 a;
    Vec2 ab;  // b - a
    double length2 = 0.0;  // length_squared(ab)
    double b_y = 0.0;
  };

  // Runs of consecutive sides with their bounding box, so that a distance skips the runs
  // that can matter neither for the nearest side nor for the crossings.
  struct Run {
    Box box;
    std::size_t end = 0;  // the run's sides end here; the previous run's end is its start
  };

  static constexpr std::size_t shortest_with_runs = 17;
  std::vector<Side> sides;
  std::vector<Run> runs;  // none for a short ring: skipping would save less than it costs
  // point_in_polygon: no inside for fewer than 3 points (a ring has as many sides).
  bool counts_crossings() const { return sides.size() >= 3; }

  // The outline of `ring`, in the memory already held.
  void assign(std::span<const Vec2> ring);
};

// The squared distance from p to a side, with distance_point_segment's arithmetic.
inline double distance2(Vec2 p, const Outline::Side& s) {
  Vec2 nearest = s.a;
  if (s.length2 != 0.0) nearest = s.a + s.ab * std::clamp(dot(p - s.a, s.ab) / s.length2, 0.0, 1.0);
  return length_squared(p - nearest);
}

// Where the side crosses the horizontal line through p, for a side across p.y: the
// crossing test of point_in_polygon.
inline double crossing_x(Vec2 p, const Outline::Side& s) {
  return s.a.x + (p.y - s.a.y) * s.ab.x / s.ab.y;  // ab is (b.x - a.x, b.y - a.y)
}

// distance_to_outline and point_in_polygon (polygon.cpp) in one pass over the ring, with
// the same arithmetic: the square root is taken once, of the least squared distance,
// which is the least of the roots because rounding a root is monotonic. Neither the
// least nor the parity of crossings depends on the order of the sides, so the run
// nearest p goes first; after it, a run farther than the least so far cannot lower it,
// and a run that does not reach p.y has no side point_in_polygon's test would cross
// (that needs min y <= p.y < max y), so a run that is both is skipped. `nearest_side`
// is set to the index of a side at that distance. An empty outline is infinitely far,
// outside.
double signed_distance(Vec2 p, const Outline& outline, std::size_t& nearest_side);

}  // namespace uu

#pragma once
// Measures of a simple ring of points (a polygon given by its vertices in order, the
// closing segment implied): signed area, even-odd containment and distance to the
// outline. A ring may visit a point twice (a face with a dangling edge); the even-odd
// rule then treats the doubled segment as a slit, which is what a face means.
#include <cstddef>
#include <span>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

// Shoelace area: positive when the ring turns counter-clockwise in the frame of its
// coordinates (x right, y up), that is clockwise on a y-down page. 0 for fewer than 3 points.
double signed_area(std::span<const Vec2> ring);

// Even-odd rule with a half-open crossing test, so a point exactly on the outline gets a
// definite but unspecified answer. False for fewer than 3 points.
bool point_in_polygon(Vec2 p, std::span<const Vec2> ring);

// point_in_polygon for many points against one ring, with the same answers. The ring's
// height is cut into bands; each band lists the segments whose y range reaches into it,
// a superset of those a point in the band can cross, and a test runs point_in_polygon's
// crossing test on that list only. Buffers are kept from ring to ring.
class RingContainment {
 public:
  void reset(std::span<const Vec2> ring);
  bool contains(Vec2 p) const;

 private:
  struct Segment {
    Vec2 a, b;  // as point_in_polygon meets them: b follows a along the ring
  };
  std::size_t band_of(double y) const;

  double low_ = 0.0;   // least y of the ring
  double high_ = 0.0;  // greatest y of the ring
  double bands_per_unit_ = 0.0;
  std::size_t bands_ = 0;
  std::vector<std::size_t> first_;  // band k lists segments_[first_[k], first_[k + 1])
  std::vector<Segment> segments_;
  std::vector<std::size_t> cursor_;  // where reset() puts each band's next segment
};

// Shortest distance from p to any segment of the ring (closing segment included).
// An empty ring is infinitely far; a single point is a ring of one degenerate segment.
double distance_to_outline(Vec2 p, std::span<const Vec2> ring);

}  // namespace uu

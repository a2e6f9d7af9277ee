#pragma once
// The part of a convex ring at least some depth inside it: where polylabel's pole can
// lie, or where a point has at least that much room from the outline, found by clipping
// instead of searching.
#include <array>
#include <cstddef>
#include <span>

#include "uuboard/geom/vec2.hpp"

namespace uu {

// Where polylabel's pole of a convex ring can lie: the points inside at least
// (deepest - slack) from the outline, deepest being the largest distance any point
// inside has. With slack at least polylabel's precision (and any rounding), every pole
// polylabel returns for the ring lies in it. For a strictly convex ring of at most
// max_sides sides, the polygon's vertices; for any other ring, none. Its memory is kept
// for the next ring.
class DeepRegion {
 public:
  static constexpr std::size_t max_sides = 8;
  std::span<const Vec2> of(std::span<const Vec2> ring, double slack);
  // The points inside `ring` at least `depth` from the outline (computed: within
  // rounding of it), for the same rings as of(); none for any other ring.
  std::span<const Vec2> at_depth(std::span<const Vec2> ring, double depth);

 private:
  struct Line {
    Vec2 normal;  // of unit length, into the ring
    double offset = 0.0;  // the line is the points p with dot(normal, p) == offset
  };
  bool take_sides(std::span<const Vec2> ring);
  std::span<const Vec2> clip(std::span<const Vec2> ring, double depth);
  std::array<Line, max_sides> lines_;
  std::array<Vec2, 2 * max_sides> from_, to_;  // a polygon being clipped, and the result
};

}  // namespace uu

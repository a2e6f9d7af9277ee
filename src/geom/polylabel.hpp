#pragma once
// Pole of inaccessibility: the point inside a polygon farthest from its outline, the
// place with most room for a label or a token (Mapbox's polylabel: cover the bounding
// box with square cells, refine the most promising cell first until no cell can beat
// the best point found by more than `precision`).
#include <functional>
#include <limits>
#include <memory>
#include <span>

#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Pole {
  Vec2 point;
  double distance = 0.0;  // to the outline; positive inside the polygon
};

// Even-odd interior of `ring` (see polygon.hpp). The answer is within `precision` of
// the true maximum distance. Cells are refined in order of their bound, ties in order of
// creation, so the result is the same on every run. Degenerate input: an empty ring
// gives {(0, 0), 0}; a ring without width or height gives its bounding box's least
// corner with distance 0.
//
// With `at_least`, the search stops as soon as no cell can hold a point that far from
// the outline, and the best point so far is returned (its distance below at_least): a
// caller that only wants roomy polygons skips the rest of the work on narrow ones. A
// result at or above at_least is the same as without it.
Pole polylabel(std::span<const Vec2> ring, double precision = 0.01,
               double at_least = -std::numeric_limits<double>::infinity());

// polylabel() for a caller that looks at many polygons: the same answers, with the
// memory of one search kept for the next.
class PoleFinder {
 public:
  PoleFinder();
  ~PoleFinder();
  PoleFinder(const PoleFinder&) = delete;
  PoleFinder& operator=(const PoleFinder&) = delete;

  Pole find(std::span<const Vec2> ring, double precision = 0.01,
            double at_least = -std::numeric_limits<double>::infinity());

  // The distance find() starts from on `ring`, its best point before any cell is
  // refined: the pole it returns is never less deep. A find() of the same ring, next
  // and unchanged, takes up the work done here.
  double start(std::span<const Vec2> ring);

  // A bound on the room at a point other than the outline: limit(p, up_to) is the room
  // at p when that is below up_to, and up_to or more otherwise. It is never below zero
  // and changes no faster than p moves (a least distance to some shapes, say).
  using RoomLimit = std::function<double(Vec2 p, double up_to)>;

  // The point inside `ring` where the lesser of its distance to the outline and
  // limit(p) is largest, within `precision` of that largest value, which the pole's
  // distance is; at_least as for find(). The same cell search as polylabel's, since
  // that lesser value, like the distance, changes no faster than the point: a cell's
  // bound is its center's value plus half its diagonal. The limit is asked only at
  // points inside whose distance could still matter.
  Pole find_limited(std::span<const Vec2> ring, double precision, double at_least, const RoomLimit& limit);

 private:
  struct Buffers;
  std::unique_ptr<Buffers> buffers_;
  template <class Limit>
  Pole search(std::span<const Vec2> ring, double precision, double at_least, const Limit& limit);
};

}  // namespace uu

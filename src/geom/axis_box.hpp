#pragma once
// The quick tests on axis-aligned boxes (uuboard/geom/box.hpp) that spare a distance
// measured to something far away. Knows nothing of the game.
#include <algorithm>
#include <span>

#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

// The box around segment ab.
inline Box box_around(Vec2 a, Vec2 b) { return {{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}}; }

// The box around the points, which must not be empty.
inline Box bounds_of(std::span<const Vec2> points) {
  Box box{points[0], points[0]};
  for (Vec2 p : points) {
    box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
    box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
  }
  return box;
}

// Whether the boxes have no point in common (touching ones have). The four tests are
// made and joined without branching (none has a side effect): where most boxes asked
// about lie apart, that mispredicts less than one branch each.
inline bool boxes_apart(const Box& a, const Box& b) {
  return (a.min.x > b.max.x) | (a.max.x < b.min.x) | (a.min.y > b.max.y) | (a.max.y < b.min.y);
}

}  // namespace uu

#pragma once
// Axis-aligned boxes, by their lowest and highest corners, for the quick test that
// spares a distance measured to something far away. Knows nothing of the game.
#include <algorithm>
#include <span>

#include "uuboard/geom/vec2.hpp"

namespace uu {

struct AxisBox {
  Vec2 lo, hi;
};

// The box around segment ab.
inline AxisBox box_around(Vec2 a, Vec2 b) { return {{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}}; }

// The box around the points, which must not be empty.
inline AxisBox bounds_of(std::span<const Vec2> points) {
  AxisBox box{points[0], points[0]};
  for (Vec2 p : points) {
    box.lo = {std::min(box.lo.x, p.x), std::min(box.lo.y, p.y)};
    box.hi = {std::max(box.hi.x, p.x), std::max(box.hi.y, p.y)};
  }
  return box;
}

// Whether the boxes have no point in common (touching ones have). The four tests are
// made and joined without branching (none has a side effect): where most boxes asked
// about lie apart, that mispredicts less than one branch each.
inline bool boxes_apart(const AxisBox& a, const AxisBox& b) {
  return (a.lo.x > b.hi.x) | (a.hi.x < b.lo.x) | (a.lo.y > b.hi.y) | (a.hi.y < b.lo.y);
}

}  // namespace uu

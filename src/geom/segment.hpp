#pragma once
// Segment predicates used to keep the board planar on paper.
#include "uuboard/geom/vec2.hpp"

namespace uu {

// Sign of the turn a -> b -> c: +1 counter-clockwise in a y-up frame, -1 clockwise, 0 collinear.
int orientation(Vec2 a, Vec2 b, Vec2 c);

// True when segments ab and cd have any point in common other than one endpoint they
// share. Touching (an endpoint lying on the other segment) and collinear overlap count
// as crossing; two segments that only meet at a common endpoint do not.
bool segments_cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d);

// Shortest distance from p to the segment ab (ab may be a single point).
double distance_point_segment(Vec2 p, Vec2 a, Vec2 b);

}  // namespace uu

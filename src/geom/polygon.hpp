#pragma once
// Measures of a simple ring of points (a polygon given by its vertices in order, the
// closing segment implied): signed area, even-odd containment and distance to the
// outline. A ring may visit a point twice (a face with a dangling edge); the even-odd
// rule then treats the doubled segment as a slit, which is what a face means.
#include <span>

#include "uuboard/geom/vec2.hpp"

namespace uu {

// Shoelace area: positive when the ring turns counter-clockwise in the frame of its
// coordinates (x right, y up), that is clockwise on a y-down page. 0 for fewer than 3 points.
double signed_area(std::span<const Vec2> ring);

// Even-odd rule with a half-open crossing test, so a point exactly on the outline gets a
// definite but unspecified answer. False for fewer than 3 points.
bool point_in_polygon(Vec2 p, std::span<const Vec2> ring);

// Shortest distance from p to any segment of the ring (closing segment included).
// An empty ring is infinitely far; a single point is a ring of one degenerate segment.
double distance_to_outline(Vec2 p, std::span<const Vec2> ring);

}  // namespace uu

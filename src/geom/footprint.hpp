#pragma once
// The ink a drawn shape covers, as a disc or an axis-aligned square, and its distances
// to points, segments and other footprints. Knows nothing of the game.
#include <optional>
#include <utility>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Footprint {
  Vec2 center;
  double reach = 0.0;   // a disc's radius, or a square's half side
  bool square = false;  // axis-aligned square
};

// How far its farthest point lies from its centre: a square's corner, or the radius.
inline double outer_reach(const Footprint& f) { return f.square ? f.reach * 1.4142135623730951 : f.reach; }

// Distance from p to the footprint; 0 when p is inside.
double distance(const Footprint& f, Vec2 p);
// Distance from segment ab to the footprint; 0 when they meet.
double distance(const Footprint& f, Vec2 a, Vec2 b);
// Distance between two footprints; 0 when they overlap.
double distance(const Footprint& f, const Footprint& g);
// The part of segment ab inside the footprint, as parameters [t0, t1] along a -> b, or
// nothing when they do not meet.
std::optional<std::pair<double, double>> covered_part(const Footprint& f, Vec2 a, Vec2 b);
// How much of [0, 1] the parts cover together (sorts them).
double covered_fraction(std::vector<std::pair<double, double>>& parts);

}  // namespace uu

#pragma once
// A disc by its center and radius, as the geometry kernels take them (the relaxation's
// repulsors, the obstacles a direction is blocked by).
#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Disc {
  Vec2 center;
  double radius = 0.0;
};

}  // namespace uu

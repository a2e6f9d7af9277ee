#pragma once
// An axis-aligned box by its lowest and highest corners: the one box type, for the
// kernels' quick tests in board units and for the page's rectangles in millimetres.
#include "uuboard/geom/vec2.hpp"

namespace uu {

struct Box {
  Vec2 min, max;
};

}  // namespace uu

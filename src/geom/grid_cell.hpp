#pragma once
// The cell index shared by the uniform grids (GridHash, SegmentGrid, InkField).
#include <algorithm>

namespace uu {

// floor(v) clamped to [0, count - 1]; NaN goes to 0. Truncation equals floor on that
// range and costs less than std::floor, which without SSE4.1 (the default x86-64
// target) takes a dozen instructions, in the grids' every query.
inline int clamped_cell(double v, int count) {
  if (!(v >= 0.0)) return 0;
  if (v >= count) return count - 1;
  return static_cast<int>(v);
}

// An item listed in every cell of its box, from cell (first_x, first_y) on, is met in
// several cells by a walk over the cells of a box from (x0, y0) on; it is taken in one
// of them only, the first they share.
inline bool first_meeting(int cx, int cy, int x0, int y0, int first_x, int first_y) {
  return cx == std::max(first_x, x0) && cy == std::max(first_y, y0);
}

}  // namespace uu

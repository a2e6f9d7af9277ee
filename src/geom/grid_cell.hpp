#pragma once
// The cell index shared by the uniform grids (GridHash, SegmentGrid).

namespace uu {

// floor(v) clamped to [0, count - 1]; NaN goes to 0. Truncation equals floor on that
// range and costs less than std::floor, which without SSE4.1 (the default x86-64
// target) takes a dozen instructions, in the grids' every query.
inline int clamped_cell(double v, int count) {
  if (!(v >= 0.0)) return 0;
  if (v >= count) return count - 1;
  return static_cast<int>(v);
}

}  // namespace uu

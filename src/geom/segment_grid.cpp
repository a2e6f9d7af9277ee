#include "geom/segment_grid.hpp"

namespace uu {

SegmentGrid::SegmentGrid(Vec2 lo, Vec2 hi, double cell_size)
    : lo_(lo), cell_size_(cell_size > 0.0 ? cell_size : 1.0) {
  cols_ = std::max(1, static_cast<int>(std::floor((hi.x - lo.x) / cell_size_)) + 1);
  rows_ = std::max(1, static_cast<int>(std::floor((hi.y - lo.y) / cell_size_)) + 1);
  head_.assign(static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_), -1);
}

void SegmentGrid::insert(int id, Vec2 a, Vec2 b) {
  // Walk the segment's bounding box; edges are short, so this stays a handful of cells.
  const auto [x0, y0] = cell_of({std::min(a.x, b.x), std::min(a.y, b.y)});
  const auto [x1, y1] = cell_of({std::max(a.x, b.x), std::max(a.y, b.y)});
  for (int cy = y0; cy <= y1; ++cy) {
    for (int cx = x0; cx <= x1; ++cx) {
      int& head = head_[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(cx)];
      entries_.push_back({id, head, x0, y0});
      head = static_cast<int>(entries_.size()) - 1;
    }
  }
}

}  // namespace uu

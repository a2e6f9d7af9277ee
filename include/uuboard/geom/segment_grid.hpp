#pragma once
// A uniform grid of segments that grows as edges are added: "which edges come near this
// segment" without testing every edge, so planarity checks stay linear in board size.
#include <algorithm>
#include <cmath>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

class SegmentGrid {
 public:
  // Covers [lo, hi]; segments outside are clamped to the border cells.
  SegmentGrid(Vec2 lo, Vec2 hi, double cell_size);

  void insert(int id, Vec2 a, Vec2 b);

  // Calls f(id) once for every inserted segment whose cells meet the bounding box of ab
  // grown by margin. A superset of the segments within margin of ab; ascending ids.
  template <class F>
  void for_each_near(Vec2 a, Vec2 b, double margin, F&& f) const {
    found_.clear();
    const auto [x0, y0] = cell_of({std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin});
    const auto [x1, y1] = cell_of({std::max(a.x, b.x) + margin, std::max(a.y, b.y) + margin});
    for (int cy = y0; cy <= y1; ++cy) {
      for (int cx = x0; cx <= x1; ++cx) {
        const auto& cell = cells_[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(cx)];
        found_.insert(found_.end(), cell.begin(), cell.end());
      }
    }
    std::sort(found_.begin(), found_.end());
    found_.erase(std::unique(found_.begin(), found_.end()), found_.end());
    for (int id : found_) f(id);
  }

 private:
  std::pair<int, int> cell_of(Vec2 p) const {
    const int cx = static_cast<int>(std::floor((p.x - lo_.x) / cell_size_));
    const int cy = static_cast<int>(std::floor((p.y - lo_.y) / cell_size_));
    return {std::clamp(cx, 0, cols_ - 1), std::clamp(cy, 0, rows_ - 1)};
  }

  Vec2 lo_;
  double cell_size_;
  int cols_;
  int rows_;
  std::vector<std::vector<int>> cells_;
  mutable std::vector<int> found_;
};

}  // namespace uu

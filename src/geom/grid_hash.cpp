#include "geom/grid_hash.hpp"

#include <algorithm>
#include <limits>

namespace uu {

GridHash::GridHash(std::span<const Vec2> points, double cell_size) { rebuild(points, cell_size); }

void GridHash::rebuild(std::span<const Vec2> points, double cell_size) {
  cell_size_ = cell_size > 0.0 ? cell_size : 1.0;
  items_.resize(points.size());
  if (points.empty()) {
    origin_ = {};
    cols_ = rows_ = 1;
    cell_start_.assign(2, 0);
    return;
  }
  Vec2 lo{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  Vec2 hi{-lo.x, -lo.y};
  for (Vec2 p : points) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  origin_ = lo;
  cols_ = static_cast<int>(std::floor((hi.x - lo.x) / cell_size_)) + 1;
  rows_ = static_cast<int>(std::floor((hi.y - lo.y) / cell_size_)) + 1;
  const std::size_t cells = static_cast<std::size_t>(cols_) * static_cast<std::size_t>(rows_);
  cell_of_point_.resize(points.size());
  cell_start_.assign(cells + 1, 0);
  for (std::size_t i = 0; i < points.size(); ++i) {
    const auto [cx, cy] = cell_of(points[i]);
    cell_of_point_[i] = index_of(cx, cy);
    ++cell_start_[cell_of_point_[i] + 1];
  }
  for (std::size_t c = 0; c < cells; ++c) cell_start_[c + 1] += cell_start_[c];
  // Filling cell c advances cell_start_[c] to where c ends, the start of c + 1; shifting
  // the starts up by one afterwards restores them.
  for (std::size_t i = 0; i < points.size(); ++i) items_[cell_start_[cell_of_point_[i]]++] = {points[i], static_cast<int>(i)};
  std::move_backward(cell_start_.begin(), cell_start_.end() - 1, cell_start_.end());
  cell_start_[0] = 0;
}

std::vector<int> GridHash::within(Vec2 p, double r) const {
  std::vector<int> ids;
  for_each_within(p, r, [&](int id) { ids.push_back(id); });
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace uu

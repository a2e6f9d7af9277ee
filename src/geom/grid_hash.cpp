#include "geom/grid_hash.hpp"

#include <algorithm>

#include "geom/axis_box.hpp"

namespace uu {

GridHash::GridHash(std::span<const Vec2> points, double cell_size) { rebuild(points, cell_size); }

void GridHash::rebuild(std::span<const Vec2> points, double cell_size) {
  if (points.empty()) {
    grid_ = UniformGrid({}, cell_size, 1, 1);
    cells_.start_count(grid_.cells());
    cells_.start_placing();
    cells_.end_placing();
    return;
  }
  const Box box = bounds_of(points);
  grid_ = UniformGrid::covering(box.min, box.max, cell_size);
  cell_of_point_.resize(points.size());
  cells_.start_count(grid_.cells());
  for (std::size_t i = 0; i < points.size(); ++i) {
    cell_of_point_[i] = grid_.index_of(points[i]);
    cells_.count(cell_of_point_[i]);
  }
  cells_.start_placing();
  for (std::size_t i = 0; i < points.size(); ++i) cells_.place(cell_of_point_[i], {points[i], static_cast<int>(i)});
  cells_.end_placing();
}

std::vector<int> GridHash::within(Vec2 p, double r) const {
  std::vector<int> ids;
  for_each_within(p, r, [&](int id) { ids.push_back(id); });
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace uu

#include "geom/neighbour_lists.hpp"

#include <algorithm>

namespace uu {

void NeighbourLists::start(std::span<const Vec2> points, double width, double height, double reach, std::span<const Disc> discs) {
  x_.resize(points.size());
  y_.resize(points.size());
  std::transform(points.begin(), points.end(), x_.begin(), [](const Vec2& p) { return p.x; });
  std::transform(points.begin(), points.end(), y_.begin(), [](const Vec2& p) { return p.y; });
  width_ = width;
  height_ = height;
  reach_ = reach;
  discs_ = discs;
  skin_ = 0.0;
  moved_ = 0.0;
  steps_ = 0;
  stale_ = true;
}

void NeighbourLists::fit_slots(std::size_t size) {
  if (size <= slot_size_) return;
  slot_.reset(new int[size]);  // make_unique_for_overwrite, which libc++ 14 lacks
  slot_size_ = size;
}

}  // namespace uu

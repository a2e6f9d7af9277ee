#include "geom/segment_grid.hpp"

namespace uu {

SegmentGrid::SegmentGrid(const Box& box, double cell_size) : grid_(UniformGrid::covering(box.min, box.max, cell_size)) {
  lists_.reset(grid_.cells());
}

void SegmentGrid::insert(int id, Vec2 a, Vec2 b) {
  // Walk the segment's bounding box; edges are short, so this stays a handful of cells.
  const CellRange box = grid_.range({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)});
  for (int cy = box.y0; cy <= box.y1; ++cy)
    for (int cx = box.x0; cx <= box.x1; ++cx) lists_.push(grid_.index(cx, cy), {id, box.x0, box.y0});
}

}  // namespace uu

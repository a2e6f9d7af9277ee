#pragma once
// A uniform grid of segments that grows as edges are added: "which edges come near this
// segment" without testing every edge, so planarity checks stay linear in board size.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "geom/uniform_grid.hpp"
#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

class SegmentGrid {
 public:
  // Covers the box; segments outside are clamped to the border cells.
  SegmentGrid(const Box& box, double cell_size);

  // Room for about this many segments (of the size of a cell or so) without regrowing.
  void reserve(std::size_t segments) { lists_.reserve(3 * segments); }

  void insert(int id, Vec2 a, Vec2 b);

  // Forgets every segment, keeping the cells and the memory.
  void clear() { lists_.clear(); }

  // Calls f(id) once for every inserted segment whose cells meet the bounding box of ab
  // grown by margin. A superset of the segments within margin of ab; ascending ids.
  template <class F>
  void for_each_near(Vec2 a, Vec2 b, double margin, F&& f) const {
    found_.clear();
    visit_cells(a, b, margin, all_ids, [&](int id) {
      found_.push_back(id);
      return false;
    });
    std::sort(found_.begin(), found_.end());
    found_.erase(std::unique(found_.begin(), found_.end()), found_.end());
    for (int id : found_) f(id);
  }

  // True when pred(id) holds for some inserted segment whose cells meet the bounding box
  // of ab grown by margin; stops at the first. Each segment is asked once.
  template <class Pred>
  bool any_near(Vec2 a, Vec2 b, double margin, Pred&& pred) const {
    return visit_cells(a, b, margin, all_ids, pred);
  }

  // As any_near, but only the segments with ids from first_id on are asked. For a user
  // that inserts its ids in ascending order: a cell lists its newest entry first, so
  // the walk of each cell stops at the first older id instead of reading them all.
  template <class Pred>
  bool any_near_from(Vec2 a, Vec2 b, double margin, int first_id, Pred&& pred) const {
    return visit_cells(a, b, margin, first_id, pred);
  }

 private:
  static constexpr int all_ids = std::numeric_limits<int>::min();

  // Calls visit(id) for each segment with an entry in the cells meeting the grown box of
  // ab, until one returns true; returns whether one did. A cell's walk ends at its first
  // id below first_id (all_ids: reads them all). A segment in several of those cells is
  // visited in one of them only (first_meeting).
  template <class Visit>
  bool visit_cells(Vec2 a, Vec2 b, double margin, int first_id, Visit&& visit) const {
    const CellRange walk = grid_.range({std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin},
                                       {std::max(a.x, b.x) + margin, std::max(a.y, b.y) + margin});
    for (int cy = walk.y0; cy <= walk.y1; ++cy) {
      for (int cx = walk.x0; cx <= walk.x1; ++cx) {
        for (int k = lists_.first(grid_.index(cx, cy)); k >= 0; k = lists_.entry(k).next) {
          const Entry& entry = lists_.entry(k).item;
          if (entry.id < first_id) break;
          if (!first_meeting(cx, cy, walk, entry.first_col, entry.first_row)) continue;  // met in another cell
          if (visit(entry.id)) return true;
        }
      }
    }
    return false;
  }

  // A segment in one cell of its bounding box's range.
  struct Entry {
    int id;
    int first_col, first_row;  // the segment's first cell, where the walk of a box meets it first
  };

  UniformGrid grid_;
  CellLists<Entry> lists_;
  mutable std::vector<int> found_;
};

}  // namespace uu

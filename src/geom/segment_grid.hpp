#pragma once
// A uniform grid of segments that grows as edges are added: "which edges come near this
// segment" without testing every edge, so planarity checks stay linear in board size.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "geom/grid_cell.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

class SegmentGrid {
 public:
  // Covers [lo, hi]; segments outside are clamped to the border cells.
  SegmentGrid(Vec2 lo, Vec2 hi, double cell_size);

  // Room for about this many segments (of the size of a cell or so) without regrowing.
  void reserve(std::size_t segments) { entries_.reserve(3 * segments); }

  void insert(int id, Vec2 a, Vec2 b);

  // Forgets every segment, keeping the cells and the memory.
  void clear() {
    std::fill(head_.begin(), head_.end(), -1);
    entries_.clear();
  }

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

  std::pair<int, int> cell_of(Vec2 p) const {
    return {clamped_cell((p.x - lo_.x) / cell_size_, cols_), clamped_cell((p.y - lo_.y) / cell_size_, rows_)};
  }

  // Calls visit(id) for each segment with an entry in the cells meeting the grown box of
  // ab, until one returns true; returns whether one did. A cell's walk ends at its first
  // id below first_id (all_ids: reads them all). A segment in several of those cells is
  // visited in one of them only (first_meeting).
  template <class Visit>
  bool visit_cells(Vec2 a, Vec2 b, double margin, int first_id, Visit&& visit) const {
    const auto [x0, y0] = cell_of({std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin});
    const auto [x1, y1] = cell_of({std::max(a.x, b.x) + margin, std::max(a.y, b.y) + margin});
    for (int cy = y0; cy <= y1; ++cy) {
      for (int cx = x0; cx <= x1; ++cx) {
        const std::size_t cell = static_cast<std::size_t>(cy) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(cx);
        for (int k = head_[cell]; k >= 0; k = entries_[static_cast<std::size_t>(k)].next) {
          const Entry& entry = entries_[static_cast<std::size_t>(k)];
          if (entry.id < first_id) break;
          if (!first_meeting(cx, cy, x0, y0, entry.first_col, entry.first_row)) continue;  // met in another cell
          if (visit(entry.id)) return true;
        }
      }
    }
    return false;
  }

  // Each cell is a singly linked list threaded through one array, so a grid of many
  // cells costs two allocations, not one per cell.
  struct Entry {
    int id;
    int next;  // the cell's next entry, or -1
    int first_col, first_row;  // the segment's first cell, where the walk of a box meets it first
  };

  Vec2 lo_;
  double cell_size_;
  int cols_;
  int rows_;
  std::vector<int> head_;  // first entry of each cell, or -1
  std::vector<Entry> entries_;
  mutable std::vector<int> found_;
};

}  // namespace uu

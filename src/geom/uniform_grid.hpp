#pragma once
// The one uniform grid of square cells that the spatial indexes are built on (GridHash,
// SegmentGrid, the ink field's edges and marks, the neighbour lists, the repulsors): its
// geometry, and two ways to keep items by cell, a fixed set bucketed once (CellBuckets)
// and a growing set listed per cell, newest first (CellLists). Cells are numbered row by
// row, or column by column with a border of empty cells all round (bordered_index).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

// floor(v) clamped to [0, count - 1]; NaN goes to 0. Truncation equals floor on that
// range and costs less than std::floor, which without SSE4.1 (the default x86-64
// target) takes a dozen instructions, in the grids' every query.
[[gnu::always_inline]] inline int clamped_cell(double v, int count) {
  if (!(v >= 0.0)) return 0;
  if (v >= count) return count - 1;
  return static_cast<int>(v);
}

// The cells from (x0, y0) to (x1, y1), both included.
struct CellRange {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// Columns x rows cells of cell_size from origin. A point outside belongs to the nearest
// border cell, so every point has a cell and every box a range.
class UniformGrid {
 public:
  UniformGrid() = default;
  // A cell size that is not positive is taken as 1; at least one column and one row.
  UniformGrid(Vec2 origin, double cell_size, int columns, int rows)
      : origin_(origin), cell_size_(cell_size > 0.0 ? cell_size : 1.0), cells_per_unit_(1.0 / cell_size_), columns_(std::max(1, columns)),
        rows_(std::max(1, rows)) {}

  // The grid from lo whose cells reach past hi: floor((hi - lo) / cell_size) + 1 cells
  // along each axis.
  static UniformGrid covering(Vec2 lo, Vec2 hi, double cell_size) {
    const double size = cell_size > 0.0 ? cell_size : 1.0;
    return {lo, size, static_cast<int>(std::floor((hi.x - lo.x) / size)) + 1, static_cast<int>(std::floor((hi.y - lo.y) / size)) + 1};
  }
  // As covering, the cells counted as the *_scaled functions below find them:
  // floor((hi - lo) * (1 / cell_size)) + 1 along each axis.
  static UniformGrid covering_scaled(Vec2 lo, Vec2 hi, double cell_size) {
    const double size = cell_size > 0.0 ? cell_size : 1.0;
    const double per_unit = 1.0 / size;
    return {lo, size, static_cast<int>(std::floor((hi.x - lo.x) * per_unit)) + 1, static_cast<int>(std::floor((hi.y - lo.y) * per_unit)) + 1};
  }

  Vec2 origin() const { return origin_; }
  double cell_size() const { return cell_size_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  std::size_t cells() const { return static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_); }

  [[gnu::always_inline]] int column_of(double x) const { return clamped_cell((x - origin_.x) / cell_size_, columns_); }
  [[gnu::always_inline]] int row_of(double y) const { return clamped_cell((y - origin_.y) / cell_size_, rows_); }
  std::pair<int, int> cell_of(Vec2 p) const { return {column_of(p.x), row_of(p.y)}; }
  std::size_t index_of(Vec2 p) const { return index(column_of(p.x), row_of(p.y)); }
  // The cells the box [lo, hi] meets.
  [[gnu::always_inline]] CellRange range(Vec2 lo, Vec2 hi) const { return {column_of(lo.x), row_of(lo.y), column_of(hi.x), row_of(hi.y)}; }
  // Cells numbered row by row.
  std::size_t index(int cx, int cy) const {
    return static_cast<std::size_t>(cy) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(cx);
  }

  // The cell found by multiplying by the cells per unit rather than dividing by the cell
  // size: a multiply costs less than a divide, but the two can differ in the last bit at
  // a cell's edge and put a point in the cell beside, so a kernel keeps to one way.
  int column_scaled(double x) const { return clamped_cell((x - origin_.x) * cells_per_unit_, columns_); }
  int row_scaled(double y) const { return clamped_cell((y - origin_.y) * cells_per_unit_, rows_); }
  CellRange range_scaled(Vec2 lo, Vec2 hi) const { return {column_scaled(lo.x), row_scaled(lo.y), column_scaled(hi.x), row_scaled(hi.y)}; }

  // The second numbering, for a kernel that pairs each cell with its neighbours at fixed
  // offsets: column by column, with a border of empty cells all round. Every cell has
  // neighbours, the cell below is the next one, and three cells side by side in the next
  // column are one run, column_step() on. cx and cy may be -1, columns() and rows(), the
  // border's cells.
  std::size_t bordered_index(int cx, int cy) const {
    return static_cast<std::size_t>(cx + 1) * column_step() + static_cast<std::size_t>(cy + 1);
  }
  std::size_t bordered_cells() const { return (static_cast<std::size_t>(columns_) + 2) * column_step(); }
  std::size_t column_step() const { return static_cast<std::size_t>(rows_) + 2; }

 private:
  Vec2 origin_;
  double cell_size_ = 1.0;
  double cells_per_unit_ = 1.0;
  int columns_ = 1;
  int rows_ = 1;
};

// An item listed in every cell of its range, from cell (first_x, first_y) on, is met in
// several cells by a walk over the cells of `walk` row by row; it is taken in one of them
// only, the first they share.
inline bool first_meeting(int cx, int cy, const CellRange& walk, int first_x, int first_y) {
  return cx == std::max(first_x, walk.x0) && cy == std::max(first_y, walk.y0);
}

// A fixed set of items bucketed by cell, each cell's items one run of one array (CSR),
// in the order they were placed; cells in index order, so a row of cells is one run too.
// Built in two passes over the same items: count() each item's cells, then place() them.
template <class Item>
class CellBuckets {
 public:
  // Forgets the items, keeping the memory, and starts counting for `cells` cells.
  void start_count(std::size_t cells) { start_.assign(cells + 1, 0); }
  void count(std::size_t cell) { ++start_[cell + 1]; }
  // Ends the counting; the items are placed next, in the order they are to be kept.
  void start_placing() {
    const std::size_t cells = start_.size() - 1;
    for (std::size_t c = 0; c < cells; ++c) start_[c + 1] += start_[c];
    items_.resize(start_.back());
  }
  // Placing in cell c advances start_[c] to where c ends, the start of c + 1; shifting
  // the starts up by one afterwards (end_placing) restores them.
  void place(std::size_t cell, const Item& item) { items_[start_[cell]++] = item; }
  void end_placing() {
    std::move_backward(start_.begin(), start_.end() - 1, start_.end());
    start_[0] = 0;
  }

  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  // Where cell c's items begin in items(); begin(c + 1) is where they end.
  std::size_t begin(std::size_t cell) const { return start_[cell]; }
  const std::vector<Item>& items() const { return items_; }

  // Calls f(item) for every item in the cells of `range` of a grid numbered row by row
  // (index): row by row, each row one run.
  template <class F>
  void for_each_in_rows(const UniformGrid& grid, const CellRange& range, F&& f) const {
    for (int cy = range.y0; cy <= range.y1; ++cy) {
      const std::size_t end = start_[grid.index(range.x1, cy) + 1];
      for (std::size_t k = start_[grid.index(range.x0, cy)]; k < end; ++k) f(items_[k]);
    }
  }
  // Calls f(item) for every item in the cells of `range` of a grid numbered column by
  // column (bordered_index): column by column, each column one run.
  template <class F>
  void for_each_in_columns(const UniformGrid& grid, const CellRange& range, F&& f) const {
    for (int cx = range.x0; cx <= range.x1; ++cx) {
      const std::size_t end = start_[grid.bordered_index(cx, range.y1) + 1];
      for (std::size_t k = start_[grid.bordered_index(cx, range.y0)]; k < end; ++k) f(items_[k]);
    }
  }

  // Calls f(cx, cy, item) for every item in the cells of `range`, cell by cell, row by row.
  template <class F>
  void for_each_in_cells(const UniformGrid& grid, const CellRange& range, F&& f) const {
    for (int cy = range.y0; cy <= range.y1; ++cy) {
      for (int cx = range.x0; cx <= range.x1; ++cx) {
        const std::size_t c = grid.index(cx, cy);
        for (std::size_t k = start_[c]; k < start_[c + 1]; ++k) f(cx, cy, items_[k]);
      }
    }
  }

 private:
  std::vector<Item> items_;         // by cell
  std::vector<std::size_t> start_;  // the items of cell c are [start_[c], start_[c + 1])
};

// A growing set of items, each cell's a list newest first, threaded through one array:
// a grid of many cells costs two allocations, not one per cell, and no memory per cell
// beyond its list's head.
template <class Item>
class CellLists {
 public:
  struct Entry {
    Item item;
    int next;  // the cell's next (older) entry, or -1
  };

  // Empties the lists and makes them `cells`.
  void reset(std::size_t cells) {
    head_.assign(cells, -1);
    entries_.clear();
  }
  // Empties the lists, keeping the cells and the memory.
  void clear() {
    std::fill(head_.begin(), head_.end(), -1);
    entries_.clear();
  }
  void reserve(std::size_t entries) { entries_.reserve(entries); }

  void push(std::size_t cell, const Item& item) {
    int& head = head_[cell];
    entries_.push_back({item, head});
    head = static_cast<int>(entries_.size()) - 1;
  }

  bool empty() const { return entries_.empty(); }
  // The newest entry of the cell, or -1; entry(k).next is the one after it.
  int first(std::size_t cell) const { return head_[cell]; }
  const Entry& entry(int k) const { return entries_[static_cast<std::size_t>(k)]; }

  // Calls f(item) for every item of the cell, newest first.
  template <class F>
  void for_each_in_cell(std::size_t cell, F&& f) const {
    for (int k = head_[cell]; k >= 0; k = entries_[static_cast<std::size_t>(k)].next) f(entries_[static_cast<std::size_t>(k)].item);
  }

 private:
  std::vector<int> head_;  // each cell's newest entry, or -1
  std::vector<Entry> entries_;
};

}  // namespace uu

#pragma once
// Verlet neighbour lists for points that move a little at a time over a width x height
// rectangle: the pairs within `reach` of each other and the points inside each disc,
// found once and kept from step to step until some points may have come
// within reach without being listed. Pairs are found through a grid of cells.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "geom/disc.hpp"
#include "geom/short_sort.hpp"
#include "geom/uniform_grid.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

// A pair list built with reach + skin holds every pair within reach for as long as no
// two points have moved more than skin between them since it was built, so it is rebuilt
// only when the two that moved farthest have. The points each disc may reach are listed
// with it, for the same reason. A pair or a point listed in excess is harmless to a
// caller that skips what is out of reach, so the skin may change from one list to the next.
class NeighbourLists {
 public:
  // The skin of the next lists: twice the last lists' moves per step, at most 0.8; none
  // while the points move more than 0.8 a step (the first steps), when any list would
  // last a single step and the least listed costs least. Between 0.4 and 0.8 a step,
  // lists of the full skin last long enough to pay for their excess pairs, which cost
  // only a distance each (at 0.4, 1.3 % more instructions per board of uuboard).
  static constexpr double skin_per_move = 2.0;
  static constexpr double max_skin = 0.8;
  static constexpr double listless_move = 0.8;

  // Takes the points' first positions on a width x height rectangle they never leave,
  // and the discs (which must outlive the lists).
  void start(std::span<const Vec2> points, double width, double height, double reach, std::span<const Disc> discs);

  // Brings the lists up to date for a step at the points' present positions.
  void refresh() {
    if (stale_) rebuild();
    ++steps_;
  }

  // The points j > i listed with point i, ascending: every j within reach of i, and
  // perhaps some farther.
  std::span<const int> partners(std::size_t i) const {
    const int* p = partner_.data();
    return {p + first_[i], p + first_[i + 1]};
  }
  // The points listed with disc k, ascending: every point inside it, and perhaps some
  // outside.
  std::span<const int> near_disc(std::size_t k) const {
    const int* p = near_.data();
    return {p + near_first_[k], p + near_first_[k + 1]};
  }
  // The points' positions, by axis.
  const std::vector<double>& x() const { return x_; }
  const std::vector<double>& y() const { return y_; }

  // Moves every point i, in ascending order, to move_to(i), noting how far the two
  // that have gone farthest since the lists were built have gone.
  template <class MoveTo>
  void move_all(MoveTo&& move_to) {
    // The two largest squared moves since the pair list was built, farthest first.
    double moved2[2] = {0.0, 0.0};
    for (std::size_t i = 0; i < x_.size(); ++i) {
      const Vec2 p = move_to(i);
      x_[i] = p.x;
      y_[i] = p.y;
      const double m2 = distance_squared(p, anchor_[i]);
      if (m2 > moved2[1]) {
        moved2[1] = std::min(m2, moved2[0]);
        moved2[0] = std::max(m2, moved2[0]);
      }
    }
    moved_ = std::sqrt(moved2[0]) + std::sqrt(moved2[1]);
    if (moved_ > skin_) stale_ = true;
  }

 private:
  double reach_ = 1.0;
  double skin_ = 0.0;   // of the current lists
  double moved_ = 0.0;  // the two farthest moves since the lists were built, added
  int steps_ = 0;       // taken since the lists were built
  bool stale_ = true;
  std::vector<Vec2> anchor_;  // positions when the pair list was built
  // The pairs (i, j) with i < j, ascending: point i's partners j are
  // partner_[first_[i]] .. partner_[first_[i + 1] - 1]. Stored per point, a caller reads
  // each point's position once for all its partners.
  std::vector<int> first_;
  std::vector<int> partner_;
  // The positions again, by axis: the plain arrays a step reads for every pair.
  std::vector<double> x_, y_;
  std::span<const Disc> discs_;
  // The points within skin of disc k's rim, ascending: near_[near_first_[k]] ..
  // near_[near_first_[k + 1] - 1].
  std::vector<int> near_first_;
  std::vector<int> near_;

  // The points bucketed into square cells a little wider than the lists reach, column
  // by column, with a border of empty cells all round: a listed pair lies in one cell or
  // two neighbouring ones, and every cell has neighbours to look at. Points numbered
  // column by column (as a lattice's are) find their partners mostly in id order, and
  // the lists need little sorting. A point's cell is found by the grid's multiply.
  struct Item {
    double x, y;
    int id;
  };
  double width_ = 0.0, height_ = 0.0;
  UniformGrid grid_;
  CellBuckets<Item> cells_;         // ids ascending within a cell
  std::vector<std::size_t> cell_of_;  // each point's cell

  // Each point's partners as found, before sorting: point i's are
  // slot_[i * capacity_] .. slot_[i * capacity_ + count_[i] - 1].
  std::size_t capacity_ = 16;
  // Left unset when made (only the slots counted are read): a vector would zero them.
  std::unique_ptr<int[]> slot_;
  std::size_t slot_size_ = 0;
  std::vector<int> count_;

  void bin(double cell);
  void fit_slots(std::size_t size);
  bool find_pairs(double r);
  void rebuild();
};

// Inline, as when the lists were part of stage "points": a rebuild and its pair search
// run in the stage's step loop and, from the header, compile into it (measured under
// link-time optimisation: 0.3 % fewer instructions over a batch than out of line).
inline void NeighbourLists::bin(double cell) {
  grid_ = UniformGrid::covering_scaled({0.0, 0.0}, {width_, height_}, cell);
  const std::size_t n = x_.size();
  cells_.start_count(grid_.bordered_cells());
  cell_of_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t c = grid_.bordered_index(grid_.column_scaled(x_[i]), grid_.row_scaled(y_[i]));
    cell_of_[i] = c;
    cells_.count(c);
  }
  cells_.start_placing();
  for (std::size_t i = 0; i < n; ++i) cells_.place(cell_of_[i], {x_[i], y_[i], static_cast<int>(i)});
  cells_.end_placing();
}

// Pairs within r of each other into the slots; false when a point has more than
// capacity. Each item is paired with those after it in its cell and the cell below,
// and with the three cells beside those in the next column. Plain pointers: the
// compiler cannot tell the int stores from the vectors' own fields.
inline bool NeighbourLists::find_pairs(double r) {
  const double r2 = r * r;
  count_.assign(x_.size(), 0);
  const Item* items = cells_.items().data();
  int* counts = count_.data();
  int* slots = slot_.get();
  const std::size_t cap = capacity_;
  const std::size_t step = grid_.column_step();
  const auto rows = static_cast<std::size_t>(grid_.rows());
  bool fits = true;
  for (int cx = 0; cx < grid_.columns(); ++cx) {
    const std::size_t top = grid_.bordered_index(cx, 0);
    for (std::size_t c = top; c < top + rows; ++c) {
      const Item* end = items + cells_.begin(c + 1);
      const Item* below_end = items + cells_.begin(c + 2);
      const Item* next = items + cells_.begin(c + step - 1);
      const Item* next_end = items + cells_.begin(c + step + 2);
      for (const Item* k = items + cells_.begin(c); k < end; ++k) {
        const double kx = k->x, ky = k->y;
        const int id = k->id;
        const auto visit = [&](const Item& l) {
          const double dx = l.x - kx, dy = l.y - ky;
          if (dx * dx + dy * dy > r2) return;
          const int other = l.id;
          const auto lo = static_cast<std::size_t>(std::min(id, other));
          const int n = counts[lo];
          if (static_cast<std::size_t>(n) == cap) {
            fits = false;
            return;
          }
          slots[lo * cap + static_cast<std::size_t>(n)] = std::max(id, other);
          counts[lo] = n + 1;
        };
        for (const Item* l = k + 1; l < below_end; ++l) visit(*l);
        for (const Item* l = next; l < next_end; ++l) visit(*l);
      }
    }
  }
  return fits;
}

inline void NeighbourLists::rebuild() {
  if (steps_ > 0) {
    const double per_step = moved_ / steps_;
    skin_ = per_step > listless_move ? 0.0 : std::min(skin_per_move * per_step, max_skin);
  }
  steps_ = 0;
  // Lists reach a hair beyond reach + skin, so rounding in the distances cannot leave
  // out a pair that has come within reach.
  const double list_reach = (reach_ + skin_) * (1.0 + 1e-9);
  const std::size_t n = x_.size();
  anchor_.resize(n);
  for (std::size_t i = 0; i < n; ++i) anchor_[i] = Vec2{x_[i], y_[i]};
  bin(list_reach * (1.0 + 1e-9));
  fit_slots(n * capacity_);
  while (!find_pairs(list_reach)) {
    capacity_ *= 2;
    fit_slots(n * capacity_);
  }
  // Each point's slots copied into the pair list and sorted there: found mostly in order.
  first_.resize(n + 1);
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += static_cast<std::size_t>(count_[i]);
  partner_.resize(total);
  std::size_t at = 0;
  for (std::size_t i = 0; i < n; ++i) {
    first_[i] = static_cast<int>(at);
    const auto found = static_cast<std::size_t>(count_[i]);
    const int* from = slot_.get() + i * capacity_;
    std::copy(from, from + found, partner_.begin() + static_cast<std::ptrdiff_t>(at));
    sort_short(std::span<int>(partner_).subspan(at, found));
    at += found;
  }
  first_[n] = static_cast<int>(total);
  near_.clear();
  near_first_.assign(1, 0);
  for (const Disc& disc : discs_) {
    const double r = (disc.radius + skin_) * (1.0 + 1e-9);
    const double r2 = r * r;
    const std::size_t begin = near_.size();
    const CellRange box = grid_.range_scaled({disc.center.x - r, disc.center.y - r}, {disc.center.x + r, disc.center.y + r});
    cells_.for_each_in_columns(grid_, box, [&](const Item& item) {
      const double dx = item.x - disc.center.x, dy = item.y - disc.center.y;
      if (dx * dx + dy * dy <= r2) near_.push_back(item.id);
    });
    sort_short(std::span<int>(near_).subspan(begin));
    near_first_.push_back(static_cast<int>(near_.size()));
  }
  stale_ = false;
}

}  // namespace uu

#include "geom/neighbour_lists.hpp"

#include <algorithm>

#include "geom/short_sort.hpp"

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

void NeighbourLists::bin(double cell) {
  cell_scale_ = 1.0 / cell;
  cols_ = static_cast<int>(width_ * cell_scale_) + 1;
  rows_ = static_cast<int>(height_ * cell_scale_) + 1;
  column_ = rows_ + 2;
  const std::size_t n = x_.size();
  // Counted at the cell's own index, summed to where each cell ends, then filled from
  // the back (highest id first): every count falls back to where its cell begins.
  cell_start_.assign(static_cast<std::size_t>(cols_ + 2) * static_cast<std::size_t>(column_) + 1, 0);
  cell_of_.resize(n);
  int* starts = cell_start_.data();
  for (std::size_t i = 0; i < n; ++i) {
    const int c = cell_index(cell_column(x_[i]), cell_row(y_[i]));
    cell_of_[i] = c;
    ++starts[c];
  }
  for (std::size_t c = 1; c < cell_start_.size(); ++c) starts[c] += starts[c - 1];
  item_id_.resize(n);
  item_x_.resize(n);
  item_y_.resize(n);
  for (std::size_t i = n; i-- > 0;) {
    const auto k = static_cast<std::size_t>(--starts[cell_of_[i]]);
    item_id_[k] = static_cast<int>(i);
    item_x_[k] = x_[i];
    item_y_[k] = y_[i];
  }
}

void NeighbourLists::fit_slots(std::size_t size) {
  if (size <= slot_size_) return;
  slot_.reset(new int[size]);  // make_unique_for_overwrite, which libc++ 14 lacks
  slot_size_ = size;
}

// Pairs within r of each other into the slots; false when a point has more than
// capacity. Each item is paired with those after it in its cell and the cell below,
// and with the three cells beside those in the next column. Plain pointers: the
// compiler cannot tell the int stores from the vectors' own fields.
bool NeighbourLists::find_pairs(double r) {
  const double r2 = r * r;
  count_.assign(x_.size(), 0);
  const int* start = cell_start_.data();
  const int* ids = item_id_.data();
  const double* ix = item_x_.data();
  const double* iy = item_y_.data();
  int* counts = count_.data();
  int* slots = slot_.get();
  const std::size_t cap = capacity_;
  const int step = column_;
  bool fits = true;
  for (int cx = 0; cx < cols_; ++cx) {
    const int top = cell_index(cx, 0);
    for (int c = top; c < top + rows_; ++c) {
      const int end = start[c + 1];
      const int below_end = start[c + 2], next = start[c + step - 1], next_end = start[c + step + 2];
      for (int k = start[c]; k < end; ++k) {
        const double kx = ix[k], ky = iy[k];
        const int id = ids[k];
        const auto visit = [&](int l) {
          const double dx = ix[l] - kx, dy = iy[l] - ky;
          if (dx * dx + dy * dy > r2) return;
          const int other = ids[l];
          const auto lo = static_cast<std::size_t>(std::min(id, other));
          const int n = counts[lo];
          if (static_cast<std::size_t>(n) == cap) {
            fits = false;
            return;
          }
          slots[lo * cap + static_cast<std::size_t>(n)] = std::max(id, other);
          counts[lo] = n + 1;
        };
        for (int l = k + 1; l < below_end; ++l) visit(l);
        for (int l = next; l < next_end; ++l) visit(l);
      }
    }
  }
  return fits;
}

void NeighbourLists::rebuild() {
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
    const int y0 = cell_row(disc.center.y - r), y1 = cell_row(disc.center.y + r);
    const int x1 = cell_column(disc.center.x + r);
    for (int cx = cell_column(disc.center.x - r); cx <= x1; ++cx) {
      const auto end = static_cast<std::size_t>(cell_start_[static_cast<std::size_t>(cell_index(cx, y1)) + 1]);
      for (auto k = static_cast<std::size_t>(cell_start_[static_cast<std::size_t>(cell_index(cx, y0))]); k < end; ++k) {
        const double dx = item_x_[k] - disc.center.x, dy = item_y_[k] - disc.center.y;
        if (dx * dx + dy * dy <= r2) near_.push_back(item_id_[k]);
      }
    }
    sort_short(std::span<int>(near_).subspan(begin));
    near_first_.push_back(static_cast<int>(near_.size()));
  }
  stale_ = false;
}

}  // namespace uu

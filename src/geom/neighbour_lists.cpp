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

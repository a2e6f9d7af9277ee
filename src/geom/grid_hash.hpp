#pragma once
// Uniform-grid spatial hash over a fixed set of points: "which points lie within r of
// p" in time proportional to the answer, never by looking at every point.
#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "geom/uniform_grid.hpp"
#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

class GridHash {
 public:
  GridHash() = default;
  // Indexes a snapshot of `points`; later changes to them are not seen.
  GridHash(std::span<const Vec2> points, double cell_size);

  // Indexes a new snapshot, as the constructor would, reusing the memory already held
  // (for a stage that re-indexes moving points many times).
  void rebuild(std::span<const Vec2> points, double cell_size);

  // Calls f(id) for every point within distance r of p (boundary included), in
  // increasing id order within each cell and cells in row-major order.
  template <class F>
  void for_each_within(Vec2 p, double r, F&& f) const {
    for_each_within_d2(p, r, [&](int id, double) { f(id); });
  }

  // As for_each_within, also passing each point's squared distance from p.
  template <class F>
  void for_each_within_d2(Vec2 p, double r, F&& f) const {
    const double r2 = r * r;
    for_each_in_rows({{p.x - r, p.y - r}, {p.x + r, p.y + r}}, [&](const Item& item) {
      const double d2 = distance_squared(item.pos, p);
      if (d2 <= r2) f(item.id, d2);
    });
  }

  // Calls f(id) for every point inside the box (boundary included), in the same order
  // as for_each_within.
  template <class F>
  void for_each_in_box(const Box& box, F&& f) const {
    const Vec2 lo = box.min, hi = box.max;
    for_each_in_rows(box, [&](const Item& item) {
      const Vec2 q = item.pos;
      if (q.x >= lo.x && q.x <= hi.x && q.y >= lo.y && q.y <= hi.y) f(item.id);
    });
  }

  // Calls f(a, b) once for every unordered pair of points at most r apart (boundary
  // included), a and b in no particular order. r must not exceed the cell size, so a
  // pair lies in one cell or two neighbouring ones: each cell is paired with itself and
  // with four of its eight neighbours, and no pair is tested twice. Cells being in
  // row-major order, a point's own cell after it and the cell to its right are one run of
  // items, and the three cells below another.
  template <class F>
  void for_each_pair_within(double r, F&& f) const {
    const double r2 = r * r;
    const std::vector<Item>& items = cells_.items();
    const int cols = grid_.columns(), rows = grid_.rows();
    for (int cy = 0; cy < rows; ++cy) {
      for (int cx = 0; cx < cols; ++cx) {
        const std::size_t cell = grid_.index(cx, cy);
        const std::size_t beside_end = cells_.begin(cx + 1 < cols ? cell + 2 : cell + 1);
        std::size_t below = 0, below_end = 0;
        if (cy + 1 < rows) {
          below = cells_.begin(grid_.index(std::max(cx - 1, 0), cy + 1));
          below_end = cells_.begin(grid_.index(std::min(cx + 1, cols - 1), cy + 1) + 1);
        }
        for (std::size_t k = cells_.begin(cell); k < cells_.begin(cell + 1); ++k) {
          const Item& a = items[k];
          for (std::size_t l = k + 1; l < beside_end; ++l)
            if (distance_squared(items[l].pos, a.pos) <= r2) f(a.id, items[l].id);
          for (std::size_t l = below; l < below_end; ++l)
            if (distance_squared(items[l].pos, a.pos) <= r2) f(a.id, items[l].id);
        }
      }
    }
  }

  // Ids of all points within r of p, ascending.
  std::vector<int> within(Vec2 p, double r) const;

  // Nearest point to p for which accept(id) holds, searching rings of cells outward
  // up to max_radius; ties go to the lower id. Returns -1 when none qualifies.
  template <class Accept>
  int nearest(Vec2 p, double max_radius, Accept&& accept) const {
    int best = -1;
    double best_d2 = max_radius * max_radius;
    const double cell_size = grid_.cell_size();
    for (double r = cell_size;; r += cell_size) {
      const double reach = std::min(r, max_radius);
      for_each_within_d2(p, reach, [&](int id, double d2) {
        if (!accept(id)) return;
        if (d2 < best_d2 || (d2 == best_d2 && (best < 0 || id < best))) {
          best = id;
          best_d2 = d2;
        }
      });
      // Anything found within reach cannot be beaten by points beyond reach.
      if ((best >= 0 && best_d2 <= reach * reach) || reach >= max_radius) break;
    }
    return best;
  }

  double cell_size() const { return grid_.cell_size(); }
  std::size_t size() const { return cells_.size(); }

 private:
  // A point and its id, kept by cell: a query reads each row of its box as one run
  // without looking positions up elsewhere.
  struct Item {
    Vec2 pos;
    int id;
  };

  // Calls f(item) for every item in the cells of the box: row by row, each row of cells
  // one run (cells in row-major order, ids ascending within a cell).
  template <class F>
  void for_each_in_rows(const Box& box, F&& f) const {
    if (cells_.empty()) return;
    cells_.for_each_in_rows(grid_, grid_.range(box.min, box.max), f);
  }

  UniformGrid grid_;
  CellBuckets<Item> cells_;
  std::vector<std::size_t> cell_of_point_;  // scratch for rebuild
};

}  // namespace uu

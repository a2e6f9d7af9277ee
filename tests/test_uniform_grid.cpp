#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "geom/uniform_grid.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

// The plain version: the cell of a coordinate is the floor of its offset in cells,
// held to the grid's border.
int reference_cell(double v, double origin, double size, int count) {
  const double f = std::floor((v - origin) / size);
  if (!(f >= 0.0)) return 0;
  return f >= count ? count - 1 : static_cast<int>(f);
}

// A random coordinate, often on a cell boundary, sometimes outside the grid.
double random_coordinate(uu::Rng& rng, double origin, double size, int count) {
  const double span = size * count;
  if (rng.chance(0.3)) return origin + size * std::floor(rng.uniform(-2.0, count + 2.0));
  return rng.uniform(origin - span * 0.3, origin + span * 1.3);
}

struct Grids {
  uu::UniformGrid grid;
  double size;
};

std::vector<Grids> random_grids(uu::Rng& rng) {
  std::vector<Grids> grids;
  grids.push_back({uu::UniformGrid({0.0, 0.0}, 1.0, 1, 1), 1.0});    // one cell
  grids.push_back({uu::UniformGrid({2.0, -1.0}, 0.0, 0, 0), 1.0});   // zero size: one cell of 1
  grids.push_back({uu::UniformGrid::covering({3.0, 3.0}, {3.0, 3.0}, 0.5), 0.5});  // a point
  for (int i = 0; i < 20; ++i) {
    const double size = rng.uniform(0.2, 3.0);
    const Vec2 origin{rng.uniform(-5.0, 5.0), rng.uniform(-5.0, 5.0)};
    grids.push_back({uu::UniformGrid(origin, size, 1 + static_cast<int>(rng.uniform(0.0, 12.0)), 1 + static_cast<int>(rng.uniform(0.0, 12.0))), size});
  }
  return grids;
}

Vec2 random_point(uu::Rng& rng, const uu::UniformGrid& g) {
  return {random_coordinate(rng, g.origin().x, g.cell_size(), g.columns()), random_coordinate(rng, g.origin().y, g.cell_size(), g.rows())};
}

}  // namespace

TEST_CASE("uniform grid: a point's cell is its floor held to the border", "[geom][uniform_grid]") {
  uu::Rng rng(5);
  for (const Grids& one : random_grids(rng)) {
    const uu::UniformGrid& g = one.grid;
    const double size = one.size;
    REQUIRE(g.cell_size() == size);
    REQUIRE(g.cells() == static_cast<std::size_t>(g.columns()) * static_cast<std::size_t>(g.rows()));
    for (int q = 0; q < 300; ++q) {
      const Vec2 p = random_point(rng, g);
      const auto [cx, cy] = g.cell_of(p);
      REQUIRE(cx == reference_cell(p.x, g.origin().x, size, g.columns()));
      REQUIRE(cy == reference_cell(p.y, g.origin().y, size, g.rows()));
      REQUIRE(g.index_of(p) == static_cast<std::size_t>(cy * g.columns() + cx));
    }
  }
  const auto covering = uu::UniformGrid::covering({0.0, 0.0}, {2.0, 0.5}, 1.0);
  CHECK(covering.columns() == 3);
  CHECK(covering.rows() == 1);
  CHECK(uu::clamped_cell(std::nan(""), 4) == 0);
}

TEST_CASE("uniform grid buckets: a box's cells hold every point in it, each once", "[geom][uniform_grid]") {
  uu::Rng rng(6);
  for (const Grids& one : random_grids(rng)) {
    const uu::UniformGrid& g = one.grid;
    std::vector<Vec2> pts;
    for (int i = 0; i < 150; ++i) pts.push_back(random_point(rng, g));
    uu::CellBuckets<int> buckets;
    buckets.start_count(g.cells());
    for (const Vec2& p : pts) buckets.count(g.index_of(p));
    buckets.start_placing();
    for (std::size_t i = 0; i < pts.size(); ++i) buckets.place(g.index_of(pts[i]), static_cast<int>(i));
    buckets.end_placing();
    REQUIRE(buckets.size() == pts.size());
    for (int q = 0; q < 100; ++q) {
      const Vec2 a = random_point(rng, g), b = random_point(rng, g);
      const Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
      const uu::CellRange range = g.range(lo, hi);
      std::vector<int> rows, cells;
      buckets.for_each_in_rows(g, range, [&](int id) { rows.push_back(id); });
      buckets.for_each_in_cells(g, range, [&](int cx, int cy, int id) {
        REQUIRE(g.cell_of(pts[static_cast<std::size_t>(id)]) == std::pair{cx, cy});
        cells.push_back(id);
      });
      // Row by row, cell by cell, ids ascending within a cell: the same order both ways.
      REQUIRE(rows == cells);
      std::vector<int> sorted = rows;
      std::sort(sorted.begin(), sorted.end());
      REQUIRE(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
      for (std::size_t i = 0; i < pts.size(); ++i) {
        const Vec2 p = pts[i];
        if (p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y) REQUIRE(std::binary_search(sorted.begin(), sorted.end(), static_cast<int>(i)));
      }
    }
  }
}

TEST_CASE("uniform grid lists: boxes met once, newest first, as the plain overlap test finds", "[geom][uniform_grid]") {
  uu::Rng rng(7);
  for (const Grids& one : random_grids(rng)) {
    const uu::UniformGrid& g = one.grid;
    const double size = one.size;
    struct SegmentBox {
      Vec2 lo, hi;
    };
    struct Entry {
      int id;
      uu::CellRange cells;
    };
    std::vector<SegmentBox> boxes;
    uu::CellLists<Entry> lists;
    lists.reset(g.cells());
    REQUIRE(lists.empty());
    for (int i = 0; i < 120; ++i) {
      const Vec2 a = random_point(rng, g);
      const Vec2 b{a.x + rng.uniform(0.0, 2.0 * size), a.y + rng.uniform(0.0, 2.0 * size)};
      boxes.push_back({a, b});
      const uu::CellRange r = g.range(a, b);
      for (int cy = r.y0; cy <= r.y1; ++cy)
        for (int cx = r.x0; cx <= r.x1; ++cx) lists.push(g.index(cx, cy), {i, r});
    }
    for (int q = 0; q < 100; ++q) {
      const Vec2 a = random_point(rng, g);
      const Vec2 b{a.x + rng.uniform(0.0, 3.0 * size), a.y + rng.uniform(0.0, 3.0 * size)};
      const uu::CellRange walk = g.range(a, b);
      std::vector<int> found;
      for (int cy = walk.y0; cy <= walk.y1; ++cy) {
        for (int cx = walk.x0; cx <= walk.x1; ++cx) {
          int last = 1 << 30;
          lists.for_each_in_cell(g.index(cx, cy), [&](const Entry& e) {
            REQUIRE(e.id < last);  // newest first
            last = e.id;
            if (uu::first_meeting(cx, cy, walk, e.cells.x0, e.cells.y0)) found.push_back(e.id);
          });
        }
      }
      std::sort(found.begin(), found.end());
      REQUIRE(std::adjacent_find(found.begin(), found.end()) == found.end());
      for (std::size_t i = 0; i < boxes.size(); ++i) {
        const SegmentBox& box = boxes[i];
        const bool overlaps = box.lo.x <= b.x && a.x <= box.hi.x && box.lo.y <= b.y && a.y <= box.hi.y;
        if (overlaps) REQUIRE(std::binary_search(found.begin(), found.end(), static_cast<int>(i)));
      }
    }
    lists.clear();
    REQUIRE(lists.empty());
    REQUIRE(lists.first(0) == -1);
  }
}

TEST_CASE("uniform grid: the scaled cell is the floor of the offset times the cells per unit", "[geom][uniform_grid]") {
  uu::Rng rng(8);
  for (const Grids& one : random_grids(rng)) {
    const uu::UniformGrid& g = one.grid;
    const double per_unit = 1.0 / one.size;
    for (int q = 0; q < 300; ++q) {
      const Vec2 p = random_point(rng, g);
      const int cx = static_cast<int>(std::clamp(std::floor((p.x - g.origin().x) * per_unit), 0.0, g.columns() - 1.0));
      const int cy = static_cast<int>(std::clamp(std::floor((p.y - g.origin().y) * per_unit), 0.0, g.rows() - 1.0));
      REQUIRE(g.column_scaled(p.x) == cx);
      REQUIRE(g.row_scaled(p.y) == cy);
      const uu::CellRange r = g.range_scaled(p, p);
      REQUIRE((r.x0 == cx && r.x1 == cx && r.y0 == cy && r.y1 == cy));
    }
  }
  // 0.3 / 0.1 is 2.9999999999999996, 0.3 * (1 / 0.1) is 3: the two ways part at a cell's edge.
  const uu::UniformGrid g({0.0, 0.0}, 0.1, 10, 10);
  CHECK(g.column_of(0.3) == 2);
  CHECK(g.column_scaled(0.3) == 3);
  const auto covering = uu::UniformGrid::covering_scaled({0.0, 0.0}, {0.3, 0.0}, 0.1);
  CHECK(covering.columns() == 4);
  CHECK(uu::UniformGrid::covering({0.0, 0.0}, {0.3, 0.0}, 0.1).columns() == 3);
}

TEST_CASE("uniform grid: bordered numbering goes column by column round a border of cells", "[geom][uniform_grid]") {
  uu::Rng rng(9);
  for (const Grids& one : random_grids(rng)) {
    const uu::UniformGrid& g = one.grid;
    // The plain version: the cells from (-1, -1) to (columns, rows) counted column by column.
    std::size_t expected = 0;
    for (int cx = -1; cx <= g.columns(); ++cx)
      for (int cy = -1; cy <= g.rows(); ++cy) REQUIRE(g.bordered_index(cx, cy) == expected++);
    REQUIRE(g.bordered_cells() == expected);
    REQUIRE(g.bordered_index(1, 0) - g.bordered_index(0, 0) == g.column_step());

    std::vector<Vec2> pts;
    for (int i = 0; i < 150; ++i) pts.push_back(random_point(rng, g));
    const auto cell = [&](Vec2 p) { return g.bordered_index(g.column_scaled(p.x), g.row_scaled(p.y)); };
    uu::CellBuckets<int> buckets;
    buckets.start_count(g.bordered_cells());
    for (const Vec2& p : pts) buckets.count(cell(p));
    buckets.start_placing();
    for (std::size_t i = 0; i < pts.size(); ++i) buckets.place(cell(pts[i]), static_cast<int>(i));
    buckets.end_placing();
    // The border's cells stay empty.
    for (int cx = -1; cx <= g.columns(); ++cx) {
      for (int cy = -1; cy <= g.rows(); ++cy) {
        const std::size_t c = g.bordered_index(cx, cy);
        if (cx < 0 || cy < 0 || cx == g.columns() || cy == g.rows()) REQUIRE(buckets.begin(c) == buckets.begin(c + 1));
      }
    }
    for (int q = 0; q < 100; ++q) {
      const Vec2 a = random_point(rng, g), b = random_point(rng, g);
      const uu::CellRange range = g.range_scaled({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)});
      std::vector<int> columns, plain;
      buckets.for_each_in_columns(g, range, [&](int id) { columns.push_back(id); });
      // Column by column, cell by cell, ids ascending within a cell.
      for (int cx = range.x0; cx <= range.x1; ++cx)
        for (int cy = range.y0; cy <= range.y1; ++cy)
          for (std::size_t i = 0; i < pts.size(); ++i)
            if (cell(pts[i]) == g.bordered_index(cx, cy)) plain.push_back(static_cast<int>(i));
      REQUIRE(columns == plain);
    }
  }
}

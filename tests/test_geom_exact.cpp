// The geometry's shortcuts must give the same bits as the plain computations they
// replace: boards depend on every bit of a distance and of a pole.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <vector>

#include "rings.hpp"
#include "geom/polygon.hpp"
#include "geom/polylabel.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

// polylabel as first written: every cell goes through the queue, and the signed
// distance is the plain one.
uu::Pole plain_polylabel(const std::vector<Vec2>& ring, double precision, double at_least) {
  struct Cell {
    Vec2 center;
    double half, distance, bound;
    std::uint64_t order;
  };
  const auto make_cell = [&](Vec2 c, double half, std::uint64_t order) {
    const double d = uu::test::plain_distance_to_outline(c, ring);
    const double signed_d = uu::point_in_polygon(c, ring) ? d : -d;
    return Cell{c, half, signed_d, signed_d + half * std::sqrt(2.0), order};
  };
  const auto by_bound = [](const Cell& a, const Cell& b) {
    if (a.bound != b.bound) return a.bound < b.bound;
    return a.order > b.order;
  };
  Vec2 lo = ring[0], hi = ring[0];
  for (Vec2 p : ring) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const double width = hi.x - lo.x, height = hi.y - lo.y;
  const double cell_size = std::min(width, height);
  if (!(cell_size > 0.0)) return {lo, 0.0};
  precision = std::max(precision, cell_size * 1e-9);
  std::uint64_t order = 0;
  const double half = cell_size / 2.0;
  std::priority_queue<Cell, std::vector<Cell>, decltype(by_bound)> queue(by_bound);
  for (int i = 0; i < static_cast<int>(std::ceil(width / cell_size)); ++i) {
    for (int j = 0; j < static_cast<int>(std::ceil(height / cell_size)); ++j) {
      queue.push(make_cell({lo.x + cell_size * i + half, lo.y + cell_size * j + half}, half, order++));
    }
  }
  double twice_area = 0.0;
  Vec2 sum;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const double f = uu::cross(ring[j], ring[i]);
    sum = sum + (ring[j] + ring[i]) * f;
    twice_area += f;
  }
  const Vec2 centroid = twice_area == 0.0 ? ring[0] : sum * (1.0 / (3.0 * twice_area));
  Cell best = make_cell(centroid, 0.0, order++);
  const Cell box_center = make_cell({lo.x + width / 2.0, lo.y + height / 2.0}, 0.0, order++);
  if (box_center.distance > best.distance) best = box_center;
  constexpr double rounding = 1e-9;
  while (!queue.empty()) {
    if (best.distance < at_least && queue.top().bound + rounding < at_least) break;
    const Cell cell = queue.top();
    queue.pop();
    if (cell.distance > best.distance) best = cell;
    if (cell.bound - best.distance <= precision) continue;
    const double h = cell.half / 2.0;
    for (const Vec2 offset : {Vec2{-h, -h}, Vec2{h, -h}, Vec2{-h, h}, Vec2{h, h}}) {
      queue.push(make_cell(cell.center + offset, h, order++));
    }
  }
  return {best.center, best.distance};
}

}  // namespace

TEST_CASE("distance_to_outline is the least distance to a side, to the bit", "[geom][polygon]") {
  uu::Rng rng(21);
  for (int round = 0; round < 300; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 1 + round % 25, round % 2 == 0, 0.5);
    for (int k = 0; k < 20; ++k) {
      const Vec2 p{rng.uniform(-1.0, 11.0), rng.uniform(-1.0, 11.0)};
      INFO("round " << round << ", point " << k);
      REQUIRE(uu::distance_to_outline(p, ring) == uu::test::plain_distance_to_outline(p, ring));
    }
  }
}

TEST_CASE("polylabel gives the pole of the search that queues every cell, to the bit", "[geom][polylabel]") {
  uu::Rng rng(22);
  for (int round = 0; round < 300; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 3 + round % 40, round % 3 == 0, 0.5);
    const double precision = round % 2 == 0 ? 0.04 : 0.01;
    const uu::Pole full = plain_polylabel(ring, precision, -std::numeric_limits<double>::infinity());
    // at_least below, near and above the pole's distance, where the early stop matters.
    for (const double at_least : {-std::numeric_limits<double>::infinity(), 0.6, full.distance * rng.uniform(0.5, 1.5),
                                  full.distance, full.distance + precision / 2.0}) {
      const uu::Pole expected = plain_polylabel(ring, precision, at_least);
      const uu::Pole pole = uu::polylabel(ring, precision, at_least);
      INFO("round " << round << ", at_least " << at_least);
      REQUIRE(pole.point.x == expected.point.x);
      REQUIRE(pole.point.y == expected.point.y);
      REQUIRE(pole.distance == expected.distance);
    }
  }
}

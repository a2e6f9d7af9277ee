// polylabel and PoleFinder: the pole to the bit of the plain search below (Mapbox's
// polylabel as first written), the distance it reports, known answers and the limited
// search.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
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

TEST_CASE("PoleFinder::find after start is polylabel's pole, no less deep than start's", "[geom][polylabel]") {
  // The roomy-area search asks start() of a ring, then often find() of the same ring,
  // which takes up the outline and starting cell already made.
  uu::Rng rng(23);
  uu::PoleFinder poles;
  for (int round = 0; round < 300; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 3 + round % 40, round % 3 == 0, 0.5);
    const double at_least = round % 2 == 0 ? -std::numeric_limits<double>::infinity() : rng.uniform(0.5, 3.0);
    const uu::Pole expected = plain_polylabel(ring, 0.04, at_least);
    const double start = poles.start(ring);
    const uu::Pole pole = poles.find(ring, 0.04, at_least);
    INFO("round " << round);
    REQUIRE(pole.point.x == expected.point.x);
    REQUIRE(pole.point.y == expected.point.y);
    REQUIRE(pole.distance == expected.distance);
    REQUIRE(pole.distance >= start);
  }
  CHECK(poles.start(std::vector<Vec2>{}) == 0.0);
  CHECK(poles.start(std::vector<Vec2>{{1, 1}, {3, 1}, {2, 1}}) == 0.0);
}

TEST_CASE("polylabel's distance is the outline distance of its point", "[geom][polylabel]") {
  // Long rings take polylabel's path that skips far sides; the distance must still be
  // exactly distance_to_outline, signed by point_in_polygon.
  uu::Rng rng(11);
  for (int round = 0; round < 200; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 3 + round % 80, round % 3 == 0);
    const uu::Pole pole = uu::polylabel(ring, 0.01);
    const double d = uu::distance_to_outline(pole.point, ring);
    INFO("round " << round);
    CHECK(pole.distance == (uu::point_in_polygon(pole.point, ring) ? d : -d));
    CHECK(pole.distance > 0.0);
  }
}

TEST_CASE("polylabel finds the point with most room", "[geom][polylabel]") {
  const std::vector<Vec2> square = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const uu::Pole s = uu::polylabel(square, 0.001);
  CHECK(s.point.x == Approx(2.0).margin(0.01));
  CHECK(s.point.y == Approx(2.0).margin(0.01));
  CHECK(s.distance == Approx(2.0).margin(0.001));

  // L of arm width 2: the widest circle sits in the elbow, touching both outer sides and
  // the inner corner (2, 2): center (c, c) with c = sqrt(2) (2 - c), c = 4 - 2 sqrt(2).
  const std::vector<Vec2> ell = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
  const double c = 4.0 - 2.0 * std::sqrt(2.0);
  const uu::Pole l = uu::polylabel(ell, 0.0001);
  CHECK(l.distance == Approx(c).margin(0.0001));
  CHECK(l.point.x == Approx(c).margin(0.01));
  CHECK(l.point.y == Approx(c).margin(0.01));
  CHECK(uu::point_in_polygon(l.point, ell));
  // The same answer every time, and for any start vertex the same room.
  CHECK(uu::polylabel(ell, 0.0001).point == l.point);
  std::vector<Vec2> turned(ell.begin() + 2, ell.end());
  turned.insert(turned.end(), ell.begin(), ell.begin() + 2);
  CHECK(uu::polylabel(turned, 0.0001).distance == Approx(c).margin(0.0001));

  CHECK(uu::polylabel(std::vector<Vec2>{}).distance == 0.0);
  const uu::Pole flat = uu::polylabel(std::vector<Vec2>{{1, 1}, {3, 1}, {2, 1}});
  CHECK(flat.distance == 0.0);
  CHECK(flat.point == Vec2{1, 1});
}

TEST_CASE("PoleFinder::find_limited finds the most room clear of the outline and a limit", "[geom][polylabel]") {
  uu::PoleFinder poles;
  // A limit that never binds gives polylabel's pole, bit for bit.
  const uu::PoleFinder::RoomLimit open = [](Vec2, double up_to) { return up_to; };
  uu::Rng rng(77);
  for (int k = 0; k < 200; ++k) {
    std::vector<Vec2> ring;
    const int sides = rng.between(3, 9);
    for (int i = 0; i < sides; ++i) {
      const double angle = 2.0 * std::numbers::pi * (i + rng.uniform(0.0, 0.8)) / sides;
      const double r = rng.uniform(1.0, 3.0);
      ring.push_back({r * std::cos(angle), r * std::sin(angle)});
    }
    const uu::Pole plain = uu::polylabel(ring, 0.01);
    const uu::Pole limited = poles.find_limited(ring, 0.01, -std::numeric_limits<double>::infinity(), open);
    CHECK(limited.point == plain.point);
    CHECK(limited.distance == plain.distance);
  }

  // A 10 x 10 square with a disc of radius 1 in its middle: the most room lies on a
  // diagonal, where the outline and the disc are equally far: at (5 - t, 5 - t) with
  // 5 - t = t sqrt(2) - 1, so t = 6 / (1 + sqrt(2)) and the room is 5 - t (toward a
  // side's middle it is only 2).
  const std::vector<Vec2> square = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  const Vec2 middle{5, 5};
  const uu::PoleFinder::RoomLimit disc = [&](Vec2 p, double up_to) { return std::clamp(distance(p, middle) - 1.0, 0.0, up_to); };
  const double t = 6.0 / (1.0 + std::sqrt(2.0));
  const uu::Pole pole = poles.find_limited(square, 0.001, -std::numeric_limits<double>::infinity(), disc);
  CHECK(pole.distance == Approx(5.0 - t).margin(0.001));
  CHECK(std::abs(pole.point.x - 5.0) == Approx(t).margin(0.01));
  CHECK(std::abs(pole.point.y - 5.0) == Approx(t).margin(0.01));
  // The room there is what it says, and no sampled point of the square has more.
  CHECK(std::min(uu::distance_to_outline(pole.point, square), disc(pole.point, 100.0)) == Approx(pole.distance).margin(1e-9));
  for (double x = 0.25; x < 10.0; x += 0.25)
    for (double y = 0.25; y < 10.0; y += 0.25) CHECK(std::min(uu::distance_to_outline({x, y}, square), disc({x, y}, 100.0)) <= pole.distance + 0.001);
  // With at_least above what the square holds, the search gives up below it.
  CHECK(poles.find_limited(square, 0.001, 3.0, disc).distance < 3.0);
}

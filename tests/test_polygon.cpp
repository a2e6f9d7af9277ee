// Ring measures (src/geom/polygon.hpp) on known answers and held to plain versions:
// the shoelace sum in integers, even-odd containment by counting crossings of a ray,
// and the least distance to a side, to the bit.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

#include "geom/polygon.hpp"
#include "rings.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

// Twice the signed area in integers, vertex by vertex.
std::int64_t twice_area(const std::vector<Vec2>& ring) {
  std::int64_t sum = 0;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    const Vec2 p = ring[i], q = ring[(i + 1) % ring.size()];
    sum += static_cast<std::int64_t>(p.x) * static_cast<std::int64_t>(q.y) - static_cast<std::int64_t>(q.x) * static_cast<std::int64_t>(p.y);
  }
  return sum;
}

// How many sides a ray from p going right crosses, odd meaning inside (p off the outline).
bool plain_inside(Vec2 p, const std::vector<Vec2>& ring) {
  int crossings = 0;
  for (std::size_t i = 0; i < ring.size(); ++i) {
    const Vec2 a = ring[i], b = ring[(i + 1) % ring.size()];
    if ((a.y > p.y) == (b.y > p.y)) continue;  // the side does not span p's height
    const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
    crossings += x > p.x ? 1 : 0;
  }
  return crossings % 2 == 1;
}

}  // namespace

TEST_CASE("polygon area, containment and distance", "[geom][polygon]") {
  const std::vector<Vec2> square = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const std::vector<Vec2> ell = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
  CHECK(uu::signed_area(square) == 16.0);
  CHECK(uu::signed_area(std::vector<Vec2>(square.rbegin(), square.rend())) == -16.0);
  CHECK(uu::signed_area(ell) == 20.0);
  CHECK(uu::signed_area(std::vector<Vec2>{{0, 0}, {1, 1}}) == 0.0);
  CHECK(uu::point_in_polygon({2, 2}, square));
  CHECK_FALSE(uu::point_in_polygon({5, 2}, square));
  CHECK_FALSE(uu::point_in_polygon({-0.1, 2}, square));
  CHECK(uu::point_in_polygon({1, 5}, ell));
  CHECK(uu::point_in_polygon({5, 1}, ell));
  CHECK_FALSE(uu::point_in_polygon({4, 4}, ell));  // in the notch
  // A face with a slit (a dangling edge walked there and back) still contains its inside.
  const std::vector<Vec2> slit = {{0, 0}, {2, 0}, {1.5, 0.5}, {2, 0}, {2, 2}};
  CHECK(uu::point_in_polygon({1.2, 0.3}, slit));
  CHECK(uu::point_in_polygon({1.9, 1.0}, slit));
  CHECK_FALSE(uu::point_in_polygon({1.0, 1.5}, slit));
  CHECK(uu::distance_to_outline({1.6, 0.5}, slit) == Approx(0.1 / std::sqrt(2.0)));
  CHECK_FALSE(uu::point_in_polygon({0, 0}, std::vector<Vec2>{}));
  CHECK_FALSE(uu::point_in_polygon({0.5, 0.2}, std::vector<Vec2>{{0, 0}, {1, 0}}));
  CHECK(uu::distance_to_outline({2, 1}, square) == 1.0);
  CHECK(uu::distance_to_outline({5, 2}, square) == 1.0);
  CHECK(std::isinf(uu::distance_to_outline({0, 0}, std::vector<Vec2>{})));
  CHECK(uu::distance_to_outline({3, 4}, std::vector<Vec2>{{0, 0}}) == 5.0);
}

TEST_CASE("signed area equals the shoelace sum in integers", "[geom][polygon]") {
  // Snapped star rings scaled to integers: their area is exact in doubles too.
  uu::Rng rng(22);
  for (int round = 0; round < 500; ++round) {
    std::vector<Vec2> ring = uu::test::star_ring(rng, round % 30, true, 0.0);
    for (Vec2& p : ring) p = p * 2.0;
    INFO("round " << round);
    REQUIRE(uu::signed_area(ring) == (ring.size() < 3 ? 0.0 : static_cast<double>(twice_area(ring)) / 2.0));
    std::vector<Vec2> reversed(ring.rbegin(), ring.rend());
    REQUIRE(uu::signed_area(reversed) == -uu::signed_area(ring));
  }
}

TEST_CASE("containment equals counting the sides a ray crosses", "[geom][polygon]") {
  // Points off the outline only: on it the answer is definite but unspecified.
  uu::Rng rng(23);
  int inside = 0, outside = 0;
  for (int round = 0; round < 400; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 3 + round % 25, round % 2 == 0, 0.5);
    for (int k = 0; k < 30; ++k) {
      const Vec2 p = k % 3 == 0 ? Vec2{rng.uniform(-1.0, 11.0), std::round(rng.uniform(-1.0, 11.0) * 2.0) / 2.0}  // on vertices' heights
                                : Vec2{rng.uniform(-1.0, 11.0), rng.uniform(-1.0, 11.0)};
      if (uu::test::plain_distance_to_outline(p, ring) < 1e-9) continue;
      const bool expect = plain_inside(p, ring);
      INFO("round " << round << ", point " << k);
      REQUIRE(uu::point_in_polygon(p, ring) == expect);
      (expect ? inside : outside) += 1;
    }
  }
  CHECK(inside > 1000);
  CHECK(outside > 1000);
}

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

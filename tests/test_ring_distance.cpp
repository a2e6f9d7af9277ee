// The signed distance polylabel's cells are measured with (ring_distance.hpp), to the bit
// of the plain one: the least distance over every side, signed by point_in_polygon.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "rings.hpp"
#include "geom/polygon.hpp"
#include "geom/ring_distance.hpp"
#include "geom/segment.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

double plain_signed_distance(Vec2 p, const std::vector<Vec2>& ring) {
  const double d = uu::test::plain_distance_to_outline(p, ring);
  return uu::point_in_polygon(p, ring) ? d : -d;
}

// The signed distance at p, and the side it names nearest at that distance, as the plain
// distance to that side from ring[k - 1] to ring[k].
void check_at(Vec2 p, const std::vector<Vec2>& ring, const uu::Outline& outline) {
  std::size_t side = ring.size();
  const double d = uu::signed_distance(p, outline, side);
  REQUIRE(d == plain_signed_distance(p, ring));
  REQUIRE(side < ring.size());
  const std::size_t before = side == 0 ? ring.size() - 1 : side - 1;
  REQUIRE(uu::distance_point_segment(p, ring[before], ring[side]) == std::abs(d));
}

}  // namespace

TEST_CASE("signed_distance is the plain least distance to a side, signed, to the bit", "[geom][ring_distance]") {
  uu::Rng rng(31);
  uu::Outline outline;  // one outline for every ring: assign() must leave nothing of the last
  // Rings shorter and longer than the shortest with runs, many with horizontal sides,
  // repeated points and points at a vertex's height (the snapped ones).
  for (int round = 0; round < 600; ++round) {
    const int n = 1 + round % 70;
    const std::vector<Vec2> ring = uu::test::star_ring(rng, n, round % 3 == 0, round % 2 == 0 ? 0.5 : 3.0);
    outline.assign(ring);
    REQUIRE(outline.sides.size() == ring.size());
    for (int k = 0; k < 30; ++k) {
      // Points all over, some on the snapping grid (a vertex's height or a side's line).
      Vec2 p{rng.uniform(-2.0, 12.0), rng.uniform(-2.0, 12.0)};
      if (k % 3 == 0) p = {std::round(p.x * 2.0) / 2.0, std::round(p.y * 2.0) / 2.0};
      INFO("round " << round << ", point " << k);
      check_at(p, ring, outline);
    }
    for (const Vec2 vertex : ring) check_at(vertex, ring, outline);
  }
}

TEST_CASE("distance2 to a side is distance_point_segment's square, to the bit", "[geom][ring_distance]") {
  uu::Rng rng(32);
  uu::Outline outline;
  for (int round = 0; round < 200; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 3 + round % 20, round % 2 == 0);
    outline.assign(ring);
    for (int k = 0; k < 20; ++k) {
      const Vec2 p{rng.uniform(-2.0, 12.0), rng.uniform(-2.0, 12.0)};
      for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        REQUIRE(std::sqrt(uu::distance2(p, outline.sides[i])) == uu::distance_point_segment(p, ring[j], ring[i]));
      }
    }
  }
}

TEST_CASE("signed_distance on degenerate rings", "[geom][ring_distance]") {
  uu::Outline outline;
  std::size_t side = 7;
  outline.assign(std::vector<Vec2>{});
  CHECK(uu::signed_distance({1, 2}, outline, side) == -std::numeric_limits<double>::infinity());

  // One point: a side of no length, never inside.
  const std::vector<Vec2> point = {{3, 4}};
  outline.assign(point);
  CHECK(uu::signed_distance({0, 0}, outline, side) == -5.0);
  CHECK(side == 0);
  CHECK(uu::signed_distance({3, 4}, outline, side) == 0.0);

  // Two points, and three in a line: no inside, the distance to the segment.
  for (const std::vector<Vec2>& flat : {std::vector<Vec2>{{0, 0}, {4, 0}}, std::vector<Vec2>{{0, 0}, {2, 0}, {4, 0}}}) {
    outline.assign(flat);
    CHECK(uu::signed_distance({1, 3}, outline, side) == -3.0);
    CHECK(uu::signed_distance({1, 0}, outline, side) == 0.0);
    CHECK(uu::signed_distance({6, 0}, outline, side) == -2.0);
  }

  // The same point again and again, and a square with every corner twice.
  const std::vector<Vec2> same(20, Vec2{1, 1});
  outline.assign(same);
  CHECK(uu::signed_distance({4, 5}, outline, side) == -5.0);
  CHECK(side < same.size());
  std::vector<Vec2> doubled;
  for (const Vec2 corner : {Vec2{0, 0}, Vec2{4, 0}, Vec2{4, 4}, Vec2{0, 4}}) doubled.insert(doubled.end(), 2, corner);
  outline.assign(doubled);
  for (const Vec2 p : {Vec2{1, 2}, Vec2{2, 2}, Vec2{4, 2}, Vec2{5, 2}, Vec2{0, 0}, Vec2{2, 4}}) check_at(p, doubled, outline);

  // A long ring (with runs) after which a short one is assigned: nothing of the long one
  // is left.
  uu::Rng rng(33);
  const std::vector<Vec2> long_ring = uu::test::star_ring(rng, 60, false);
  outline.assign(long_ring);
  CHECK_FALSE(outline.runs.empty());
  const std::vector<Vec2> triangle = {{0, 0}, {4, 0}, {0, 3}};
  outline.assign(triangle);
  CHECK(outline.runs.empty());
  CHECK(uu::signed_distance({1, 1}, outline, side) == plain_signed_distance({1, 1}, triangle));
  CHECK(uu::signed_distance({1, 1}, outline, side) > 0.0);

  // Tiny and huge rings.
  for (const double scale : {1e-9, 1e9}) {
    std::vector<Vec2> scaled;
    for (const Vec2 q : long_ring) scaled.push_back(q * scale);
    outline.assign(scaled);
    for (int k = 0; k < 50; ++k) check_at(Vec2{rng.uniform(0.0, 10.0), rng.uniform(0.0, 10.0)} * scale, scaled, outline);
  }
}

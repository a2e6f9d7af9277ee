// DeepRegion, the part of a convex ring at least some depth inside it, against the plain
// depth (the least distance to a side, inside the ring) at points sampled all over the
// ring: the region holds every point deeper than its depth and no point shallower.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <numbers>
#include <span>
#include <vector>

#include "rings.hpp"
#include "geom/deep_region.hpp"
#include "geom/polygon.hpp"
#include "geom/polylabel.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

// A random convex ring of `sides` corners on an ellipse, turning either way, somewhere
// and of some size.
std::vector<Vec2> convex_ring(uu::Rng& rng, int sides) {
  std::vector<double> angles;
  for (int i = 0; i < sides; ++i) angles.push_back(rng.uniform(0.0, 2.0 * std::numbers::pi));
  std::sort(angles.begin(), angles.end());
  const double stretch = rng.uniform(0.3, 3.0), scale = rng.uniform(0.5, 20.0);
  const Vec2 center{rng.uniform(-50.0, 50.0), rng.uniform(-50.0, 50.0)};
  std::vector<Vec2> ring;
  for (const double a : angles) ring.push_back(center + Vec2{stretch * std::cos(a), std::sin(a)} * scale);
  if (rng.chance(0.5)) std::reverse(ring.begin(), ring.end());
  return ring;
}

// How far inside the ring p is: its distance to the outline, negative outside.
double plain_depth(Vec2 p, const std::vector<Vec2>& ring) {
  const double d = uu::test::plain_distance_to_outline(p, ring);
  return uu::point_in_polygon(p, ring) ? d : -d;
}

// The plain depth at the centers of a grid of cells over the ring's box and a little
// around it. Every point of the box is within `reach` of a center, so no point is deeper
// than the deepest center by more than that.
struct Samples {
  std::vector<Vec2> points;
  std::vector<double> depths;
  double deepest = -std::numeric_limits<double>::infinity();
  double reach = 0.0;
};

Samples sample(const std::vector<Vec2>& ring, int across) {
  Vec2 lo = ring[0], hi = ring[0];
  for (const Vec2 p : ring) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const Vec2 pad = (hi - lo) * 0.05;
  lo = lo - pad;
  hi = hi + pad;
  const Vec2 step = (hi - lo) * (1.0 / across);
  Samples s;
  s.reach = 0.5 * std::hypot(step.x, step.y);
  for (int i = 0; i < across; ++i) {
    for (int j = 0; j < across; ++j) {
      const Vec2 p = lo + Vec2{step.x * (i + 0.5), step.y * (j + 0.5)};
      s.points.push_back(p);
      s.depths.push_back(plain_depth(p, ring));
      s.deepest = std::max(s.deepest, s.depths.back());
    }
  }
  return s;
}

// A random convex ring of 3 to max_sides corners, sampled 80 by 80, and a margin above
// the rounding of any depth computed in it.
struct SampledRing {
  std::vector<Vec2> ring;
  Samples samples;
  double margin = 0.0;
};

SampledRing sampled_ring(uu::Rng& rng) {
  SampledRing r;
  r.ring = convex_ring(rng, rng.between(3, static_cast<int>(uu::DeepRegion::max_sides)));
  r.samples = sample(r.ring, 80);
  r.margin = 1e-9 * (1.0 + std::abs(r.ring[0].x) + std::abs(r.ring[0].y));
  return r;
}

// `region` is the points of `ring` at least `depth` inside, as the samples tell within
// `margin`: it holds every sample deeper, and no sample shallower or outside the ring;
// its corners are at that depth (or, for a depth not above zero, the ring's own).
void check_region(std::span<const Vec2> region, const std::vector<Vec2>& ring, double depth, const Samples& s,
                  double margin) {
  const double least = std::max(depth, 0.0);
  // The first sample on the wrong side, if any (a check each would be slow).
  std::size_t wrong = s.points.size();
  for (std::size_t k = 0; k < s.points.size() && wrong == s.points.size(); ++k) {
    const bool in = uu::point_in_polygon(s.points[k], region);
    if ((s.depths[k] > least + margin && !in) || (s.depths[k] < least - margin && in)) wrong = k;
  }
  if (wrong < s.points.size()) {
    INFO("sample " << s.points[wrong].x << ", " << s.points[wrong].y << " at depth " << s.depths[wrong]);
    FAIL("a sample on the wrong side of the region");
  }
  if (depth > margin) {
    for (const Vec2 corner : region) REQUIRE(std::abs(plain_depth(corner, ring) - depth) <= margin);
  } else if (depth < -margin) {
    REQUIRE(std::vector<Vec2>(region.begin(), region.end()) == ring);
  }
}

}  // namespace

TEST_CASE("DeepRegion::at_depth holds the sampled points at least that deep, and no other", "[geom][deep_region]") {
  uu::Rng rng(51);
  uu::DeepRegion deep;
  int tried = 0;
  for (int round = 0; round < 300; ++round) {
    const auto [ring, s, margin] = sampled_ring(rng);
    // Depths outside the ring, inside it, near its deepest and beyond it.
    for (const double depth : {-s.deepest * 0.5, s.deepest * rng.uniform(0.0, 0.5), s.deepest * rng.uniform(0.5, 1.0),
                               s.deepest - 1e-6, s.deepest + s.reach + 1e-6, s.deepest * 2.0}) {
      INFO("round " << round << ", depth " << depth << " of " << s.deepest);
      const std::span<const Vec2> region = deep.at_depth(ring, depth);
      if (depth > s.deepest + s.reach + margin) {
        REQUIRE(region.empty());
      } else if (region.empty()) {
        // Some sample is that deep: only a ring not strictly convex (corners about in a
        // line, by rounding) has no region.
        REQUIRE((depth >= s.deepest - margin || deep.of(ring, 1.0).empty()));
        continue;
      }
      ++tried;
      check_region(region, ring, depth, s, margin);
    }
  }
  CHECK(tried > 1200);
}

TEST_CASE("DeepRegion::of is the region at the sampled deepest depth less the slack", "[geom][deep_region]") {
  uu::Rng rng(52);
  uu::DeepRegion deep;
  int tried = 0;
  for (int round = 0; round < 300; ++round) {
    const auto [ring, s, margin] = sampled_ring(rng);
    for (const double slack : {s.deepest * rng.uniform(0.001, 0.1), s.deepest * rng.uniform(0.1, 1.0), s.deepest * 1.5}) {
      INFO("round " << round << ", slack " << slack << ", sampled deepest " << s.deepest);
      const std::span<const Vec2> region = deep.of(ring, slack);
      if (region.empty()) continue;  // not strictly convex, by rounding
      ++tried;
      if (slack > s.deepest + s.reach + margin) {
        REQUIRE(std::vector<Vec2>(region.begin(), region.end()) == ring);
        continue;
      }
      if (slack > s.deepest - margin) continue;  // about as deep as the ring: either answer
      // The deepest depth the region was cut at, read off its first corner: no sample is
      // deeper, and some sample is nearly as deep.
      const double deepest = plain_depth(region[0], ring) + slack;
      REQUIRE(deepest >= s.deepest - margin);
      REQUIRE(deepest <= s.deepest + s.reach + margin);
      check_region(region, ring, deepest - slack, s, margin);
    }
  }
  CHECK(tried > 800);
}

TEST_CASE("DeepRegion on degenerate rings", "[geom][deep_region]") {
  uu::DeepRegion deep;
  const auto none = [&](const std::vector<Vec2>& ring) {
    return deep.of(ring, 0.1).empty() && deep.at_depth(ring, 0.1).empty() && deep.at_depth(ring, -1.0).empty();
  };
  CHECK(none({}));
  CHECK(none({{1, 1}}));
  CHECK(none({{1, 1}, {3, 2}}));
  CHECK(none({{0, 0}, {1, 1}, {2, 2}}));                          // in a line
  CHECK(none({{0, 0}, {2, 0}, {2, 0}, {0, 2}}));                  // a point twice
  CHECK(none({{0, 0}, {4, 0}, {4, 4}, {3, 1}}));                  // not convex
  CHECK(none({{0, 0}, {4, 0}, {0, 4}, {4, 4}}));                  // crossing itself
  CHECK(none(std::vector<Vec2>(5, Vec2{2, 2})));                  // one point again and again

  // At most max_sides sides.
  for (const std::size_t sides : {uu::DeepRegion::max_sides, uu::DeepRegion::max_sides + 1}) {
    std::vector<Vec2> regular;
    for (std::size_t k = 0; k < sides; ++k) {
      const double a = 2.0 * std::numbers::pi * static_cast<double>(k) / static_cast<double>(sides);
      regular.push_back({std::cos(a), std::sin(a)});
    }
    CHECK(deep.of(regular, 0.1).empty() == (sides > uu::DeepRegion::max_sides));
  }

  // Tiny: a triangle a millionth across, with its inradius of 1e-6 (legs 3e-6 and 4e-6).
  const std::vector<Vec2> tiny = {{0, 0}, {4e-6, 0}, {0, 3e-6}};
  const std::span<const Vec2> middle = deep.of(tiny, 0.5e-6);
  REQUIRE(middle.size() == 3);
  for (const Vec2 q : middle) CHECK(plain_depth(q, tiny) == Approx(0.5e-6).margin(1e-15));
  // A slack larger than the ring is deep, or a depth not above zero: the whole ring; a
  // depth larger than the ring's deepest: nothing.
  for (const std::vector<Vec2>& ring : {tiny, std::vector<Vec2>{{0, 0}, {4, 0}, {4, 4}, {0, 4}}}) {
    const std::span<const Vec2> whole = deep.of(ring, 10.0);
    CHECK(std::vector<Vec2>(whole.begin(), whole.end()) == ring);
    const std::span<const Vec2> all = deep.at_depth(ring, -1e-3);
    CHECK(std::vector<Vec2>(all.begin(), all.end()) == ring);
    CHECK(deep.at_depth(ring, 10.0).empty());
  }
}

TEST_CASE("DeepRegion holds every pole polylabel can return for a convex ring", "[geom][deep_region]") {
  uu::DeepRegion deep;
  // A square 4 across: deepest 2 at its centre, so the points at least 1.9 from the
  // outline are the square 0.2 across around it.
  const std::vector<Vec2> square = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const std::span<const Vec2> middle = deep.of(square, 0.1);
  REQUIRE(middle.size() == 4);
  for (Vec2 q : middle) {
    CHECK(std::abs(q.x - 2.0) == Approx(0.1).margin(1e-12));
    CHECK(std::abs(q.y - 2.0) == Approx(0.1).margin(1e-12));
  }
  // A right triangle with legs 3 and 4: inradius 1 at (1, 1); the region is the
  // triangle scaled by slack / inradius about that point, whichever way the ring turns.
  std::vector<Vec2> triangle = {{0, 0}, {4, 0}, {0, 3}};
  for (int turn = 0; turn < 2; ++turn) {
    const std::span<const Vec2> near_pole = deep.of(triangle, 0.25);
    REQUIRE(near_pole.size() == 3);
    for (Vec2 q : near_pole) {
      const bool matches = std::any_of(triangle.begin(), triangle.end(), [&](Vec2 v) {
        const Vec2 expected = Vec2{1, 1} + (v - Vec2{1, 1}) * 0.25;
        return uu::distance(q, expected) < 1e-12;
      });
      CHECK(matches);
    }
    std::reverse(triangle.begin(), triangle.end());
  }
  // Only strictly convex rings of at most max_sides sides have one.
  CHECK(deep.of(std::vector<Vec2>{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}}, 0.1).empty());  // an L
  CHECK(deep.of(std::vector<Vec2>{{0, 0}, {2, 0}, {4, 0}, {4, 4}, {0, 4}}, 0.1).empty());          // three in a line
  CHECK(deep.of(std::vector<Vec2>{{0, 0}, {4, 0}, {0, 4}, {0, 4}}, 0.1).empty());                  // a point twice
  std::vector<Vec2> many;
  for (int k = 0; k < 9; ++k) many.push_back({std::cos(k * 0.698), std::sin(k * 0.698)});
  CHECK(deep.of(many, 0.1).empty());

  // The promise the expeditions stage relies on: on random convex rings, polylabel's
  // pole (to its precision) lies in the region of that slack.
  uu::Rng rng(20261125);
  int tried = 0;
  for (int k = 0; k < 2000; ++k) {
    const int sides = rng.between(3, static_cast<int>(uu::DeepRegion::max_sides));
    std::vector<double> angles;
    for (int i = 0; i < sides; ++i) angles.push_back(rng.uniform(0.0, 2.0 * std::acos(-1.0)));
    std::sort(angles.begin(), angles.end());
    const double stretch = rng.uniform(0.3, 3.0);
    std::vector<Vec2> ring;
    for (double a : angles) ring.push_back({stretch * std::cos(a), std::sin(a)});
    const double precision = rng.uniform(0.001, 0.1);
    const std::span<const Vec2> region = deep.of(ring, precision + 1e-9);
    if (region.empty()) continue;
    ++tried;
    const uu::Pole pole = uu::polylabel(ring, precision);
    // Inside the region: on the inner side of each of its edges (it turns as the ring does).
    const double turn = uu::signed_area(ring) > 0.0 ? 1.0 : -1.0;
    for (std::size_t i = 0, j = region.size() - 1; i < region.size(); j = i++) {
      CHECK(uu::cross(region[i] - region[j], pole.point - region[j]) * turn >= -1e-9);
    }
  }
  CHECK(tried > 1500);
}

// Footprints (src/geom/footprint.hpp) held to plain versions: distances to the least
// over points sampled inside the shape and along the segment, the covered part of a
// segment to which samples lie inside, on random discs and squares.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <numbers>
#include <vector>

#include "geom/footprint.hpp"
#include "geom/segment.hpp"
#include "uuboard/rng.hpp"

using uu::Footprint;
using uu::Vec2;

namespace {

bool inside(const Footprint& f, Vec2 p) {
  if (f.square) return std::abs(p.x - f.center.x) <= f.reach && std::abs(p.y - f.center.y) <= f.reach;
  return uu::distance(p, f.center) <= f.reach;
}

// Points on the shape's outline, `count` of them: the nearest point of a shape to
// anything outside it lies on its outline.
std::vector<Vec2> outline(const Footprint& f, int count) {
  std::vector<Vec2> points;
  for (int k = 0; k < count; ++k) {
    const double t = static_cast<double>(k) / count;
    if (!f.square) {
      points.push_back(f.center + Vec2{std::cos(2 * std::numbers::pi * t), std::sin(2 * std::numbers::pi * t)} * f.reach);
      continue;
    }
    const double s = 8 * t - 1;  // around the four sides, each from -1 to 1
    const int side = static_cast<int>(std::floor((s + 1) / 2));
    const double along = s - 2 * side;
    const Vec2 offsets[4] = {{along, -1}, {1, along}, {-along, 1}, {-1, -along}};
    points.push_back(f.center + offsets[side % 4] * f.reach);
  }
  return points;
}

Footprint random_footprint(uu::Rng& rng) {
  return {{rng.uniform(-3, 3), rng.uniform(-3, 3)}, rng.uniform(0.0, 2.0), rng.chance(0.5)};
}

constexpr int samples = 4000;
// How far apart the outline's samples lie, at most: the sampled distances exceed the
// exact ones by no more.
double sample_gap(const Footprint& f) { return (f.square ? 8 * f.reach : 2 * std::numbers::pi * f.reach) / samples + 1e-12; }

}  // namespace

TEST_CASE("footprint: distance to a point is the least to the outline's samples, 0 inside", "[geom][footprint]") {
  uu::Rng rng(61);
  for (int round = 0; round < 400; ++round) {
    const Footprint f = random_footprint(rng);
    const Vec2 p{rng.uniform(-6, 6), rng.uniform(-6, 6)};
    const double d = uu::distance(f, p);
    INFO("round " << round);
    if (inside(f, p)) {
      REQUIRE(d == 0.0);
      continue;
    }
    double sampled = INFINITY;
    for (Vec2 q : outline(f, samples)) sampled = std::min(sampled, uu::distance(p, q));
    REQUIRE(d <= sampled + 1e-9);
    REQUIRE(d >= sampled - sample_gap(f));
  }
}

TEST_CASE("footprint: distance to a segment is the least over both shapes' samples, 0 when they meet", "[geom][footprint]") {
  uu::Rng rng(62);
  int met = 0;
  for (int round = 0; round < 300; ++round) {
    const Footprint f = random_footprint(rng);
    const Vec2 a{rng.uniform(-6, 6), rng.uniform(-6, 6)};
    const Vec2 b = round % 20 == 0 ? a : Vec2{rng.uniform(-6, 6), rng.uniform(-6, 6)};
    INFO("round " << round);
    // They meet when a sample of the segment lies inside, or the segment crosses the outline.
    bool meets = false;
    for (int k = 0; k <= samples && !meets; ++k) meets = inside(f, a + (b - a) * (static_cast<double>(k) / samples));
    const std::vector<Vec2> ring = outline(f, samples);
    double sampled = INFINITY;
    for (Vec2 q : ring) sampled = std::min(sampled, uu::distance_point_segment(q, a, b));
    const double d = uu::distance(f, a, b);
    if (meets) {
      REQUIRE(d == 0.0);
      ++met;
    } else if (d > 0.0) {
      REQUIRE(d <= sampled + 1e-9);
      REQUIRE(d >= sampled - sample_gap(f));
    } else {
      REQUIRE(sampled <= sample_gap(f));  // a graze between the segment's samples
    }
  }
  CHECK(met > 30);
  CHECK(met < 270);
}

TEST_CASE("footprint: distance between two is the least over their outlines' samples, 0 when they overlap", "[geom][footprint]") {
  uu::Rng rng(63);
  for (int round = 0; round < 300; ++round) {
    const Footprint f = random_footprint(rng), g = random_footprint(rng);
    const double d = uu::distance(f, g);
    INFO("round " << round);
    REQUIRE(d == Approx(uu::distance(g, f)).margin(1e-12));
    const std::vector<Vec2> fo = outline(f, 400), go = outline(g, 400);
    double sampled = INFINITY;
    for (Vec2 p : fo) sampled = std::min(sampled, uu::distance(g, p));
    bool overlap = inside(g, f.center) || inside(f, g.center);
    for (Vec2 p : fo) overlap = overlap || inside(g, p);
    if (overlap) {
      REQUIRE(d == 0.0);
    } else {
      REQUIRE(d <= sampled + 1e-9);
      REQUIRE(d >= sampled - (f.square ? 8 * f.reach : 2 * std::numbers::pi * f.reach) / 400 - 1e-12);
    }
  }
}

TEST_CASE("footprint: the covered part of a segment is where its samples lie inside", "[geom][footprint]") {
  uu::Rng rng(64);
  for (int round = 0; round < 400; ++round) {
    const Footprint f = random_footprint(rng);
    const Vec2 a{rng.uniform(-5, 5), rng.uniform(-5, 5)}, b{rng.uniform(-5, 5), rng.uniform(-5, 5)};
    const auto part = uu::covered_part(f, a, b);
    INFO("round " << round);
    constexpr int steps = 1000;
    for (int k = 0; k <= steps; ++k) {
      const double t = static_cast<double>(k) / steps;
      const bool in_part = part && part->first <= t && t <= part->second;
      const Vec2 p = a + (b - a) * t;
      // Away from the ends of the part (where rounding decides), the two agree.
      if (part && (std::abs(t - part->first) < 1e-9 || std::abs(t - part->second) < 1e-9)) continue;
      const double to_outline = f.square ? std::max(std::abs(p.x - f.center.x), std::abs(p.y - f.center.y)) : uu::distance(p, f.center);
      if (std::abs(to_outline - f.reach) < 1e-9) continue;
      REQUIRE(in_part == inside(f, p));
    }
    if (part) {
      REQUIRE(0.0 <= part->first);
      REQUIRE(part->first <= part->second);
      REQUIRE(part->second <= 1.0);
    }
  }
  // A segment of one point: all of it inside or none of it.
  CHECK(uu::covered_part({{0, 0}, 1.0, false}, {0.5, 0}, {0.5, 0}) == std::pair{0.0, 1.0});
  CHECK_FALSE(uu::covered_part({{0, 0}, 1.0, false}, {2, 0}, {2, 0}));
  CHECK_FALSE(uu::covered_part({{0, 0}, 1.0, true}, {2, -3}, {2, 3}));  // parallel to a side, outside
}

TEST_CASE("footprint: covered fraction is the measure of the union of the parts", "[geom][footprint]") {
  uu::Rng rng(65);
  for (int round = 0; round < 500; ++round) {
    std::vector<std::pair<double, double>> parts;
    const int count = round % 7;
    for (int k = 0; k < count; ++k) {
      const double t0 = rng.below(20) / 20.0, t1 = rng.below(20) / 20.0;
      parts.emplace_back(std::min(t0, t1), std::max(t0, t1));
    }
    // Plain reference: which of 2 000 cells between the twentieths (all ends lie on
    // cell bounds) some part covers.
    int covered = 0;
    for (int c = 0; c < 2000; ++c) {
      const double mid = (c + 0.5) / 2000;
      covered += std::any_of(parts.begin(), parts.end(), [&](const auto& p) { return p.first <= mid && mid <= p.second; }) ? 1 : 0;
    }
    INFO("round " << round);
    REQUIRE(uu::covered_fraction(parts) == Approx(covered / 2000.0).margin(1e-12));
  }
}

TEST_CASE("footprint: outer reach and the known distances of touching shapes", "[geom][footprint]") {
  CHECK(uu::outer_reach({{0, 0}, 2.0, false}) == 2.0);
  CHECK(uu::outer_reach({{0, 0}, 2.0, true}) == Approx(2 * std::sqrt(2.0)));
  CHECK(uu::distance(Footprint{{0, 0}, 1.0, false}, Footprint{{3, 0}, 1.0, false}) == 1.0);
  CHECK(uu::distance(Footprint{{0, 0}, 1.0, true}, Footprint{{3, 3}, 1.0, true}) == Approx(std::sqrt(2.0)));
  CHECK(uu::distance(Footprint{{0, 0}, 1.0, true}, Footprint{{2, 0}, 1.0, false}) == 0.0);  // touching
  CHECK(uu::distance(Footprint{{0, 0}, 0.0, false}, Vec2{3, 4}) == 5.0);                 // a point
  CHECK(uu::distance(Footprint{{0, 0}, 1.0, true}, Vec2{3, 3}, Vec2{3, -3}) == 2.0);
}

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "geom/axis_box.hpp"
#include "uuboard/rng.hpp"

using uu::Box;
using uu::Vec2;

TEST_CASE("axis box: boxes apart exactly when their spans miss on x or on y", "[geom][axis-box]") {
  // The plain version: boxes meet when on each axis the later start is no later than the
  // earlier end.
  const auto plain_apart = [](const Box& a, const Box& b) {
    const bool meet_x = std::max(a.min.x, b.min.x) <= std::min(a.max.x, b.max.x);
    const bool meet_y = std::max(a.min.y, b.min.y) <= std::min(a.max.y, b.max.y);
    return !(meet_x && meet_y);
  };
  uu::Rng rng(5501);
  int apart = 0, touching = 0;
  for (int round = 0; round < 20000; ++round) {
    // Corners on a coarse grid now and then, so boxes touch and collapse to lines or points.
    const auto coordinate = [&] { return rng.chance(0.5) ? static_cast<double>(rng.below(5)) : rng.uniform(0.0, 4.0); };
    const Vec2 a{coordinate(), coordinate()}, b{coordinate(), coordinate()}, c{coordinate(), coordinate()}, d{coordinate(), coordinate()};
    const Box one = uu::box_around(a, b), two = uu::box_around(c, d);
    CHECK(one.min == Vec2{std::min(a.x, b.x), std::min(a.y, b.y)});
    CHECK(one.max == Vec2{std::max(a.x, b.x), std::max(a.y, b.y)});
    CHECK(uu::boxes_apart(one, two) == plain_apart(one, two));
    CHECK(uu::boxes_apart(two, one) == plain_apart(one, two));
    apart += plain_apart(one, two) ? 1 : 0;
    touching += (one.max.x == two.min.x || one.max.y == two.min.y) ? 1 : 0;
  }
  CHECK(apart > 2000);
  CHECK(touching > 1000);
  // Touching at an edge or a corner is not apart; a point box inside is not apart.
  CHECK_FALSE(uu::boxes_apart({{0.0, 0.0}, {1.0, 1.0}}, {{1.0, 0.5}, {2.0, 2.0}}));
  CHECK_FALSE(uu::boxes_apart({{0.0, 0.0}, {1.0, 1.0}}, {{1.0, 1.0}, {2.0, 2.0}}));
  CHECK_FALSE(uu::boxes_apart({{0.0, 0.0}, {1.0, 1.0}}, {{0.5, 0.5}, {0.5, 0.5}}));
  CHECK(uu::boxes_apart({{0.0, 0.0}, {1.0, 1.0}}, {{1.0, 1.5}, {2.0, 2.0}}));
}

TEST_CASE("axis box: the box around points holds them all and touches each side", "[geom][axis-box]") {
  uu::Rng rng(5502);
  for (int round = 0; round < 2000; ++round) {
    std::vector<Vec2> points(1 + static_cast<std::size_t>(rng.below(20)));
    for (Vec2& p : points) p = {rng.uniform(-3.0, 3.0), rng.uniform(-2.0, 2.0)};
    const Box box = uu::bounds_of(points);
    // The plain version: each side is the least or greatest coordinate, found by sorting.
    std::vector<double> xs, ys;
    for (Vec2 p : points) {
      xs.push_back(p.x);
      ys.push_back(p.y);
    }
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    CHECK(box.min == Vec2{xs.front(), ys.front()});
    CHECK(box.max == Vec2{xs.back(), ys.back()});
  }
  const std::vector<Vec2> one{{1.5, -2.0}};
  CHECK(uu::bounds_of(one).min == Vec2{1.5, -2.0});
  CHECK(uu::bounds_of(one).max == Vec2{1.5, -2.0});
}

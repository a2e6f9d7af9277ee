#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "geom/grid_hash.hpp"
#include "random_points.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

TEST_CASE("grid hash queries equal brute force", "[geom][grid]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto pts = random_points(seed, 300, 12.0, 8.0);
    for (double cell : {0.5, 1.0, 2.5}) {
      const uu::GridHash grid(pts, cell);
      uu::Rng rng(seed * 31 + 7);
      for (int q = 0; q < 50; ++q) {
        const Vec2 p{rng.uniform(-1.0, 13.0), rng.uniform(-1.0, 9.0)};
        const double r = rng.uniform(0.0, 3.0);
        std::vector<int> expect;
        for (std::size_t i = 0; i < pts.size(); ++i) {
          if (uu::distance_squared(pts[i], p) <= r * r) expect.push_back(static_cast<int>(i));
        }
        REQUIRE(grid.within(p, r) == expect);
        // for_each_in_box finds exactly the points of a box, each once.
        const Vec2 lo{p.x - r, p.y - r * 0.5}, hi{p.x + r * 0.7, p.y + r};
        std::vector<int> in_box, box_expect;
        grid.for_each_in_box({lo, hi}, [&](int id) { in_box.push_back(id); });
        std::sort(in_box.begin(), in_box.end());
        for (std::size_t i = 0; i < pts.size(); ++i) {
          if (pts[i].x >= lo.x && pts[i].x <= hi.x && pts[i].y >= lo.y && pts[i].y <= hi.y) box_expect.push_back(static_cast<int>(i));
        }
        REQUIRE(in_box == box_expect);
        // nearest() with a filter equals the brute-force nearest among even ids.
        int best = -1;
        for (std::size_t i = 0; i < pts.size(); i += 2) {
          const double d = uu::distance_squared(pts[i], p);
          if (d <= 9.0 && (best < 0 || d < uu::distance_squared(pts[static_cast<std::size_t>(best)], p))) best = static_cast<int>(i);
        }
        REQUIRE(grid.nearest(p, 3.0, [](int id) { return id % 2 == 0; }) == best);
      }
    }
  }
}

TEST_CASE("grid hash pairs within a distance equal brute force, each pair once", "[geom][grid]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto pts = random_points(seed, 200, 12.0, 8.0);
    pts.push_back(pts[7]);  // a coincident pair
    for (double cell : {0.7, 1.8, 5.0}) {
      const uu::GridHash grid(pts, cell);
      for (double r : {cell, cell * 0.5, 0.0}) {
        std::vector<std::pair<int, int>> found, expect;
        grid.for_each_pair_within(r, [&](int a, int b) { found.emplace_back(std::min(a, b), std::max(a, b)); });
        for (std::size_t i = 0; i < pts.size(); ++i) {
          for (std::size_t j = i + 1; j < pts.size(); ++j) {
            if (uu::distance_squared(pts[i], pts[j]) <= r * r) expect.emplace_back(static_cast<int>(i), static_cast<int>(j));
          }
        }
        std::sort(found.begin(), found.end());
        REQUIRE(found == expect);
      }
    }
  }
  const uu::GridHash empty(std::vector<Vec2>{}, 1.0);
  int calls = 0;
  empty.for_each_pair_within(1.0, [&](int, int) { ++calls; });
  CHECK(calls == 0);
}

TEST_CASE("a grid hash rebuilt in place answers as a fresh one does", "[geom][grid]") {
  // One grid re-indexes sets of growing and shrinking extent and size, keeping its memory.
  uu::GridHash reused;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    const double w = seed % 3 == 0 ? 3.0 : 12.0 / static_cast<double>(seed % 4 + 1);
    const auto pts = seed == 7 ? std::vector<Vec2>{} : random_points(seed, 10 + static_cast<int>(seed * 17 % 90), w, 6.0);
    reused.rebuild(pts, 1.3);
    const uu::GridHash fresh(pts, 1.3);
    for (const Vec2 p : random_points(seed + 100, 20, w, 6.0)) REQUIRE(reused.within(p, 1.7) == fresh.within(p, 1.7));
    std::vector<std::pair<int, int>> from_reused, from_fresh;
    reused.for_each_pair_within(1.3, [&](int a, int b) { from_reused.emplace_back(a, b); });
    fresh.for_each_pair_within(1.3, [&](int a, int b) { from_fresh.emplace_back(a, b); });
    REQUIRE(from_reused == from_fresh);
  }
}

TEST_CASE("grid hash handles no points, one point and coincident points", "[geom][grid]") {
  const uu::GridHash empty(std::vector<Vec2>{}, 1.0);
  CHECK(empty.within({0, 0}, 5.0).empty());
  CHECK(empty.nearest({0, 0}, 5.0, [](int) { return true; }) == -1);
  const std::vector<Vec2> same = {{1, 1}, {1, 1}, {1, 1}};
  const uu::GridHash grid(same, 1.0);
  CHECK(grid.within({1, 1}, 0.0) == std::vector<int>{0, 1, 2});
  CHECK(grid.nearest({1, 1}, 1.0, [](int) { return true; }) == 0);
}

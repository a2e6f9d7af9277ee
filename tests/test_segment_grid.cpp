#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "geom/segment.hpp"
#include "geom/segment_grid.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

TEST_CASE("segment grid finds every segment near a query, as brute force does", "[geom][segment]") {
  uu::Rng rng(11);
  std::vector<std::pair<Vec2, Vec2>> segs;
  uu::SegmentGrid grid({{0, 0}, {10, 10}}, 1.0);
  for (int i = 0; i < 200; ++i) {
    const Vec2 a{rng.uniform(0, 10), rng.uniform(0, 10)};
    const Vec2 b{std::clamp(a.x + rng.uniform(-2, 2), 0.0, 10.0), std::clamp(a.y + rng.uniform(-2, 2), 0.0, 10.0)};
    grid.insert(i, a, b);
    segs.emplace_back(a, b);
  }
  for (int q = 0; q < 200; ++q) {
    const Vec2 a{rng.uniform(0, 10), rng.uniform(0, 10)};
    const Vec2 b{std::clamp(a.x + rng.uniform(-2, 2), 0.0, 10.0), std::clamp(a.y + rng.uniform(-2, 2), 0.0, 10.0)};
    std::vector<int> found;
    grid.for_each_near(a, b, 0.0, [&](int id) { found.push_back(id); });
    bool any_crossing = false;
    for (std::size_t i = 0; i < segs.size(); ++i) {
      if (uu::segments_cross(a, b, segs[i].first, segs[i].second)) {
        any_crossing = true;
        REQUIRE(std::binary_search(found.begin(), found.end(), static_cast<int>(i)));
      }
    }
    // any_near answers "does some segment cross" the same way.
    const auto crosses = [&](int id) {
      const auto& s = segs[static_cast<std::size_t>(id)];
      return uu::segments_cross(a, b, s.first, s.second);
    };
    REQUIRE(grid.any_near(a, b, 0.0, crosses) == any_crossing);
  }
}

TEST_CASE("segment grid finds segments beyond its area, held in its border cells", "[geom][segment]") {
  uu::Rng rng(12);
  std::vector<std::pair<Vec2, Vec2>> segs;
  uu::SegmentGrid grid({{0, 0}, {10, 10}}, 1.0);
  const auto random_segment = [&] {
    const Vec2 a{rng.uniform(-3, 13), rng.uniform(-3, 13)};
    return std::pair{a, Vec2{a.x + rng.uniform(-2, 2), a.y + rng.uniform(-2, 2)}};
  };
  for (int i = 0; i < 200; ++i) {
    segs.push_back(random_segment());
    grid.insert(i, segs.back().first, segs.back().second);
  }
  for (int q = 0; q < 200; ++q) {
    const auto query = random_segment();
    const Vec2 a = query.first, b = query.second;  // not a structured binding: the lambda below captures them
    bool any_crossing = false;
    for (const auto& [c, d] : segs) any_crossing = any_crossing || uu::segments_cross(a, b, c, d);
    const auto crosses = [&](int id) {
      const auto& s = segs[static_cast<std::size_t>(id)];
      return uu::segments_cross(a, b, s.first, s.second);
    };
    REQUIRE(grid.any_near(a, b, 0.0, crosses) == any_crossing);
  }
}

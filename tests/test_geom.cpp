#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "geom/grid_hash.hpp"
#include "geom/mst.hpp"
#include "geom/polygon.hpp"
#include "geom/segment.hpp"
#include "geom/segment_grid.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

std::vector<Vec2> random_points(std::uint64_t seed, int n, double w, double h) {
  uu::Rng rng(seed);
  std::vector<Vec2> pts;
  for (int i = 0; i < n; ++i) pts.push_back({rng.uniform(0.0, w), rng.uniform(0.0, h)});
  return pts;
}

// Textbook O(n^2) Prim over all allowed pairs; returns total length, or -1 if it cannot span.
double brute_force_prim_length(const std::vector<Vec2>& pts, const uu::PairPredicate& allowed) {
  const std::size_t n = pts.size();
  std::vector<char> in(n, 0);
  std::vector<double> best(n, INFINITY);
  best[0] = 0.0;
  double total = 0.0;
  for (std::size_t round = 0; round < n; ++round) {
    std::size_t pick = n;
    for (std::size_t i = 0; i < n; ++i) {
      if (!in[i] && std::isfinite(best[i]) && (pick == n || best[i] < best[pick])) pick = i;
    }
    if (pick == n) return -1.0;
    in[pick] = 1;
    total += best[pick];
    for (std::size_t j = 0; j < n; ++j) {
      if (!in[j] && allowed(static_cast<int>(pick), static_cast<int>(j))) best[j] = std::min(best[j], uu::distance(pts[pick], pts[j]));
    }
  }
  return total;
}

double tree_length(const std::vector<Vec2>& pts, const uu::MstResult& tree) {
  double total = 0.0;
  for (const auto& [a, b] : tree.edges) total += uu::distance(pts[static_cast<std::size_t>(a)], pts[static_cast<std::size_t>(b)]);
  return total;
}

}  // namespace

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
        grid.for_each_in_box(lo, hi, [&](int id) { in_box.push_back(id); });
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

TEST_CASE("Prim over the grid equals brute-force Prim on random sets", "[geom][mst]") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const auto pts = random_points(seed, 60 + static_cast<int>(seed), 8.0, 6.0);
    const uu::GridHash grid(pts, 1.0);
    const uu::PairPredicate all = [](int a, int b) { return a != b; };
    // Forbid pairs of "border" points (x < 1) as the board does.
    const uu::PairPredicate no_border_pairs = [&](int a, int b) {
      return a != b && !(pts[static_cast<std::size_t>(a)].x < 1.0 && pts[static_cast<std::size_t>(b)].x < 1.0);
    };
    for (const auto* allowed : {&all, &no_border_pairs}) {
      const double expect = brute_force_prim_length(pts, *allowed);
      REQUIRE(expect > 0.0);
      // Widen the radius as the stage does until the short pairs span.
      uu::MstResult tree;
      for (double r = 1.0; !tree.spanning; r *= 1.5) tree = uu::prim_mst(pts, grid, r, 0, *allowed);
      CHECK(tree.edges.size() == pts.size() - 1);
      CHECK(tree_length(pts, tree) == Approx(expect).epsilon(1e-12));
    }
  }
}

TEST_CASE("Prim respects degree caps and reports when it cannot span", "[geom][mst]") {
  // A star: the center is nearest to all, but with cap 2 it may take only two edges.
  const std::vector<Vec2> pts = {{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  const uu::GridHash grid(pts, 1.0);
  const uu::PairPredicate all = [](int a, int b) { return a != b; };
  const std::vector<int> caps = {2, 4, 4, 4, 4};
  const auto tree = uu::prim_mst(pts, grid, 3.0, 0, all, caps);
  CHECK(tree.spanning);
  CHECK(std::count_if(tree.edges.begin(), tree.edges.end(), [](auto e) { return e.first == 0 || e.second == 0; }) == 2);
  const auto cut = uu::prim_mst(pts, grid, 0.5, 0, all);
  CHECK_FALSE(cut.spanning);
  // accept() refusing every edge that would bring in node 3 leaves it out.
  const auto refused = uu::prim_mst(pts, grid, 3.0, 0, all, {}, [](int, int b) { return b != 3; });
  CHECK_FALSE(refused.spanning);
  CHECK(refused.edges.size() == 3);
  for (const auto& e : refused.edges) CHECK(e.second != 3);
}

TEST_CASE("segment crossing: proper, touching, collinear and shared endpoints", "[geom][segment]") {
  using uu::segments_cross;
  // Proper crossing.
  CHECK(segments_cross({0, 0}, {2, 2}, {0, 2}, {2, 0}));
  // Disjoint.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 1}, {1, 1}));
  // Shared endpoint only: not a crossing (edges meeting at a node).
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 0}, {0, 1}));
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {1, 0}, {2, 1}));
  // Shared endpoint and collinear, going opposite ways: a straight path through a node.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 0}, {-1, 0}));
  // Shared endpoint and overlapping along a line.
  CHECK(segments_cross({0, 0}, {2, 0}, {0, 0}, {1, 0}));
  // T-junction: an endpoint touching the other segment's interior.
  CHECK(segments_cross({0, 0}, {2, 0}, {1, 0}, {1, 1}));
  // Collinear overlap without shared endpoints.
  CHECK(segments_cross({0, 0}, {2, 0}, {1, 0}, {3, 0}));
  // Collinear but apart.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {2, 0}, {3, 0}));
  // Same segment.
  CHECK(segments_cross({0, 0}, {1, 1}, {1, 1}, {0, 0}));
  // Symmetric in its arguments.
  CHECK(segments_cross({0, 2}, {2, 0}, {0, 0}, {2, 2}));
  CHECK(segments_cross({1, 0}, {1, 1}, {0, 0}, {2, 0}));
}

TEST_CASE("distance from a point to a segment", "[geom][segment]") {
  CHECK(uu::distance_point_segment({1, 1}, {0, 0}, {2, 0}) == Approx(1.0));
  CHECK(uu::distance_point_segment({3, 0}, {0, 0}, {2, 0}) == Approx(1.0));
  CHECK(uu::distance_point_segment({-3, 4}, {0, 0}, {2, 0}) == Approx(5.0));
  CHECK(uu::distance_point_segment({1, 1}, {0, 0}, {0, 0}) == Approx(std::sqrt(2.0)));
}

TEST_CASE("segment grid finds every segment near a query, as brute force does", "[geom][segment]") {
  uu::Rng rng(11);
  std::vector<std::pair<Vec2, Vec2>> segs;
  uu::SegmentGrid grid({0, 0}, {10, 10}, 1.0);
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
  uu::SegmentGrid grid({0, 0}, {10, 10}, 1.0);
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

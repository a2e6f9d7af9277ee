#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "geom/grid_hash.hpp"
#include "geom/mst.hpp"
#include "geom/polygon.hpp"
#include "geom/segment.hpp"
#include "random_points.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

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


// Prim's tree over the pairs within a radius (src/geom/mst.hpp) held to a textbook
// O(n^2) Prim over all allowed pairs on random sets, with degree caps, refusals and
// degenerate sets (large sets whose queue spills into buckets: test_mst_queue.cpp).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "geom/grid_hash.hpp"
#include "geom/mst.hpp"
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
    uu::Rng rng(seed);
    std::vector<Vec2> pts(60 + seed);
    for (Vec2& p : pts) p = {rng.uniform(0.0, 8.0), rng.uniform(0.0, 6.0)};
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

TEST_CASE("Prim on no points, one point and coincident points", "[geom][mst]") {
  const uu::PairPredicate all = [](int a, int b) { return a != b; };
  const std::vector<Vec2> none;
  const uu::MstResult empty = uu::prim_mst(none, uu::GridHash(none, 1.0), 1.0, 0, all);
  CHECK(empty.spanning);
  CHECK(empty.edges.empty());
  const std::vector<Vec2> one = {{3, 3}};
  const uu::MstResult single = uu::prim_mst(one, uu::GridHash(one, 1.0), 1.0, 0, all);
  CHECK(single.spanning);
  CHECK(single.edges.empty());
  // Three points at one place and one apart: zero-length edges, ties broken by id.
  const std::vector<Vec2> same = {{1, 1}, {1, 1}, {1, 1}, {1.5, 1}};
  const uu::MstResult tree = uu::prim_mst(same, uu::GridHash(same, 1.0), 1.0, 2, all);
  CHECK(tree.spanning);
  CHECK(tree.edges == std::vector<std::pair<int, int>>{{2, 0}, {0, 1}, {0, 3}});  // equal lengths: the lower far end, then the lower near end
  CHECK(tree_length(same, tree) == 0.5);
}

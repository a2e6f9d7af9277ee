// Prim on sets large enough that its queue outgrows the heap and spreads over buckets
// (a large board's case), checked against a textbook Prim that queues every pair.
#include <algorithm>
#include <catch2/catch.hpp>
#include <queue>
#include <tuple>
#include <utility>
#include <vector>

#include "geom/grid_hash.hpp"
#include "geom/mst.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

// A jittered lattice, as the points stage starts from: about one point per unit square.
std::vector<Vec2> jittered_lattice(std::uint64_t seed, int columns, int rows) {
  uu::Rng rng(seed);
  std::vector<Vec2> pts;
  for (int i = 0; i < columns; ++i) {
    for (int j = 0; j < rows; ++j) pts.push_back({i + rng.uniform(-0.4, 0.4), j + rng.uniform(-0.4, 0.4)});
  }
  return pts;
}

// Prim's greedy tree under degree caps, queueing every pair of a node as it joins and
// taking the least (squared length, far end, near end) that is still possible.
std::vector<std::pair<int, int>> reference_prim(const std::vector<Vec2>& pts, double radius, int root, const std::vector<int>& caps) {
  const uu::GridHash grid(pts, 1.0);
  using Entry = std::tuple<double, int, int>;  // squared length, far end, near end
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  std::vector<char> in_tree(pts.size(), 0);
  std::vector<int> degree(pts.size(), 0);
  std::vector<std::pair<int, int>> edges;
  const auto bring_in = [&](int i) {
    in_tree[static_cast<std::size_t>(i)] = 1;
    grid.for_each_within(pts[static_cast<std::size_t>(i)], radius, [&](int j) {
      if (j != i) queue.emplace(distance_squared(pts[static_cast<std::size_t>(i)], pts[static_cast<std::size_t>(j)]), j, i);
    });
  };
  bring_in(root);
  while (!queue.empty()) {
    const auto [d2, to, from] = queue.top();
    queue.pop();
    const auto f = static_cast<std::size_t>(from), t = static_cast<std::size_t>(to);
    if (in_tree[t] || degree[f] >= caps[f] || caps[t] == 0) continue;
    ++degree[f];
    ++degree[t];
    edges.emplace_back(from, to);
    bring_in(to);
  }
  return edges;
}

}  // namespace

TEST_CASE("Prim with a queue larger than its heap equals Prim queueing every pair", "[geom][mst]") {
  // 150 x 150 points: the queue holds thousands of candidates at its peak.
  const auto pts = jittered_lattice(7, 150, 150);
  const uu::GridHash grid(pts, 1.0);
  const uu::PairPredicate all = [](int a, int b) { return a != b; };
  uu::Rng rng(11);
  std::vector<int> caps(pts.size());
  // 2 to 4 edges, and one point in twenty none (such a point never joins).
  for (int& cap : caps) cap = rng.uniform(0.0, 1.0) < 0.05 ? 0 : 2 + static_cast<int>(rng.uniform(0.0, 3.0));
  const int root = 75 * 150 + 75;
  caps[static_cast<std::size_t>(root)] = 4;
  const std::vector<int> no_caps(pts.size(), static_cast<int>(pts.size()));
  const auto free_tree = uu::prim_mst(pts, grid, 1.5, root, all);
  CHECK(free_tree.edges == reference_prim(pts, 1.5, root, no_caps));
  const auto capped_tree = uu::prim_mst(pts, grid, 1.5, root, all, caps);
  CHECK(capped_tree.edges == reference_prim(pts, 1.5, root, caps));
}

TEST_CASE("Prim with a large queue breaks ties in length by the ends' ids", "[geom][mst]") {
  // An exact lattice: every pair is 1 or sqrt(2) long, so the order rests on the ids.
  std::vector<Vec2> pts;
  for (int i = 0; i < 120; ++i) {
    for (int j = 0; j < 120; ++j) pts.push_back({static_cast<double>(i), static_cast<double>(j)});
  }
  const uu::GridHash grid(pts, 1.0);
  const uu::PairPredicate all = [](int a, int b) { return a != b; };
  const std::vector<int> caps(pts.size(), 3);
  const auto tree = uu::prim_mst(pts, grid, 1.5, 60 * 120 + 60, all, caps);
  CHECK(tree.edges == reference_prim(pts, 1.5, 60 * 120 + 60, caps));
}

// Edge-disjoint paths (src/graph/disjoint_paths.hpp) held to a plain maximum flow
// (graph_reference.hpp), itself held to known answers and to the minimum cut found by
// trying every set of edges on the smallest graphs.
#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <vector>

#include "graph/disjoint_paths.hpp"
#include "graph/flat_graph.hpp"
#include "graph_reference.hpp"
#include "uuboard/rng.hpp"

namespace {

// n nodes in a row and `edges` random distinct pairs.
uu::Board random_board(uu::Rng& rng, int n, int edges) {
  uu::Board b;
  for (int i = 0; i < n; ++i) {
    uu::Node node;
    node.pos = {static_cast<double>(i), 0.0};
    b.nodes.push_back(node);
  }
  for (int k = 0; k < edges; ++k) {
    const int a = rng.below(n), c = rng.below(n);
    const uu::Edge e{std::min(a, c), std::max(a, c)};
    if (a != c && std::find(b.edges.begin(), b.edges.end(), e) == b.edges.end()) b.edges.push_back(e);
  }
  return b;
}

// Whether `to` can be reached from `from` without the edges whose bit is set in `cut`.
bool joined_without(const uu::Board& b, unsigned cut, int from, int to) {
  std::vector<char> seen(b.nodes.size(), 0);
  std::vector<int> stack{from};
  seen[static_cast<std::size_t>(from)] = 1;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (std::size_t i = 0; i < b.edges.size(); ++i) {
      if (cut >> i & 1U) continue;
      const uu::Edge& e = b.edges[i];
      const int w = e.a == v ? e.b : e.b == v ? e.a : -1;
      if (w < 0 || seen[static_cast<std::size_t>(w)]) continue;
      seen[static_cast<std::size_t>(w)] = 1;
      stack.push_back(w);
    }
  }
  return seen[static_cast<std::size_t>(to)] != 0;
}

// The fewest edges whose removal parts the two nodes (Menger: the number of
// edge-disjoint paths), by trying every set of edges.
int minimum_cut(const uu::Board& b, int from, int to) {
  int best = static_cast<int>(b.edges.size());
  for (unsigned cut = 0; cut < (1U << b.edges.size()); ++cut) {
    const int size = std::popcount(cut);
    if (size < best && !joined_without(b, cut, from, to)) best = size;
  }
  return best;
}

}  // namespace

TEST_CASE("graph kernels: moves, edge-disjoint paths", "[graph][disjoint-paths]") {
  // K4 plus a pendant node 4 on node 0.
  const std::vector<std::vector<int>> k4 = {{1, 2, 3, 4}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}, {0}};
  CHECK(uu::reference::edge_disjoint_paths(k4, 1, 2) == 3);
  CHECK(uu::reference::edge_disjoint_paths(k4, 4, 2) == 1);
  CHECK(uu::reference::edge_disjoint_paths(k4, 2, 2) == 0);
  CHECK(uu::reference::moves_from(k4, 4) == std::vector<int>{1, 2, 2, 2, 0});
  // A cycle of six: two disjoint ways round.
  const std::vector<std::vector<int>> ring = {{1, 5}, {0, 2}, {1, 3}, {2, 4}, {3, 5}, {4, 0}};
  CHECK(uu::reference::edge_disjoint_paths(ring, 0, 3) == 2);
  CHECK(uu::reference::moves_from(ring, 0) == std::vector<int>{0, 1, 2, 3, 2, 1});
  // Two nodes not joined at all.
  const std::vector<std::vector<int>> apart = {{}, {}};
  CHECK(uu::reference::edge_disjoint_paths(apart, 0, 1) == 0);
  CHECK(uu::reference::moves_from(apart, 0) == std::vector<int>{0, -1});
}

TEST_CASE("disjoint paths: the minimum cut on every pair of small random graphs", "[graph][disjoint-paths]") {
  uu::Rng rng(81);
  for (int round = 0; round < 150; ++round) {
    const int n = 2 + round % 6;
    const uu::Board b = random_board(rng, n, rng.below(10));
    const uu::FlatGraph g = uu::flat_graph(b);
    uu::DisjointPaths paths(g);
    const auto neighbours = uu::adjacency(b);
    for (int from = 0; from < n; ++from) {
      for (int to = 0; to < n; ++to) {
        INFO("round " << round << ", " << b.edges.size() << " edges, " << from << " to " << to);
        const int expect = from == to ? 0 : minimum_cut(b, from, to);
        REQUIRE(uu::reference::edge_disjoint_paths(neighbours, from, to) == expect);
        REQUIRE(paths(from, to) == expect);
      }
    }
  }
}

TEST_CASE("disjoint paths: a plain maximum flow on larger random graphs, one kernel asked many pairs", "[graph][disjoint-paths]") {
  uu::Rng rng(82);
  for (int round = 0; round < 60; ++round) {
    const int n = 10 + round;
    const uu::Board b = random_board(rng, n, n * (1 + round % 4));
    const uu::FlatGraph g = uu::flat_graph(b);
    uu::DisjointPaths paths(g);  // buffers kept from pair to pair
    const auto neighbours = uu::adjacency(b);
    for (int k = 0; k < 40; ++k) {
      const int from = rng.below(n), to = rng.below(n);
      INFO("round " << round << ", " << from << " to " << to);
      REQUIRE(paths(from, to) == uu::reference::edge_disjoint_paths(neighbours, from, to));
    }
  }
}

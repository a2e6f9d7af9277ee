// The flat graph (src/graph/flat_graph.hpp) held to a plain listing of the board's
// edges, and its fewest-move search to the plain breadth-first search of
// graph_reference.hpp, on random boards with repeated edges, isolated nodes and ids
// out of range.
#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "graph/flat_graph.hpp"
#include "graph_reference.hpp"
#include "uuboard/rng.hpp"

namespace {

// n random nodes and about n * density random edges (a < b; some repeated).
uu::Board random_board(uu::Rng& rng, int n, int density) {
  uu::Board b;
  for (int i = 0; i < n; ++i) {
    uu::Node node;
    node.pos = {rng.uniform(0.0, 10.0), rng.uniform(0.0, 10.0)};
    b.nodes.push_back(node);
  }
  for (int k = 0; k < n * density / 2 && n > 1; ++k) {
    const int a = rng.below(n), c = rng.below(n);
    if (a != c) b.edges.push_back({std::min(a, c), std::max(a, c)});
  }
  return b;
}

// Plain listing: for each node, (neighbour, length) over every edge that names it,
// sorted by neighbour and then in the edges' order.
std::vector<std::vector<std::pair<int, double>>> plain_listing(const uu::Board& b) {
  std::vector<std::vector<std::pair<int, double>>> out(b.nodes.size());
  const int n = static_cast<int>(b.nodes.size());
  for (const uu::Edge& e : b.edges) {
    if (e.a < 0 || e.b < 0 || e.a >= n || e.b >= n) continue;
    const double l = uu::distance(b.nodes[static_cast<std::size_t>(e.a)].pos, b.nodes[static_cast<std::size_t>(e.b)].pos);
    out[static_cast<std::size_t>(e.a)].emplace_back(e.b, l);
    out[static_cast<std::size_t>(e.b)].emplace_back(e.a, l);
  }
  for (auto& list : out) std::stable_sort(list.begin(), list.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  return out;
}

std::vector<std::vector<int>> neighbour_lists(const uu::Board& b) {
  std::vector<std::vector<int>> out;
  for (const auto& list : plain_listing(b)) {
    out.emplace_back();
    for (const auto& [to, l] : list) out.back().push_back(to);
  }
  return out;
}

}  // namespace

TEST_CASE("flat graph: each node's neighbours and lengths as a plain listing of the edges", "[graph][flat-graph]") {
  uu::Rng rng(71);
  uu::FlatGraph reused;
  for (int round = 0; round < 400; ++round) {
    uu::Board b = random_board(rng, round % 30, 1 + round % 7);
    if (round % 4 == 0 && !b.nodes.empty()) {  // ids out of range are left out
      b.edges.insert(b.edges.begin(), {-1, 0});
      b.edges.push_back({0, static_cast<int>(b.nodes.size())});
      b.edges.push_back({-3, -2});
    }
    const auto expect = plain_listing(b);
    const uu::FlatGraph g = uu::flat_graph(b);
    uu::flat_graph(b, reused);  // storage of another board's graph reused
    INFO("round " << round << ", " << b.nodes.size() << " nodes, " << b.edges.size() << " edges");
    REQUIRE(g.nodes() == b.nodes.size());
    REQUIRE(reused.first == g.first);
    REQUIRE(reused.to == g.to);
    REQUIRE(reused.length == g.length);
    for (std::size_t v = 0; v < g.nodes(); ++v) {
      std::vector<std::pair<int, double>> got;
      for (int k = g.first[v]; k < g.first[v + 1]; ++k) got.emplace_back(g.to[static_cast<std::size_t>(k)], g.length[static_cast<std::size_t>(k)]);
      REQUIRE(got == expect[v]);
      REQUIRE(g.degree(static_cast<int>(v)) == static_cast<int>(expect[v].size()));
      const auto span = g.neighbours(static_cast<int>(v));
      REQUIRE(std::vector<int>(span.begin(), span.end()) == neighbour_lists(b)[v]);
    }
    // The unsorted form holds the same entries in some order, lengths beside them.
    std::vector<int> first, to;
    std::vector<double> length;
    uu::unsorted_adjacency(b, first, to, &length);
    REQUIRE(first == g.first);
    for (std::size_t v = 0; v < g.nodes(); ++v) {
      std::vector<std::pair<int, double>> got;
      for (int k = first[v]; k < first[v + 1]; ++k) got.emplace_back(to[static_cast<std::size_t>(k)], length[static_cast<std::size_t>(k)]);
      std::vector<std::pair<int, double>> want = expect[v];
      std::sort(got.begin(), got.end());
      std::sort(want.begin(), want.end());
      REQUIRE(got == want);
    }
  }
  // No nodes: no entries.
  const uu::FlatGraph empty = uu::flat_graph(uu::Board{});
  CHECK(empty.nodes() == 0);
  CHECK(empty.to.empty());
}

TEST_CASE("flat graph: fewest-move paths as a plain breadth-first search, limits and reused buffers", "[graph][flat-graph]") {
  uu::Rng rng(72);
  uu::PathsFrom paths, near;
  for (int round = 0; round < 300; ++round) {
    const uu::Board b = random_board(rng, 1 + round % 40, 1 + round % 5);
    const uu::FlatGraph g = uu::flat_graph(b);
    const auto neighbours = neighbour_lists(b);
    for (int k = 0; k < 3; ++k) {
      const int from = rng.below(static_cast<int>(b.nodes.size()));
      const std::vector<int> moves = uu::reference::moves_from(neighbours, from);
      uu::fewest_move_paths(g, from, paths);
      INFO("round " << round << ", from " << from);
      REQUIRE(paths.moves == moves);
      REQUIRE(paths.length == uu::reference::fewest_move_path_lengths(b, neighbours, moves));
      // The order: the nodes reached, by moves.
      REQUIRE(paths.order.size() == static_cast<std::size_t>(std::count_if(moves.begin(), moves.end(), [](int m) { return m >= 0; })));
      for (std::size_t i = 1; i < paths.order.size(); ++i)
        REQUIRE(moves[static_cast<std::size_t>(paths.order[i - 1])] <= moves[static_cast<std::size_t>(paths.order[i])]);
      const int limit = rng.below(4);
      uu::fewest_move_paths(g, from, near, limit);
      for (std::size_t v = 0; v < moves.size(); ++v) REQUIRE(near.moves[v] == (moves[v] <= limit ? moves[v] : -1));
    }
  }
}

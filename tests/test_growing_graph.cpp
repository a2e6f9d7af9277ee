// The graph that gains edges (src/graph/growing_graph.hpp) against a plain adjacency
// listing built again after every edge added: each node's neighbours in the base's
// order, then those of the edges added, the newest first. Random boards, the base by id
// or unsorted, with repeated edges and nodes without any, and hand-made degenerate ones;
// any_neighbour() stopping at the first that holds, and clear() forgetting every edge.
#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "graph/growing_graph.hpp"
#include "uuboard/rng.hpp"

namespace {

using Listing = std::vector<std::vector<std::pair<int, double>>>;

double length_of(const uu::Board& b, const uu::Edge& e) {
  return uu::distance(b.nodes[static_cast<std::size_t>(e.a)].pos, b.nodes[static_cast<std::size_t>(e.b)].pos);
}

// Every node's edges: those of `base` in its order, then those of `added` from the
// last to the first.
Listing plain_listing(const uu::Board& b, const uu::FlatGraph& base, const std::vector<uu::Edge>& added) {
  Listing out(b.nodes.size());
  for (std::size_t v = 0; v < out.size(); ++v) {
    for (int k = base.first[v]; k < base.first[v + 1]; ++k) out[v].emplace_back(base.to[static_cast<std::size_t>(k)], base.length[static_cast<std::size_t>(k)]);
  }
  for (auto it = added.rbegin(); it != added.rend(); ++it) {
    out[static_cast<std::size_t>(it->a)].emplace_back(it->b, length_of(b, *it));
    out[static_cast<std::size_t>(it->b)].emplace_back(it->a, length_of(b, *it));
  }
  return out;
}

void require_matches(const uu::GrowingGraph& g, const Listing& want) {
  REQUIRE(g.nodes() == want.size());
  for (std::size_t v = 0; v < want.size(); ++v) {
    std::vector<std::pair<int, double>> edges;
    g.for_each_edge(static_cast<int>(v), [&](int w, double length) { edges.emplace_back(w, length); });
    REQUIRE(edges == want[v]);
    std::vector<int> neighbours, want_neighbours;
    g.for_each_neighbour(static_cast<int>(v), [&](int w) { neighbours.push_back(w); });
    for (const auto& [w, length] : want[v]) want_neighbours.push_back(w);
    REQUIRE(neighbours == want_neighbours);
    // any_neighbour: asked in that order, up to the first that holds.
    for (int w = 0; w < static_cast<int>(want.size()); ++w) {
      std::size_t asked = 0;
      const bool found = g.any_neighbour(static_cast<int>(v), [&](int x) { return ++asked, x == w; });
      const auto first = std::find(want_neighbours.begin(), want_neighbours.end(), w);
      REQUIRE(found == (first != want_neighbours.end()));
      REQUIRE(asked == (found ? static_cast<std::size_t>(first - want_neighbours.begin()) + 1 : want_neighbours.size()));
    }
  }
}

}  // namespace

TEST_CASE("growing graph: each node's edges as a plain listing after every edge added", "[graph][growing-graph]") {
  uu::Rng rng(57);
  for (int round = 0; round < 300; ++round) {
    uu::Board b;
    const int nodes = rng.between(2, 30);
    for (int i = 0; i < nodes; ++i) {
      uu::Node node;
      node.pos = {rng.uniform(0.0, 10.0), rng.uniform(0.0, 10.0)};
      b.nodes.push_back(node);
    }
    // Sparse to dense, now and then an edge the graph has already.
    const auto edge = [&]() {
      if (rng.chance(0.2) && !b.edges.empty()) return b.edges[static_cast<std::size_t>(rng.below(static_cast<int>(b.edges.size())))];
      const int a = rng.below(nodes), c = (a + rng.between(1, nodes - 1)) % nodes;
      return uu::Edge{std::min(a, c), std::max(a, c)};
    };
    const int base_edges = rng.between(0, 2 * nodes), added_edges = rng.between(0, nodes);
    for (int e = 0; e < base_edges; ++e) b.edges.push_back(edge());
    uu::FlatGraph base;
    if (rng.chance(0.5)) {
      uu::flat_graph(b, base);
    } else {
      uu::unsorted_adjacency(b, base.first, base.to, &base.length);
    }
    // Room for fewer edges than are added at times: the graph regrows.
    uu::GrowingGraph g(base, static_cast<std::size_t>(rng.between(0, added_edges)));
    std::vector<uu::Edge> added;
    require_matches(g, plain_listing(b, base, added));
    for (int e = 0; e < added_edges; ++e) {
      const uu::Edge next = edge();
      b.edges.push_back(next);
      added.push_back(next);
      g.add_edge(next.a, next.b, length_of(b, next));
      REQUIRE(g.added() == added.size());
      require_matches(g, plain_listing(b, base, added));
    }
    REQUIRE(g.base().first == base.first);
    REQUIRE(g.base().to == base.to);
    REQUIRE(g.base().length == base.length);
    // clear() forgets every edge, the base's too, and the graph grows again from none.
    g.clear();
    REQUIRE(g.added() == 0);
    require_matches(g, Listing(b.nodes.size()));
    if (nodes > 1) {
      g.add_edge(0, 1, 0.5);
      Listing one(b.nodes.size());
      one[0] = {{1, 0.5}};
      one[1] = {{0, 0.5}};
      require_matches(g, one);
    }
  }
}

TEST_CASE("growing graph: degenerate graphs", "[graph][growing-graph]") {
  uu::Board b;
  // No nodes.
  const uu::GrowingGraph empty(uu::flat_graph(b), 0);
  REQUIRE(empty.nodes() == 0);
  REQUIRE(empty.added() == 0);
  // One node, no edge.
  b.nodes.resize(1);
  const uu::GrowingGraph one(uu::flat_graph(b), 0);
  require_matches(one, Listing(1));
  // No base edges; one edge added twice is there twice, the newest first.
  b.nodes.resize(3);
  uu::GrowingGraph twice(uu::flat_graph(b), 2);
  twice.add_edge(0, 2, 1.0);
  twice.add_edge(2, 0, 2.0);
  require_matches(twice, {{{2, 2.0}, {2, 1.0}}, {}, {{0, 2.0}, {0, 1.0}}});
  // A base without lengths, for searches by moves alone.
  b.edges = {{0, 1}};
  uu::FlatGraph moves_only;
  uu::unsorted_adjacency(b, moves_only.first, moves_only.to, nullptr);
  uu::GrowingGraph by_moves(std::move(moves_only), 1);
  by_moves.add_edge(1, 2, 0.0);
  std::vector<int> at_1;
  by_moves.for_each_neighbour(1, [&](int w) { at_1.push_back(w); });
  REQUIRE(at_1 == std::vector<int>{0, 2});
}

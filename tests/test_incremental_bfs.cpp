// Fewest-move searches corrected edge by edge (src/graph/incremental_bfs.hpp) against a
// plain breadth-first search of the whole graph made again after every edge added, on
// random graphs: connected or not, with ties in length, searches exact to a few moves
// or to every node.
#include <algorithm>
#include <catch2/catch.hpp>
#include <span>
#include <utility>
#include <vector>

#include "graph/incremental_bfs.hpp"
#include "uuboard/rng.hpp"

namespace {

struct Link {
  int a, b;
  double length;
};

// The adjacency of `links` as FlatGraph holds it, each node's neighbours by id.
uu::FlatGraph flat(int nodes, const std::vector<Link>& links) {
  std::vector<std::vector<std::pair<int, double>>> out(static_cast<std::size_t>(nodes));
  for (const Link& l : links) {
    out[static_cast<std::size_t>(l.a)].push_back({l.b, l.length});
    out[static_cast<std::size_t>(l.b)].push_back({l.a, l.length});
  }
  uu::FlatGraph g;
  g.first.push_back(0);
  for (auto& list : out) {
    std::stable_sort(list.begin(), list.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (const auto& [to, length] : list) {
      g.to.push_back(to);
      g.length.push_back(length);
    }
    g.first.push_back(static_cast<int>(g.to.size()));
  }
  return g;
}

// Moves from `from` (-1: unreached) by breadth-first search, then for each node, in
// order of moves, the least of its predecessors' lengths plus the edge's.
struct Plain {
  std::vector<int> moves;
  std::vector<double> length;
};
Plain plain_search(int nodes, const std::vector<Link>& links, int from) {
  const auto n = static_cast<std::size_t>(nodes);
  Plain p{std::vector<int>(n, -1), std::vector<double>(n, 0.0)};
  p.moves[static_cast<std::size_t>(from)] = 0;
  std::vector<int> queue{from};
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int v = queue[head];
    for (const Link& l : links) {
      for (const auto& [x, y] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}}) {
        if (x != v || p.moves[static_cast<std::size_t>(y)] >= 0) continue;
        p.moves[static_cast<std::size_t>(y)] = p.moves[static_cast<std::size_t>(v)] + 1;
        queue.push_back(y);
      }
    }
  }
  for (int v : queue) {
    const auto w = static_cast<std::size_t>(v);
    if (v == from) continue;
    bool first = true;
    for (const Link& l : links) {
      for (const auto& [x, y] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}}) {
        if (y != v || p.moves[static_cast<std::size_t>(x)] != p.moves[w] - 1) continue;
        const double via = p.length[static_cast<std::size_t>(x)] + l.length;
        if (first || via < p.length[w]) p.length[w] = via;
        first = false;
      }
    }
  }
  return p;
}

// A search within exact_to equals the plain one there; beyond, its moves stay beyond
// (unreached where no path is); its order lists each node within exactly once.
void require_matches(const uu::PathsFrom& d, const Plain& want, int exact_to) {
  std::vector<int> within;
  for (std::size_t v = 0; v < want.moves.size(); ++v) {
    if (want.moves[v] >= 0 && want.moves[v] <= exact_to) {
      within.push_back(static_cast<int>(v));
      REQUIRE(d.moves[v] == want.moves[v]);
      REQUIRE(d.length[v] == want.length[v]);  // to the bit
    } else if (want.moves[v] < 0) {
      REQUIRE(d.moves[v] == uu::IncrementalBfs::unreached);
    } else {
      REQUIRE(d.moves[v] > exact_to);
    }
  }
  std::vector<int> order = d.order;
  std::sort(order.begin(), order.end());
  REQUIRE(order == within);
}

}  // namespace

TEST_CASE("fewest-move searches corrected edge by edge equal a whole search after every edge", "[graph][incremental_bfs]") {
  uu::Rng rng(33);
  for (int round = 0; round < 300; ++round) {
    const int nodes = rng.between(1, 40);
    // Sparse to dense, and lengths from few values (ties between paths) or many.
    const int base_edges = rng.between(0, 2 * nodes), added = rng.between(0, 2 * nodes);
    const bool few_lengths = rng.chance(0.5);
    const auto link = [&]() {
      const int a = rng.below(nodes);
      int b = rng.below(nodes);
      if (b == a) b = (a + 1) % nodes;
      return Link{a, b, few_lengths ? 0.25 * rng.between(1, 4) : rng.uniform(0.5, 2.0)};
    };
    if (nodes == 1) continue;
    std::vector<Link> links;
    for (int e = 0; e < base_edges; ++e) links.push_back(link());
    uu::IncrementalBfs bfs(flat(nodes, links), static_cast<std::size_t>(added));
    // Searches from a few nodes, each exact to a few moves or to every node.
    struct Search {
      int from, exact_to;
      uu::PathsFrom paths;
    };
    std::vector<Search> searches;
    for (int k = 0; k < 4; ++k) {
      const int exact_to = k == 0 ? uu::unlimited_moves : rng.between(0, 6);
      searches.push_back({rng.below(nodes), exact_to, {}});
      bfs.search(searches.back().from, searches.back().paths, exact_to);
    }
    for (const Search& s : searches) require_matches(s.paths, plain_search(nodes, links, s.from), s.exact_to);
    for (int e = 0; e < added; ++e) {
      const Link l = link();
      links.push_back(l);
      bfs.add_edge(l.a, l.b, l.length);
      for (Search& s : searches) {
        const uu::PathsFrom before = s.paths;
        const std::span<const int> changed = bfs.shorten(s.paths, l.a, l.b, l.length, s.exact_to);
        require_matches(s.paths, plain_search(nodes, links, s.from), s.exact_to);
        // The nodes returned are those whose figures changed.
        std::vector<int> want;
        for (std::size_t v = 0; v < before.moves.size(); ++v) {
          if (before.moves[v] != s.paths.moves[v] || before.length[v] != s.paths.length[v]) want.push_back(static_cast<int>(v));
        }
        std::vector<int> got(changed.begin(), changed.end());
        std::sort(got.begin(), got.end());
        got.erase(std::unique(got.begin(), got.end()), got.end());
        REQUIRE(got == want);
      }
    }
  }
}

TEST_CASE("incremental searches on degenerate graphs", "[graph][incremental_bfs]") {
  // One node, no edge.
  uu::IncrementalBfs one(flat(1, {}), 0);
  uu::PathsFrom p;
  one.search(0, p);
  REQUIRE(p.moves == std::vector<int>{0});
  REQUIRE(p.order == std::vector<int>{0});
  // Two parts joined by an added edge: the far part comes within reach, in the order.
  uu::IncrementalBfs two(flat(4, {{0, 1, 1.0}, {2, 3, 1.0}}), 1);
  uu::PathsFrom q;
  two.search(0, q);
  REQUIRE(q.moves[2] == uu::IncrementalBfs::unreached);
  two.add_edge(1, 2, 0.5);
  two.shorten(q, 1, 2, 0.5, uu::unlimited_moves);
  REQUIRE(q.moves == std::vector<int>{0, 1, 2, 3});
  REQUIRE(q.length == std::vector<double>{0.0, 1.0, 1.5, 2.5});
  REQUIRE(q.order == std::vector<int>{0, 1, 2, 3});
  // A search exact to 0 moves knows only its source; a parallel edge changes nothing.
  uu::PathsFrom r;
  uu::IncrementalBfs three(flat(3, {{0, 1, 1.0}, {1, 2, 1.0}}), 1);
  three.search(1, r, 0);
  REQUIRE(r.order == std::vector<int>{1});
  three.add_edge(0, 1, 2.0);
  REQUIRE(three.shorten(r, 0, 1, 2.0, 0).empty());
  REQUIRE(r.order == std::vector<int>{1});
}

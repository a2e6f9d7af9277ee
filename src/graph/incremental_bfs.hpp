#pragma once
// Fewest-move searches on a graph that gains edges, corrected as each edge comes rather
// than searched again: from whichever end of the new edge it brings closer, outwards
// while nodes get closer, so an edge that changes little costs little.
#include <cstddef>
#include <span>
#include <vector>

#include "graph/flat_graph.hpp"
#include "graph/growing_graph.hpp"

namespace uu {

// A search may be exact only up to `exact_to` moves from its source: beyond, a node
// keeps moves above exact_to (those of some path, or `unreached`), and its length is no
// answer; a node no path reaches has `unreached`. Within, moves and length equal those
// of a new search of the graph with every edge added so far (fewest_move_paths), to the
// bit: every length is still the sum along the path from the source, in that order. A
// search's order lists every node within exact_to, those brought within by an added
// edge after the others.
class IncrementalBfs {
 public:
  // Moves of a node a search has not reached: no path, or none within its exact_to.
  static constexpr int unreached = 1 << 20;

  // The graph before any edge is added; `edges_to_add` is room for them without regrowing.
  IncrementalBfs(FlatGraph graph, std::size_t edges_to_add);

  // The graph before any edge was added.
  const FlatGraph& base() const { return graph_.base(); }

  // A search from `from`, exact up to `exact_to` moves (0 at least), made before any
  // edge is added; `out`'s buffers are reused.
  void search(int from, PathsFrom& out, int exact_to = unlimited_moves) const;

  // Adds the edge a-b of `length` to the graph. Then call shorten() for each search.
  void add_edge(int a, int b, double length);

  // Corrects a search made by search() for the edge a-b just added, `exact_to` being the
  // one it was made with. Returns the nodes whose moves or length changed, in the order
  // they changed (a node may come more than once); valid until the next call.
  std::span<const int> shorten(PathsFrom& d, int a, int b, double length, int exact_to);

 private:
  GrowingGraph graph_;
  std::vector<int> queue_;
};

}  // namespace uu

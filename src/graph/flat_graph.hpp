#pragma once
// The board's edges as a graph for the stages and figures that search it: compact
// adjacency and breadth-first fewest-move paths with their lengths in units.
#include <algorithm>
#include <cstddef>
#include <span>
#include <vector>

#include "uuboard/board.hpp"

namespace uu {

// The board's edges as compact adjacency: the neighbours of node v are
// to[first[v]] .. to[first[v + 1] - 1], by id, and length[k] is the edge's length in
// units. One allocation per array, so stages that search the graph often stay cheap.
struct FlatGraph {
  std::vector<int> first, to;
  std::vector<double> length;
  std::size_t nodes() const { return first.empty() ? 0 : first.size() - 1; }
  int degree(int v) const { return first[static_cast<std::size_t>(v) + 1] - first[static_cast<std::size_t>(v)]; }
  std::span<const int> neighbours(int v) const {
    return std::span<const int>(to).subspan(static_cast<std::size_t>(first[static_cast<std::size_t>(v)]),
                                            static_cast<std::size_t>(degree(v)));
  }
};
FlatGraph flat_graph(const Board& board);
// Rebuilds `graph` in place (reusing its storage) from the board's edges.
void flat_graph(const Board& board, FlatGraph& graph);
// The same adjacency before flat_graph sorts it: each node's neighbours in no particular
// order, and their lengths only when `length` is given. For a stage that needs no order.
void unsorted_adjacency(const Board& board, std::vector<int>& first, std::vector<int>& to, std::vector<double>* length);

// unsorted_adjacency for arrays a stage keeps beside `to`: `sized(entries)` once their
// number is known, then `each(edge, ka, kb)` for every edge, ka being its entry among
// edge.a's neighbours (to[ka] == edge.b) and kb its entry among edge.b's.
template <class Sized, class Each>
void unsorted_adjacency_with(const Board& board, std::vector<int>& first, std::vector<int>& to, Sized&& sized, Each&& each) {
  const std::size_t n = board.nodes.size();
  // A negative id, taken as unsigned, is out of range too.
  const auto valid = [&](const Edge& e) { return static_cast<std::size_t>(e.a) < n && static_cast<std::size_t>(e.b) < n; };
  first.assign(n + 1, 0);
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    ++first[static_cast<std::size_t>(e.a) + 1];
    ++first[static_cast<std::size_t>(e.b) + 1];
  }
  for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
  to.resize(static_cast<std::size_t>(first[n]));
  sized(to.size());
  // Each node's block is filled from its end, with first[v + 1] as the cursor (no array
  // of cursors to allocate): it comes down to v's start and then moves into first[v].
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    const auto ka = static_cast<std::size_t>(--first[static_cast<std::size_t>(e.a) + 1]);
    const auto kb = static_cast<std::size_t>(--first[static_cast<std::size_t>(e.b) + 1]);
    to[ka] = e.b;
    to[kb] = e.a;
    each(e, ka, kb);
  }
  std::copy(first.begin() + 1, first.end(), first.begin());
  first[n] = static_cast<int>(to.size());
}

// From one node: moves (edges on the fewest-move path; -1: unreachable or beyond the
// limit) and the shortest length in units among the fewest-move paths (0 there).
// `order` lists the nodes reached, by moves. Buffers are reused between calls.
struct PathsFrom {
  std::vector<int> moves;
  std::vector<double> length;
  std::vector<int> order;
};
// A move limit no search reaches.
inline constexpr int unlimited_moves = 1 << 30;
// One breadth-first pass; stops after `max_moves` moves from `from`.
void fewest_move_paths(const FlatGraph& graph, int from, PathsFrom& out, int max_moves = unlimited_moves);

}  // namespace uu

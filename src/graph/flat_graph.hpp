#pragma once
// The board's edges as a graph for the stages and figures that search it: compact
// adjacency and breadth-first fewest-move paths with their lengths in units.
#include <span>
#include <vector>

namespace uu {

struct Board;

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

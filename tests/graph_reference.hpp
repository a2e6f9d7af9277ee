#pragma once
// Plain reference versions of the graph searches the library runs on its FlatGraph
// (src/graph/): the tests check the fast ones against these on many boards. They take
// adjacency lists and allocate freely, as clarity matters more here than speed.
#include <cstddef>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu::reference {

// Directed residual graph for unit-capacity flow on an undirected graph: each edge is
// two arcs of capacity 1, each the other's reverse.
struct FlowGraph {
  std::vector<int> head, next, to, capacity;
  explicit FlowGraph(std::size_t nodes) : head(nodes, -1) {}
  void arc(int a, int b) {
    to.push_back(b);
    capacity.push_back(1);
    next.push_back(head[static_cast<std::size_t>(a)]);
    head[static_cast<std::size_t>(a)] = static_cast<int>(to.size()) - 1;
  }
};

// Edges on the fewest-move path from `from` to every node (-1: unreachable).
inline std::vector<int> moves_from(const std::vector<std::vector<int>>& neighbours, int from) {
  std::vector<int> moves(neighbours.size(), -1);
  std::vector<int> queue{from};
  moves[static_cast<std::size_t>(from)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int v = queue[head];
    for (int n : neighbours[static_cast<std::size_t>(v)]) {
      if (moves[static_cast<std::size_t>(n)] >= 0) continue;
      moves[static_cast<std::size_t>(n)] = moves[static_cast<std::size_t>(v)] + 1;
      queue.push_back(n);
    }
  }
  return moves;
}

// Edge-disjoint paths between two nodes: maximum flow with unit capacities.
inline int edge_disjoint_paths(const std::vector<std::vector<int>>& neighbours, int from, int to) {
  if (from == to) return 0;
  FlowGraph g(neighbours.size());
  for (std::size_t a = 0; a < neighbours.size(); ++a) {
    for (int b : neighbours[a]) {
      if (static_cast<int>(a) < b) {
        g.arc(static_cast<int>(a), b);
        g.arc(b, static_cast<int>(a));
      }
    }
  }
  int flow = 0;
  // Augmenting paths by breadth-first search; at most deg(from) of them.
  for (;;) {
    std::vector<int> via(neighbours.size(), -2);  // arc that reached each node
    via[static_cast<std::size_t>(from)] = -1;
    std::vector<int> queue{from};
    for (std::size_t head = 0; head < queue.size() && via[static_cast<std::size_t>(to)] == -2; ++head) {
      const int v = queue[head];
      for (int e = g.head[static_cast<std::size_t>(v)]; e >= 0; e = g.next[static_cast<std::size_t>(e)]) {
        const int w = g.to[static_cast<std::size_t>(e)];
        if (g.capacity[static_cast<std::size_t>(e)] == 0 || via[static_cast<std::size_t>(w)] != -2) continue;
        via[static_cast<std::size_t>(w)] = e;
        queue.push_back(w);
      }
    }
    if (via[static_cast<std::size_t>(to)] == -2) return flow;
    for (int v = to; v != from;) {
      const int e = via[static_cast<std::size_t>(v)];
      --g.capacity[static_cast<std::size_t>(e)];
      ++g.capacity[static_cast<std::size_t>(e ^ 1)];
      v = g.to[static_cast<std::size_t>(e ^ 1)];
    }
    ++flow;
  }
}

// From `from`, along the fewest-move paths, the shortest length in board units to each
// node, given moves = moves_from(neighbours, from); 0 where unreachable.
inline std::vector<double> fewest_move_path_lengths(const Board& board, const std::vector<std::vector<int>>& neighbours, const std::vector<int>& moves) {
  // Nodes by moves, then id: a counting sort, as this runs often in fair-edges.
  int most = -1;
  for (int m : moves) most = std::max(most, m);
  std::vector<int> first(static_cast<std::size_t>(most + 2), 0);
  for (int m : moves) {
    if (m >= 0) ++first[static_cast<std::size_t>(m + 1)];
  }
  for (std::size_t k = 1; k < first.size(); ++k) first[k] += first[k - 1];
  std::vector<int> order(static_cast<std::size_t>(first.back()));
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i] >= 0) order[static_cast<std::size_t>(first[static_cast<std::size_t>(moves[i])]++)] = static_cast<int>(i);
  }
  std::vector<double> length(moves.size(), 0.0);
  for (int v : order) {
    const std::size_t vi = static_cast<std::size_t>(v);
    if (moves[vi] <= 0) continue;
    double best = -1.0;
    for (int u : neighbours[vi]) {
      const std::size_t ui = static_cast<std::size_t>(u);
      if (moves[ui] != moves[vi] - 1) continue;
      const double l = length[ui] + distance(board.nodes[ui].pos, board.nodes[vi].pos);
      if (best < 0.0 || l < best) best = l;
    }
    length[vi] = best;
  }
  return length;
}

}  // namespace uu::reference

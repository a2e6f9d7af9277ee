#include "graph/flat_graph.hpp"

#include <algorithm>

#include "geom/short_sort.hpp"
#include "uuboard/board.hpp"

namespace uu {

void flat_graph(const Board& board, FlatGraph& g) {
  const std::size_t n = board.nodes.size();
  // A negative id, taken as unsigned, is out of range too.
  const auto valid = [&](const Edge& e) { return static_cast<std::size_t>(e.a) < n && static_cast<std::size_t>(e.b) < n; };
  g.first.assign(n + 1, 0);
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    ++g.first[static_cast<std::size_t>(e.a) + 1];
    ++g.first[static_cast<std::size_t>(e.b) + 1];
  }
  for (std::size_t v = 0; v < n; ++v) g.first[v + 1] += g.first[v];
  g.to.resize(static_cast<std::size_t>(g.first[n]));
  g.length.resize(g.to.size());
  // Each node's block is filled from its end, with first[v + 1] as the cursor (no array
  // of cursors to allocate): it comes down to v's start and then moves into first[v].
  // The fill order within a block does not matter, as each block is sorted below.
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    g.to[static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.a) + 1])] = e.b;
    g.to[static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.b) + 1])] = e.a;
  }
  std::copy(g.first.begin() + 1, g.first.end(), g.first.begin());
  g.first[n] = static_cast<int>(g.to.size());
  for (std::size_t v = 0; v < n; ++v) {
    const auto begin = g.to.begin() + g.first[v], end = g.to.begin() + g.first[v + 1];
    sort_short(std::span<int>(begin, end));  // four at most but at the center
    for (auto it = begin; it != end; ++it) {
      g.length[static_cast<std::size_t>(it - g.to.begin())] = distance(board.nodes[v].pos, board.nodes[static_cast<std::size_t>(*it)].pos);
    }
  }
}

FlatGraph flat_graph(const Board& board) {
  FlatGraph g;
  flat_graph(board, g);
  return g;
}

void fewest_move_paths(const FlatGraph& g, int from, PathsFrom& out, int max_moves) {
  const std::size_t n = g.nodes();
  if (out.moves.size() != n) {
    out.moves.assign(n, -1);
    out.length.assign(n, 0.0);
  } else {
    for (int v : out.order) {
      out.moves[static_cast<std::size_t>(v)] = -1;
      out.length[static_cast<std::size_t>(v)] = 0.0;
    }
  }
  out.order.reserve(n);  // a whole component, without regrowing on the way
  out.order.assign(1, from);
  out.moves[static_cast<std::size_t>(from)] = 0;
  // Breadth-first: every node of one move count is taken before the next, so a node's
  // length is final before it is taken (all of its predecessors came first).
  for (std::size_t head = 0; head < out.order.size(); ++head) {
    const std::size_t v = static_cast<std::size_t>(out.order[head]);
    const int m = out.moves[v];
    if (m >= max_moves) break;
    const double l = out.length[v];
    for (int k = g.first[v]; k < g.first[v + 1]; ++k) {
      const std::size_t w = static_cast<std::size_t>(g.to[static_cast<std::size_t>(k)]);
      const double via = l + g.length[static_cast<std::size_t>(k)];
      if (out.moves[w] < 0) {
        out.moves[w] = m + 1;
        out.length[w] = via;
        out.order.push_back(static_cast<int>(w));
      } else if (out.moves[w] == m + 1 && via < out.length[w]) {
        out.length[w] = via;
      }
    }
  }
}

}  // namespace uu

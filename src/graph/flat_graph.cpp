#include "graph/flat_graph.hpp"

#include <algorithm>

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
  // The fill order within a block does not matter, as each block is sorted below. An
  // edge's length is worked out once for both of its entries: the distance is the same
  // bits either way round (the differences only change sign).
  for (const Edge& e : board.edges) {
    if (!valid(e)) continue;
    const double l = distance(board.nodes[static_cast<std::size_t>(e.a)].pos, board.nodes[static_cast<std::size_t>(e.b)].pos);
    const auto ka = static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.a) + 1]);
    g.to[ka] = e.b;
    g.length[ka] = l;
    const auto kb = static_cast<std::size_t>(--g.first[static_cast<std::size_t>(e.b) + 1]);
    g.to[kb] = e.a;
    g.length[kb] = l;
  }
  std::copy(g.first.begin() + 1, g.first.end(), g.first.begin());
  g.first[n] = static_cast<int>(g.to.size());
  // Each block by id, its lengths moved along: insertion sort, as sort_short does (four
  // at most but at the center). Equal ids are the same pair of nodes, of equal lengths.
  for (std::size_t v = 0; v < n; ++v) {
    const auto begin = static_cast<std::size_t>(g.first[v]), end = static_cast<std::size_t>(g.first[v + 1]);
    for (std::size_t k = begin + 1; k < end; ++k) {
      const int id = g.to[k];
      const double l = g.length[k];
      std::size_t hole = k;
      for (; hole > begin && g.to[hole - 1] > id; --hole) {
        g.to[hole] = g.to[hole - 1];
        g.length[hole] = g.length[hole - 1];
      }
      g.to[hole] = id;
      g.length[hole] = l;
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
  if (out.order.capacity() < n) out.order.reserve(n);  // a whole component, without regrowing on the way
  out.order.clear();
  out.order.push_back(from);
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

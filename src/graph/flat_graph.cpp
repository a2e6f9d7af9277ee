#include "graph/flat_graph.hpp"

#include <algorithm>

#include "geom/short_sort.hpp"
#include "uuboard/board.hpp"

namespace uu {

void unsorted_adjacency(const Board& board, std::vector<int>& first, std::vector<int>& to, std::vector<double>* length) {
  // An edge's length is worked out once for both of its entries: the distance is the
  // same bits either way round (the differences only change sign).
  unsorted_adjacency_with(
      board, first, to, [&](std::size_t entries) { if (length) length->resize(entries); },
      [&](const Edge& e, std::size_t ka, std::size_t kb) {
        if (!length) return;
        const double l = distance(board.nodes[static_cast<std::size_t>(e.a)].pos, board.nodes[static_cast<std::size_t>(e.b)].pos);
        (*length)[ka] = l;
        (*length)[kb] = l;
      });
}

void flat_graph(const Board& board, FlatGraph& g) {
  unsorted_adjacency(board, g.first, g.to, &g.length);
  const std::size_t n = g.nodes();
  // Each block by id, its lengths moved along (four at most but at the center).
  for (std::size_t v = 0; v < n; ++v) {
    const auto begin = static_cast<std::size_t>(g.first[v]), count = static_cast<std::size_t>(g.first[v + 1]) - begin;
    sort_short(std::span<int>(g.to).subspan(begin, count), std::span<double>(g.length).subspan(begin, count));
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

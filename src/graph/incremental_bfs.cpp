#include "graph/incremental_bfs.hpp"

#include <cassert>
#include <utility>

namespace uu {

IncrementalBfs::IncrementalBfs(FlatGraph graph, std::size_t edges_to_add) : graph_(std::move(graph), edges_to_add) {}

void IncrementalBfs::search(int from, PathsFrom& out, int exact_to) const {
  assert(graph_.added() == 0);
  out.moves.clear();  // fewest_move_paths would take an earlier search's `unreached` for reached
  fewest_move_paths(graph_.base(), from, out, exact_to);
  for (int& m : out.moves) m = m < 0 ? unreached : m;
}

void IncrementalBfs::add_edge(int a, int b, double length) { graph_.add_edge(a, b, length); }

std::span<const int> IncrementalBfs::shorten(PathsFrom& d, int a, int b, double length, int exact_to) {
  queue_.clear();
  // Moves first, then length, as fewest_move_paths ranks paths. Inlined (in the GNU
  // spelling, the one a lambda takes) into the loop, which runs for every search each
  // time an edge is added.
  const auto relax = [&](std::size_t from, std::size_t to, double edge_length) __attribute__((always_inline)) {
    const int via_moves = d.moves[from] + 1;
    const double via_length = d.length[from] + edge_length;
    if (via_moves > exact_to || !(via_moves != d.moves[to] ? via_moves < d.moves[to] : via_length < d.length[to])) return;
    if (d.moves[to] > exact_to || d.moves[to] == unreached) d.order.push_back(static_cast<int>(to));
    d.moves[to] = via_moves;
    d.length[to] = via_length;
    queue_.push_back(static_cast<int>(to));
  };
  relax(static_cast<std::size_t>(a), static_cast<std::size_t>(b), length);
  relax(static_cast<std::size_t>(b), static_cast<std::size_t>(a), length);
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const std::size_t v = static_cast<std::size_t>(queue_[head]);
    graph_.for_each_edge(queue_[head], [&](int w, double edge_length) __attribute__((always_inline)) { relax(v, static_cast<std::size_t>(w), edge_length); });
  }
  return queue_;
}

}  // namespace uu

#include "graph/disjoint_paths.hpp"

#include <algorithm>

namespace uu {

DisjointPaths::DisjointPaths(const FlatGraph& g) : g_(g), reverse_(g.to.size(), -1), via_(g.nodes(), -2) {
  for (std::size_t v = 0; v < g.nodes(); ++v) {
    for (int k = g.first[v]; k < g.first[v + 1]; ++k) {
      if (reverse_[static_cast<std::size_t>(k)] >= 0) continue;
      const std::size_t w = static_cast<std::size_t>(g.to[static_cast<std::size_t>(k)]);
      for (int j = g.first[w]; j < g.first[w + 1]; ++j) {
        if (g.to[static_cast<std::size_t>(j)] == static_cast<int>(v) && reverse_[static_cast<std::size_t>(j)] < 0 && j != k) {
          reverse_[static_cast<std::size_t>(k)] = j;
          reverse_[static_cast<std::size_t>(j)] = k;
          break;
        }
      }
    }
  }
}

int DisjointPaths::operator()(int from, int to) {
  if (from == to) return 0;
  capacity_.assign(g_.to.size(), 1);
  // At most as many paths as either end has edges: stop there without a last search.
  const int most = std::min(g_.degree(from), g_.degree(to));
  int flow = 0;
  while (flow < most && augment(from, to)) ++flow;
  return flow;
}

bool DisjointPaths::augment(int from, int to) {
  for (int v : queue_) via_[static_cast<std::size_t>(v)] = -2;
  queue_.assign(1, from);
  via_[static_cast<std::size_t>(from)] = -1;
  for (std::size_t head = 0; head < queue_.size() && via_[static_cast<std::size_t>(to)] == -2; ++head) {
    const std::size_t v = static_cast<std::size_t>(queue_[head]);
    for (int k = g_.first[v]; k < g_.first[v + 1]; ++k) {
      const int w = g_.to[static_cast<std::size_t>(k)];
      if (capacity_[static_cast<std::size_t>(k)] == 0 || reverse_[static_cast<std::size_t>(k)] < 0 || via_[static_cast<std::size_t>(w)] != -2) continue;
      via_[static_cast<std::size_t>(w)] = k;
      queue_.push_back(w);
    }
  }
  if (via_[static_cast<std::size_t>(to)] == -2) return false;
  for (int v = to; v != from;) {
    const int k = via_[static_cast<std::size_t>(v)];
    const int r = reverse_[static_cast<std::size_t>(k)];
    --capacity_[static_cast<std::size_t>(k)];
    ++capacity_[static_cast<std::size_t>(r)];
    v = g_.to[static_cast<std::size_t>(r)];
  }
  return true;
}

}  // namespace uu

#pragma once
// A graph that gains edges while it is searched: the board's edges when the searches
// began, as a FlatGraph, and the edges added since, without building the adjacency again.
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "graph/flat_graph.hpp"

namespace uu {

// A FlatGraph and the edges added to it. The edges added are kept once from each end,
// each end's as a singly linked list threaded through one array (few nodes get one), so
// adding an edge allocates nothing. A graph searched by moves alone may do without
// lengths: a base whose `length` is empty and 0 for every edge added, with
// for_each_neighbour(), which reads none.
class GrowingGraph {
 public:
  // `base` is the graph before any edge is added; `edges_to_add` is room for them
  // without regrowing.
  GrowingGraph(FlatGraph base, std::size_t edges_to_add) : base_(std::move(base)), first_added_(base_.nodes(), -1) {
    added_.reserve(2 * edges_to_add);
  }

  // The graph before any edge was added.
  const FlatGraph& base() const { return base_; }
  std::size_t nodes() const { return base_.nodes(); }
  // How many edges were added.
  std::size_t added() const { return added_.size() / 2; }

  // Forgets every edge, the base's too, keeping the nodes and the memory.
  void clear() {
    std::fill(base_.first.begin(), base_.first.end(), 0);
    base_.to.clear();
    base_.length.clear();
    std::fill(first_added_.begin(), first_added_.end(), -1);
    added_.clear();
  }

  // Adds the edge a-b of `length`.
  void add_edge(int a, int b, double length) {
    for (const auto& [n, other] : {std::pair{a, b}, std::pair{b, a}}) {
      int& first = first_added_[static_cast<std::size_t>(n)];
      added_.push_back({other, length, first});
      first = static_cast<int>(added_.size()) - 1;
    }
  }

  // Calls f(w, length) for every edge v-w: the base's in its order, then the edges
  // added, the newest first. In the header, so that the searches that call it for
  // every node they take still have both loops inlined.
  template <class F>
  void for_each_edge(int v, F&& f) const {
    const std::size_t u = static_cast<std::size_t>(v);
    for (int k = base_.first[u]; k < base_.first[u + 1]; ++k) f(base_.to[static_cast<std::size_t>(k)], base_.length[static_cast<std::size_t>(k)]);
    for (int k = first_added_[u]; k >= 0; k = added_[static_cast<std::size_t>(k)].next) f(added_[static_cast<std::size_t>(k)].to, added_[static_cast<std::size_t>(k)].length);
  }

  // Calls f(w) for every neighbour w of v, in for_each_edge()'s order.
  template <class F>
  void for_each_neighbour(int v, F&& f) const {
    const std::size_t u = static_cast<std::size_t>(v);
    for (int k = base_.first[u]; k < base_.first[u + 1]; ++k) f(base_.to[static_cast<std::size_t>(k)]);
    for (int k = first_added_[u]; k >= 0; k = added_[static_cast<std::size_t>(k)].next) f(added_[static_cast<std::size_t>(k)].to);
  }

  // Whether pred(w) holds for a neighbour w of v, asked in for_each_neighbour()'s order
  // up to the first that holds.
  template <class Pred>
  bool any_neighbour(int v, Pred&& pred) const {
    const std::size_t u = static_cast<std::size_t>(v);
    for (int k = base_.first[u]; k < base_.first[u + 1]; ++k)
      if (pred(base_.to[static_cast<std::size_t>(k)])) return true;
    for (int k = first_added_[u]; k >= 0; k = added_[static_cast<std::size_t>(k)].next)
      if (pred(added_[static_cast<std::size_t>(k)].to)) return true;
    return false;
  }

 private:
  FlatGraph base_;
  struct Added {
    int to;
    double length;
    int next;  // the node's next added edge, or -1
  };
  std::vector<int> first_added_;  // per node, or -1
  std::vector<Added> added_;
};

}  // namespace uu

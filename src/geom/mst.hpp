#pragma once
// Prim's minimum spanning tree over the pairs of points closer than a radius, found
// through a grid hash. When those pairs connect all points, the result is the exact
// minimum spanning tree of all allowed pairs (any longer pair closes a cycle of
// shorter ones), which the tests check against a brute-force Prim.
#include <algorithm>
#include <functional>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include "geom/grid_hash.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

struct MstResult {
  std::vector<std::pair<int, int>> edges;  // (node already in the tree, node it brought in)
  bool spanning = false;                   // false when some point could not be reached
};

using PairPredicate = std::function<bool(int, int)>;

// `allowed` filters pairs (it must be symmetric). `degree_cap`, when not empty, limits
// the number of tree edges at each point, and `accept`, when set, is asked just before
// an edge joins the tree (for rules that depend on the tree so far, such as crossing);
// with either, the tree is Prim's greedy answer under those rules. Ties in length are
// broken by point ids, so the answer is unique.
MstResult prim_mst(std::span<const Vec2> points, const GridHash& grid, double radius, int root,
                   const PairPredicate& allowed, std::span<const int> degree_cap = {},
                   const PairPredicate& accept = {});

// The workings of prim_mst, in the header so that a caller's predicates inline.
namespace mst_detail {

struct Candidate {
  double d2;
  int to;
  int from;
  // Shorter first, ties by the ends' ids: a total order, as a node has at most one
  // candidate queued at a time.
  friend bool operator<(const Candidate& l, const Candidate& r) {
    return std::tie(l.d2, l.to, l.from) < std::tie(r.d2, r.to, r.from);
  }
};

// The candidates queued, least first. On a large board the queue holds most of the
// tree (each node keeps its nearest pair to a node outside), far more than the cache,
// and a heap of it all misses the cache at every level of every pop. So once the heap
// grows large, its candidates are spread over buckets by length and only those of the
// shortest bucket are heaped; the next bucket is heaped when the heap runs dry. The
// heap holds every candidate of the buckets below `limit_` (those buckets stay empty),
// so its top is the least of all; the order is total, so this pops the same sequence
// as one heap would.
class Frontier {
 public:
  Frontier(std::size_t capacity, double longest_d2)
      : scale_(longest_d2 > 0.0 ? static_cast<double>(bucket_count) / longest_d2 : 0.0) {
    heap_.reserve(std::min(capacity, spill_size));
  }
  bool empty() const { return heap_.empty() && waiting_ == 0; }

  // The least candidate; refills the heap first when it is empty.
  const Candidate& top() {
    if (heap_.empty()) refill();
    return heap_.front();
  }

  void push(const Candidate& c) {
    const std::size_t b = bucket_of(c);
    if (b >= limit_) {
      buckets_[b].push_back(c);
      ++waiting_;
      return;
    }
    heap_.push_back(c);
    std::push_heap(heap_.begin(), heap_.end(), after);
    if (heap_.size() > std::max(spill_size, 2 * refilled_)) spill();
  }

  // Takes the least candidate; top() must have been called since the last change.
  void pop() {
    std::pop_heap(heap_.begin(), heap_.end(), after);
    heap_.pop_back();
  }

 private:
  static constexpr std::size_t bucket_count = 256;
  static constexpr std::size_t spill_size = 4096;  // candidates: 64 KB, well within a core's cache
  static constexpr auto after = [](const Candidate& a, const Candidate& b) { return b < a; };

  std::size_t bucket_of(const Candidate& c) const {
    return std::min(bucket_count - 1, static_cast<std::size_t>(c.d2 * scale_));
  }

  // Sets every heaped candidate waiting in its bucket.
  void spill() {
    if (buckets_.empty()) buckets_.resize(bucket_count);
    for (const Candidate& c : heap_) buckets_[bucket_of(c)].push_back(c);
    waiting_ += heap_.size();
    heap_.clear();
    limit_ = 0;
  }

  // Heaps the shortest bucket that holds any candidates.
  void refill() {
    while (buckets_[limit_].empty()) ++limit_;
    std::vector<Candidate>& bucket = buckets_[limit_++];
    heap_.assign(bucket.begin(), bucket.end());
    std::make_heap(heap_.begin(), heap_.end(), after);
    waiting_ -= bucket.size();
    refilled_ = bucket.size();
    bucket.clear();
  }

  double scale_;  // buckets per unit of squared length
  std::vector<Candidate> heap_;
  std::vector<std::vector<Candidate>> buckets_;  // by squared length; none until the first spill
  std::size_t limit_ = bucket_count;             // the buckets below it are empty, their candidates heaped
  std::size_t waiting_ = 0;                      // candidates in the buckets
  std::size_t refilled_ = 0;                     // candidates of the last bucket heaped
};

// The pairs within the radius of every point that can be in the tree, to the others
// that can, nearest first (ties by id), as one list per point: point i's are
// pairs[first[i], first[i + 1]). Gathered in id order, which on a board is spatial
// order, so the grid is read front to back once instead of in the scattered order in
// which Prim reaches the points.
struct PairLists {
  struct Near {
    double d2;
    int to;
  };
  std::vector<Near> pairs;
  std::vector<std::size_t> first;

  template <class ForEachNear, class CanBeInTree>
  PairLists(std::size_t n, ForEachNear& for_each_near, CanBeInTree can_be_in_tree) : first(n + 1, 0) {
    pairs.reserve(8 * n);  // about a point's pairs at the usual spacing and radius
    for (std::size_t i = 0; i < n; ++i) {
      if (can_be_in_tree(i)) {
        for_each_near(i, [&](int j, double d2) {
          const auto k = static_cast<std::size_t>(j);
          if (k != i && can_be_in_tree(k)) pairs.push_back({d2, j});
        });
        std::sort(pairs.begin() + static_cast<std::ptrdiff_t>(first[i]), pairs.end(),
                  [](const Near& a, const Near& b) { return a.d2 != b.d2 ? a.d2 < b.d2 : a.to < b.to; });
      }
      first[i + 1] = pairs.size();
    }
  }
};

}  // namespace mst_detail

// prim_mst with the pairs and the predicates as callables that inline: for_each_near(i, f)
// calls f(j, squared distance of i and j) for every point j within `radius` of point i
// (i itself may be among them), and `accept` is always asked (return true to accept all).
template <class ForEachNear, class Allowed, class Accept>
MstResult prim_mst_with(std::size_t n, ForEachNear&& for_each_near, double radius, int root, Allowed&& allowed,
                        std::span<const int> degree_cap, Accept&& accept) {
  using mst_detail::Candidate;
  using mst_detail::Frontier;
  using mst_detail::PairLists;
  MstResult result;
  if (n == 0) {
    result.spanning = true;
    return result;
  }
  std::vector<char> in_tree(n, 0);

  // Each node in the tree offers the queue only the nearest of its pairs it has not yet
  // ruled out. Every reason to rule a pair out lasts (its far end joined, its near end
  // is full, `allowed` or `accept` refused, and edges are never taken back), so the
  // queue's top is still the shortest pair that Prim could take, as if every pair had
  // been queued; the queue stays the size of the tree. `allowed` may be costly (the
  // tree stage checks clearance from every nearby node), so it is asked only of a pair
  // at the top.
  //
  // A node with no room for an edge never joins, so its pairs would only be ruled out
  // one by one: they are left out (but the root's, which starts the tree).
  const auto can_be_in_tree = [&](std::size_t i) {
    return degree_cap.empty() || degree_cap[i] > 0 || i == static_cast<std::size_t>(root);
  };
  const PairLists lists(n, for_each_near, can_be_in_tree);
  // What a pop reads of the node that offered the pair, in one record: on a large board
  // the nodes come up in scattered order and each array read would miss the cache.
  struct Offerer {
    std::size_t next, end;  // its pairs not ruled out: lists.pairs[next, end)
    int degree, cap;
  };
  std::vector<Offerer> offerers(n);
  for (std::size_t i = 0; i < n; ++i) {
    offerers[i] = {lists.first[i], lists.first[i + 1], 0, degree_cap.empty() ? static_cast<int>(n) : degree_cap[i]};
  }
  Frontier frontier(n, radius * radius);
  const auto offer = [&](int i) {
    Offerer& o = offerers[static_cast<std::size_t>(i)];
    while (o.next < o.end && in_tree[static_cast<std::size_t>(lists.pairs[o.next].to)]) ++o.next;
    if (o.next < o.end) frontier.push({lists.pairs[o.next].d2, lists.pairs[o.next].to, i});
  };
  const auto bring_in = [&](int i) {
    in_tree[static_cast<std::size_t>(i)] = 1;
    offer(i);
  };
  result.edges.reserve(n - 1);
  bring_in(root);
  std::size_t reached = 1;
  while (!frontier.empty() && reached < n) {
    const Candidate c = frontier.top();
    frontier.pop();
    Offerer& from = offerers[static_cast<std::size_t>(c.from)];
    if (from.degree >= from.cap) continue;  // full: offers nothing more
    ++from.next;  // this pair is taken or ruled out either way
    Offerer& to = offerers[static_cast<std::size_t>(c.to)];
    const bool take = !in_tree[static_cast<std::size_t>(c.to)] && to.cap > 0 && allowed(c.from, c.to) && accept(c.from, c.to);
    if (take) {
      ++from.degree;
      ++to.degree;
      result.edges.emplace_back(c.from, c.to);
      ++reached;
      bring_in(c.to);
    }
    offer(c.from);
  }
  result.spanning = reached == n;
  return result;
}

}  // namespace uu

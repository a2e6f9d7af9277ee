#include "uuboard/geom/mst.hpp"

#include <algorithm>
#include <queue>
#include <tuple>

namespace uu {

namespace {
struct Candidate {
  double d2;
  int to;
  int from;
  // Reversed for std::priority_queue, which pops the largest.
  friend bool operator<(const Candidate& l, const Candidate& r) {
    return std::tie(l.d2, l.to, l.from) > std::tie(r.d2, r.to, r.from);
  }
};
}  // namespace

MstResult prim_mst(std::span<const Vec2> points, const GridHash& grid, double radius, int root,
                   const PairPredicate& allowed, std::span<const int> degree_cap, const PairPredicate& accept) {
  MstResult result;
  const std::size_t n = points.size();
  if (n == 0) {
    result.spanning = true;
    return result;
  }
  std::vector<char> in_tree(n, 0);
  std::vector<int> degree(n, 0);
  const auto cap_of = [&](int i) { return degree_cap.empty() ? static_cast<int>(n) : degree_cap[static_cast<std::size_t>(i)]; };

  // Each node in the tree keeps its pairs within the radius, nearest first, and offers
  // the queue only the nearest it has not yet ruled out. Every reason to rule a pair out
  // lasts (its far end joined, its near end is full, `allowed` or `accept` refused, and
  // edges are never taken back), so the queue's top is still the shortest pair that
  // Prim could take, as if every pair had been queued; the queue stays the size of the
  // tree. `allowed` may be costly (the tree stage checks clearance from every nearby
  // node), so it is asked only of a pair at the top.
  struct Near {
    double d2;
    int to;
  };
  std::vector<Near> pairs;                    // the lists of the nodes in the tree, one after another
  pairs.reserve(4 * n);                       // about a node's pairs to nodes not in the tree yet
  std::vector<std::size_t> next(n, 0), end(n, 0);  // node i's list: pairs[next[i], end[i])
  std::vector<Candidate> frontier_storage;
  frontier_storage.reserve(n);
  std::priority_queue<Candidate> frontier({}, std::move(frontier_storage));
  const auto offer = [&](int i) {
    const auto u = static_cast<std::size_t>(i);
    while (next[u] < end[u] && in_tree[static_cast<std::size_t>(pairs[next[u]].to)]) ++next[u];
    if (next[u] < end[u]) frontier.push({pairs[next[u]].d2, pairs[next[u]].to, i});
  };
  const auto bring_in = [&](int i) {
    const auto u = static_cast<std::size_t>(i);
    in_tree[u] = 1;
    next[u] = pairs.size();
    grid.for_each_within(points[u], radius, [&](int j) {
      if (!in_tree[static_cast<std::size_t>(j)]) pairs.push_back({distance_squared(points[u], points[static_cast<std::size_t>(j)]), j});
    });
    end[u] = pairs.size();
    std::sort(pairs.begin() + static_cast<std::ptrdiff_t>(next[u]), pairs.end(),
              [](const Near& a, const Near& b) { return a.d2 != b.d2 ? a.d2 < b.d2 : a.to < b.to; });
    offer(i);
  };
  result.edges.reserve(n - 1);
  bring_in(root);
  std::size_t reached = 1;
  while (!frontier.empty() && reached < n) {
    const Candidate c = frontier.top();
    frontier.pop();
    if (degree[static_cast<std::size_t>(c.from)] >= cap_of(c.from)) continue;  // full: offers nothing more
    ++next[static_cast<std::size_t>(c.from)];  // this pair is taken or ruled out either way
    const bool take = !in_tree[static_cast<std::size_t>(c.to)] && cap_of(c.to) > 0 && allowed(c.from, c.to) &&
                      (!accept || accept(c.from, c.to));
    if (take) {
      ++degree[static_cast<std::size_t>(c.from)];
      ++degree[static_cast<std::size_t>(c.to)];
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

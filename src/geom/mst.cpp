#include "uuboard/geom/mst.hpp"

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
  std::priority_queue<Candidate> frontier;
  // `allowed` may be costly (the tree stage checks clearance from every nearby node), so
  // it is asked only when a pair reaches the top of the queue: most pairs never do, their
  // far end having joined the tree by a shorter pair first. A pair it refuses is skipped
  // there, so the tree is the same as if it had never been queued.
  const auto bring_in = [&](int i) {
    in_tree[static_cast<std::size_t>(i)] = 1;
    grid.for_each_within(points[static_cast<std::size_t>(i)], radius, [&](int j) {
      if (in_tree[static_cast<std::size_t>(j)]) return;
      frontier.push({distance_squared(points[static_cast<std::size_t>(i)], points[static_cast<std::size_t>(j)]), j, i});
    });
  };
  bring_in(root);
  std::size_t reached = 1;
  while (!frontier.empty() && reached < n) {
    const Candidate c = frontier.top();
    frontier.pop();
    if (in_tree[static_cast<std::size_t>(c.to)]) continue;
    if (degree[static_cast<std::size_t>(c.from)] >= cap_of(c.from) || cap_of(c.to) <= 0) continue;
    if (!allowed(c.from, c.to)) continue;
    if (accept && !accept(c.from, c.to)) continue;
    ++degree[static_cast<std::size_t>(c.from)];
    ++degree[static_cast<std::size_t>(c.to)];
    result.edges.emplace_back(c.from, c.to);
    ++reached;
    bring_in(c.to);
  }
  result.spanning = reached == n;
  return result;
}

}  // namespace uu

// Stage "tree". Reads node positions and border sides; writes the spanning tree's edges.
//
// Border nodes may not be joined to each other, so in a spanning tree they are leaves
// hanging off the interior. Prim grows the tree over the interior nodes first, keeping
// a free edge slot on every interior node that is some border node's nearest partner,
// then each border node joins its nearest interior node that still has room. Growing
// it all in one Prim run fills the interior's degree caps before the border is reached.
#include <algorithm>
#include <array>
#include <cstdint>
#include <queue>
#include <span>
#include <utility>
#include <vector>

#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"
#include "geom/mst.hpp"

namespace uu {

namespace {

// How many partners a border node keeps: enough to fall back on when the nearest have
// filled up, few enough that the clearance test runs on a handful of pairs per node.
constexpr std::size_t partners_kept = 8;

// The nearest interior nodes a border node could join, nearest first (ties by id); held
// in place, as every border node has a list.
struct Partners {
  std::array<int, partners_kept> ids{};
  std::size_t count = 0;
  std::span<const int> list() const { return {ids.data(), count}; }
};

// Which of a border node's partners have not yet been ruled out, and how many of the
// board's edges (the first ones) they have been tested against.
struct OpenPartners {
  std::uint32_t mask = (1u << partners_kept) - 1;  // bit k: partner k still open
  std::size_t checked = 0;
  bool has(std::size_t k) const { return (mask >> k & 1u) != 0; }
  void close(std::size_t k) { mask &= ~(1u << k); }
};

Partners partners(const EdgeBuilder& builder, int node, double radius) {
  Partners found;
  // Border nodes are never a border node's partners: left out before the sort.
  for (const auto& [d2, other] : builder.nearest_pairs_first(node, radius, [&](int id) { return !builder.on_border(id); })) {
    if (found.count == partners_kept) break;
    if (builder.pair_allowed(node, other) && builder.clear_of_nodes(node, other)) found.ids[found.count++] = other;
  }
  return found;
}

// A border node's partners and which of them are still open, side by side: one array
// for both.
struct BorderNode {
  Partners partners;
  OpenPartners open;
};

bool try_tree(Board& board, EdgeBuilder& builder, double radius) {
  builder.clear_edges();
  const std::size_t n = board.nodes.size();
  std::vector<BorderNode> border(n);
  // How many border nodes have each node as their nearest partner, then (in place) each
  // node's degree cap for the interior tree.
  std::vector<int> caps(n, 0);
  std::size_t border_count = 0;
  // Border tests read the builder's compact flags: on a large board each pass over the
  // (large) node records costs a sweep of memory.
  for (std::size_t i = 0; i < n; ++i) {
    if (!builder.on_border(static_cast<int>(i))) continue;
    ++border_count;
    const Partners& found = border[i].partners = partners(builder, static_cast<int>(i), radius);
    if (found.count > 0) ++caps[static_cast<std::size_t>(found.ids[0])];
  }
  for (std::size_t i = 0; i < n; ++i) {
    const Node& node = board.nodes[i];
    caps[i] = node.on_border() ? 0 : std::max(1, degree_cap(node) - std::min(caps[i], 2));
  }
  const auto near = [&](std::size_t i, auto&& f) { builder.for_each_within(static_cast<int>(i), radius, f); };
  const auto allowed = [&](int a, int b) {
    return !builder.on_border(b) && builder.pair_allowed(a, b) && builder.clear_of_nodes(a, b);
  };
  const auto uncrossed = [&](int a, int b) {
    if (builder.crosses_existing(a, b)) return false;
    builder.add(a, b);
    return true;
  };
  const MstResult interior = prim_mst_with(n, near, radius, board.center, allowed, caps, uncrossed);
  // Border nodes are unreachable in that run by design; every interior node must be in.
  std::vector<char> joined(n, 0);
  joined[static_cast<std::size_t>(board.center)] = 1;
  for (const auto& [a, b] : interior.edges) joined[static_cast<std::size_t>(b)] = 1;
  for (std::size_t i = 0; i < n; ++i) {
    if (!builder.on_border(static_cast<int>(i)) && !joined[i]) return false;
  }
  // Most constrained border node first: the one with the fewest partners it can still
  // join. Counts only fall as edges are added, so a stale heap entry is re-counted and
  // pushed back rather than trusted.
  //
  // A partner once ruled out stays out (its degree only rises, and edges are never taken
  // away), so a re-count asks only the partners still open, and only whether they cross
  // an edge added since the node was last counted.
  const auto count_feasible = [&](int node) {
    const Partners& list = border[static_cast<std::size_t>(node)].partners;
    OpenPartners& state = border[static_cast<std::size_t>(node)].open;
    int count = 0, nearest = -1;
    for (std::size_t k = 0; k < list.count; ++k) {
      if (!state.has(k)) continue;
      const int other = list.ids[k];
      if (!builder.below_cap(other) || builder.crosses_added_since(node, other, state.checked)) {
        state.close(k);
        continue;
      }
      if (count++ == 0) nearest = other;
    }
    state.checked = board.edges.size();
    return std::pair{count, nearest};
  };
  // Room for every border node at once: the queue never holds more (a node is pushed
  // back only after its entry is popped).
  std::vector<std::pair<int, int>> heap;
  heap.reserve(border_count);
  std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<>> queue(std::greater<>{}, std::move(heap));
  for (std::size_t i = 0; i < n; ++i) {
    if (builder.on_border(static_cast<int>(i))) queue.emplace(count_feasible(static_cast<int>(i)).first, static_cast<int>(i));
  }
  while (!queue.empty()) {
    // Not a structured binding: clang 14 (the fuzz and sanitizer build) cannot capture one.
    const int count = queue.top().first;
    const int node = queue.top().second;
    queue.pop();
    const auto [now, nearest] = count_feasible(node);
    if (now == 0) return false;
    if (now < count) {
      queue.emplace(now, node);
      continue;
    }
    builder.add(node, nearest);
  }
  return true;
}

}  // namespace

StageResult build_tree(Board& board, EdgeBuilder& edges) {
  // Start small and widen only if the short pairs leave a node unreachable, up to edges
  // a few units long: a node that no shorter edge can join is better met by the next
  // attempt than by an edge across the board (and a search of all pairs on a large one).
  constexpr double widest = 4.0;
  const double largest = std::min(widest, std::max(board.width, board.height) + 1.0);
  for (double radius = 1.5; radius < largest * 1.5; radius *= 1.5) {
    if (try_tree(board, edges, std::min(radius, largest))) return StageResult::success();
  }
  return StageResult::fail("tree: some node cannot be joined without breaking an edge rule");
}

}  // namespace uu

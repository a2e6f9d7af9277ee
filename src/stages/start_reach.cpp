// What fair-edges weighs of the starts' reach (nodes within a few moves): the board's
// edges as a growing graph that takes each new edge, a search per start redone only when
// an edge can change it, and what one more edge would add measured around that edge alone.
#include "stages/start_reach.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "graph/flat_graph.hpp"

namespace uu {

namespace {
// The board's edges as FlatGraph holds them but unsorted (no count depends on the
// order, and the sort would cost) and without lengths.
FlatGraph moves_graph(const Board& board) {
  FlatGraph g;
  unsorted_adjacency(board, g.first, g.to, nullptr);
  return g;
}
}  // namespace

StartReach::StartReach(const Board& board, std::vector<int> starts, int moves)
    : starts_(std::move(starts)),
      moves_(moves),
      nodes_(board.nodes.size()),
      graph_(moves_graph(board), edges_room),
      moves_from_(starts_.size() * nodes_, -1),
      reached_(starts_.size() * nodes_),
      reach_(starts_.size(), -1),  // nothing measured yet, so no nodes to clear
      near_mask_(nodes_, 0),
      visit_(nodes_, Visit{0, 0}) {
  queue_.reserve(nodes_);  // a search enters a node once
  for (std::size_t i = 0; i < starts_.size(); ++i) measure(i);
  update_lowest();
}

void StartReach::measure(std::size_t i) {
  int* const moves = moves_from_.data() + i * nodes_;
  int* const order = reached_.data() + i * nodes_;
  for (int k = 0; k <= reach_[i]; ++k) {
    const std::size_t v = static_cast<std::size_t>(order[k]);
    moves[v] = -1;
    if (i < 64) near_mask_[v] &= ~bit(i);  // past the 64th, bits stay set
  }
  order[0] = starts_[i];
  moves[static_cast<std::size_t>(starts_[i])] = 0;
  int size = 1;
  for (int head = 0; head < size; ++head) {
    const int v = order[head];
    const int m = moves[static_cast<std::size_t>(v)];
    if (m >= moves_) continue;
    near_mask_[static_cast<std::size_t>(v)] |= bit(i);
    graph_.for_each_neighbour(v, [&](int w) {
      if (moves[static_cast<std::size_t>(w)] >= 0) return;
      moves[static_cast<std::size_t>(w)] = m + 1;
      order[size++] = w;
    });
  }
  reach_[i] = size - 1;
}

void StartReach::update_lowest() {
  lowest_ = reach_.empty() ? 0 : *std::min_element(reach_.begin(), reach_.end());
  at_lowest_ = 0;
  for (std::size_t i = 0; i < starts_.size() && i < 64; ++i) {
    if (reach_[i] == lowest_) at_lowest_ |= bit(i);
  }
}

void StartReach::add_edge(int a, int b) {
  const std::uint64_t changed = near_mask_[static_cast<std::size_t>(a)] | near_mask_[static_cast<std::size_t>(b)];
  graph_.add_edge(a, b, 0.0);
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    if ((changed & bit(i)) != 0) measure(i);
  }
  update_lowest();
}

int StartReach::highest() const { return reach_.empty() ? 0 : *std::max_element(reach_.begin(), reach_.end()); }

bool StartReach::may_widen(std::size_t i, int a, int b) const {
  const int ma = moves_to(i, a), mb = moves_to(i, b);
  const int lo = std::min(ma, mb), hi = std::max(ma, mb);
  return lo < moves_ && hi >= lo + 2;
}

// With a-b added, a node's moves from the start are the fewer of its moves now and
// those through the new edge from its nearer end x: moves(x) + 1 + its moves from the
// far end y (a path through the edge the other way, or through it twice, is never
// shorter). So the edge adds exactly the nodes beyond range now that lie within
// moves_ - moves(x) - 1 of y, and none when may_widen() is false.
int StartReach::reach_with(std::size_t i, int a, int b) {
  if (!may_widen(i, a, b)) return reach_[i];
  const int ma = moves_to(i, a), mb = moves_to(i, b);
  return ma < mb ? reach_[i] + beyond_within(i, b, moves_ - ma - 1) : reach_[i] + beyond_within(i, a, moves_ - mb - 1);
}

int StartReach::beyond_within(std::size_t i, int from, int radius) {
  const int* const moves = moves_from_.data() + i * nodes_;
  ++stamp_;
  int beyond = 0;
  const auto visit = [&](int v, int depth) {
    Visit& at = visit_[static_cast<std::size_t>(v)];
    if (at.seen == stamp_) return;
    at = {stamp_, depth};
    queue_.push_back(v);
    if (moves[static_cast<std::size_t>(v)] < 0) ++beyond;
  };
  queue_.clear();
  visit(from, 0);
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const int v = queue_[head];
    const int d = visit_[static_cast<std::size_t>(v)].depth;
    if (d < radius) graph_.for_each_neighbour(v, [&](int w) { visit(w, d + 1); });
  }
  return beyond;
}

ReachFigures StartReach::figures_with(int a, int b) {
  ReachFigures r;
  if (starts_.empty()) return r;
  after_.assign(reach_.begin(), reach_.end());
  // Only the starts near an end can gain.
  const std::uint64_t near = a >= 0 ? starts_near(a) | starts_near(b) : 0;
  for (std::uint64_t m = near; m != 0; m &= m - 1) {
    const std::size_t i = static_cast<std::size_t>(std::countr_zero(m));
    after_[i] = reach_with(i, a, b);
  }
  for (std::size_t i = 64; i < starts_.size() && near != 0; ++i) after_[i] = reach_with(i, a, b);
  r.lo = std::max(1, *std::min_element(after_.begin(), after_.end()));
  r.hi = *std::max_element(after_.begin(), after_.end());
  r.at_lo = static_cast<int>(std::count_if(after_.begin(), after_.end(), [&](int v) { return v <= r.lo; }));
  return r;
}

bool StartReach::may_widen_lowest(int a, int b) const {
  const std::uint64_t near = starts_near(a) | starts_near(b);
  if (near == 0) return false;
  for (std::uint64_t m = near & at_lowest_; m != 0; m &= m - 1) {
    if (may_widen(static_cast<std::size_t>(std::countr_zero(m)), a, b)) return true;
  }
  for (std::size_t i = 64; i < starts_.size(); ++i) {
    if (reach_[i] == lowest_ && may_widen(i, a, b)) return true;
  }
  return false;
}

bool StartReach::widens_past(int a, int b, int cap) {
  const std::uint64_t near = starts_near(a) | starts_near(b);
  for (std::size_t i = 0; i < starts_.size() && near != 0; ++i) {
    if (among(near, i) && may_widen(i, a, b) && reach_with(i, a, b) > cap) return true;
  }
  return false;
}

}  // namespace uu

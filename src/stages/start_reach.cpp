// The starts' reach (nodes within a few moves), for fair-edges: plain adjacency lists
// that take each new edge, and a search per start redone only when an edge can change it.
#include "stages/start_reach.hpp"

#include <algorithm>

namespace uu {

StartReach::StartReach(const Board& board, std::vector<int> starts, int moves)
    : starts_(std::move(starts)),
      moves_(moves),
      neighbours_(board.nodes.size()),
      moves_from_(starts_.size(), std::vector<int>(board.nodes.size(), -1)),
      reached_(starts_.size()),
      reach_(starts_.size(), 0),
      near_mask_(board.nodes.size(), 0),
      seen_(board.nodes.size(), 0),
      depth_(board.nodes.size(), 0) {
  for (const Edge& e : board.edges) {
    neighbours_[static_cast<std::size_t>(e.a)].push_back(e.b);
    neighbours_[static_cast<std::size_t>(e.b)].push_back(e.a);
  }
  for (std::size_t i = 0; i < starts_.size(); ++i) measure(i);
}

void StartReach::measure(std::size_t i) {
  std::vector<int>& moves = moves_from_[i];
  std::vector<int>& order = reached_[i];
  for (int v : order) {
    moves[static_cast<std::size_t>(v)] = -1;
    if (i < 64) near_mask_[static_cast<std::size_t>(v)] &= ~bit(i);  // past the 64th, bits stay set
  }
  order.assign(1, starts_[i]);
  moves[static_cast<std::size_t>(starts_[i])] = 0;
  for (std::size_t head = 0; head < order.size(); ++head) {
    const int v = order[head];
    const int m = moves[static_cast<std::size_t>(v)];
    if (m < moves_) near_mask_[static_cast<std::size_t>(v)] |= bit(i);
    if (m >= moves_) continue;
    for (int w : neighbours_[static_cast<std::size_t>(v)]) {
      if (moves[static_cast<std::size_t>(w)] >= 0) continue;
      moves[static_cast<std::size_t>(w)] = m + 1;
      order.push_back(w);
    }
  }
  reach_[i] = static_cast<int>(order.size()) - 1;
}

void StartReach::add_edge(int a, int b) {
  const std::uint64_t changed = near_mask_[static_cast<std::size_t>(a)] | near_mask_[static_cast<std::size_t>(b)];
  neighbours_[static_cast<std::size_t>(a)].push_back(b);
  neighbours_[static_cast<std::size_t>(b)].push_back(a);
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    if ((changed & bit(i)) != 0) measure(i);
  }
}

int StartReach::lowest() const { return reach_.empty() ? 0 : *std::min_element(reach_.begin(), reach_.end()); }
int StartReach::highest() const { return reach_.empty() ? 0 : *std::max_element(reach_.begin(), reach_.end()); }

int StartReach::moves_to(std::size_t i, int v) const {
  const int m = moves_from_[i][static_cast<std::size_t>(v)];
  return m < 0 ? moves_ + 1 : m;
}

bool StartReach::may_widen(std::size_t i, int a, int b) const {
  const int ma = moves_to(i, a), mb = moves_to(i, b);
  const int lo = std::min(ma, mb), hi = std::max(ma, mb);
  return lo < moves_ && hi >= lo + 2;
}

int StartReach::reach_with(std::size_t i, int a, int b) {
  ++stamp_;
  const auto visit = [&](int v, int depth) {
    if (seen_[static_cast<std::size_t>(v)] == stamp_) return;
    seen_[static_cast<std::size_t>(v)] = stamp_;
    depth_[static_cast<std::size_t>(v)] = depth;
    queue_.push_back(v);
  };
  queue_.clear();
  visit(starts_[i], 0);
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const int v = queue_[head];
    const int d = depth_[static_cast<std::size_t>(v)];
    if (d >= moves_) continue;
    for (int w : neighbours_[static_cast<std::size_t>(v)]) visit(w, d + 1);
    if (v == a) visit(b, d + 1);
    if (v == b) visit(a, d + 1);
  }
  return static_cast<int>(queue_.size()) - 1;
}

ReachFigures StartReach::figures_with(int a, int b) {
  const std::uint64_t near = a >= 0 ? starts_near(a) | starts_near(b) : 0;
  after_.resize(starts_.size());
  for (std::size_t i = 0; i < starts_.size(); ++i) after_[i] = among(near, i) && may_widen(i, a, b) ? reach_with(i, a, b) : reach_[i];
  ReachFigures r;
  if (after_.empty()) return r;
  r.lo = std::max(1, *std::min_element(after_.begin(), after_.end()));
  r.hi = *std::max_element(after_.begin(), after_.end());
  r.at_lo = static_cast<int>(std::count_if(after_.begin(), after_.end(), [&](int v) { return v <= r.lo; }));
  return r;
}

bool StartReach::may_widen_lowest(int a, int b) const {
  const std::uint64_t near = starts_near(a) | starts_near(b);
  if (near == 0) return false;
  const int lo = lowest();
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    if (among(near, i) && reach_[i] == lo && may_widen(i, a, b)) return true;
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

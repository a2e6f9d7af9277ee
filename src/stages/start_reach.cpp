// The starts' reach (nodes within a few moves), for fair-edges.
#include "stages/start_reach.hpp"

#include <algorithm>

namespace uu {

StartReach::StartReach(const Board& board, std::vector<int> starts, int moves)
    : board_(board), starts_(std::move(starts)), moves_(moves), near_(starts_.size()), reach_(starts_.size(), 0) {
  refresh();
}

void StartReach::refresh() {
  flat_graph(board_, graph_);
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    fewest_move_paths(graph_, starts_[i], near_[i], moves_);
    reach_[i] = static_cast<int>(near_[i].order.size()) - 1;
  }
  seen_.assign(board_.nodes.size(), 0);
  depth_.assign(board_.nodes.size(), 0);
  stamp_ = 0;
}

int StartReach::lowest() const { return reach_.empty() ? 0 : *std::min_element(reach_.begin(), reach_.end()); }
int StartReach::highest() const { return reach_.empty() ? 0 : *std::max_element(reach_.begin(), reach_.end()); }

int StartReach::moves_to(std::size_t i, int v) const {
  const int m = near_[i].moves[static_cast<std::size_t>(v)];
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
    for (int w : graph_.neighbours(v)) visit(w, d + 1);
    if (v == a) visit(b, d + 1);
    if (v == b) visit(a, d + 1);
  }
  return static_cast<int>(queue_.size()) - 1;
}

}  // namespace uu

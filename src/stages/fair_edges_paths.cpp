#include "stages/fair_edges_paths.hpp"

#include <utility>

namespace uu {

StartsAhead::StartsAhead(std::size_t nodes, std::size_t starts)
    : start_sets_(std::min(starts, start_set_size)), ahead_of_(start_sets_ * nodes, 0), lead_(nodes, 0),
      ahead_by_(nodes * tabled_levels, 0) {}

void StartsAhead::update(std::size_t i, std::span<const int> nodes, std::span<const int> moves, int seat) {
  if (i >= start_set_size) return;  // rate() tries these always
  const StartSet bit = StartSet{1} << i;
  for (int node : nodes) {
    const std::size_t v = static_cast<std::size_t>(node);
    const int ahead = std::max(seat - moves[v], 0);
    int& was = ahead_of_[v * start_sets_ + i];
    if (ahead == was) continue;
    // The start is in the node's sets up to its lead, so only the sets between its old
    // lead and the new one change.
    StartSet* const by_level = ahead_by_.data() + v * tabled_levels;
    for (int level = std::min(was, ahead); level < std::min(std::max(was, ahead), tabled_levels); ++level) by_level[level] ^= bit;
    const int held = was;
    was = ahead;
    // The lead is the most of the node's figures: they need a scan only when this
    // start held it and falls back.
    int& lead = lead_[v];
    if (ahead >= lead) {
      lead = ahead;
    } else if (held == lead) {
      const std::span<const int> leads(ahead_of_.data() + v * start_sets_, start_sets_);
      lead = *std::max_element(leads.begin(), leads.end());
    }
  }
}

StartPaths::StartPaths(const Board& board, std::vector<int> starts, std::size_t edges_to_add)
    : nodes_(board.nodes.size()), starts_(std::move(starts)), bfs_(flat_graph(board), edges_to_add), from_start_(starts_.size()),
      exact_to_(starts_.size()), seats_(starts_.size()), next_(starts_.size()), ahead_(board.nodes.size(), starts_.size()) {
  changed_.reserve(starts_.size());
  bfs_.search(board.center, center_);
  if (!connected()) return;  // the stage stops: nothing to even out yet
  update_seats();
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    search_from_start(i);
    ahead_.update(i, from_start_[i].order, from_start_[i].moves, seats_[i].moves);
  }
}

void StartPaths::add(int a, int b, double length) {
  bfs_.add_edge(a, b, length);
  bfs_.shorten(center_, a, b, length, unlimited_moves);
  for (std::size_t i = 0; i < from_start_.size(); ++i) {
    const std::span<const int> closer = bfs_.shorten(from_start_[i], a, b, length, exact_to_[i]);
    // A start with fewer moves to the center now has new figures wherever its search
    // reaches; otherwise only where this search brought nodes closer.
    const int seat = center_.moves[static_cast<std::size_t>(starts_[i])];
    ahead_.update(i, seat != seats_[i].moves ? std::span<const int>(from_start_[i].order) : closer, from_start_[i].moves, seat);
  }
  update_seats();
}

// A start's search only as far as its figures are ever read: rate() and the figures
// ahead read a node's moves from start i only when they are below the start's own
// moves to the center, which never rise.
void StartPaths::search_from_start(std::size_t i) {
  exact_to_[i] = seats_[i].moves - 1;
  bfs_.search(starts_[i], from_start_[i], exact_to_[i]);
}

void StartPaths::update_seats() {
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    const std::size_t s = static_cast<std::size_t>(starts_[i]);
    seats_[i] = {center_.moves[s], center_.length[s]};
  }
  next_ = seats_;
  changed_.clear();
}

}  // namespace uu

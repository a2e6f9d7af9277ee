#pragma once
// For fair-edges (fair_edges.cpp): the starts' fewest-move paths to the center, kept as
// edges are added, and what one more edge would make of them.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "graph/incremental_bfs.hpp"
#include "stages/unfairness.hpp"
#include "uuboard/board.hpp"

namespace uu {

// A set of starts: bit i is start i, for the first start_set_size starts (the others
// are tried always).
using StartSet = std::uint64_t;
inline constexpr std::size_t start_set_size = 64;

// How many moves each node is ahead of each start in a StartSet. A node `seat - moves`
// moves ahead of a start `seat` moves from the center (its moves from the start are
// fewer than the start's to the center) can take it to the center through a new edge
// in no more moves than now when the edge's far end is fewer moves from the center than
// that. Most nodes are ahead of no start.
class StartsAhead {
 public:
  StartsAhead(std::size_t nodes, std::size_t starts);

  // The starts node x is at least `level` (1 or more) moves ahead of. Most nodes are not
  // that far ahead of any start, which their lead tells at once; the sets of the first
  // levels are kept.
  StartSet at_least(int x, int level) const {
    const std::size_t v = static_cast<std::size_t>(x);
    if (level > lead_[v]) return 0;
    if (level <= tabled_levels) return ahead_by_[v * tabled_levels + static_cast<std::size_t>(level) - 1];
    StartSet gains = 0;
    for (std::size_t i = 0; i < start_sets_; ++i) {
      if (ahead_of_[v * start_sets_ + i] >= level) gains |= StartSet{1} << i;
    }
    return gains;
  }

  // Start i's figures at `nodes`, for a start `seat` moves from the center, `moves`
  // being those from the start (beyond the start's search a node is not ahead).
  void update(std::size_t i, std::span<const int> nodes, std::span<const int> moves, int seat);

 private:
  std::size_t start_sets_;  // the starts in a StartSet
  std::vector<int> ahead_of_;  // per node, then per start in a StartSet: how many moves the node is ahead of it, or 0
  std::vector<int> lead_;  // per node, the most moves it is ahead of any start in a StartSet
  // Per node, then per level from 1 to tabled_levels: the starts the node is at least
  // that many moves ahead of. A sheet's seats are fewer moves from the center than that;
  // a larger board's levels beyond are read from ahead_of_, so the table stays linear
  // in the board's size.
  static constexpr int tabled_levels = 16;
  std::vector<StartSet> ahead_by_;
};

// The starts' paths to the center (their seats). Distances are kept from the center and
// from every start and, when an edge is added, corrected only where it brings nodes
// closer (IncrementalBfs).
class StartPaths {
 public:
  // `edges_to_add`: room for the edges the stage may add.
  StartPaths(const Board& board, std::vector<int> starts, std::size_t edges_to_add);

  // Whether the center reaches every node; the other figures are read only then.
  bool connected() const { return center_.order.size() == nodes_; }
  const std::vector<int>& starts() const { return starts_; }
  // The board's edges when the stage began.
  const FlatGraph& graph() const { return bfs_.base(); }
  std::span<const Seat> seats() const { return seats_; }

  // The seats once an edge a-b of `length` is drawn, into next() (the starts it changes
  // listed in changed()); false when it changes none.
  [[gnu::always_inline]] bool rate(int a, int b, double length) {
    for (std::size_t i : changed_) next_[i] = seats_[i];  // next_ equals seats_ but for the last pair rated
    changed_.clear();
    // Only the starts that gain at a or b; the rest keep their seats.
    const StartSet via_a = gains_through(a, b), via_b = gains_through(b, a);
    if ((via_a | via_b) == 0 && starts_.size() <= start_set_size) return false;  // most pairs are too far from every start's path
    for (StartSet m = via_a | via_b; m != 0; m &= m - 1) {
      const StartSet bit = m & -m;
      through_pair(a, b, length, static_cast<std::size_t>(std::countr_zero(m)), (via_a & bit) != 0, (via_b & bit) != 0);
    }
    for (std::size_t i = start_set_size; i < starts_.size(); ++i) {
      const std::size_t ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
      const int seat = seats_[i].moves;
      through_pair(a, b, length, i, from_start_[i].moves[ua] + 1 + center_.moves[ub] <= seat, from_start_[i].moves[ub] + 1 + center_.moves[ua] <= seat);
    }
    return !changed_.empty();
  }
  std::span<const Seat> next() const { return next_; }
  std::span<const std::size_t> changed() const { return changed_; }

  // Adds the edge a-b of `length`: the seats and every search brought up to date.
  void add(int a, int b, double length);

 private:
  // The starts (of the first start_set_size) whose paths to the center an edge x-y may
  // shorten as it leaves x: those x is at least center moves of y + 1 ahead of.
  StartSet gains_through(int x, int y) const { return ahead_.at_least(x, center_.moves[static_cast<std::size_t>(y)] + 1); }

  // Start i's path through a-b, when it leaves a (`from_a`: then in no more moves than
  // now) or b (`from_b`) towards the center, if that is shorter than its path now.
  [[gnu::always_inline]] void through_pair(int a, int b, double length, std::size_t i, bool from_a, bool from_b) {
    const std::size_t ua = static_cast<std::size_t>(a), ub = static_cast<std::size_t>(b);
    const PathsFrom& s = from_start_[i];
    const Seat now = seats_[i];
    Seat best = now;
    if (from_a) best = std::min(best, Seat{s.moves[ua] + 1 + center_.moves[ub], s.length[ua] + length + center_.length[ub]});
    if (from_b) best = std::min(best, Seat{s.moves[ub] + 1 + center_.moves[ua], s.length[ub] + length + center_.length[ua]});
    if (best < now) {
      next_[i] = best;
      changed_.push_back(i);
    }
  }

  void search_from_start(std::size_t i);
  void update_seats();

  std::size_t nodes_;
  std::vector<int> starts_;
  IncrementalBfs bfs_;  // the board's edges, those the stage draws among them
  PathsFrom center_;
  std::vector<PathsFrom> from_start_;
  std::vector<int> exact_to_;  // per start: from_start_ is exact up to this many moves
  std::vector<Seat> seats_, next_;
  std::vector<std::size_t> changed_;  // the starts whose seats differ in next_
  StartsAhead ahead_;  // of the starts in a StartSet, by from_start_ and seats_
};

}  // namespace uu

// What fair-edges weighs of the starts. Their paths' unfairness, for one edge more from
// the few terms it changes. Their reach (nodes within a few moves): the board's edges as
// a growing graph that takes each new edge, a search per start redone only when an edge
// can change it, and what one more edge would add measured around that edge alone.
#include "stages/start_reach.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <utility>

#include "graph/flat_graph.hpp"

namespace uu {

namespace {
// A start's term of the moves sum in Unfairness, for a start `gap` moves behind the
// nearest; from a table for the usual small gaps (the same values, computed once).
constexpr double behind_term(int gap) { return std::max(0, gap - 1) + 0.2 * gap; }
constexpr auto behind_terms = [] {
  std::array<double, 32> terms{};
  for (std::size_t gap = 0; gap < terms.size(); ++gap) terms[gap] = behind_term(static_cast<int>(gap));
  return terms;
}();
double behind_term_of(int gap) { return gap < static_cast<int>(behind_terms.size()) ? behind_terms[static_cast<std::size_t>(gap)] : behind_term(gap); }

// Calls f(i) for every seat when `all`, else for those in `changed`.
template <class F>
void for_terms(std::span<const Seat> seats, std::span<const std::size_t> changed, bool all, F&& f) {
  if (all) {
    for (std::size_t i = 0; i < seats.size(); ++i) f(i);
  } else {
    for (std::size_t i : changed) f(i);
  }
}
}  // namespace

Unfairness::Unfairness(const FairEdgesConfig& config)
    : config_(config), parts_from_0_(config.moves_weight >= 0.0 && config.ratio_weight >= 0.0 && config.longer_weight >= 0.0) {}

void Unfairness::set(std::span<const Seat> seats) {
  base_seats_.assign(seats.begin(), seats.end());
  behind_.resize(seats.size());
  longer_.resize(seats.size());
  single_first_.resize(seats.size());
  base_ = moves_bounds(seats);
  length_bounds(seats, base_);
  // The terms, and in the same pass what at_least() reads of the base; each sum adds
  // its terms in seat order, as moves_part() and length_part() do.
  at_lo_moves_ = at_hi_moves_ = 0;
  hi_moves_but_one_ = std::numeric_limits<int>::min();
  behind_sum_ = length_sum_ = 0.0;
  shortest_ = longest_ = 0;
  // Room in single_ for every seat's moves from 0 to the base's.
  std::size_t places = 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const Seat& s = seats[i];
    behind_[i] = behind_term_of(s.moves - base_.lo_moves);
    longer_[i] = s.length / base_.lo_length - 1.0;
    at_lo_moves_ += s.moves == base_.lo_moves ? 1 : 0;
    at_hi_moves_ += s.moves == base_.hi_moves ? 1 : 0;
    if (s.moves < base_.hi_moves) hi_moves_but_one_ = std::max(hi_moves_but_one_, s.moves);
    behind_sum_ += behind_[i];
    length_sum_ += s.length;
    if (s.length < seats[shortest_].length) shortest_ = i;
    if (s.length > seats[longest_].length) longest_ = i;
    single_first_[i] = places;
    places += static_cast<std::size_t>(std::max(s.moves, 0)) + 1;
  }
  base_behind_ = behind_;
  base_longer_ = longer_;
  base_cost_ = moves_part(base_) + length_part(base_);
  if (at_hi_moves_ > 1) hi_moves_but_one_ = base_.hi_moves;
  lo_length_but_one_ = std::numeric_limits<double>::infinity();
  hi_length_but_one_ = -std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i != shortest_) lo_length_but_one_ = std::min(lo_length_but_one_, seats[i].length);
    if (i != longest_) hi_length_but_one_ = std::max(hi_length_but_one_, seats[i].length);
  }
  if (single_.size() < places) single_.resize(places);
  ++stamp_;  // the parts kept before are out of date
}

// Inline in at_least(), so its early return is one there too.
[[gnu::always_inline]] inline Unfairness::MovesPart Unfairness::moves_part_of(std::span<const Seat> seats, std::span<const std::size_t> changed, double below) const {
  const std::size_t n = seats.size();
  int lo = base_.lo_moves, hi_changed = std::numeric_limits<int>::min(), left_lo = 0, left_hi = 0;
  double behind_left = 0.0;
  for (std::size_t i : changed) {
    const int was = base_seats_[i].moves, now = seats[i].moves;
    lo = std::min(lo, now);
    hi_changed = std::max(hi_changed, now);
    left_lo += was == base_.lo_moves ? 1 : 0;
    left_hi += was == base_.hi_moves ? 1 : 0;
    behind_left += base_behind_[i];
  }
  int hi = base_.hi_moves;
  if (left_hi == at_hi_moves_) hi = changed.size() == 1 ? std::max(hi_moves_but_one_, hi_changed) : moves_bounds(seats).hi_moves;
  MovesPart part{hi - lo, 0.0, 0.0};
  if (parts_from_0_ && config_.moves_weight * part.spread >= below) return part;  // enough for at_least()
  // A new nearest start, d moves nearer, puts every other start d moves further behind:
  // a term grows by the same amount for every gap of 1 or more (the terms are linear
  // there), and from 0 to the term of d for a start that was the nearest.
  double behind_now = 0.0;
  for (std::size_t i : changed) behind_now += behind_term_of(seats[i].moves - lo);
  double behind = behind_sum_ - behind_left + behind_now;
  if (const int d = base_.lo_moves - lo; d > 0) {
    const double others = static_cast<double>(n - changed.size()), others_at_lo = static_cast<double>(at_lo_moves_ - left_lo);
    behind += (others - others_at_lo) * (behind_term_of(1 + d) - behind_term_of(1)) + others_at_lo * behind_term_of(d);
  }
  // The exact value and this one each differ from the value without rounding by a few
  // units in the last place of the sum of these terms (their magnitudes), times the
  // number of seats: a billionth of that sum is far more, for any number of seats up to
  // millions.
  part.cost = config_.moves_weight * ((hi - lo) + 0.5 * behind);
  part.terms = std::abs(config_.moves_weight) * ((hi - lo) + 0.5 * (behind_sum_ + std::abs(behind) + behind_now));
  return part;
}

double Unfairness::at_least(std::span<const Seat> seats, std::span<const std::size_t> changed, double below) const {
  const std::size_t n = seats.size();
  // One seat changed, as most often: its part is kept for the base by seat and moves.
  MovesPart part;
  if (changed.size() == 1 && seats[changed[0]].moves >= 0 && seats[changed[0]].moves <= base_seats_[changed[0]].moves) {
    const std::size_t i = changed[0];
    KeptPart& kept = single_[single_first_[i] + static_cast<std::size_t>(seats[i].moves)];
    if (kept.stamp != stamp_) kept = {stamp_, moves_part_of(seats, changed, std::numeric_limits<double>::infinity())};
    part = kept.part;
  } else {
    part = moves_part_of(seats, changed, below);
  }
  if (parts_from_0_ && config_.moves_weight * part.spread >= below) return config_.moves_weight * part.spread;  // as with()
  const double moves_cost = part.cost, moves_terms = part.terms;
  if (parts_from_0_ && moves_cost - 1e-9 * moves_terms >= below) return moves_cost - 1e-9 * moves_terms;
  double length_left = 0.0, length_now = 0.0;
  double shortest = std::numeric_limits<double>::infinity(), longest = -std::numeric_limits<double>::infinity();
  bool shortest_left = false, longest_left = false;
  for (std::size_t i : changed) {
    const double now = seats[i].length;
    length_left += base_seats_[i].length;
    length_now += now;
    shortest = std::min(shortest, now);
    longest = std::max(longest, now);
    shortest_left = shortest_left || i == shortest_;
    longest_left = longest_left || i == longest_;
  }
  if (changed.size() == 1 || (!shortest_left && !longest_left)) {
    shortest = std::max(std::min(shortest_left ? lo_length_but_one_ : base_seats_[shortest_].length, shortest), 1e-9);
    longest = std::max(longest_left ? hi_length_but_one_ : base_.hi_length, longest);
  } else {
    Bounds b{};
    length_bounds(seats, b);
    shortest = b.lo_length;
    longest = b.hi_length;
  }
  const double longer = (length_sum_ - length_left + length_now) / shortest - static_cast<double>(n);
  const double length_cost = config_.ratio_weight * (longest / shortest - 1.0 + config_.longer_weight * longer);
  const double length_terms = std::abs(config_.ratio_weight) * (longest / shortest + 1.0 + std::abs(config_.longer_weight) *
                                                                    ((length_sum_ + length_now) / shortest + static_cast<double>(n)));
  return moves_cost + length_cost - 1e-9 * (moves_terms + length_terms);
}

double Unfairness::with(std::span<const Seat> seats, std::span<const std::size_t> changed, double below) {
  Bounds b = base_;
  bool hi_left = false;  // a start at the most moves got closer
  for (std::size_t i : changed) {
    b.lo_moves = std::min(b.lo_moves, seats[i].moves);
    hi_left = hi_left || base_seats_[i].moves == base_.hi_moves;
  }
  if (hi_left) b.hi_moves = moves_bounds(seats).hi_moves;
  if (parts_from_0_ && config_.moves_weight * (b.hi_moves - b.lo_moves) >= below) return config_.moves_weight * (b.hi_moves - b.lo_moves);
  // Another nearest start changes every term of the moves sum, another shortest path
  // every term of the lengths sum.
  const bool all_behind = b.lo_moves != base_.lo_moves;
  for_terms(seats, changed, all_behind, [&](std::size_t i) { behind_[i] = behind_term_of(seats[i].moves - b.lo_moves); });
  const double moves_cost = moves_part(b);
  for_terms(seats, changed, all_behind, [&](std::size_t i) { behind_[i] = base_behind_[i]; });
  if (parts_from_0_ && moves_cost >= below) return moves_cost;
  length_bounds(seats, b);
  const bool all_longer = b.lo_length != base_.lo_length;
  for_terms(seats, changed, all_longer, [&](std::size_t i) { longer_[i] = seats[i].length / b.lo_length - 1.0; });
  const double cost = moves_cost + length_part(b);
  for_terms(seats, changed, all_longer, [&](std::size_t i) { longer_[i] = base_longer_[i]; });
  return cost;
}

Unfairness::Bounds Unfairness::moves_bounds(std::span<const Seat> seats) {
  Bounds b{seats.front().moves, seats.front().moves, 0.0, 0.0};
  for (const Seat& s : seats) {
    b.lo_moves = std::min(b.lo_moves, s.moves);
    b.hi_moves = std::max(b.hi_moves, s.moves);
  }
  return b;
}

void Unfairness::length_bounds(std::span<const Seat> seats, Bounds& b) {
  b.lo_length = b.hi_length = seats.front().length;
  for (const Seat& s : seats) {
    b.lo_length = std::min(b.lo_length, s.length);
    b.hi_length = std::max(b.hi_length, s.length);
  }
  b.lo_length = std::max(b.lo_length, 1e-9);
}

double Unfairness::moves_part(const Bounds& b) const {
  double behind = 0.0;
  for (double term : behind_) behind += term;
  return config_.moves_weight * (b.hi_moves - b.lo_moves + 0.5 * behind);
}

double Unfairness::length_part(const Bounds& b) const {
  double longer = 0.0;
  for (double term : longer_) longer += term;
  return config_.ratio_weight * (b.hi_length / b.lo_length - 1.0 + config_.longer_weight * longer);
}

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

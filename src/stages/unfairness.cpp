// What fair-edges weighs of the starts' paths: their unfairness (the class Unfairness of
// start_reach.hpp), for one edge more from the few terms it changes, to the bit as if
// summed again, and a bound below it cheaper still.
#include "stages/unfairness.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

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

}  // namespace uu

#pragma once
// What fair-edges lowers of the start nodes' paths to the center while it adds edges
// (docs/fairness.md): each start's path (Seat) and how unfair they are (Unfairness).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "stages/stages.hpp"

namespace uu {

// A start's fewest-move path to the center: moves first, then length.
struct Seat {
  int moves;
  double length;
  friend bool operator<(const Seat& x, const Seat& y) { return x.moves != y.moves ? x.moves < y.moves : x.length < y.length; }
};

// What fair-edges lowers, weighted as in the fairness score: the moves spread and the
// path length ratio over the starts. Each start more than one move behind the nearest
// counts too, so a single edge that brings one far start closer is progress; and each
// path longer than the shortest, so shortening any long one is.
//
// Kept for one set of seats (the base) with the terms of its sums per seat: for seats
// that differ from the base in a few places, only their terms are computed again, and
// summed with the others in the same order, so the value is the same to the bit. With
// no weight below 0, each part is at least 0 (path lengths are far above 1e-9), so the
// moves part alone can show that seats cost at least some bound.
class Unfairness {
 public:
  explicit Unfairness(const FairEdgesConfig& config);

  // Takes `seats` as the base.
  void set(std::span<const Seat> seats);
  double base() const { return base_cost_; }

  // The unfairness of `seats`, the base but at the places in `changed`, when it is below
  // `below`; otherwise it may be some value not below `below`.
  double with(std::span<const Seat> seats, std::span<const std::size_t> changed, double below);

  // A value the unfairness of `seats` (as for with(), their moves no more than the
  // base's at `changed`) is sure not to be below, in time that grows with the changes,
  // not the seats: with the base's sums and extremes, the changes give the new sums
  // and extremes at once (the exact value adds its terms in order, so it differs by
  // rounding, for which a margin far larger is taken off). With no weight below 0, a
  // bound of the moves part alone when that is not below `below`.
  double at_least(std::span<const Seat> seats, std::span<const std::size_t> changed, double below) const;

 private:
  struct Bounds {
    int lo_moves, hi_moves;
    double lo_length, hi_length;  // lo_length 1e-9 at least
  };
  static Bounds moves_bounds(std::span<const Seat> seats);
  static void length_bounds(std::span<const Seat> seats, Bounds& b);
  double moves_part(const Bounds& b) const;
  double length_part(const Bounds& b) const;

  // The moves part of at_least(): the spread of the moves; the part's value and the sum
  // of its terms' magnitudes (both 0 when the spread alone reaches `below`).
  struct MovesPart {
    int spread = 0;
    double cost = 0.0, terms = 0.0;
  };
  MovesPart moves_part_of(std::span<const Seat> seats, std::span<const std::size_t> changed, double below) const;

  const FairEdgesConfig& config_;
  const bool parts_from_0_;  // no weight below 0
  std::vector<Seat> base_seats_;
  Bounds base_{};
  double base_cost_ = 0.0;
  std::vector<double> behind_, longer_, base_behind_, base_longer_;  // per seat: terms now, and of the base
  // Of the base, for at_least(): how many seats have the fewest and the most moves, and
  // the most among all seats but one of those; the sums of the moves terms and of the
  // lengths; the seats with the shortest and the longest length, the shortest and the
  // longest among the others (lo_length is at least 1e-9).
  int at_lo_moves_ = 0, at_hi_moves_ = 0, hi_moves_but_one_ = 0;
  double behind_sum_ = 0.0, length_sum_ = 0.0;
  std::size_t shortest_ = 0, longest_ = 0;
  double lo_length_but_one_ = 0.0, hi_length_but_one_ = 0.0;
  // at_least()'s moves part for one changed seat reads only that seat's moves, so it is
  // worked out once per base: per seat, then per moves from 0 to the base's, with the
  // stamp of the base it was worked out for.
  struct KeptPart {
    std::uint64_t stamp = 0;
    MovesPart part;
  };
  mutable std::vector<KeptPart> single_;
  std::vector<std::size_t> single_first_;  // per seat, its first place in single_
  std::uint64_t stamp_ = 0;
};

}  // namespace uu

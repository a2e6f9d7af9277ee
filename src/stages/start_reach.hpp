#pragma once
// What fair-edges weighs of the start nodes while it adds edges (docs/fairness.md): how
// unfair their paths to the center are (Unfairness, unfairness.cpp), and how many nodes
// lie within a few moves of each (StartReach, kept up to date, and what one more edge
// would make of it).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "graph/growing_graph.hpp"
#include "stages/stages.hpp"
#include "uuboard/board.hpp"

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

// The starts' reach, as fair-edges compares it: most / fewest, and how many starts have
// the fewest. Ordered by that ratio, then by that count (fewer is better).
struct ReachFigures {
  int lo = 0, hi = 0, at_lo = 0;
  friend bool operator<(const ReachFigures& x, const ReachFigures& y) {
    const std::int64_t left = static_cast<std::int64_t>(x.hi) * y.lo, right = static_cast<std::int64_t>(y.hi) * x.lo;  // x.hi / x.lo against y.hi / y.lo
    return left != right ? left < right : x.at_lo < y.at_lo;
  }
};

class StartReach {
 public:
  StartReach(const Board& board, std::vector<int> starts, int moves);

  // Records an edge the stage added to the board, and measures again the starts it
  // can change.
  void add_edge(int a, int b);

  std::size_t size() const { return starts_.size(); }
  int reach(std::size_t i) const { return reach_[i]; }
  int lowest() const { return lowest_; }
  int highest() const;

  // The starts (bit i for start i; every bit past the 64th start) that an edge at v may
  // give more nodes: v lies within moves - 1 of them.
  std::uint64_t starts_near(int v) const { return near_mask_[static_cast<std::size_t>(v)]; }

  // Whether an edge a-b could bring a node within range of start i: one end within
  // moves - 1 of it, the other at least two moves further.
  bool may_widen(std::size_t i, int a, int b) const;

  // Start i's count with an edge a-b added.
  int reach_with(std::size_t i, int a, int b);

  // The figures with an edge a-b added; as they are when a < 0. The fewest counts as
  // 1 at least, so the ratio is defined.
  ReachFigures figures_with(int a, int b);

  // Whether an edge a-b may widen a start that has the fewest now.
  bool may_widen_lowest(int a, int b) const;

  // Whether an edge a-b would give some start more than `cap`.
  bool widens_past(int a, int b, int cap);

 private:
  void measure(std::size_t i);
  void update_lowest();
  // Nodes beyond start i's range that lie within `radius` moves of `from`.
  int beyond_within(std::size_t i, int from, int radius);
  int moves_to(std::size_t i, int v) const {
    const int m = moves_from_[i * nodes_ + static_cast<std::size_t>(v)];
    return m < 0 ? moves_ + 1 : m;
  }
  static std::uint64_t bit(std::size_t i) { return i < 64 ? std::uint64_t{1} << i : ~std::uint64_t{0}; }
  // Whether start i is among `starts` (a mask of starts_near()).
  static bool among(std::uint64_t starts, std::size_t i) { return (starts & bit(i)) != 0; }

  std::vector<int> starts_;
  int moves_;
  std::size_t nodes_;
  // The board's edges when measuring began and those added since, without lengths:
  // reach counts moves.
  GrowingGraph graph_;
  static constexpr std::size_t edges_room = 32;  // what graph_ takes without regrowing: fair-edges adds a few dozen
  std::vector<int> moves_from_;  // per start, then per node: moves, or -1 beyond moves_
  std::vector<int> reached_;     // per start, nodes_ places: the nodes within moves_, by moves
  std::vector<int> reach_;       // per start
  int lowest_ = 0;               // the fewest of reach_
  std::uint64_t at_lowest_ = 0;  // the starts with the fewest (bits as in starts_near)
  std::vector<std::uint64_t> near_mask_;  // per node
  struct Visit {
    int seen, depth;  // the stamp of the search that last reached the node, and its depth there
  };
  std::vector<Visit> visit_;  // per node, for beyond_within()'s search
  std::vector<int> queue_;
  std::vector<int> after_;                 // figures_with()'s counts
  int stamp_ = 0;
};

}  // namespace uu

#pragma once
// How many nodes lie within a few moves of each start node, kept up to date while a
// stage adds edges, and what one more edge would make of it (fair-edges evens out the
// starts' reach_3 with it; docs/fairness.md).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "uuboard/board.hpp"

namespace uu {

// The starts' reach, as fair-edges compares it: most / fewest, and how many starts have
// the fewest. Ordered by that ratio, then by that count (fewer is better).
struct ReachFigures {
  int lo = 0, hi = 0, at_lo = 0;
  friend bool operator<(const ReachFigures& x, const ReachFigures& y) {
    const long left = static_cast<long>(x.hi) * y.lo, right = static_cast<long>(y.hi) * x.lo;  // x.hi / x.lo against y.hi / y.lo
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
  int lowest() const;
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
  int moves_to(std::size_t i, int v) const;
  static std::uint64_t bit(std::size_t i) { return i < 64 ? std::uint64_t{1} << i : ~std::uint64_t{0}; }
  // Whether start i is among `starts` (a mask of starts_near()).
  static bool among(std::uint64_t starts, std::size_t i) { return (starts & bit(i)) != 0; }

  std::vector<int> starts_;
  int moves_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<std::vector<int>> moves_from_;  // per start, per node: moves, or -1 beyond moves_
  std::vector<std::vector<int>> reached_;     // per start: the nodes within moves_, by moves
  std::vector<int> reach_;                    // per start
  std::vector<std::uint64_t> near_mask_;      // per node
  std::vector<int> seen_, depth_, queue_;     // reach_with()'s search, by stamp
  std::vector<int> after_;                    // figures_with()'s counts
  int stamp_ = 0;
};

}  // namespace uu

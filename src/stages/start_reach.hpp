#pragma once
// What fair-edges weighs of the start nodes' room while it adds edges (docs/fairness.md):
// how many nodes lie within a few moves of each (StartReach, kept up to date, and what
// one more edge would make of it). How unfair their paths are: unfairness.hpp.
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "graph/growing_graph.hpp"
#include "stages/stages.hpp"
#include "uuboard/board.hpp"

namespace uu {

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

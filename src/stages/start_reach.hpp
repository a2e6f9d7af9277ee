#pragma once
// How many nodes lie within a few moves of each start node, kept up to date while a
// stage adds edges, and what one more edge would make of it (fair-edges evens out the
// starts' reach_3 with it; docs/fairness.md).
#include <cstddef>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/fairness.hpp"

namespace uu {

class StartReach {
 public:
  StartReach(const Board& board, std::vector<int> starts, int moves);

  // Measures again after edges were added to the board.
  void refresh();

  std::size_t size() const { return starts_.size(); }
  int reach(std::size_t i) const { return reach_[i]; }
  int lowest() const;
  int highest() const;

  // Whether an edge a-b could bring a node within range of start i: one end within
  // moves - 1 of it, the other at least two moves further.
  bool may_widen(std::size_t i, int a, int b) const;

  // Start i's count with an edge a-b added.
  int reach_with(std::size_t i, int a, int b);

 private:
  int moves_to(std::size_t i, int v) const;

  const Board& board_;
  std::vector<int> starts_;
  int moves_;
  FlatGraph graph_;
  std::vector<PathsFrom> near_;  // per start, up to moves_
  std::vector<int> reach_;       // per start
  std::vector<int> seen_, depth_, queue_;  // reach_with()'s search, by stamp
  int stamp_ = 0;
};

}  // namespace uu

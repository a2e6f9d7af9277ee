#pragma once
// Verlet neighbour lists for points that move a little at a time over a width x height
// rectangle: the pairs within `reach` of each other and the points inside each disc,
// found once and kept from step to step until some points may have come
// within reach without being listed. Pairs are found through a grid of cells.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "geom/disc.hpp"
#include "geom/uniform_grid.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

// A pair list built with reach + skin holds every pair within reach for as long as no
// two points have moved more than skin between them since it was built, so it is rebuilt
// only when the two that moved farthest have. The points each disc may reach are listed
// with it, for the same reason. A pair or a point listed in excess is harmless to a
// caller that skips what is out of reach, so the skin may change from one list to the next.
class NeighbourLists {
 public:
  // The skin of the next lists: twice the last lists' moves per step, at most 0.8; none
  // while the points move more than 0.8 a step (the first steps), when any list would
  // last a single step and the least listed costs least. Between 0.4 and 0.8 a step,
  // lists of the full skin last long enough to pay for their excess pairs, which cost
  // only a distance each (at 0.4, 1.3 % more instructions per board of uuboard).
  static constexpr double skin_per_move = 2.0;
  static constexpr double max_skin = 0.8;
  static constexpr double listless_move = 0.8;

  // Takes the points' first positions on a width x height rectangle they never leave,
  // and the discs (which must outlive the lists).
  void start(std::span<const Vec2> points, double width, double height, double reach, std::span<const Disc> discs);

  // Brings the lists up to date for a step at the points' present positions.
  void refresh() {
    if (stale_) rebuild();
    ++steps_;
  }

  // The points j > i listed with point i, ascending: every j within reach of i, and
  // perhaps some farther.
  std::span<const int> partners(std::size_t i) const {
    const int* p = partner_.data();
    return {p + first_[i], p + first_[i + 1]};
  }
  // The points listed with disc k, ascending: every point inside it, and perhaps some
  // outside.
  std::span<const int> near_disc(std::size_t k) const {
    const int* p = near_.data();
    return {p + near_first_[k], p + near_first_[k + 1]};
  }
  // The points' positions, by axis.
  const std::vector<double>& x() const { return x_; }
  const std::vector<double>& y() const { return y_; }

  // Moves every point i, in ascending order, to move_to(i), noting how far the two
  // that have gone farthest since the lists were built have gone.
  template <class MoveTo>
  void move_all(MoveTo&& move_to) {
    // The two largest squared moves since the pair list was built, farthest first.
    double moved2[2] = {0.0, 0.0};
    for (std::size_t i = 0; i < x_.size(); ++i) {
      const Vec2 p = move_to(i);
      x_[i] = p.x;
      y_[i] = p.y;
      const double m2 = distance_squared(p, anchor_[i]);
      if (m2 > moved2[1]) {
        moved2[1] = std::min(m2, moved2[0]);
        moved2[0] = std::max(m2, moved2[0]);
      }
    }
    moved_ = std::sqrt(moved2[0]) + std::sqrt(moved2[1]);
    if (moved_ > skin_) stale_ = true;
  }

 private:
  double reach_ = 1.0;
  double skin_ = 0.0;   // of the current lists
  double moved_ = 0.0;  // the two farthest moves since the lists were built, added
  int steps_ = 0;       // taken since the lists were built
  bool stale_ = true;
  std::vector<Vec2> anchor_;  // positions when the pair list was built
  // The pairs (i, j) with i < j, ascending: point i's partners j are
  // partner_[first_[i]] .. partner_[first_[i + 1] - 1]. Stored per point, a caller reads
  // each point's position once for all its partners.
  std::vector<int> first_;
  std::vector<int> partner_;
  // The positions again, by axis: the plain arrays a step reads for every pair.
  std::vector<double> x_, y_;
  std::span<const Disc> discs_;
  // The points within skin of disc k's rim, ascending: near_[near_first_[k]] ..
  // near_[near_first_[k + 1] - 1].
  std::vector<int> near_first_;
  std::vector<int> near_;

  // The points bucketed into square cells a little wider than the lists reach, column
  // by column, with a border of empty cells all round: a listed pair lies in one cell or
  // two neighbouring ones, and every cell has neighbours to look at. Points numbered
  // column by column (as a lattice's are) find their partners mostly in id order, and
  // the lists need little sorting. A point's cell is found by the grid's multiply.
  struct Item {
    double x, y;
    int id;
  };
  double width_ = 0.0, height_ = 0.0;
  UniformGrid grid_;
  CellBuckets<Item> cells_;         // ids ascending within a cell
  std::vector<std::size_t> cell_of_;  // each point's cell

  // Each point's partners as found, before sorting: point i's are
  // slot_[i * capacity_] .. slot_[i * capacity_ + count_[i] - 1].
  std::size_t capacity_ = 16;
  // Left unset when made (only the slots counted are read): a vector would zero them.
  std::unique_ptr<int[]> slot_;
  std::size_t slot_size_ = 0;
  std::vector<int> count_;

  void bin(double cell);
  void fit_slots(std::size_t size);
  bool find_pairs(double r);
  void rebuild();
};

}  // namespace uu

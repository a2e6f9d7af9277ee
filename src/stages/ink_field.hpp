#pragma once
// The ink already on a board, for the stages that place marks: how much room a point
// has before it meets a node's shape, a power dot, an edge's line, the frame, a seam
// between sheets or a mark placed before, each kept drawn::clearance_mm clear.
//
// One field can follow a board through all the stages that place marks: the nodes, dots
// and edges do not change meanwhile, so they are indexed once, and catch_up() adds the
// marks the board gained since. The answers are those of a field built afresh from the
// board: a room is the least of the distances found, whatever the order of the marks.
#include <array>
#include <span>
#include <vector>

#include "uuboard/board.hpp"
#include "model/drawn.hpp"
#include "geom/footprint.hpp"
#include "geom/grid_hash.hpp"
#include "geom/uniform_grid.hpp"

namespace uu {

class InkField {
 public:
  // Reads nothing yet but the board's scale; the board must outlive the field.
  explicit InkField(const Board& board);

  const drawn::Sizes& sizes() const { return sizes_; }
  // Brings the field up to the board: indexes its nodes, dots and edges the first time,
  // then adds the marks placed since. Call it before room() and after placing marks.
  // The contract: between the first call and the last, the board's nodes, power dots and
  // edges do not change and no list of marks is shortened or changed in place, only
  // appended to; a caught-up field then answers exactly as one built afresh.
  void catch_up();
  // In debug builds, checks that contract after a stage: no list of marks is shorter
  // than what the field took, and once caught up, the field answers as a fresh one at
  // every node, mark and edge midpoint; throws std::logic_error naming what differs.
  // Does nothing in optimised builds.
  void check_against_board() const;
  // A tiny node placed at `at` before the board lists it (the stage lists them by edge
  // once all are placed): catch_up counts it among the board's.
  void add_tiny_node(Vec2 at);
  // The largest disc around p (up to `enough`) that keeps clear of all ink; edge `skip`
  // (with -1 none) is left out, for a tiny node sitting on it.
  double room(Vec2 p, double enough, int skip = -1) const;
  // A bound room() does not exceed anywhere in the convex polygon `corners`, from the
  // shapes and dots of `nodes` alone, or a value below `enough` as soon as one ink
  // gives one (after catch_up).
  double room_at_most(std::span<const Vec2> corners, std::span<const int> nodes, double enough) const;

 private:
  // An edge in one cell of the range its bounding box covers; the first of those cells
  // names it, so a query over several cells measures it once.
  struct EdgeEntry {
    Vec2 a, b;  // the edge's ends, a the node of lower id
    int edge = 0;
    int first_x = 0, first_y = 0;
  };

  const Board& board_;
  drawn::Sizes sizes_;
  bool indexed_ = false;
  std::vector<Footprint> inks_;  // node shapes and power dots, node by node
  std::vector<std::size_t> node_first_ink_;  // node v's inks are [first[v], first[v + 1])
  GridHash ink_grid_;
  double widest_ = 0.0;
  double longest_ = 0.0;  // the longest edge
  drawn::PageMap map_;
  drawn::Seams seams_;  // a tiled board's seams: no mark may be cut by one
  // Edges and marks in cells of one unit over the frame, so each query reads the few
  // near it.
  UniformGrid grid_;
  CellBuckets<EdgeEntry> edges_;
  // The marks in each cell, newest first: a room is the least distance whatever the
  // order, and this needs no memory per cell beyond its head.
  CellLists<Footprint> marks_;
  double widest_mark_ = 0.0;
  // How many of the board's tiny nodes, expeditions, landmarks and resources are in.
  std::array<std::size_t, 4> marks_taken_{};

  void index_board();
  void index_edges();
  double edge_room(Vec2 p, double room, int skip) const;
  void add_mark(Footprint mark);
};

}  // namespace uu

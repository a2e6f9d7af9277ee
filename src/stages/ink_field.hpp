#pragma once
// The ink already on a board, for the stages that place marks: how much room a point
// has before it meets a node's shape, a power dot, an edge's line, the frame, a seam
// between sheets or a mark placed before, each kept drawn::clearance_mm clear. Marks are
// added as they are placed.
#include <vector>

#include "uuboard/board.hpp"
#include "model/drawn.hpp"
#include "geom/footprint.hpp"
#include "geom/grid_hash.hpp"

namespace uu {

class InkField {
 public:
  explicit InkField(const Board& board);

  const drawn::Sizes& sizes() const { return sizes_; }
  // The largest disc around p (up to `enough`) that keeps clear of all ink; edge `skip`
  // (with -1 none) is left out, for a tiny node sitting on it.
  double room(Vec2 p, double enough, int skip = -1) const;
  void add_mark(Footprint mark);

 private:
  const Board& board_;
  drawn::Sizes sizes_;
  std::vector<Footprint> inks_;  // node shapes and power dots
  std::vector<Vec2> ink_at_;
  GridHash ink_grid_;
  std::vector<int> edge_first_, edge_ids_;  // the edges of each node, to find edges near a point
  GridHash node_grid_;
  double widest_ = 0.0;
  double longest_ = 0.0;  // the longest edge
  drawn::PageMap map_;
  drawn::Seams seams_;  // a tiled board's seams: no mark may be cut by one
  // Marks in buckets of one unit, so each query reads the few near it.
  std::vector<Footprint> marks_;
  std::vector<std::vector<int>> mark_cells_;
  int columns_ = 1, rows_ = 1;
  double widest_mark_ = 0.0;
  int cell(double v, int count, double origin) const;
};

}  // namespace uu

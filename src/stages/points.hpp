#pragma once
// Stage "points": a jittered lattice relaxed over a grid hash, border snapping, and the
// center node fixed at the board's middle. Writes nodes, width and height.
#include "uuboard/board.hpp"
#include "uuboard/rng.hpp"
#include "stages/stage.hpp"

namespace uu {

struct PointsConfig {
  int columns = 11;  // lattice points across (the original's rX + 1)
  int rows = 8;      // lattice points down (rY + 1)
  double width = 10.0;
  double height = 10.0 / 1.4142135623730951;
  // 24 steps from 0.75 space the nodes as evenly as 30 did before corner nodes took the
  // side along which the lattice is sparser (generator 0.5.0): the nearest-neighbour
  // distance's coefficient of variation, averaged over 1000 seeds' first attempts, is
  // 0.054 against 0.057 at 2 and 4 players, 0.049 against 0.045 at 6, 0.047 against
  // 0.048 at 9, and no more first attempts leave two nodes too close (4 % at 4 players).
  int iterations = 24;
  double first_step = 0.75;  // the first step moves a node by this much of its push
  double snap_margin = 0.15;  // a node this close to a side is fixed onto it
  double corner_gap = 0.7;    // a border node keeps this far from the sides across it (two start
                              // squares at a corner keep drawn::clearance_mm apart)
  double min_spacing = 0.7;   // closer nodes make the attempt fail
  // Invisible repulsors make room for expeditions and landmarks: one per repulsor_area
  // square units, each of a radius between these.
  double repulsor_area = 6.0;
  double repulsor_min = 0.75;
  double repulsor_max = 1.0;
};

// The original's resolution per player count, in square units on a sheet of the given
// landscape aspect (width / height).
PointsConfig points_config(int players, double aspect);
// A lattice of width x height units (width + 1 by height + 1 points), for large boards.
PointsConfig points_config_for_size(int width, int height);
// The lattice a board of these options is made on: by its size when one is given, by the
// players and the sheet's shape otherwise, and on several sheets the mosaic's shape less a
// row or column per seam. generate() makes the board on it; validate() checks a saved
// board's width, height, node count and scale against it.
PointsConfig points_config_for(const BoardOptions& options);

StageResult place_points(Board& board, const PointsConfig& config, Rng& rng);

}  // namespace uu

#pragma once
// The board's size: the lattice a board of given options is made on (its points across and
// down, its width and height in units), the scale --sheets auto prints at, and the room a
// mosaic's sheets keep between their seams. Read by the options, generate(), stage
// "points" and validate().
#include <algorithm>
#include <vector>

#include "uuboard/board.hpp"
#include "model/rules.hpp"

namespace uu {

// The lattice stage "points" relaxes, and the settings of its relaxation.
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
  double min_spacing = min_node_spacing;  // closer nodes make the attempt fail
  // Invisible repulsors make room for expeditions and landmarks: one per repulsor_area
  // square units, each of a radius between these.
  double repulsor_area = 6.0;
  double repulsor_min = 0.75;
  double repulsor_max = 1.0;
};

// The lattice's closer spacing, of its columns' and its rows'.
inline double closest_spacing(const PointsConfig& c) { return std::min(c.width / (c.columns - 1), c.height / (c.rows - 1)); }

// Whether the lattice's rows lie farther apart than its columns: the sides along which
// its points are sparser are then the left and right.
inline bool rows_apart(const PointsConfig& c) { return c.height / (c.rows - 1) > c.width / (c.columns - 1); }

// The original's resolution per player count, in square units on a sheet of the given
// landscape aspect (width / height). On a sheet so elongated that its rows would lie
// closer than least_row_spacing, the rows lie a unit apart and the long side takes as
// many more points as fit.
PointsConfig points_config(int players, double aspect);
// A lattice of width x height units (width + 1 by height + 1 points), for large boards.
PointsConfig points_config_for_size(int width, int height);
// The scale of a 4-player board on A4, in mm a unit: --sheets auto prints a --size board
// on the fewest sheets that keep its nodes this large.
double comfortable_unit_mm();
// The lattice a board of these options is made on, `certain` the node types every board
// of them holds (certain_types): by its size when one is given, by the players and the
// sheet's shape otherwise, and on several sheets the mosaic's shape less a row or column
// per seam. Only lattices on which no board could be made are changed, so every other
// seed keeps its board: a mosaic too narrow for a type every board holds to keep its
// distance from the border takes its players' rows a unit apart, and a lattice with
// fewer points than the minimum counts of those types need gets more. generate() makes
// the board on it; validate() checks a saved board's width, height, node count and scale
// against it.
PointsConfig points_config_for(const BoardOptions& options, const std::vector<TypeRules>& certain);
// The board a sheet of a mosaic keeps between the bands along its seams, in units, across
// and down; infinity on one sheet. With less than least_seam_room either way no attempt
// ever made a board (none of 300 at each of 200 mosaics, papers and player counts).
struct SeamRoom {
  double across;
  double down;
  double least() const { return across < down ? across : down; }
};
SeamRoom seam_room(const BoardOptions& options, const PointsConfig& lattice);

}  // namespace uu

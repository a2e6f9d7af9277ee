#pragma once
// Stage "points": a jittered lattice relaxed over neighbour lists, border snapping, and the
// center node fixed at the board's middle. Writes nodes, width and height.
#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"
#include "stages/stage.hpp"
#include "model/board_size.hpp"

namespace uu {

// The lattice a board of these options and tables is made on: points_config_for with the
// node types every board of them holds.
PointsConfig points_config_for(const BoardOptions& options, const Dictionary& dict);

StageResult place_points(Board& board, const PointsConfig& config, Rng& rng);

}  // namespace uu

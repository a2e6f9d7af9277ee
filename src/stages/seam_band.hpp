#pragma once
// The bands around the seams of a tiled board that node centres keep out of, so that no
// node's shape or power dot is cut where one sheet's cut edge lies on the next (see
// drawn::seams). The points stage pushes nodes out of them while relaxing and moves the
// last few out after; on one sheet there are no seams and nothing here runs.
#include <span>
#include <string>
#include <vector>

#include "uuboard/board.hpp"
#include "model/drawn.hpp"

namespace uu {

// Nodes relax out of a band this much wider than the nodes' (board units), so the last
// move out of the true band, made after relaxing, is short and crowds no neighbour.
inline constexpr double seam_relax_slack = 0.25;

struct SeamBand {
  drawn::Seams seams;
  double node_half = 0.0;    // a regular or border node's centre keeps this far from a seam
  double center_half = 0.0;  // the center node's
  bool empty() const { return seams.empty(); }
};

// The bands of a board whose width, height, unit_mm and options are set.
SeamBand seam_band(const Board& board);

// A lattice point of a width x height board spread over what the bands leave free, so
// the lattice starts with no node in a band and the nodes' density even around them.
// p itself on one sheet.
Vec2 skip_seams(const SeamBand& band, Vec2 p, double width, double height);

// Adds to push[i] what moves node i (at x[i], y[i]) out of a band `slack` wider than the
// nodes' on each side; a node deep in it is pushed harder, as a repulsor pushes.
void add_seam_pushes(const SeamBand& band, std::span<const double> x, std::span<const double> y, double slack, std::vector<Vec2>& push);

// p moved, along the axes it may move on, to the nearer side of every band of half
// width `half` it lies in.
Vec2 out_of_seams(const SeamBand& band, Vec2 p, double half, bool move_x = true, bool move_y = true);

// Where the center node sits: the board's middle, moved just off the seams when one
// passes under it (an even number of sheets across or down puts one there).
Vec2 center_spot(const Board& board);

// Names the first node whose ink a seam cuts, or empty when none.
std::string node_on_seam(const Board& board, const SeamBand& band);

}  // namespace uu

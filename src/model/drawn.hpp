#pragma once
// The board as it is printed: the sizes of one board at its scale, and where a board
// point lands on the paper. The sizes themselves are in the rule book
// (model/rules.hpp): the stages place things by them, validate() checks the drawn
// footprints by them, and the layout draws by them, so what is checked is what is
// printed.
//
// A node is drawn as a circle (a square for a start node, a larger circle for the
// center), its power dots as discs centred on its outline. Marks (expeditions,
// landmarks, natural resources, tiny nodes) are pictograms in a square box; the disc
// around that box is their footprint, since most are drawn turned.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <vector>

#include "uuboard/board.hpp"
#include "geom/footprint.hpp"
#include "model/rules.hpp"
#include "uuboard/paper.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

namespace drawn {

// The sizes of one board, in its units (the millimetre ones converted at its scale).
struct Sizes {
  double unit_mm = 1.0;
  double node_outline = 0, center_outline = 0, dot_outline = 0, edge_half = 0, clearance = 0, min_visible = 0, min_piece = 0;
  // Marks grown where the scale would print them under mark_min_mm of ink.
  double tiny_half = drawn::tiny_half;
  double resource_half = drawn::resource_half;
  // Reaches of ink from a shape's centre, outline included.
  double node_reach() const { return node_radius + node_outline / 2; }  // circle, or a square's half side
  double center_reach() const { return center_radius + center_outline / 2; }
  double dot_reach() const { return dot_radius + dot_outline / 2; }
  double tiny_reach() const { return tiny_half * tiny_reach_factor; }
  double tiny_along() const { return tiny_half * tiny_along_factor; }  // on its edge's line
  double resource_reach() const { return resource_half * resource_reach_factor; }
  // The smallest angle between a power dot and an edge of its node at which the dot's ink
  // stays off the edge's line: dots never cover their own node's edges.
  double dot_edge_angle() const;
  // The smallest angle between two power dots of one node at which their inks keep the
  // clearance apart. Dots sit on the node's outline, on a circle of node_radius at the
  // nearest (a square's outline and the center's larger circle put two dots at the same
  // angle farther apart), so the angle holds for every node.
  double dot_separation() const;
};

Sizes sizes(double unit_mm);

// The smallest sheet (margins and footer as in `like`) that prints a width x height
// board at min_unit_mm, named "<long>x<short>" in whole millimetres, rounded up.
PageSetup smallest_paper(double width, double height, const PageSetup& like);

// The sheets of `page` (its paper, margins, overlap and orientation) that print a width x
// height board at unit_mm a unit or more: the fewest across and down whose mosaic holds
// it. 1 x 1 when one sheet does.
PageSetup sheets_for(const PageSetup& page, double width, double height, double unit_mm);

// Where a board point is printed: paper = origin_mm + point * unit_mm.
struct PageMap {
  Vec2 origin_mm;      // board point (0, 0) on the page
  double unit_mm = 1;  // one board unit on the page
  Vec2 frame_min, frame_max;  // the frame's outer corners, board units
  Vec2 to_mm(Vec2 p) const { return origin_mm + p * unit_mm; }
};

// The scale of a width x height board on a sheet: the frame (the board grown by
// frame_inset on every side) fills the printable area in one direction.
double unit_mm_for(const PageSetup& page, double width, double height);
// The board on its sheet, centred in the printable area.
PageMap page_map(const Board& board);

// Where the sheets of a tiled board meet, in board units: the lines x = x[k] and y = y[k]
// (ascending). Each sheet but the first of its row (column) is cut along its window's
// left (top) edge and laid on its neighbour's overlap strip, so these cut edges are the
// only places where paper ends inside the board. Empty on one sheet.
struct Seams {
  std::vector<double> x, y;
  bool empty() const { return x.empty() && y.empty(); }
};
Seams seams(const Board& board);
// How far p is from the nearest seam line, board units; infinity when there is none.
double seam_gap(const Seams& seams, Vec2 p);
// How far a footprint's ink is from the nearest seam line (negative: it crosses one).
double seam_gap(const Seams& seams, const Footprint& f);
// How far a node's ink (its shape and the power dots on its outline) reaches along an
// axis from its centre: a node whose centre keeps this plus the clearance from every
// seam has nothing of it cut, whatever dots it gets later. Border nodes count as start
// squares.
double node_axis_reach(const Node& node, const Sizes& s);

// Ink reach of a node's shape toward direction `dir` (unit vector) from its centre: the
// circle's radius, or where a ray leaves the square. Outline included.
double shape_reach(const Node& node, Vec2 dir, const Sizes& s);
bool is_square(const Node& node);
// The larger of |dir.x| and |dir.y|: a ray from a square's centre along the unit vector
// `dir` leaves the square (half side h) at h / square_extent(dir).
inline double square_extent(Vec2 dir) { return std::max(std::abs(dir.x), std::abs(dir.y)); }
// The ink of a node's shape, and of a power dot at `angle` around it (centred on the
// shape's outline: the circle, or the square pushed out along the ray).
Footprint shape_footprint(const Node& node, const Sizes& s);
Vec2 dot_offset(const Node& node, double angle);
Vec2 dot_offset(const Node& node, Vec2 dir);  // dir: the unit vector of the angle
// The farthest any of the node's dots sits from its centre: a square's corner, else the
// outline of its circle.
double farthest_dot_offset(const Node& node);
Footprint dot_footprint(const Node& node, double angle, const Sizes& s);

// What an ink belongs to.
enum class InkOf : std::uint8_t { node, dot, tiny_node, expedition, landmark, resource };

// Calls f(footprint, what, index, edge) for every ink of the board as drawn: each node's
// shape then its dots (index: the node), then tiny nodes (edge: the one it sits on),
// expeditions, landmarks and resources (index: in their lists; edge -1).
template <class F>
void for_each_ink(const Board& board, const Sizes& s, F&& f) {
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& n = board.nodes[v];
    const int id = static_cast<int>(v);
    f(shape_footprint(n, s), InkOf::node, id, -1);
    for (const PowerDot& d : n.power_dots) f(dot_footprint(n, d.angle, s), InkOf::dot, id, -1);
  }
  for (std::size_t i = 0; i < board.tiny_nodes.size(); ++i)
    f(Footprint{board.tiny_nodes[i].pos, s.tiny_reach(), false}, InkOf::tiny_node, static_cast<int>(i), board.tiny_nodes[i].edge);
  for (std::size_t i = 0; i < board.expeditions.size(); ++i)
    f(Footprint{board.expeditions[i].pos, expedition_reach, false}, InkOf::expedition, static_cast<int>(i), -1);
  for (std::size_t i = 0; i < board.landmarks.size(); ++i)
    f(Footprint{board.landmarks[i].pos, landmark_reach, false}, InkOf::landmark, static_cast<int>(i), -1);
  for (std::size_t i = 0; i < board.resources.size(); ++i)
    f(Footprint{board.resources[i].pos, s.resource_reach(), false}, InkOf::resource, static_cast<int>(i), -1);
}

}  // namespace drawn
}  // namespace uu

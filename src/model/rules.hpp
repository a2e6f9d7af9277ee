#pragma once
// The rule book: every number a rule of the board rests on, and the size of every drawn
// shape. The stages keep these rules, validate() checks a board against the same
// numbers, and the layout draws by the same sizes, so a rule is changed in one place.
//
// Three rule numbers are public, for library users who read boards:
// uu::min_expedition_slots and uu::max_expedition_slots (uuboard/board.hpp) and
// uu::mission_goal (uuboard/fairness.hpp). The game's tables (node types, missions,
// marks) are data: data/game.json, read through the dictionary.
#include <cstddef>
#include <numbers>

namespace uu {

// ---- The graph

// Nodes closer than this, in units, make the attempt fail ("points"), and validate()
// refuses such a board.
inline constexpr double min_node_spacing = 0.7;
// Rows of a players' lattice closer than this never relaxed to min_node_spacing apart
// (none of 600 attempts at any player count; at 0.68 one in 300 did, at 0.75 about half).
inline constexpr double least_row_spacing = 0.67;
// Rows this far apart relax well on most attempts (at 0.8, two in three at 4 players).
inline constexpr double sure_row_spacing = 0.8;
// The board a sheet of a mosaic keeps between the bands along its seams, in units: with
// less than this either way no attempt ever made a board (none of 300 at each of 200
// mosaics, papers and player counts).
inline constexpr double least_seam_room = 1.0 / 3.0;

// Degree caps: a border node (which may become a start node) at most 2 edges, any other
// at most 4; the center has none.
inline constexpr int border_degree_cap = 2;
inline constexpr int regular_degree_cap = 4;

// Start nodes on each side of the board.
inline constexpr int starts_per_side = 3;

// ---- Marks

// Fewer expeditions or landmarks than these and the expansion hardly shows: the stage
// fails so the next attempt is made, and validate() reports such a board.
inline constexpr std::size_t expeditions_least = 4;
inline constexpr std::size_t landmarks_least = 3;

// The most expeditions and landmarks a board gets.
inline constexpr int expeditions_wanted = 10;
inline constexpr int landmarks_wanted = 5;

// The most tiny nodes on the edges of one node.
inline constexpr int max_tiny_nodes_per_node = 2;

// ---- Power dots (what a node type changes about its count is data: power_dots,
// extra_power_dots)

namespace dot_rules {

// A power dot keeps at least this angle from its node's edges and (on a border node) the
// border line. Two dots of one node keep drawn::Sizes::dot_separation() apart, which
// leaves drawn::clearance_mm of paper between their inks (42 to 54 degrees, by the scale).
inline constexpr double min_separation = std::numbers::pi / 9.0;  // 20 degrees

// The draw every node but the center makes: from least_drawn to most_drawn dots, one more
// for every four players.
inline int least_drawn(int players) { return 1 + players / 4; }
inline int most_drawn(int players) { return 2 + players / 4; }

}  // namespace dot_rules

// ---- Drawn sizes (model/drawn.hpp turns them into one board's sizes at its scale)

namespace drawn {

// Shapes, in board units: fixed fractions of the node spacing (the original's sizes).
inline constexpr double node_radius = 0.3;                 // circle radius; half a start square's side
inline constexpr double center_radius = 0.3 * 1.18;        // the center node's larger disc
inline constexpr double dot_radius = 0.36 * node_radius;   // power dot
inline constexpr double expedition_half = 0.2;             // compass box: 0.4 of a unit across (the original: 0.5)
inline constexpr double landmark_half = 0.2;               // 0.4 across (the original: 0.5)
inline constexpr double resource_half = 0.09;              // 0.18 across, but never under mark_min_mm of ink
inline constexpr double tiny_half = 0.075;                 // 0.15 across, but never under mark_min_mm of ink
// How far a mark's pictogram reaches from its centre, in halves of its box: the compass
// is round; the other pictograms stay within these (tests/test_drawn_page.cpp checks
// every one).
inline constexpr double expedition_reach = expedition_half * 1.0;
inline constexpr double landmark_reach = landmark_half * 1.35;
inline constexpr double resource_reach_factor = 1.2;  // times Sizes::resource_half
inline constexpr double tiny_reach_factor = 1.05;     // times Sizes::tiny_half
// A tiny node is drawn turned to its edge's direction (either way): along the edge its
// pictogram's ink reaches at most this, times Sizes::tiny_half, from its centre.
inline constexpr double tiny_along_factor = 0.86;
// How much of its box a mark's pictogram spans at least, however it is turned: the longer
// side of its ink's bounding box is never under this times the box's side
// (tests/test_drawn_page.cpp checks every pictogram).
inline constexpr double mark_ink_fill = 0.74;
// Two resources of one area keep twice this between their boxes, in units: the
// original's margin (0.33 between centres at its size).
inline constexpr double resource_spacing = 0.075;
// The frame (the cut line) runs this far outside the line through the border nodes'
// centres, so a border node's square or circle is printed whole inside it.
inline constexpr double frame_inset = 0.38;

// Strokes and clearances, in millimetres: they do not scale with the board.
inline constexpr double node_outline_mm = 0.35;
inline constexpr double center_outline_mm = 0.6;
inline constexpr double dot_outline_mm = 0.25;
inline constexpr double edge_width_mm = 0.5;
inline constexpr double frame_mm = 0.4;
inline constexpr double clearance_mm = 0.5;    // between inks of different things
inline constexpr double min_visible_mm = 3.0;  // of every edge, covered by no ink
inline constexpr double min_piece_mm = 2.0;    // each piece a tiny node leaves of its edge
inline constexpr double mark_min_mm = 3.0;     // of ink across, every mark on every paper
inline constexpr double min_text_pt = 6.0;     // node numbers, footer, legend
inline constexpr double number_size = 0.52 * node_radius;  // em height of a node's number, units
inline constexpr double pt_mm = 25.4 / 72.0;

// The smallest scale at which every drawn rule can hold: a node's number is at least
// min_text_pt high.
inline constexpr double min_unit_mm = min_text_pt * pt_mm / number_size;
// Expeditions and landmarks keep their size in units: at the smallest scale their ink is
// still mark_min_mm across.
static_assert(2 * expedition_half * mark_ink_fill * min_unit_mm >= mark_min_mm);
static_assert(2 * landmark_half * mark_ink_fill * min_unit_mm >= mark_min_mm);

}  // namespace drawn

}  // namespace uu

#pragma once
// The rule checks of the content stages, called by validate(). Each appends one line
// per broken rule, "<rule>: <what, naming nodes, edges or areas>".
#include <string>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

// Types, missions and numbers (src/check/validate_types.cpp): counts within each type's
// min/max, forbidden on border, border distances, max sequence, no needs-number node
// next to a start node, every requirement present, every node typed, 12 missions.
void check_types(const Board& board, std::vector<std::string>& out);

// Power dots (each node type's count from `dict`), areas, expeditions, landmarks,
// resources and tiny nodes (src/check/validate_placements.cpp).
void check_placements(const Board& board, const Dictionary& dict, std::vector<std::string>& out);

// The printed page (src/check/validate_drawn.cpp): the scale, every edge's visible line and
// clearance, inks of different things apart, tiny nodes on their edges, marks inside the
// frame; on the footprints of src/model/drawn.hpp.
void check_drawn(const Board& board, std::vector<std::string>& out);

// Everything a finished board holds by its own options: types, missions, power dots,
// areas and each expansion's elements (src/check/validate_complete.cpp).
void check_complete(const Board& board, std::vector<std::string>& out);

// "the built-in tables" or "the tables given", for messages that depend on them.
const char* tables_name(const Dictionary& dict);

// Names against the tables, what an expansion that is off would have added, and angles,
// attempt and candidate within what generate() writes (src/check/validate_names.cpp).
void check_names(const Board& board, const Dictionary& dict, std::vector<std::string>& out);

// What a finished board's options and tables determine, worked out again and compared:
// width, height, node count and scale from the page setup, the type rules, the numbers,
// the missions dealt and the fairness figures (src/check/validate_derived.cpp).
void check_derived(const Board& board, const Dictionary& dict, std::vector<std::string>& out);

}  // namespace uu

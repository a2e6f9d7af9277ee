#pragma once
// Our own vector pictograms, one per node type, mission, expedition type, landmark,
// natural resource and tiny node, plus the expedition compass and the center. Each is
// a few primitives in the unit box [-1, 1] x [-1, 1] (y down), drawn in ink, with
// "paper" parts cut back out (eyes, windows); layout places, scales and turns them.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

// How a part is painted: stroked or filled with ink, or filled / stroked with paper.
enum class Ink : std::uint8_t { stroke, fill, paper, paper_stroke };

struct IconPart {
  Ink ink = Ink::fill;
  std::vector<Vec2> points;  // a polyline or polygon; empty for a circle
  bool closed = true;
  Vec2 center;               // circle, when points is empty
  double radius = 0.0;
  double width = 0.14;       // stroke width in unit-box units
};

struct Icon {
  std::vector<IconPart> parts;
};

enum class IconSet : std::uint8_t { node_type, mission, expedition, landmark, resource, tiny_node };

// The pictogram for a name of the built-in tables, or nullptr for a name we have no
// drawing for (a designer's own data); the caller then draws a fallback glyph.
const Icon* find_icon(IconSet set, std::string_view name);

// The names that have a pictogram in a set, in the tables' order.
std::vector<std::string_view> icon_names(IconSet set);

const Icon& compass_icon();  // generic expedition marker on the board's front
const Icon& center_icon();

// Initials of a name ("Critter Boss" -> "CB"), for the fallback glyph.
std::string initials(std::string_view name);

}  // namespace uu

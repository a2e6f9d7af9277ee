#pragma once
// The fixed rules of a node type: where on the board a node may take it at all, before
// counts and sequences (the type solver and the mission repair in src/stages/).
#include <algorithm>

#include "uuboard/board.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

// Distance from p to the nearest side of the board.
inline double border_distance(const Board& board, Vec2 p) {
  return std::min(std::min(p.x, board.width - p.x), std::min(p.y, board.height - p.y));
}

// Whether the fixed rules of t allow node v, `d` from the border: border, border
// distance, start neighbours.
inline bool fixed_rules_allow(const Board& board, const FlatGraph& graph, int v, double d, const TypeRules& t) {
  const Node& node = board.nodes[static_cast<std::size_t>(v)];
  if (t.forbidden_on_border && node.on_border()) return false;
  if (t.min_border_distance && !(d > *t.min_border_distance)) return false;
  if (t.max_border_distance && d > *t.max_border_distance) return false;
  if (t.needs_number) {
    for (int u : graph.neighbours(v)) {
      if (board.nodes[static_cast<std::size_t>(u)].role == Role::start) return false;
    }
  }
  return true;
}

}  // namespace uu

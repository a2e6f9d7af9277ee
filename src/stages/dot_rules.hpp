#pragma once
// The power-dot rules the "power-dots" stage keeps and validate() checks, in one place.
#include <numbers>
#include <string_view>

#include "uuboard/board.hpp"

namespace uu::dot_rules {

// Dots of one node, its edges and (on a border node) the border line keep this far apart.
inline constexpr double min_separation = std::numbers::pi / 9.0;  // 20 degrees

// The draw every node but the center makes: from least_drawn to most_drawn dots, one more
// for every four players.
inline int least_drawn(int players) { return 1 + players / 4; }
inline int most_drawn(int players) { return 2 + players / 4; }

// The dots a node gets for a draw of `drawn`: the center one, Village Ruins always four,
// a Chameleon two more than drawn.
inline int dots_for(const Node& node, int drawn) {
  if (node.role == Role::center) return 1;
  if (node.type && *node.type == std::string_view("Village Ruins")) return 4;
  if (node.type && *node.type == std::string_view("Chameleon")) return drawn + 2;
  return drawn;
}

// The most dots a node may have.
inline int most_dots(const Node& node, int players) { return dots_for(node, most_drawn(players)); }

}  // namespace uu::dot_rules

#pragma once
// The power-dot rules the "power-dots" stage keeps and validate() checks, in one place.
// What a node type changes about its count is data (data/game.json: power_dots,
// extra_power_dots), read through the dictionary.
#include <numbers>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu::dot_rules {

// A power dot keeps at least this angle from its node's edges and (on a border node) the
// border line. Two dots of one node keep drawn::Sizes::dot_separation() apart, which
// leaves drawn::clearance_mm of paper between their inks (42 to 54 degrees, by the scale).
inline constexpr double min_separation = std::numbers::pi / 9.0;  // 20 degrees

// The draw every node but the center makes: from least_drawn to most_drawn dots, one more
// for every four players.
inline int least_drawn(int players) { return 1 + players / 4; }
inline int most_drawn(int players) { return 2 + players / 4; }

// The dots a node gets for a draw: the center one; a node of a type with a fixed count
// that many; any other the draw plus its type's extra dots.
class DotCounts {
 public:
  explicit DotCounts(const Dictionary& dict) {
    for (const NodeType& t : dict.node_types)
      if (t.power_dots || t.extra_power_dots != 0) differing_.push_back(&t);
  }

  int for_draw(const Node& node, int drawn) const {
    if (node.role == Role::center) return 1;
    if (!node.type) return drawn;
    for (const NodeType* t : differing_)
      if (t->name == *node.type) return t->power_dots ? *t->power_dots : drawn + t->extra_power_dots;
    return drawn;
  }

  // The most dots a node may have.
  int most(const Node& node, int players) const { return for_draw(node, most_drawn(players)); }

 private:
  std::vector<const NodeType*> differing_;  // the types whose count is not the plain draw
};

}  // namespace uu::dot_rules

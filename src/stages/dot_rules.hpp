#pragma once
// The power-dot rules the "power-dots" stage keeps and validate() checks, in one place.
// What a node type changes about its count is data (data/game.json: power_dots,
// extra_power_dots), read through the dictionary.
#include <numbers>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "model/rules.hpp"

namespace uu::dot_rules {

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

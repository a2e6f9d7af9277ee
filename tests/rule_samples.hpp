#pragma once
// Hand-made type rules and missions for the tests that build boards by hand.
#include <optional>
#include <string>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu_test {

// A type's rules: counts in [min, max], groups up to max_sequence, nothing else.
inline uu::TypeRules rule(const std::string& name, int min, std::optional<int> max, int max_sequence = 2) {
  uu::TypeRules r;
  r.name = name;
  r.category = "Misc";
  r.actions = {"Turn"};
  r.min = min;
  r.max = max;
  r.max_sequence = max_sequence;
  return r;
}

// A mission naming the given node types.
inline uu::Mission mission(const std::string& name, std::vector<std::string> relevant_nodes = {}) {
  uu::Mission m;
  m.name = name;
  m.relevant_nodes = std::move(relevant_nodes);
  return m;
}

}  // namespace uu_test

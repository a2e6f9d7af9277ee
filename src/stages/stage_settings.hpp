#pragma once
// What the stages need of the board's options, read from them once (settings_for) and
// handed to each stage that needs it, so no stage reads board.options. validate() makes
// the same from the board it checks.
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/paper.hpp"

namespace uu {

// Each field names what a stage needs; its comment, the option it is read from.
struct StageSettings {
  int players = 4;                      // players
  bool first_game = false;              // first_game
  bool electric = false;                // the electric expansion
  bool expeditions = false;             // the extreme-expeditions expansion
  bool landmarks = false;               // the sharp-scissors expansion
  bool resources = false;               // the sharp-scissors expansion
  bool tiny_nodes = false;              // the sharp-scissors expansion
  std::vector<std::string> expansions;  // expansions: the tables' types and missions that belong to one
  bool sized = false;                   // size_width and size_height, both given: the lattice by its size
  PageSetup page;                       // page: the sheet the lattice is spaced for

  bool has_expansion(std::string_view name) const;
  friend bool operator==(const StageSettings&, const StageSettings&) = default;
};

StageSettings settings_for(const BoardOptions& options);

}  // namespace uu

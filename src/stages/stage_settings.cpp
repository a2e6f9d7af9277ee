#include "stages/stage_settings.hpp"

#include <algorithm>

#include "uuboard/dictionary.hpp"

namespace uu {

bool StageSettings::has_expansion(std::string_view name) const {
  return std::find(expansions.begin(), expansions.end(), name) != expansions.end();
}

StageSettings settings_for(const BoardOptions& options) {
  StageSettings s;
  s.players = options.players;
  s.first_game = options.first_game;
  s.electric = options.has_expansion(electric_expansion);
  s.expeditions = options.has_expansion(extreme_expeditions_expansion);
  s.landmarks = options.has_expansion(sharp_scissors_expansion);
  s.resources = s.landmarks;
  s.tiny_nodes = s.landmarks;
  s.expansions = options.expansions;
  s.sized = options.size_width > 0 && options.size_height > 0;
  s.page = options.page;
  return s;
}

}  // namespace uu

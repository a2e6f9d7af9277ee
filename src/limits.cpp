#include "uuboard/limits.hpp"

#include <fmt/core.h>

namespace uu {

std::string check_board_options(const BoardOptions& options) {
  if (options.players < min_players || options.players > max_players) {
    return fmt::format("--players {}: the number of players must be between {} and {}", options.players, min_players,
                       max_players);
  }
  const int w = options.size_width, h = options.size_height;
  if (w == 0 && h == 0) return {};
  const std::string size = fmt::format("--size {}x{}", w, h);
  if (w < min_size_units || w > max_size_units) {
    return fmt::format("{}: the width must be between {} and {} board units", size, min_size_units, max_size_units);
  }
  if (h < min_size_units || h > max_size_units) {
    return fmt::format("{}: the height must be between {} and {} board units", size, min_size_units, max_size_units);
  }
  return {};
}

}  // namespace uu

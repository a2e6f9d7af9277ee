#pragma once
// Boards the tests share, made the way the command line makes them.
#include "uuboard/generate.hpp"

namespace uu_test {

inline uu::Board make_board(const std::string& seed, int players, const std::string& stop_after = "") {
  uu::GenerateOptions options;
  options.seed = seed;
  options.board.players = players;
  options.stop_after = stop_after;
  return uu::generate(options);
}

}  // namespace uu_test

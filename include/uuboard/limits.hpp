#pragma once
// The documented limits of the board options, checked before any work is done, so a
// typo like --size 100000x70000 is refused at once instead of exhausting memory.
#include <string>

#include "uuboard/board.hpp"

namespace uu {

inline constexpr int min_players = 2;
inline constexpr int max_players = 9;
// A board given in units (--size WxH) is a lattice of (W + 1) x (H + 1) nodes. The
// smallest must hold three start nodes per side; the largest (about a million nodes)
// generates in seconds and fits in a few gigabytes of memory.
inline constexpr int min_size_units = 6;
inline constexpr int max_size_units = 1000;

// Empty when the options are within the limits; otherwise a message naming the bad
// value and what is allowed, e.g. "--size 5000x700: the width must be between 6 and
// 1000 board units".
std::string check_board_options(const BoardOptions& options);

}  // namespace uu

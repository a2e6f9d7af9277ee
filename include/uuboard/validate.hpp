#pragma once
// Every invariant a board must hold, checked from the board alone. Runs after every
// stage in debug builds and in the tests; `uuboard check` runs it on saved boards.
#include <string>
#include <vector>

#include "uuboard/board.hpp"

namespace uu {

// Which stages' rules to check: a board stopped early lacks what later stages add.
enum class Through { points, tree, edges, start_nodes, types, everything };

// One line per broken invariant: "<rule>: <what, naming nodes or edges>". Empty when
// the board is sound.
std::vector<std::string> validate(const Board& board, Through through = Through::everything);

}  // namespace uu

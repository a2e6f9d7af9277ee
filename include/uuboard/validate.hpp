#pragma once
// Every invariant a board must hold, checked from the board and, for what a node type
// changes (its power dots), the game's tables. Runs after every stage in debug builds and
// in the tests; `uuboard check` runs it on saved boards.
#include <string>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

// Which stages' rules to check: a board stopped early lacks what later stages add.
// `everything` checks every rule on what is present; `finished` also checks that nothing
// a finished board holds by its options is missing (uuboard check, uuboard render).
enum class Through { points, tree, edges, start_nodes, types, everything, finished };

// One line per broken invariant: "<rule>: <what, naming nodes or edges>". Empty when
// the board is sound. `dictionary`: the tables the board was made with; every name on the
// board must be one of theirs. At `finished`, what the options and the tables determine
// (size, node count, scale, type rules, numbers, missions dealt, fairness figures) is
// worked out again and compared with what the board records (docs/board-format.md,
// "Data and derived fields"). `uuboard check` and `uuboard render` both call this.
std::vector<std::string> validate(const Board& board, Through through = Through::finished,
                                  const Dictionary& dictionary = builtin_dictionary());

// Why a saved board is more than its options can make, or empty: a board holds exactly the
// points of the lattice its options and tables give (88 for four players on A4), and one
// with more is not checked or drawn at all, since its extra nodes could only crowd the
// others. `uuboard check` and `uuboard render` refuse such a board (exit 2) before
// validate().
std::string node_count_limit(const Board& board, const Dictionary& dictionary = builtin_dictionary());

}  // namespace uu

#pragma once
// The built-in tables as code: generated at build time from data/game.json by
// tools/tables_source.cpp, which loads the file with every check `--data` makes.
#include "uuboard/dictionary.hpp"

namespace uu {

// The tables as generated code (native builds only).
Dictionary builtin_tables();

// The tables parsed from the embedded data/game.json.
Dictionary parse_builtin_tables();

}  // namespace uu

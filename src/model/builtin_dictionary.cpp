// The tables compiled into the program (data/game.json). The native build turns them
// into code at build time (model/builtin_tables.hpp), so a start parses nothing; the
// WebAssembly build, which cannot run a program of its own while it builds, parses the
// embedded file once, on first use. tests/test_dictionary.cpp holds the two equal.
#include "uuboard/dictionary.hpp"

#include "io/embedded.hpp"
#include "model/builtin_tables.hpp"

namespace uu {

Dictionary parse_builtin_tables() {
  const std::string_view text = embedded_file("game.json");
  if (text.empty()) throw DataError("game.json: the built-in tables are missing from this build");
  return load_dictionary(text, "game.json");
}

const Dictionary& builtin_dictionary() {
#ifdef UUBOARD_COMPILED_TABLES
  static const Dictionary dictionary = builtin_tables();
#else
  static const Dictionary dictionary = parse_builtin_tables();
#endif
  return dictionary;
}

}  // namespace uu

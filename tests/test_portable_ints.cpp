// The determinism contract's integer half (docs/board-format.md, "What a seed means"):
// no integer whose width differs between platforms takes part in a decision or an
// output. `long` is 64 bits here and 32 on WebAssembly and 64-bit Windows, so a sum that
// fits here can wrap there; these tests catch that on this machine alone, without the
// WebAssembly build (tests/web/determinism.mjs compares the two builds' bytes).
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fmt/core.h>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <type_traits>

#include "stages/collection_catalogue.hpp"
#include "stages/stages.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/validate.hpp"

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The built-in tables with every maximum count set to `max` (unbounded ones too).
uu::Dictionary tables_with_maxima(int max) {
  nlohmann::json tables = nlohmann::json::parse(read_text(std::filesystem::path(UUBOARD_SOURCE_DIR) / "data" / "game.json"));
  for (nlohmann::json& type : tables["node_types"]) {
    if (type["category"] != "Center") type["max"] = max;
  }
  return uu::load_dictionary(tables.dump(), "game.json with large maxima");
}

// A line of C++ with its comments and string and character literals blanked out.
std::string code_only(const std::string& line, bool& in_block_comment) {
  std::string out;
  char quote = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    const char next = i + 1 < line.size() ? line[i + 1] : '\0';
    if (in_block_comment) {
      if (c == '*' && next == '/') in_block_comment = false, ++i;
      continue;
    }
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '/' && next == '/') break;
    if (c == '/' && next == '*') {
      in_block_comment = true;
      ++i;
      continue;
    }
    if (c == '"' || c == '\'') quote = c;
    out += quote ? ' ' : c;
  }
  return out;
}

}  // namespace

TEST_CASE("portable ints: the collection's counts are 64-bit wherever they sum", "[portable]") {
  STATIC_REQUIRE(std::is_same_v<decltype(uu::Catalogue::Type::max), std::int64_t>);
  STATIC_REQUIRE(std::is_same_v<decltype(uu::unbounded_count), const std::int64_t>);
  STATIC_REQUIRE(uu::unbounded_count == std::numeric_limits<std::int32_t>::max());
}

TEST_CASE("portable ints: maxima near the limit of an int neither wrap nor refuse a board", "[portable]") {
  // A table's counts go up to 10^9 (data-format.md). Thirty-six types of 10^9 each sum
  // past any 32-bit count (the 32-bit build used to refuse with "the maximum counts allow
  // -2147483643 nodes"), and scaled up for nine players or a poster, 10^9 passes an int
  // (undefined behaviour, which the sanitizer run of this suite stops on).
  for (const int max : {1000000000, 999999999, 1 << 29}) {
    const uu::Dictionary tables = tables_with_maxima(max);
    for (const auto& [players, size] : {std::pair{4, 0}, std::pair{9, 0}, std::pair{4, 40}}) {
      CAPTURE(max, players, size);
      uu::BoardOptionsText typed;
      typed.players = players;
      typed.expansions = "all";
      if (size > 0) typed.size = fmt::format("{}x{}", size, size);  // on the sheets that print it
      uu::GenerateOptions o;
      o.dictionary = &tables;
      o.seed = fmt::format("wide-{}-{}", players, size);
      o.board = uu::parse_board_options(typed, tables);
      o.stop_after = uu::Stage::numbers;
      const uu::GenerateResult r = uu::try_generate(o);
      INFO(r.failure);
      REQUIRE(r.board);
      CHECK(r.failure.empty());
      for (const uu::TypeRules& t : r.board->types) {
        REQUIRE(t.max);
        CHECK(*t.max >= t.min);
        CHECK(*t.max > 0);
      }
      const std::vector<std::string> problems = uu::validate(*r.board, uu::Through::types, tables);
      INFO((problems.empty() ? std::string() : problems.front()));
      CHECK(problems.empty());
    }
  }
}

TEST_CASE("portable ints: no platform-sized integer type or hash in the code", "[portable]") {
  // `long` (and unsigned long, long double aside) is 32 or 64 bits by platform; std::hash
  // and the unordered containers' order differ between standard libraries.
  const std::regex banned(R"(\blong\b(?!\s+double)|\bstd::hash\b|\bunordered_(map|set)\b|\bintptr_t\b|\bssize_t\b)");
  std::vector<std::string> found;
  for (const char* folder : {"src", "include", "web"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::filesystem::path(UUBOARD_SOURCE_DIR) / folder)) {
      const std::string ext = entry.path().extension().string();
      if (ext != ".cpp" && ext != ".hpp") continue;
      // The command line's own plumbing (progress bars, threads, files) decides nothing of a board.
      if (entry.path().parent_path().filename() == "cli" || entry.path().filename() == "io.cpp") continue;
      std::ifstream in(entry.path());
      std::string line;
      bool in_comment = false;
      for (int number = 1; std::getline(in, line); ++number) {
        if (std::regex_search(code_only(line, in_comment), banned))
          found.push_back(fmt::format("{}:{}: {}", entry.path().lexically_relative(UUBOARD_SOURCE_DIR).string(), number, line));
      }
    }
  }
  for (const std::string& f : found) UNSCOPED_INFO(f);
  CHECK(found.empty());
}

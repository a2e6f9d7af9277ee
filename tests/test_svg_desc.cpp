// The SVG's <desc> records every option that shapes the board: read back, word by word,
// as options, it makes the same board again, byte for byte of its JSON.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/layout.hpp"

namespace {

// The description's words: `key=value`, a value in double quotes with \" and \\ read as
// one character; the version after the ';' is not an option.
std::vector<std::pair<std::string, std::string>> words_of(const std::string& desc) {
  std::vector<std::pair<std::string, std::string>> words;
  std::size_t i = 0;
  while (i < desc.size() && desc[i] != ';') {
    if (desc[i] == ' ') {
      ++i;
      continue;
    }
    std::string key, value;
    while (i < desc.size() && desc[i] != '=' && desc[i] != ' ' && desc[i] != ';') key += desc[i++];
    if (i < desc.size() && desc[i] == '=') {
      ++i;
      if (i < desc.size() && desc[i] == '"') {
        for (++i; i < desc.size() && desc[i] != '"'; ++i) value += desc[i] == '\\' ? desc[++i] : desc[i];
        ++i;
      } else {
        while (i < desc.size() && desc[i] != ' ' && desc[i] != ';') value += desc[i++];
      }
    }
    words.emplace_back(key, value);
  }
  return words;
}

double millimetres(const std::string& value) { return std::stod(value.substr(0, value.size() - 2)); }

// The options the words name; the seed through `seed`.
uu::BoardOptionsText options_of(const std::vector<std::pair<std::string, std::string>>& words, std::string& seed) {
  uu::BoardOptionsText t;
  bool board_paper = false;
  for (const auto& [key, value] : words) board_paper = board_paper || key == "board-paper";
  for (const auto& [key, value] : words) {
    if (key == "seed") seed = value;
    else if (key == "players") t.players = std::stoi(value);
    else if (key == "expansions") t.expansions = value;
    else if (key == "first-game") t.first_game = value == "yes";
    else if (key == "paper") t.paper = value;
    else if (key == "portrait") t.portrait = true;
    else if (key == "margin") t.margin = millimetres(value);
    else if (key == "size") t.size = value;
    else if (key == "sheets" && !board_paper) t.sheets = value;  // --board-paper picks its sheets
    else if (key == "overlap") t.overlap = millimetres(value);
    else if (key == "board-paper") t.board_paper = value;
    else if (key == "best-of") t.best_of = std::stoi(value);
    else if (key == "min-score") t.min_score = std::stod(value);
  }
  return t;
}

uu::Board make(const std::string& seed, const uu::BoardOptionsText& typed) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board = uu::parse_board_options(typed, uu::builtin_dictionary());
  return uu::generate(o);
}

}  // namespace

TEST_CASE("svg: the description holds every option that shapes the board, enough to make it again", "[render][svg-desc]") {
  struct Case {
    std::string seed;
    uu::BoardOptionsText typed;
  };
  std::vector<Case> cases;
  const auto with = [&](std::string seed, auto&& set) {
    uu::BoardOptionsText t;
    set(t);
    cases.push_back({std::move(seed), t});
  };
  with("plain", [](uu::BoardOptionsText&) {});
  with("friday night", [](auto& t) { t.players = 6, t.expansions = "all"; });
  with("a \"quoted\" \\ seed; with words", [](auto& t) { t.players = 3, t.expansions = "electric,sharp-scissors"; });
  with("", [](auto& t) { t.first_game = true; });
  with("upright", [](auto& t) { t.paper = "a5", t.portrait = true, t.margin = 8.5; });
  with("sized", [](auto& t) { t.size = "14x12", t.sheets = "1x1"; });
  with("sized-auto", [](auto& t) { t.size = "16x12"; });
  with("tiled", [](auto& t) { t.players = 7, t.sheets = "2x1", t.overlap = 12.5; });
  with("a3", [](auto& t) { t.board_paper = "a3"; });
  with("best", [](auto& t) { t.best_of = 3; });
  for (const Case& c : cases) {
    INFO("seed \"" << c.seed << "\"");
    const uu::Board board = make(c.seed, c.typed);
    const std::string desc = uu::layout(board).info.subject;
    INFO(desc);
    std::string seed = "(none)";
    const uu::BoardOptionsText again = options_of(words_of(desc), seed);
    CHECK(seed == c.seed);
    CHECK(uu::board_to_json_text(make(seed, again)) == uu::board_to_json_text(board));
  }
}

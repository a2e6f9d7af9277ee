#pragma once
// Turning what a user typed into board options, with errors that name the bad value and
// list what is allowed. The command line (and the config file, whose lines become
// command-line arguments) binds its flags to BoardOptionsText and calls
// parse_board_options; nothing else reads or limits them.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

class OptionError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The options that change a board, as typed: text and numbers not yet checked. The
// defaults are BoardOptions' own.
struct BoardOptionsText {
  int players = BoardOptions{}.players;
  std::string expansions = "none";  // all, none or a comma-separated list
  bool first_game = false;
  std::string paper = PageSetup{}.paper;  // a name, or WxH in mm or inches
  bool portrait = false;
  double margin = PageSetup{}.margin_mm;
  std::string size;         // "WxH" in board units, or empty
  std::string sheets;       // "CxR" sheets across and down, "auto", or empty
  double overlap = PageSetup{}.overlap_mm;  // mm of glue strip between neighbouring sheets
  std::string board_paper;  // the board's size as this paper's, printed on `paper` sheets
  int best_of = BoardOptions{}.best_of;
  std::optional<double> min_score;
};

// The one reader of board options: every name, pair and limit is checked here, the
// limits by check_board_options (limits.hpp), which boards read from JSON pass too.
// OptionError names the option as typed, its value and what is allowed.
BoardOptions parse_board_options(const BoardOptionsText& typed, const Dictionary& dict);

// "all", "none" or a comma-separated list of expansion names, in any order and case,
// spaces ignored. Returns canonical names in the tables' order, each once.
std::vector<std::string> parse_expansions(std::string_view text, const Dictionary& dict);

// The tables' expansions as a list for messages and help: "nasty-nodes, electric, ...".
std::string expansion_names(const Dictionary& dict);

}  // namespace uu

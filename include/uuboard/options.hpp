#pragma once
// Turning what a user typed into board options, with errors that name the bad value and
// list what is allowed.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/dictionary.hpp"

namespace uu {

class OptionError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "all", "none" or a comma-separated list of expansion names, in any order and case,
// spaces ignored. Returns canonical names in the tables' order, each once.
std::vector<std::string> parse_expansions(std::string_view text, const Dictionary& dict);

}  // namespace uu

#pragma once
// What was typed, before and around CLI11's parse (main.cpp): the arguments with the
// --config file read, the message for a parse error in our words, and which file and
// line a bad value came from.
#include <string>
#include <vector>

#include "cli/config_file.hpp"

namespace uu::cli {

// --config FILE (or --config=FILE) taken out of the arguments and read: its options are
// put first, so those typed after them win. Keys must be long options of the command.
struct Arguments {
  std::vector<std::string> args;  // without the program name
  std::vector<ConfigEntry> config;
  std::vector<std::string> typed;  // the long options given on the command line, without "=value"
};

// The arguments without --config, and the config file's entries, read. UsageError when
// --config has no file or the file cannot be read or parsed.
Arguments read_arguments(int argc, char** argv);

// A message about a value that came from the config file names the file and line: one
// that quotes the value ("--players many: ..."), or one about the key alone ("--seed:
// ...", "--seed '': ...") when the command line does not give that option too.
std::string with_origin(const std::string& message, const Arguments& arguments);

// The kind of parse error CLI11 reported, which decides how usage_message words it.
enum class ParseMistake {
  conversion,       // a value CLI11 could not convert (given to a switch, among others)
  value_count,      // an option without its value, or given more than once
  extra_arguments,  // arguments no option of the command takes
  missing,          // a required argument or command missing
  other,
};

// CLI11's message `what` rewritten to name the option, the value and what is allowed;
// `args` are the arguments as typed.
std::string usage_message(ParseMistake mistake, const std::string& what, const std::vector<std::string>& args);

}  // namespace uu::cli

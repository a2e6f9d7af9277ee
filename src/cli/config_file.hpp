#pragma once
// The --config file: TOML or INI "key = value" lines read into command-line arguments,
// so the file's values go through the same checks as typed ones. Errors name the file
// and the line.
#include <string>
#include <vector>

namespace uu::cli {

struct ConfigEntry {
  std::string key;    // a long option name, without "--"
  std::string value;  // the value as text; for a flag "true" or "false"
  std::string where;  // "<file>:<line>"
};

// Reads `text` (the contents of `file`): blank lines, "# ..." and "; ..." comments and
// "[section]" headers are skipped; a UTF-8 byte-order mark is allowed; values may be
// "quoted" or 'quoted', bare, true/false, or a [list, of, values] (joined with commas).
// UsageError "<file>:<line>: ..." for a line that is none of these.
std::vector<ConfigEntry> parse_config(const std::string& text, const std::string& file);

}  // namespace uu::cli

#include "cli/config_file.hpp"

#include <fmt/core.h>

#include "cli/commands.hpp"

namespace uu::cli {

namespace {

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

// A quoted string's contents ("..." with \" \\ \n \t escapes, '...' literal); `rest`
// gets what follows the closing quote. Empty optional when it is not closed.
bool unquote(const std::string& s, std::string& value, std::string& rest) {
  const char quote = s[0];
  value.clear();
  for (std::size_t i = 1; i < s.size(); ++i) {
    if (s[i] == quote) {
      rest = trimmed(s.substr(i + 1));
      return true;
    }
    if (quote == '"' && s[i] == '\\' && i + 1 < s.size()) {
      const char e = s[++i];
      value += e == 'n' ? '\n' : e == 't' ? '\t' : e;
      continue;
    }
    value += s[i];
  }
  return false;
}

// Where a comment starts in a bare value: '#' or ';' after a space or tab (a value may
// hold them otherwise, as in a seed "a;b" written bare as a;b).
std::size_t comment_start(const std::string& raw) {
  for (std::size_t i = 1; i < raw.size(); ++i)
    if ((raw[i] == '#' || raw[i] == ';') && (raw[i - 1] == ' ' || raw[i - 1] == '\t')) return i;
  return raw.size();
}

// One value: quoted, a [list], or bare up to a comment.
std::string value_of(const std::string& raw, const std::string& where) {
  const auto bad = [&](const std::string& why) { return UsageError(fmt::format("{}: {}", where, why)); };
  if (raw.empty()) throw bad("no value after '=' (write key = value)");
  if (raw[0] == '"' || raw[0] == '\'') {
    std::string value, rest;
    if (!unquote(raw, value, rest)) throw bad(fmt::format("the quoted value {} is not closed", raw));
    if (!rest.empty() && rest[0] != '#' && rest[0] != ';') throw bad(fmt::format("unexpected text after the value: {}", rest));
    return value;
  }
  if (raw[0] == '[') {
    const auto close = raw.find(']');
    if (close == std::string::npos) throw bad(fmt::format("the list {} is not closed with ]", raw));
    if (const std::string rest = trimmed(raw.substr(close + 1)); !rest.empty() && rest[0] != '#' && rest[0] != ';')
      throw bad(fmt::format("unexpected text after the list: {}", rest));
    std::string joined, item;
    std::string inside = raw.substr(1, close - 1);
    std::size_t start = 0;
    while (start <= inside.size()) {
      const auto comma = std::min(inside.find(',', start), inside.size());
      std::string piece = trimmed(inside.substr(start, comma - start));
      std::string rest;
      if (!piece.empty() && (piece[0] == '"' || piece[0] == '\'') && unquote(piece, item, rest)) piece = item;
      if (!piece.empty()) joined += (joined.empty() ? "" : ",") + piece;
      start = comma + 1;
    }
    return joined;
  }
  return trimmed(raw.substr(0, comment_start(raw)));
}

}  // namespace

std::vector<ConfigEntry> parse_config(const std::string& text, const std::string& file) {
  std::vector<ConfigEntry> entries;
  std::size_t start = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
  for (int line = 1; start < text.size(); ++line) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string content = trimmed(text.substr(start, end - start));
    start = end + 1;
    if (content.empty() || content[0] == '#' || content[0] == ';') continue;
    const std::string where = fmt::format("{}:{}", file, line);
    if (content[0] == '[') {
      if (content.back() != ']') throw UsageError(fmt::format("{}: a section header must end with ] ({})", where, content));
      continue;
    }
    const auto eq = content.find('=');
    if (eq == std::string::npos)
      throw UsageError(fmt::format("{}: \"{}\" is not an option line (write key = value, for example players = 6)", where, content));
    std::string key = trimmed(content.substr(0, eq));
    if (key.size() >= 2 && (key[0] == '"' || key[0] == '\'') && key.back() == key[0]) key = key.substr(1, key.size() - 2);
    if (key.empty()) throw UsageError(fmt::format("{}: no option name before '='", where));
    entries.push_back({key, value_of(trimmed(content.substr(eq + 1)), where), where});
  }
  return entries;
}

}  // namespace uu::cli

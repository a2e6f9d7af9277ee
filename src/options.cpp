#include "uuboard/options.hpp"

#include <algorithm>
#include <fmt/core.h>

namespace uu {

namespace {
std::string lower_trimmed(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '\t') continue;
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}
}  // namespace

std::vector<std::string> parse_expansions(std::string_view text, const Dictionary& dict) {
  std::string valid;
  for (const ExpansionInfo& e : dict.expansions) valid += (valid.empty() ? "" : ", ") + e.name;
  const std::string all = lower_trimmed(text);
  std::vector<char> chosen(dict.expansions.size(), 0);
  if (all == "all") {
    std::fill(chosen.begin(), chosen.end(), 1);
  } else if (all != "none" && !all.empty()) {
    std::size_t start = 0;
    while (start <= all.size()) {
      const std::size_t comma = std::min(all.find(',', start), all.size());
      const std::string name = all.substr(start, comma - start);
      const int index = dict.expansion_index(name);
      if (index < 0) {
        throw OptionError(fmt::format("--expansions: unknown expansion \"{}\" (use all, none or a comma-separated list of: {})",
                                      name, valid));
      }
      chosen[static_cast<std::size_t>(index)] = 1;
      start = comma + 1;
    }
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i]) out.push_back(dict.expansions[i].name);
  }
  return out;
}

}  // namespace uu

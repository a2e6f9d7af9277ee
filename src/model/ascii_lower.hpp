#pragma once
// Option values, papers, formats and file extensions are read in any case. Only ASCII
// letters fold, so what a name means never depends on the locale.
#include <string>
#include <string_view>

namespace uu {

inline std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  return out;
}

}  // namespace uu

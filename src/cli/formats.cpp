#include "cli/formats.hpp"

#include <fmt/core.h>

#include "model/ascii_lower.hpp"

namespace uu::cli {

std::string_view format_name(Format format) {
  for (const FormatInfo& f : formats)
    if (f.format == format) return f.name;
  return {};
}

std::optional<Format> format_named(std::string_view name) {
  const std::string lower = ascii_lower(name);
  for (const FormatInfo& f : formats)
    if (f.name == lower) return f.format;
  return std::nullopt;
}

std::optional<Format> format_of_extension(std::string_view extension) {
  if (extension.size() < 2 || extension[0] != '.') return std::nullopt;
  return format_named(extension.substr(1));
}

std::string format_list(std::string_view prefix, bool holds) {
  std::string out;
  for (std::size_t i = 0; i < formats.size(); ++i) {
    const FormatInfo& f = formats[i];
    out += i == 0 ? "" : i + 1 == formats.size() ? " or " : ", ";
    out += fmt::format("{}{}", prefix, f.name);
    if (holds && !f.holds.empty()) out += fmt::format(" ({})", f.holds);
  }
  return out;
}

}  // namespace uu::cli

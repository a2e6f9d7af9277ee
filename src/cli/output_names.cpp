#include "cli/output_names.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/core.h>
#include <iterator>

namespace uu {

std::string file_safe(std::string_view seed) {
  std::string out;
  for (char ch : seed) {
    const auto c = static_cast<unsigned char>(ch);
    out += (c == '/' || c == '\\' || c < 0x20 || c == 0x7f) ? '_' : ch;
  }
  if (out.size() > max_seed_in_name) {
    // A part of a path holds 255 bytes on common file systems: the seed's start, cut
    // between two letters, and a hash of the whole so that two long seeds stay apart.
    std::size_t cut = max_seed_in_name - 9;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xc0) == 0x80) --cut;
    std::uint32_t hash = 2166136261u;  // FNV-1a
    for (const char ch : seed) hash = (hash ^ static_cast<unsigned char>(ch)) * 16777619u;
    out = fmt::format("{}-{:08x}", out.substr(0, cut), hash);
  }
  return out.empty() ? "board" : out;
}

namespace {
constexpr std::string_view name_fields[] = {"{seed}", "{n}", "{players}"};
}  // namespace

bool is_output_template(std::string_view name) {
  return std::any_of(std::begin(name_fields), std::end(name_fields),
                     [&](std::string_view p) { return name.find(p) != std::string_view::npos; });
}

std::string expand_output_template(std::string_view name, std::string_view seed, int n, int players) {
  const std::string values[] = {file_safe(seed), std::to_string(n), std::to_string(players)};
  std::string out;
  std::size_t i = 0;
  while (i < name.size()) {
    bool replaced = false;
    for (std::size_t p = 0; p < std::size(name_fields); ++p) {
      if (name.substr(i, name_fields[p].size()) == name_fields[p]) {
        out += values[p];
        i += name_fields[p].size();
        replaced = true;
        break;
      }
    }
    if (!replaced) out += name[i++];
  }
  return out;
}

namespace {
std::string replace_field(std::string_view name, std::string_view field, std::string_view value) {
  std::string out(name);
  for (auto at = out.find(field); at != std::string::npos; at = out.find(field, at + value.size())) out.replace(at, field.size(), value);
  return out;
}
}  // namespace

bool has_sheet_field(std::string_view name) { return name.find(sheet_field) != std::string_view::npos; }

std::string expand_sheet_field(std::string_view name, std::string_view sheet) { return replace_field(name, sheet_field, sheet); }

bool has_shard_field(std::string_view name) { return name.find(shard_field) != std::string_view::npos; }

std::string expand_shard_field(std::string_view name, int shard) { return replace_field(name, shard_field, std::to_string(shard)); }

}  // namespace uu

#pragma once
// Output file names: a seed made safe for a file name, the {seed}, {n} and {players}
// fields of a name that writes one file per board, the {sheet} field of a board on
// several sheets, and the {shard} field of a shard's outputs.
#include <string>
#include <string_view>

namespace uu {

// The most of a seed a file name holds, in bytes: room for "uuboard-", "-9p.json" and a
// sheet's label in one part of a path (255 bytes on common file systems).
inline constexpr std::size_t max_seed_in_name = 200;

// A seed as part of a file name: slashes and control characters become '_'; a seed
// longer than max_seed_in_name keeps its start and a hash of the whole.
std::string file_safe(std::string_view seed);

// True when an output name holds {seed}, {n} or {players}: one file per board.
bool is_output_template(std::string_view name);

// The output name with {seed} (made file-safe), {n} and {players} filled in.
std::string expand_output_template(std::string_view name, std::string_view seed, int n, int players);

// A board on several sheets written as SVG or PNG is one file per sheet: {sheet} in the
// name becomes the sheet's label (A1, B1, ...), or "assembly" for the assembly page.
inline constexpr std::string_view sheet_field = "{sheet}";
bool has_sheet_field(std::string_view name);
std::string expand_sheet_field(std::string_view name, std::string_view sheet);

// A shard of a batch (--shard K/N) writes its own files: {shard} in the output's or the
// manifest's name becomes K. It is filled in before anything else, as one value for the
// whole run.
inline constexpr std::string_view shard_field = "{shard}";
bool has_shard_field(std::string_view name);
std::string expand_shard_field(std::string_view name, int shard);

}  // namespace uu

#pragma once
// The output formats, in one table: each one's name (which --format takes and which is
// also its file extension) and what a file of it holds. Format detection from -o,
// --format, the help text and, through a test, the completion scripts read it.
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace uu::cli {

enum class Format { pdf, svg, png, json, jsonl };

struct FormatInfo {
  Format format;
  std::string_view name;   // "pdf"; the extension is ".pdf"
  std::string_view holds;  // for the help, where the name does not say it
};

inline constexpr std::array<FormatInfo, 5> formats{{
    {Format::pdf, "pdf", ""},
    {Format::svg, "svg", ""},
    {Format::png, "png", ""},
    {Format::json, "json", "the board as data"},
    {Format::jsonl, "jsonl", "one board a line"},
}};

// Without --format, and for "-o -" or a default file name.
inline constexpr Format default_format = Format::pdf;

std::string_view format_name(Format format);
// The format named (any case: PDF), or nothing.
std::optional<Format> format_named(std::string_view name);
// The format of a file extension with its dot (any case: .PDF), or nothing.
std::optional<Format> format_of_extension(std::string_view extension);

// Every format as a message or the help lists them: "pdf, svg, png, json or jsonl", each
// name after `prefix` (".": ".pdf, .svg, ..."); with `holds`, what each holds after it.
std::string format_list(std::string_view prefix, bool holds = false);

}  // namespace uu::cli

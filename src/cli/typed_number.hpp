#pragma once
// Numbers typed on the command line, read by us rather than by CLI11, so a bad one gets
// our wording: "--players abc: not a whole number (2 to 9)".
#include <charconv>
#include <cmath>
#include <fmt/core.h>
#include <optional>
#include <string>
#include <type_traits>

#include "cli/commands.hpp"

namespace uu::cli {

// `text` as a T (int or double); UsageError naming the option, the text and `allowed`.
template <class T>
T number_from(const std::string& option, const std::string& text, const std::string& allowed) {
  T value{};
  const char* end = text.data() + text.size();
  const auto [at, ec] = std::from_chars(text.data(), end, value);
  const bool whole = std::is_integral_v<T>;
  if (ec == std::errc::result_out_of_range) throw UsageError(fmt::format("{} {}: out of range ({})", option, text, allowed));
  if (ec != std::errc() || at != end || text.empty()) {
    throw UsageError(fmt::format("{} {}: not {} ({})", option, text.empty() ? "''" : text, whole ? "a whole number" : "a number", allowed));
  }
  if constexpr (!std::is_integral_v<T>) {
    if (!std::isfinite(value)) throw UsageError(fmt::format("{} {}: not a finite number ({})", option, text, allowed));
  }
  return value;
}

// The number an option holds: int, double, or the T of std::optional<T>.
template <class X>
struct number_of {
  using type = X;
};
template <class X>
struct number_of<std::optional<X>> {
  using type = X;
};

}  // namespace uu::cli

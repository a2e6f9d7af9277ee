// A page has some ten thousand numbers: formatting each through {fmt}'s fixed precision
// cost the SVG writer more than generating the board. Most values are written here from
// the nearest whole count of 10^-decimals, found from the exact product v * 10^decimals
// (Dekker's two-product, exact in IEEE doubles); {fmt} writes the values that cannot be
// decided with room to spare: halves, values too large for the product to be exact,
// infinities and NaN. tests/test_svg_numbers.cpp holds the two to the same text.
#include "render/decimal_text.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace uu::render_detail {

namespace {

constexpr double powers_of_ten[] = {1.0, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0};

void append_with_fmt(std::string& out, double v, int decimals) {
  const std::size_t start = out.size();
  fmt::format_to(std::back_inserter(out), "{:.{}f}", v, decimals);
  if (decimals > 0) {
    while (out.size() > start && out.back() == '0') out.pop_back();
    if (out.size() > start && out.back() == '.') out.pop_back();
  }
  if (std::string_view(out).substr(start) == "-0") out.erase(start, 1);
}

}  // namespace

void append_decimal(std::string& out, double v, int decimals) {
  const double scale = powers_of_ten[decimals];
  // Below this the product and its error are exact, far inside an int64.
  if (!(std::fabs(v) < 1e15 / scale)) return append_with_fmt(out, v, decimals);
  const double product = v * scale;
  const double split = 134217729.0 * v;  // Veltkamp: v = high + low, each exact in 26 bits
  const double high = split - (split - v);
  const double low = v - high;
  const double error = (high * scale - product) + low * scale;  // v * scale = product + error
  const double nearest = std::round(product);
  if (!(std::fabs((product - nearest) + error) < 0.4999999)) return append_with_fmt(out, v, decimals);
  const auto units = static_cast<std::int64_t>(nearest);
  if (units < 0) out += '-';
  const std::uint64_t magnitude = units < 0 ? static_cast<std::uint64_t>(-units) : static_cast<std::uint64_t>(units);
  const auto whole = static_cast<std::uint64_t>(scale);
  fmt::format_to(std::back_inserter(out), FMT_COMPILE("{}"), magnitude / whole);
  std::uint64_t fraction = magnitude % whole;
  if (fraction == 0) return;
  int digits = decimals;
  while (fraction % 10 == 0) {
    fraction /= 10;
    --digits;
  }
  char text[6];
  for (int i = digits - 1; i >= 0; --i, fraction /= 10) text[i] = static_cast<char>('0' + fraction % 10);
  out += '.';
  out.append(text, static_cast<std::size_t>(digits));
}

}  // namespace uu::render_detail

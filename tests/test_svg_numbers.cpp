// The SVG and PDF writers' numbers (append_decimal): every coordinate is {fmt}'s "{:.3f}"
// (or as many decimals as the PDF asks for) with trailing zeros and a lone "-0" dropped.
// The writers find most of them a quicker way (the nearest count of thousandths from the
// exact product); this holds them to the {fmt} text for values of every kind: board-sized and huge, negative, exact halves of a thousandth, values a few units in
// the last place either side of a half, infinities and NaN.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "uuboard/render/scene.hpp"
#include "uuboard/render/svg.hpp"
#include "render/decimal_text.hpp"

namespace {

std::string reference(double v) {
  std::string s = fmt::format("{:.3f}", v);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

// The numbers of one path's d="Mx y Lx y ...", as written.
std::vector<std::string> written(const std::vector<double>& values) {
  uu::Scene scene;
  scene.pages.emplace_back();
  uu::Path path;
  for (std::size_t i = 0; i + 1 < values.size(); i += 2) path.points.push_back({values[i], values[i + 1]});
  path.style.fill = uu::Color{};
  scene.pages[0].shapes.push_back({uu::Part::edge, path, 0});
  const std::string svg = uu::render_svg(scene);
  const std::size_t begin = svg.find(" d=\"") + 4;
  const std::string d = svg.substr(begin, svg.find('"', begin) - begin);
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < d.size()) {
    std::size_t end = d.find(' ', at);
    if (end == std::string::npos) end = d.size();
    const std::string word = d.substr(at, end - at);
    out.push_back(word.front() == 'M' || word.front() == 'L' ? word.substr(1) : word);
    at = end + 1;
  }
  return out;
}

void check_all(std::vector<double> values) {
  if (values.size() % 2 != 0) values.push_back(0.0);
  const std::vector<std::string> got = written(values);
  REQUIRE(got.size() == values.size());
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (got[i] == reference(values[i])) continue;
    if (++wrong <= 10) FAIL_CHECK(fmt::format("{:.17g} is written {}, {{fmt}} gives {}", values[i], got[i], reference(values[i])));
  }
  CHECK(wrong == 0);
}

// splitmix64: the test's own numbers, the same everywhere.
std::uint64_t next(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double unit(std::uint64_t& state) { return static_cast<double>(next(state) >> 11) * 0x1.0p-53; }

}  // namespace

TEST_CASE("SVG numbers are {fmt}'s three decimals, trimmed, for board coordinates", "[svg][numbers]") {
  std::uint64_t state = 1;
  std::vector<double> values;
  for (int i = 0; i < 200000; ++i) values.push_back((unit(state) - 0.2) * 600.0);  // -120 .. 480 mm
  for (int i = 0; i < 20000; ++i) values.push_back((unit(state) - 0.5) * 0.01);     // around zero
  check_all(values);
}

TEST_CASE("SVG numbers at and beside halves of a thousandth", "[svg][numbers]") {
  std::vector<double> values;
  // Exact halves (n/16 and friends are exact doubles) and the nearest doubles to k.5
  // thousandths, with their neighbours a few units in the last place away.
  for (int k = -2000; k <= 2000; ++k) {
    const double half = (k + 0.5) / 1000.0;
    double below = half, above = half;
    for (int step = 0; step < 4; ++step) {
      values.push_back(below);
      values.push_back(above);
      below = std::nextafter(below, -1e300);
      above = std::nextafter(above, 1e300);
    }
  }
  for (int n = -4096; n <= 4096; ++n) values.push_back(n / 16.0 + 1.0 / 2048.0);  // ties of the fourth decimal
  for (int n = -300; n <= 300; ++n) values.push_back(n + 0.0625);
  values.push_back(0.0005);
  values.push_back(-0.0005);
  values.push_back(0.0);
  values.push_back(-0.0);
  values.push_back(-0.0004999);
  check_all(values);
}

TEST_CASE("SVG numbers for huge and non-finite values", "[svg][numbers]") {
  std::uint64_t state = 7;
  std::vector<double> values;
  for (int e = 0; e <= 300; e += 3) {
    values.push_back(std::pow(10.0, e) * 1.2345678);
    values.push_back(-std::pow(10.0, e) * 9.87654321);
  }
  for (int i = 0; i < 20000; ++i) values.push_back((unit(state) - 0.5) * 4e12);  // across the quick way's limit
  values.push_back(std::numeric_limits<double>::infinity());
  values.push_back(-std::numeric_limits<double>::infinity());
  values.push_back(std::numeric_limits<double>::quiet_NaN());
  values.push_back(std::numeric_limits<double>::denorm_min());
  values.push_back(std::numeric_limits<double>::max());
  check_all(values);
}

TEST_CASE("decimal text for every count of decimals the PDF writer asks for", "[svg][numbers]") {
  std::uint64_t state = 11;
  std::vector<double> values;
  for (int i = 0; i < 20000; ++i) values.push_back((unit(state) - 0.3) * 2000.0);
  for (int n = -512; n <= 512; ++n) values.push_back(n / 64.0);  // halves of every count of decimals up to 6
  values.push_back(1e12);
  values.push_back(-3e10);
  values.push_back(std::numeric_limits<double>::infinity());
  for (int decimals = 0; decimals <= 6; ++decimals) {
    std::size_t wrong = 0;
    for (double v : values) {
      std::string got;
      uu::render_detail::append_decimal(got, v, decimals);
      std::string want = fmt::format("{:.{}f}", v, decimals);
      if (decimals > 0) {
        while (!want.empty() && want.back() == '0') want.pop_back();
        if (!want.empty() && want.back() == '.') want.pop_back();
      }
      if (want == "-0") want = "0";
      if (got == want) continue;
      if (++wrong <= 5) FAIL_CHECK(fmt::format("{:.17g} with {} decimals is written {}, {{fmt}} gives {}", v, decimals, got, want));
    }
    CHECK(wrong == 0);
  }
}

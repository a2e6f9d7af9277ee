// The portable trigonometry: close to the C library's on every argument the boards use,
// the C library's special values, and bits pinned so that a change shows.
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>

#include "geom/trig.hpp"
#include "uuboard/rng.hpp"

namespace {

// How many doubles lie between a and b (0 when equal, both zeros equal).
std::uint64_t ulps_apart(double a, double b) {
  const auto ordered = [](double v) {
    const auto bits = std::bit_cast<std::int64_t>(v);
    return bits < 0 ? std::numeric_limits<std::int64_t>::min() - bits : bits;
  };
  const std::int64_t x = ordered(a), y = ordered(b);
  return x > y ? static_cast<std::uint64_t>(x - y) : static_cast<std::uint64_t>(y - x);
}

// Ours within 2 units in the last place of the true value, the C library's within 1.
constexpr std::uint64_t ulps_allowed = 3;

}  // namespace

TEST_CASE("trig: sin and cos agree with the C library to a few units in the last place", "[geom][trig]") {
  uu::Rng rng(20261127);
  std::uint64_t worst = 0;
  for (int i = 0; i < 200000; ++i) {
    // Angles as the stages make them (within a few turns), and some far out.
    const double x = i % 10 == 0 ? rng.uniform(-1e5, 1e5) : rng.uniform(-4.0 * M_PI, 4.0 * M_PI);
    const uu::trig::SinCos ours = uu::trig::sincos(x);
    // Near a zero of sin or cos the reduction by pi/2 bounds the absolute error instead.
    for (const auto& [got, want] : {std::pair{ours.sin, std::sin(x)}, std::pair{ours.cos, std::cos(x)}}) {
      if (std::abs(want) < 1e-6) {
        REQUIRE(std::abs(got - want) < 1e-20);
      } else {
        worst = std::max(worst, ulps_apart(got, want));
      }
    }
    REQUIRE(uu::trig::sin(x) == ours.sin);
    REQUIRE(uu::trig::cos(x) == ours.cos);
  }
  CHECK(worst <= ulps_allowed);
}

TEST_CASE("trig: atan2, asin and acos agree with the C library to a few units in the last place", "[geom][trig]") {
  uu::Rng rng(7);
  std::uint64_t worst = 0;
  for (int i = 0; i < 200000; ++i) {
    // Every quadrant, ratios from tiny to huge.
    const double scale = std::pow(10.0, rng.uniform(-8.0, 8.0));
    const double y = rng.uniform(-1.0, 1.0) * scale, x = rng.uniform(-1.0, 1.0);
    worst = std::max(worst, ulps_apart(uu::trig::atan2(y, x), std::atan2(y, x)));
    const double s = rng.uniform(-1.0, 1.0);
    worst = std::max(worst, ulps_apart(uu::trig::asin(s), std::asin(s)));
    worst = std::max(worst, ulps_apart(uu::trig::acos(s), std::acos(s)));
  }
  CHECK(worst <= ulps_allowed);
}

TEST_CASE("trig: special values are the C library's", "[geom][trig]") {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const double values[] = {0.0, -0.0, 1.0, -1.0, 0.5, -2.5, inf, -inf, 1e-300, -1e300};
  const auto same = [](double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
  };
  for (double y : values) {
    for (double x : values) {
      INFO("atan2(" << y << ", " << x << ")");
      CHECK(ulps_apart(uu::trig::atan2(y, x), std::atan2(y, x)) <= 1);
      CHECK(std::signbit(uu::trig::atan2(y, x)) == std::signbit(std::atan2(y, x)));
    }
  }
  CHECK(std::isnan(uu::trig::atan2(nan, 1.0)));
  CHECK(std::isnan(uu::trig::atan2(1.0, nan)));
  CHECK(std::isnan(uu::trig::sin(inf)));
  CHECK(std::isnan(uu::trig::cos(-inf)));
  CHECK(std::isnan(uu::trig::sin(nan)));
  CHECK(std::isnan(uu::trig::asin(1.5)));
  CHECK(std::isnan(uu::trig::acos(-1.0000001)));
  CHECK(std::isnan(uu::trig::asin(nan)));
  CHECK(same(uu::trig::sin(-0.0), -0.0));
  CHECK(same(uu::trig::cos(0.0), 1.0));
  CHECK(same(uu::trig::asin(-0.0), -0.0));
  CHECK(same(uu::trig::asin(1.0), std::asin(1.0)));
  CHECK(same(uu::trig::acos(1.0), 0.0));
  CHECK(same(uu::trig::acos(-1.0), std::acos(-1.0)));
}

TEST_CASE("trig: the directions both ways are the bits of two atan2 calls", "[geom][trig]") {
  const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
  const auto check = [&](uu::Vec2 a, uu::Vec2 b) {
    const uu::trig::BothWays d = uu::trig::directions_between(a, b);
    INFO("from (" << a.x << ", " << a.y << ") to (" << b.x << ", " << b.y << ")");
    CHECK(bits(d.forward) == bits(uu::trig::atan2(b.y - a.y, b.x - a.x)));
    CHECK(bits(d.backward) == bits(uu::trig::atan2(a.y - b.y, a.x - b.x)));
  };
  uu::Rng rng(20261128);
  for (int i = 0; i < 200000; ++i) {
    // Board-sized coordinates, some on a shared line or corner as border nodes are.
    const uu::Vec2 a{rng.uniform(-1.0, 40.0), rng.uniform(-1.0, 30.0)};
    uu::Vec2 b{rng.uniform(-1.0, 40.0), rng.uniform(-1.0, 30.0)};
    if (i % 7 == 0) b.x = a.x;
    if (i % 11 == 0) b.y = a.y;
    if (i % 13 == 0) b = {a.x + rng.uniform(-1e-12, 1e-12), a.y * (1.0 + 1e-16)};
    check(a, b);
  }
  const double inf = std::numeric_limits<double>::infinity(), big = std::numeric_limits<double>::max();
  const double values[] = {0.0, -0.0, 1.0, -3.5, 1e-310, -1e300, big, -big, inf, -inf};
  for (double ax : values)
    for (double ay : values)
      for (double bx : {0.0, -0.0, 2.0, -big, inf})
        for (double by : {0.0, -0.0, -7.0, big, -inf}) check({ax, ay}, {bx, by});
}

// The bits themselves: a change to the functions (or to how the build rounds) changes
// what a seed means, and must be made on purpose (docs/board-format.md).
TEST_CASE("trig: pinned bits", "[geom][trig][determinism]") {
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::sin(1.0)) == 0x3feaed548f090ceeULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::cos(1.0)) == 0x3fe14a280fb5068cULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::sin(-2.0)) == 0xbfed18f6ead1b446ULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::cos(3.0)) == 0xbfefae04be85e5d2ULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::atan2(1.0, -2.0)) == 0x40056c6e7397f5aeULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::asin(0.3)) == 0x3fd380159e14f6ffULL);
  CHECK(std::bit_cast<std::uint64_t>(uu::trig::acos(-0.7)) == 0x4002c501446cd5f2ULL);
}

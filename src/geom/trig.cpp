#include "geom/trig.hpp"

#include <cmath>
#include <cstdint>
#include <limits>

namespace uu::trig {

namespace {

// The polynomial coefficients are the minimax fits of fdlibm (Sun's freely
// distributable math library, the source of the BSDs' libm), written as hex so that
// no decimal conversion can move them.

// sin(r) ~ r + r^3 * (S1 + S2 r^2 + ... + S6 r^10) on |r| <= pi/4.
constexpr double S1 = -0x1.5555555555549p-3, S2 = 0x1.111111110f8a6p-7, S3 = -0x1.a01a019c161d5p-13,
                 S4 = 0x1.71de357b1fe7dp-19, S5 = -0x1.ae5e68a2b9cebp-26, S6 = 0x1.5d93a5acfd57cp-33;
// cos(r) ~ 1 - r^2/2 + r^4 * (C1 + C2 r^2 + ... + C6 r^10) on |r| <= pi/4.
constexpr double C1 = 0x1.555555555554cp-5, C2 = -0x1.6c16c16c15177p-10, C3 = 0x1.a01a019cb1590p-16,
                 C4 = -0x1.27e4f809c52adp-22, C5 = 0x1.1ee9ebdb4b1c4p-29, C6 = -0x1.8fae9be8838d4p-37;
// atan(t) ~ t - t^3 * (T0 + T1 t^2 + ... + T10 t^20) on |t| <= 7/16.
constexpr double T[] = {0x1.555555555550dp-2,  -0x1.999999998ebc4p-3, 0x1.24924920083ffp-3,  -0x1.c71c6fe231671p-4,
                        0x1.745cdc54c206ep-4,  -0x1.3b0f2af749a6dp-4, 0x1.10d66a0d03d51p-4,  -0x1.dde2d52defd9ap-5,
                        0x1.97b4b24760debp-5,  -0x1.2b4442c6a6c2fp-5, 0x1.0ad3ae322da11p-6};
// atan(0.5), atan(1), atan(1.5) and atan(inf) = pi/2, each as a double and what it
// leaves out.
constexpr double atan_hi[] = {0x1.dac670561bb4fp-2, 0x1.921fb54442d18p-1, 0x1.f730bd281f69bp-1, 0x1.921fb54442d18p+0};
constexpr double atan_lo[] = {0x1.a2b7f222f65e2p-56, 0x1.1a62633145c07p-55, 0x1.007887af0cbbdp-56, 0x1.1a62633145c07p-54};
constexpr double pi_hi = 0x1.921fb54442d18p+1, pi_lo = 0x1.1a62633145c07p-53;
// 2/pi, and pi/2 in two parts: the first has 33 significant bits, so its product with
// a quadrant count below 2^20 is exact.
constexpr double two_over_pi = 0x1.45f306dc9c883p-1;
constexpr double half_pi_1 = 0x1.921fb54400000p+0, half_pi_1t = 0x1.0b4611a626331p-34;
constexpr double largest_reduced = 0x1p20 * 1.5707963267948966;

double sin_kernel(double r) {
  const double z = r * r;
  return r + r * z * (S1 + z * (S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)))));
}

double cos_kernel(double r) {
  const double z = r * r, half_z = 0.5 * z, w = 1.0 - half_z;
  // 1 - z/2 is rounded to w; what the rounding left out is added back with the rest.
  return w + (((1.0 - w) - half_z) + z * z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6))))));
}

// atan(t) for t >= 0 (or +inf): t is moved next to 0, 0.5, 1 or 1.5, or replaced by
// -1/t, and the polynomial takes what is left.
double atan_nonnegative(double t) {
  int base = -1;
  if (t >= 0.4375) {
    if (t < 0.6875) {
      base = 0;
      t = (2.0 * t - 1.0) / (2.0 + t);
    } else if (t < 1.1875) {
      base = 1;
      t = (t - 1.0) / (t + 1.0);
    } else if (t < 2.4375) {
      base = 2;
      t = (t - 1.5) / (1.0 + 1.5 * t);
    } else {
      base = 3;
      t = -1.0 / t;
    }
  }
  const double z = t * t, w = z * z;
  // Odd and even coefficients in two chains, as short as one of eleven terms.
  const double odd = z * (T[0] + w * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * T[10])))));
  const double even = w * (T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * T[9]))));
  if (base < 0) return t - t * (odd + even);
  const auto b = static_cast<std::size_t>(base);
  return atan_hi[b] - ((t * (odd + even) - atan_lo[b]) - t);
}

// The angle of (x, |y|) from atan |y / x| = t: t itself, or pi - t (pi in two parts)
// when x is on the left.
double to_side(double t, bool left) { return left ? pi_hi - (t - pi_lo) : t; }

}  // namespace

SinCos sincos(double x) {
  if (!std::isfinite(x)) return {x - x, x - x};  // NaN, as the C library gives
  // Far out, first a remainder by 2 pi (exact in IEEE arithmetic, if far from the true
  // angle there); the boards never come near.
  if (std::abs(x) > largest_reduced) x = std::remainder(x, 2.0 * pi_hi);
  // sin x rounds to x and cos x to 1 here; this also keeps the sign of a zero.
  if (std::abs(x) < 0x1p-27) return {x, 1.0};
  double r = x;
  std::int64_t quadrant = 0;
  if (std::abs(x) > 0.25 * pi_hi) {
    const double n = std::floor(x * two_over_pi + 0.5);
    quadrant = static_cast<std::int64_t>(n);
    r = (x - n * half_pi_1) - n * half_pi_1t;
  }
  const double s = sin_kernel(r), c = cos_kernel(r);
  switch (quadrant & 3) {
    case 0: return {s, c};
    case 1: return {c, -s};
    case 2: return {-s, -c};
    default: return {-c, s};
  }
}

double atan2(double y, double x) {
  if (std::isnan(x) || std::isnan(y)) return x + y;
  const double ay = std::abs(y), ax = std::abs(x);
  const bool left = std::signbit(x);
  double angle = 0.0;  // of (|x|, |y|) turned to x's side; y's sign is put on last
  if (ay == 0.0) {
    angle = left ? pi_hi : 0.0;
  } else if (ax == 0.0) {
    angle = atan_hi[3];
  } else if (std::isinf(ax)) {
    angle = std::isinf(ay) ? (left ? 0x1.2d97c7f3321d2p+1 : atan_hi[1]) : (left ? pi_hi : 0.0);
  } else if (std::isinf(ay)) {
    angle = atan_hi[3];
  } else {
    angle = to_side(atan_nonnegative(ay / ax), left);
  }
  return std::copysign(angle, y);
}

// Where neither difference is zero, infinite or NaN, a - b is b - a negated exactly
// (rounding is symmetric), and atan2 turns the same atan of their ratio to opposite
// sides; elsewhere atan2 answers each (a zero's sign is a - b's own).
BothWays directions_between(Vec2 a, Vec2 b) {
  const double y = b.y - a.y, x = b.x - a.x;
  const double ay = std::abs(y), ax = std::abs(x);
  constexpr double inf = std::numeric_limits<double>::infinity();
  if (!(ay > 0.0 && ay < inf && ax > 0.0 && ax < inf)) return {atan2(y, x), atan2(a.y - b.y, a.x - b.x)};
  const double t = atan_nonnegative(ay / ax);
  const bool left = std::signbit(x);
  return {std::copysign(to_side(t, left), y), std::copysign(to_side(t, !left), -y)};
}

double asin(double x) {
  if (!(std::abs(x) <= 1.0)) return std::numeric_limits<double>::quiet_NaN();
  return atan2(x, std::sqrt((1.0 - x) * (1.0 + x)));
}

double acos(double x) {
  if (!(std::abs(x) <= 1.0)) return std::numeric_limits<double>::quiet_NaN();
  return atan2(std::sqrt((1.0 - x) * (1.0 + x)), x);
}

}  // namespace uu::trig

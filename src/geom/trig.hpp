#pragma once
// Sine, cosine and the inverse functions the board's geometry needs, with the same bits
// on every machine. The C library's versions may not give them: glibc picks, when the
// program starts, a version built for the CPU (with fused multiply-add or without), and
// the two differ in the last bit for about one argument in 2 000, which was enough to
// make a seed give a different board on another CPU (tests/cpu_variants.sh shows it).
// These use only +, -, *, / and sqrt, which IEEE 754 rounds exactly, in a fixed order
// (the build forbids contracting them into fused operations), so they are portable.
//
// Accuracy: within 2 units in the last place for sin and cos of |x| < 2^20, away from
// their zeros (where the reduction by pi/2, in two parts, leaves an absolute error below
// 1e-25), and for atan2, asin and acos everywhere. The special values (zeros, infinities,
// NaN) are those of the C library.
#include "uuboard/geom/vec2.hpp"

namespace uu::trig {

struct SinCos {
  double sin = 0.0;
  double cos = 1.0;
};

SinCos sincos(double x);
inline double sin(double x) { return sincos(x).sin; }
inline double cos(double x) { return sincos(x).cos; }
double atan2(double y, double x);
// The directions from a to b and from b to a, atan2 of b - a and of a - b, for the work
// of one where the two share their arithmetic (the same bits as two calls).
struct BothWays {
  double forward = 0.0;   // from a to b
  double backward = 0.0;  // from b to a
};
BothWays directions_between(Vec2 a, Vec2 b);
double asin(double x);
double acos(double x);

}  // namespace uu::trig

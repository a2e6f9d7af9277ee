#pragma once
// A point or direction in board units. Plain value type; all geometry kernels use it.
#include <cmath>

namespace uu {

struct Vec2 {
  double x = 0.0;
  double y = 0.0;

  friend constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
  friend constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
  friend constexpr bool operator==(Vec2 a, Vec2 b) = default;
};

constexpr double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
constexpr double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
constexpr double length_squared(Vec2 a) { return dot(a, a); }
inline double length(Vec2 a) { return std::sqrt(length_squared(a)); }
inline double distance(Vec2 a, Vec2 b) { return length(a - b); }
constexpr double distance_squared(Vec2 a, Vec2 b) { return length_squared(a - b); }

}  // namespace uu

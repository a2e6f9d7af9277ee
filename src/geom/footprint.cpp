#include "geom/footprint.hpp"

#include <algorithm>
#include <cmath>

#include "geom/segment.hpp"

namespace uu {

namespace {

// Distance from p to the square, 0 inside.
double box_distance(Vec2 p, Vec2 c, double half) {
  const double dx = std::max(std::abs(p.x - c.x) - half, 0.0);
  const double dy = std::max(std::abs(p.y - c.y) - half, 0.0);
  return std::sqrt(dx * dx + dy * dy);
}

// Segment a + t (b - a), t in [0, 1], clipped to the square (Liang-Barsky).
std::optional<std::pair<double, double>> clip_to_box(Vec2 c, double half, Vec2 a, Vec2 b) {
  double t0 = 0.0, t1 = 1.0;
  const Vec2 d = b - a;
  const double p[4] = {-d.x, d.x, -d.y, d.y};
  const double q[4] = {a.x - (c.x - half), (c.x + half) - a.x, a.y - (c.y - half), (c.y + half) - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0.0) {
      if (q[i] < 0.0) return std::nullopt;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0.0) t0 = std::max(t0, t);
    else t1 = std::min(t1, t);
    if (t0 > t1) return std::nullopt;
  }
  return std::pair{t0, t1};
}

}  // namespace

double distance(const Footprint& f, Vec2 p) {
  if (f.square) return box_distance(p, f.center, f.reach);
  return std::max(distance(p, f.center) - f.reach, 0.0);
}

double distance(const Footprint& f, Vec2 a, Vec2 b) {
  if (!f.square) return std::max(distance_point_segment(f.center, a, b) - f.reach, 0.0);
  if (clip_to_box(f.center, f.reach, a, b)) return 0.0;
  // Apart, the nearest points are an end of the segment or a corner of the square.
  double best = std::min(box_distance(a, f.center, f.reach), box_distance(b, f.center, f.reach));
  for (const Vec2 corner : {Vec2{-1, -1}, Vec2{1, -1}, Vec2{1, 1}, Vec2{-1, 1}})
    best = std::min(best, distance_point_segment(f.center + corner * f.reach, a, b));
  return best;
}

double distance(const Footprint& f, const Footprint& g) {
  if (f.square && g.square) {
    const double dx = std::max(std::abs(f.center.x - g.center.x) - f.reach - g.reach, 0.0);
    const double dy = std::max(std::abs(f.center.y - g.center.y) - f.reach - g.reach, 0.0);
    return std::sqrt(dx * dx + dy * dy);
  }
  if (f.square) return std::max(box_distance(g.center, f.center, f.reach) - g.reach, 0.0);
  if (g.square) return std::max(box_distance(f.center, g.center, g.reach) - f.reach, 0.0);
  return std::max(distance(f.center, g.center) - f.reach - g.reach, 0.0);
}

std::optional<std::pair<double, double>> covered_part(const Footprint& f, Vec2 a, Vec2 b) {
  if (f.square) return clip_to_box(f.center, f.reach, a, b);
  // |a + t d - c|^2 = r^2: a quadratic in t.
  const Vec2 d = b - a, m = a - f.center;
  const double qa = dot(d, d), qb = 2 * dot(m, d), qc = dot(m, m) - f.reach * f.reach;
  if (qa == 0.0) return qc <= 0.0 ? std::optional{std::pair{0.0, 1.0}} : std::nullopt;
  const double disc = qb * qb - 4 * qa * qc;
  if (disc < 0.0) return std::nullopt;
  const double root = std::sqrt(disc);
  const double t0 = std::max((-qb - root) / (2 * qa), 0.0), t1 = std::min((-qb + root) / (2 * qa), 1.0);
  if (t0 > t1) return std::nullopt;
  return std::pair{t0, t1};
}

double covered_fraction(std::vector<std::pair<double, double>>& parts) {
  std::sort(parts.begin(), parts.end());
  double covered = 0.0, reached = 0.0;
  for (const auto& [t0, t1] : parts) {
    const double from = std::max(t0, reached);
    if (t1 > from) covered += t1 - from;
    reached = std::max(reached, t1);
  }
  return covered;
}

}  // namespace uu

// The shapes the pictograms are drawn from (icon_shapes.hpp).
#include "render/icon_shapes.hpp"
#include "geom/trig.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace uu::icon_shapes {

namespace {

constexpr double deg = std::numbers::pi / 180.0;

}  // namespace

Vec2 polar(Vec2 c, double r, double a) { return {c.x + r * trig::cos(a * deg), c.y + r * trig::sin(a * deg)}; }

Pts arc_pts(Vec2 c, double r, double a0, double a1, int n) {
  Pts p;
  for (int i = 0; i <= n; ++i) p.push_back(polar(c, r, a0 + (a1 - a0) * i / n));
  return p;
}

Pts ellipse_pts(Vec2 c, double rx, double ry, double turn, double a0, double a1, int n) {
  Pts p;
  const double ct = trig::cos(turn * deg), st = trig::sin(turn * deg);
  for (int i = 0; i <= n; ++i) {
    const double a = (a0 + (a1 - a0) * i / n) * deg;
    const double x = rx * trig::cos(a), y = ry * trig::sin(a);
    p.push_back({c.x + x * ct - y * st, c.y + x * st + y * ct});
  }
  if (a1 - a0 >= 360.0) p.pop_back();
  return p;
}

Pts rect_pts(double x0, double y0, double x1, double y1) { return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}; }

Pts star_pts(Vec2 c, int n, double r1, double r2, double a0) {
  Pts p;
  for (int i = 0; i < 2 * n; ++i) p.push_back(polar(c, i % 2 ? r2 : r1, a0 + 180.0 * i / n));
  return p;
}

Pts wave_pts(double x0, double x1, double y, double amp, double periods, int n) {
  Pts p;
  for (int i = 0; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    p.push_back({x0 + (x1 - x0) * t, y - amp * trig::sin(t * periods * 2 * std::numbers::pi)});
  }
  return p;
}

Pts join(Pts a, const Pts& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

Pts mirror_x(Pts p) {
  for (Vec2& q : p) q.x = -q.x;
  return p;
}

IconPart fill(Pts p) { return {Ink::fill, std::move(p), true, {}, 0.0, 0.0}; }
IconPart paper(Pts p) { return {Ink::paper, std::move(p), true, {}, 0.0, 0.0}; }
IconPart line(Pts p, double w) { return {Ink::stroke, std::move(p), false, {}, 0.0, w}; }
IconPart outline(Pts p, double w) { return {Ink::stroke, std::move(p), true, {}, 0.0, w}; }
IconPart paper_line(Pts p, double w) { return {Ink::paper_stroke, std::move(p), false, {}, 0.0, w}; }
IconPart disc(Vec2 c, double r) { return {Ink::fill, {}, true, c, r, 0.0}; }
IconPart paper_disc(Vec2 c, double r) { return {Ink::paper, {}, true, c, r, 0.0}; }
IconPart ring(Vec2 c, double r, double w) { return {Ink::stroke, {}, true, c, r, w}; }

IconPart arrow_head(Vec2 tip, double a, double size) {
  return fill({tip, polar(tip, size, a + 150.0), polar(tip, size, a - 150.0)});
}

Pts crescent_pts(double R, double d, double r, double turn) {
  const double x = (R * R - r * r + d * d) / (2 * d);
  const double y = std::sqrt(std::max(0.0, R * R - x * x));
  const double alpha = trig::atan2(y, x) / deg;
  const double beta = trig::atan2(y, x - d) / deg;
  Pts p = join(arc_pts({0, 0}, R, 360.0 - alpha, alpha, 20), arc_pts({d, 0}, r, beta, 360.0 - beta, 20));
  const double ct = trig::cos(turn * deg), st = trig::sin(turn * deg);
  for (Vec2& q : p) q = {q.x * ct - q.y * st, q.x * st + q.y * ct};
  return p;
}

Pts spiral_pts(double r0, double r1, double turns, int n) {
  Pts p;
  for (int i = 0; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    p.push_back(polar({0, 0}, r0 + (r1 - r0) * t, -90.0 + 360.0 * turns * t));
  }
  return p;
}

Pts leaf_pts(Vec2 c, double len, double wid, double turn) { return ellipse_pts(c, len, wid, turn, 0, 360, 16); }

}  // namespace uu::icon_shapes

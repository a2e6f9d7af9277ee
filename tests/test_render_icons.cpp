// The marks of one family told apart at a glance: every resource and tiny-node icon is
// rendered small and blurred, as an eye takes it in from across the table, and compared
// with every other at every turn the board may give it (resources and tiny nodes are
// drawn turned). Two icons look alike when some turn of one covers nearly the same ink
// as the other.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <string>
#include <vector>

#include "render/icons.hpp"

namespace {

using uu::Vec2;

double segment_distance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a, ap = p - a;
  const double len2 = ab.x * ab.x + ab.y * ab.y;
  const double t = len2 > 0 ? std::clamp((ap.x * ab.x + ap.y * ab.y) / len2, 0.0, 1.0) : 0.0;
  const Vec2 q = a + ab * t;
  return std::hypot(p.x - q.x, p.y - q.y);
}

// Nonzero winding, as Cairo fills.
bool inside(const std::vector<Vec2>& poly, Vec2 p) {
  int winding = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
    const double cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
    if (a.y <= p.y && b.y > p.y && cross > 0) ++winding;
    if (a.y > p.y && b.y <= p.y && cross < 0) --winding;
  }
  return winding != 0;
}

// Whether the icon leaves ink at p of its unit box: its parts painted in order.
bool inked(const uu::Icon& icon, Vec2 p) {
  bool ink = false;
  for (const uu::IconPart& part : icon.parts) {
    const bool paper = part.ink == uu::Ink::paper || part.ink == uu::Ink::paper_stroke;
    const bool stroked = part.ink == uu::Ink::stroke || part.ink == uu::Ink::paper_stroke;
    bool hit = false;
    if (part.points.empty()) {
      const double d = std::hypot(p.x - part.center.x, p.y - part.center.y);
      hit = stroked ? std::abs(d - part.radius) <= part.width / 2 : d <= part.radius;
    } else if (stroked) {
      const std::size_t n = part.points.size(), segments = part.closed ? n : n - 1;
      for (std::size_t i = 0; i < segments && !hit; ++i) hit = segment_distance(p, part.points[i], part.points[(i + 1) % n]) <= part.width / 2;
    } else {
      hit = inside(part.points, p);
    }
    if (hit) ink = !paper;
  }
  return ink;
}

constexpr int side = 14;       // pixels across the unit box and a little more: a 4 mm mark seen at a glance
constexpr double extent = 1.2;  // the picture spans [-extent, extent]

// The icon turned by `degrees`, as grey levels, blurred by a pixel.
std::vector<double> picture(const uu::Icon& icon, double degrees) {
  const double a = degrees * std::numbers::pi / 180.0, c = std::cos(a), s = std::sin(a);
  constexpr int sub = 4;
  std::vector<double> raw(side * side, 0.0);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      int hits = 0;
      for (int sy = 0; sy < sub; ++sy)
        for (int sx = 0; sx < sub; ++sx) {
          const Vec2 q{-extent + 2 * extent * (x + (sx + 0.5) / sub) / side, -extent + 2 * extent * (y + (sy + 0.5) / sub) / side};
          hits += inked(icon, {q.x * c + q.y * s, -q.x * s + q.y * c}) ? 1 : 0;  // the point turned back
        }
      raw[static_cast<std::size_t>(y * side + x)] = static_cast<double>(hits) / (sub * sub);
    }
  const double kernel[3] = {0.25, 0.5, 0.25};
  std::vector<double> once(raw.size(), 0.0), out(raw.size(), 0.0);
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x)
      for (int k = -1; k <= 1; ++k)
        once[static_cast<std::size_t>(y * side + x)] += kernel[k + 1] * raw[static_cast<std::size_t>(y * side + std::clamp(x + k, 0, side - 1))];
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x)
      for (int k = -1; k <= 1; ++k)
        out[static_cast<std::size_t>(y * side + x)] += kernel[k + 1] * once[static_cast<std::size_t>(std::clamp(y + k, 0, side - 1) * side + x)];
  return out;
}

// How unlike two pictures are: the ink they do not share over the ink either has, 0 to 1.
double unlike(const std::vector<double>& a, const std::vector<double>& b) {
  double differ = 0.0, either = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    differ += std::abs(a[i] - b[i]);
    either += std::max(a[i], b[i]);
  }
  return either > 0 ? differ / either : 0.0;
}

struct Named {
  std::string name;
  const uu::Icon* icon;
};

// The least unlikeness of `a` upright and `b` at any turn in 5-degree steps.
double closest(const uu::Icon& a, const uu::Icon& b) {
  const std::vector<double> upright = picture(a, 0.0);
  double least = 1.0;
  for (int deg = 0; deg < 360; deg += 5) least = std::min(least, unlike(upright, picture(b, deg)));
  return least;
}

std::vector<Named> family(uu::IconSet set, const std::string& prefix) {
  std::vector<Named> out;
  for (std::string_view name : uu::icon_names(set)) out.push_back({prefix + std::string(name), uu::find_icon(set, name)});
  return out;
}

// Below this, two small marks read as the same silhouette: a ring and a square outline,
// the Circle and Square tiny nodes before the Square was filled, scored 0.26.
constexpr double least_unlike = 0.3;

// Whether the icon is a row of parallel bars, as the Pause tiny node: two or more separate
// parts, each at least twice as long as wide, all leaning the same way (within 20 degrees).
bool parallel_bars(const uu::Icon& icon) {
  constexpr int n = 64;
  std::vector<int> part(n * n, -1);
  const auto ink = [&](int x, int y) { return inked(icon, {-extent + 2 * extent * (x + 0.5) / n, -extent + 2 * extent * (y + 0.5) / n}); };
  std::vector<char> on(n * n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) on[static_cast<std::size_t>(y * n + x)] = ink(x, y) ? 1 : 0;
  std::vector<double> angles;
  int parts = 0;
  for (int start = 0; start < n * n; ++start) {
    if (!on[static_cast<std::size_t>(start)] || part[static_cast<std::size_t>(start)] >= 0) continue;
    // One part: its pixels' second moments give how long and which way.
    std::vector<int> stack = {start};
    part[static_cast<std::size_t>(start)] = parts;
    double count = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      const double x = p % n, y = p / n;
      count += 1;
      sx += x, sy += y, sxx += x * x, syy += y * y, sxy += x * y;
      const int nb[4] = {p - 1, p + 1, p - n, p + n};
      for (int q : nb) {
        if (q < 0 || q >= n * n || (q % n != p % n && q / n != p / n)) continue;
        if (on[static_cast<std::size_t>(q)] && part[static_cast<std::size_t>(q)] < 0) {
          part[static_cast<std::size_t>(q)] = parts;
          stack.push_back(q);
        }
      }
    }
    ++parts;
    if (count < 12) continue;  // a speck, not a part
    const double mx = sx / count, my = sy / count;
    const double a = sxx / count - mx * mx, b = syy / count - my * my, c = sxy / count - mx * my;
    const double mid = (a + b) / 2, spread = std::sqrt((a - b) * (a - b) / 4 + c * c);
    if (mid - spread <= 0 || (mid + spread) / (mid - spread) < 2.0 * 2.0) return false;  // not a bar
    angles.push_back(0.5 * std::atan2(2 * c, a - b) * 180.0 / std::numbers::pi);
  }
  if (angles.size() < 2) return false;
  for (double angle : angles) {
    const double d = std::fmod(std::abs(angle - angles.front()), 180.0);
    if (std::min(d, 180.0 - d) > 20.0) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("icons: no two resources or tiny nodes look alike at a glance, at any turn", "[render][icons]") {
  std::vector<Named> marks = family(uu::IconSet::resource, "resource ");
  const std::vector<Named> tiny = family(uu::IconSet::tiny_node, "tiny node ");
  marks.insert(marks.end(), tiny.begin(), tiny.end());
  REQUIRE(marks.size() == 10);
  // Every pair, within each family and across them: a resource and a tiny node may lie
  // side by side in one area.
  double least = 1.0;
  std::string closest_pair;
  for (std::size_t i = 0; i < marks.size(); ++i) {
    for (std::size_t j = i + 1; j < marks.size(); ++j) {
      const double d = std::min(closest(*marks[i].icon, *marks[j].icon), closest(*marks[j].icon, *marks[i].icon));
      INFO(marks[i].name << " and " << marks[j].name << ": " << d);
      CHECK(d >= least_unlike);
      if (d < least) closest_pair = fmt::format("{} and {}: {:.2f}", marks[i].name, marks[j].name, d);
      least = std::min(least, d);
    }
  }
  // Parallel bars are the Pause's alone.
  std::vector<std::string> bars;
  for (const Named& m : marks)
    if (parallel_bars(*m.icon)) bars.push_back(m.name);
  CHECK(bars == std::vector<std::string>{"tiny node Pause"});
  WARN("the closest pair of marks: " << closest_pair);
}

TEST_CASE("icons: the likeness measures find the marks that looked alike", "[render][icons]") {
  using namespace uu;
  const Icon* pause = find_icon(IconSet::tiny_node, "Pause");
  const Icon* circle = find_icon(IconSet::tiny_node, "Circle");
  const Icon* cross = find_icon(IconSet::tiny_node, "Cross");
  REQUIRE((pause && circle && cross));
  CHECK(closest(*pause, *pause) == 0.0);
  CHECK(closest(*circle, *cross) >= least_unlike);
  // The Minerals of three slanted shards and the Square outline the board drew before.
  const auto shard = [](std::vector<Vec2> p) { return IconPart{Ink::fill, std::move(p), true, {}, 0.0, 0.0}; };
  const Icon old_minerals{{shard({{-0.2, 0.88}, {-0.2, -0.5}, {0, -0.92}, {0.2, -0.5}, {0.2, 0.88}}),
                           shard({{-0.72, 0.88}, {-0.82, 0.05}, {-0.62, -0.3}, {-0.4, 0.0}, {-0.32, 0.88}}),
                           shard({{0.72, 0.88}, {0.8, 0.25}, {0.6, -0.05}, {0.4, 0.2}, {0.32, 0.88}})}};
  const std::vector<Vec2> square = {{-0.65, -0.65}, {0.65, -0.65}, {0.65, 0.65}, {-0.65, 0.65}};
  const Icon old_square{{IconPart{Ink::paper, square, true, {}, 0.0, 0.0}, IconPart{Ink::stroke, square, true, {}, 0.0, 0.22}}};
  CHECK(parallel_bars(old_minerals));
  CHECK(parallel_bars(*pause));
  CHECK_FALSE(parallel_bars(*cross));
  CHECK_FALSE(parallel_bars(*find_icon(IconSet::resource, "Minerals")));
  CHECK(std::min(closest(*circle, old_square), closest(old_square, *circle)) < least_unlike);
}

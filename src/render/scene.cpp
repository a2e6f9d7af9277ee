// Bounding boxes of scene items, for layout decisions and for tests; no drawing here.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "uuboard/render/scene.hpp"
#include "geom/trig.hpp"

namespace uu {

namespace {

// Advance widths of DejaVu Sans in em, rounded up: narrow, wide and the rest.
double char_width(char32_t c) {
  if (c == ' ' || c == 'i' || c == 'l' || c == 'j' || c == '.' || c == ',' || c == ':' || c == ';' || c == '\'' || c == '|' ||
      c == '!' || c == 'I' || c == 'f' || c == 't' || c == 'r' || c == '(' || c == ')')
    return 0.42;
  if (c == 'm' || c == 'w' || c == 'M' || c == 'W' || c == '%' || c == '@') return 1.0;
  if (c >= 'A' && c <= 'Z') return 0.78;
  return 0.66;
}

Box grow(Box b, Vec2 p) {
  return {{std::min(b.min.x, p.x), std::min(b.min.y, p.y)}, {std::max(b.max.x, p.x), std::max(b.max.y, p.y)}};
}

Box text_box(const Text& t) {
  const double w = text_width_estimate(t.text, t.size, t.bold);
  double x0 = 0;
  if (t.anchor == Anchor::middle) x0 = -w / 2;
  if (t.anchor == Anchor::end) x0 = -w;
  const Vec2 corners[] = {{x0, -0.95 * t.size}, {x0 + w, -0.95 * t.size}, {x0, 0.25 * t.size}, {x0 + w, 0.25 * t.size}};
  const double a = t.rotation * std::numbers::pi / 180.0;
  const double c = trig::cos(a), s = trig::sin(a);
  Box box{{1e300, 1e300}, {-1e300, -1e300}};
  for (Vec2 k : corners) box = grow(box, t.pos + Vec2{k.x * c - k.y * s, k.x * s + k.y * c});
  return box;
}

Box pad(Box b, double d) { return {b.min - Vec2{d, d}, b.max + Vec2{d, d}}; }

double half_stroke(const Style& s) { return s.stroke ? s.stroke_width / 2 : 0.0; }

struct BoxOf {
  Box operator()(const Line& l) const { return pad(grow({l.a, l.a}, l.b), l.width / 2); }
  Box operator()(const Circle& c) const {
    return pad({c.center - Vec2{c.radius, c.radius}, c.center + Vec2{c.radius, c.radius}}, half_stroke(c.style));
  }
  Box operator()(const Rect& r) const { return pad({r.min, r.min + r.size}, half_stroke(r.style)); }
  Box operator()(const Path& p) const {
    if (p.points.empty()) return {};
    Box box{p.points.front(), p.points.front()};
    for (Vec2 q : p.points) box = grow(box, q);
    return pad(box, half_stroke(p.style));
  }
  Box operator()(const Text& t) const { return text_box(t); }
};

}  // namespace

double text_width_estimate(std::string_view text, double size, bool bold) {
  double em = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t len = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    em += len == 1 ? char_width(static_cast<char32_t>(lead)) : 1.0;
    i += len;
  }
  return em * size * (bold ? 1.1 : 1.0);
}

Box bounding_box(const Item& item) { return std::visit(BoxOf{}, item); }

}  // namespace uu

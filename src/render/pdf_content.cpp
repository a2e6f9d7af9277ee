// PdfContent: a Scene's items as PDF content-stream operators, painted as Cairo's painter
// paints them, so that both PDFs of a scene show the same pixels. Shapes are not batched
// as Cairo's painter batches them: in a content stream a shape's own painting operator
// costs two bytes, while the colours, widths, caps and joins it would repeat are already
// written only where they change.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <variant>

#include "geom/trig.hpp"
#include "render/decimal_text.hpp"
#include "render/pdf_parts.hpp"

namespace uu::render_detail {

namespace {

// A matrix's turning part, which a thousandth of a unit would bend visibly on a large symbol.
std::string fine(double v) { return pdf_number(v, 5); }

// The parts of 255 as three decimals, which read back to the same byte.
std::string color_operands(Color c) {
  const auto part = [](std::uint8_t v) { return pdf_number(v / 255.0); };
  if (c.r == c.g && c.g == c.b) return part(c.r);
  return fmt::format("{} {} {}", part(c.r), part(c.g), part(c.b));
}

const char* color_operator(Color c, bool stroke) {
  const bool gray = c.r == c.g && c.g == c.b;
  if (stroke) return gray ? " G\n" : " RG\n";
  return gray ? " g\n" : " rg\n";
}

const char* painting(const Style& s) { return s.fill && s.stroke ? "B\n" : s.fill ? "f\n" : "S\n"; }

// A rotation by `degrees` clockwise on paper, as the same bits on every machine.
trig::SinCos turn(double degrees) { return trig::sincos(degrees * std::numbers::pi / 180.0); }

}  // namespace

std::string pdf_number(double v, int decimals) {
  if (!std::isfinite(v)) return "0";
  std::string s;
  append_decimal(s, v, decimals);
  return s;
}

void PdfContent::draw(const Item& item) {
  track(item);
  std::visit(*this, item);
}

void PdfContent::place(int form, const Placement& at, std::span<const Shape> shapes) {
  if (!state_.dash.empty()) out_ += "[] 0 d\n";
  state_.dash.clear();
  const trig::SinCos t = turn(at.degrees);
  const double c = at.scale * t.cos, s = at.scale * t.sin;
  out_ += fmt::format("q {} {} {} {} {} {} cm /X{} Do Q\n", fine(c), fine(s), fine(-s), fine(c), number(at.at.x), number(at.at.y), form);
  for (const Shape& shape : shapes) track(shape.item);
}

void PdfContent::clip_to(const Box& box) {
  out_ += fmt::format("q {} {} {} {} re W n\n", number(box.min.x), number(box.min.y), number(box.max.x - box.min.x),
                      number(box.max.y - box.min.y));
  saved_.push_back(state_);
}

void PdfContent::unclip() {
  out_ += "Q\n";
  state_ = saved_.back();
  saved_.pop_back();
}

void PdfContent::operator()(const Line& l) {
  set_stroke(l.color, l.width, l.dash);
  set_cap(cap_);
  point(l.a, " m\n");
  point(l.b, " l\nS\n");
}

void PdfContent::operator()(const Path& p) {
  if (p.points.empty() || !paint(p.style, true, true)) return;
  point(p.points.front(), " m\n");
  for (std::size_t i = 1; i < p.points.size(); ++i) point(p.points[i], " l\n");
  if (p.closed) out_ += "h\n";
  out_ += painting(p.style);
}

// Four Bezier quarters from angle 0, the way y grows, and left open, as cairo_arc draws
// a whole turn: the seam at angle 0 takes the cap as it does there.
void PdfContent::operator()(const Circle& c) {
  if (!(c.radius > 0.0) || !paint(c.style, true, false)) return;
  const double r = c.radius, k = r * 4.0 / 3.0 * (std::sqrt(2.0) - 1.0);
  const double x = c.center.x, y = c.center.y;
  point({x + r, y}, " m\n");
  const Vec2 quarters[4][3] = {{{x + r, y + k}, {x + k, y + r}, {x, y + r}},
                               {{x - k, y + r}, {x - r, y + k}, {x - r, y}},
                               {{x - r, y - k}, {x - k, y - r}, {x, y - r}},
                               {{x + k, y - r}, {x + r, y - k}, {x + r, y}}};
  for (const auto& q : quarters) {
    point(q[0], " ");
    point(q[1], " ");
    point(q[2], " c\n");
  }
  out_ += painting(c.style);
}

void PdfContent::operator()(const Rect& r) {
  if (!paint(r.style, false, true)) return;
  out_ += fmt::format("{} {} {} {} re\n", number(r.min.x), number(r.min.y), number(r.size.x), number(r.size.y));
  out_ += painting(r.style);
}

// As cairo_show_text after a move to the anchor's start: the text space is the em,
// turned about `pos` and flipped, since the page's y grows down and a glyph's up.
void PdfContent::operator()(const Text& t) {
  const int font = t.bold ? 1 : 0;
  const PdfFont::Shown shown = fonts_[font]->show(t.text);
  if (shown.glyphs.empty()) return;
  const double advance = shown.advance_em * t.size;
  const double start = t.anchor == Anchor::middle ? -advance / 2 : t.anchor == Anchor::end ? -advance : 0.0;
  const trig::SinCos r = turn(t.rotation);
  set_fill(t.color);
  out_ += "BT\n";
  if (state_.font != font) out_ += fmt::format("/F{} 1 Tf\n", font + 1);
  state_.font = font;
  const double c = t.size * r.cos, s = t.size * r.sin;
  out_ += fmt::format("{} {} {} {} {} {} Tm\n<{}> Tj\nET\n", fine(c), fine(s), fine(s), fine(-c), number(t.pos.x + r.cos * start),
                      number(t.pos.y + r.sin * start), shown.glyphs);
}

// Cap and join as Cairo's painter leaves them after `item`: a line sets the cap (butt
// when dashed), a path both to round; circles, rectangles and text leave them.
void PdfContent::track(const Item& item) {
  if (const auto* line = std::get_if<Line>(&item)) {
    cap_ = line->dash.empty() ? round_cap : butt_cap;
  } else if (const auto* path = std::get_if<Path>(&item); path != nullptr && !path->points.empty()) {
    cap_ = round_cap;
    join_ = round_join;
  }
}

void PdfContent::point(Vec2 p, const char* op) {
  out_ += number(p.x);
  out_ += ' ';
  out_ += number(p.y);
  out_ += op;
}

void PdfContent::set_fill(Color c) {
  if (state_.fill == c) return;
  out_ += color_operands(c) + color_operator(c, false);
  state_.fill = c;
}

void PdfContent::set_stroke(Color c, double width, std::span<const double> dash) {
  if (state_.stroke != c) out_ += color_operands(c) + color_operator(c, true);
  if (state_.width != width) out_ += number(width) + " w\n";
  if (!std::equal(dash.begin(), dash.end(), state_.dash.begin(), state_.dash.end())) {
    out_ += '[';
    for (std::size_t i = 0; i < dash.size(); ++i) out_ += (i > 0 ? " " : "") + number(dash[i]);
    out_ += "] 0 d\n";
    state_.dash.assign(dash.begin(), dash.end());
  }
  state_.stroke = c;
  state_.width = width;
}

void PdfContent::set_cap(int cap) {
  if (state_.cap != cap) out_ += fmt::format("{} J\n", cap);
  state_.cap = cap;
}

void PdfContent::set_join(int join) {
  if (state_.join != join) out_ += fmt::format("{} j\n", join);
  state_.join = join;
}

// Sets what painting with `s` needs, the tracked cap and join where they show on the
// shape (not the cap of a closed outline, nor the join of a smooth one); false when `s`
// paints nothing.
bool PdfContent::paint(const Style& s, bool cap_shows, bool join_shows) {
  if (!s.fill && !s.stroke) return false;
  if (s.fill) set_fill(*s.fill);
  if (!s.stroke) return true;
  set_stroke(*s.stroke, s.stroke_width);
  if (cap_shows) set_cap(cap_);
  if (join_shows) set_join(join_);
  return true;
}

}  // namespace uu::render_detail

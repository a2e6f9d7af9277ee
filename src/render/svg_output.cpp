// Scene -> SVG text, written by hand: sizes in mm, a viewBox in mm, and numbers printed
// with fixed precision, so the same scene always gives the same bytes. One page only
// (the board); the legend and the secret board are in the PDF.
#include <fmt/core.h>

#include "uuboard/render/output.hpp"

namespace uu {

namespace {

std::string hex(Color c) { return fmt::format("#{:02x}{:02x}{:02x}", c.r, c.g, c.b); }

// Three decimals of a millimetre is far below what a printer resolves.
std::string num(double v) {
  std::string s = fmt::format("{:.3f}", v);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string style_attrs(const Style& s) {
  std::string out = fmt::format(" fill=\"{}\"", s.fill ? hex(*s.fill) : "none");
  if (s.stroke) out += fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", hex(*s.stroke), num(s.stroke_width));
  return out;
}

struct ItemWriter {
  std::string& out;
  void operator()(const Line& l) const {
    std::string dash;
    for (double d : l.dash) {
      if (!dash.empty()) dash += ' ';
      dash += num(d);
    }
    out += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"{}\"{}/>\n",
                       num(l.a.x), num(l.a.y), num(l.b.x), num(l.b.y), hex(l.color), num(l.width), dash.empty() ? "round" : "butt",
                       dash.empty() ? "" : fmt::format(" stroke-dasharray=\"{}\"", dash));
  }
  void operator()(const Path& p) const {
    if (p.points.empty()) return;
    std::string d;
    for (std::size_t i = 0; i < p.points.size(); ++i) d += fmt::format("{}{} {}", i == 0 ? "M" : " L", num(p.points[i].x), num(p.points[i].y));
    if (p.closed) d += " Z";
    out += fmt::format("<path d=\"{}\"{}{}/>\n", d, style_attrs(p.style), p.style.stroke ? " stroke-linejoin=\"round\" stroke-linecap=\"round\"" : "");
  }
  void operator()(const Circle& c) const {
    out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", num(c.center.x), num(c.center.y), num(c.radius), style_attrs(c.style));
  }
  void operator()(const Rect& r) const {
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n", num(r.min.x), num(r.min.y), num(r.size.x),
                       num(r.size.y), style_attrs(r.style));
  }
  void operator()(const Text& t) const {
    const char* anchor = t.anchor == Anchor::start ? "start" : t.anchor == Anchor::middle ? "middle" : "end";
    const std::string turn = t.rotation == 0.0 ? "" : fmt::format(" transform=\"rotate({} {} {})\"", num(t.rotation), num(t.pos.x), num(t.pos.y));
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"{}\"{} fill=\"{}\" text-anchor=\"{}\"{}>{}</text>\n",
                       num(t.pos.x), num(t.pos.y), num(t.size), t.bold ? " font-weight=\"bold\"" : "", hex(t.color), anchor, turn, escape(t.text));
  }
};

}  // namespace

std::string render_svg(const Scene& scene) {
  if (scene.pages.empty()) throw RenderError("nothing to draw: the scene has no page");
  const Page& page = scene.pages.front();
  std::string out;
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}mm\" height=\"{}mm\" viewBox=\"0 0 {} {}\">\n", num(page.width),
                     num(page.height), num(page.width), num(page.height));
  out += fmt::format("<title>{}</title>\n<desc>{}; {}</desc>\n", escape(scene.info.title), escape(scene.info.subject), escape(scene.info.creator));
  out += fmt::format("<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", num(page.width), num(page.height));
  const ItemWriter writer{out};
  for (const Shape& shape : page.shapes) std::visit(writer, shape.item);
  out += "</svg>\n";
  return out;
}

}  // namespace uu

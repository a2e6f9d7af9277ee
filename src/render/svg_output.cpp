// Scene -> SVG text, written by hand: sizes in mm, a viewBox in mm, and numbers printed
// with fixed precision, so the same scene always gives the same bytes. One page only
// (the board); the legend and the secret board are in the PDF.
//
// The file keeps the page's structure for designers and tools: each run of shapes of one
// kind of content (edges, nodes, footer...) is an Inkscape layer, the shapes of one board
// element (a node, an edge, a mark) are a group named by its tag, and every shape has a
// class naming its part. Colours are presentation attributes, never style="...", so a
// stylesheet can override them. Groups never reorder shapes: painter's order is the
// scene's.
#include <fmt/core.h>

#include <set>

#include "uuboard/render/svg.hpp"

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

// Text and attribute values; control characters XML 1.0 forbids become '?'.
std::string escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\t': case '\n': case '\r': out += c; break;
      default: out += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    }
  }
  return out;
}

// A name usable as an id and as one class: letters, digits, '-' and '_' only.
std::string name_token(std::string_view text) {
  std::string out;
  for (char c : text) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    out += plain ? c : '-';
  }
  return out.empty() ? "element" : out;
}

struct Layer {
  std::string_view key;    // id and class stem: "edges" gives id="layer-edges"
  std::string_view label;  // what Inkscape's layer list shows
};

Layer layer_of(Part part) {
  switch (part) {
    case Part::frame: return {"frame", "Frame"};
    case Part::quadrant: return {"quadrants", "Quadrant lines"};
    case Part::edge: return {"edges", "Edges"};
    case Part::power_dot: return {"power-dots", "Power dots"};
    case Part::node: case Part::icon: case Part::number: return {"nodes", "Nodes"};
    case Part::tiny_node: return {"tiny-nodes", "Tiny nodes"};
    case Part::expedition: return {"expeditions", "Expeditions"};
    case Part::landmark: return {"landmarks", "Landmarks"};
    case Part::resource: return {"resources", "Resources"};
    case Part::footer: return {"footer", "Footer"};
    case Part::legend: return {"legend", "Legend"};
    case Part::secret: return {"secret", "Secret board"};
    case Part::sheet_mark: return {"sheet-marks", "Sheet marks"};
    case Part::assembly: return {"assembly", "Assembly"};
  }
  return {"other", "Other"};
}

std::string_view part_class(Part part) {
  switch (part) {
    case Part::frame: return "frame";
    case Part::quadrant: return "quadrant";
    case Part::edge: return "edge";
    case Part::power_dot: return "power-dot";
    case Part::node: return "node-shape";
    case Part::icon: return "icon";
    case Part::number: return "number";
    case Part::tiny_node: return "tiny-node";
    case Part::expedition: return "expedition";
    case Part::landmark: return "landmark";
    case Part::resource: return "resource";
    case Part::footer: return "footer";
    case Part::legend: return "legend";
    case Part::secret: return "secret";
    case Part::sheet_mark: return "sheet-mark";
    case Part::assembly: return "assembly";
  }
  return "other";
}

std::string style_attrs(const Style& s) {
  std::string out = fmt::format(" fill=\"{}\"", s.fill ? hex(*s.fill) : "none");
  if (s.stroke) out += fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", hex(*s.stroke), num(s.stroke_width));
  return out;
}

// One element per item, opened with `head` (indent, tag name and class).
struct ItemWriter {
  std::string& out;
  std::string_view indent;
  std::string_view cls;
  std::string head(std::string_view element) const { return fmt::format("{}<{} class=\"{}\"", indent, element, cls); }
  void operator()(const Line& l) const {
    std::string dash;
    for (double d : l.dash) {
      if (!dash.empty()) dash += ' ';
      dash += num(d);
    }
    out += fmt::format("{} x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"{}\"{}/>\n", head("line"),
                       num(l.a.x), num(l.a.y), num(l.b.x), num(l.b.y), hex(l.color), num(l.width), dash.empty() ? "round" : "butt",
                       dash.empty() ? "" : fmt::format(" stroke-dasharray=\"{}\"", dash));
  }
  void operator()(const Path& p) const {
    std::string d;
    for (std::size_t i = 0; i < p.points.size(); ++i) d += fmt::format("{}{} {}", i == 0 ? "M" : " L", num(p.points[i].x), num(p.points[i].y));
    if (p.closed) d += " Z";
    out += fmt::format("{} d=\"{}\"{}{}/>\n", head("path"), d, style_attrs(p.style),
                       p.style.stroke ? " stroke-linejoin=\"round\" stroke-linecap=\"round\"" : "");
  }
  void operator()(const Circle& c) const {
    out += fmt::format("{} cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", head("circle"), num(c.center.x), num(c.center.y), num(c.radius),
                       style_attrs(c.style));
  }
  void operator()(const Rect& r) const {
    out += fmt::format("{} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n", head("rect"), num(r.min.x), num(r.min.y), num(r.size.x),
                       num(r.size.y), style_attrs(r.style));
  }
  void operator()(const Text& t) const {
    const char* anchor = t.anchor == Anchor::start ? "start" : t.anchor == Anchor::middle ? "middle" : "end";
    const std::string turn = t.rotation == 0.0 ? "" : fmt::format(" transform=\"rotate({} {} {})\"", num(t.rotation), num(t.pos.x), num(t.pos.y));
    out += fmt::format("{} x=\"{}\" y=\"{}\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"{}\"{} fill=\"{}\" text-anchor=\"{}\"{}>{}</text>\n",
                       head("text"), num(t.pos.x), num(t.pos.y), num(t.size), t.bold ? " font-weight=\"bold\"" : "", hex(t.color), anchor, turn,
                       escape(t.text));
  }
};

// An empty path draws nothing and gets no element (nor a group of its own).
bool draws_something(const Shape& s) {
  const Path* path = std::get_if<Path>(&s.item);
  return path == nullptr || !path->points.empty();
}

// Writes the groups of one page; remembers the ids given, so every id is unique.
class GroupWriter {
 public:
  explicit GroupWriter(std::string& out) : out_(out) {}

  void open_layer(const Layer& layer, bool locked = false, bool clipped = false) {
    out_ += fmt::format("<g inkscape:groupmode=\"layer\" inkscape:label=\"{}\" id=\"{}\" class=\"layer-{}\"{}{}>\n", layer.label,
                        unique_id(fmt::format("layer-{}", layer.key)), layer.key, locked ? " sodipodi:insensitive=\"true\"" : "",
                        clipped ? " clip-path=\"url(#sheet-window)\"" : "");
  }
  void close_layer() { out_ += "</g>\n"; }

  // The group of an element's shapes: id "node-12" in the element's own layer
  // ("nodes"), "node-12-power-dots" for its shapes drawn in another layer.
  void open_element(const Tag& tag, const Layer& layer) {
    const std::string kind = name_token(tag.kind);
    std::string base = tag.id >= 0 ? fmt::format("{}-{}", kind, tag.id) : kind;
    if (layer.key != kind + "s") base += fmt::format("-{}", layer.key);
    out_ += fmt::format("  <g class=\"{}\"{}{} id=\"{}\">\n", kind, tag.id >= 0 ? fmt::format(" data-id=\"{}\"", tag.id) : "",
                        tag.type.empty() ? "" : fmt::format(" data-type=\"{}\"", escape(tag.type)), unique_id(base));
  }
  void close_element() { out_ += "  </g>\n"; }

  void shape(const Shape& s, bool in_element) {
    std::visit(ItemWriter{out_, in_element ? "    " : "  ", part_class(s.part)}, s.item);
  }

 private:
  std::string unique_id(const std::string& base) {
    std::string id = base;
    for (int n = 2; !used_.insert(id).second; ++n) id = fmt::format("{}-{}", base, n);
    return id;
  }

  std::string& out_;
  std::set<std::string> used_;
};

// Runs of one layer, and within them runs of one tag, in drawing order.
void write_shapes(GroupWriter& writer, const Page& page) {
  std::vector<const Shape*> shapes;
  std::size_t clipped = 0;  // shapes[0, clipped) are inside the page's clip
  for (std::size_t i = 0; i < page.shapes.size(); ++i) {
    const Shape& s = page.shapes[i];
    if (s.tag >= page.tags.size())
      throw RenderError(fmt::format("cannot write SVG: shape {} has tag {}, but the page has tags 0 to {}", i, s.tag, page.tags.size() - 1));
    if (draws_something(s)) shapes.push_back(&s);
    if (i < page.clip_end) clipped = shapes.size();
  }
  std::size_t i = 0;
  while (i < shapes.size()) {
    const Layer layer = layer_of(shapes[i]->part);
    const bool in_clip = i < clipped;
    std::size_t end = i;
    while (end < shapes.size() && layer_of(shapes[end]->part).key == layer.key && (end < clipped) == in_clip) ++end;
    writer.open_layer(layer, false, in_clip);
    while (i < end) {
      const std::uint32_t tag = shapes[i]->tag;
      if (tag != 0) writer.open_element(page.tags[tag], layer);
      for (; i < end && shapes[i]->tag == tag; ++i) writer.shape(*shapes[i], tag != 0);
      if (tag != 0) writer.close_element();
    }
    writer.close_layer();
  }
}

}  // namespace

std::string render_svg(const Scene& scene, std::size_t page_index) {
  if (page_index >= scene.pages.size()) throw RenderError("nothing to draw: the scene has no such page");
  const Page& page = scene.pages[page_index];
  if (page.tags.empty()) throw RenderError("cannot write SVG: the page has no tag list (tags[0], the empty tag, is required)");
  std::string out;
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" "
      "xmlns:sodipodi=\"http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\" width=\"{}mm\" height=\"{}mm\" viewBox=\"0 0 {} {}\">\n",
      num(page.width), num(page.height), num(page.width), num(page.height));
  out += fmt::format("<title>{}</title>\n<desc>{}; {}</desc>\n", escape(scene.info.title), escape(scene.info.subject), escape(scene.info.creator));
  out += "<sodipodi:namedview id=\"namedview\" inkscape:document-units=\"mm\"/>\n";
  GroupWriter writer(out);
  writer.open_layer({"paper", "Paper"}, true);
  out += fmt::format("  <rect class=\"paper\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", num(page.width), num(page.height));
  writer.close_layer();
  if (page.clip_end > 0) {
    out += fmt::format("<defs><clipPath id=\"sheet-window\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath></defs>\n", num(page.clip.min.x),
                       num(page.clip.min.y), num(page.clip.max.x - page.clip.min.x), num(page.clip.max.y - page.clip.min.y));
  }
  write_shapes(writer, page);
  out += "</svg>\n";
  return out;
}

}  // namespace uu

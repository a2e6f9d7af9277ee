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
#include <fmt/compile.h>
#include <fmt/format.h>

#include <iterator>
#include <set>

#include "uuboard/render/svg.hpp"
#include "render/decimal_text.hpp"

namespace uu {

namespace {

// Everything is appended to one string as it is written: an SVG has some ten thousand
// numbers, and a string made for each, or a format string read for each element, cost
// three times what generating the board does.
void put_hex(std::string& out, Color c) { fmt::format_to(std::back_inserter(out), FMT_COMPILE("#{:02x}{:02x}{:02x}"), c.r, c.g, c.b); }

// Three decimals of a millimetre is far below what a printer resolves.
void put_num(std::string& out, double v) { render_detail::append_decimal(out, v, 3); }

std::string num(double v) {
  std::string s;
  put_num(s, v);
  return s;
}

// Text and attribute values; control characters XML 1.0 forbids become '?'.
void put_escaped(std::string& out, std::string_view text) {
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
}

std::string escape(std::string_view text) {
  std::string out;
  put_escaped(out, text);
  return out;
}

// ` name="value"`, the value a number, a colour or text written as it is.
void open_attr(std::string& out, std::string_view name) {
  out += ' ';
  out += name;
  out += "=\"";
}

void put_attr(std::string& out, std::string_view name, double value) {
  open_attr(out, name);
  put_num(out, value);
  out += '"';
}

void put_attr(std::string& out, std::string_view name, Color value) {
  open_attr(out, name);
  put_hex(out, value);
  out += '"';
}

void put_attr(std::string& out, std::string_view name, std::string_view value) {
  open_attr(out, name);
  out += value;
  out += '"';
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

void put_style(std::string& out, const Style& s) {
  if (s.fill) put_attr(out, "fill", *s.fill);
  else put_attr(out, "fill", std::string_view("none"));
  if (s.stroke) {
    put_attr(out, "stroke", *s.stroke);
    put_attr(out, "stroke-width", s.stroke_width);
  }
}

// One element per item, opened with its indent, tag name and class.
struct ItemWriter {
  std::string& out;
  std::string_view indent;
  std::string_view cls;
  void open(std::string_view element) const {
    out += indent;
    out += '<';
    out += element;
    put_attr(out, "class", cls);
  }
  void operator()(const Line& l) const {
    open("line");
    put_attr(out, "x1", l.a.x);
    put_attr(out, "y1", l.a.y);
    put_attr(out, "x2", l.b.x);
    put_attr(out, "y2", l.b.y);
    put_attr(out, "stroke", l.color);
    put_attr(out, "stroke-width", l.width);
    put_attr(out, "stroke-linecap", std::string_view(l.dash.empty() ? "round" : "butt"));
    if (!l.dash.empty()) {
      open_attr(out, "stroke-dasharray");
      for (std::size_t i = 0; i < l.dash.size(); ++i) {
        if (i > 0) out += ' ';
        put_num(out, l.dash[i]);
      }
      out += '"';
    }
    out += "/>\n";
  }
  void operator()(const Path& p) const {
    open("path");
    open_attr(out, "d");
    for (std::size_t i = 0; i < p.points.size(); ++i) {
      out += i == 0 ? "M" : " L";
      put_num(out, p.points[i].x);
      out += ' ';
      put_num(out, p.points[i].y);
    }
    if (p.closed) out += " Z";
    out += '"';
    put_style(out, p.style);
    if (p.style.stroke) out += " stroke-linejoin=\"round\" stroke-linecap=\"round\"";
    out += "/>\n";
  }
  void operator()(const Circle& c) const {
    open("circle");
    put_attr(out, "cx", c.center.x);
    put_attr(out, "cy", c.center.y);
    put_attr(out, "r", c.radius);
    put_style(out, c.style);
    out += "/>\n";
  }
  void operator()(const Rect& r) const {
    open("rect");
    put_attr(out, "x", r.min.x);
    put_attr(out, "y", r.min.y);
    put_attr(out, "width", r.size.x);
    put_attr(out, "height", r.size.y);
    put_style(out, r.style);
    out += "/>\n";
  }
  void operator()(const Text& t) const {
    open("text");
    put_attr(out, "x", t.pos.x);
    put_attr(out, "y", t.pos.y);
    out += " font-family=\"DejaVu Sans, sans-serif\"";
    put_attr(out, "font-size", t.size);
    if (t.bold) out += " font-weight=\"bold\"";
    put_attr(out, "fill", t.color);
    put_attr(out, "text-anchor", std::string_view(t.anchor == Anchor::start ? "start" : t.anchor == Anchor::middle ? "middle" : "end"));
    if (t.rotation != 0.0) {
      open_attr(out, "transform");
      out += "rotate(";
      put_num(out, t.rotation);
      out += ' ';
      put_num(out, t.pos.x);
      out += ' ';
      put_num(out, t.pos.y);
      out += ")\"";
    }
    out += '>';
    put_escaped(out, t.text);
    out += "</text>\n";
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
    std::string base = kind;
    if (tag.id >= 0) fmt::format_to(std::back_inserter(base), FMT_COMPILE("-{}"), tag.id);
    if (layer.key != kind + "s") {
      base += '-';
      base += layer.key;
    }
    out_ += "  <g";
    put_attr(out_, "class", kind);
    if (tag.id >= 0) fmt::format_to(std::back_inserter(out_), FMT_COMPILE(" data-id=\"{}\""), tag.id);
    if (!tag.type.empty()) {
      open_attr(out_, "data-type");
      put_escaped(out_, tag.type);
      out_ += '"';
    }
    put_attr(out_, "id", unique_id(base));
    out_ += ">\n";
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

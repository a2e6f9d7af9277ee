// Scene -> PDF and PNG bytes. The only file that talks to Cairo. Output goes to memory
// first, so a failure never leaves a half-written file, and the PDF's dates are pinned
// so the same scene gives the same bytes. Shapes that paint alike are drawn together,
// and what a page repeats (icons, power dots, nodes of one colour) is written once as a
// form and referenced, which keeps a page's content small: Cairo's cost is per number
// written and per operation. Several boards' PDFs, drawn on separate threads, are
// joined into one by renumbering their objects (PdfJoiner).
#include <algorithm>
#include <cairo-pdf.h>
#include <cairo.h>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string_view>
#include <fmt/core.h>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>
#include <zlib.h>

#include "uuboard/render/output.hpp"

namespace uu {

namespace {

constexpr double pt_per_mm = 72.0 / 25.4;
constexpr const char* pinned_date = "2020-10-11T00:00:00Z";

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS) throw RenderError(fmt::format("{}: {}", what, cairo_status_to_string(status)));
}

void set_color(cairo_t* cr, Color c) { cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0); }

// How a shape is painted, with the line cap and join its stroke gets.
struct Paint {
  std::optional<Color> fill;
  std::optional<Color> stroke;
  double width = 0.0;  // mm
  cairo_line_cap_t cap = CAIRO_LINE_CAP_BUTT;
  cairo_line_join_t join = CAIRO_LINE_JOIN_MITER;
  friend bool operator==(const Paint&, const Paint&) = default;
};

bool overlap(const Box& a, const Box& b) { return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y; }

// Draws a page's shapes in order. Consecutive shapes that paint alike share one path and
// one fill and/or stroke: Cairo then records, measures and writes one operation where it
// wrote many. The page looks the same: with
// opaque paint, strokes of one style may overlap freely, and shapes that are filled are
// joined only while their boxes stay apart, so no fill covers another shape's outline
// and no winding is shared. Paths are built in mm (the CTM scales them to the device) and
// stroked with the CTM reset, so the PDF needs no matrix per stroke.
class Painter {
 public:
  Painter(cairo_t* cr, double device_per_mm) : cr_(cr), scale_(device_per_mm) {
    cairo_matrix_init_scale(&user_, device_per_mm, device_per_mm);
    cairo_set_matrix(cr_, &user_);
  }
  ~Painter() { flush(); }
  Painter(const Painter&) = delete;
  Painter& operator=(const Painter&) = delete;

  void draw(const Item& item) {
    item_ = &item;
    std::visit(*this, item);
  }

  // Paints a placement's shapes as one use of `drawing`, their symbol recorded at
  // `recorded_scale` device units per unit.
  void place(cairo_surface_t* drawing, double recorded_scale, const Placement& at, std::span<const Shape> shapes) {
    flush();
    cairo_save(cr_);
    cairo_translate(cr_, at.at.x, at.at.y);
    cairo_rotate(cr_, at.degrees * M_PI / 180.0);
    cairo_scale(cr_, at.scale / recorded_scale, at.scale / recorded_scale);
    cairo_set_source_surface(cr_, drawing, 0, 0);
    cairo_paint(cr_);
    cairo_restore(cr_);
    for (const Shape& shape : shapes) track(shape.item);
  }

  void operator()(const Line& l) {
    if (!l.dash.empty()) {
      flush();
      cap_ = CAIRO_LINE_CAP_BUTT;
      cairo_set_line_cap(cr_, cap_);
      cairo_set_line_join(cr_, join_);
      cairo_set_dash(cr_, l.dash.data(), static_cast<int>(l.dash.size()), 0.0);
      cairo_move_to(cr_, l.a.x, l.a.y);
      cairo_line_to(cr_, l.b.x, l.b.y);
      set_color(cr_, l.color);
      cairo_set_line_width(cr_, l.width);
      cairo_stroke(cr_);
      cairo_set_dash(cr_, nullptr, 0, 0.0);
      return;
    }
    cap_ = CAIRO_LINE_CAP_ROUND;
    if (!add({std::nullopt, l.color, l.width, cap_, join_})) return;
    cairo_move_to(cr_, l.a.x, l.a.y);
    cairo_line_to(cr_, l.b.x, l.b.y);
  }
  void operator()(const Path& p) {
    if (p.points.empty()) return;
    cap_ = CAIRO_LINE_CAP_ROUND;
    join_ = CAIRO_LINE_JOIN_ROUND;
    if (!add(paint_of(p.style))) return;
    cairo_move_to(cr_, p.points.front().x, p.points.front().y);
    for (std::size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr_, p.points[i].x, p.points[i].y);
    if (p.closed) cairo_close_path(cr_);
  }
  void operator()(const Circle& c) {
    if (!add(paint_of(c.style))) return;
    cairo_new_sub_path(cr_);
    cairo_arc(cr_, c.center.x, c.center.y, c.radius, 0.0, 2.0 * M_PI);
  }
  void operator()(const Rect& r) {
    if (!add(paint_of(r.style))) return;
    cairo_rectangle(cr_, r.min.x, r.min.y, r.size.x, r.size.y);
  }
  void operator()(const Text& t) {
    flush();
    cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, t.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr_, t.size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr_, t.text.c_str(), &ext);
    double x = 0;
    if (t.anchor == Anchor::middle) x -= ext.x_advance / 2;
    if (t.anchor == Anchor::end) x -= ext.x_advance;
    cairo_save(cr_);
    cairo_translate(cr_, t.pos.x, t.pos.y);
    cairo_rotate(cr_, t.rotation * M_PI / 180.0);
    cairo_move_to(cr_, x, 0);
    set_color(cr_, t.color);
    cairo_show_text(cr_, t.text.c_str());
    cairo_new_path(cr_);
    cairo_restore(cr_);
  }

  // Shows what is drawn next only inside `box` (mm), until unclip().
  void clip_to(const Box& box) {
    flush();
    cairo_save(cr_);
    cairo_rectangle(cr_, box.min.x, box.min.y, box.max.x - box.min.x, box.max.y - box.min.y);
    cairo_clip(cr_);
  }
  void unclip() {
    flush();
    cairo_restore(cr_);
  }

  // Paints the shapes gathered so far.
  void flush() {
    if (count_ == 0) return;
    // Cairo measures every operation by flattening it to a polygon at the tolerance;
    // the PDF keeps the curves, so a coarser tolerance only makes that cheaper. Half
    // the line width still gives the pen four vertices, so no stroke measures empty;
    // arcs are made before this, at the fine tolerance.
    const double fine = cairo_get_tolerance(cr_);
    cairo_set_tolerance(cr_, std::max({fine, 0.01 * scale_, paint_.stroke ? paint_.width * scale_ / 2 : 0.0}));
    if (paint_.fill) {
      set_color(cr_, *paint_.fill);
      if (paint_.stroke) cairo_fill_preserve(cr_);
      else cairo_fill(cr_);
    }
    if (paint_.stroke) {
      cairo_identity_matrix(cr_);
      set_color(cr_, *paint_.stroke);
      cairo_set_line_width(cr_, paint_.width * scale_);
      cairo_set_line_cap(cr_, paint_.cap);
      cairo_set_line_join(cr_, paint_.join);
      cairo_stroke(cr_);
      cairo_set_matrix(cr_, &user_);
    }
    cairo_set_tolerance(cr_, fine);
    cairo_new_path(cr_);
    count_ = 0;
    boxes_.clear();
  }

 private:
  // Keeps cap and join as drawing `item` would have left them.
  void track(const Item& item) {
    if (const auto* l = std::get_if<Line>(&item)) cap_ = l->dash.empty() ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT;
    if (const auto* p = std::get_if<Path>(&item); p && !p->points.empty()) {
      cap_ = CAIRO_LINE_CAP_ROUND;
      join_ = CAIRO_LINE_JOIN_ROUND;
    }
  }

  // A filled batch stays small, so checking its boxes pairwise stays cheap.
  static constexpr std::size_t max_filled = 128;

  Paint paint_of(const Style& s) const {
    if (!s.stroke) return {s.fill, std::nullopt, 0.0, CAIRO_LINE_CAP_BUTT, CAIRO_LINE_JOIN_MITER};  // cap and join unused
    return {s.fill, s.stroke, s.stroke_width, cap_, join_};
  }

  // Makes room for the shape being drawn, painted with `p`, in the current batch or
  // starts a new one; false when the shape paints nothing.
  bool add(const Paint& p) {
    if (!p.fill && !p.stroke) return false;
    const bool same = count_ > 0 && p == paint_;
    if (!p.fill) {
      if (!same) flush();
    } else {
      const Box box = bounding_box(*item_);
      bool apart = same && boxes_.size() < max_filled;
      for (std::size_t i = 0; apart && i < boxes_.size(); ++i) apart = !overlap(boxes_[i], box);
      if (!apart) flush();
      boxes_.push_back(box);
    }
    paint_ = p;
    ++count_;
    return true;
  }

  cairo_t* cr_;
  double scale_;         // device units per mm
  cairo_matrix_t user_;  // mm to device
  const Item* item_ = nullptr;  // the shape being drawn
  // Cap and join as drawing shape by shape leaves them: circles and rectangles are
  // stroked with whatever the shape before them set.
  cairo_line_cap_t cap_ = CAIRO_LINE_CAP_BUTT;
  cairo_line_join_t join_ = CAIRO_LINE_JOIN_MITER;
  Paint paint_;
  std::size_t count_ = 0;
  std::vector<Box> boxes_;  // of the filled shapes in the batch
};

// Symbols are recorded at this many device units per unit, so Cairo's fixed-point path
// coordinates keep their precision at the unit box's scale.
constexpr double symbol_scale = 100.0;

// A symbol as a Cairo recording, which the PDF surface writes once as a form XObject
// and draws again by reference with each use's matrix.
SurfacePtr record(const Symbol& symbol) {
  Box box{{-1.0, -1.0}, {1.0, 1.0}};
  for (const Shape& shape : symbol.shapes) {
    const Box b = bounding_box(shape.item);
    box = {{std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)}, {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)}};
  }
  const double pad = 0.5;  // round caps and joins stay well inside
  const cairo_rectangle_t extents{(box.min.x - pad) * symbol_scale, (box.min.y - pad) * symbol_scale,
                                  (box.max.x - box.min.x + 2 * pad) * symbol_scale, (box.max.y - box.min.y + 2 * pad) * symbol_scale};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents), cairo_surface_destroy);
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  {
    Painter painter(cr.get(), symbol_scale);
    for (const Shape& shape : symbol.shapes) painter.draw(shape.item);
  }
  check(cairo_status(cr.get()), "cannot draw an icon");
  return surface;
}

// A circle's look apart from its size and place: circles that share one are uses of
// one unit circle.
struct CircleLook {
  std::optional<Color> fill;
  std::optional<Color> stroke;
  double width_per_radius = 0.0;
  friend bool operator==(const CircleLook&, const CircleLook&) = default;
};

std::optional<CircleLook> look_of(const Item& item) {
  const auto* c = std::get_if<Circle>(&item);
  if (!c || !(c->radius > 0.0) || (!c->style.fill && !c->style.stroke)) return std::nullopt;
  return CircleLook{c->style.fill, c->style.stroke, c->style.stroke ? c->style.stroke_width / c->radius : 0.0};
}

// What a page draws more than once, recorded once each: the symbols placed twice or
// more, and the looks of circles that recur (power dots, nodes of one category).
class Reuse {
 public:
  Reuse(const Page& page, bool enabled) : page_(page) {
    symbol_uses_.assign(page.symbols.size(), 0);
    if (!enabled) return;
    std::vector<bool> placed(page.shapes.size(), false);
    for (const Placement& p : page.placements) {
      if (!fits(p)) continue;
      ++symbol_uses_[p.symbol];
      std::fill(placed.begin() + static_cast<std::ptrdiff_t>(p.first), placed.begin() + static_cast<std::ptrdiff_t>(p.first + p.count), true);
    }
    for (std::size_t i = 0; i < page.shapes.size(); ++i)
      if (const auto look = look_of(page.shapes[i].item); look && !placed[i]) ++circle(*look).uses;
    for (std::size_t k = 0; k < page.symbols.size(); ++k) symbols_.emplace_back(nullptr, cairo_surface_destroy);
  }

  bool fits(const Placement& p) const {
    return p.count > 0 && p.first + p.count <= page_.shapes.size() && p.symbol < page_.symbols.size();
  }

  // The recording of a placement's symbol, or null when it is placed only once.
  cairo_surface_t* symbol(const Placement& p) {
    if (!fits(p) || symbol_uses_[p.symbol] < 2) return nullptr;
    if (!symbols_[p.symbol]) symbols_[p.symbol] = record(page_.symbols[p.symbol]);
    return symbols_[p.symbol].get();
  }

  // The recording of a unit circle that looks like `item`, or null when none is due.
  cairo_surface_t* circle(const Item& item) {
    const auto look = look_of(item);
    if (!look) return nullptr;
    Look& entry = circle(*look);
    if (entry.uses < 2) return nullptr;
    if (!entry.drawing) {
      const Symbol unit{"circle", {{Part::node, Circle{{0.0, 0.0}, 1.0, {look->fill, look->stroke, look->width_per_radius}}}}};
      entry.drawing = record(unit);
    }
    return entry.drawing.get();
  }

 private:
  struct Look {
    CircleLook look;
    int uses = 0;
    SurfacePtr drawing{nullptr, cairo_surface_destroy};
  };

  Look& circle(const CircleLook& look) {
    for (Look& l : looks_)
      if (l.look == look) return l;
    looks_.push_back({look, 0, SurfacePtr(nullptr, cairo_surface_destroy)});
    return looks_.back();
  }

  const Page& page_;
  std::vector<int> symbol_uses_;
  std::vector<SurfacePtr> symbols_;
  std::vector<Look> looks_;  // few: searched in order
};

// Keeps drawing forms linear in their number. Before writing a page, Cairo 1.16's PDF
// surface notes the area each operation covers in one region. For a use of a form it
// maps the form's extents through the use's matrix twice, so most uses land beyond the
// page, each adds a rectangle there, and each later use pays for every rectangle
// before it: 25 000 nodes took seconds, 100 000 most of a minute. Uses of a plain
// white form (white on the white page, under everything) first mark the page and its
// neighbours, out to `reach` pages on every side, as one covered rectangle; a later
// use inside it then costs Cairo nothing. With a Cairo that maps once, the white is
// only cut to the page, and the page stays white.
void cover_beyond_page(cairo_t* cr, double width, double height) {
  constexpr int reach = 2;
  const cairo_rectangle_t extents{-width, -height, 3 * width, 3 * height};
  SurfacePtr white(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents), cairo_surface_destroy);
  {
    ContextPtr w(cairo_create(white.get()), cairo_destroy);
    cairo_rectangle(w.get(), extents.x, extents.y, extents.width, extents.height);
    cairo_set_source_rgb(w.get(), 1, 1, 1);
    cairo_fill(w.get());
    check(cairo_status(w.get()), "cannot draw the page");
  }
  for (int i = -reach; i <= reach + 1; ++i)
    for (int j = -reach; j <= reach + 1; ++j) {
      cairo_save(cr);
      cairo_translate(cr, i * width, j * height);
      cairo_set_source_surface(cr, white.get(), 0, 0);
      cairo_paint(cr);
      cairo_restore(cr);
    }
}

// Paints a page white, then its shapes. With `reuse`, what the page draws more than once
// is recorded once and each use draws that recording (a PDF form XObject, referenced
// with the use's matrix), which makes the page's content a fraction of its size.
void paint_page(cairo_t* cr, const Page& page, double device_per_mm, bool reuse) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  if (reuse) cover_beyond_page(cr, page.width * device_per_mm, page.height * device_per_mm);
  Reuse recorded(page, reuse);
  {
    Painter painter(cr, device_per_mm);
    const std::span<const Shape> shapes(page.shapes);
    std::size_t next = 0;  // the first placement not yet passed
    bool clipped = page.clip_end > 0;
    if (clipped) painter.clip_to(page.clip);
    for (std::size_t i = 0; i < shapes.size();) {
      if (clipped && i >= page.clip_end) {
        painter.unclip();
        clipped = false;
      }
      while (next < page.placements.size() && page.placements[next].first < i) ++next;
      if (next < page.placements.size() && page.placements[next].first == i) {
        const Placement& p = page.placements[next];
        if (cairo_surface_t* drawing = recorded.symbol(p)) {
          painter.place(drawing, symbol_scale, p, shapes.subspan(p.first, p.count));
          i += p.count;
          continue;
        }
      }
      if (cairo_surface_t* drawing = recorded.circle(shapes[i].item)) {
        const auto& c = std::get<Circle>(shapes[i].item);
        painter.place(drawing, symbol_scale, {i, 1, 0, c.center, c.radius, 0.0}, {});
      } else {
        painter.draw(shapes[i].item);
      }
      ++i;
    }
    if (clipped) painter.unclip();
  }
  cairo_restore(cr);
}

void put_u32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xffu);
}

// Cairo writes no resolution; a pHYs chunk (pixels per metre) right after IHDR tells
// viewers and printers the DPI, so the image prints at its true size.
std::string with_resolution(const std::string& png, double dpi) {
  constexpr std::size_t ihdr_end = 8 + 4 + 4 + 13 + 4;
  if (png.size() < ihdr_end || png.compare(12, 4, "IHDR") != 0) throw RenderError("cannot encode the PNG: unexpected layout");
  const auto per_metre = static_cast<std::uint32_t>(std::lround(dpi / 0.0254));
  std::string body = "pHYs";
  put_u32(body, per_metre);
  put_u32(body, per_metre);
  body += '\x01';  // unit: metre
  std::string chunk;
  put_u32(chunk, 9);
  chunk += body;
  put_u32(chunk, static_cast<std::uint32_t>(::crc32(0L, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()))));
  return png.substr(0, ihdr_end) + chunk + png.substr(ihdr_end);
}

}  // namespace

std::string render_pdf(const Scene& scene) {
  if (scene.pages.empty()) throw RenderError("nothing to draw: the scene has no page");
  std::string bytes;
  {
    const Page& first = scene.pages.front();
    SurfacePtr surface(cairo_pdf_surface_create_for_stream(append_to_string, &bytes, first.width * pt_per_mm, first.height * pt_per_mm),
                       cairo_surface_destroy);
    check(cairo_surface_status(surface.get()), "cannot create the PDF");
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, scene.info.title.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_SUBJECT, scene.info.subject.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, scene.info.creator.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_KEYWORDS, scene.info.keywords.c_str());
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, pinned_date);
    cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_MOD_DATE, pinned_date);
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    for (const Page& page : scene.pages) {
      cairo_pdf_surface_set_size(surface.get(), page.width * pt_per_mm, page.height * pt_per_mm);
      paint_page(cr.get(), page, pt_per_mm, true);
      cairo_show_page(cr.get());
    }
    check(cairo_status(cr.get()), "cannot draw the PDF");
    cairo_surface_finish(surface.get());
    check(cairo_surface_status(surface.get()), "cannot finish the PDF");
  }
  return bytes;
}

namespace {

// One PDF as render_pdf() writes it: classic xref table, one Pages node, Info and Catalog.
struct PdfPart {
  std::string_view bytes;
  std::vector<std::size_t> offsets;  // by object id; 0: none
  int root = 0, info = 0, pages = 0;
};

[[noreturn]] void not_ours(const char* what) { throw RenderError(fmt::format("cannot join the PDF pages: {}", what)); }

std::size_t number_at(std::string_view text, std::size_t at) {
  std::size_t value = 0;
  if (at >= text.size() || text[at] < '0' || text[at] > '9') not_ours("a number was expected");
  while (at < text.size() && text[at] >= '0' && text[at] <= '9') value = value * 10 + static_cast<std::size_t>(text[at++] - '0');
  return value;
}

int ref_after(std::string_view text, std::string_view key) {
  const std::size_t at = text.find(key);
  if (at == std::string_view::npos) not_ours("a key is missing");
  return static_cast<int>(number_at(text, at + key.size()));
}

PdfPart read_part(std::string_view pdf) {
  PdfPart part{pdf, {}, 0, 0, 0};
  const std::size_t start = pdf.rfind("startxref\n");
  if (pdf.rfind("%PDF-", 0) != 0 || start == std::string_view::npos) not_ours("not a PDF");
  const std::size_t xref = number_at(pdf, start + 10);
  if (pdf.compare(xref, 7, "xref\n0 ") != 0) not_ours("no classic xref table");
  std::size_t at = xref + 7;
  const std::size_t count = number_at(pdf, at);
  at = pdf.find('\n', at) + 1;
  part.offsets.assign(count, 0);
  for (std::size_t id = 0; id < count; ++id, at += 20)
    if (pdf.substr(at + 17, 1) == "n") part.offsets[id] = number_at(pdf, at);
  const std::string_view trailer = pdf.substr(at);
  part.root = ref_after(trailer, "/Root ");
  part.info = ref_after(trailer, "/Info ");
  const std::size_t root_at = part.offsets.at(static_cast<std::size_t>(part.root));
  part.pages = ref_after(pdf.substr(root_at, pdf.find("endobj", root_at) - root_at), "/Pages ");
  return part;
}

// Copies `text` with every "<id> 0 R" renumbered through `renumber`.
void append_renumbered(std::string& out, std::string_view text, const std::function<std::size_t(std::size_t)>& renumber) {
  std::size_t i = 0;
  while (i < text.size()) {
    const bool starts_number = text[i] >= '0' && text[i] <= '9' && (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])));
    if (starts_number) {
      std::size_t end = i;
      while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
      if (text.substr(end, 4) == " 0 R" && (end + 4 == text.size() || !std::isalnum(static_cast<unsigned char>(text[end + 4])))) {
        out += fmt::format("{} 0 R", renumber(number_at(text, i)));
        i = end + 4;
        continue;
      }
      out.append(text.substr(i, end - i));
      i = end;
      continue;
    }
    out += text[i++];
  }
}

// A PDF text string: UTF-16BE in hex with a byte-order mark, so any seed survives.
std::string pdf_text(std::string_view utf8) {
  std::string out = "<FEFF";
  std::size_t i = 0;
  while (i < utf8.size()) {
    const auto c = static_cast<unsigned char>(utf8[i]);
    const int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    std::uint32_t cp = extra == 0 ? c : extra == 1 ? (c & 0x1fu) : extra == 2 ? (c & 0x0fu) : (c & 0x07u);
    bool ok = extra >= 0 && i + static_cast<std::size_t>(extra) < utf8.size();
    for (int k = 1; ok && k <= extra; ++k) {
      const auto d = static_cast<unsigned char>(utf8[i + static_cast<std::size_t>(k)]);
      ok = (d & 0xc0u) == 0x80u;
      cp = (cp << 6) | (d & 0x3fu);
    }
    i += ok ? static_cast<std::size_t>(extra) + 1 : 1;
    if (!ok || cp > 0x10ffff) cp = 0xfffd;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out += fmt::format("{:04X}{:04X}", 0xd800u + (cp >> 10), 0xdc00u + (cp & 0x3ffu));
    } else {
      out += fmt::format("{:04X}", cp);
    }
  }
  return out + ">";
}

}  // namespace

PdfJoiner::PdfJoiner(SceneInfo info) : info_(std::move(info)) {}

void PdfJoiner::add(std::string_view pdf) {
  const PdfPart part = read_part(pdf);
  if (offsets_.empty()) {
    bytes_ = std::string(pdf.substr(0, pdf.find('\n', pdf.find('\n') + 1) + 1));  // the header lines
    offsets_.assign(2, 0);  // object 0 is the free head, 1 the joined Pages
  }
  // Objects in file order; new ids in that order, Pages, Info and Catalog left out.
  std::vector<std::pair<std::size_t, std::size_t>> by_offset;  // offset, old id
  for (std::size_t id = 1; id < part.offsets.size(); ++id)
    if (part.offsets[id] != 0) by_offset.emplace_back(part.offsets[id], id);
  std::sort(by_offset.begin(), by_offset.end());
  const std::size_t xref = pdf.rfind("xref\n0 ");
  std::vector<std::size_t> new_id(part.offsets.size(), 0);
  std::size_t next = offsets_.size();
  for (const auto& [offset, id] : by_offset)
    if (static_cast<int>(id) != part.pages && static_cast<int>(id) != part.info && static_cast<int>(id) != part.root) new_id[id] = next++;
  const auto renumber = [&](std::size_t old) -> std::size_t {
    if (static_cast<int>(old) == part.pages) return 1;
    if (old >= new_id.size() || new_id[old] == 0) not_ours("a reference to a missing object");
    return new_id[old];
  };
  for (std::size_t k = 0; k < by_offset.size(); ++k) {
    const auto [offset, id] = by_offset[k];
    if (new_id[id] == 0) continue;
    const std::size_t end = k + 1 < by_offset.size() ? by_offset[k + 1].first : xref;
    const std::string_view object = pdf.substr(offset, end - offset);
    const std::size_t body = object.find("obj\n");
    std::size_t stream = object.find("stream\n");
    if (body == std::string_view::npos) not_ours("an object without a header");
    if (stream == std::string_view::npos) stream = object.size();
    offsets_.push_back(taken_ + bytes_.size());
    bytes_ += fmt::format("{} 0 ", new_id[id]);
    append_renumbered(bytes_, object.substr(body, stream - body), renumber);
    bytes_.append(object.substr(stream));
  }
  const std::size_t pages_at = part.offsets.at(static_cast<std::size_t>(part.pages));
  const std::string_view pages = pdf.substr(pages_at, pdf.find("endobj", pages_at) - pages_at);
  const std::size_t kids = pages.find("/Kids [");
  if (kids == std::string_view::npos) not_ours("no page list");
  std::string renumbered;
  append_renumbered(renumbered, pages.substr(kids + 7, pages.find(']', kids) - kids - 7), renumber);
  kids_ += renumbered;
  page_count_ += static_cast<int>(std::count(renumbered.begin(), renumbered.end(), 'R'));
}

std::string PdfJoiner::finish() {
  if (offsets_.empty()) throw RenderError("nothing to draw: no page to join");
  offsets_[1] = taken_ + bytes_.size();
  bytes_ += fmt::format("1 0 obj\n<< /Type /Pages\n   /Kids [{}]\n   /Count {}\n>>\nendobj\n", kids_, page_count_);
  const std::size_t info = offsets_.size();
  offsets_.push_back(taken_ + bytes_.size());
  const std::string date = "(20201011000000Z)";
  bytes_ += fmt::format("{} 0 obj\n<< /Producer {}\n   /Title {}\n   /Subject {}\n   /Keywords {}\n   /Creator {}\n   /CreationDate {}\n   /ModDate {}\n>>\nendobj\n",
                        info, pdf_text(std::string("cairo ") + cairo_version_string() + " (https://cairographics.org), joined by uuboard"),
                        pdf_text(info_.title), pdf_text(info_.subject), pdf_text(info_.keywords), pdf_text(info_.creator), date, date);
  const std::size_t root = offsets_.size();
  offsets_.push_back(taken_ + bytes_.size());
  bytes_ += fmt::format("{} 0 obj\n<< /Type /Catalog\n   /Pages 1 0 R\n>>\nendobj\n", root);
  const std::size_t xref = taken_ + bytes_.size();
  bytes_ += fmt::format("xref\n0 {}\n0000000000 65535 f \n", offsets_.size());
  for (std::size_t id = 1; id < offsets_.size(); ++id) bytes_ += fmt::format("{:010} 00000 n \n", offsets_[id]);
  bytes_ += fmt::format("trailer\n<< /Size {}\n   /Root {} 0 R\n   /Info {} 0 R\n>>\nstartxref\n{}\n%%EOF\n", offsets_.size(), root, info, xref);
  offsets_.clear();
  taken_ = 0;
  return std::move(bytes_);
}

std::string PdfJoiner::take() {
  taken_ += bytes_.size();
  return std::exchange(bytes_, std::string());
}

std::string render_pdf(std::span<const Scene> scenes, const SceneInfo& info) {
  PdfJoiner joiner(info);
  for (const Scene& scene : scenes) joiner.add(render_pdf(scene));
  return joiner.finish();
}

std::string render_png(const Scene& scene, double dpi, std::size_t page_index) {
  if (page_index >= scene.pages.size()) throw RenderError("nothing to draw: the scene has no such page");
  const Page& page = scene.pages[page_index];
  const double px_per_mm = dpi / 25.4;
  const int w = static_cast<int>(std::lround(page.width * px_per_mm));
  const int h = static_cast<int>(std::lround(page.height * px_per_mm));
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h), cairo_surface_destroy);
  check(cairo_surface_status(surface.get()), "cannot create the image");
  {
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    paint_page(cr.get(), page, px_per_mm, false);
    check(cairo_status(cr.get()), "cannot draw the image");
  }
  std::string bytes;
  check(cairo_surface_write_to_png_stream(surface.get(), append_to_string, &bytes), "cannot encode the PNG");
  return with_resolution(bytes, dpi);
}

}  // namespace uu

// Scenes -> PDF bytes with nothing but the standard library and {fmt}, for the core and
// so the WebAssembly build; the command line keeps Cairo's PDF (cairo_pdf.cpp), and the
// pages of both look the same.
//
// A symbol's drawing (an icon) is written once, as a form XObject, and each placement
// draws it with the placement's matrix, as Cairo's PDF does: the content streams stay
// uncompressed here (no zlib in the core), so writing an icon's few dozen curves at
// every use would make a board several times its size. For the same reason a circle
// (a node, a power dot: hundreds on a board) is a use of the unit circle of its look,
// a form too: four curves cost about five times what a use does. The forms are shared
// by the whole document: a later board of the book that shows the same icon uses the
// form an earlier one wrote. Every page and form refers to one resource dictionary,
// written at the end with the fonts, which are subset to the glyphs the document used.
//
// The page's matrix maps the Scene's millimetres, y down, to points, so coordinates and
// widths are written in mm with three decimals (a micrometre), and the document's dates
// are pinned: the same scenes give the same bytes on every machine.
#include "uuboard/render/pdf.hpp"

#include <algorithm>
#include <fmt/core.h>
#include <optional>
#include <utility>
#include <variant>

#include "render/pdf_parts.hpp"
#include "uuboard/generate.hpp"

namespace uu {

using render_detail::PdfContent;
using render_detail::PdfFont;
using render_detail::PdfObjects;
using render_detail::pdf_number;

namespace render_detail {

PdfObjects::PdfObjects() : bytes_("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n") {}

int PdfObjects::reserve() {
  offsets_.push_back(0);
  return static_cast<int>(offsets_.size());
}

void PdfObjects::begin(int number) {
  offsets_[static_cast<std::size_t>(number - 1)] = bytes_.size();
  bytes_ += fmt::format("{} 0 obj\n", number);
}

void PdfObjects::write(int number, std::string_view body) {
  begin(number);
  bytes_ += body;
  bytes_ += "\nendobj\n";
}

void PdfObjects::write_stream(int number, std::string_view entries, std::string_view data) {
  begin(number);
  bytes_ += fmt::format("<< /Length {}{}{} >>\nstream\n", static_cast<std::uint64_t>(data.size()), entries.empty() ? "" : " ", entries);
  bytes_ += data;
  bytes_ += "\nendstream\nendobj\n";
}

int PdfObjects::add(std::string_view body) {
  const int number = reserve();
  write(number, body);
  return number;
}

int PdfObjects::add_stream(std::string_view entries, std::string_view data) {
  const int number = reserve();
  write_stream(number, entries, data);
  return number;
}

std::string PdfObjects::finish(int root, int info) {
  const std::uint64_t xref = bytes_.size();
  bytes_ += fmt::format("xref\n0 {}\n0000000000 65535 f \n", static_cast<std::uint64_t>(offsets_.size() + 1));
  for (const std::uint64_t offset : offsets_) bytes_ += fmt::format("{:010} 00000 n \n", offset);
  bytes_ += fmt::format("trailer\n<< /Size {} /Root {} 0 R /Info {} 0 R >>\nstartxref\n{}\n%%EOF\n",
                        static_cast<std::uint64_t>(offsets_.size() + 1), root, info, xref);
  return std::exchange(bytes_, std::string());
}

}  // namespace render_detail

namespace {

constexpr double pt_per_mm = 72.0 / 25.4;
constexpr const char* pinned_date = "(D:20201011000000Z)";

// A PDF text string: printable ASCII as a literal, anything else as UTF-16BE with its
// byte order mark.
std::string text_string(std::string_view utf8) {
  const bool plain = std::all_of(utf8.begin(), utf8.end(), [](char c) { return c >= ' ' && c < 127; });
  if (plain) {
    std::string out = "(";
    for (const char c : utf8) out += (c == '(' || c == ')' || c == '\\') ? std::string{'\\', c} : std::string{c};
    return out + ")";
  }
  std::string out = "<FEFF";
  for (std::size_t at = 0; at < utf8.size();) {
    const auto c = static_cast<std::uint32_t>(render_detail::next_code_point(utf8, at));
    out += c < 0x10000 ? fmt::format("{:04X}", c) : fmt::format("{:04X}{:04X}", 0xd800 + ((c - 0x10000) >> 10), 0xdc00 + (c & 0x3ff));
  }
  return out + ">";
}

// A form's box: its shapes with half a unit around, as Cairo records a symbol (and
// clips it) in cairo_page.cpp, and never less than the unit square about (0, 0).
Box form_box(const std::vector<Shape>& shapes) {
  Box box{{-1.0, -1.0}, {1.0, 1.0}};
  for (const Shape& shape : shapes) {
    const Box b = bounding_box(shape.item);
    box.min = {std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)};
    box.max = {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)};
  }
  return {box.min - Vec2{0.5, 0.5}, box.max + Vec2{0.5, 0.5}};
}

// A circle as the unit circle of its look (its colours, and its stroke's width in
// radii), which a use scales by its radius; none for a circle that paints nothing.
std::optional<Circle> unit_circle(const Item& item) {
  const auto* c = std::get_if<Circle>(&item);
  if (c == nullptr || !(c->radius > 0.0) || (!c->style.fill && !c->style.stroke)) return std::nullopt;
  Circle unit{{0.0, 0.0}, 1.0, c->style};
  if (c->style.stroke) unit.style.stroke_width /= c->radius;
  return unit;
}

bool same_drawing(const std::vector<Shape>& a, const std::vector<Shape>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Shape& x, const Shape& y) { return x.item == y.item; });
}

class Document {
 public:
  explicit Document(const PdfFonts& fonts) : regular_(fonts.regular), bold_(fonts.bold) {}
  void add(const Page& page);
  std::string finish(const SceneInfo& info);

 private:
  struct Form {
    std::vector<Shape> shapes;  // what it draws, in its own units
    int number = 0;
  };
  std::size_t draw_run(PdfContent& content, const Page& page, std::size_t from, std::size_t to, std::vector<int>& forms);
  void draw_shape(PdfContent& content, const Item& item);
  int form(const std::vector<Shape>& drawing);
  std::string resources();

  PdfObjects objects_;
  const int pages_ = objects_.reserve();
  const int resources_ = objects_.reserve();
  PdfFont regular_, bold_;
  std::vector<Form> forms_;  // few: searched in order
  std::size_t next_placement_ = 0;  // on the page being drawn
  std::vector<int> page_numbers_;
};

void Document::add(const Page& page) {
  PdfContent content(regular_, bold_, 3);
  content.raw(fmt::format("{} 0 0 {} 0 {} cm\n", pdf_number(pt_per_mm, 6), pdf_number(-pt_per_mm, 6), pdf_number(page.height * pt_per_mm, 4)));
  std::vector<int> forms(page.symbols.size(), -1);  // by symbol: the index of its form
  const std::size_t clipped = std::min(page.clip_end, page.shapes.size());
  next_placement_ = 0;
  std::size_t drawn = 0;
  if (clipped > 0) {
    content.clip_to(page.clip);
    drawn = draw_run(content, page, 0, clipped, forms);
    content.unclip();
  }
  draw_run(content, page, drawn, page.shapes.size(), forms);
  const int stream = objects_.add_stream("", content.operators());
  page_numbers_.push_back(objects_.add(fmt::format("<< /Type /Page /Parent {} 0 R /MediaBox [0 0 {} {}] /Resources {} 0 R /Contents {} 0 R >>",
                                                   pages_, pdf_number(page.width * pt_per_mm, 4), pdf_number(page.height * pt_per_mm, 4),
                                                   resources_, stream)));
}

// Draws the page's shapes from `from` until `to` is reached, a placement that starts
// among them as one use of its symbol's form; returns where it stopped (past `to` when
// a placement reached over it, as Cairo's page draws it).
std::size_t Document::draw_run(PdfContent& content, const Page& page, std::size_t from, std::size_t to, std::vector<int>& forms) {
  const std::vector<Placement>& placements = page.placements;
  std::size_t i = from;
  while (i < to) {
    while (next_placement_ < placements.size() && placements[next_placement_].first < i) ++next_placement_;
    const Placement* p = next_placement_ < placements.size() ? &placements[next_placement_] : nullptr;
    const bool placed = p != nullptr && p->first == i && p->count > 0 && p->count <= page.shapes.size() - i && p->symbol < page.symbols.size();
    if (!placed) {
      draw_shape(content, page.shapes[i++].item);
      continue;
    }
    int& f = forms[p->symbol];
    if (f < 0) f = form(page.symbols[p->symbol].shapes);
    content.place(f, *p, std::span<const Shape>(page.shapes).subspan(i, p->count));
    i += p->count;
  }
  return i;
}

void Document::draw_shape(PdfContent& content, const Item& item) {
  const std::optional<Circle> unit = unit_circle(item);
  if (!unit) return content.draw(item);
  const Circle& c = std::get<Circle>(item);
  content.place(form({{Part::node, *unit}}), {0, 1, 0, c.center, c.radius, 0.0}, {});
}

// The index of the form that draws `drawing`, written now unless an earlier page wrote one.
int Document::form(const std::vector<Shape>& drawing) {
  for (std::size_t k = 0; k < forms_.size(); ++k)
    if (same_drawing(forms_[k].shapes, drawing)) return static_cast<int>(k);
  PdfContent content(regular_, bold_, 4);
  for (const Shape& shape : drawing) content.draw(shape.item);
  const Box box = form_box(drawing);
  const std::string entries = fmt::format("/Type /XObject /Subtype /Form /BBox [{} {} {} {}] /Resources {} 0 R", pdf_number(box.min.x),
                                          pdf_number(box.min.y), pdf_number(box.max.x), pdf_number(box.max.y), resources_);
  forms_.push_back({drawing, objects_.add_stream(entries, content.operators())});
  return static_cast<int>(forms_.size() - 1);
}

// The one resource dictionary: the fonts the text used (written here) and every form.
std::string Document::resources() {
  std::string fonts;
  const PdfFont* both[] = {&regular_, &bold_};
  for (int k = 0; k < 2; ++k) {
    if (!both[k]->used()) continue;
    const int number = objects_.reserve();
    both[k]->write(objects_, number);
    fonts += fmt::format(" /F{} {} 0 R", k + 1, number);
  }
  std::string xobjects;
  for (std::size_t k = 0; k < forms_.size(); ++k) xobjects += fmt::format(" /X{} {} 0 R", static_cast<std::uint64_t>(k), forms_[k].number);
  std::string out = "<<";
  if (!fonts.empty()) out += " /Font <<" + fonts + " >>";
  if (!xobjects.empty()) out += " /XObject <<" + xobjects + " >>";
  return out + " >>";
}

std::string Document::finish(const SceneInfo& info) {
  objects_.write(resources_, resources());
  std::string kids;
  for (const int page : page_numbers_) kids += fmt::format("{}{} 0 R", kids.empty() ? "" : " ", page);
  objects_.write(pages_, fmt::format("<< /Type /Pages /Kids [{}] /Count {} >>", kids, static_cast<std::uint64_t>(page_numbers_.size())));
  const int root = objects_.add(fmt::format("<< /Type /Catalog /Pages {} 0 R >>", pages_));
  const int metadata = objects_.add(fmt::format(
      "<< /Title {} /Subject {} /Creator {} /Keywords {} /Producer {} /CreationDate {} /ModDate {} >>", text_string(info.title),
      text_string(info.subject), text_string(info.creator), text_string(info.keywords), text_string(generator_version()), pinned_date,
      pinned_date));
  return objects_.finish(root, metadata);
}

}  // namespace

std::string write_pdf(std::span<const Scene> scenes, const SceneInfo& info, const PdfFonts& fonts) {
  const bool any_page = std::any_of(scenes.begin(), scenes.end(), [](const Scene& s) { return !s.pages.empty(); });
  if (!any_page) throw RenderError("nothing to draw: no page");
  Document doc(fonts);
  for (const Scene& scene : scenes)
    for (const Page& page : scene.pages) doc.add(page);
  return doc.finish(info);
}

}  // namespace uu

// Scene -> PDF and PNG bytes. The only file that talks to Cairo. Output goes to memory
// first, so a failure never leaves a half-written file, and the PDF's dates are pinned
// so the same scene gives the same bytes.
#include <cairo-pdf.h>
#include <cairo.h>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <fmt/core.h>
#include <memory>

#include "uuboard/render/output.hpp"

namespace uu {

namespace {

constexpr double pt_per_mm = 72.0 / 25.4;
constexpr const char* pinned_date = "2020-10-11T00:00:00Z";

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void set_color(cairo_t* cr, Color c) { cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0); }

void fill_and_stroke(cairo_t* cr, const Style& s) {
  if (s.fill) {
    set_color(cr, *s.fill);
    if (s.stroke) cairo_fill_preserve(cr);
    else cairo_fill(cr);
  }
  if (s.stroke) {
    set_color(cr, *s.stroke);
    cairo_set_line_width(cr, s.stroke_width);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
}

struct Painter {
  cairo_t* cr;
  void operator()(const Line& l) const {
    cairo_set_line_cap(cr, l.dash.empty() ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, l.dash.data(), static_cast<int>(l.dash.size()), 0.0);
    cairo_move_to(cr, l.a.x, l.a.y);
    cairo_line_to(cr, l.b.x, l.b.y);
    set_color(cr, l.color);
    cairo_set_line_width(cr, l.width);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0.0);
  }
  void operator()(const Path& p) const {
    if (p.points.empty()) return;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_move_to(cr, p.points.front().x, p.points.front().y);
    for (std::size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr, p.points[i].x, p.points[i].y);
    if (p.closed) cairo_close_path(cr);
    fill_and_stroke(cr, p.style);
  }
  void operator()(const Circle& c) const {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.center.x, c.center.y, c.radius, 0.0, 2.0 * M_PI);
    fill_and_stroke(cr, c.style);
  }
  void operator()(const Rect& r) const {
    cairo_rectangle(cr, r.min.x, r.min.y, r.size.x, r.size.y);
    fill_and_stroke(cr, r.style);
  }
  void operator()(const Text& t) const {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, t.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, t.size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, t.text.c_str(), &ext);
    double x = 0;
    if (t.anchor == Anchor::middle) x -= ext.x_advance / 2;
    if (t.anchor == Anchor::end) x -= ext.x_advance;
    cairo_save(cr);
    cairo_translate(cr, t.pos.x, t.pos.y);
    cairo_rotate(cr, t.rotation * M_PI / 180.0);
    cairo_move_to(cr, x, 0);
    set_color(cr, t.color);
    cairo_show_text(cr, t.text.c_str());
    cairo_new_path(cr);
    cairo_restore(cr);
  }
};

void paint_page(cairo_t* cr, const Page& page) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  const Painter painter{cr};
  for (const Shape& shape : page.shapes) std::visit(painter, shape.item);
  cairo_restore(cr);
}

std::uint32_t crc32(std::string_view bytes) {
  std::uint32_t crc = 0xffffffffu;
  for (char ch : bytes) {
    crc ^= static_cast<unsigned char>(ch);
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  return crc ^ 0xffffffffu;
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
  put_u32(chunk, crc32(body));
  return png.substr(0, ihdr_end) + chunk + png.substr(ihdr_end);
}

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS) throw RenderError(fmt::format("{}: {}", what, cairo_status_to_string(status)));
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
      cairo_save(cr.get());
      cairo_scale(cr.get(), pt_per_mm, pt_per_mm);
      paint_page(cr.get(), page);
      cairo_restore(cr.get());
      cairo_show_page(cr.get());
    }
    check(cairo_status(cr.get()), "cannot draw the PDF");
    cairo_surface_finish(surface.get());
    check(cairo_surface_status(surface.get()), "cannot finish the PDF");
  }
  return bytes;
}

std::string render_png(const Scene& scene, double dpi) {
  if (scene.pages.empty()) throw RenderError("nothing to draw: the scene has no page");
  const Page& page = scene.pages.front();
  const double px_per_mm = dpi / 25.4;
  const int w = static_cast<int>(std::lround(page.width * px_per_mm));
  const int h = static_cast<int>(std::lround(page.height * px_per_mm));
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h), cairo_surface_destroy);
  check(cairo_surface_status(surface.get()), "cannot create the image");
  {
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    cairo_scale(cr.get(), px_per_mm, px_per_mm);
    paint_page(cr.get(), page);
    check(cairo_status(cr.get()), "cannot draw the image");
  }
  std::string bytes;
  check(cairo_surface_write_to_png_stream(surface.get(), append_to_string, &bytes), "cannot encode the PNG");
  return with_resolution(bytes, dpi);
}

}  // namespace uu

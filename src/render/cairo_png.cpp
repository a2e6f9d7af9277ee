// Scene page -> PNG bytes, through a Cairo image surface, with the resolution written
// into the file so that it prints at its true size.
#include <cmath>
#include <cstdint>
#include <string>
#include <zlib.h>

#include "render/cairo_page.hpp"
#include "uuboard/render/output.hpp"

namespace uu {

using render_detail::append_to_string;
using render_detail::check;
using render_detail::ContextPtr;
using render_detail::paint_page;
using render_detail::SurfacePtr;

namespace {

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
    paint_page(cr.get(), page, px_per_mm, nullptr);
    check(cairo_status(cr.get()), "cannot draw the image");
  }
  std::string bytes;
  check(cairo_surface_write_to_png_stream(surface.get(), append_to_string, &bytes), "cannot encode the PNG");
  return with_resolution(bytes, dpi);
}

}  // namespace uu

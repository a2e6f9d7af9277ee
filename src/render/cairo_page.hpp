#pragma once
// A Scene's page drawn on a Cairo surface, for the PDF and PNG writers (cairo_pdf.cpp,
// cairo_png.cpp). With cairo_painter.hpp, the only header that includes cairo.h.
#include <cairo.h>
#include <memory>

#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// RenderError "<what>: <Cairo's reason>" unless `status` is success.
void check(cairo_status_t status, const char* what);

// A Cairo write function that appends to the std::string `closure`: output goes to
// memory first, so a failure never leaves a half-written file.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

// Paints a page white, then its shapes, at `device_per_mm` device units per mm. With
// `reuse`, what the page draws more than once is recorded once and each use draws that
// recording (a PDF form XObject, referenced with the use's matrix), which makes the
// page's content a fraction of its size.
void paint_page(cairo_t* cr, const Page& page, double device_per_mm, bool reuse);

}  // namespace uu::render_detail

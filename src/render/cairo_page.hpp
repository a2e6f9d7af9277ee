#pragma once
// A Scene's page drawn on a Cairo surface, for the PDF and PNG writers (cairo_pdf.cpp,
// cairo_png.cpp). With cairo_painter.hpp, the only header that includes cairo.h.
#include <cairo.h>
#include <memory>
#include <vector>

#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// RenderError "<what>: <Cairo's reason>" unless `status` is success.
void check(cairo_status_t status, const char* what);

// A Cairo write function that appends to the std::string `closure`: output goes to
// memory first, so a failure never leaves a half-written file.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

// The drawings a PDF document has recorded as forms (an icon, a power dot, a node's
// circle, the white under a page), kept so that a later scene of the document (the next
// board of a book) draws them by reference instead of writing them again. A scene uses
// only what earlier scenes recorded and records the rest as it would alone, so a board
// drawn into a document of its own keeps its bytes.
class Forms {
 public:
  // Recording made by `record`: one of an earlier scene when it recorded the same
  // drawing (same shapes), else recorded now and kept for the scenes after this one.
  SurfacePtr recorded(const Symbol& drawing, SurfacePtr (*record)(const Symbol&));
  void next_scene() { ++scene_; }

 private:
  struct Kept {
    Symbol drawing;
    SurfacePtr (*record)(const Symbol&);
    SurfacePtr recording;
    int scene = 0;
  };
  std::vector<Kept> kept_;  // one per drawing; few (a book's boards share them)
  int scene_ = 0;
};

// Paints a page white, then its shapes, at `device_per_mm` device units per mm. With
// `forms` (a PDF), what the page draws more than once is recorded once and each use
// draws that recording (a PDF form XObject, referenced with the use's matrix), which
// makes the page's content a fraction of its size.
void paint_page(cairo_t* cr, const Page& page, double device_per_mm, Forms* forms);

}  // namespace uu::render_detail

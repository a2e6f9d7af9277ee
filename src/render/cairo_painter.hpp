#pragma once
// The painter that draws a Scene's shapes with Cairo, batching shapes that paint alike.
// Cairo stays inside src/render: the files named cairo_* are the only ones that include
// cairo.h (this header and cairo_page.hpp, for cairo_painter.cpp, cairo_page.cpp,
// cairo_pdf.cpp and cairo_png.cpp), and cairo_fonts.cpp the only one that calls fontconfig.
#include <cairo.h>
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "uuboard/render/scene.hpp"

namespace uu::render_detail {

// Gives Cairo the DejaVu files and the program's own font settings, once a process
// (src/render/cairo_fonts.cpp); every Painter calls it before it draws.
void use_own_fonts();

// The face of DejaVu Sans (bold or not) for text drawn at this many pixels an em on a
// raster page, with the hinting fontconfig gives that size; null when fontconfig finds
// none. The same size always gets the same face, whatever was drawn before.
cairo_font_face_t* raster_font_face(bool bold, double pixels_per_em);

// Draws a page's shapes in order. Consecutive shapes that paint alike share one path and
// one fill and/or stroke: Cairo then records, measures and writes one operation where it
// wrote many. The page looks the same: with
// opaque paint, strokes of one style may overlap freely, and shapes that are filled are
// joined only while their boxes stay apart, so no fill covers another shape's outline
// and no winding is shared. Paths are built in mm (the CTM scales them to the device) and
// stroked with the CTM reset, so the PDF needs no matrix per stroke.
class Painter {
 public:
  Painter(cairo_t* cr, double device_per_mm);
  ~Painter() { flush(); }
  Painter(const Painter&) = delete;
  Painter& operator=(const Painter&) = delete;

  void draw(const Item& item);

  // Paints a placement's shapes as one use of `drawing`, their symbol recorded at
  // `recorded_scale` device units per unit.
  void place(cairo_surface_t* drawing, double recorded_scale, const Placement& at, std::span<const Shape> shapes);

  void operator()(const Line& l);
  void operator()(const Path& p);
  void operator()(const Circle& c);
  void operator()(const Rect& r);
  void operator()(const Text& t);

  // Shows what is drawn next only inside `box` (mm), until unclip().
  void clip_to(const Box& box);
  void unclip();

  // Paints the shapes gathered so far.
  void flush();

 private:
  // How a shape is painted, with the line cap and join its stroke gets.
  struct Paint {
    std::optional<Color> fill;
    std::optional<Color> stroke;
    double width = 0.0;  // mm
    cairo_line_cap_t cap = CAIRO_LINE_CAP_BUTT;
    cairo_line_join_t join = CAIRO_LINE_JOIN_MITER;
    friend bool operator==(const Paint&, const Paint&) = default;
  };

  // A filled batch stays small, so checking its boxes pairwise stays cheap.
  static constexpr std::size_t max_filled = 128;

  void track(const Item& item);
  Paint paint_of(const Style& s) const;
  bool add(const Paint& p);

  cairo_t* cr_;
  double scale_;         // device units per mm
  bool raster_;          // drawing pixels (text takes its face by its size: raster_font_face)
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

}  // namespace uu::render_detail

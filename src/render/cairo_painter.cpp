// Painter: a page's shapes as Cairo paths, batched by how they paint.
#include "render/cairo_painter.hpp"

#include <algorithm>
#include <cmath>
#include <variant>

namespace uu::render_detail {

namespace {

void set_color(cairo_t* cr, Color c) { cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0); }

bool overlap(const Box& a, const Box& b) { return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y; }

}  // namespace

Painter::Painter(cairo_t* cr, double device_per_mm)
    : cr_(cr), scale_(device_per_mm), raster_(cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE) {
  use_own_fonts();
  cairo_matrix_init_scale(&user_, device_per_mm, device_per_mm);
  cairo_set_matrix(cr_, &user_);
}

void Painter::draw(const Item& item) {
  item_ = &item;
  std::visit(*this, item);
}

void Painter::place(cairo_surface_t* drawing, double recorded_scale, const Placement& at, std::span<const Shape> shapes) {
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

void Painter::operator()(const Line& l) {
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

void Painter::operator()(const Path& p) {
  if (p.points.empty()) return;
  cap_ = CAIRO_LINE_CAP_ROUND;
  join_ = CAIRO_LINE_JOIN_ROUND;
  if (!add(paint_of(p.style))) return;
  cairo_move_to(cr_, p.points.front().x, p.points.front().y);
  for (std::size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr_, p.points[i].x, p.points[i].y);
  if (p.closed) cairo_close_path(cr_);
}

void Painter::operator()(const Circle& c) {
  if (!add(paint_of(c.style))) return;
  cairo_new_sub_path(cr_);
  cairo_arc(cr_, c.center.x, c.center.y, c.radius, 0.0, 2.0 * M_PI);
}

void Painter::operator()(const Rect& r) {
  if (!add(paint_of(r.style))) return;
  cairo_rectangle(cr_, r.min.x, r.min.y, r.size.x, r.size.y);
}

void Painter::operator()(const Text& t) {
  flush();
  cairo_font_face_t* face = nullptr;
  if (raster_) {
    double dx = 0.0, dy = t.size;
    cairo_user_to_device_distance(cr_, &dx, &dy);
    face = raster_font_face(t.bold, std::hypot(dx, dy));
  }
  if (face != nullptr) cairo_set_font_face(cr_, face);
  else cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, t.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
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

void Painter::clip_to(const Box& box) {
  flush();
  cairo_save(cr_);
  cairo_rectangle(cr_, box.min.x, box.min.y, box.max.x - box.min.x, box.max.y - box.min.y);
  cairo_clip(cr_);
}

void Painter::unclip() {
  flush();
  cairo_restore(cr_);
}

void Painter::flush() {
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

// Keeps cap and join as drawing `item` would have left them.
void Painter::track(const Item& item) {
  if (const auto* l = std::get_if<Line>(&item)) cap_ = l->dash.empty() ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT;
  if (const auto* p = std::get_if<Path>(&item); p && !p->points.empty()) {
    cap_ = CAIRO_LINE_CAP_ROUND;
    join_ = CAIRO_LINE_JOIN_ROUND;
  }
}

Painter::Paint Painter::paint_of(const Style& s) const {
  if (!s.stroke) return {s.fill, std::nullopt, 0.0, CAIRO_LINE_CAP_BUTT, CAIRO_LINE_JOIN_MITER};  // cap and join unused
  return {s.fill, s.stroke, s.stroke_width, cap_, join_};
}

// Makes room for the shape being drawn, painted with `p`, in the current batch or
// starts a new one; false when the shape paints nothing.
bool Painter::add(const Paint& p) {
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

}  // namespace uu::render_detail

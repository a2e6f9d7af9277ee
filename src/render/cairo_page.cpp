// A page as Cairo drawing: what the page repeats (icons, power dots, nodes of one colour)
// recorded once as a form and referenced, which keeps a page's content small (Cairo's
// cost is per number written and per operation); the forms a PDF's earlier boards
// recorded, referenced again by the later ones (Forms); and the work-around that keeps
// many form uses linear in Cairo 1.16.
#include "render/cairo_page.hpp"

#include <algorithm>
#include <fmt/core.h>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "render/cairo_painter.hpp"
#include "uuboard/render/output.hpp"

namespace uu::render_detail {

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS) throw RenderError(fmt::format("{}: {}", what, cairo_status_to_string(status)));
}

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

namespace {

// What a recording shows: the shapes' items (names, parts and tags aside).
bool same_drawing(const Symbol& a, const Symbol& b) {
  return std::equal(a.shapes.begin(), a.shapes.end(), b.shapes.begin(), b.shapes.end(),
                    [](const Shape& x, const Shape& y) { return x.item == y.item; });
}

}  // namespace

SurfacePtr Forms::recorded(const Symbol& drawing, SurfacePtr (*record)(const Symbol&)) {
  const auto shared = [](const SurfacePtr& s) { return SurfacePtr(cairo_surface_reference(s.get()), cairo_surface_destroy); };
  for (const Kept& k : kept_)
    if (k.record == record && same_drawing(k.drawing, drawing)) return k.scene < scene_ ? shared(k.recording) : record(drawing);
  SurfacePtr made = record(drawing);
  kept_.push_back({drawing, record, shared(made), scene_});
  return made;
}

namespace {

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
  Reuse(const Page& page, Forms* forms) : page_(page), forms_(forms) {
    symbol_uses_.assign(page.symbols.size(), 0);
    if (!forms) return;
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
    if (!symbols_[p.symbol]) symbols_[p.symbol] = forms_->recorded(page_.symbols[p.symbol], record);
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
      entry.drawing = forms_->recorded(unit, record);
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
  Forms* forms_;
  std::vector<int> symbol_uses_;
  std::vector<SurfacePtr> symbols_;
  std::vector<Look> looks_;  // few: searched in order
};

// The white of cover_beyond_page: the one rectangle of `cover` (device units) filled
// white, as a recording of exactly that extent.
SurfacePtr record_white(const Symbol& cover) {
  const Rect& rect = std::get<Rect>(cover.shapes.front().item);
  const cairo_rectangle_t extents{rect.min.x, rect.min.y, rect.size.x, rect.size.y};
  SurfacePtr white(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents), cairo_surface_destroy);
  ContextPtr w(cairo_create(white.get()), cairo_destroy);
  cairo_rectangle(w.get(), extents.x, extents.y, extents.width, extents.height);
  cairo_set_source_rgb(w.get(), 1, 1, 1);
  cairo_fill(w.get());
  check(cairo_status(w.get()), "cannot draw the page");
  return white;
}

// Keeps drawing forms linear in their number. Before writing a page, Cairo 1.16's PDF
// surface notes the area each operation covers in one region. For a use of a form it
// maps the form's extents through the use's matrix twice, so most uses land beyond the
// page, each adds a rectangle there, and each later use pays for every rectangle
// before it: 25 000 nodes took seconds, 100 000 most of a minute. Uses of a plain
// white form (white on the white page, under everything) first mark the page and its
// neighbours, out to `reach` pages on every side, as one covered rectangle; a later
// use inside it then costs Cairo nothing. With a Cairo that maps once, the white is
// only cut to the page, and the page stays white.
void cover_beyond_page(cairo_t* cr, double width, double height, Forms& forms) {
  constexpr int reach = 2;
  const Rect white_rect{{-width, -height}, {3 * width, 3 * height}, {Color{255, 255, 255}, std::nullopt, 0.0}};
  const SurfacePtr white = forms.recorded({"white beyond the page", {{Part::frame, white_rect}}}, record_white);
  for (int i = -reach; i <= reach + 1; ++i)
    for (int j = -reach; j <= reach + 1; ++j) {
      cairo_save(cr);
      cairo_translate(cr, i * width, j * height);
      cairo_set_source_surface(cr, white.get(), 0, 0);
      cairo_paint(cr);
      cairo_restore(cr);
    }
}

}  // namespace

void paint_page(cairo_t* cr, const Page& page, double device_per_mm, Forms* forms) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  if (forms) cover_beyond_page(cr, page.width * device_per_mm, page.height * device_per_mm, *forms);
  Reuse recorded(page, forms);
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

}  // namespace uu::render_detail

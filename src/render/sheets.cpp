// Cutting a board's drawing into sheets: every shape's box tells which columns and rows
// of windows it reaches, so each shape is looked at once and copied to those sheets
// only. A run of shapes that is one placement of a symbol moves as a whole.
#include "uuboard/render/sheets.hpp"

#include <algorithm>
#include <cmath>

namespace uu {

std::vector<SheetWindow> sheet_windows(const PageSetup& page) {
  std::vector<SheetWindow> out;
  // On the sheet, the window starts after the margin and the marks band; on the mosaic's
  // page, window k starts k steps after the margin.
  const double start = page.margin_mm + page.band_mm();
  const Box window{{start, start}, {start + page.window_width_mm(), start + page.window_height_mm()}};
  for (int down = 0; down < page.sheets_down; ++down)
    for (int across = 0; across < page.sheets_across; ++across)
      out.push_back({across, down, sheet_label(across, down),
                     {across * page.sheet_step_x() - page.band_mm(), down * page.sheet_step_y() - page.band_mm()}, window});
  return out;
}

double mosaic_page_width(const PageSetup& page) { return page.mosaic_width_mm() + 2 * page.margin_mm; }
double mosaic_page_height(const PageSetup& page) { return page.mosaic_height_mm() + 2 * page.margin_mm + page.footer_mm; }

namespace {

struct MoveBy {
  Vec2 d;
  void operator()(Line& l) const {
    l.a = l.a + d;
    l.b = l.b + d;
  }
  void operator()(Circle& c) const { c.center = c.center + d; }
  void operator()(Rect& r) const { r.min = r.min + d; }
  void operator()(Path& p) const {
    for (Vec2& q : p.points) q = q + d;
  }
  void operator()(Text& t) const { t.pos = t.pos + d; }
};

// The columns (or rows) of windows [lo, hi] that the span [a, b] of the mosaic reaches.
std::pair<int, int> reached(double a, double b, double start, double size, double step, int count) {
  const int lo = static_cast<int>(std::ceil((a - start - size) / step));
  const int hi = static_cast<int>(std::floor((b - start) / step));
  return {std::max(lo, 0), std::min(hi, count - 1)};
}

// One sheet being filled: the tags and symbols it has copied, by their mosaic index.
struct Filling {
  Page page;
  std::uint32_t last_tag = 0, last_copy = 0;  // the tag copied last (tags come in runs)
  std::vector<std::size_t> symbol_copy;       // +1; 0: not copied yet
};

}  // namespace

Item moved(Item item, Vec2 d) {
  std::visit(MoveBy{d}, item);
  return item;
}

std::vector<Page> cut_into_sheets(const Page& mosaic, const PageSetup& page, const std::vector<SheetWindow>& windows) {
  std::vector<Filling> sheets(windows.size());
  for (std::size_t k = 0; k < windows.size(); ++k) {
    Page& p = sheets[k].page;
    p.width = page.page_width();
    p.height = page.page_height();
    p.clip = windows[k].window;
    sheets[k].symbol_copy.assign(mosaic.symbols.size(), 0);
  }
  const auto copy_tag = [&](Filling& f, std::uint32_t tag) -> std::uint32_t {
    if (tag == 0) return 0;
    if (tag != f.last_tag) {
      f.page.tags.push_back(mosaic.tags[tag]);
      f.last_tag = tag;
      f.last_copy = static_cast<std::uint32_t>(f.page.tags.size() - 1);
    }
    return f.last_copy;
  };
  const auto copy_symbol = [&](Filling& f, std::size_t symbol) {
    if (f.symbol_copy[symbol] == 0) {
      f.page.symbols.push_back(mosaic.symbols[symbol]);
      f.symbol_copy[symbol] = f.page.symbols.size();
    }
    return f.symbol_copy[symbol] - 1;
  };
  const double ww = page.window_width_mm(), wh = page.window_height_mm();
  std::size_t next = 0;  // the first placement not yet passed
  for (std::size_t i = 0; i < mosaic.shapes.size();) {
    while (next < mosaic.placements.size() && mosaic.placements[next].first < i) ++next;
    const Placement* placement = next < mosaic.placements.size() && mosaic.placements[next].first == i ? &mosaic.placements[next] : nullptr;
    const std::size_t count = placement ? std::max<std::size_t>(placement->count, 1) : 1;
    Box box = bounding_box(mosaic.shapes[i].item);
    for (std::size_t j = i + 1; j < i + count; ++j) {
      const Box b = bounding_box(mosaic.shapes[j].item);
      box = {{std::min(box.min.x, b.min.x), std::min(box.min.y, b.min.y)}, {std::max(box.max.x, b.max.x), std::max(box.max.y, b.max.y)}};
    }
    const auto [c0, c1] = reached(box.min.x, box.max.x, page.margin_mm, ww, page.sheet_step_x(), page.sheets_across);
    const auto [r0, r1] = reached(box.min.y, box.max.y, page.margin_mm, wh, page.sheet_step_y(), page.sheets_down);
    for (int r = r0; r <= r1; ++r) {
      for (int c = c0; c <= c1; ++c) {
        const auto k = static_cast<std::size_t>(r * page.sheets_across + c);
        Filling& f = sheets[k];
        const Vec2 back = windows[k].offset * -1.0;
        const std::size_t first = f.page.shapes.size();
        for (std::size_t j = i; j < i + count; ++j) {
          const Shape& s = mosaic.shapes[j];
          f.page.shapes.push_back({s.part, moved(s.item, back), copy_tag(f, s.tag)});
        }
        if (placement) {
          Placement p = *placement;
          p.first = first;
          p.symbol = copy_symbol(f, placement->symbol);
          p.at = p.at + back;
          f.page.placements.push_back(p);
        }
      }
    }
    i += count;
  }
  std::vector<Page> out;
  out.reserve(sheets.size());
  for (Filling& f : sheets) {
    f.page.clip_end = f.page.shapes.size();
    out.push_back(std::move(f.page));
  }
  return out;
}

}  // namespace uu

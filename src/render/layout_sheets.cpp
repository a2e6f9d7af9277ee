// The pages of a board on several sheets: each sheet's part of the board (cut from the
// whole drawing by render/sheets.hpp), its marks and label, and the footer; its back
// with --secret-board; and the assembly page, the whole board in small with the sheet
// grid and the steps.
//
// How the sheets go together, everything printed inside the printable area (docs/
// printing.md draws a sheet's zones): each sheet keeps a band along its top and left
// (PageSetup::band_mm) before its window. A sheet with a neighbour on its left (above)
// is cut along its window's left (top) edge, a solid line in the band, and laid on that
// neighbour's overlap strip, which repeats the same part of the board; a dashed line on
// the strip shows where the cut edge goes, under the sheet once laid. So the cut edges
// are the seams the generator kept every node, dot and mark off (drawn::seams). A
// registration cross centred on each cut line shows half from each sheet when they are
// aligned: in the top band for the sheets of a row (cut their left first, glue the row,
// then cut its top), in column A's left band for the rows.
#include <algorithm>
#include <fmt/core.h>

#include "render/layout_parts.hpp"
#include "model/drawn.hpp"
#include "uuboard/render/sheets.hpp"

namespace uu::render_detail {

namespace {

constexpr double mark_width = 0.25;  // mm, cut and lay lines, crosses
constexpr double cross_arm = 1.8;    // mm, from the cross's centre
const std::vector<double> lay_dash = {2.0, 1.5};

// The printable area of a sheet: nothing is drawn nearer its edge than the margin.
Box printable(const Page& page, const PageSetup& setup) {
  const double m = setup.margin_mm;
  return {{m, m}, {page.width - m, page.height - m}};
}

// A registration cross at c, its arms shortened where the printable area ends.
void add_cross(Page& page, Vec2 c, Box area, const Palette& pal) {
  const double reach = mark_width / 2;
  const double left = std::min(cross_arm, c.x - area.min.x - reach), right = std::min(cross_arm, area.max.x - c.x - reach);
  const double up = std::min(cross_arm, c.y - area.min.y - reach), down = std::min(cross_arm, area.max.y - c.y - reach);
  if (std::min({left, right, up, down}) < 0) return;
  auto& out = page.shapes;
  out.push_back({Part::sheet_mark, Line{c - Vec2{left, 0}, c + Vec2{right, 0}, pal.ink, mark_width, {}}});
  out.push_back({Part::sheet_mark, Line{c - Vec2{0, up}, c + Vec2{0, down}, pal.ink, mark_width, {}}});
  const double ring = 0.6 * std::min({left, right, up, down, cross_arm});
  if (ring > 0.3) out.push_back({Part::sheet_mark, Circle{c, ring, {std::nullopt, pal.ink, mark_width}}});
}

// A line across the sheet at x = at (vertical) or y = at, its ink from `from` to `to`
// along it (the round caps included).
void add_line(Page& page, bool vertical, double at, double from, double to, bool dashed, const Palette& pal) {
  from += mark_width / 2;
  to -= mark_width / 2;
  const Vec2 a = vertical ? Vec2{at, from} : Vec2{from, at}, b = vertical ? Vec2{at, to} : Vec2{to, at};
  page.shapes.push_back({Part::sheet_mark, Line{a, b, pal.ink, mark_width, dashed ? lay_dash : std::vector<double>{}}});
}

std::string neighbour(const PageSetup& setup, int across, int down) {
  if (across >= setup.sheets_across || down >= setup.sheets_down) return {};
  return sheet_label(across, down);
}

// What the sheet's label says after its name: how it joins its neighbours.
std::string sheet_note(const PageSetup& setup, const SheetWindow& w) {
  std::vector<std::string> steps = {fmt::format("of {} \u00d7 {} sheets", setup.sheets_across, setup.sheets_down)};
  const std::string left = w.across > 0 ? sheet_label(w.across - 1, w.down) : "", up = w.down > 0 ? sheet_label(w.across, w.down - 1) : "";
  if (!left.empty() || !up.empty()) {
    const std::string where = !left.empty() && !up.empty() ? "left and top" : !left.empty() ? "left" : "top";
    const std::string onto = !left.empty() && !up.empty() ? left + "'s and " + up + "'s" : (left.empty() ? up : left) + "'s";
    steps.push_back(fmt::format("cut the {} band off on the solid line, lay on {} dashed line", where, onto));
  }
  if (const std::string right = neighbour(setup, w.across + 1, w.down); !right.empty()) steps.push_back(right + " goes on the right dashed line");
  if (const std::string below = neighbour(setup, w.across, w.down + 1); !below.empty()) steps.push_back(below + " on the lower one");
  std::string note;
  for (const std::string& s : steps) note += (note.empty() ? "" : " \u00b7 ") + s;
  return note;
}

// A sheet's marks, all inside its printable area: the cut lines in its bands, the lay
// lines on its overlap strips, the crosses and the label.
void add_sheet_marks(Page& page, const PageSetup& setup, const SheetWindow& w, const Palette& pal) {
  const Box area = printable(page, setup);
  const double m = setup.margin_mm, b = setup.band_mm(), half = mark_width / 2;
  const double start = m + b, right_lay = start + setup.sheet_step_x(), lower_lay = start + setup.sheet_step_y();
  const double window_bottom = w.window.max.y;
  const bool has_right = w.across + 1 < setup.sheets_across, has_lower = w.down + 1 < setup.sheets_down;
  // Cut lines, on the side that is cut away; lay lines on the side the neighbour covers.
  if (w.across > 0) add_line(page, true, start - half, area.min.y, area.max.y, false, pal);
  if (w.down > 0) add_line(page, false, start - half, area.min.x, area.max.x, false, pal);
  if (has_right && right_lay + mark_width <= area.max.x) add_line(page, true, right_lay + half, area.min.y, window_bottom, true, pal);
  if (has_lower && lower_lay + mark_width <= area.max.y) add_line(page, false, lower_lay + half, area.min.x, area.max.x, true, pal);
  // Crosses: the sheets of a row meet in the top band, the rows in column A's left band.
  const double top_mid = m + b / 2, left_mid = m + b / 2;
  if (w.across > 0) add_cross(page, {start, top_mid}, area, pal);
  if (has_right) add_cross(page, {right_lay, top_mid}, area, pal);
  if (w.across == 0 && w.down > 0) add_cross(page, {left_mid, start}, area, pal);
  if (w.across == 0 && has_lower) add_cross(page, {left_mid, lower_lay}, area, pal);
  // The label, in the top band between the crosses.
  const double least = drawn::min_text_pt * drawn::pt_mm;
  const double name_size = 3.0, size = std::max(least, 2.3);
  const double baseline = m + b - 1.6;
  const double x = start + (w.across > 0 ? cross_arm + 1.0 : 0.5);
  const double end = has_right ? right_lay - cross_arm - 1.0 : area.max.x;
  page.shapes.push_back({Part::sheet_mark, Text{{x, baseline}, w.label, name_size, pal.ink, Anchor::start, true}});
  const double after = x + text_width_estimate(w.label, name_size, true) + 1.5;
  if (end - after > 5.0) page.shapes.push_back({Part::sheet_mark, Text{{after, baseline}, fit_text(sheet_note(setup, w), size, end - after), size, pal.ink, Anchor::start}});
}

// The first sheet (reading order) whose window holds p (mosaic mm): behind the assembled
// board, an overlap strip shows the back of the sheet underneath, the earlier one.
std::size_t back_owner(const PageSetup& setup, Vec2 p) {
  const auto first = [&](double v, double window, double step, int count) {
    return std::clamp(static_cast<int>(std::ceil((v - setup.margin_mm - window) / step)), 0, count - 1);
  };
  const int across = first(p.x, setup.window_width_mm(), setup.sheet_step_x(), setup.sheets_across);
  const int down = first(p.y, setup.window_height_mm(), setup.sheet_step_y(), setup.sheets_down);
  return static_cast<std::size_t>(down * setup.sheets_across + across);
}

Page assembly_page(const Board& board, const LayoutOptions& options, const Palette& pal, const Page& mosaic,
                   const std::vector<SheetWindow>& windows);

}  // namespace

void add_sheet_pages(Scene& scene, const Board& board, const LayoutOptions& options, const Palette& pal, const Page& mosaic,
                     const std::vector<ExpeditionMark>& marks) {
  const PageSetup& setup = board.options.page;
  const std::vector<SheetWindow> windows = sheet_windows(setup);
  std::vector<Page> sheets = cut_into_sheets(mosaic, setup, windows);
  std::vector<std::vector<ExpeditionMark>> backs(options.secret_board ? windows.size() : 0);
  for (const ExpeditionMark& m : marks) {
    if (!options.secret_board) break;
    const std::size_t k = back_owner(setup, m.pos);
    backs[k].push_back({m.pos - windows[k].offset, m.half, m.type});
  }
  const drawn::PageMap map = drawn::page_map(board);
  const Box frame{map.to_mm(map.frame_min), map.to_mm(map.frame_max)};
  const std::string duplex = options.duplex == Duplex::long_edge ? "long" : "short";
  for (std::size_t k = 0; k < windows.size(); ++k) {
    Page& page = sheets[k];
    add_sheet_marks(page, setup, windows[k], pal);
    add_footer(page, board, options, pal, "sheet " + windows[k].label, false);
    scene.pages.push_back(std::move(page));
    if (!options.secret_board) continue;
    // The back shows the board's frame where it lies on this sheet.
    const Box& w = windows[k].window;
    const Vec2 lo = frame.min - windows[k].offset, hi = frame.max - windows[k].offset;
    const Box part{{std::max(lo.x, w.min.x), std::max(lo.y, w.min.y)}, {std::min(hi.x, w.max.x), std::min(hi.y, w.max.y)}};
    scene.pages.push_back(secret_back(board, options, part, backs[k], pal,
                                      fmt::format("back of sheet {}: print double-sided, flip on the {} edge", windows[k].label, duplex),
                                      "no expeditions on this sheet"));
  }
  if (options.assembly) scene.pages.push_back(assembly_page(board, options, pal, mosaic, windows));
}

namespace {

// Edges drawn on the assembly page's picture (with the nodes as dots), at most: beyond,
// the picture shows the frame and the sheets only (a board that large is a grey blur in small).
constexpr std::size_t picture_edges = 20000;

Page assembly_page(const Board& board, const LayoutOptions& options, const Palette& pal, const Page& mosaic,
                   const std::vector<SheetWindow>& windows) {
  const PageSetup& setup = board.options.page;
  Page page;
  page.width = setup.page_width();
  page.height = setup.page_height();
  auto& out = page.shapes;
  const double m = setup.margin_mm, least = drawn::min_text_pt * drawn::pt_mm;
  const double title = 4.2, text = std::max(least, 2.6), pitch = 1.3 * text;
  out.push_back({Part::assembly, Text{{m, m + title},
                                      fit_text(fmt::format("Assembly \u00b7 board \u201c{}\u201d on {} \u00d7 {} sheets", board.seed,
                                                           setup.sheets_across, setup.sheets_down),
                                               title, page.width - 2 * m, true),
                                      title, pal.ink, Anchor::start, true}});
  const std::vector<std::string> steps = {
      "1. Print every page at 100 % (actual size): the bar in each footer measures 50 mm.",
      "2. In each row, cut the left band off every sheet but the first, along its solid line; lay the sheet's edge on its left "
      "neighbour's dashed line, the crosses in the top bands on each other, and glue.",
      "3. Cut the top band off every row but the first, along the solid line; lay the row's edge on the dashed line of the row above, "
      "the crosses left of column A on each other, and glue.",
      "4. Cut the board out along its frame.",
  };
  std::vector<std::string> lines;
  for (const std::string& step : steps)
    for (std::string& line : wrap_text(step, text, page.width - 2 * m)) lines.push_back(std::move(line));
  const double steps_top = page.height - m - setup.footer_mm - 1.0 - pitch * static_cast<double>(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i)
    out.push_back({Part::assembly, Text{{m, steps_top + pitch * static_cast<double>(i + 1) - 0.3 * text}, lines[i], text, pal.ink, Anchor::start}});
  // The picture: the mosaic's windows scaled into the room between title and steps.
  // Inset by half a millimetre: the strokes of the outermost rectangles stay off the margin.
  const Vec2 room_min{m + 0.5, m + title + 3.0}, room_max{page.width - m - 0.5, steps_top - 2.0};
  const double mw = setup.mosaic_width_mm(), mh = setup.mosaic_height_mm();
  const double scale = std::min((room_max.x - room_min.x) / mw, (room_max.y - room_min.y) / mh);
  const Vec2 origin = room_min + Vec2{(room_max.x - room_min.x - mw * scale) / 2, 0.0};
  const auto to_page = [&](Vec2 mosaic_mm) { return origin + (mosaic_mm - Vec2{m, m}) * scale; };
  std::size_t edges = 0;
  for (const Shape& s : mosaic.shapes)
    if (s.part == Part::edge) ++edges;
  std::uint32_t last_node = 0;
  for (const Shape& s : mosaic.shapes) {
    if (edges > picture_edges) break;
    if (s.part == Part::edge) {
      if (const auto* l = std::get_if<Line>(&s.item)) out.push_back({Part::assembly, Line{to_page(l->a), to_page(l->b), pal.edge, 0.15, {}}});
    } else if (s.part == Part::node && s.tag != last_node) {  // a node's first shape: its disc or square
      last_node = s.tag;
      const Box b = bounding_box(s.item);
      out.push_back({Part::assembly, Circle{to_page((b.min + b.max) * 0.5), std::max(0.3, 0.15 * (b.max.x - b.min.x) * scale), {pal.edge, std::nullopt, 0.0}}});
    }
  }
  const drawn::PageMap map = drawn::page_map(board);
  const Vec2 f0 = to_page(map.to_mm(map.frame_min)), f1 = to_page(map.to_mm(map.frame_max));
  out.push_back({Part::assembly, Rect{f0, f1 - f0, {std::nullopt, pal.ink, 0.3}}});
  // Each sheet as it shows once assembled: from its cut edges to its window's end.
  for (const SheetWindow& w : windows) {
    const Vec2 lo = to_page(w.window.min + w.offset), hi = to_page(w.window.max + w.offset);
    out.push_back({Part::assembly, Rect{lo, hi - lo, {std::nullopt, pal.ink, 0.2}}});
    const double right = w.across + 1 < setup.sheets_across ? to_page(w.window.min + w.offset + Vec2{setup.sheet_step_x(), 0}).x : hi.x;
    const double bottom = w.down + 1 < setup.sheets_down ? to_page(w.window.min + w.offset + Vec2{0, setup.sheet_step_y()}).y : hi.y;
    const double size = std::max(least, std::min(6.0, 0.3 * std::min(right - lo.x, bottom - lo.y)));
    out.push_back({Part::assembly, Text{{(lo.x + right) / 2, (lo.y + bottom) / 2 + 0.35 * size}, w.label, size, pal.ink, Anchor::middle, true}});
  }
  add_footer(page, board, options, pal, "assembly", false);
  return page;
}

}  // namespace

}  // namespace uu::render_detail

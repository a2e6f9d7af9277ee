// The pages of a board on several sheets: each sheet's part of the board (cut from the
// whole drawing by render/sheets.hpp), with crop marks on the edges that are cut,
// registration crosses where a neighbour's cut edge is laid, a label naming the sheet
// and its neighbours, and the footer; its back with --secret-board; and the assembly
// page, the whole board in small with the sheet grid and the steps.
//
// How the sheets go together: a sheet that has a neighbour on its left (above) is cut
// along its window's left (top) edge and laid on that neighbour's overlap strip, which
// repeats the same part of the board. So the cut edges are the seams the generator kept
// every node, dot and mark off (drawn::seams), and a registration cross centred on each
// cut line, in the margin, shows half on each sheet when they are aligned.
#include <algorithm>
#include <fmt/core.h>

#include "render/layout_parts.hpp"
#include "model/drawn.hpp"
#include "uuboard/render/sheets.hpp"

namespace uu::render_detail {

namespace {

constexpr double mark_width = 0.25;  // mm, crop marks and crosses
constexpr double cross_arm = 1.8;    // mm, from the cross's centre

void add_cross(Page& page, Vec2 c, const Palette& pal) {
  auto& out = page.shapes;
  out.push_back({Part::footer, Line{c - Vec2{cross_arm, 0}, c + Vec2{cross_arm, 0}, pal.ink, mark_width, {}}});
  out.push_back({Part::footer, Line{c - Vec2{0, cross_arm}, c + Vec2{0, cross_arm}, pal.ink, mark_width, {}}});
  out.push_back({Part::footer, Circle{c, 0.6 * cross_arm, {std::nullopt, pal.ink, mark_width}}});
}

// The line x = at (vertical) or y = at, marked in the margins at both of its ends: a
// crop mark along it (when it is cut) and a registration cross centred on it.
void mark_line(Page& page, const PageSetup& setup, bool vertical, double at, bool cut, const Palette& pal) {
  const double m = setup.margin_mm, far = vertical ? page.height : page.width;
  for (const double mid : {m / 2, far - m / 2}) {
    const auto point = [&](double along) { return vertical ? Vec2{at, along} : Vec2{along, at}; };
    if (cut) page.shapes.push_back({Part::footer, Line{point(mid - (m / 2 - 0.8)), point(mid + (m / 2 - 0.8)), pal.ink, mark_width, {}}});
    add_cross(page, point(mid), pal);
  }
}

std::string neighbour(const PageSetup& setup, int across, int down) {
  if (across >= setup.sheets_across || down >= setup.sheets_down) return {};
  return sheet_label(across, down);
}

// What the sheet's label says: its name, then how it joins its neighbours.
std::string sheet_note(const PageSetup& setup, const SheetWindow& w) {
  std::vector<std::string> steps;
  const std::string left = w.across > 0 ? sheet_label(w.across - 1, w.down) : "", up = w.down > 0 ? sheet_label(w.across, w.down - 1) : "";
  if (!left.empty() || !up.empty()) {
    const std::string where = !left.empty() && !up.empty() ? "left and top" : !left.empty() ? "left" : "top";
    const std::string onto = !left.empty() && !up.empty() ? left + "'s and " + up + "'s strips" : (left.empty() ? up : left) + "'s strip";
    steps.push_back(fmt::format("cut on the {} marks, lay on {}", where, onto));
  }
  if (const std::string right = neighbour(setup, w.across + 1, w.down); !right.empty()) steps.push_back("glue " + right + " on the right strip");
  if (const std::string below = neighbour(setup, w.across, w.down + 1); !below.empty()) steps.push_back("glue " + below + " on the bottom strip");
  std::string note = fmt::format("of {} \u00d7 {} sheets", setup.sheets_across, setup.sheets_down);
  for (const std::string& s : steps) note += " \u00b7 " + s;
  return note;
}

void add_sheet_marks(Page& page, const PageSetup& setup, const SheetWindow& w, const Palette& pal) {
  const double m = setup.margin_mm;
  if (w.across > 0) mark_line(page, setup, true, m, true, pal);
  if (w.down > 0) mark_line(page, setup, false, m, true, pal);
  // Where the right (lower) neighbour's cut edge is laid.
  if (w.across + 1 < setup.sheets_across) mark_line(page, setup, true, m + setup.sheet_step_x(), false, pal);
  if (w.down + 1 < setup.sheets_down) mark_line(page, setup, false, m + setup.sheet_step_y(), false, pal);
  const double least = drawn::min_text_pt * drawn::pt_mm;
  const double label_size = std::max(least, std::min(3.2, m - 2.0)), size = std::max(least, std::min(2.3, m - 2.5));
  const double baseline = m - 1.0;
  const double x = m + (w.across > 0 ? cross_arm + 1.5 : 0.0);
  page.shapes.push_back({Part::footer, Text{{x, baseline}, w.label, label_size, pal.ink, Anchor::start, true}});
  const double after = x + text_width_estimate(w.label, label_size, true) + 1.5;
  // The note stops short of the cross that marks the right neighbour's edge.
  const double end = w.across + 1 < setup.sheets_across ? m + setup.sheet_step_x() - cross_arm - 1.5 : page.width - m;
  page.shapes.push_back({Part::footer, Text{{after, baseline}, fit_text(sheet_note(setup, w), size, end - after), size, pal.ink, Anchor::start}});
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
  const double title = 4.2, text = std::max(least, 2.6);
  out.push_back({Part::legend, Text{{m, m + title},
                                    fit_text(fmt::format("Assembly \u00b7 board \u201c{}\u201d on {} \u00d7 {} sheets", board.seed,
                                                         setup.sheets_across, setup.sheets_down),
                                             title, setup.window_width_mm(), true),
                                    title, pal.ink, Anchor::start, true}});
  const std::vector<std::string> steps = {
      "1. Print every page at 100 % (actual size): the bar in each footer measures 50 mm.",
      "2. Cut each sheet along its crop marks on the left and top (column A keeps its left side, row 1 its top).",
      fmt::format("3. Glue each row from left to right: lay each sheet on its left neighbour's {:g} mm strip, crosses on crosses.",
                  setup.overlap_mm),
      "4. Glue the rows together the same way, top to bottom; then cut the board out along its frame.",
  };
  const double steps_top = page.height - m - setup.footer_mm - 1.0 - text * 1.35 * static_cast<double>(steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i)
    out.push_back({Part::legend, Text{{m, steps_top + text * 1.35 * static_cast<double>(i + 1) - 0.3 * text},
                                      fit_text(steps[i], text, setup.window_width_mm()), text, pal.ink, Anchor::start}});
  // The picture: the mosaic's windows scaled into the room between title and steps.
  const Vec2 room_min{m, m + title + 3.0}, room_max{page.width - m, steps_top - 2.0};
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
      if (const auto* l = std::get_if<Line>(&s.item)) out.push_back({Part::legend, Line{to_page(l->a), to_page(l->b), pal.edge, 0.15, {}}});
    } else if (s.part == Part::node && s.tag != last_node) {  // a node's first shape: its disc or square
      last_node = s.tag;
      const Box b = bounding_box(s.item);
      out.push_back({Part::legend, Circle{to_page((b.min + b.max) * 0.5), std::max(0.3, 0.15 * (b.max.x - b.min.x) * scale), {pal.edge, std::nullopt, 0.0}}});
    }
  }
  const drawn::PageMap map = drawn::page_map(board);
  const Vec2 f0 = to_page(map.to_mm(map.frame_min)), f1 = to_page(map.to_mm(map.frame_max));
  out.push_back({Part::legend, Rect{f0, f1 - f0, {std::nullopt, pal.ink, 0.3}}});
  // Each sheet as it shows once assembled: from its cut edges to its window's end.
  for (const SheetWindow& w : windows) {
    const Vec2 lo = to_page(w.window.min + w.offset), hi = to_page(w.window.max + w.offset);
    out.push_back({Part::legend, Rect{lo, hi - lo, {std::nullopt, pal.ink, 0.2}}});
    const double right = w.across + 1 < setup.sheets_across ? to_page(w.window.min + w.offset + Vec2{setup.sheet_step_x(), 0}).x : hi.x;
    const double bottom = w.down + 1 < setup.sheets_down ? to_page(w.window.min + w.offset + Vec2{0, setup.sheet_step_y()}).y : hi.y;
    const double size = std::max(least, std::min(6.0, 0.3 * std::min(right - lo.x, bottom - lo.y)));
    out.push_back({Part::legend, Text{{(lo.x + right) / 2, (lo.y + bottom) / 2 + 0.35 * size}, w.label, size, pal.ink, Anchor::middle, true}});
  }
  add_footer(page, board, options, pal, "assembly", false);
  return page;
}

}  // namespace

}  // namespace uu::render_detail

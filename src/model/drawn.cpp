#include "model/drawn.hpp"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <limits>
#include <numbers>
#include <string>

#include "uuboard/board.hpp"
#include "geom/trig.hpp"

namespace uu::drawn {

Sizes sizes(double unit_mm) {
  Sizes s;
  s.unit_mm = unit_mm > 0 ? unit_mm : 1.0;
  const double mm = 1.0 / s.unit_mm;
  s.node_outline = node_outline_mm * mm;
  s.center_outline = center_outline_mm * mm;
  s.dot_outline = dot_outline_mm * mm;
  s.edge_half = edge_width_mm / 2 * mm;
  s.clearance = clearance_mm * mm;
  s.min_visible = min_visible_mm * mm;
  s.min_piece = min_piece_mm * mm;
  // A box of half h prints at least 2 h mark_ink_fill of ink across.
  const double least_half = mark_min_mm / (2 * mark_ink_fill) * mm;
  s.tiny_half = std::max(drawn::tiny_half, least_half);
  s.resource_half = std::max(drawn::resource_half, least_half);
  return s;
}

double Sizes::dot_edge_angle() const {
  // A dot's centre sits at least node_radius from its node's centre; at angle a from an
  // edge it is node_radius * sin(a) from the edge's centre line.
  return trig::asin(std::min(1.0, (dot_reach() + edge_half) / node_radius));
}

double Sizes::dot_separation() const {
  // Two dots on a circle of radius r at angle a apart are 2 r sin(a / 2) apart.
  return 2.0 * trig::asin(std::min(1.0, (2.0 * dot_reach() + clearance) / (2.0 * node_radius)));
}

double unit_mm_for(const PageSetup& page, double width, double height) {
  return std::min(page.board_width_mm() / (width + 2 * frame_inset), page.board_height_mm() / (height + 2 * frame_inset));
}

PageSetup smallest_paper(double width, double height, const PageSetup& like) {
  PageSetup page = like;
  const double w = std::ceil((width + 2 * frame_inset) * min_unit_mm + 2 * like.margin_mm);
  const double h = std::ceil((height + 2 * frame_inset) * min_unit_mm + 2 * like.margin_mm + like.footer_mm);
  page.long_mm = std::max(w, h);
  page.short_mm = std::min(w, h);
  page.portrait = h > w;
  page.paper = std::to_string(static_cast<std::int64_t>(page.long_mm)) + "x" + std::to_string(static_cast<std::int64_t>(page.short_mm));
  return page;
}

PageSetup sheets_for(const PageSetup& page, double width, double height, double unit_mm) {
  PageSetup out = page;
  const auto count = [&](double needed_mm, double window_mm) {
    const double step = window_mm - page.overlap_mm;
    if (needed_mm <= window_mm || step <= 0) return 1;
    return std::clamp(static_cast<int>(std::ceil((needed_mm - page.overlap_mm) / step - 1e-9)), 1, max_sheets_side);
  };
  // Once on several sheets, each window loses its marks band: count again with it.
  for (int pass = 0; pass < 2; ++pass) {
    const PageSetup counted = out;
    out.sheets_across = count((width + 2 * frame_inset) * unit_mm, counted.window_width_mm());
    out.sheets_down = count((height + 2 * frame_inset) * unit_mm, counted.window_height_mm());
  }
  out.area_width_mm = out.area_height_mm = 0;
  return out;
}

PageMap page_map(const Board& board) {
  const PageSetup& page = board.options.page;
  PageMap m;
  // A board saved by an older generator recorded a scale without the frame's inset: the
  // frame still fits the printable area.
  const double fits = unit_mm_for(page, board.width, board.height);
  m.unit_mm = board.unit_mm > 0 ? std::min(board.unit_mm, fits) : fits;
  m.frame_min = {-frame_inset, -frame_inset};
  m.frame_max = {board.width + frame_inset, board.height + frame_inset};
  const Vec2 frame_size = (m.frame_max - m.frame_min) * m.unit_mm;
  const Vec2 corner{page.margin_mm + (page.mosaic_width_mm() - frame_size.x) / 2, page.margin_mm + (page.mosaic_height_mm() - frame_size.y) / 2};
  m.origin_mm = corner - m.frame_min * m.unit_mm;
  return m;
}

Seams seams(const Board& board) {
  Seams out;
  const PageSetup& page = board.options.page;
  if (!page.tiled()) return out;
  const PageMap m = page_map(board);
  for (int k = 1; k < page.sheets_across; ++k) out.x.push_back((page.margin_mm + k * page.sheet_step_x() - m.origin_mm.x) / m.unit_mm);
  for (int k = 1; k < page.sheets_down; ++k) out.y.push_back((page.margin_mm + k * page.sheet_step_y() - m.origin_mm.y) / m.unit_mm);
  return out;
}

namespace {

double nearest_line(const std::vector<double>& lines, double v) {
  double best = std::numeric_limits<double>::infinity();
  const auto it = std::lower_bound(lines.begin(), lines.end(), v);
  if (it != lines.end()) best = *it - v;
  if (it != lines.begin()) best = std::min(best, v - *(it - 1));
  return best;
}

}  // namespace

double seam_gap(const Seams& seams, Vec2 p) { return std::min(nearest_line(seams.x, p.x), nearest_line(seams.y, p.y)); }

// A square's footprint reaches its half side along the axes, as a circle its radius.
double seam_gap(const Seams& seams, const Footprint& f) { return seam_gap(seams, f.center) - f.reach; }

double node_axis_reach(const Node& node, const Sizes& s) {
  // A dot sits on the outline: on a square it is pushed out along its ray, but never
  // further along an axis than the half side.
  if (node.role == Role::center) return std::max(s.center_reach(), center_radius + s.dot_reach());
  return std::max(s.node_reach(), node_radius + s.dot_reach());
}

bool is_square(const Node& node) { return node.role == Role::start; }

double shape_reach(const Node& node, Vec2 dir, const Sizes& s) {
  if (node.role == Role::center) return s.center_reach();
  if (!is_square(node)) return s.node_reach();
  const double most = square_extent(dir);
  return most > 0 ? s.node_reach() / most : s.node_reach();
}

Footprint shape_footprint(const Node& node, const Sizes& s) {
  if (node.role == Role::center) return {node.pos, s.center_reach(), false};
  return {node.pos, s.node_reach(), is_square(node)};
}

Vec2 dot_offset(const Node& node, double angle) {
  const trig::SinCos t = trig::sincos(angle);
  return dot_offset(node, Vec2{t.cos, t.sin});
}

Vec2 dot_offset(const Node& node, Vec2 d) {
  if (node.role == Role::center) return d * center_radius;
  if (is_square(node)) d = d * (1.0 / square_extent(d));
  return d * node_radius;
}

double farthest_dot_offset(const Node& node) {
  if (node.role == Role::center) return center_radius;
  return is_square(node) ? node_radius * std::numbers::sqrt2 : node_radius;
}

Footprint dot_footprint(const Node& node, double angle, const Sizes& s) {
  return {node.pos + dot_offset(node, angle), s.dot_reach(), false};
}

}  // namespace uu::drawn

#include "uuboard/drawn.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "uuboard/board.hpp"

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
  s.tiny_half = std::max(drawn::tiny_half, tiny_min_mm / 2 * mm);
  return s;
}

double Sizes::dot_edge_angle() const {
  // A dot's centre sits at least node_radius from its node's centre; at angle a from an
  // edge it is node_radius * sin(a) from the edge's centre line.
  return std::asin(std::min(1.0, (dot_reach() + edge_half) / node_radius));
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
  page.paper = std::to_string(static_cast<long>(page.long_mm)) + "x" + std::to_string(static_cast<long>(page.short_mm));
  return page;
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
  const Vec2 corner{page.margin_mm + (page.board_width_mm() - frame_size.x) / 2, page.margin_mm + (page.board_height_mm() - frame_size.y) / 2};
  m.origin_mm = corner - m.frame_min * m.unit_mm;
  return m;
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

Vec2 dot_offset(const Node& node, double angle) { return dot_offset(node, Vec2{std::cos(angle), std::sin(angle)}); }

Vec2 dot_offset(const Node& node, Vec2 d) {
  if (node.role == Role::center) return d * center_radius;
  if (is_square(node)) d = d * (1.0 / square_extent(d));
  return d * node_radius;
}

Footprint dot_footprint(const Node& node, double angle, const Sizes& s) {
  return {node.pos + dot_offset(node, angle), s.dot_reach(), false};
}

}  // namespace uu::drawn

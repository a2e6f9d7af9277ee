#include "stages/seam_band.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>

namespace uu {

namespace {

// The seam line nearest v, or NaN when there is none.
double nearest(const std::vector<double>& lines, double v) {
  const auto it = std::lower_bound(lines.begin(), lines.end(), v);
  if (it == lines.end()) return lines.empty() ? std::nan("") : lines.back();
  if (it == lines.begin() || *it - v <= v - *(it - 1)) return *it;
  return *(it - 1);
}

// How far along its axis v must move to leave the band around its nearest line (0 when
// it is outside): away from the line, to the right (down) when on it.
double way_out(const std::vector<double>& lines, double v, double half) {
  const double line = nearest(lines, v);
  if (std::isnan(line)) return 0.0;
  const double d = v - line;
  if (std::abs(d) >= half) return 0.0;
  return d >= 0 ? half - d : -half - d;
}

}  // namespace

SeamBand seam_band(const Board& board) {
  SeamBand band;
  band.seams = drawn::seams(board);
  if (band.empty()) return band;
  const drawn::Sizes s = drawn::sizes(board.unit_mm);
  band.node_half = drawn::node_axis_reach(Node{}, s) + s.clearance;
  Node center;
  center.role = Role::center;
  band.center_half = drawn::node_axis_reach(center, s) + s.clearance;
  return band;
}

void add_seam_pushes(const SeamBand& band, std::span<const double> x, std::span<const double> y, double slack, std::vector<Vec2>& push) {
  // Stronger than two nodes' push, so the band wins over the nodes crowding it.
  constexpr double strength = 3.0;
  const double half = band.node_half + slack;
  for (std::size_t i = 0; i < push.size(); ++i) {
    push[i].x += strength * way_out(band.seams.x, x[i], half);
    push[i].y += strength * way_out(band.seams.y, y[i], half);
  }
}

namespace {

// v in [0, extent] scaled onto what the bands of half width `half` around `lines` leave
// free, then moved past every band it reaches.
double skip_lines(const std::vector<double>& lines, double v, double extent, double half) {
  if (lines.empty()) return v;
  double u = v * (extent - 2 * half * static_cast<double>(lines.size())) / extent;
  for (double line : lines)
    if (u >= line - half) u += 2 * half;
  return u;
}

}  // namespace

Vec2 skip_seams(const SeamBand& band, Vec2 p, double width, double height) {
  if (band.empty()) return p;
  return {skip_lines(band.seams.x, p.x, width, band.node_half), skip_lines(band.seams.y, p.y, height, band.node_half)};
}

Vec2 out_of_seams(const SeamBand& band, Vec2 p, double half, bool move_x, bool move_y) {
  if (move_x) p.x += way_out(band.seams.x, p.x, half);
  if (move_y) p.y += way_out(band.seams.y, p.y, half);
  return p;
}

Vec2 center_spot(const Board& board) {
  const Vec2 middle{board.width / 2.0, board.height / 2.0};
  const SeamBand band = seam_band(board);
  return band.empty() ? middle : out_of_seams(band, middle, band.center_half);
}

std::string node_on_seam(const Board& board, const SeamBand& band) {
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    const double half = n.role == Role::center ? band.center_half : band.node_half;
    if (drawn::seam_gap(band.seams, n.pos) < half - 1e-9)
      return fmt::format("points: node {} lies within {:.2f} units of a seam between sheets, which would cut it", i, half);
  }
  return {};
}

}  // namespace uu

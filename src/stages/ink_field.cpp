#include "stages/ink_field.hpp"

#include <algorithm>
#include <cmath>

#include "geom/segment.hpp"

namespace uu {

InkField::InkField(const Board& board) : board_(board), sizes_(drawn::sizes(board.unit_mm)), map_(drawn::page_map(board)), seams_(drawn::seams(board)) {
  columns_ = std::max(1, static_cast<int>(std::ceil(map_.frame_max.x - map_.frame_min.x)));
  rows_ = std::max(1, static_cast<int>(std::ceil(map_.frame_max.y - map_.frame_min.y)));
  mark_cells_.resize(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_));
  // Nodes' shapes and dots stay as they are while marks are placed; marks placed so far
  // join the marks' buckets.
  drawn::for_each_ink(board, sizes_, [&](const Footprint& f, drawn::InkOf of, int, int) {
    if (of != drawn::InkOf::node && of != drawn::InkOf::dot) {
      add_mark(f);
      return;
    }
    inks_.push_back(f);
    ink_at_.push_back(f.center);
    widest_ = std::max(widest_, outer_reach(f));
  });
  ink_grid_ = GridHash(ink_at_, 1.0);
  std::vector<Vec2> pos;
  pos.reserve(board.nodes.size());
  for (const Node& n : board.nodes) pos.push_back(n.pos);
  node_grid_ = GridHash(pos, 1.0);
  edge_first_.assign(board.nodes.size() + 1, 0);
  for (const Edge& e : board.edges) ++edge_first_[static_cast<std::size_t>(std::min(e.a, e.b)) + 1];
  for (std::size_t v = 0; v < board.nodes.size(); ++v) edge_first_[v + 1] += edge_first_[v];
  edge_ids_.resize(board.edges.size());
  std::vector<int> fill(edge_first_.begin(), edge_first_.end() - 1);
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    edge_ids_[static_cast<std::size_t>(fill[static_cast<std::size_t>(std::min(edge.a, edge.b))]++)] = static_cast<int>(e);
    longest_ = std::max(longest_, distance(pos[static_cast<std::size_t>(edge.a)], pos[static_cast<std::size_t>(edge.b)]));
  }
}

int InkField::cell(double v, int count, double origin) const {
  return std::clamp(static_cast<int>(std::floor(v - origin)), 0, count - 1);
}

double InkField::room(Vec2 p, double enough, int skip) const {
  const double keep = sizes_.clearance;
  double room = std::min({p.x - map_.frame_min.x, map_.frame_max.x - p.x, p.y - map_.frame_min.y, map_.frame_max.y - p.y}) - keep;
  room = std::min({room, enough, drawn::seam_gap(seams_, p) - keep});
  if (room <= 0.0) return std::max(room, 0.0);
  ink_grid_.for_each_within(p, room + keep + widest_, [&](int i) {
    room = std::min(room, distance(inks_[static_cast<std::size_t>(i)], p) - keep);
  });
  // An edge within `room` of p has an end within room + its length.
  const double edge_keep = keep + sizes_.edge_half;
  node_grid_.for_each_within(p, room + edge_keep + longest_, [&](int v) {
    for (int k = edge_first_[static_cast<std::size_t>(v)]; k < edge_first_[static_cast<std::size_t>(v) + 1]; ++k) {
      const int e = edge_ids_[static_cast<std::size_t>(k)];
      if (e == skip) continue;
      const Edge& edge = board_.edges[static_cast<std::size_t>(e)];
      room = std::min(room, distance_point_segment(p, board_.nodes[static_cast<std::size_t>(edge.a)].pos,
                                                   board_.nodes[static_cast<std::size_t>(edge.b)].pos) - edge_keep);
    }
  });
  if (!marks_.empty()) {
    const double r = room + keep + widest_mark_;
    for (int cx = cell(p.x - r, columns_, map_.frame_min.x); cx <= cell(p.x + r, columns_, map_.frame_min.x); ++cx)
      for (int cy = cell(p.y - r, rows_, map_.frame_min.y); cy <= cell(p.y + r, rows_, map_.frame_min.y); ++cy)
        for (int m : mark_cells_[static_cast<std::size_t>(cy) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(cx)])
          room = std::min(room, distance(marks_[static_cast<std::size_t>(m)], p) - keep);
  }
  return std::max(room, 0.0);
}

void InkField::add_mark(Footprint mark) {
  const int cx = cell(mark.center.x, columns_, map_.frame_min.x), cy = cell(mark.center.y, rows_, map_.frame_min.y);
  mark_cells_[static_cast<std::size_t>(cy) * static_cast<std::size_t>(columns_) + static_cast<std::size_t>(cx)].push_back(static_cast<int>(marks_.size()));
  marks_.push_back(mark);
  widest_mark_ = std::max(widest_mark_, mark.reach);
}

}  // namespace uu

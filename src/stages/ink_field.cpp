#include "stages/ink_field.hpp"

#include <algorithm>
#include <cassert>
#include <fmt/core.h>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "geom/segment.hpp"

namespace uu {

namespace {

// Far above the rounding in any distance on a board, far below any clearance: what a
// query adds to its reach so that what it leaves out is clear of p by more than rounding.
constexpr double rounding = 1e-9;

}  // namespace

InkField::InkField(const Board& board) : board_(board), sizes_(drawn::sizes(board.unit_mm)) {}

void InkField::index_board() {
  map_ = drawn::page_map(board_);
  seams_ = drawn::seams(board_);
  grid_ = UniformGrid(map_.frame_min, 1.0, static_cast<int>(std::ceil(map_.frame_max.x - map_.frame_min.x)),
                      static_cast<int>(std::ceil(map_.frame_max.y - map_.frame_min.y)));
  marks_.reset(grid_.cells());
  // Nodes' shapes and dots stay as they are while marks are placed; the marks come in
  // through catch_up.
  std::size_t count = board_.nodes.size();
  for (const Node& n : board_.nodes) count += n.power_dots.size();
  inks_.reserve(count);
  node_first_ink_.assign(board_.nodes.size() + 1, 0);
  std::vector<Vec2> ink_at;
  ink_at.reserve(count);
  drawn::for_each_ink(board_, sizes_, [&](const Footprint& f, drawn::InkOf of, int node, int) {
    if (of != drawn::InkOf::node && of != drawn::InkOf::dot) return;
    node_first_ink_[static_cast<std::size_t>(node) + 1] = inks_.size() + 1;
    inks_.push_back(f);
    ink_at.push_back(f.center);
    widest_ = std::max(widest_, outer_reach(f));
  });
  ink_grid_ = GridHash(ink_at, 1.0);
  index_edges();
  indexed_ = true;
}

void InkField::index_edges() {
  const auto ends = [&](const Edge& e) {
    return std::pair{board_.nodes[static_cast<std::size_t>(e.a)].pos, board_.nodes[static_cast<std::size_t>(e.b)].pos};
  };
  // Each edge goes into every cell its bounding box covers: counted, then placed. The
  // cells are worked out once, in the count.
  std::vector<CellRange> cells;
  cells.reserve(board_.edges.size());
  edges_.start_count(grid_.cells());
  for (const Edge& e : board_.edges) {
    const auto [a, b] = ends(e);
    const CellRange& box = cells.emplace_back(grid_.range({std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}));
    for (int cy = box.y0; cy <= box.y1; ++cy)
      for (int cx = box.x0; cx <= box.x1; ++cx) edges_.count(grid_.index(cx, cy));
    longest_ = std::max(longest_, distance(a, b));
  }
  edges_.start_placing();
  for (std::size_t i = 0; i < board_.edges.size(); ++i) {
    const auto [a, b] = ends(board_.edges[i]);
    const CellRange& box = cells[i];
    for (int cy = box.y0; cy <= box.y1; ++cy)
      for (int cx = box.x0; cx <= box.x1; ++cx) edges_.place(grid_.index(cx, cy), {a, b, static_cast<int>(i), box.x0, box.y0});
  }
  edges_.end_placing();
}

void InkField::catch_up() {
  if (!indexed_) index_board();
  // The marks as drawn::for_each_ink gives them.
  const auto take = [&](std::size_t kind, const auto& list, auto&& footprint) {
    assert(list.size() >= marks_taken_[kind]);
    for (std::size_t i = marks_taken_[kind]; i < list.size(); ++i) add_mark(footprint(list[i]));
    marks_taken_[kind] = list.size();
  };
  take(0, board_.tiny_nodes, [&](const TinyNode& t) { return Footprint{t.pos, sizes_.tiny_reach(), false}; });
  take(1, board_.expeditions, [](const Expedition& x) { return Footprint{x.pos, drawn::expedition_reach, false}; });
  take(2, board_.landmarks, [](const Landmark& l) { return Footprint{l.pos, drawn::landmark_reach, false}; });
  take(3, board_.resources, [&](const Resource& r) { return Footprint{r.pos, sizes_.resource_reach(), false}; });
}

void InkField::check_against_board() const {
#ifndef NDEBUG
  if (!indexed_) return;
  const auto differs = [](const std::string& what) { throw std::logic_error("ink field behind the board: " + what); };
  const std::array<std::size_t, 4> sizes{board_.tiny_nodes.size(), board_.expeditions.size(), board_.landmarks.size(), board_.resources.size()};
  for (std::size_t k = 0; k < sizes.size(); ++k)
    if (marks_taken_[k] > sizes[k]) differs(fmt::format("{} marks of kind {} taken, the board has {}", marks_taken_[k], k, sizes[k]));
  if (marks_taken_ != sizes) return;  // behind the board until the next catch_up
  InkField fresh(board_);
  fresh.catch_up();
  if (fresh.inks_.size() != inks_.size() || fresh.edges_.size() != edges_.size())
    differs(fmt::format("{} inks and {} edges, the board has {} and {}", inks_.size(), edges_.size(), fresh.inks_.size(), fresh.edges_.size()));
  if (fresh.widest_ != widest_ || fresh.longest_ != longest_ || fresh.widest_mark_ != widest_mark_) differs("the widest ink, mark or longest edge");
  const double enough = map_.frame_max.x - map_.frame_min.x + map_.frame_max.y - map_.frame_min.y;
  const auto same = [&](Vec2 p) {
    if (fresh.room(p, enough) != room(p, enough)) differs(fmt::format("the room at ({}, {})", p.x, p.y));
  };
  for (const Node& n : board_.nodes) same(n.pos);
  for (const Edge& e : board_.edges) same((board_.nodes[static_cast<std::size_t>(e.a)].pos + board_.nodes[static_cast<std::size_t>(e.b)].pos) * 0.5);
  for (const TinyNode& t : board_.tiny_nodes) same(t.pos);
  for (const Expedition& x : board_.expeditions) same(x.pos);
  for (const Landmark& l : board_.landmarks) same(l.pos);
  for (const Resource& r : board_.resources) same(r.pos);
#endif
}

void InkField::add_tiny_node(Vec2 at) {
  add_mark({at, sizes_.tiny_reach(), false});
  ++marks_taken_[0];
}

// The room left by the edges near p, from `room` left by the rest. An edge counts when
// its lower end lies within room + its clearance + the longest edge of p, as any edge
// within room of p does; of those, only the edges whose cells meet the box of that
// room around p (and a little) can lower it: the others lie farther.
double InkField::edge_room(Vec2 p, double room, int skip) const {
  const double edge_keep = sizes_.clearance + sizes_.edge_half;
  const double counts = room + edge_keep + longest_;
  const double counts2 = counts * counts;
  const double reach = room + edge_keep + rounding;
  const CellRange walk = grid_.range({p.x - reach, p.y - reach}, {p.x + reach, p.y + reach});
  edges_.for_each_in_cells(grid_, walk, [&](int cx, int cy, const EdgeEntry& e) {
    if (!first_meeting(cx, cy, walk, e.first_x, e.first_y) || e.edge == skip) return;
    if (!(distance_squared(e.a, p) <= counts2)) return;
    // The segment is no nearer than its box: one that far off the box along an axis
    // (by more than rounding) cannot lower the room, so it is not measured.
    const double off = room + edge_keep + rounding;
    if (std::min(e.a.x, e.b.x) - p.x > off || p.x - std::max(e.a.x, e.b.x) > off || std::min(e.a.y, e.b.y) - p.y > off ||
        p.y - std::max(e.a.y, e.b.y) > off)
      return;
    room = std::min(room, distance_point_segment(p, e.a, e.b) - edge_keep);
  });
  return room;
}

double InkField::room(Vec2 p, double enough, int skip) const {
  assert(indexed_);
  const double keep = sizes_.clearance;
  double room = std::min({p.x - map_.frame_min.x, map_.frame_max.x - p.x, p.y - map_.frame_min.y, map_.frame_max.y - p.y}) - keep;
  room = std::min({room, enough, drawn::seam_gap(seams_, p) - keep});
  if (room <= 0.0) return std::max(room, 0.0);
  // An ink whose centre lies farther than room + keep + widest_ (and rounding) cannot
  // lower the room; as the room shrinks, more inks are passed over unmeasured.
  double beyond2 = std::numeric_limits<double>::infinity();
  ink_grid_.for_each_within_d2(p, room + keep + widest_, [&](int i, double d2) {
    if (d2 > beyond2) return;
    if (const double r = distance(inks_[static_cast<std::size_t>(i)], p) - keep; r < room) {
      room = r;
      const double beyond = room + keep + widest_ + rounding;
      beyond2 = beyond * beyond;
    }
  });
  // A room at or below zero stays so, and is answered as zero.
  if (room <= 0.0) return 0.0;
  room = edge_room(p, room, skip);
  if (room <= 0.0) return 0.0;
  if (!marks_.empty()) {
    const double r = room + keep + widest_mark_;
    // Column by column: the least distance is the same in any order.
    const CellRange near = grid_.range({p.x - r, p.y - r}, {p.x + r, p.y + r});
    for (int cx = near.x0; cx <= near.x1; ++cx)
      for (int cy = near.y0; cy <= near.y1; ++cy)
        marks_.for_each_in_cell(grid_.index(cx, cy), [&](const Footprint& mark) { room = std::min(room, distance(mark, p) - keep); });
  }
  return std::max(room, 0.0);
}

// room() takes each ink's distance less the clearance, and the distance to a disc or a
// square is largest over a convex polygon at one of its corners.
double InkField::room_at_most(std::span<const Vec2> corners, std::span<const int> nodes, double enough) const {
  assert(indexed_);
  double room = enough;
  for (int v : nodes) {
    const auto node = static_cast<std::size_t>(v);
    for (std::size_t k = node_first_ink_[node]; k < node_first_ink_[node + 1]; ++k) {
      double farthest = 0.0;
      for (Vec2 q : corners) {
        farthest = std::max(farthest, distance(inks_[k], q));
        // The farthest corner can only be farther: the ink cannot lower the room.
        if (farthest - sizes_.clearance >= room) break;
      }
      room = std::min(room, farthest - sizes_.clearance);
      if (room < enough) return room;
    }
  }
  return room;
}

void InkField::add_mark(Footprint mark) {
  marks_.push(grid_.index_of(mark.center), mark);
  widest_mark_ = std::max(widest_mark_, mark.reach);
}

}  // namespace uu

#include "stages/edge_rules.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <stdexcept>
#include <string>
#include <string_view>

#include "geom/segment.hpp"

namespace uu {

int degree_cap(const Node& node) {
  if (node.role == Role::center) return 1 << 20;
  return node.on_border() || node.role == Role::start ? border_degree_cap : regular_degree_cap;
}

namespace {

// Room for the additions of every stage that shares a builder (the tree adds about one
// edge per node, the others fewer), so its arrays are not regrown edge by edge.
std::size_t room_for_edges(const Board& board) { return board.edges.size() + 3 * board.nodes.size() / 2; }

}  // namespace

EdgeBuilder::EdgeBuilder(Board& board)
    : board_(board),
      pos_(board.nodes.size()),
      cap_(board.nodes.size()),
      degree_(board.nodes.size(), 0),
      border_(board.nodes.size()),
      shape_(board.nodes.size()),
      sizes_(drawn::sizes(board.unit_mm)),
      segments_({{0.0, 0.0}, {board.width, board.height}}, 1.0),
      // Every edge, the board's included, is one added to a graph of none: the builder
      // never sorts or measures them.
      links_(FlatGraph{std::vector<int>(board.nodes.size() + 1, 0), {}, {}}, room_for_edges(board)) {
  // One pass over the (large) node records.
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    pos_[i] = n.pos;
    border_[i] = n.on_border() ? 1 : 0;
    read_role(i);
  }
  widest_ = std::max(sizes_.center_reach(), sizes_.node_reach() * std::numbers::sqrt2);
  grid_ = GridHash(pos_, 1.0);
  segments_.reserve(room_for_edges(board));
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    link(edge.a, edge.b);
    segments_.insert(static_cast<int>(e), pos(edge.a), pos(edge.b));
  }
}

void EdgeBuilder::read_role(std::size_t node) {
  const Node& n = board_.nodes[node];
  cap_[node] = degree_cap(n);
  shape_[node] = n.role == Role::center ? Shape::center : n.role == Role::start ? Shape::square : Shape::circle;
}

void EdgeBuilder::set_role(int node, Role role) {
  board_.nodes[static_cast<std::size_t>(node)].role = role;
  read_role(static_cast<std::size_t>(node));
}

void EdgeBuilder::clear_edges() {
  board_.edges.clear();
  std::fill(degree_.begin(), degree_.end(), 0);
  links_.clear();
  segments_.clear();
}

void EdgeBuilder::check_against_board() const {
#ifndef NDEBUG
  const auto differs = [](const std::string& what) { throw std::logic_error("edge builder behind the board: " + what); };
  const EdgeBuilder fresh(board_);
  if (pos_.size() != fresh.pos_.size()) differs(fmt::format("{} nodes, the board has {}", pos_.size(), fresh.pos_.size()));
  if (widest_ != fresh.widest_) differs("the widest shape (the board's scale changed)");
  const auto neighbours = [](const EdgeBuilder& builder, std::size_t node) {
    std::vector<int> out;
    builder.links_.for_each_neighbour(static_cast<int>(node), [&](int other) { out.push_back(other); });
    std::sort(out.begin(), out.end());
    return out;
  };
  for (std::size_t i = 0; i < pos_.size(); ++i) {
    const auto node_differs = [&](std::string_view what) { differs(fmt::format("node {}'s {}", i, what)); };
    if (pos_[i] != fresh.pos_[i]) node_differs("position");
    if (border_[i] != fresh.border_[i]) node_differs("border flag");
    if (cap_[i] != fresh.cap_[i]) node_differs(fmt::format("degree cap, {} (the board's {})", cap_[i], fresh.cap_[i]));
    if (shape_[i] != fresh.shape_[i]) node_differs("shape (a role changed without set_role)");
    if (degree_[i] != fresh.degree_[i]) node_differs(fmt::format("degree, {} (the board's {})", degree_[i], fresh.degree_[i]));
    if (neighbours(*this, i) != neighbours(fresh, i)) node_differs("neighbours");
  }
  // The segment grid holds each edge once, by its number on the board, where it lies.
  std::size_t indexed = 0;
  segments_.for_each_near({0.0, 0.0}, {board_.width, board_.height}, 0.0, [&](int) { ++indexed; });
  if (indexed != board_.edges.size()) differs(fmt::format("{} edges in the segment grid, the board has {}", indexed, board_.edges.size()));
  for (std::size_t e = 0; e < board_.edges.size(); ++e) {
    const Edge& edge = board_.edges[e];
    if (!segments_.any_near(pos(edge.a), pos(edge.b), 0.0, [&](int id) { return id == static_cast<int>(e); }))
      differs(fmt::format("edge {} ({}-{}) missing from the segment grid where it lies", e, edge.a, edge.b));
  }
#endif
}

const std::vector<int>& EdgeBuilder::nearest_first(int from, double radius) const {
  nearest_.clear();
  for (const auto& [d2, id] : nearest_pairs_first(from, radius, [](int) { return true; })) nearest_.push_back(id);
  return nearest_;
}

bool EdgeBuilder::connected(int a, int b) const {
  return links_.any_neighbour(a, [&](int other) { return other == b; });
}

bool EdgeBuilder::clear_of_nodes(int a, int b) const {
  const Vec2 pa = pos(a), pb = pos(b);
  // Enough of the line shows between the shapes of its ends.
  const double length = distance(pa, pb);
  if (length <= 0.0) return false;
  const Vec2 dir = (pb - pa) * (1.0 / length);
  if (length - reach_toward(a, dir) - reach_toward(b, dir * -1.0) < sizes_.min_visible) return false;
  // A shape within the clearance of the segment has its centre within the segment's
  // bounding box grown by the widest shape and the clearance, so only the grid cells of
  // that box are read.
  const double keep = sizes_.clearance + sizes_.edge_half;
  const double reach = widest_ + keep + 1e-9;
  const Box box{{std::min(pa.x, pb.x) - reach, std::min(pa.y, pb.y) - reach}, {std::max(pa.x, pb.x) + reach, std::max(pa.y, pb.y) + reach}};
  bool clear = true;
  grid_.for_each_in_box(box, [&](int c) {
    if (!clear || c == a || c == b) return;
    if (distance(footprint(c), pa, pb) < keep) clear = false;
  });
  return clear;
}

namespace {

// Whether segment ab keeps more than `gap` from the box along x or along y,
// and so more than `gap` from any ink inside the box. The extra 1e-9 (far above the
// rounding of board coordinates) makes it safe to skip the exact distance: that
// distance, as computed, then exceeds `gap` too.
bool apart_along_an_axis(const Box& box, Vec2 a, Vec2 b, double gap) {
  const double g = gap + 1e-9;
  const Vec2 lo = box.min, hi = box.max;
  return std::min(a.x, b.x) - hi.x > g || lo.x - std::max(a.x, b.x) > g || std::min(a.y, b.y) - hi.y > g ||
         lo.y - std::max(a.y, b.y) > g;
}

}  // namespace

bool EdgeBuilder::fits_as_square(int node) const {
  const Vec2 p = pos(node);
  const double square = sizes_.node_reach();
  const bool hidden_edge = links_.any_neighbour(node, [&](int other) {
    const double length = distance(p, pos(other));
    const Vec2 dir = (pos(other) - p) * (1.0 / length);
    return length - square / drawn::square_extent(dir) - reach_toward(other, dir * -1.0) < sizes_.min_visible;
  });
  if (hidden_edge) return false;
  const Footprint ink{p, square, true};
  const double keep = sizes_.clearance + sizes_.edge_half;
  const Vec2 corner{square, square};
  return !segments_.any_near(p, p, square * std::numbers::sqrt2 + keep, [&](int e) {
    const Edge& edge = board_.edges[static_cast<std::size_t>(e)];
    if (edge.a == node || edge.b == node) return false;
    const Vec2 a = pos(edge.a), b = pos(edge.b);
    return !apart_along_an_axis({p - corner, p + corner}, a, b, keep) && distance(ink, a, b) < keep;
  });
}

Footprint EdgeBuilder::footprint(int node) const {
  const auto i = static_cast<std::size_t>(node);
  return {pos_[i], shape_[i] == Shape::center ? sizes_.center_reach() : sizes_.node_reach(), shape_[i] == Shape::square};
}

double EdgeBuilder::reach_toward(int node, Vec2 dir) const {
  const auto i = static_cast<std::size_t>(node);
  if (shape_[i] == Shape::center) return sizes_.center_reach();
  if (shape_[i] == Shape::circle) return sizes_.node_reach();
  return sizes_.node_reach() / drawn::square_extent(dir);
}

namespace {

// What segments_cross says of two segments meeting only at their common end `common`:
// whether they also run along one line in the same direction from it.
bool overlaps_from(Vec2 common, Vec2 p, Vec2 q) {
  return orientation(common, p, q) == 0 && dot(p - common, q - common) > 0.0;
}

// segments_cross(a, b, c, d), ab = b - a, with its common outcomes settled first: the
// side of the line ab each end of cd lies on, worked out as segments_cross does, tells
// which of its cases applies. A zero side comes with any end cd shares with ab (the
// cross product of a vector with zero or with itself is zero), so two nonzero sides mean
// no shared end, and one nonzero side leaves only the other end of cd to compare.
bool cross_with(Vec2 a, Vec2 ab, Vec2 b, Vec2 c, Vec2 d) {
  const double sc = cross(ab, c - a), sd = cross(ab, d - a);
  if (sc != 0.0 && sd != 0.0) {
    if ((sc > 0.0) == (sd > 0.0)) {
      // c and d on one side of the line ab: segments_cross can then only find an end of
      // ab lying on cd, which needs that end inside cd's bounding box.
      const auto in_box = [&](Vec2 p) {
        return std::min(c.x, d.x) <= p.x && p.x <= std::max(c.x, d.x) && std::min(c.y, d.y) <= p.y &&
               p.y <= std::max(c.y, d.y);
      };
      if (!in_box(a) && !in_box(b)) return false;
    } else {
      // c and d on either side: a proper crossing when a and b are on either side of cd.
      const Vec2 cd = d - c;
      const double sa = cross(cd, a - c), sb = cross(cd, b - c);
      if (sa != 0.0 && sb != 0.0) return (sa > 0.0) != (sb > 0.0);
    }
  } else if (sd != 0.0 && (c == a) != (c == b)) {
    return c == a ? overlaps_from(a, b, d) : overlaps_from(b, a, d);  // one shared end, c
  } else if (sc != 0.0 && (d == a) != (d == b)) {
    return d == a ? overlaps_from(a, b, c) : overlaps_from(b, a, c);  // one shared end, d
  }
  return segments_cross(a, b, c, d);
}

}  // namespace

bool EdgeBuilder::crosses_added_since(int a, int b, std::size_t first_edge) const {
  const Vec2 pa = pos(a), pb = pos(b), ab = pb - pa;
  // The segments are indexed by edge number, in the order they were added.
  return segments_.any_near_from(pa, pb, 0.0, static_cast<int>(first_edge), [&](int e) {
    const Edge& other = board_.edges[static_cast<std::size_t>(e)];
    return cross_with(pa, ab, pb, pos(other.a), pos(other.b));
  });
}

bool EdgeBuilder::can_add(int a, int b) const {
  return pair_allowed(a, b) && !connected(a, b) && below_cap(a) && below_cap(b) && clear_of_nodes(a, b) &&
         !crosses_existing(a, b);
}

void EdgeBuilder::add(int a, int b) {
  const Edge edge{std::min(a, b), std::max(a, b)};
  segments_.insert(static_cast<int>(board_.edges.size()), pos(a), pos(b));
  board_.edges.push_back(edge);
  link(a, b);
}

void EdgeBuilder::link(int a, int b) {
  links_.add_edge(a, b, 0.0);
  ++degree_[static_cast<std::size_t>(a)];
  ++degree_[static_cast<std::size_t>(b)];
}

}  // namespace uu

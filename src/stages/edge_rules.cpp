#include "stages/edge_rules.hpp"

#include <algorithm>

#include "uuboard/geom/segment.hpp"

namespace uu {

namespace {
std::vector<Vec2> node_positions(const Board& board) {
  std::vector<Vec2> pos;
  pos.reserve(board.nodes.size());
  for (const Node& n : board.nodes) pos.push_back(n.pos);
  return pos;
}
}  // namespace

int degree_cap(const Node& node) {
  if (node.role == Role::center) return 1 << 20;
  return node.on_border() || node.role == Role::start ? border_degree_cap : regular_degree_cap;
}

EdgeBuilder::EdgeBuilder(Board& board)
    : board_(board),
      grid_(node_positions(board), 1.0),
      segments_({0.0, 0.0}, {board.width, board.height}, 1.0),
      neighbours_(board.nodes.size()) {
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    neighbours_[static_cast<std::size_t>(edge.a)].push_back(edge.b);
    neighbours_[static_cast<std::size_t>(edge.b)].push_back(edge.a);
    segments_.insert(static_cast<int>(e), board.nodes[static_cast<std::size_t>(edge.a)].pos,
                     board.nodes[static_cast<std::size_t>(edge.b)].pos);
  }
}

std::vector<int> EdgeBuilder::nearest_first(int from, double radius) const {
  const Vec2 p = board_.nodes[static_cast<std::size_t>(from)].pos;
  std::vector<int> ids = grid_.within(p, radius);
  std::erase(ids, from);
  std::sort(ids.begin(), ids.end(), [&](int a, int b) {
    const double da = distance_squared(board_.nodes[static_cast<std::size_t>(a)].pos, p);
    const double db = distance_squared(board_.nodes[static_cast<std::size_t>(b)].pos, p);
    return da != db ? da < db : a < b;
  });
  return ids;
}

bool EdgeBuilder::connected(int a, int b) const {
  const auto& list = neighbours_[static_cast<std::size_t>(a)];
  return std::find(list.begin(), list.end(), b) != list.end();
}

bool EdgeBuilder::pair_allowed(int a, int b) const {
  return a != b && !(board_.nodes[static_cast<std::size_t>(a)].on_border() && board_.nodes[static_cast<std::size_t>(b)].on_border());
}

bool EdgeBuilder::clear_of_nodes(int a, int b) const {
  const Vec2 pa = board_.nodes[static_cast<std::size_t>(a)].pos, pb = board_.nodes[static_cast<std::size_t>(b)].pos;
  // A node within the clearance of the segment lies within its bounding box grown by the
  // clearance (with a margin for rounding), so only the grid cells of that box are read.
  const double reach = edge_clearance + 1e-9;
  const Vec2 lo{std::min(pa.x, pb.x) - reach, std::min(pa.y, pb.y) - reach};
  const Vec2 hi{std::max(pa.x, pb.x) + reach, std::max(pa.y, pb.y) + reach};
  bool clear = true;
  grid_.for_each_in_box(lo, hi, [&](int c) {
    if (!clear || c == a || c == b) return;
    if (distance_point_segment(board_.nodes[static_cast<std::size_t>(c)].pos, pa, pb) < edge_clearance) clear = false;
  });
  return clear;
}

bool EdgeBuilder::crosses_existing(int a, int b) const {
  const Vec2 pa = board_.nodes[static_cast<std::size_t>(a)].pos, pb = board_.nodes[static_cast<std::size_t>(b)].pos;
  return segments_.any_near(pa, pb, 0.0, [&](int e) {
    const Edge& other = board_.edges[static_cast<std::size_t>(e)];
    return segments_cross(pa, pb, board_.nodes[static_cast<std::size_t>(other.a)].pos, board_.nodes[static_cast<std::size_t>(other.b)].pos);
  });
}

bool EdgeBuilder::can_add(int a, int b) const {
  return pair_allowed(a, b) && !connected(a, b) && below_cap(a) && below_cap(b) && clear_of_nodes(a, b) &&
         !crosses_existing(a, b);
}

void EdgeBuilder::add(int a, int b) {
  const Edge edge{std::min(a, b), std::max(a, b)};
  segments_.insert(static_cast<int>(board_.edges.size()), board_.nodes[static_cast<std::size_t>(a)].pos,
                   board_.nodes[static_cast<std::size_t>(b)].pos);
  board_.edges.push_back(edge);
  neighbours_[static_cast<std::size_t>(a)].push_back(b);
  neighbours_[static_cast<std::size_t>(b)].push_back(a);
}

}  // namespace uu

// Stage "areas". Reads positions, sides and edges; writes board.areas, every bounded
// face of the graph once. Border nodes are closed into a ring along the paper's outline
// (through the four paper corners, so a temporary link never cuts a corner across a
// node there); the faces are found on real edges plus that ring, and the corners are
// left out of each area's node cycle again.
#include <algorithm>
#include <array>
#include <tuple>
#include <utility>

#include "stages/stages.hpp"
#include "geom/faces.hpp"

namespace uu {

// Position of a point on the paper's outline, measured clockwise on the page from the
// top-left corner: top, right, bottom, then left side.
double border_position(const Board& board, const Node& node) {
  const Vec2 p = node.pos;
  const double w = board.width, h = board.height;
  if (node.sides.has(Side::top)) return p.x;
  if (node.sides.has(Side::right)) return w + p.y;
  if (node.sides.has(Side::bottom)) return w + h + (w - p.x);
  return 2.0 * w + h + (h - p.y);
}

namespace {

struct Corner {
  Vec2 pos;
  double position;  // border_position of the corner
};

std::array<Corner, 4> paper_corners(const Board& board) {
  const double w = board.width, h = board.height;
  return {{{{0.0, 0.0}, 0.0}, {{w, 0.0}, w}, {{w, h}, w + h}, {{0.0, h}, 2.0 * w + h}}};
}

// How far clockwise along an outline of length `perimeter` x lies from `from`, in [0, perimeter).
double clockwise_from(double from, double x, double perimeter) {
  const double d = x - from;
  return d < 0.0 ? d + perimeter : d;
}

}  // namespace

// The outline of an area on paper: its nodes, with a paper corner wherever the area runs
// along the border around it (areas are clockwise on the page, so a border link goes
// clockwise along the outline).
void area_outline(const Board& board, const Area& area, std::vector<Vec2>& ring) {
  const double perimeter = 2.0 * (board.width + board.height);
  const auto corners = paper_corners(board);
  ring.clear();
  ring.reserve(area.nodes.size());
  for (std::size_t i = 0; i < area.nodes.size(); ++i) {
    const Node& a = board.nodes[static_cast<std::size_t>(area.nodes[i])];
    const Node& b = board.nodes[static_cast<std::size_t>(area.nodes[(i + 1) % area.nodes.size()])];
    ring.push_back(a.pos);
    if (!a.on_border() || !b.on_border()) continue;
    const double from = border_position(board, a), to = border_position(board, b);
    // The corners passed going clockwise from a to b, in that order (kept sorted by
    // insertion as they come; equal distances stay in corner order).
    std::array<Corner, 4> passed;  // position: how far clockwise from a
    std::size_t count = 0;
    const double span = from == to ? perimeter : clockwise_from(from, to, perimeter);
    for (const Corner& c : corners) {
      const double at = clockwise_from(from, c.position, perimeter);
      if (!(at > 0.0 && at < span)) continue;
      std::size_t k = count++;
      for (; k > 0 && at < passed[k - 1].position; --k) passed[k] = passed[k - 1];
      passed[k] = {c.pos, at};
    }
    for (std::size_t k = 0; k < count; ++k) ring.push_back(passed[k].pos);
  }
}

std::vector<Vec2> area_outline(const Board& board, const Area& area) {
  std::vector<Vec2> ring;
  area_outline(board, area, ring);
  return ring;
}

StageResult find_areas(Board& board) {
  const int n = static_cast<int>(board.nodes.size());
  std::vector<Vec2> points;
  points.reserve(board.nodes.size() + 4);
  for (const Node& node : board.nodes) points.push_back(node.pos);

  // The outline ring: border nodes and paper corners, clockwise from the top-left corner.
  std::vector<std::tuple<double, int>> outline;
  const auto border_nodes = std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& node) { return node.on_border(); });
  outline.reserve(static_cast<std::size_t>(border_nodes) + 4);  // and the paper corners
  for (int v = 0; v < n; ++v) {
    const Node& node = board.nodes[static_cast<std::size_t>(v)];
    if (node.on_border()) outline.emplace_back(border_position(board, node), v);
  }
  for (const Corner& c : paper_corners(board)) {
    const bool taken = std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& node) { return node.pos == c.pos; });
    if (taken) continue;
    outline.emplace_back(c.position, static_cast<int>(points.size()));
    points.push_back(c.pos);
  }
  std::sort(outline.begin(), outline.end());

  std::vector<std::pair<int, int>> links;
  links.reserve(board.edges.size() + outline.size());
  for (const Edge& e : board.edges) links.emplace_back(e.a, e.b);
  if (outline.size() >= 2) {
    for (std::size_t i = 0; i < outline.size(); ++i) {
      links.emplace_back(std::get<1>(outline[i]), std::get<1>(outline[(i + 1) % outline.size()]));
    }
  }

  const PlanarFaces faces = planar_faces(points, links);
  board.areas.clear();
  board.areas.reserve(faces.size());
  for (std::size_t f = 0; f < faces.size(); ++f) {
    if (static_cast<int>(f) == faces.outer) continue;
    Area area;
    area.nodes.reserve(faces.face(f).size());
    for (int id : faces.face(f)) {
      if (id >= n) continue;  // a paper corner
      if (!area.nodes.empty() && area.nodes.back() == id) continue;
      area.nodes.push_back(id);
    }
    while (area.nodes.size() > 1 && area.nodes.back() == area.nodes.front()) area.nodes.pop_back();
    if (!area.nodes.empty()) board.areas.push_back(std::move(area));
  }
  return StageResult::success();
}

}  // namespace uu

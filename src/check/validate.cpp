#include "uuboard/validate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fmt/core.h>

#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"
#include "stages/seam_band.hpp"
#include "check/validate_parts.hpp"
#include "graph/flat_graph.hpp"
#include "model/rules.hpp"
#include "geom/grid_hash.hpp"
#include "geom/segment.hpp"
#include "geom/segment_grid.hpp"

namespace uu {

namespace {

// The rule numbers are the stages' own (model/rules.hpp): a change there is a change here.
constexpr double position_tolerance = 1e-9;

using Problems = std::vector<std::string>;

std::vector<Vec2> positions(const Board& board) {
  std::vector<Vec2> pos;
  for (const Node& n : board.nodes) pos.push_back(n.pos);
  return pos;
}

// The most nodes a unit square can hold at the spacing rule: discs of half the spacing
// around them do not overlap and lie within the square grown by half the spacing.
constexpr double pi = 3.14159265358979323846;
const int most_per_unit_square =
    static_cast<int>((1.0 + min_node_spacing) * (1.0 + min_node_spacing) / (pi * min_node_spacing * min_node_spacing / 4.0));

// The unit square of the grid that holds the most nodes: its corner and how many.
struct Crowd {
  Vec2 corner;
  int count = 0;
};

Crowd densest_square(const std::vector<Vec2>& pos) {
  std::vector<std::pair<std::int64_t, std::int64_t>> cells;
  cells.reserve(pos.size());
  for (const Vec2& p : pos) {
    if (std::isfinite(p.x) && std::isfinite(p.y))
      cells.emplace_back(static_cast<std::int64_t>(std::floor(p.x)), static_cast<std::int64_t>(std::floor(p.y)));
  }
  std::sort(cells.begin(), cells.end());
  Crowd densest;
  for (std::size_t i = 0, j = 0; i < cells.size(); i = j) {
    while (j < cells.size() && cells[j] == cells[i]) ++j;
    if (static_cast<int>(j - i) > densest.count)
      densest = {{static_cast<double>(cells[i].first), static_cast<double>(cells[i].second)}, static_cast<int>(j - i)};
  }
  return densest;
}

// False when the nodes crowd so that no rule between nearby things can be checked in
// reasonable time: a unit square holding more nodes than the spacing rule lets fit. A
// board with all its nodes on one point would otherwise list every pair of them, of
// nodes, edges and marks (millions of lines for a few thousand nodes).
bool check_nodes(const Board& board, Problems& out) {
  int centers = 0;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    if (!(n.pos.x >= 0.0 && n.pos.x <= board.width && n.pos.y >= 0.0 && n.pos.y <= board.height)) {
      out.push_back(fmt::format("inside: node {} at ({:.3f}, {:.3f}) is off the board", i, n.pos.x, n.pos.y));
    }
    const auto off = [&](Side s, double coord, double want) {
      if (n.sides.has(s) && std::abs(coord - want) > position_tolerance) {
        out.push_back(fmt::format("border: node {} is marked {} but is not on that side", i, to_string(s)));
      }
    };
    off(Side::left, n.pos.x, 0.0);
    off(Side::right, n.pos.x, board.width);
    off(Side::top, n.pos.y, 0.0);
    off(Side::bottom, n.pos.y, board.height);
    if (n.role == Role::center) ++centers;
  }
  if (centers != 1 || board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size() ||
      board.nodes[static_cast<std::size_t>(board.center)].role != Role::center) {
    out.push_back(fmt::format("center: the board needs exactly one center node, marked as such (found {})", centers));
  } else {
    const Vec2 c = board.nodes[static_cast<std::size_t>(board.center)].pos, middle = center_spot(board);
    if (std::abs(c.x - middle.x) > position_tolerance || std::abs(c.y - middle.y) > position_tolerance) {
      out.push_back(fmt::format("center: node {} is not at the board's middle{}", board.center, board.options.page.tiled() ? " (off the seams)" : ""));
    }
  }
  const std::vector<Vec2> pos = positions(board);
  if (const Crowd crowd = densest_square(pos); crowd.count > most_per_unit_square) {
    out.push_back(fmt::format("spacing: {} nodes lie in the unit square at ({:g}, {:g}), where at most {} fit {} units apart; the rules "
                              "between nearby nodes, edges and marks were not checked",
                              crowd.count, crowd.corner.x, crowd.corner.y, most_per_unit_square, min_node_spacing));
    return false;
  }
  const GridHash grid(pos, 1.0);
  for (std::size_t i = 0; i < pos.size(); ++i) {
    grid.for_each_within(pos[i], min_node_spacing, [&](int j) {
      if (static_cast<std::size_t>(j) <= i) return;
      if (distance(pos[i], pos[static_cast<std::size_t>(j)]) < min_node_spacing) {
        out.push_back(fmt::format("spacing: nodes {} and {} are closer than {} units", i, j, min_node_spacing));
      }
    });
  }
  return true;
}

// Edge ids well formed; returns false when the rest of the edge checks cannot run.
bool check_edge_ids(const Board& board, Problems& out) {
  bool ok = true;
  std::vector<std::pair<int, int>> seen;
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    const int n = static_cast<int>(board.nodes.size());
    if (edge.a < 0 || edge.b < 0 || edge.a >= n || edge.b >= n) {
      out.push_back(fmt::format("edges: edge {} names a node that does not exist", e));
      ok = false;
    } else if (edge.a >= edge.b) {
      out.push_back(fmt::format("edges: edge {} ({}, {}) is a loop or not written smaller id first", e, edge.a, edge.b));
    }
    seen.emplace_back(std::min(edge.a, edge.b), std::max(edge.a, edge.b));
  }
  std::sort(seen.begin(), seen.end());
  for (std::size_t i = 1; i < seen.size(); ++i) {
    if (seen[i] == seen[i - 1]) out.push_back(fmt::format("edges: nodes {} and {} are joined twice", seen[i].first, seen[i].second));
  }
  return ok;
}

void check_connected(const Board& board, const FlatGraph& graph, Problems& out) {
  if (board.nodes.empty()) return;
  std::vector<char> seen(board.nodes.size(), 0);
  std::vector<int> stack{0};
  seen[0] = 1;
  std::size_t reached = 1;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    for (int w : graph.neighbours(v)) {
      if (!seen[static_cast<std::size_t>(w)]) {
        seen[static_cast<std::size_t>(w)] = 1;
        ++reached;
        stack.push_back(w);
      }
    }
  }
  if (reached != board.nodes.size()) {
    const auto lost = std::find(seen.begin(), seen.end(), 0) - seen.begin();
    out.push_back(fmt::format("connected: {} of {} nodes cannot be reached from node 0 (node {} among them)",
                              board.nodes.size() - reached, board.nodes.size(), lost));
  }
}

void check_edge_geometry(const Board& board, const FlatGraph& graph, Problems& out) {
  const std::vector<Vec2> pos = positions(board);
  const GridHash grid(pos, 1.0);
  SegmentGrid segments({{0.0, 0.0}, {board.width, board.height}}, 1.0);
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    segments.insert(static_cast<int>(e), pos[static_cast<std::size_t>(board.edges[e].a)], pos[static_cast<std::size_t>(board.edges[e].b)]);
  }
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    const Vec2 a = pos[static_cast<std::size_t>(edge.a)], b = pos[static_cast<std::size_t>(edge.b)];
    if (board.nodes[static_cast<std::size_t>(edge.a)].on_border() && board.nodes[static_cast<std::size_t>(edge.b)].on_border()) {
      out.push_back(fmt::format("border-edge: edge {} joins border nodes {} and {}", e, edge.a, edge.b));
    }
    std::vector<int> near;
    segments.for_each_near(a, b, 0.0, [&](int f) { near.push_back(f); });
    for (int f : near) {
      if (static_cast<std::size_t>(f) <= e) continue;
      const Edge& other = board.edges[static_cast<std::size_t>(f)];
      if (segments_cross(a, b, pos[static_cast<std::size_t>(other.a)], pos[static_cast<std::size_t>(other.b)])) {
        out.push_back(fmt::format("planar: edges {} ({}-{}) and {} ({}-{}) cross", e, edge.a, edge.b, f, other.a, other.b));
      }
    }
  }
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const int cap = degree_cap(board.nodes[i]);
    if (const int degree = graph.degree(static_cast<int>(i)); degree > cap) {
      out.push_back(fmt::format("caps: node {} has {} edges, at most {} allowed", i, degree, cap));
    }
  }
}

void check_start_nodes(const Board& board, const FlatGraph& graph, Problems& out) {
  std::vector<int> starts;
  int per_side[4] = {0, 0, 0, 0};
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    if (n.role != Role::start) continue;
    starts.push_back(static_cast<int>(i));
    if (n.sides.count() != 1) {
      out.push_back(fmt::format("start: start node {} is not on exactly one side", i));
    } else {
      for (Side s : all_sides) per_side[static_cast<int>(s)] += n.sides.has(s);
    }
    const int degree = graph.degree(static_cast<int>(i));
    if (degree == 0 || degree > 2) out.push_back(fmt::format("start: start node {} has {} edges (1-2 allowed)", i, degree));
  }
  if (const auto needed = static_cast<std::size_t>(4 * starts_per_side); starts.size() != needed)
    out.push_back(fmt::format("start: {} start nodes, {} needed", starts.size(), needed));
  for (Side s : all_sides) {
    if (per_side[static_cast<int>(s)] != starts_per_side) {
      out.push_back(fmt::format("start: {} start nodes on the {} side, {} needed", per_side[static_cast<int>(s)], to_string(s), starts_per_side));
    }
  }
  std::vector<int> owner(board.nodes.size(), -1);  // which start node a neighbour belongs to
  for (int s : starts) {
    for (int n : graph.neighbours(s)) {
      if (board.nodes[static_cast<std::size_t>(n)].role == Role::start && s < n) {
        out.push_back(fmt::format("start: start nodes {} and {} are adjacent", s, n));
      }
      if (owner[static_cast<std::size_t>(n)] >= 0) {
        out.push_back(fmt::format("start: start nodes {} and {} share neighbour {}", owner[static_cast<std::size_t>(n)], s, n));
      }
      owner[static_cast<std::size_t>(n)] = s;
    }
  }
}

}  // namespace

std::vector<std::string> validate(const Board& board, Through through, const Dictionary& dictionary) {
  Problems out;
  check_names(board, dictionary, out);
  if (!check_nodes(board, out)) return out;
  check_drawn(board, out);
  if (through == Through::points) return out;
  if (!check_edge_ids(board, out)) return out;
  const FlatGraph graph = flat_graph(board);
  check_connected(board, graph, out);
  check_edge_geometry(board, graph, out);
  if (through == Through::tree || through == Through::edges) return out;
  check_start_nodes(board, graph, out);
  if (through == Through::start_nodes) return out;
  check_types(board, out);
  if (through == Through::types) return out;
  check_placements(board, dictionary, out);
  if (through != Through::finished) return out;
  check_complete(board, out);
  check_derived(board, dictionary, out);
  return out;
}

}  // namespace uu

// Rules of the placement stages, checked from the board (and for each node type's power
// dots, the game's tables): power dots, areas, expeditions, landmarks, resources and tiny nodes. A stage that has not run leaves
// its vector empty, and its rules are skipped.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <numeric>
#include <set>
#include <string_view>
#include <utility>

#include "geom/polygon.hpp"
#include "geom/segment.hpp"
#include "stages/stages.hpp"
#include "stages/dot_rules.hpp"
#include "check/validate_parts.hpp"
#include "graph/flat_graph.hpp"
#include "geom/trig.hpp"

namespace uu {

namespace {

constexpr double tolerance = 1e-9;
constexpr double min_separation = dot_rules::min_separation;

double degrees(double radians) { return radians * 180.0 / std::numbers::pi; }

// Unsigned angle between two directions, in [0, pi].
double angle_between(double a, double b) { return std::abs(std::remainder(a - b, 2.0 * std::numbers::pi)); }

double direction(Vec2 from, Vec2 to) { return trig::atan2(to.y - from.y, to.x - from.x); }

// Counts, and the angles a dot keeps from its edges and the border; how far apart the
// dots of one node print is a rule of the page (validate_drawn.cpp, "dots-apart").
void check_dots(const Board& board, const Dictionary& dict, std::vector<std::string>& out) {
  const dot_rules::DotCounts counts(dict);
  const FlatGraph graph = flat_graph(board);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& node = board.nodes[v];
    const auto& dots = node.power_dots;
    if (const int most = counts.most(node, board.options.players); static_cast<int>(dots.size()) > most) {
      out.push_back(fmt::format("dots: node {} has {} dots, at most {} allowed", v, dots.size(), most));
    }
    for (std::size_t i = 0; i < dots.size(); ++i) {
      for (int n : graph.neighbours(static_cast<int>(v))) {
        const double gap = angle_between(dots[i].angle, direction(node.pos, board.nodes[static_cast<std::size_t>(n)].pos));
        if (gap < min_separation - tolerance) {
          out.push_back(fmt::format("dots: node {} dot {} is {:.1f}° from an edge", v, i, degrees(gap)));
        }
      }
      if (!node.on_border()) continue;
      // The dot must point into the board and stay min_separation off each border line.
      const trig::SinCos t = trig::sincos(dots[i].angle);
      const Vec2 d{t.cos, t.sin};
      const double limit = trig::sin(min_separation) - tolerance;
      if ((node.sides.has(Side::left) && d.x < limit) || (node.sides.has(Side::right) && -d.x < limit) ||
          (node.sides.has(Side::top) && d.y < limit) || (node.sides.has(Side::bottom) && -d.y < limit)) {
        out.push_back(fmt::format("dots: border node {} dot {} points off the board or along its side", v, i));
      }
    }
  }
}

// Whether b follows a on the paper's outline with no border node between them.
bool border_link(const Board& board, int a, int b) {
  const Node& na = board.nodes[static_cast<std::size_t>(a)];
  const Node& nb = board.nodes[static_cast<std::size_t>(b)];
  if (!na.on_border() || !nb.on_border()) return false;
  const double perimeter = 2.0 * (board.width + board.height);
  const auto ahead = [&](double x) {
    double d = x - border_position(board, na);
    if (d < 0.0) d += perimeter;
    return d;
  };
  const double span = ahead(border_position(board, nb));
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& other = board.nodes[v];
    if (!other.on_border() || static_cast<int>(v) == a || static_cast<int>(v) == b) continue;
    const double at = ahead(border_position(board, other));
    if (at > 0.0 && at < span) return false;
  }
  return true;
}

// Number of bounded face walks of the graph closed along the border: E - V + 2C - 1 over
// linked nodes, free paper corners, edges and outline links (Euler per component, less
// the one outer face).
std::size_t expected_areas(const Board& board) {
  const std::size_t n = board.nodes.size();
  std::vector<std::pair<double, std::size_t>> outline;
  for (std::size_t v = 0; v < n; ++v) {
    if (board.nodes[v].on_border()) outline.emplace_back(border_position(board, board.nodes[v]), v);
  }
  const double w = board.width, h = board.height;
  const std::pair<Vec2, double> corners[] = {{{0.0, 0.0}, 0.0}, {{w, 0.0}, w}, {{w, h}, w + h}, {{0.0, h}, 2.0 * w + h}};
  std::size_t vertices = n;
  for (const auto& corner : corners) {
    // Not a structured binding: clang 14 (the sanitizer build) cannot capture one.
    const Vec2 pos = corner.first;
    if (std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& node) { return node.pos == pos; })) continue;
    outline.emplace_back(corner.second, vertices++);
  }
  std::sort(outline.begin(), outline.end());
  std::vector<std::size_t> parent(vertices);
  std::iota(parent.begin(), parent.end(), std::size_t{0});
  const auto root = [&](std::size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  std::set<std::pair<std::size_t, std::size_t>> links;
  const auto join = [&](std::size_t a, std::size_t b) {
    if (a == b) return;
    links.insert({std::min(a, b), std::max(a, b)});
    parent[root(a)] = root(b);
  };
  for (const Edge& e : board.edges) join(static_cast<std::size_t>(e.a), static_cast<std::size_t>(e.b));
  if (outline.size() >= 2) {
    for (std::size_t i = 0; i < outline.size(); ++i) join(outline[i].second, outline[(i + 1) % outline.size()].second);
  }
  // Points without links belong to no face walk.
  std::vector<char> linked(vertices, 0);
  for (const auto& [a, b] : links) linked[a] = linked[b] = 1;
  std::size_t components = 0, used = 0;
  for (std::size_t v = 0; v < vertices; ++v) {
    if (!linked[v]) continue;
    ++used;
    components += root(v) == v;
  }
  if (components == 0) return 0;
  return links.size() + 2 * components - 1 - used;
}

void check_areas(const Board& board, std::vector<std::string>& out) {
  std::set<std::pair<int, int>> edges, steps;
  for (const Edge& e : board.edges) edges.insert({e.a, e.b});
  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    const auto& cycle = board.areas[a].nodes;
    for (std::size_t i = 0; i < cycle.size(); ++i) {
      const int u = cycle[i], v = cycle[(i + 1) % cycle.size()];
      if (!edges.contains({std::min(u, v), std::max(u, v)}) && !border_link(board, u, v)) {
        out.push_back(fmt::format("areas: area {} steps from node {} to node {}, which share no edge or border link", a, u, v));
      }
      if (!steps.insert({u, v}).second) {
        out.push_back(fmt::format("areas: the step from node {} to node {} belongs to two areas", u, v));
      }
    }
    if (signed_area(area_outline(board, board.areas[a])) <= 0.0) {
      out.push_back(fmt::format("areas: area {} does not run clockwise on the page", a));
    }
  }
  const std::size_t expected = expected_areas(board);
  if (board.areas.size() != expected) {
    out.push_back(fmt::format("areas: {} areas, but the graph has {} bounded faces", board.areas.size(), expected));
  }
}

// A mark placed in an area lies inside it, in an area of its use. Its clearances are
// checked on its drawn footprint (validate_drawn.cpp).
void check_in_area(const Board& board, std::string_view rule, std::size_t index, int area, AreaUse use, Vec2 pos,
                   std::vector<std::string>& out) {
  if (area < 0 || static_cast<std::size_t>(area) >= board.areas.size()) {
    out.push_back(fmt::format("{}: {} {} names area {}, which does not exist", rule, rule, index, area));
    return;
  }
  const Area& a = board.areas[static_cast<std::size_t>(area)];
  if (a.use != use) out.push_back(fmt::format("{}: {} {} is in area {}, whose use is {}", rule, rule, index, area, to_string(a.use)));
  if (!point_in_polygon(pos, area_outline(board, a))) {
    out.push_back(fmt::format("{}: {} {} lies outside its area {}", rule, rule, index, area));
  }
}

void check_area_items(const Board& board, std::vector<std::string>& out) {
  std::set<int> taken;
  for (std::size_t i = 0; i < board.expeditions.size(); ++i) {
    const Expedition& x = board.expeditions[i];
    check_in_area(board, "expedition", i, x.area, AreaUse::expedition, x.pos, out);
    if (x.slots < min_expedition_slots || x.slots > max_expedition_slots) {
      out.push_back(fmt::format("expedition: expedition {} has {} slots, not {}-{}", i, x.slots, min_expedition_slots, max_expedition_slots));
    }
    if (!taken.insert(x.area).second) out.push_back(fmt::format("expedition: area {} holds two big placements", x.area));
  }
  for (std::size_t i = 0; i < board.landmarks.size(); ++i) {
    const Landmark& l = board.landmarks[i];
    check_in_area(board, "landmark", i, l.area, AreaUse::landmark, l.pos, out);
    if (!taken.insert(l.area).second) out.push_back(fmt::format("landmark: area {} holds two big placements", l.area));
  }
  for (std::size_t i = 0; i < board.resources.size(); ++i) {
    const Resource& r = board.resources[i];
    check_in_area(board, "resource", i, r.area, AreaUse::resources, r.pos, out);
  }
}

void check_tiny_nodes(const Board& board, std::vector<std::string>& out) {
  std::vector<int> tiny_by_node(board.nodes.size(), 0);
  std::set<int> edges_used;
  for (std::size_t i = 0; i < board.tiny_nodes.size(); ++i) {
    const TinyNode& t = board.tiny_nodes[i];
    if (t.edge < 0 || static_cast<std::size_t>(t.edge) >= board.edges.size()) {
      out.push_back(fmt::format("tiny nodes: tiny node {} names edge {}, which does not exist", i, t.edge));
      continue;
    }
    const Edge& e = board.edges[static_cast<std::size_t>(t.edge)];
    const Node& a = board.nodes[static_cast<std::size_t>(e.a)];
    const Node& b = board.nodes[static_cast<std::size_t>(e.b)];
    if (a.on_border() || b.on_border() || a.role == Role::start || b.role == Role::start) {
      out.push_back(fmt::format("tiny nodes: tiny node {} is on edge {}, which reaches the border", i, t.edge));
    }
    if (!edges_used.insert(t.edge).second) out.push_back(fmt::format("tiny nodes: edge {} has two tiny nodes", t.edge));
    ++tiny_by_node[static_cast<std::size_t>(e.a)];
    ++tiny_by_node[static_cast<std::size_t>(e.b)];
  }
  for (std::size_t v = 0; v < tiny_by_node.size(); ++v) {
    if (tiny_by_node[v] > max_tiny_nodes_per_node)
      out.push_back(fmt::format("tiny nodes: node {} has {} tiny nodes, at most {} allowed", v, tiny_by_node[v], max_tiny_nodes_per_node));
  }
}

}  // namespace

void check_placements(const Board& board, const Dictionary& dict, std::vector<std::string>& out) {
  const bool dots_placed = std::any_of(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return !n.power_dots.empty(); });
  if (dots_placed) check_dots(board, dict, out);
  if (!board.areas.empty()) check_areas(board, out);
  check_area_items(board, out);
  check_tiny_nodes(board, out);
}

}  // namespace uu

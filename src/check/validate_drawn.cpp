// The rules of the printed page, checked on the drawn footprints (src/model/drawn.hpp):
// the scale that keeps node numbers readable, marks large enough to read, every edge
// showing enough of itself, no edge under a node it does not join, inks of different
// things kept apart, the power dots of one node apart, tiny nodes on their edges leaving
// pieces long enough to see, marks inside the frame, nothing cut where two sheets of a
// tiled board meet. Every pass reads a grid of the inks, so the check is linear in the
// board's size.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <optional>
#include <string_view>

#include "model/drawn.hpp"
#include "geom/grid_hash.hpp"
#include "geom/segment.hpp"
#include "check/validate_parts.hpp"

namespace uu {

namespace {

constexpr double tolerance = 1e-9;

using Owner = drawn::InkOf;

const char* owner_name(Owner o) {
  switch (o) {
    case Owner::node: return "node";
    case Owner::dot: return "power dot of node";
    case Owner::tiny_node: return "tiny node";
    case Owner::expedition: return "expedition";
    case Owner::landmark: return "landmark";
    case Owner::resource: return "resource";
  }
  return "ink";
}

// One drawn shape and what it belongs to.
struct Ink {
  Footprint f;
  Owner owner;
  int id;         // node id (node, dot), or the mark's index
  int edge = -1;  // a tiny node's edge
};

bool is_mark(Owner o) { return o != Owner::node && o != Owner::dot; }

std::string name_of(const Ink& ink) { return fmt::format("{} {}", owner_name(ink.owner), ink.id); }

std::vector<Ink> inks_of(const Board& board, const drawn::Sizes& s) {
  std::vector<Ink> inks;
  drawn::for_each_ink(board, s, [&](const Footprint& f, Owner owner, int id, int edge) { inks.push_back({f, owner, id, edge}); });
  return inks;
}

bool same_thing(const Ink& a, const Ink& b) {
  const bool a_node = a.owner == Owner::node || a.owner == Owner::dot;
  const bool b_node = b.owner == Owner::node || b.owner == Owner::dot;
  if (a_node && b_node) return a.id == b.id;
  return a.owner == b.owner && a.id == b.id;
}

// The shortest stretch of [0, 1] that none of the parts covers; 0 when they cover it all.
double shortest_piece(std::vector<std::pair<double, double>> parts) {
  std::sort(parts.begin(), parts.end());
  double shortest = 1.0, reached = 0.0;
  bool any = false;
  for (const auto& [lo, hi] : parts) {
    if (lo > reached) {
      shortest = std::min(shortest, std::min(lo, 1.0) - reached);
      any = true;
    }
    reached = std::max(reached, hi);
    if (reached >= 1.0) break;
  }
  if (reached < 1.0) {
    shortest = std::min(shortest, 1.0 - reached);
    any = true;
  }
  return any ? shortest : 0.0;
}

struct Checker {
  const Board& board;
  const drawn::Sizes& s;
  const std::vector<Ink>& inks;
  const GridHash& grid;
  double widest;  // largest outer reach of any ink
  const std::vector<int>& tiny_by_edge;  // the tiny node on each edge, -1 none
  std::vector<std::string>& out;

  int tiny_on(std::size_t e) const { return tiny_by_edge[e]; }

  void inks_apart() const {
    for (std::size_t i = 0; i < inks.size(); ++i) {
      const Ink& a = inks[i];
      grid.for_each_within(a.f.center, uu::outer_reach(a.f) + widest + s.clearance, [&](int j) {
        if (static_cast<std::size_t>(j) <= i) return;
        const Ink& b = inks[static_cast<std::size_t>(j)];
        if (same_thing(a, b)) return;
        const double gap = distance(a.f, b.f);
        if (gap < s.clearance - tolerance) {
          out.push_back(fmt::format("ink: {} and {} are {:.2f} mm apart, at least {} mm needed", name_of(a), name_of(b),
                                    gap * s.unit_mm, drawn::clearance_mm));
        }
      });
    }
  }

  // The power dots of one node keep the clearance between their inks, so each can be
  // told apart and cut off alone. A node's dots follow its shape in the inks.
  void dots_apart() const {
    for (std::size_t first = 0; first < inks.size();) {
      std::size_t end = first + 1;
      while (end < inks.size() && inks[end].owner == Owner::dot && inks[end].id == inks[first].id) ++end;
      for (std::size_t i = first; i < end; ++i) {
        if (inks[i].owner != Owner::dot) continue;
        for (std::size_t j = i + 1; j < end; ++j) {
          const double gap = distance(inks[i].f, inks[j].f);
          if (gap < s.clearance - tolerance) {
            out.push_back(fmt::format("dots-apart: node {}: power dots {} and {} are {:.2f} mm apart, at least {} mm needed", inks[i].id,
                                      i - first - 1, j - first - 1, gap * s.unit_mm, drawn::clearance_mm));
          }
        }
      }
      first = end;
    }
  }

  // What of edge e is left to see: its length less the parts under the shapes of its
  // ends and under its tiny node; and no other ink near its line. Each piece a tiny node
  // leaves of its edge is long enough to see as a piece of line.
  void edge(std::size_t e) const {
    const Edge& edge = board.edges[e];
    const Vec2 a = board.nodes[static_cast<std::size_t>(edge.a)].pos, b = board.nodes[static_cast<std::size_t>(edge.b)].pos;
    const double keep = s.clearance + s.edge_half;
    const double length = distance(a, b);
    // The parts of the line under the shapes of its ends and, apart, under its tiny node:
    // its footprint, and the ink it puts on the line.
    std::vector<std::pair<double, double>> covered;
    std::optional<std::pair<double, double>> tiny_footprint, tiny_ink;
    const double reach = widest + keep + tolerance;
    grid.for_each_in_box({{std::min(a.x, b.x) - reach, std::min(a.y, b.y) - reach}, {std::max(a.x, b.x) + reach, std::max(a.y, b.y) + reach}},
                         [&](int k) {
                           const Ink& ink = inks[static_cast<std::size_t>(k)];
                           const bool own_node = (ink.owner == Owner::node || ink.owner == Owner::dot) && (ink.id == edge.a || ink.id == edge.b);
                           const bool own_tiny = ink.owner == Owner::tiny_node && ink.edge == static_cast<int>(e);
                           if (own_node || own_tiny) {
                             if (ink.owner == Owner::dot && distance(ink.f, a, b) < s.edge_half - tolerance) {
                               out.push_back(fmt::format("edge-ink: a power dot of node {} lies on edge {} ({}-{})", ink.id, e, edge.a, edge.b));
                             }
                             if (own_tiny) {
                               tiny_footprint = covered_part(ink.f, a, b);
                               const double t = dot(ink.f.center - a, b - a) / (length * length), half = s.tiny_along() / length;
                               tiny_ink = std::pair{t - half, t + half};
                             } else if (const auto part = covered_part(ink.f, a, b)) {
                               covered.push_back(*part);
                             }
                             return;
                           }
                           const double gap = distance(ink.f, a, b);
                           if (gap < keep - tolerance) {
                             out.push_back(fmt::format("edge-clearance: edge {} ({}-{}) passes {:.2f} mm from {}, at least {} mm needed", e,
                                                       edge.a, edge.b, std::max(0.0, gap - s.edge_half) * s.unit_mm, name_of(ink),
                                                       drawn::clearance_mm));
                           }
                         });
    if (const int tiny = tiny_on(e); tiny >= 0 && tiny_ink) {
      std::vector<std::pair<double, double>> pieces = covered;
      pieces.push_back(*tiny_ink);
      const double piece = shortest_piece(std::move(pieces)) * length;
      if (piece < s.min_piece - tolerance) {
        out.push_back(fmt::format("tiny-node: tiny node {} leaves a piece of edge {} ({}-{}) {:.2f} mm long, at least {} mm needed", tiny, e,
                                  edge.a, edge.b, piece * s.unit_mm, drawn::min_piece_mm));
      }
    }
    if (tiny_footprint) covered.push_back(*tiny_footprint);
    const double hidden = covered_fraction(covered);
    const double visible = (1.0 - hidden) * length;
    if (visible < s.min_visible - tolerance) {
      out.push_back(fmt::format("edge-visible: edge {} ({}-{}) shows {:.2f} mm of line, at least {} mm needed", e, edge.a, edge.b,
                                visible * s.unit_mm, drawn::min_visible_mm));
    }
  }

  void marks_placed() const {
    const drawn::PageMap map = drawn::page_map(board);
    for (const Ink& ink : inks) {
      if (!is_mark(ink.owner)) continue;
      const Vec2 c = ink.f.center;
      const double room = std::min({c.x - map.frame_min.x, map.frame_max.x - c.x, c.y - map.frame_min.y, map.frame_max.y - c.y});
      if (room < ink.f.reach + s.clearance - tolerance) out.push_back(fmt::format("frame: {} reaches the frame", name_of(ink)));
      if (ink.owner != Owner::tiny_node) continue;
      if (ink.edge < 0 || static_cast<std::size_t>(ink.edge) >= board.edges.size()) continue;
      const Edge& e = board.edges[static_cast<std::size_t>(ink.edge)];
      if (distance_point_segment(c, board.nodes[static_cast<std::size_t>(e.a)].pos, board.nodes[static_cast<std::size_t>(e.b)].pos) > 1e-6) {
        out.push_back(fmt::format("tiny-node: tiny node {} is not on its edge {}", ink.id, ink.edge));
      }
    }
  }
};

// Every mark on the board prints at least drawn::mark_min_mm of ink across: its box at
// this scale times the part of it the pictograms fill at least.
void check_mark_sizes(const Board& board, const drawn::Sizes& s, std::vector<std::string>& out) {
  const struct {
    const char* what;
    bool present;
    double half;
  } kinds[] = {{"tiny nodes", !board.tiny_nodes.empty(), s.tiny_half},
               {"resources", !board.resources.empty(), s.resource_half},
               {"expeditions", !board.expeditions.empty(), drawn::expedition_half},
               {"landmarks", !board.landmarks.empty(), drawn::landmark_half}};
  for (const auto& k : kinds) {
    const double across = 2.0 * k.half * drawn::mark_ink_fill * s.unit_mm;
    if (k.present && across < drawn::mark_min_mm - tolerance)
      out.push_back(fmt::format("mark-size: {} print {:.2f} mm of ink across, at least {} mm needed", k.what, across, drawn::mark_min_mm));
  }
}

}  // namespace

void check_drawn(const Board& board, std::vector<std::string>& out) {
  const drawn::Sizes s = drawn::sizes(board.unit_mm);
  check_mark_sizes(board, s, out);
  if (!(board.unit_mm >= drawn::min_unit_mm - tolerance)) {
    out.push_back(fmt::format("print: one unit is printed {:.2f} mm; node numbers need at least {:.2f} mm to be {} pt", board.unit_mm,
                              drawn::min_unit_mm, drawn::min_text_pt));
    return;
  }
  const std::vector<Ink> inks = inks_of(board, s);
  std::vector<Vec2> centers(inks.size());
  std::transform(inks.begin(), inks.end(), centers.begin(), [](const Ink& i) { return i.f.center; });
  const GridHash grid(centers, 1.0);
  double widest = 0.0;
  for (const Ink& ink : inks) widest = std::max(widest, uu::outer_reach(ink.f));
  std::vector<int> tiny_by_edge(board.edges.size(), -1);
  for (std::size_t i = 0; i < board.tiny_nodes.size(); ++i) {
    const int e = board.tiny_nodes[i].edge;
    if (e >= 0 && static_cast<std::size_t>(e) < board.edges.size()) tiny_by_edge[static_cast<std::size_t>(e)] = static_cast<int>(i);
  }
  const Checker check{board, s, inks, grid, widest, tiny_by_edge, out};
  check.inks_apart();
  check.dots_apart();
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    if (edge.a < 0 || edge.b < 0 || static_cast<std::size_t>(edge.a) >= board.nodes.size() || static_cast<std::size_t>(edge.b) >= board.nodes.size()) continue;
    check.edge(e);
  }
  check.marks_placed();
  const drawn::Seams seams = drawn::seams(board);
  for (const Ink& ink : inks) {
    if (seams.empty()) break;
    const double gap = drawn::seam_gap(seams, ink.f);
    if (gap < s.clearance - tolerance)
      out.push_back(fmt::format("seam: {} comes {:.2f} mm from a seam between sheets, at least {} mm needed", name_of(ink),
                                gap * s.unit_mm, drawn::clearance_mm));
  }
}

}  // namespace uu

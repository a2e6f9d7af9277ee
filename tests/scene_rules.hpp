#pragma once
// The drawn-page rules measured on a Scene, the way a player meets them on paper: from
// the shapes the renderer draws (grouped by their tags), not from the board data.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "uuboard/board.hpp"
#include "model/drawn.hpp"
#include "geom/footprint.hpp"
#include "geom/segment.hpp"
#include "uuboard/render/scene.hpp"

namespace uu_test {

// What the rules measure on one page, in mm and pt.
struct PageFigures {
  int edges = 0;
  int edges_short = 0;            // showing under 3 mm of line
  double least_visible = 1e300;   // mm of line the least visible edge shows
  int foreign_edges = 0;          // edges within 0.5 mm of a shape or dot of a node they do not join
  int overlaps = 0;               // pairs of inks of different things closer than 0.5 mm
  double least_gap = 1e300;       // mm between the closest inks of different things
  std::map<std::string, double> least_half;  // per mark kind, the smallest half size drawn, mm
  std::map<std::string, int> drawn;          // elements drawn per tag kind
  double least_text_pt = 1e300;
  std::vector<std::string> problems;  // the first few, for a message
};

namespace scene_detail {

struct Ink {
  uu::Footprint f;
  int thing;         // one number per node (its shape and dots) or mark
  int edge = -1;     // a tiny node's edge
  int node = -1;     // the node a shape or dot belongs to
};

inline double shape_reach_from(const uu::Item& item, uu::Vec2 at) {
  if (const auto* c = std::get_if<uu::Circle>(&item)) return uu::distance(at, c->center) + c->radius + c->style.stroke_width / 2;
  if (const auto* p = std::get_if<uu::Path>(&item)) {
    double r = 0.0;
    for (uu::Vec2 q : p->points) r = std::max(r, uu::distance(at, q));
    return r + p->style.stroke_width / 2;
  }
  const uu::Box b = uu::bounding_box(item);
  double r = 0.0;
  for (uu::Vec2 q : {b.min, b.max, uu::Vec2{b.min.x, b.max.y}, uu::Vec2{b.max.x, b.min.y}}) r = std::max(r, uu::distance(at, q));
  return r;
}

}  // namespace scene_detail

inline PageFigures measure_page(const uu::Page& page, const uu::Board& board) {
  using namespace scene_detail;
  PageFigures fig;
  const auto note = [&](std::string what) {
    if (fig.problems.size() < 5) fig.problems.push_back(std::move(what));
  };
  std::vector<Ink> inks;
  std::vector<std::pair<uu::Vec2, uu::Vec2>> edges(board.edges.size());
  std::vector<double> edge_half(board.edges.size(), 0.0);
  std::vector<char> edge_drawn(board.edges.size(), 0);
  // Marks, by tag: their shapes' centre (the placement's point) and reach.
  struct Mark {
    std::string kind;
    int id = -1;
    uu::Vec2 at;
    bool placed = false;
    double reach = 0.0;
    double half = 0.0;
  };
  std::map<std::uint32_t, Mark> marks;
  for (const uu::Placement& pl : page.placements) {
    const std::uint32_t tag = page.shapes[pl.first].tag;
    if (tag == 0) continue;
    Mark& m = marks[tag];
    if (!m.placed) {
      m.at = pl.at;
      m.placed = true;
      m.half = pl.scale;
    }
  }
  std::map<std::string, std::vector<int>> seen;
  for (const uu::Shape& s : page.shapes) {
    if (const auto* t = std::get_if<uu::Text>(&s.item)) fig.least_text_pt = std::min(fig.least_text_pt, t->size / uu::drawn::pt_mm);
    const uu::Tag& tag = page.tags[s.tag];
    if (s.tag != 0) seen[tag.kind].push_back(tag.id);
    if (s.part == uu::Part::edge) {
      const auto* l = std::get_if<uu::Line>(&s.item);
      if (l && tag.id >= 0 && static_cast<std::size_t>(tag.id) < edges.size()) {
        edges[static_cast<std::size_t>(tag.id)] = {l->a, l->b};
        edge_half[static_cast<std::size_t>(tag.id)] = l->width / 2;
        edge_drawn[static_cast<std::size_t>(tag.id)] = 1;
      }
    } else if (s.part == uu::Part::node || s.part == uu::Part::power_dot) {
      if (const auto* c = std::get_if<uu::Circle>(&s.item)) {
        inks.push_back({{c->center, c->radius + c->style.stroke_width / 2, false}, tag.id, -1, tag.id});
      } else if (const auto* r = std::get_if<uu::Rect>(&s.item)) {
        inks.push_back({{r->min + r->size * 0.5, r->size.x / 2 + r->style.stroke_width / 2, true}, tag.id, -1, tag.id});
      }
    } else if (s.part == uu::Part::tiny_node || s.part == uu::Part::expedition || s.part == uu::Part::landmark || s.part == uu::Part::resource) {
      Mark& m = marks[s.tag];
      m.kind = tag.kind;
      m.id = tag.id;
      if (!m.placed) {  // a fallback glyph: its ring is its first shape
        if (const auto* c = std::get_if<uu::Circle>(&s.item)) {
          m.at = c->center;
          m.placed = true;
          m.half = c->radius / 0.92;
        }
      }
      m.reach = std::max(m.reach, shape_reach_from(s.item, m.at));
    }
  }
  for (const auto& [kind, ids] : seen) {
    std::vector<int> distinct = ids;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    fig.drawn[kind] = static_cast<int>(distinct.size());
  }
  const int node_things = static_cast<int>(board.nodes.size());
  int next_thing = node_things;
  for (const auto& [tag, m] : marks) {
    if (m.kind.empty()) continue;
    const int edge = m.kind == "tiny-node" && m.id >= 0 && static_cast<std::size_t>(m.id) < board.tiny_nodes.size()
                         ? board.tiny_nodes[static_cast<std::size_t>(m.id)].edge
                         : -1;
    inks.push_back({{m.at, m.reach, false}, next_thing++, edge, -1});
    auto [it, fresh] = fig.least_half.try_emplace(m.kind, m.half);
    if (!fresh) it->second = std::min(it->second, m.half);
  }
  // A uniform grid of 10 mm buckets over the page.
  const double cell = 10.0;
  const int cols = static_cast<int>(page.width / cell) + 1, rows = static_cast<int>(page.height / cell) + 1;
  std::vector<std::vector<int>> grid(static_cast<std::size_t>(cols * rows));
  const auto clampc = [&](double v, int n) { return std::clamp(static_cast<int>(std::floor(v / cell)), 0, n - 1); };
  double widest = 0.0;
  for (std::size_t i = 0; i < inks.size(); ++i) {
    const uu::Vec2 c = inks[i].f.center;
    grid[static_cast<std::size_t>(clampc(c.y, rows) * cols + clampc(c.x, cols))].push_back(static_cast<int>(i));
    widest = std::max(widest, uu::outer_reach(inks[i].f));
  }
  const auto for_box = [&](uu::Vec2 lo, uu::Vec2 hi, auto&& f) {
    for (int y = clampc(lo.y, rows); y <= clampc(hi.y, rows); ++y)
      for (int x = clampc(lo.x, cols); x <= clampc(hi.x, cols); ++x)
        for (int i : grid[static_cast<std::size_t>(y * cols + x)]) f(i);
  };
  const double keep = uu::drawn::clearance_mm;
  for (std::size_t i = 0; i < inks.size(); ++i) {
    const Ink& a = inks[i];
    const double r = widest * 2 + keep;
    for_box(a.f.center - uu::Vec2{r, r}, a.f.center + uu::Vec2{r, r}, [&](int j) {
      if (static_cast<std::size_t>(j) <= i) return;
      const Ink& b = inks[static_cast<std::size_t>(j)];
      if (a.thing == b.thing) return;
      const double gap = uu::distance(a.f, b.f);
      fig.least_gap = std::min(fig.least_gap, gap);
      if (gap < keep - 1e-6) {
        ++fig.overlaps;
        note("inks " + std::to_string(a.thing) + " and " + std::to_string(b.thing) + " are " + std::to_string(gap) + " mm apart");
      }
    });
  }
  for (std::size_t e = 0; e < edges.size(); ++e) {
    if (!edge_drawn[e]) {
      note("edge " + std::to_string(e) + " is not drawn");
      continue;
    }
    ++fig.edges;
    // Not a structured binding: clang 14 (the sanitizer build) cannot capture one.
    const uu::Vec2 a = edges[e].first, b = edges[e].second;
    const uu::Edge& edge = board.edges[e];
    const double r = widest + keep + edge_half[e];
    std::vector<std::pair<double, double>> covered;
    for_box({std::min(a.x, b.x) - r, std::min(a.y, b.y) - r}, {std::max(a.x, b.x) + r, std::max(a.y, b.y) + r}, [&](int k) {
      const Ink& ink = inks[static_cast<std::size_t>(k)];
      const bool own = ink.node == edge.a || ink.node == edge.b || ink.edge == static_cast<int>(e);
      if (const auto part = uu::covered_part(ink.f, a, b)) covered.push_back(*part);
      if (own) return;
      if (uu::distance(ink.f, a, b) < keep + edge_half[e] - 1e-6) {
        ++fig.foreign_edges;
        note("edge " + std::to_string(e) + " passes under ink " + std::to_string(ink.thing));
      }
    });
    const double hidden = uu::covered_fraction(covered);
    const double visible = (1.0 - hidden) * uu::distance(a, b);
    fig.least_visible = std::min(fig.least_visible, visible);
    if (visible < uu::drawn::min_visible_mm - 1e-6) {
      ++fig.edges_short;
      note("edge " + std::to_string(e) + " shows " + std::to_string(visible) + " mm");
    }
  }
  return fig;
}

}  // namespace uu_test

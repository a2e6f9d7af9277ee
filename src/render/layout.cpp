// Board -> Scene, page 1: the board as players cut and draw on it. Back to front:
// quadrant lines, edges, power dots (half-discs under the node fill), nodes with their
// icons and numbers, tiny nodes on their edges, expeditions, landmarks, resources, the
// frame (the cut line) and the footer. Border nodes are moved inward until nothing of
// them (dots included) crosses the frame; every placement in an area shrinks to the
// room it has, so nothing is drawn over a node.

// GCC 12 at -O3 (not at the default -O2) warns that the inactive members of a Shape's
// std::variant "may be used uninitialized" when a Shape is moved into a page: a known
// false positive of its middle end with std::variant (GCC bug 80635). Set before the
// includes, so it covers the headers where GCC places the warning.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "uuboard/render/layout.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>

#include "uuboard/generate.hpp"
#include "uuboard/geom/polygon.hpp"
#include "uuboard/render/layout_parts.hpp"
#include "uuboard/rng.hpp"

namespace uu {

using namespace render_detail;

namespace {

constexpr double node_radius_units = 0.3;  // the original's node radius, in board units
constexpr double dot_radius_factor = 0.36; // power dot radius / node radius
constexpr double center_factor = 1.18;     // center node radius / node radius
constexpr double outline_mm = 0.35;
constexpr double frame_mm = 0.4;
constexpr double gap_mm = 0.4;              // air between the frame and a border node
constexpr double max_icon_turn = 12.0;      // degrees either way: a hand-drawn feel, still upright
constexpr double rad_to_deg = 180.0 / std::numbers::pi;

double seg_distance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = length_squared(ab);
  const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

struct NodeDraw {
  Vec2 pos;                 // mm
  double half = 0;          // circle radius or half the square's side
  bool square = false;
  std::vector<Vec2> offsets;  // dot centres relative to pos, mm
  std::vector<Vec2> dots;     // dot centres, mm
  double reach = 0;         // farthest ink from pos: shape or dots
  Box allowed;              // where pos may go with all its ink inside the frame
  bool fixed_x = false, fixed_y = false;  // held on a side of the border
};

struct Plan {
  Sheet sheet;
  double r = 0;   // node radius, mm
  double pd = 0;  // power dot radius, mm
  std::vector<NodeDraw> nodes;
  Box inner;      // inside of the frame line
};

// Offset of a power dot from its node: on the circle, or pushed onto the square.
Vec2 dot_offset(const Node& n, double angle, double r) {
  Vec2 d{std::cos(angle), std::sin(angle)};
  if (n.role == Role::start) d = d * (1.0 / std::max(std::abs(d.x), std::abs(d.y)));
  return d * r;
}

NodeDraw place_node(const Node& n, const Plan& plan) {
  NodeDraw d;
  d.square = n.role == Role::start;
  d.half = n.role == Role::center ? plan.r * center_factor : plan.r;
  const double shape_reach = d.half * (d.square ? std::numbers::sqrt2 : 1.0) + outline_mm;
  std::vector<Vec2> offsets;
  for (const PowerDot& dot : n.power_dots) offsets.push_back(dot_offset(n, dot.angle, d.half));
  // How far ink reaches toward each side, so the node can be kept inside the frame.
  double left = d.half + outline_mm / 2, right = left, up = left, down = left;
  d.reach = shape_reach;
  for (Vec2 o : offsets) {
    const double ext = plan.pd + outline_mm / 2;
    left = std::max(left, -o.x + ext);
    right = std::max(right, o.x + ext);
    up = std::max(up, -o.y + ext);
    down = std::max(down, o.y + ext);
    d.reach = std::max(d.reach, length(o) + ext);
  }
  const Vec2 raw = plan.sheet.origin + n.pos * plan.sheet.scale;
  d.allowed = {{plan.inner.min.x + left + gap_mm, plan.inner.min.y + up + gap_mm}, {plan.inner.max.x - right - gap_mm, plan.inner.max.y - down - gap_mm}};
  d.pos.x = std::clamp(raw.x, d.allowed.min.x, d.allowed.max.x);
  d.pos.y = std::clamp(raw.y, d.allowed.min.y, d.allowed.max.y);
  d.fixed_x = n.sides.has(Side::left) || n.sides.has(Side::right);
  d.fixed_y = n.sides.has(Side::top) || n.sides.has(Side::bottom);
  d.offsets = std::move(offsets);
  return d;
}

double shape_radius(const NodeDraw& d) { return d.half * (d.square ? 1.2 : 1.0) + outline_mm; }

// Moves node i by `step`, along its side only when it is held on the border.
void nudge(NodeDraw& d, Vec2 step) {
  if (!d.fixed_x) d.pos.x = std::clamp(d.pos.x + step.x, d.allowed.min.x, d.allowed.max.x);
  if (!d.fixed_y) d.pos.y = std::clamp(d.pos.y + step.y, d.allowed.min.y, d.allowed.max.y);
}

// Pushes apart two discs (one of node a, one of node b) that overlap, half each.
void separate(NodeDraw& a, Vec2 pa, double ra, NodeDraw& b, Vec2 pb, double rb) {
  const Vec2 v = pb - pa;
  const double dist = length(v);
  const double overlap = ra + rb - dist;
  if (overlap <= 0) return;
  const Vec2 dir = dist > 1e-9 ? v * (1.0 / dist) : Vec2{1, 0};
  nudge(a, dir * (-overlap / 2));
  nudge(b, dir * (overlap / 2));
}

// Moving border nodes inward can crowd them onto their neighbours; a few rounds of
// pairwise pushing (in id order, so the result is fixed) gives every shape and every
// power dot its own place again.
void spread_nodes(std::vector<NodeDraw>& nodes, double pd) {
  constexpr int rounds = 24;
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      for (std::size_t j = i + 1; j < nodes.size(); ++j) {
        NodeDraw& a = nodes[i];
        NodeDraw& b = nodes[j];
        if (distance_squared(a.pos, b.pos) > (a.reach + b.reach) * (a.reach + b.reach)) continue;
        separate(a, a.pos, shape_radius(a) + 0.3, b, b.pos, shape_radius(b) + 0.3);
        for (Vec2 o : a.offsets) separate(a, a.pos + o, pd, b, b.pos, shape_radius(b));
        for (Vec2 o : b.offsets) separate(a, a.pos, shape_radius(a), b, b.pos + o, pd);
      }
    }
  }
  for (NodeDraw& d : nodes)
    for (Vec2 o : d.offsets) d.dots.push_back(d.pos + o);
}

Plan make_plan(const Board& board) {
  Plan plan;
  plan.sheet = sheet_of(board);
  plan.r = node_radius_units * plan.sheet.scale;
  plan.pd = dot_radius_factor * plan.r;
  const Vec2 inset{frame_mm, frame_mm};
  plan.inner = {plan.sheet.origin + inset, plan.sheet.origin + Vec2{plan.sheet.width, plan.sheet.height} - inset};
  for (const Node& n : board.nodes) plan.nodes.push_back(place_node(n, plan));
  spread_nodes(plan.nodes, plan.pd);
  return plan;
}

// Something a mark keeps clear of: room at a point is its distance from `center` less
// `radius` and `outline` (two terms, as the nodes' and dots' sizes are written).
struct Obstacle {
  Vec2 center;
  double radius;
  double outline = 0.0;
};

// What marks are placed among: node shapes, dots and marks placed so far as discs,
// edges as drawn.
struct Clutter {
  std::vector<Obstacle> discs;
  std::vector<std::pair<Vec2, Vec2>> edges;
};

Clutter clutter_of(const Board& board, const Plan& plan) {
  Clutter c;
  for (const NodeDraw& d : plan.nodes) {
    c.discs.push_back({d.pos, d.half * (d.square ? std::numbers::sqrt2 : 1.0), outline_mm});
    for (Vec2 dot : d.dots) c.discs.push_back({dot, plan.pd, outline_mm});
  }
  for (const Edge& e : board.edges)
    c.edges.emplace_back(plan.nodes[static_cast<std::size_t>(e.a)].pos, plan.nodes[static_cast<std::size_t>(e.b)].pos);
  return c;
}

// Room around a point (mm) before it meets a node, a dot, the frame, something already
// placed, or (when asked) an edge line.
double free_radius(Vec2 p, const Plan& plan, const Clutter& clutter, bool edges, const Palette& pal) {
  double room = std::min({p.x - plan.inner.min.x, plan.inner.max.x - p.x, p.y - plan.inner.min.y, plan.inner.max.y - p.y});
  for (const Obstacle& o : clutter.discs) room = std::min(room, distance(p, o.center) - o.radius - o.outline);
  if (edges)
    for (const auto& [a, b] : clutter.edges) room = std::min(room, seg_distance(p, a, b) - pal.edge_width);
  return std::max(room, 0.0);
}

// The clutter that can leave less than `cap` of room somewhere within `reach` of p0:
// the rest is farther than reach + cap from every such point, so free_radius() capped at
// `cap` is the same with this part alone, and a search around p0 needs only this part.
Clutter clutter_near(const Clutter& all, Vec2 p0, double reach, double cap, const Palette& pal) {
  const double far = reach + cap + 1.0;  // a millimetre to spare for rounding
  Clutter near;
  for (const Obstacle& o : all.discs)
    if (distance(p0, o.center) - o.radius - o.outline <= far) near.discs.push_back(o);
  for (const auto& e : all.edges)
    if (seg_distance(p0, e.first, e.second) - pal.edge_width <= far) near.edges.push_back(e);
  return near;
}

// The point near `p0`, inside its area as drawn, with the most room up to `want`:
// moved border nodes can crowd the spot the generator chose.
Vec2 best_spot(Vec2 p0, int area, double reach, double want, const Board& board, const Plan& plan, const Palette& pal,
               const Clutter& all) {
  std::vector<Vec2> ring;
  if (area >= 0 && static_cast<std::size_t>(area) < board.areas.size())
    for (int id : board.areas[static_cast<std::size_t>(area)].nodes) ring.push_back(plan.nodes[static_cast<std::size_t>(id)].pos);
  const Clutter clutter = clutter_near(all, p0, reach * std::numbers::sqrt2, want, pal);
  const auto score = [&](Vec2 q) { return std::min(free_radius(q, plan, clutter, true, pal), want) - 0.05 * distance(q, p0); };
  Vec2 best = p0;
  double best_score = score(p0);
  if (best_score >= want) return best;
  constexpr int steps = 6;
  for (int i = -steps; i <= steps; ++i) {
    for (int j = -steps; j <= steps; ++j) {
      const Vec2 q = p0 + Vec2{i * reach / steps, j * reach / steps};
      if (ring.size() >= 3 && !point_in_polygon(q, ring)) continue;
      const double sc = score(q);
      if (sc > best_score) {
        best_score = sc;
        best = q;
      }
    }
  }
  return best;
}

// Where a point of an edge (board units) lands once its end nodes have been moved.
Vec2 on_drawn_edge(const Board& board, const Plan& plan, const Edge& e, Vec2 p, double& t) {
  const Vec2 a = board.nodes[static_cast<std::size_t>(e.a)].pos, b = board.nodes[static_cast<std::size_t>(e.b)].pos;
  const double len2 = length_squared(b - a);
  t = len2 > 0 ? std::clamp(dot(p - a, b - a) / len2, 0.0, 1.0) : 0.5;
  const Vec2 da = plan.nodes[static_cast<std::size_t>(e.a)].pos, db = plan.nodes[static_cast<std::size_t>(e.b)].pos;
  return da + (db - da) * t;
}

void add_number(std::vector<Shape>& out, int number, Vec2 pos, double r, double degrees, const Palette& pal) {
  const double size = 0.52 * r;
  const double a = degrees / rad_to_deg;
  const Vec2 down{-std::sin(a) * 0.8 * r, std::cos(a) * 0.8 * r};
  out.push_back({Part::number, Text{pos + down, std::to_string(number), size, pal.ink, Anchor::middle, true, degrees}});
}

void draw_nodes(Page& page, const Board& board, const Plan& plan, const Dictionary& dict, const Palette& pal, Rng& rng) {
  auto& out = page.shapes;
  for (const NodeDraw& d : plan.nodes)
    for (Vec2 dot : d.dots) out.push_back({Part::power_dot, Circle{dot, plan.pd, {pal.dot_fill, pal.ink, 0.25}}});
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    const NodeDraw& d = plan.nodes[i];
    const double turn = rng.uniform(-max_icon_turn, max_icon_turn);
    const double r = plan.r;
    if (n.role == Role::start) {
      const int m = n.mission ? dict.mission_index(*n.mission) : -1;
      const Color fill = m >= 0 ? pal.fill(dict.missions[static_cast<std::size_t>(m)].light_color) : pal.paper;
      out.push_back({Part::node, Rect{d.pos - Vec2{d.half, d.half}, {2 * d.half, 2 * d.half}, {fill, pal.ink, outline_mm}}});
      if (n.mission) add_glyph(page, Part::icon, IconSet::mission, *n.mission, d.pos, 0.7 * r, 0.0, pal);
      continue;
    }
    if (n.role == Role::center) {
      const int c = dict.category_index(center_category);
      const Color fill = c >= 0 ? pal.fill(dict.categories[static_cast<std::size_t>(c)].light_color) : pal.paper;
      out.push_back({Part::node, Circle{d.pos, d.half, {fill, pal.ink, 0.6}}});
      out.push_back({Part::node, Circle{d.pos, d.half - 0.9, {std::nullopt, pal.ink, 0.25}}});
      if (n.number) {
        add_icon(page, Part::icon, center_icon(), "center", d.pos - Vec2{0, 0.22 * r}, 0.55 * r, turn, pal);
        add_number(out, *n.number, d.pos, r, 0.0, pal);
      } else {
        add_icon(page, Part::icon, center_icon(), "center", d.pos, 0.75 * r, turn, pal);
      }
      if (board.options.has_expansion(nodes_of_knowledge_expansion)) {
        // Day and night marks of Nodes of Knowledge, inside the center's ring.
        const double off = 0.62 * r;
        add_glyph(page, Part::icon, IconSet::node_type, "Sun", d.pos + Vec2{-off, -off}, 0.2 * r, 0.0, pal);
        add_glyph(page, Part::icon, IconSet::node_type, "Moon", d.pos + Vec2{off, off}, 0.2 * r, 0.0, pal);
      }
      continue;
    }
    const int t = n.type ? dict.node_type_index(*n.type) : -1;
    int cat = t >= 0 ? dict.category_index(dict.node_types[static_cast<std::size_t>(t)].category) : -1;
    if (cat < 0 && n.type) {
      for (const TypeRules& rules : board.types)
        if (rules.name == *n.type) cat = dict.category_index(rules.category);
    }
    const Color fill = cat >= 0 ? pal.fill(dict.categories[static_cast<std::size_t>(cat)].light_color) : pal.paper;
    out.push_back({Part::node, Circle{d.pos, d.half, {fill, pal.ink, outline_mm}}});
    if (!n.type) continue;
    if (n.number) {
      const double a = turn / rad_to_deg;
      add_glyph(page, Part::icon, IconSet::node_type, *n.type, d.pos + Vec2{std::sin(a), -std::cos(a)} * (0.2 * r), 0.46 * r, turn, pal);
      add_number(out, *n.number, d.pos, r, turn, pal);
    } else {
      add_glyph(page, Part::icon, IconSet::node_type, *n.type, d.pos, 0.6 * r, turn, pal);
    }
  }
}

void draw_tiny_nodes(Page& page, const Board& board, const Plan& plan, const Palette& pal) {
  for (const TinyNode& tiny : board.tiny_nodes) {
    if (tiny.edge < 0 || static_cast<std::size_t>(tiny.edge) >= board.edges.size()) continue;
    const Edge& e = board.edges[static_cast<std::size_t>(tiny.edge)];
    double t = 0.5;
    const Vec2 p = on_drawn_edge(board, plan, e, tiny.pos, t);
    const NodeDraw& a = plan.nodes[static_cast<std::size_t>(e.a)];
    const NodeDraw& b = plan.nodes[static_cast<std::size_t>(e.b)];
    // Keep the recorded direction, but along the edge as drawn.
    Vec2 along = b.pos - a.pos;
    if (std::cos(tiny.angle) * along.x + std::sin(tiny.angle) * along.y < 0) along = along * -1.0;
    const double degrees = std::atan2(along.y, along.x) * rad_to_deg;
    // Dots keep away from edges, so the room is measured to the shapes and to each dot.
    double room = 1e300;
    for (const NodeDraw* end : {&a, &b}) {
      room = std::min(room, distance(p, end->pos) - end->half * (end->square ? std::numbers::sqrt2 : 1.0) - outline_mm);
      for (Vec2 dot : end->dots) room = std::min(room, distance(p, dot) - plan.pd - outline_mm);
    }
    const double half = std::clamp(room / std::numbers::sqrt2, 0.05 * plan.r, 0.3 * plan.r);
    add_glyph(page, Part::tiny_node, IconSet::tiny_node, tiny.type, p, half, degrees, pal);
  }
}

// Compass with the slots players fill inside it; everything within `half` of pos.
void add_expedition(Page& page, Vec2 pos, double half, int slots, double turn, const Palette& pal) {
  add_icon(page, Part::expedition, compass_icon(), "compass", pos, half, turn, pal);
  const int n = std::clamp(slots, 1, 4);
  const int cols = std::min(n, 2);
  const int rows = (n + cols - 1) / cols;
  const double q = (n == 1 ? 0.4 : n == 2 ? 0.33 : 0.27) * half;
  const double step = 2.3 * q;
  for (int k = 0; k < n; ++k) {
    const int row = k / cols;
    const int in_row = std::min(cols, n - row * cols);
    const double x = (k % cols - (in_row - 1) / 2.0) * step;
    const double y = (row - (rows - 1) / 2.0) * step;
    page.shapes.push_back({Part::expedition, Circle{pos + Vec2{x, y}, q, {pal.paper, pal.ink, 0.3}}});
  }
}

std::vector<ExpeditionMark> draw_areas(Page& page, const Board& board, const Plan& plan, const Palette& pal, Rng& rng) {
  std::vector<ExpeditionMark> marks;
  Clutter clutter = clutter_of(board, plan);
  const double r = plan.r;
  for (const Expedition& x : board.expeditions) {
    const double want = 1.25 * r;
    const Vec2 p = best_spot(plan.sheet.origin + x.pos * plan.sheet.scale, x.area, 1.5 * r, want + 0.2, board, plan, pal, clutter);
    const double half = std::min(want, free_radius(p, plan, clutter, true, pal) - 0.2);
    const double turn = rng.uniform(-max_icon_turn, max_icon_turn);
    if (half <= 0.5) continue;
    add_expedition(page, p, half, x.slots, turn, pal);
    marks.push_back({p, half, x.type});
    clutter.discs.push_back({p, half});
  }
  for (const Landmark& l : board.landmarks) {
    const double want = 0.95 * r;
    const Vec2 p = best_spot(plan.sheet.origin + l.pos * plan.sheet.scale, l.area, 1.5 * r, want * std::numbers::sqrt2 + 0.2, board, plan, pal,
                             clutter);
    const double half = std::min(want, (free_radius(p, plan, clutter, true, pal) - 0.2) / std::numbers::sqrt2);
    if (half <= 0.3) continue;
    add_glyph(page, Part::landmark, IconSet::landmark, l.type, p, half, 0.0, pal);
    clutter.discs.push_back({p, half * std::numbers::sqrt2});
  }
  for (const Resource& res : board.resources) {
    const double want = 0.34 * r;
    const Vec2 p = best_spot(plan.sheet.origin + res.pos * plan.sheet.scale, res.area, 0.4 * r, want * std::numbers::sqrt2 + 0.2, board, plan,
                             pal, clutter);
    const double clear = free_radius(p, plan, clutter, false, pal) - 0.2;
    const double clear_of_edges = free_radius(p, plan, clutter, true, pal) - 0.2;
    // Stay clear of edge lines when there is room; never touch a node.
    const double half = std::min({want, clear / std::numbers::sqrt2, std::max(clear_of_edges / std::numbers::sqrt2, 0.2 * r)});
    if (half <= 0.3) continue;
    add_glyph(page, Part::resource, IconSet::resource, res.type, p, half, res.angle * rad_to_deg, pal);
    clutter.discs.push_back({p, half * std::numbers::sqrt2});
  }
  return marks;
}

Page board_page(const Board& board, const Plan& plan, const LayoutOptions& options, const Dictionary& dict, const Palette& pal,
                std::vector<ExpeditionMark>& marks) {
  const PageSetup& setup = board.options.page;
  Page page;
  page.width = setup.page_width();
  page.height = setup.page_height();
  auto& out = page.shapes;
  Rng rng = stage_rng(board.seed, 0, "render");
  if (board.center >= 0 && static_cast<std::size_t>(board.center) < plan.nodes.size()) {
    const Vec2 c = plan.nodes[static_cast<std::size_t>(board.center)].pos;
    const double w = pal.quadrant_width / 2;
    out.push_back({Part::quadrant, Line{{plan.inner.min.x + w, c.y}, {plan.inner.max.x - w, c.y}, pal.quadrant, pal.quadrant_width, pal.quadrant_dash}});
    out.push_back({Part::quadrant, Line{{c.x, plan.inner.min.y + w}, {c.x, plan.inner.max.y - w}, pal.quadrant, pal.quadrant_width, pal.quadrant_dash}});
  }
  for (const Edge& e : board.edges)
    out.push_back({Part::edge, Line{plan.nodes[static_cast<std::size_t>(e.a)].pos, plan.nodes[static_cast<std::size_t>(e.b)].pos, pal.edge,
                                    pal.edge_width, {}}});
  draw_nodes(page, board, plan, dict, pal, rng);
  draw_tiny_nodes(page, board, plan, pal);
  marks = draw_areas(page, board, plan, pal, rng);
  const Vec2 half_frame{frame_mm / 2, frame_mm / 2};
  out.push_back({Part::frame, Rect{plan.sheet.origin + half_frame, Vec2{plan.sheet.width, plan.sheet.height} - half_frame * 2.0,
                                   {std::nullopt, pal.ink, frame_mm}}});
  add_footer(page, board, options, pal, "", false);
  return page;
}

}  // namespace

double board_scale(const Board& board) { return sheet_of(board).scale; }

std::string describe_options(const Board& board, const LayoutOptions& options) {
  std::string expansions;
  for (const std::string& e : board.options.expansions) expansions += (expansions.empty() ? "" : ",") + e;
  const PageSetup& page = board.options.page;
  std::string s = fmt::format("seed={} players={} expansions={} first-game={} paper={} {} margin={:.2f}mm", board.seed,
                              board.options.players, expansions.empty() ? "none" : expansions, board.options.first_game ? "yes" : "no",
                              page.paper, page.portrait ? "portrait" : "landscape", page.margin_mm);
  if (options.legend) s += " legend";
  if (options.secret_board) s += fmt::format(" secret-board duplex={}", options.duplex == Duplex::long_edge ? "long" : "short");
  if (options.ink_friendly) s += " ink-friendly";
  if (options.mono) s += " mono";
  return s;
}

Scene layout(const Board& board, const LayoutOptions& options) {
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  const Palette pal = palette_for(options);
  const Plan plan = make_plan(board);
  Scene scene;
  scene.info.title = fmt::format("Unstable Universe board {}", board.seed);
  scene.info.subject = describe_options(board, options);
  scene.info.creator = generator_version();
  scene.info.keywords = "Unstable Universe; uuboard; " + describe_options(board, options);
  std::vector<ExpeditionMark> marks;
  scene.pages.push_back(board_page(board, plan, options, dict, pal, marks));
  if (options.legend) scene.pages.push_back(legend_page(board, options, dict, pal));
  if (options.secret_board) scene.pages.push_back(secret_page(board, options, marks, pal));
  return scene;
}

}  // namespace uu

// Board -> Scene, page 1: the board as players cut and draw on it. Back to front:
// quadrant lines, edges, power dots (half-discs under the node fill), nodes with their
// icons and numbers, tiny nodes on their edges, expeditions, landmarks, resources, the
// frame (the cut line) and the footer. Every position is the board's, mapped to the
// page by drawn::page_map, and every size comes from src/model/drawn.hpp: the
// stages placed everything where it is printed, so nothing is moved, shrunk or dropped.

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

#include "render/layout_parts.hpp"
#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "geom/polygon.hpp"
#include "uuboard/render/sheets.hpp"
#include "uuboard/rng.hpp"
#include "geom/trig.hpp"

namespace uu {

using namespace render_detail;

namespace {

constexpr double max_icon_turn = 12.0;      // degrees either way: a hand-drawn feel, still upright
constexpr double rad_to_deg = 180.0 / std::numbers::pi;

// Where each node is drawn: its board position mapped to the page, and its sizes. The
// layout only scales and translates: every position and size comes from the board and
// src/model/drawn.hpp.
struct NodeDraw {
  Vec2 pos;                 // mm
  double half = 0;          // circle radius or half the square's side, mm
  std::vector<Vec2> dots;   // dot centres, mm
};

struct Plan {
  drawn::PageMap map;
  drawn::Sizes sizes;
  double r = 0;   // node radius, mm
  double pd = 0;  // power dot radius, mm
  std::vector<NodeDraw> nodes;
};

Plan make_plan(const Board& board) {
  Plan plan;
  plan.map = drawn::page_map(board);
  plan.sizes = drawn::sizes(plan.map.unit_mm);
  const double u = plan.map.unit_mm;
  plan.r = drawn::node_radius * u;
  plan.pd = drawn::dot_radius * u;
  plan.nodes.reserve(board.nodes.size());
  for (const Node& n : board.nodes) {
    NodeDraw d;
    d.pos = plan.map.to_mm(n.pos);
    d.half = (n.role == Role::center ? drawn::center_radius : drawn::node_radius) * u;
    for (const PowerDot& dot : n.power_dots) d.dots.push_back(d.pos + drawn::dot_offset(n, dot.angle) * u);
    plan.nodes.push_back(std::move(d));
  }
  return plan;
}

// Tags the shapes from `first` on as drawing one board element.
void tag_from(Page& page, std::size_t first, std::string kind, int id, std::string type) {
  page.tags.push_back({std::move(kind), id, std::move(type)});
  const auto tag = static_cast<std::uint32_t>(page.tags.size() - 1);
  for (std::size_t i = first; i < page.shapes.size(); ++i) page.shapes[i].tag = tag;
}

void add_number(std::vector<Shape>& out, int number, Vec2 pos, double r, double degrees, const Palette& pal) {
  const double size = drawn::number_size / drawn::node_radius * r;  // the size the scale rule is checked for
  const double a = degrees / rad_to_deg;
  const Vec2 down{-trig::sin(a) * 0.8 * r, trig::cos(a) * 0.8 * r};
  out.push_back({Part::number, Text{pos + down, std::to_string(number), size, pal.ink, Anchor::middle, true, degrees}});
}

void draw_node(Page& page, const Board& board, const Plan& plan, std::size_t i, const Dictionary& dict, const Palette& pal, double turn);

// What a node's groups give as data-type: its mission, its type, or its role.
std::string node_tag_type(const Node& n) { return n.mission ? *n.mission : n.type ? *n.type : std::string(to_string(n.role)); }

void draw_nodes(Page& page, const Board& board, const Plan& plan, const Dictionary& dict, const Palette& pal, Rng& rng) {
  auto& out = page.shapes;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const std::size_t first = out.size();
    for (Vec2 dot : plan.nodes[i].dots) out.push_back({Part::power_dot, Circle{dot, plan.pd, {pal.dot_fill, pal.ink, drawn::dot_outline_mm}}});
    // The node's own group in the power-dots layer: node-<id>-power-dots (docs/printing.md).
    if (out.size() > first) tag_from(page, first, "node", static_cast<int>(i), node_tag_type(board.nodes[i]));
  }
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const std::size_t first = out.size();
    draw_node(page, board, plan, i, dict, pal, rng.uniform(-max_icon_turn, max_icon_turn));
    tag_from(page, first, "node", static_cast<int>(i), node_tag_type(board.nodes[i]));
  }
}

void draw_node(Page& page, const Board& board, const Plan& plan, std::size_t i, const Dictionary& dict, const Palette& pal, double turn) {
  auto& out = page.shapes;
  const Node& n = board.nodes[i];
  const NodeDraw& d = plan.nodes[i];
  const double r = plan.r;
  if (n.role == Role::start) {
    const int m = n.mission ? dict.mission_index(*n.mission) : -1;
    const Color fill = m >= 0 ? pal.fill(dict.missions[static_cast<std::size_t>(m)].light_color) : pal.paper;
    out.push_back({Part::node, Rect{d.pos - Vec2{d.half, d.half}, {2 * d.half, 2 * d.half}, {fill, pal.ink, drawn::node_outline_mm}}});
    if (n.mission) add_glyph(page, Part::icon, IconSet::mission, *n.mission, d.pos, 0.7 * r, 0.0, pal);
    return;
  }
  if (n.role == Role::center) {
    const int c = dict.category_index(center_category);
    const Color fill = c >= 0 ? pal.fill(dict.categories[static_cast<std::size_t>(c)].light_color) : pal.paper;
    out.push_back({Part::node, Circle{d.pos, d.half, {fill, pal.ink, drawn::center_outline_mm}}});
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
    return;
  }
  const int t = n.type ? dict.node_type_index(*n.type) : -1;
  int cat = t >= 0 ? dict.category_index(dict.node_types[static_cast<std::size_t>(t)].category) : -1;
  if (cat < 0 && n.type) {
    for (const TypeRules& rules : board.types)
      if (rules.name == *n.type) cat = dict.category_index(rules.category);
  }
  const Color fill = cat >= 0 ? pal.fill(dict.categories[static_cast<std::size_t>(cat)].light_color) : pal.paper;
  out.push_back({Part::node, Circle{d.pos, d.half, {fill, pal.ink, drawn::node_outline_mm}}});
  if (!n.type) return;
  if (n.number) {
    const double a = turn / rad_to_deg;
    add_glyph(page, Part::icon, IconSet::node_type, *n.type, d.pos + Vec2{trig::sin(a), -trig::cos(a)} * (0.2 * r), 0.46 * r, turn, pal);
    add_number(out, *n.number, d.pos, r, turn, pal);
  } else {
    add_glyph(page, Part::icon, IconSet::node_type, *n.type, d.pos, 0.6 * r, turn, pal);
  }
}

void draw_tiny_nodes(Page& page, const Board& board, const Plan& plan, const Palette& pal) {
  const double half = plan.sizes.tiny_half * plan.map.unit_mm;
  for (std::size_t i = 0; i < board.tiny_nodes.size(); ++i) {
    const TinyNode& tiny = board.tiny_nodes[i];
    const std::size_t first = page.shapes.size();
    add_glyph(page, Part::tiny_node, IconSet::tiny_node, tiny.type, plan.map.to_mm(tiny.pos), half, tiny.angle * rad_to_deg, pal);
    tag_from(page, first, "tiny-node", static_cast<int>(i), tiny.type);
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

std::vector<ExpeditionMark> draw_marks(Page& page, const Board& board, const Plan& plan, const Palette& pal, Rng& rng) {
  std::vector<ExpeditionMark> marks;
  const double u = plan.map.unit_mm;
  for (std::size_t i = 0; i < board.expeditions.size(); ++i) {
    const Expedition& x = board.expeditions[i];
    const Vec2 p = plan.map.to_mm(x.pos);
    const double half = drawn::expedition_half * u;
    const std::size_t first = page.shapes.size();
    add_expedition(page, p, half, x.slots, rng.uniform(-max_icon_turn, max_icon_turn), pal);
    tag_from(page, first, "expedition", static_cast<int>(i), "");  // its type is the secret board's surprise
    marks.push_back({p, half, x.type});
  }
  for (std::size_t i = 0; i < board.landmarks.size(); ++i) {
    const Landmark& l = board.landmarks[i];
    const std::size_t first = page.shapes.size();
    add_glyph(page, Part::landmark, IconSet::landmark, l.type, plan.map.to_mm(l.pos), drawn::landmark_half * u, 0.0, pal);
    tag_from(page, first, "landmark", static_cast<int>(i), l.type);
  }
  for (std::size_t i = 0; i < board.resources.size(); ++i) {
    const Resource& res = board.resources[i];
    const std::size_t first = page.shapes.size();
    add_glyph(page, Part::resource, IconSet::resource, res.type, plan.map.to_mm(res.pos), plan.sizes.resource_half * u, res.angle * rad_to_deg, pal);
    tag_from(page, first, "resource", static_cast<int>(i), res.type);
  }
  return marks;
}

Page board_page(const Board& board, const Plan& plan, const LayoutOptions& options, const Dictionary& dict, const Palette& pal,
                std::vector<ExpeditionMark>& marks) {
  const PageSetup& setup = board.options.page;
  Page page;
  // A board on several sheets is drawn whole on the mosaic's page, then cut into sheets.
  page.width = setup.tiled() ? mosaic_page_width(setup) : setup.page_width();
  page.height = setup.tiled() ? mosaic_page_height(setup) : setup.page_height();
  auto& out = page.shapes;
  Rng rng = drawing_stream(board);
  const Vec2 frame_min = plan.map.to_mm(plan.map.frame_min), frame_max = plan.map.to_mm(plan.map.frame_max);
  const Vec2 inner_min = frame_min + Vec2{drawn::frame_mm, drawn::frame_mm}, inner_max = frame_max - Vec2{drawn::frame_mm, drawn::frame_mm};
  if (board.center >= 0 && static_cast<std::size_t>(board.center) < plan.nodes.size()) {
    const Vec2 c = plan.nodes[static_cast<std::size_t>(board.center)].pos;
    const double w = pal.quadrant_width / 2;
    out.push_back({Part::quadrant, Line{{inner_min.x + w, c.y}, {inner_max.x - w, c.y}, pal.quadrant, pal.quadrant_width, pal.quadrant_dash}});
    out.push_back({Part::quadrant, Line{{c.x, inner_min.y + w}, {c.x, inner_max.y - w}, pal.quadrant, pal.quadrant_width, pal.quadrant_dash}});
  }
  for (std::size_t e = 0; e < board.edges.size(); ++e) {
    const Edge& edge = board.edges[e];
    const std::size_t first = out.size();
    out.push_back({Part::edge, Line{plan.nodes[static_cast<std::size_t>(edge.a)].pos, plan.nodes[static_cast<std::size_t>(edge.b)].pos, pal.edge,
                                    pal.edge_width, {}}});
    tag_from(page, first, "edge", static_cast<int>(e), "");
  }
  draw_nodes(page, board, plan, dict, pal, rng);
  draw_tiny_nodes(page, board, plan, pal);
  marks = draw_marks(page, board, plan, pal, rng);
  const Vec2 half_frame{drawn::frame_mm / 2, drawn::frame_mm / 2};
  out.push_back({Part::frame, Rect{frame_min + half_frame, frame_max - frame_min - half_frame * 2.0, {std::nullopt, pal.ink, drawn::frame_mm}}});
  if (!setup.tiled()) add_footer(page, board, options, pal, "", false);
  return page;
}

}  // namespace

double board_scale(const Board& board) { return drawn::page_map(board).unit_mm; }

namespace {

// The seed as one word of the description: as it is, or in double quotes (a quote or
// backslash in it escaped by a backslash) when it is empty or holds a space or control
// character, quote, backslash or semicolon, so the list reads back unambiguously.
std::string described_seed(std::string_view seed) {
  const auto plain = [](char c) { return static_cast<unsigned char>(c) > ' ' && c != '"' && c != '\\' && c != ';'; };
  if (!seed.empty() && std::all_of(seed.begin(), seed.end(), plain)) return std::string(seed);
  std::string quoted = "\"";
  for (const char c : seed) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + '"';
}

}  // namespace

std::string describe_options(std::string_view seed, const BoardOptions& o, const LayoutOptions& options) {
  const PageSetup& page = o.page;
  std::string s = fmt::format("seed={} players={} expansions={} first-game={} paper={} {} margin={:g}mm", described_seed(seed), o.players,
                              o.expansions.empty() ? "none" : join(o.expansions, ","), o.first_game ? "yes" : "no", page.paper,
                              page.portrait ? "portrait" : "landscape", page.margin_mm);
  if (o.size_width > 0) s += fmt::format(" size={}x{}", o.size_width, o.size_height);
  if (page.tiled()) s += fmt::format(" sheets={}x{} overlap={:g}mm", page.sheets_across, page.sheets_down, page.overlap_mm);
  else if (o.size_width > 0) s += " sheets=1x1";  // a --size board is otherwise spread over the sheets it needs
  // --board-paper as a paper in mm whose printable area is the board's area.
  if (page.area_width_mm > 0)
    s += fmt::format(" board-paper={:g}x{:g}", page.area_width_mm + 2 * page.margin_mm, page.area_height_mm + 2 * page.margin_mm + footer_band_mm);
  if (o.best_of > 1) s += fmt::format(" best-of={}", o.best_of);
  if (o.min_score) s += fmt::format(" min-score={:g}", *o.min_score);
  s += options.legend ? " legend" : " no-legend";
  if (options.secret_board) s += fmt::format(" secret-board duplex={}", options.duplex == Duplex::long_edge ? "long" : "short");
  if (options.ink_friendly) s += " ink-friendly";
  if (options.mono) s += " mono";
  if (page.tiled() && !options.assembly) s += " no-assembly";
  return s;
}

Scene layout(const Board& board, const LayoutOptions& options) {
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  const Palette pal = palette_for(options);
  const Plan plan = make_plan(board);
  Scene scene;
  scene.info.title = fmt::format("Unstable Universe board {}", board.seed);
  scene.info.subject = describe_options(board.seed, board.options, options);
  scene.info.creator = generator_version();
  scene.info.keywords = "Unstable Universe; uuboard; " + describe_options(board.seed, board.options, options);
  std::vector<ExpeditionMark> marks;
  const auto add_legend = [&] {
    if (!options.legend) return;
    for (Page& page : legend_pages(board, options, dict, pal)) scene.pages.push_back(std::move(page));
  };
  if (board.options.page.tiled()) {  // the sheets (each followed by its back), the assembly page, the legend
    add_sheet_pages(scene, board, options, pal, board_page(board, plan, options, dict, pal, marks), marks);
    add_legend();
    return scene;
  }
  scene.pages.push_back(board_page(board, plan, options, dict, pal, marks));
  add_legend();
  if (options.secret_board) scene.pages.push_back(secret_page(board, options, marks, pal));
  return scene;
}

}  // namespace uu

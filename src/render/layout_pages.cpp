// The parts every page shares (palette, icons, footer with the calibration bar) and
// the two extra pages: the legend and the mirrored secret board.
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>

#include "render/layout_parts.hpp"
#include "uuboard/dictionary.hpp"
#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "geom/trig.hpp"

namespace uu::render_detail {

namespace {

constexpr double deg_to_rad = std::numbers::pi / 180.0;

Vec2 turn_by(Vec2 p, double degrees) {
  const double c = trig::cos(degrees * deg_to_rad), s = trig::sin(degrees * deg_to_rad);
  return {p.x * c - p.y * s, p.x * s + p.y * c};
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : std::string(sep)) + s;
  return out;
}

}  // namespace

Color Palette::fill(std::string_view hex) const { return colour_fills ? parse_hex(hex) : paper; }

Palette palette_for(const LayoutOptions& options) {
  Palette p;
  if (options.ink_friendly || options.mono) {
    p.colour_fills = false;
    p.dot_fill = p.paper;
  }
  if (options.mono) {
    p.ink = {0, 0, 0};
    p.edge = {0, 0, 0};
    p.quadrant = {0, 0, 0};
    p.edge_width = 0.3;
    p.quadrant_width = 0.3;
    p.quadrant_dash = {1.5, 1.5};
  }
  return p;
}

Color parse_hex(std::string_view hex) {
  if (hex.size() != 7 || hex[0] != '#') return {0x99, 0x99, 0x99};
  std::uint8_t v[3] = {};
  for (int i = 0; i < 3; ++i) {
    const int hi = hex_digit(hex[static_cast<std::size_t>(1 + 2 * i)]), lo = hex_digit(hex[static_cast<std::size_t>(2 + 2 * i)]);
    if (hi < 0 || lo < 0) return {0x99, 0x99, 0x99};
    v[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return {v[0], v[1], v[2]};
}

namespace {

void append_icon(std::vector<Shape>& out, Part part, const Icon& icon, Vec2 center, double half, double degrees, const Palette& pal) {
  const auto place = [&](Vec2 p) { return center + turn_by(p * half, degrees); };
  for (const IconPart& ip : icon.parts) {
    const bool paper = ip.ink == Ink::paper || ip.ink == Ink::paper_stroke;
    const Color colour = paper ? pal.paper : pal.ink;
    const bool stroked = ip.ink == Ink::stroke || ip.ink == Ink::paper_stroke;
    const Style style = stroked ? Style{std::nullopt, colour, ip.width * half} : Style{colour, std::nullopt, 0.0};
    if (ip.points.empty()) {
      out.push_back({part, Circle{place(ip.center), ip.radius * half, style}});
      continue;
    }
    Path path;
    path.closed = ip.closed || !stroked;
    path.style = style;
    for (Vec2 p : ip.points) path.points.push_back(place(p));
    out.push_back({part, std::move(path)});
  }
}

constexpr std::string_view set_names[] = {"node type", "mission", "expedition", "landmark", "resource", "tiny node"};

}  // namespace

void add_icon(Page& page, Part part, const Icon& icon, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal) {
  const std::size_t first = page.shapes.size();
  append_icon(page.shapes, part, icon, center, half, degrees, pal);
  if (page.shapes.size() == first) return;
  std::size_t symbol = 0;
  while (symbol < page.symbols.size() && page.symbols[symbol].name != name) ++symbol;
  if (symbol == page.symbols.size()) {
    page.symbols.push_back({std::string(name), {}});
    append_icon(page.symbols.back().shapes, part, icon, {0.0, 0.0}, 1.0, 0.0, pal);
  }
  page.placements.push_back({first, page.shapes.size() - first, symbol, center, half, degrees});
}

void add_glyph(Page& page, Part part, IconSet set, std::string_view name, Vec2 center, double half, double degrees, const Palette& pal) {
  if (const Icon* icon = find_icon(set, name)) {
    add_icon(page, part, *icon, fmt::format("{}: {}", set_names[static_cast<int>(set)], name), center, half, degrees, pal);
    return;
  }
  const std::string text = initials(name);
  const double size = (text.size() > 2 ? 0.62 : 0.85) * half;
  page.shapes.push_back({part, Circle{center, 0.92 * half, {std::nullopt, pal.ink, 0.1 * half}}});
  page.shapes.push_back({part, Text{center + turn_by({0, 0.36 * size}, degrees), text, size, pal.ink, Anchor::middle, true, degrees}});
}

std::string fit_text(std::string text, double size, double width, bool bold) {
  if (text_width_estimate(text, size, bold) <= width) return text;
  while (!text.empty() && text_width_estimate(text + "\u2026", size, bold) > width) {
    text.pop_back();
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xc0) == 0x80) text.pop_back();  // whole code points
    if (!text.empty() && static_cast<unsigned char>(text.back()) >= 0xc0) text.pop_back();
  }
  return text.empty() ? text : text + "\u2026";
}

void add_footer(Page& page, const Board& board, const LayoutOptions& options, const Palette& pal, std::string_view note, bool top) {
  const PageSetup& setup = board.options.page;
  const double band = setup.footer_mm;
  const double y0 = top ? setup.margin_mm : page.height - setup.margin_mm - band;
  const double left = setup.margin_mm, right = page.width - setup.margin_mm;
  auto& out = page.shapes;
  // Calibration bar: 50 mm in 10 mm cells, measured between the outer edges.
  constexpr double bar = 50.0;
  const double bar_h = std::min(1.6, 0.25 * band);
  const double bar_y = y0 + 0.12 * band;
  for (int k = 0; k < 5; ++k) {
    const Style cell{k % 2 == 0 ? pal.ink : pal.paper, std::nullopt, 0.0};
    out.push_back({Part::footer, Rect{{right - bar + 10.0 * k, bar_y}, {10.0, bar_h}, cell}});
  }
  out.push_back({Part::footer, Rect{{right - bar + 0.1, bar_y + 0.1}, {bar - 0.2, bar_h - 0.2}, {std::nullopt, pal.ink, 0.2}}});
  // Never under drawn::min_text_pt: a line too long for its room is cut short instead.
  const double least = drawn::min_text_pt * drawn::pt_mm;
  const double size = std::max(least, std::min(2.3, 0.33 * band));
  const double line2 = y0 + 0.88 * band;
  const std::string advice = "print at 100 % (actual size): this bar is 50 mm";
  const double advice_size = std::max(least, std::min(size, bar / text_width_estimate(advice, 1.0) * 1.25));
  out.push_back({Part::footer, Text{{right, line2}, fit_text(advice, advice_size, bar * 1.3), advice_size, pal.ink, Anchor::end}});

  const double room = right - left - bar * 1.3 - 3.0;
  const std::string seed = fit_text(board.seed, size, 0.45 * room);
  std::string first = fmt::format("seed \u201c{}\u201d \u00b7 {} players \u00b7 {}", seed, board.options.players, generator_version());
  if (!note.empty()) first += fmt::format(" \u00b7 {}", note);
  std::vector<std::string> modes;
  if (options.ink_friendly) modes.push_back("ink-friendly");
  if (options.mono) modes.push_back("mono");
  if (board.options.first_game) modes.push_back("first game");
  const bool every_expansion = board.options.expansions.size() == std::size(all_expansion_names);
  std::string second = "expansions: " + (board.options.expansions.empty() ? std::string("none")
                                         : every_expansion              ? std::string("all")
                                                                        : join(board.options.expansions, ", "));
  if (!modes.empty()) second += " \u00b7 " + join(modes, ", ");
  const auto fitted = [&](const std::string& text) { return std::max(least, std::min(size, room / std::max(text_width_estimate(text, 1.0), 1e-9))); };
  const double line1 = y0 + 0.42 * band;
  const double first_size = fitted(first), second_size = fitted(second);
  out.push_back({Part::footer, Text{{left, line1}, fit_text(first, first_size, room), first_size, pal.ink, Anchor::start}});
  out.push_back({Part::footer, Text{{left, line2}, fit_text(second, second_size, room), second_size, pal.ink, Anchor::start}});
}

namespace {

enum class EntryKind { node_type, mission, center, power_dot, expedition, landmark, resource, tiny_node };

struct Entry {
  EntryKind kind;
  std::string name, detail, effect;
  std::optional<Color> fill;
};

std::vector<Entry> legend_entries(const Board& board, const Dictionary& dict, const Palette& pal) {
  std::vector<Entry> entries;
  const auto has_type = [&](const std::string& name) {
    return std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& n) { return n.type == name; });
  };
  const auto has_mission = [&](const std::string& name) {
    return std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& n) { return n.mission == name; });
  };
  for (const NodeType& t : dict.node_types) {
    if (!has_type(t.name)) continue;
    const int c = dict.category_index(t.category);
    entries.push_back({EntryKind::node_type, t.name, t.category + " \u00b7 " + join(t.actions, ", "), t.effect.value_or(""),
                       c >= 0 ? std::optional(pal.fill(dict.categories[static_cast<std::size_t>(c)].light_color)) : std::nullopt});
  }
  for (const TypeRules& rules : board.types) {  // types a saved board knows but the tables do not
    if (dict.node_type_index(rules.name) >= 0 || !has_type(rules.name)) continue;
    const int c = dict.category_index(rules.category);
    entries.push_back({EntryKind::node_type, rules.name, rules.category + " \u00b7 " + join(rules.actions, ", "), "",
                       c >= 0 ? std::optional(pal.fill(dict.categories[static_cast<std::size_t>(c)].light_color)) : std::nullopt});
  }
  for (const Mission& m : dict.missions)
    if (has_mission(m.name)) entries.push_back({EntryKind::mission, m.name, "Mission (start node)", m.effect.value_or(""), pal.fill(m.light_color)});
  const int cc = dict.category_index(center_category);
  const bool electric = board.center >= 0 && board.nodes[static_cast<std::size_t>(board.center)].number.has_value();
  const bool day_night = board.options.has_expansion(nodes_of_knowledge_expansion);
  entries.push_back({EntryKind::center, "Center", day_night ? "Quadrant lines cross here; day and night marks" : "The quadrant lines cross here",
                     electric ? "Its number belongs to the Electric expansion." : "",
                     cc >= 0 ? std::optional(pal.fill(dict.categories[static_cast<std::size_t>(cc)].light_color)) : std::nullopt});
  entries.push_back({EntryKind::power_dot, "Power dot", "Half-disc around a node", "Draw your icon in a free dot to claim the node.", pal.paper});
  if (!board.expeditions.empty())
    entries.push_back({EntryKind::expedition, "Expedition", "Compass with 1\u20134 slots", "Claim a slot; its type is on the secret board.", std::nullopt});
  const auto add_named = [&](EntryKind kind, const std::vector<WeightedName>& table, const auto& present, const std::string& detail) {
    for (const WeightedName& w : table)
      if (present(w.name)) entries.push_back({kind, w.name, detail, kind == EntryKind::tiny_node && w.name == "Triangle" ? "One-way: pass only the way it points." : "", std::nullopt});
  };
  add_named(EntryKind::landmark, dict.landmarks,
            [&](const std::string& n) { return std::any_of(board.landmarks.begin(), board.landmarks.end(), [&](const Landmark& l) { return l.type == n; }); },
            "Landmark");
  add_named(EntryKind::resource, dict.resources,
            [&](const std::string& n) { return std::any_of(board.resources.begin(), board.resources.end(), [&](const Resource& r) { return r.type == n; }); },
            "Natural resource");
  add_named(EntryKind::tiny_node, dict.tiny_nodes,
            [&](const std::string& n) { return std::any_of(board.tiny_nodes.begin(), board.tiny_nodes.end(), [&](const TinyNode& t) { return t.type == n; }); },
            "Tiny node on an edge");
  return entries;
}

void add_entry_icon(Page& page, const Entry& e, Vec2 c, double h, const Palette& pal) {
  auto& out = page.shapes;
  switch (e.kind) {
    case EntryKind::node_type:
      out.push_back({Part::legend, Circle{c, h, {e.fill.value_or(pal.paper), pal.ink, 0.3}}});
      add_glyph(page, Part::legend, IconSet::node_type, e.name, c, 0.6 * h, 0.0, pal);
      break;
    case EntryKind::mission:
      out.push_back({Part::legend, Rect{c - Vec2{h, h}, {2 * h, 2 * h}, {e.fill.value_or(pal.paper), pal.ink, 0.3}}});
      add_glyph(page, Part::legend, IconSet::mission, e.name, c, 0.7 * h, 0.0, pal);
      break;
    case EntryKind::center:
      out.push_back({Part::legend, Circle{c, h, {e.fill.value_or(pal.paper), pal.ink, 0.5}}});
      add_icon(page, Part::legend, center_icon(), "center", c, 0.7 * h, 0.0, pal);
      break;
    case EntryKind::power_dot:
      out.push_back({Part::legend, Circle{c + Vec2{0, -0.55 * h}, 0.4 * h, {pal.dot_fill, pal.ink, 0.25}}});
      out.push_back({Part::legend, Circle{c + Vec2{0, 0.25 * h}, 0.75 * h, {pal.paper, pal.ink, 0.3}}});
      break;
    case EntryKind::expedition:
      add_icon(page, Part::legend, compass_icon(), "compass", c, h, 0.0, pal);
      for (double x : {-0.3, 0.3}) out.push_back({Part::legend, Circle{c + Vec2{x * h, 0}, 0.26 * h, {pal.paper, pal.ink, 0.25}}});
      break;
    case EntryKind::landmark: add_glyph(page, Part::legend, IconSet::landmark, e.name, c, 0.8 * h, 0.0, pal); break;
    case EntryKind::resource: add_glyph(page, Part::legend, IconSet::resource, e.name, c, 0.6 * h, 0.0, pal); break;
    case EntryKind::tiny_node:
      out.push_back({Part::legend, Line{c - Vec2{h, 0}, c + Vec2{h, 0}, pal.edge, pal.edge_width, {}}});
      add_glyph(page, Part::legend, IconSet::tiny_node, e.name, c, 0.4 * h, 0.0, pal);
      break;
  }
}

}  // namespace

Page legend_page(const Board& board, const LayoutOptions& options, const Dictionary& dict, const Palette& pal) {
  const PageSetup& setup = board.options.page;
  Page page;
  page.width = setup.page_width();
  page.height = setup.page_height();
  const double left = setup.margin_mm, top = setup.margin_mm;
  const double width = setup.window_width_mm();
  const double title_size = 4.2;
  page.shapes.push_back({Part::legend, Text{{left, top + title_size}, fit_text(fmt::format("Legend \u00b7 board \u201c{}\u201d", board.seed), title_size, width, true),
                                            title_size, pal.ink, Anchor::start, true}});
  const std::vector<Entry> entries = legend_entries(board, dict, pal);
  const int cols = width > 220.0 ? 3 : 2;
  const int rows = std::max(1, (static_cast<int>(entries.size()) + cols - 1) / cols);
  const double y0 = top + title_size + 3.0;
  const double avail = setup.page_height() - setup.margin_mm - setup.footer_mm - 1.0 - y0;
  const double row_h = std::min(12.0, avail / rows);
  const double col_w = width / cols;
  const double h = std::min(0.4 * row_h, 4.5);  // icon half size
  const double least = drawn::min_text_pt * drawn::pt_mm;
  const double name_size = std::max(least, std::min(3.2, 0.3 * row_h)), small = std::max(least, std::min(2.4, 0.22 * row_h));
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    const int col = static_cast<int>(i) / rows, row = static_cast<int>(i) % rows;
    const double x = left + col * col_w, y = y0 + row * row_h;
    add_entry_icon(page, e, {x + h + 0.5, y + row_h / 2}, h, pal);
    const double tx = x + 2 * h + 3.0, tw = col_w - (2 * h + 3.0) - 2.0;
    const double lines = e.effect.empty() ? 2.0 : 3.0;
    double base = y + (row_h - lines * name_size * 1.05) / 2 + name_size;
    page.shapes.push_back({Part::legend, Text{{tx, base}, fit_text(e.name, name_size, tw, true), name_size, pal.ink, Anchor::start, true}});
    base += small * 1.3;
    page.shapes.push_back({Part::legend, Text{{tx, base}, fit_text(e.detail, small, tw), small, pal.ink, Anchor::start}});
    if (!e.effect.empty()) {
      base += small * 1.25;
      page.shapes.push_back({Part::legend, Text{{tx, base}, fit_text(e.effect, small, tw), small, pal.ink, Anchor::start}});
    }
  }
  add_footer(page, board, options, pal, "legend", false);
  return page;
}

Page secret_page(const Board& board, const LayoutOptions& options, const std::vector<ExpeditionMark>& marks, const Palette& pal) {
  const drawn::PageMap map = drawn::page_map(board);
  const std::string note = fmt::format("secret board: print double-sided, flip on the {} edge", options.duplex == Duplex::long_edge ? "long" : "short");
  return secret_back(board, options, {map.to_mm(map.frame_min), map.to_mm(map.frame_max)}, marks, pal, note, "no expeditions on this board");
}

Page secret_back(const Board& board, const LayoutOptions& options, Box frame, const std::vector<ExpeditionMark>& marks, const Palette& pal,
                 const std::string& note, const std::string& none) {
  const PageSetup& setup = board.options.page;
  Page page;
  page.width = setup.page_width();
  page.height = setup.page_height();
  // Turning the sheet over its long edge swaps the direction across that edge: top and
  // bottom on a landscape page, left and right on a portrait one. The short edge swaps
  // the other direction.
  const bool landscape = page.width >= page.height;
  const bool flip_y = (options.duplex == Duplex::long_edge) == landscape;
  const auto mirror = [&](Vec2 p) { return flip_y ? Vec2{p.x, page.height - p.y} : Vec2{page.width - p.x, p.y}; };
  const Vec2 a = mirror(frame.min), b = mirror(frame.max);
  const Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
  page.shapes.push_back({Part::secret, Rect{lo + Vec2{0.2, 0.2}, hi - lo - Vec2{0.4, 0.4}, {std::nullopt, pal.ink, 0.4}}});
  const double text_size = 2.2;
  for (const ExpeditionMark& m : marks) {
    const Vec2 p = mirror(m.pos);
    // The type's icon over the marker's place, its name under it, both inside the frame.
    const double half = std::max(0.7 * m.half, 3.5);
    const Vec2 c{std::clamp(p.x, lo.x + 1.5 * half, hi.x - 1.5 * half), std::clamp(p.y, lo.y + 1.5 * half, hi.y - 1.5 * half - 2 * text_size)};
    add_glyph(page, Part::secret, IconSet::expedition, m.type, c, half, 0.0, pal);
    const std::string name = fit_text(m.type, text_size, 60.0);
    const double w = text_width_estimate(name, text_size);
    const double x = std::clamp(c.x, lo.x + 1.0 + w / 2, hi.x - 1.0 - w / 2);
    const double y = c.y + half * 1.05 + text_size;
    page.shapes.push_back({Part::secret, Text{{x, y}, name, text_size, pal.ink, Anchor::middle}});
  }
  if (marks.empty()) {
    page.shapes.push_back({Part::secret, Text{(lo + hi) * 0.5, none, 4.0, pal.ink, Anchor::middle}});
  }
  add_footer(page, board, options, pal, note, flip_y);
  return page;
}

}  // namespace uu::render_detail

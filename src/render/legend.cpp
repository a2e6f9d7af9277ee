// The legend: every kind of thing printed on this board, with the icon the board draws
// for it, what it is and, where the designer's devlog or the original's tables say, what
// it does, in our own words; else its category and actions. It only speaks of pages that
// are printed (the secret board). Sections in a fixed order flow down columns, at the
// largest text size that fits one page, else at the smallest over as many as it takes.
#include <algorithm>
#include <fmt/core.h>

#include "render/layout_parts.hpp"
#include "model/drawn.hpp"
#include "uuboard/dictionary.hpp"

namespace uu::render_detail {

namespace {

enum class EntryKind { heading, node_type, mission, center, power_dot, expedition, landmark, resource, tiny_node };

struct Entry {
  EntryKind kind;
  std::string name;
  std::vector<std::string> lines;  // what it is, then what it does
  std::optional<Color> fill;
};

std::string expansion_label(const Dictionary& dict, std::string_view name) {
  const int i = dict.expansion_index(name);
  return i >= 0 ? dict.expansions[static_cast<std::size_t>(i)].label : std::string(name);
}

// "A", "A and B", "A, B and C".
std::string listed(const std::vector<std::string>& names) {
  if (names.size() < 2) return join(names, "");
  const std::vector<std::string> head(names.begin(), names.end() - 1);
  return join(head, ", ") + " and " + names.back();
}

std::optional<Color> category_fill(const Dictionary& dict, std::string_view category, const Palette& pal) {
  const int c = dict.category_index(category);
  if (c < 0) return std::nullopt;
  return pal.fill(dict.categories[static_cast<std::size_t>(c)].light_color);
}

// What a node type does: its effect, else the devlog's rule for a numbered type.
std::string type_effect(const NodeType& t) {
  if (t.effect) return *t.effect;
  if (t.needs_number) return fmt::format("Enter only with as many {} as its number.", *t.needs_number);
  return {};
}

// What a mission asks: its effect, else the nodes the original's tables tie it to.
std::string mission_effect(const Mission& m) {
  if (m.effect) return *m.effect;
  if (!m.relevant_nodes.empty()) return fmt::format("About {}.", listed(m.relevant_nodes));
  return {};
}

// The missions whose goal names `name`: a resource's role.
std::string counted_by(const Dictionary& dict, const std::string& name) {
  std::vector<std::string> missions;
  for (const Mission& m : dict.missions)
    if (std::find(m.relevant_nodes.begin(), m.relevant_nodes.end(), name) != m.relevant_nodes.end()) missions.push_back(m.name);
  return missions.empty() ? std::string() : fmt::format("Counts for the {} mission{}.", listed(missions), missions.size() > 1 ? "s" : "");
}

void add_lines(Entry& e, std::initializer_list<std::string> lines) {
  for (const std::string& l : lines)
    if (!l.empty()) e.lines.push_back(l);
}

void board_entries(std::vector<Entry>& out, const Board& board, const LayoutOptions& options, const Dictionary& dict, const Palette& pal) {
  out.push_back({EntryKind::heading, "On the board", {}, std::nullopt});
  Entry center{EntryKind::center, "Center", {}, category_fill(dict, center_category, pal)};
  const bool electric = board.center >= 0 && board.nodes[static_cast<std::size_t>(board.center)].number.has_value();
  add_lines(center, {"Reach it first to win. The quadrant lines cross here.",
                     board.options.has_expansion(nodes_of_knowledge_expansion) ? "Its sun and moon mark day and night (" +
                                                                                     expansion_label(dict, nodes_of_knowledge_expansion) + ")."
                                                                               : "",
                     electric ? "Its number belongs to " + expansion_label(dict, electric_expansion) + "." : ""});
  out.push_back(std::move(center));
  out.push_back({EntryKind::power_dot, "Power dot", {"Half-disc around a node. You own a node while you own one of its dots; a dot cut off is lost."},
                 pal.paper});
  if (!board.expeditions.empty()) {
    const std::string secret = !options.secret_board  ? "No secret board is printed with this one: its type stays unknown."
                               : board.options.page.tiled() ? "Its type is on the back of its sheet (the secret board)."
                                                            : "Its type is on the secret board, behind it.";
    out.push_back({EntryKind::expedition, "Expedition",
                   {fmt::format("Compass with 1\u20134 slots ({}).", expansion_label(dict, extreme_expeditions_expansion)), secret},
                   std::nullopt});
  }
}

void node_entries(std::vector<Entry>& out, const Board& board, const Dictionary& dict, const Palette& pal) {
  const auto has_type = [&](const std::string& name) {
    return std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& n) { return n.type == name; });
  };
  const std::size_t first = out.size();
  for (const NodeType& t : dict.node_types) {
    if (!has_type(t.name)) continue;
    Entry e{EntryKind::node_type, t.name, {}, category_fill(dict, t.category, pal)};
    add_lines(e, {t.category + " \u00b7 " + join(t.actions, ", "), type_effect(t)});
    out.push_back(std::move(e));
  }
  for (const TypeRules& rules : board.types) {  // types a saved board knows but the tables do not
    if (dict.node_type_index(rules.name) >= 0 || !has_type(rules.name)) continue;
    out.push_back({EntryKind::node_type, rules.name, {rules.category + " \u00b7 " + join(rules.actions, ", ")}, category_fill(dict, rules.category, pal)});
  }
  if (out.size() > first) out.insert(out.begin() + static_cast<std::ptrdiff_t>(first), {EntryKind::heading, "Node types", {}, std::nullopt});
}

void mission_entries(std::vector<Entry>& out, const Board& board, const Dictionary& dict, const Palette& pal) {
  const auto has_mission = [&](const std::string& name) {
    return std::any_of(board.nodes.begin(), board.nodes.end(), [&](const Node& n) { return n.mission == name; });
  };
  const std::size_t first = out.size();
  for (const Mission& m : dict.missions) {
    if (!has_mission(m.name)) continue;
    Entry e{EntryKind::mission, m.name, {}, pal.fill(m.light_color)};
    add_lines(e, {"Mission" + (m.expansion ? " \u00b7 " + expansion_label(dict, *m.expansion) : std::string(" \u00b7 base game")), mission_effect(m)});
    out.push_back(std::move(e));
  }
  if (out.size() > first)
    out.insert(out.begin() + static_cast<std::ptrdiff_t>(first),
               {EntryKind::heading, "Missions", {"The icon on your start square is your personal mission."}, std::nullopt});
}

// Landmarks, resources or tiny nodes: a heading saying what they are, then each present.
template <class Marks, class Effect>
void mark_entries(std::vector<Entry>& out, EntryKind kind, const std::string& heading, const std::string& what, const std::vector<WeightedName>& table,
                  const Marks& marks, Effect&& effect) {
  const std::size_t first = out.size();
  for (const WeightedName& w : table) {
    if (std::none_of(marks.begin(), marks.end(), [&](const auto& m) { return m.type == w.name; })) continue;
    Entry e{kind, w.name, {}, std::nullopt};
    add_lines(e, {effect(w.name)});
    out.push_back(std::move(e));
  }
  if (out.size() > first) out.insert(out.begin() + static_cast<std::ptrdiff_t>(first), {EntryKind::heading, heading, {what}, std::nullopt});
}

std::vector<Entry> legend_entries(const Board& board, const LayoutOptions& options, const Dictionary& dict, const Palette& pal) {
  std::vector<Entry> entries;
  board_entries(entries, board, options, dict, pal);
  node_entries(entries, board, dict, pal);
  mission_entries(entries, board, dict, pal);
  const std::string scissors = expansion_label(dict, sharp_scissors_expansion);
  mark_entries(entries, EntryKind::landmark, "Landmarks", "In an enclosed area (" + scissors + ").", dict.landmarks, board.landmarks,
               [](const std::string&) { return std::string(); });
  mark_entries(entries, EntryKind::resource, "Natural resources", "In an enclosed area (" + scissors + ").", dict.resources, board.resources,
               [&](const std::string& name) { return counted_by(dict, name); });
  mark_entries(entries, EntryKind::tiny_node, "Tiny nodes",
               "On an edge, optional to visit and own; each changes what its edge allows (" + scissors + ").", dict.tiny_nodes,
               board.tiny_nodes, [](const std::string& name) {
                 return name == "Triangle" ? std::string("One-way: move along its edge only the way it points.") : std::string();
               });
  return entries;
}

void add_entry_icon(Page& page, const Entry& e, Vec2 c, double h, const Palette& pal) {
  auto& out = page.shapes;
  switch (e.kind) {
    case EntryKind::heading: break;
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

// Text sizes of one try: the body's, the names' and the headings' (mm), and the icons' half size.
struct Sizes {
  double text, name, heading, half;
  double pitch() const { return 1.25 * text; }
};

// An entry laid out in a column: its lines (the name first) and its height.
struct Block {
  std::size_t entry = 0;
  std::vector<std::string> name, body;
  double height = 0.0;
};

Block block_of(const Entry& e, std::size_t index, const Sizes& z, double column) {
  Block b;
  b.entry = index;
  const bool heading = e.kind == EntryKind::heading;
  const double text_width = heading ? column : column - (2 * z.half + 2.5);
  b.name = wrap_text(e.name, heading ? z.heading : z.name, text_width, true);
  for (const std::string& line : e.lines)
    for (std::string& l : wrap_text(line, z.text, text_width)) b.body.push_back(std::move(l));
  const double name_pitch = 1.25 * (heading ? z.heading : z.name);
  const double text = name_pitch * static_cast<double>(b.name.size()) + z.pitch() * static_cast<double>(b.body.size());
  b.height = (heading ? std::max(text, 0.0) + 0.8 : std::max(text, 2 * z.half)) + 0.3 * z.text + (heading ? 0.8 : 0.0);
  return b;
}

struct Placed {
  Block block;
  int page = 0;
  Vec2 at;  // the block's top-left
};

// The blocks flowed down `columns` columns of `height` mm, a page after another; a
// heading never ends a column.
std::vector<Placed> flow(const std::vector<Entry>& entries, const Sizes& z, double column_width, int columns, double height) {
  std::vector<Block> blocks;
  for (std::size_t i = 0; i < entries.size(); ++i) blocks.push_back(block_of(entries[i], i, z, column_width));
  std::vector<Placed> out;
  int page = 0, column = 0;
  double y = 0.0;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const bool heading = entries[blocks[i].entry].kind == EntryKind::heading;
    const double need = blocks[i].height + (heading && i + 1 < blocks.size() ? blocks[i + 1].height : 0.0);
    if (y > 0.0 && y + need > height) {
      y = 0.0;
      if (++column == columns) {
        column = 0;
        ++page;
      }
    }
    out.push_back({blocks[i], page, {column * column_width, y}});
    y += blocks[i].height;
  }
  return out;
}

void draw_block(Page& page, const Entry& e, const Block& b, Vec2 at, const Sizes& z, const Palette& pal) {
  const bool heading = e.kind == EntryKind::heading;
  const double name_size = heading ? z.heading : z.name;
  double x = at.x, y = at.y + (heading ? 0.8 : 0.0);
  if (!heading) {
    add_entry_icon(page, e, {x + z.half + 0.3, y + z.half + 0.2}, z.half, pal);
    x += 2 * z.half + 2.5;
  }
  for (const std::string& line : b.name) {
    y += 1.25 * name_size;
    page.shapes.push_back({Part::legend, Text{{x, y - 0.3 * name_size}, line, name_size, pal.ink, Anchor::start, true}});
  }
  for (const std::string& line : b.body) {
    y += z.pitch();
    page.shapes.push_back({Part::legend, Text{{x, y - 0.3 * z.text}, line, z.text, pal.ink, Anchor::start}});
  }
}

}  // namespace

std::vector<Page> legend_pages(const Board& board, const LayoutOptions& options, const Dictionary& dict, const Palette& pal) {
  const PageSetup& setup = board.options.page;
  const double m = setup.margin_mm, width = setup.page_width() - 2 * m, title = 4.2;
  const double top = m + title + 3.0, bottom = setup.page_height() - m - setup.footer_mm - 1.5;
  constexpr double gap = 4.0, least_column = 60.0;
  const int columns = std::max(1, static_cast<int>((width + gap) / (least_column + gap)));
  const double column_width = (width + gap) / columns;
  const std::vector<Entry> entries = legend_entries(board, options, dict, pal);
  const double least = drawn::min_text_pt * drawn::pt_mm;
  std::vector<Placed> placed;
  Sizes z{};
  for (const double text : {2.8, 2.5, least}) {
    z = {text, std::max(least, 1.1 * text), std::max(least, 1.3 * text), std::min(4.5, 1.5 * text)};
    placed = flow(entries, z, column_width - gap, columns, bottom - top);
    if (placed.back().page == 0) break;
  }
  const int count = placed.back().page + 1;
  std::vector<Page> pages(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k) {
    Page& page = pages[static_cast<std::size_t>(k)];
    page.width = setup.page_width();
    page.height = setup.page_height();
    const std::string heading = fmt::format("Legend{} \u00b7 board \u201c{}\u201d", count > 1 ? fmt::format(" {}/{}", k + 1, count) : "", board.seed);
    page.shapes.push_back({Part::legend, Text{{m, m + title}, fit_text(heading, title, width, true), title, pal.ink, Anchor::start, true}});
  }
  for (const Placed& p : placed) draw_block(pages[static_cast<std::size_t>(p.page)], entries[p.block.entry], p.block, Vec2{m, top} + p.at, z, pal);
  for (int k = 0; k < count; ++k)
    add_footer(pages[static_cast<std::size_t>(k)], board, options, pal, count > 1 ? fmt::format("legend {}/{}", k + 1, count) : "legend", false);
  return pages;
}

}  // namespace uu::render_detail

// The board to JSON (docs/board-format.md): as one document, or as its text written
// straight into a string, the bytes nlohmann's dump of the document gives.
#include "uuboard/board_json.hpp"

#include <iterator>

#include "io/json_writer.hpp"
#include "uuboard/generate.hpp"

namespace uu {

namespace {

using ojson = nlohmann::ordered_json;

template <class T>
ojson optional_json(const std::optional<T>& v) {
  return v ? ojson(*v) : ojson(nullptr);
}

ojson type_rules_json(const TypeRules& t) {
  return ojson{{"name", t.name},
               {"category", t.category},
               {"actions", t.actions},
               {"min", t.min},
               {"max", optional_json(t.max)},
               {"max_sequence", t.max_sequence},
               {"forbidden_on_border", t.forbidden_on_border},
               {"min_border_distance", optional_json(t.min_border_distance)},
               {"max_border_distance", optional_json(t.max_border_distance)},
               {"needs_number", optional_json(t.needs_number)},
               {"requirements", t.requirements}};
}

ojson node_json(const Node& n, std::size_t id) {
  ojson sides = ojson::array();
  for (Side s : all_sides) {
    if (n.sides.has(s)) sides.push_back(to_string(s));
  }
  ojson dots = ojson::array();
  for (const PowerDot& d : n.power_dots) dots.push_back({{"angle", d.angle}});
  return ojson{{"id", id},
               {"x", n.pos.x},
               {"y", n.pos.y},
               {"role", to_string(n.role)},
               {"type", optional_json(n.type)},
               {"mission", optional_json(n.mission)},
               {"on_border", n.on_border()},
               {"border_sides", sides},
               {"number", optional_json(n.number)},
               {"power_dots", dots}};
}

ojson spread_json(const Spread& s) {
  return ojson{{"min", s.min}, {"max", s.max}, {"spread", s.spread}, {"ratio", optional_json(s.ratio)}};
}

ojson fairness_json(const std::optional<Fairness>& f) {
  if (!f) return nullptr;
  ojson starts = ojson::array();
  for (const StartFairness& s : f->starts) {
    starts.push_back({{"node", s.node},
                      {"moves", s.moves},
                      {"path_length", s.path_length},
                      {"reach_3", s.reach_3},
                      {"cutting_3", s.cutting_3},
                      {"disjoint_paths", s.disjoint_paths},
                      {"mission_nodes_4", optional_json(s.mission_nodes_4)}});
  }
  ojson quadrants = ojson::object();
  for (std::size_t q = 0; q < 4; ++q) quadrants[quadrant_names[q]] = f->quadrant_nodes[q];
  return ojson{{"score", f->score},
               {"starts", starts},
               {"moves", spread_json(f->moves)},
               {"path_length", spread_json(f->path_length)},
               {"reach_3", spread_json(f->reach_3)},
               {"cutting_3", spread_json(f->cutting_3)},
               {"disjoint_paths", spread_json(f->disjoint_paths)},
               {"mission_nodes_4", f->mission_nodes_4 ? spread_json(*f->mission_nodes_4) : ojson(nullptr)},
               {"mission_short", f->mission_short},
               {"quadrant_nodes", quadrants},
               {"quadrant_cv", f->quadrant_cv}};
}

template <class T, class Element>
ojson records_json(const std::vector<T>& items, Element&& element) {
  ojson out = ojson::array();
  for (const T& item : items) out.push_back(element(item));
  return out;
}

ojson options_json(const BoardOptions& o) {
  const PageSetup& page = o.page;
  ojson options{{"players", o.players},
                {"expansions", o.expansions},
                {"first_game", o.first_game},
                {"paper", page.paper},
                {"portrait", page.portrait},
                {"margin_mm", page.margin_mm},
                {"size", o.size_width > 0 ? ojson::array({o.size_width, o.size_height}) : ojson(nullptr)},
                {"best_of", o.best_of},
                {"min_score", optional_json(o.min_score)}};
  if (page.tiled()) {
    options["sheets"] = ojson::array({page.sheets_across, page.sheets_down});
    options["overlap_mm"] = page.overlap_mm;
    if (page.area_width_mm > 0) options["board_area_mm"] = ojson::array({page.area_width_mm, page.area_height_mm});
  }
  return options;
}

// The text of the document board_to_json builds, written straight into the string by
// JsonWriter: the same members in the same order, with no document built on the way.
void write_type_rules(JsonWriter& w, const TypeRules& t) {
  w.member("name", t.name);
  w.member("category", t.category);
  w.member("actions", t.actions);
  w.member("min", t.min);
  w.member("max", t.max);
  w.member("max_sequence", t.max_sequence);
  w.member("forbidden_on_border", t.forbidden_on_border);
  w.member("min_border_distance", t.min_border_distance);
  w.member("max_border_distance", t.max_border_distance);
  w.member("needs_number", t.needs_number);
  w.member("requirements", t.requirements);
}

// `name`: an array of one object per item, whose members write(item) writes.
template <class T, class Write>
void write_records(JsonWriter& w, JsonKey name, const std::vector<T>& items, Write&& write) {
  w.key(name);
  w.begin_array();
  for (const T& item : items) {
    w.begin_object();
    write(item);
    w.end_object();
  }
  w.end_array();
}

void write_node(JsonWriter& w, const Node& n, int id) {
  w.member("id", id);
  w.member("x", n.pos.x);
  w.member("y", n.pos.y);
  w.member("role", to_string(n.role));
  w.member("type", n.type);
  w.member("mission", n.mission);
  w.member("on_border", n.on_border());
  w.key("border_sides");
  w.begin_array();
  for (Side s : all_sides) {
    if (n.sides.has(s)) w.value(to_string(s));
  }
  w.end_array();
  w.member("number", n.number);
  write_records(w, "power_dots", n.power_dots, [&](const PowerDot& d) { w.member("angle", d.angle); });
}

// `name`: an object whose members write() writes.
template <class Write>
void write_object(JsonWriter& w, JsonKey name, Write&& write) {
  w.key(name);
  w.begin_object();
  write();
  w.end_object();
}

void write_spread(JsonWriter& w, JsonKey name, const std::optional<Spread>& s) {
  if (!s) {
    w.member(name, nullptr);
    return;
  }
  write_object(w, name, [&] {
    w.member("min", s->min);
    w.member("max", s->max);
    w.member("spread", s->spread);
    w.member("ratio", s->ratio);
  });
}

void write_fairness(JsonWriter& w, const Fairness& f) {
  w.member("score", f.score);
  write_records(w, "starts", f.starts, [&](const StartFairness& s) {
    w.member("node", s.node);
    w.member("moves", s.moves);
    w.member("path_length", s.path_length);
    w.member("reach_3", s.reach_3);
    w.member("cutting_3", s.cutting_3);
    w.member("disjoint_paths", s.disjoint_paths);
    w.member("mission_nodes_4", s.mission_nodes_4);
  });
  write_spread(w, "moves", f.moves);
  write_spread(w, "path_length", f.path_length);
  write_spread(w, "reach_3", f.reach_3);
  write_spread(w, "cutting_3", f.cutting_3);
  write_spread(w, "disjoint_paths", f.disjoint_paths);
  write_spread(w, "mission_nodes_4", f.mission_nodes_4);
  w.member("mission_short", f.mission_short);
  write_object(w, "quadrant_nodes", [&] {
    for (std::size_t q = 0; q < std::size(quadrant_names); ++q) {
      w.key_escaped(quadrant_names[q]);  // names from a table, not literals: no JsonKey
      w.value(f.quadrant_nodes[q]);
    }
  });
  w.member("quadrant_cv", f.quadrant_cv);
}

template <class T>
void write_pair(JsonWriter& w, JsonKey name, T first, T second) {
  w.key(name);
  w.begin_array();
  w.value(first);
  w.value(second);
  w.end_array();
}

void write_options(JsonWriter& w, const BoardOptions& o) {
  const PageSetup& page = o.page;
  w.member("players", o.players);
  w.member("expansions", o.expansions);
  w.member("first_game", o.first_game);
  w.member("paper", page.paper);
  w.member("portrait", page.portrait);
  w.member("margin_mm", page.margin_mm);
  if (o.size_width > 0) write_pair(w, "size", o.size_width, o.size_height);
  else w.member("size", nullptr);
  w.member("best_of", o.best_of);
  w.member("min_score", o.min_score);
  if (page.tiled()) {
    write_pair(w, "sheets", page.sheets_across, page.sheets_down);
    w.member("overlap_mm", page.overlap_mm);
    if (page.area_width_mm > 0) write_pair(w, "board_area_mm", page.area_width_mm, page.area_height_mm);
  }
}

// A little more than the text of a board takes with indent 1 (measured: 4 to 11 % more,
// from 2-player boards to 100 000 nodes; 0.7 of that on one line), so the text is
// written into memory allocated once.
std::size_t json_text_size_estimate(const Board& board, int indent) {
  std::size_t dots = 0;
  for (const Node& n : board.nodes) dots += n.power_dots.size();
  std::size_t area_nodes = 0;
  for (const Area& a : board.areas) area_nodes += a.nodes.size();
  const std::size_t marks = board.expeditions.size() + board.landmarks.size() + board.resources.size() + board.tiny_nodes.size();
  const std::size_t pretty = 4096 + 225 * board.nodes.size() + 52 * dots + 44 * board.edges.size() + 44 * board.areas.size() +
                             13 * area_nodes + 140 * marks + 350 * board.types.size();
  return indent < 0 ? pretty / 10 * 7 : pretty;
}

// A mark's members in the format's order: its area (a tiny node's edge), where it is,
// what it is, then an expedition's slots or a resource's or tiny node's angle.
template <class Mark>
void write_mark(JsonWriter& w, const Mark& m) {
  if constexpr (requires { m.edge; }) w.member("edge", m.edge);
  else w.member("area", m.area);
  w.member("x", m.pos.x);
  w.member("y", m.pos.y);
  w.member("type", m.type);
  if constexpr (requires { m.slots; }) w.member("slots", m.slots);
  if constexpr (requires { m.angle; }) w.member("angle", m.angle);
}

void write_board(JsonWriter& w, const Board& board) {
  w.begin_object();
  w.member("format", "uuboard-board");
  w.member("format_version", board.options.page.tiled() ? board_format_version_sheets : board_format_version);
  w.member("generator", generator_version());
  w.member("seed", board.seed);
  write_object(w, "options", [&] { write_options(w, board.options); });
  write_object(w, "board", [&] {
    w.member("width", board.width);
    w.member("height", board.height);
    w.member("unit_mm", board.unit_mm);
    w.member("attempt", board.attempt);
    w.member("candidate", board.candidate);
  });
  int id = 0;
  write_records(w, "nodes", board.nodes, [&](const Node& n) { write_node(w, n, id++); });
  write_records(w, "edges", board.edges, [&](const Edge& e) {
    w.member("a", e.a);
    w.member("b", e.b);
  });
  write_records(w, "types", board.types, [&](const TypeRules& t) { write_type_rules(w, t); });
  write_records(w, "areas", board.areas, [&](const Area& a) {
    w.member("nodes", a.nodes);
    w.member("use", to_string(a.use));
  });
  const auto mark = [&](const auto& m) { write_mark(w, m); };
  write_records(w, "expeditions", board.expeditions, mark);
  write_records(w, "landmarks", board.landmarks, mark);
  write_records(w, "resources", board.resources, mark);
  write_records(w, "tiny_nodes", board.tiny_nodes, mark);
  if (board.fairness) write_object(w, "fairness", [&] { write_fairness(w, *board.fairness); });
  else w.member("fairness", nullptr);
  w.end_object();
}

}  // namespace

nlohmann::ordered_json board_to_json(const Board& board) {
  ojson j = ojson::object();
  j["format"] = "uuboard-board";
  j["format_version"] = board.options.page.tiled() ? board_format_version_sheets : board_format_version;
  j["generator"] = generator_version();
  j["seed"] = board.seed;
  j["options"] = options_json(board.options);
  j["board"] = ojson{{"width", board.width},
                     {"height", board.height},
                     {"unit_mm", board.unit_mm},
                     {"attempt", board.attempt},
                     {"candidate", board.candidate}};
  std::size_t id = 0;
  j["nodes"] = records_json(board.nodes, [&](const Node& n) { return node_json(n, id++); });
  j["edges"] = records_json(board.edges, [](const Edge& e) { return ojson{{"a", e.a}, {"b", e.b}}; });
  j["types"] = records_json(board.types, type_rules_json);
  j["areas"] = records_json(board.areas, [](const Area& a) { return ojson{{"nodes", a.nodes}, {"use", to_string(a.use)}}; });
  j["expeditions"] = records_json(board.expeditions, [](const Expedition& e) {
    return ojson{{"area", e.area}, {"x", e.pos.x}, {"y", e.pos.y}, {"type", e.type}, {"slots", e.slots}};
  });
  j["landmarks"] = records_json(board.landmarks, [](const Landmark& l) {
    return ojson{{"area", l.area}, {"x", l.pos.x}, {"y", l.pos.y}, {"type", l.type}};
  });
  j["resources"] = records_json(board.resources, [](const Resource& r) {
    return ojson{{"area", r.area}, {"x", r.pos.x}, {"y", r.pos.y}, {"type", r.type}, {"angle", r.angle}};
  });
  j["tiny_nodes"] = records_json(board.tiny_nodes, [](const TinyNode& t) {
    return ojson{{"edge", t.edge}, {"x", t.pos.x}, {"y", t.pos.y}, {"type", t.type}, {"angle", t.angle}};
  });
  j["fairness"] = fairness_json(board.fairness);
  return j;
}

std::string board_to_json_text(const Board& board, int indent) {
  // The bytes of board_to_json(board).dump(indent) + "\n", written in one pass: no
  // document is built (a 100 000-node board's takes half a gigabyte), and the string is
  // sized once from the board's counts.
  JsonWriter w(indent, json_text_size_estimate(board, indent));
  write_board(w, board);
  std::string out = w.take();
  out += '\n';
  return out;
}

const std::vector<std::string>& known_board_fields() {
  // The members the writers write, so a field added there is known here too.
  static const std::vector<std::string> fields = [] {
    std::vector<std::string> out;
    const ojson empty = board_to_json(Board{});
    for (const auto& member : empty.items()) out.push_back(member.key());
    return out;
  }();
  return fields;
}

}  // namespace uu

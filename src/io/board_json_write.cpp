// The board to JSON (docs/board-format.md): as one document, or as text written member by
// member with the bytes nlohmann's dump would give.
#include "uuboard/board_json.hpp"

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

// The board's members in the order they are written. Small members go to
// `value(key, json)`; the long arrays to `array(key, count, element)`, element(i) giving
// the i-th item, so a writer can stream them without holding the whole document.
template <class Value, class Array>
void board_members(const Board& board, Value&& value, Array&& array) {
  value("format", "uuboard-board");
  const PageSetup& page = board.options.page;
  value("format_version", page.tiled() ? board_format_version_sheets : board_format_version);
  value("generator", generator_version());
  value("seed", board.seed);
  ojson options{{"players", board.options.players},
                         {"expansions", board.options.expansions},
                         {"first_game", board.options.first_game},
                         {"paper", board.options.page.paper},
                         {"portrait", board.options.page.portrait},
                         {"margin_mm", board.options.page.margin_mm},
                         {"size", board.options.size_width > 0 ? ojson::array({board.options.size_width, board.options.size_height})
                                                               : ojson(nullptr)},
                         {"best_of", board.options.best_of},
                         {"min_score", optional_json(board.options.min_score)}};
  if (page.tiled()) {
    options["sheets"] = ojson::array({page.sheets_across, page.sheets_down});
    options["overlap_mm"] = page.overlap_mm;
    if (page.area_width_mm > 0) options["board_area_mm"] = ojson::array({page.area_width_mm, page.area_height_mm});
  }
  value("options", options);
  value("board", ojson{{"width", board.width},
                       {"height", board.height},
                       {"unit_mm", board.unit_mm},
                       {"attempt", board.attempt},
                       {"candidate", board.candidate}});
  array("nodes", board.nodes.size(), [&](std::size_t i) { return node_json(board.nodes[i], i); });
  array("edges", board.edges.size(), [&](std::size_t i) {
    const Edge& e = board.edges[i];
    return ojson{{"a", e.a}, {"b", e.b}};
  });
  array("types", board.types.size(), [&](std::size_t i) { return type_rules_json(board.types[i]); });
  array("areas", board.areas.size(), [&](std::size_t i) {
    const Area& a = board.areas[i];
    return ojson{{"nodes", a.nodes}, {"use", to_string(a.use)}};
  });
  array("expeditions", board.expeditions.size(), [&](std::size_t i) {
    const Expedition& e = board.expeditions[i];
    return ojson{{"area", e.area}, {"x", e.pos.x}, {"y", e.pos.y}, {"type", e.type}, {"slots", e.slots}};
  });
  array("landmarks", board.landmarks.size(), [&](std::size_t i) {
    const Landmark& l = board.landmarks[i];
    return ojson{{"area", l.area}, {"x", l.pos.x}, {"y", l.pos.y}, {"type", l.type}};
  });
  array("resources", board.resources.size(), [&](std::size_t i) {
    const Resource& r = board.resources[i];
    return ojson{{"area", r.area}, {"x", r.pos.x}, {"y", r.pos.y}, {"type", r.type}, {"angle", r.angle}};
  });
  array("tiny_nodes", board.tiny_nodes.size(), [&](std::size_t i) {
    const TinyNode& t = board.tiny_nodes[i];
    return ojson{{"edge", t.edge}, {"x", t.pos.x}, {"y", t.pos.y}, {"type", t.type}, {"angle", t.angle}};
  });
  value("fairness", fairness_json(board.fairness));
}

// Writes JSON text exactly as nlohmann's dump(indent) would for the whole document, one
// member or array item at a time. A value dumped on its own is laid out as if at the top
// level; nested `depth` levels deep, each of its lines after the first is indented by
// depth * indent more spaces. JSON strings hold no raw newline, so every newline in
// the text is the layout's.
class StreamWriter {
 public:
  StreamWriter(std::string& out, int indent) : out_(out), indent_(indent) {}

  void open(char bracket) {
    out_ += bracket;
    first_ = true;
  }
  // Before a member of the top-level object.
  void key(std::string_view name) {
    separate(1);
    out_ += '"';
    out_ += name;
    out_ += pretty() ? "\": " : "\":";
  }
  // Before an item of an array that is the value of a top-level member.
  void item() { separate(2); }
  void value(const ojson& v, int depth) {
    const std::string text = v.dump(indent_);
    if (!pretty() || depth == 0) {
      out_ += text;
      return;
    }
    const std::string pad(static_cast<std::size_t>(depth * indent_), ' ');
    for (char c : text) {
      out_ += c;
      if (c == '\n') out_ += pad;
    }
  }
  // Closes an object or array at `depth`; `empty` when nothing was written into it.
  void close(char bracket, int depth) {
    if (pretty() && !first_) {
      out_ += '\n';
      out_.append(static_cast<std::size_t>(depth * indent_), ' ');
    }
    out_ += bracket;
    first_ = false;
  }

 private:
  bool pretty() const { return indent_ >= 0; }
  void separate(int depth) {
    if (!first_) out_ += ',';
    first_ = false;
    if (pretty()) {
      out_ += '\n';
      out_.append(static_cast<std::size_t>(depth * indent_), ' ');
    }
  }

  std::string& out_;
  int indent_;
  bool first_ = true;
};

}  // namespace

nlohmann::ordered_json board_to_json(const Board& board) {
  ojson j = ojson::object();
  board_members(
      board, [&](const char* key, ojson v) { j[key] = std::move(v); },
      [&](const char* key, std::size_t count, const auto& element) {
        ojson items = ojson::array();
        for (std::size_t i = 0; i < count; ++i) items.push_back(element(i));
        j[key] = std::move(items);
      });
  return j;
}

std::string board_to_json_text(const Board& board, int indent) {
  // The same bytes as board_to_json(board).dump(indent) + "\n", without building the
  // whole document first: a 100 000-node board's document takes half a gigabyte.
  std::string out;
  StreamWriter w(out, indent < 0 ? -1 : indent);
  w.open('{');
  board_members(
      board,
      [&](const char* key, const ojson& v) {
        w.key(key);
        w.value(v, 1);
      },
      [&](const char* key, std::size_t count, const auto& element) {
        w.key(key);
        w.open('[');
        for (std::size_t i = 0; i < count; ++i) {
          w.item();
          w.value(element(i), 2);
        }
        w.close(']', 1);
      });
  w.close('}', 0);
  out += '\n';
  return out;
}

const std::vector<std::string>& known_board_fields() {
  // The members the writer writes, so a field added there is known here too.
  static const std::vector<std::string> fields = [] {
    std::vector<std::string> out;
    board_members(
        Board{}, [&](const char* key, const auto&) { out.emplace_back(key); },
        [&](const char* key, std::size_t, const auto&) { out.emplace_back(key); });
    return out;
  }();
  return fields;
}


}  // namespace uu

// A board from JSON (docs/board-format.md), every field checked: a file that is not a board
// of this format is refused naming the JSON path and what was expected there.
#include "uuboard/board_json.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fmt/core.h>

#include "io/json_read.hpp"
#include "uuboard/generate.hpp"
#include "model/limits.hpp"
#include "uuboard/render/layout.hpp"

namespace uu {

namespace {

using BoardPlace = json_read::Place<BoardFormatError>;

// Walks a JSON document keeping the path, so every complaint says where it is.
class Reader {
 public:
  Reader(const nlohmann::json& j, BoardPlace place) : j_(j), place_(std::move(place)) {}

  [[noreturn]] void fail(std::string_view what) const { place_.fail(what); }
  const nlohmann::json& json() const { return j_; }
  Reader at(std::string_view key) const {
    if (!j_.is_object()) fail("expected an object");
    const auto it = j_.find(key);
    if (it == j_.end()) fail(fmt::format("missing field \"{}\"", key));
    return Reader(*it, place_ / key);
  }
  bool has(std::string_view key) const {
    if (!j_.is_object()) return false;
    const auto it = j_.find(key);
    return it != j_.end() && !it->is_null();
  }
  std::size_t size() const {
    if (!j_.is_array()) fail("expected an array");
    return j_.size();
  }
  Reader at(std::size_t i) const { return Reader(j_.at(i), place_ / i); }
  template <class F>
  void each(F&& f) const {
    for (std::size_t i = 0; i < size(); ++i) f(at(i), i);
  }

  double number() const {
    if (!j_.is_number()) fail("expected a number");
    return j_.get<double>();
  }
  // A position or length on the board: finite and within max_board_coordinate.
  double coordinate() const {
    const double v = number();
    if (!(std::abs(v) <= max_board_coordinate))
      fail(fmt::format("{} is not a board position (at most {} board units from the corner)", j_.dump(), max_board_coordinate));
    return v;
  }
  int integer() const {
    if (!j_.is_number_integer()) fail("expected an integer");
    const auto v = j_.get<std::int64_t>();
    if (v < -1000000000 || v > 1000000000) fail("integer out of range");
    return static_cast<int>(v);
  }
  bool boolean() const {
    if (!j_.is_boolean()) fail("expected true or false");
    return j_.get<bool>();
  }
  std::string string() const {
    if (!j_.is_string()) fail("expected a string");
    return j_.get<std::string>();
  }
  std::vector<std::string> strings() const {
    std::vector<std::string> out;
    each([&](const Reader& r, std::size_t) { out.push_back(r.string()); });
    return out;
  }
  std::optional<std::string> optional_string() const { return j_.is_null() ? std::nullopt : std::optional(string()); }
  std::optional<int> optional_integer() const { return j_.is_null() ? std::nullopt : std::optional(integer()); }
  std::optional<double> optional_number() const { return j_.is_null() ? std::nullopt : std::optional(number()); }
  // An id into a list of the given size.
  int id(std::size_t count) const {
    const int v = integer();
    if (v < 0 || static_cast<std::size_t>(v) >= count) fail(fmt::format("id {} does not exist (0-{} allowed)", v, static_cast<std::int64_t>(count) - 1));
    return v;
  }

 private:
  const nlohmann::json& j_;
  BoardPlace place_;
};

Vec2 read_pos(const Reader& r) { return {r.at("x").coordinate(), r.at("y").coordinate()}; }

Node read_node(const Reader& r, std::size_t index) {
  if (r.at("id").integer() != static_cast<int>(index)) r.at("id").fail(fmt::format("expected id {} (ids are positions in the list)", index));
  Node n;
  n.pos = read_pos(r);
  const std::string role = r.at("role").string();
  const auto parsed = role_from_string(role);
  if (!parsed) r.at("role").fail(fmt::format("unknown role \"{}\" (regular, start or center)", role));
  n.role = *parsed;
  n.type = r.at("type").optional_string();
  n.mission = r.at("mission").optional_string();
  r.at("border_sides").each([&](const Reader& s, std::size_t) {
    const std::string name = s.string();
    const auto side = side_from_string(name);
    if (!side) s.fail(fmt::format("unknown side \"{}\" (left, top, right or bottom)", name));
    n.sides.add(*side);
  });
  if (r.at("on_border").boolean() != n.on_border()) r.at("on_border").fail("disagrees with border_sides");
  n.number = r.at("number").optional_integer();
  r.at("power_dots").each([&](const Reader& d, std::size_t) { n.power_dots.push_back({d.at("angle").number()}); });
  return n;
}

Spread read_spread(const Reader& r) {
  return {r.at("min").number(), r.at("max").number(), r.at("spread").number(), r.at("ratio").optional_number()};
}

Fairness read_fairness(const Reader& r, std::size_t node_count) {
  Fairness f;
  f.score = r.at("score").number();
  r.at("starts").each([&](const Reader& s, std::size_t) {
    f.starts.push_back({s.at("node").id(node_count), s.at("moves").integer(), s.at("path_length").number(), s.at("reach_3").integer(),
                        s.at("cutting_3").integer(), s.at("disjoint_paths").integer(), s.at("mission_nodes_4").optional_integer()});
  });
  f.moves = read_spread(r.at("moves"));
  f.path_length = read_spread(r.at("path_length"));
  f.reach_3 = read_spread(r.at("reach_3"));
  f.cutting_3 = read_spread(r.at("cutting_3"));
  f.disjoint_paths = read_spread(r.at("disjoint_paths"));
  if (r.has("mission_nodes_4")) f.mission_nodes_4 = read_spread(r.at("mission_nodes_4"));
  // Boards written before mission_short: the same count, from the starts.
  f.mission_short = r.has("mission_short") ? r.at("mission_short").integer()
                                           : static_cast<int>(std::count_if(f.starts.begin(), f.starts.end(), [](const StartFairness& s) {
                                               return s.mission_nodes_4 && *s.mission_nodes_4 < mission_goal;
                                             }));
  for (std::size_t q = 0; q < 4; ++q) f.quadrant_nodes[q] = r.at("quadrant_nodes").at(quadrant_names[q]).integer();
  f.quadrant_cv = r.at("quadrant_cv").number();
  return f;
}

TypeRules read_type_rules(const Reader& r) {
  TypeRules t;
  t.name = r.at("name").string();
  t.category = r.at("category").string();
  t.actions = r.at("actions").strings();
  t.min = r.at("min").integer();
  t.max = r.at("max").optional_integer();
  t.max_sequence = r.at("max_sequence").integer();
  t.forbidden_on_border = r.at("forbidden_on_border").boolean();
  t.min_border_distance = r.at("min_border_distance").optional_number();
  t.max_border_distance = r.at("max_border_distance").optional_number();
  t.needs_number = r.at("needs_number").optional_string();
  t.requirements = r.at("requirements").strings();
  return t;
}

}  // namespace

Board board_from_json(const nlohmann::json& j, std::string_view source) {
  const Reader root(j, BoardPlace(source));
  if (!j.is_object()) root.fail("expected a JSON object (a uuboard board)");
  if (root.at("format").string() != "uuboard-board") root.at("format").fail("expected \"uuboard-board\"");
  const int version = root.at("format_version").integer();
  if (version != board_format_version && version != board_format_version_sheets) {
    root.at("format_version").fail(fmt::format("version {} is not supported (this uuboard reads versions {} and {})", version, board_format_version,
                                               board_format_version_sheets));
  }
  for (const auto& item : j.items()) {
    const auto& known = known_board_fields();
    if (std::find(known.begin(), known.end(), item.key()) == known.end()) {
      std::string list;
      for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
      root.at(item.key()).fail(fmt::format("unknown field \"{}\" (a board has: {})", item.key(), list));
    }
  }
  Board board;
  board.seed = root.at("seed").string();
  if (const std::string problem = check_seed(board.seed, "seed"); !problem.empty()) root.at("seed").fail(problem);
  const Reader options = root.at("options");
  board.options.players = options.at("players").integer();
  board.options.expansions = options.at("expansions").strings();
  board.options.first_game = options.at("first_game").boolean();
  const std::string paper = options.at("paper").string();
  const auto page = parse_paper(paper);
  if (!page) options.at("paper").fail(fmt::format("unknown paper \"{}\" (a4, a3, a5, letter, legal, tabloid or WxH in mm)", paper));
  board.options.page = *page;
  board.options.page.portrait = options.at("portrait").boolean();
  board.options.page.margin_mm = options.at("margin_mm").number();
  if (options.has("size")) {
    const Reader size = options.at("size");
    if (size.size() != 2) size.fail("expected [width, height] in board units");
    board.options.size_width = size.at(std::size_t{0}).integer();
    board.options.size_height = size.at(std::size_t{1}).integer();
  }
  if (options.has("sheets")) {
    const Reader sheets = options.at("sheets");
    if (version < board_format_version_sheets) sheets.fail(fmt::format("a board on several sheets is format_version {}", board_format_version_sheets));
    if (sheets.size() != 2) sheets.fail("expected [across, down], sheets of the paper");
    board.options.page.sheets_across = sheets.at(std::size_t{0}).integer();
    board.options.page.sheets_down = sheets.at(std::size_t{1}).integer();
    if (board.options.page.sheets_across < 1 || board.options.page.sheets_down < 1 || board.options.page.sheets_across > max_sheets_side ||
        board.options.page.sheets_down > max_sheets_side)
      sheets.fail(fmt::format("each must be 1 to {}", max_sheets_side));
    if (options.has("overlap_mm")) board.options.page.overlap_mm = options.at("overlap_mm").number();
    if (options.has("board_area_mm")) {
      const Reader area = options.at("board_area_mm");
      if (area.size() != 2) area.fail("expected [width, height] in mm");
      board.options.page.area_width_mm = area.at(std::size_t{0}).number();
      board.options.page.area_height_mm = area.at(std::size_t{1}).number();
      if (!(board.options.page.area_width_mm > 0) || !(board.options.page.area_height_mm > 0) ||
          board.options.page.area_width_mm > board.options.page.mosaic_width_mm() + 1e-9 ||
          board.options.page.area_height_mm > board.options.page.mosaic_height_mm() + 1e-9)
        area.fail("must be positive and fit the sheets");
    }
  }
  board.options.page = with_footer_for(board.seed, board.options.page);  // as the generator set it
  if (options.has("best_of")) board.options.best_of = options.at("best_of").integer();
  if (options.has("min_score")) board.options.min_score = options.at("min_score").number();
  if (const std::string problem = check_board_options(board.options, OptionNames::json); !problem.empty()) options.fail(problem);
  const Reader geometry = root.at("board");
  board.width = geometry.at("width").coordinate();
  board.height = geometry.at("height").coordinate();
  board.unit_mm = geometry.at("unit_mm").coordinate();
  board.attempt = geometry.has("attempt") ? geometry.at("attempt").integer() : 0;
  board.candidate = geometry.has("candidate") ? geometry.at("candidate").integer() : 0;
  if (!(board.width > 0.0) || !(board.height > 0.0)) geometry.fail("width and height must be positive");
  if (!(board.unit_mm > 0.0)) geometry.at("unit_mm").fail("must be positive");

  root.at("nodes").each([&](const Reader& r, std::size_t i) { board.nodes.push_back(read_node(r, i)); });
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::center) board.center = static_cast<int>(i);
  }
  const std::size_t node_count = board.nodes.size();
  root.at("edges").each([&](const Reader& r, std::size_t) { board.edges.push_back({r.at("a").id(node_count), r.at("b").id(node_count)}); });
  root.at("types").each([&](const Reader& r, std::size_t) { board.types.push_back(read_type_rules(r)); });
  root.at("areas").each([&](const Reader& r, std::size_t) {
    Area a;
    r.at("nodes").each([&](const Reader& n, std::size_t) { a.nodes.push_back(n.id(node_count)); });
    const std::string use = r.at("use").string();
    const auto parsed = area_use_from_string(use);
    if (!parsed) r.at("use").fail(fmt::format("unknown area use \"{}\"", use));
    a.use = *parsed;
    board.areas.push_back(std::move(a));
  });
  const std::size_t area_count = board.areas.size();
  root.at("expeditions").each([&](const Reader& r, std::size_t) {
    board.expeditions.push_back({r.at("area").id(area_count), read_pos(r), r.at("type").string(), r.at("slots").integer()});
  });
  root.at("landmarks").each([&](const Reader& r, std::size_t) {
    board.landmarks.push_back({r.at("area").id(area_count), read_pos(r), r.at("type").string()});
  });
  root.at("resources").each([&](const Reader& r, std::size_t) {
    board.resources.push_back({r.at("area").id(area_count), read_pos(r), r.at("type").string(), r.at("angle").number()});
  });
  const std::size_t edge_count = board.edges.size();
  root.at("tiny_nodes").each([&](const Reader& r, std::size_t) {
    board.tiny_nodes.push_back({r.at("edge").id(edge_count), read_pos(r), r.at("type").string(), r.at("angle").number()});
  });
  if (root.has("fairness")) board.fairness = read_fairness(root.at("fairness"), node_count);
  return board;
}

namespace {
// nlohmann's message without its "parse error at " opening.
std::string without_library_tag(const nlohmann::json::exception& e) {
  std::string text = json_read::reason(e);
  if (text.starts_with("parse error at ")) text.erase(0, 15);
  return text;
}
}  // namespace

Board board_from_json_text(std::string_view text, std::string_view source) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    throw BoardFormatError(fmt::format("{}: not valid JSON (byte {}): {}", source, e.byte, without_library_tag(e)));
  } catch (const nlohmann::json::exception& e) {
    // Well-formed but unreadable, such as a number too large for a double (1e400).
    throw BoardFormatError(fmt::format("{}: not readable JSON: {}", source, without_library_tag(e)));
  }
  return board_from_json(j, source);
}

}  // namespace uu

// Reads a data file into a Dictionary and checks everything the stages take for
// granted: types, ranges, and that every name refers to something that exists.
#include "uuboard/dictionary.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>

#include "uuboard/embedded.hpp"

namespace uu {

namespace {

using Json = nlohmann::json;

// Limits a designer's tables must keep to be honoured (docs/data-format.md).
constexpr int max_type_min = 12;    // a node type's min count
constexpr int max_icon_frame = 63;  // an icon sheet holds 64 frames

template <class T, class Name>
int index_by(const std::vector<T>& items, std::string_view name, Name name_of) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (name_of(items[i]) == name) return static_cast<int>(i);
  }
  return -1;
}

// JSON Pointer (RFC 6901) steps, so a path can be pasted into any JSON tool.
std::string child(const std::string& path, std::string_view key) {
  std::string out = path + "/";
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string child(const std::string& path, std::size_t index) {
  return path + "/" + std::to_string(index);
}

std::string in_quotes(std::string_view text) {
  return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Shortest text that reads back as the same number, for messages.
std::string number_text(double value) { return Json(value).dump(); }

[[noreturn]] void fail(std::string_view file, const std::string& path, const std::string& problem) {
  throw DataError(std::string(file) + ": " + (path.empty() ? "/" : path) + ": " + problem);
}

// Follows the parser through the document as a JSON Pointer, so errors nlohmann raises
// while reading a value (a number too large) can name where they happened, and so two
// equal keys in one object, which nlohmann would silently collapse, are reported.
class ParsePosition {
 public:
  explicit ParsePosition(std::string_view file) : file_(file) {}

  bool on_event(Json::parse_event_t event, const Json& parsed) {
    using Event = Json::parse_event_t;
    switch (event) {
      case Event::object_start:
        frames_.push_back({false, 0, {}, {}});
        break;
      case Event::array_start:
        frames_.push_back({true, 0, {}, {}});
        break;
      case Event::key:
        on_key(parsed.get<std::string>());
        break;
      case Event::object_end:
      case Event::array_end:
        frames_.pop_back();
        finish_element();
        break;
      case Event::value:
        finish_element();
        break;
    }
    return true;
  }

  std::string path() const {
    std::string out;
    for (const Frame& frame : frames_)
      out = frame.is_array ? child(out, frame.index) : child(out, frame.key);
    return out;
  }

 private:
  struct Frame {
    bool is_array;
    std::size_t index;
    std::string key;
    std::set<std::string> keys;
  };

  void on_key(const std::string& key) {
    Frame& top = frames_.back();
    top.key = key;
    if (!top.keys.insert(key).second) fail(file_, path(), "field given twice");
  }

  void finish_element() {
    if (!frames_.empty() && frames_.back().is_array) ++frames_.back().index;
  }

  std::string_view file_;
  std::vector<Frame> frames_;
};

// nlohmann's own wording without its "[json.exception...] " tag and, for syntax errors
// (ids below 200), without its "parse error at line L, column C: ", as we give our own.
std::string reason_of(const Json::exception& e) {
  std::string reason = e.what();
  const std::size_t tag_end = reason.find("] ");
  if (tag_end != std::string::npos) reason.erase(0, tag_end + 2);
  const std::size_t colon = reason.find(": ");
  if (e.id < 200 && colon != std::string::npos) reason.erase(0, colon + 2);
  return reason;
}

Json parse_json(std::string_view text, std::string_view file) {
  ParsePosition position(file);
  try {
    return Json::parse(text, [&position](int, Json::parse_event_t event, Json& parsed) {
      return position.on_event(event, parsed);
    });
  } catch (const Json::parse_error& e) {
    // e.byte counts from 1 and points at the character that could not be read.
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    throw DataError(std::string(file) + ": line " + std::to_string(line) + ", column " +
                    std::to_string(column) + " (byte " + std::to_string(e.byte) +
                    "): " + reason_of(e));
  } catch (const Json::exception& e) {
    fail(file, position.path(), reason_of(e));
  }
}

// Typed access to one JSON object, with the path and the file for every complaint.
class Fields {
 public:
  Fields(std::string_view file, const Json& value, std::string path,
         std::initializer_list<std::string_view> known)
      : file_(file), object_(value), path_(std::move(path)) {
    if (!value.is_object())
      fail(path_, "expected an object, found " + std::string(value.type_name()));
    for (const auto& item : value.items()) {
      // Keys starting with "_" are the designer's comments.
      if (item.key().starts_with('_')) continue;
      if (std::find(known.begin(), known.end(), item.key()) == known.end())
        fail(child(path_, item.key()), "unknown field " + in_quotes(item.key()));
    }
  }

  std::string at(std::string_view key) const { return child(path_, key); }
  [[noreturn]] void fail(const std::string& path, const std::string& problem) const {
    uu::fail(file_, path, problem);
  }

  const Json& required(std::string_view key) const {
    const auto it = object_.find(key);
    if (it == object_.end()) fail(at(key), "missing required field");
    return *it;
  }
  // Absent and null both mean "not given".
  const Json* optional(std::string_view key) const {
    const auto it = object_.find(key);
    return it == object_.end() || it->is_null() ? nullptr : &*it;
  }

  std::string text(std::string_view key) const { return read_string(required(key), at(key)); }
  std::optional<std::string> optional_text(std::string_view key) const {
    const Json* v = optional(key);
    return v ? std::optional(read_string(*v, at(key), " or null")) : std::nullopt;
  }
  std::string color(std::string_view key) const {
    std::string value = text(key);
    const bool ok = value.size() == 7 && value[0] == '#' &&
                    std::all_of(value.begin() + 1, value.end(), [](char c) {
                      return std::isxdigit(static_cast<unsigned char>(c));
                    });
    if (!ok) fail(at(key), in_quotes(value) + " is not a colour of the form \"#RRGGBB\"");
    return value;
  }
  double number(std::string_view key, double fallback) const {
    const Json* v = present(key);
    return v ? finite(*v, at(key), "") : fallback;
  }
  std::optional<double> optional_number(std::string_view key) const {
    const Json* v = optional(key);
    return v ? std::optional(finite(*v, at(key), " or null")) : std::nullopt;
  }
  int integer(std::string_view key) const { return whole(required(key), at(key), ""); }
  int integer(std::string_view key, int fallback) const {
    const Json* v = present(key);
    return v ? whole(*v, at(key), "") : fallback;
  }
  std::optional<int> optional_integer(std::string_view key) const {
    const Json* v = optional(key);
    return v ? std::optional(whole(*v, at(key), " or null")) : std::nullopt;
  }
  bool boolean(std::string_view key, bool fallback) const {
    const Json* v = present(key);
    if (!v) return fallback;
    if (!v->is_boolean()) type_error(*v, at(key), "true or false");
    return v->get<bool>();
  }
  std::vector<std::string> names(std::string_view key, bool is_required) const {
    const Json* v = is_required ? &required(key) : present(key);
    std::vector<std::string> out;
    if (!v) return out;
    if (!v->is_array()) type_error(*v, at(key), "an array of names");
    for (std::size_t i = 0; i < v->size(); ++i) {
      const std::string path = child(at(key), i);
      out.push_back(read_string((*v)[i], path));
      if (std::count(out.begin(), out.end(), out.back()) > 1)
        fail(path, in_quotes(out.back()) + " is listed twice");
    }
    return out;
  }
  const Json& array(std::string_view key) const {
    const Json& v = required(key);
    if (!v.is_array()) type_error(v, at(key), "an array");
    return v;
  }

 private:
  // Like optional() but an explicit null is a type error: these fields have a default.
  const Json* present(std::string_view key) const {
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
  }
  [[noreturn]] void type_error(const Json& v, const std::string& path,
                               const std::string& expected) const {
    fail(path, "expected " + expected + ", found " + std::string(v.type_name()));
  }
  std::string read_string(const Json& v, const std::string& path,
                          const std::string& or_null = "") const {
    if (!v.is_string()) type_error(v, path, "a string" + or_null);
    std::string value = v.get<std::string>();
    if (value.empty()) fail(path, "must not be empty");
    return value;
  }
  double finite(const Json& v, const std::string& path, const std::string& or_null) const {
    if (!v.is_number()) type_error(v, path, "a number" + or_null);
    const double value = v.get<double>();
    if (!std::isfinite(value)) fail(path, "must be a finite number");
    return value;
  }
  int whole(const Json& v, const std::string& path, const std::string& or_null) const {
    if (!v.is_number()) type_error(v, path, "a whole number" + or_null);
    const double value = v.get<double>();
    if (value != std::floor(value) || std::fabs(value) > 1e9)
      fail(path, "expected a whole number, found " + v.dump());
    return static_cast<int>(value);
  }

  std::string_view file_;
  const Json& object_;
  std::string path_;
};

// Builds the Dictionary table by table; cross-references are checked once all are read.
class Loader {
 public:
  explicit Loader(std::string_view file) : file_(file) {}

  Dictionary load(const Json& root) {
    const Fields top(file_, root, "",
                     {"format", "format_version", "categories", "action_types", "expansions",
                      "node_types", "missions", "first_game_missions", "expeditions", "landmarks",
                      "resources", "tiny_nodes", "energetic_nodes"});
    check_format(top);
    read_categories(top);
    read_action_types(top);
    read_expansions(top);
    read_node_types(top);
    read_missions(top);
    d_.first_game_missions = top.names("first_game_missions", true);
    d_.expeditions = read_weighted(top, "expeditions");
    d_.landmarks = read_weighted(top, "landmarks");
    d_.resources = read_weighted(top, "resources");
    d_.tiny_nodes = read_weighted(top, "tiny_nodes");
    read_energetic_nodes(top);
    check_node_references();
    check_mission_references();
    return std::move(d_);
  }

 private:
  [[noreturn]] void fail(const std::string& path, const std::string& problem) const {
    uu::fail(file_, path, problem);
  }

  void check_format(const Fields& top) const {
    if (top.text("format") != "uuboard-data")
      fail("/format", "expected \"uuboard-data\": this is not a uuboard data file");
    const int version = top.integer("format_version");
    if (version != data_format_version)
      fail("/format_version", "version " + std::to_string(version) +
                                  " is not supported; this uuboard reads version " +
                                  std::to_string(data_format_version));
  }

  // Names are unique within a table; `earlier` holds those seen so far.
  void check_unique(std::vector<std::string>& earlier, const std::string& name,
                    const std::string& path, const std::string& table) const {
    const auto it = std::find(earlier.begin(), earlier.end(), name);
    if (it != earlier.end())
      fail(path, in_quotes(name) + " is already the name of " +
                     child(table, static_cast<std::size_t>(it - earlier.begin())));
    earlier.push_back(name);
  }

  void check_icon(int icon, const std::string& path) const {
    if (icon < 0 || icon > max_icon_frame)
      fail(path, "must be a frame 0 to " + std::to_string(max_icon_frame) + " of the icon sheet, found " + std::to_string(icon));
  }

  void check_not_negative(double value, const std::string& path) const {
    if (value < 0) fail(path, "must not be negative, found " + number_text(value));
  }

  void check_required_name(int index, std::string_view name, const std::string& path,
                           const std::string& what) const {
    if (index < 0)
      fail(path, "missing " + what + " " + in_quotes(name) + ", which the generator relies on");
  }

  void read_categories(const Fields& top) {
    const Json& list = top.array("categories");
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child("/categories", i), {"name", "color", "light_color"});
      Category c{f.text("name"), f.color("color"), f.color("light_color")};
      check_unique(seen, c.name, f.at("name"), "/categories");
      d_.categories.push_back(std::move(c));
    }
    check_required_name(d_.category_index(center_category), center_category, "/categories",
                        "category");
  }

  void read_action_types(const Fields& top) {
    d_.action_types = top.names("action_types", true);
    check_required_name(d_.action_type_index(cutting_action), cutting_action, "/action_types",
                        "action type");
  }

  void read_expansions(const Fields& top) {
    const Json& list = top.array("expansions");
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child("/expansions", i), {"name", "label", "adds_node_types"});
      ExpansionInfo e{f.text("name"), f.text("label"), f.boolean("adds_node_types", false)};
      check_unique(seen, e.name, f.at("name"), "/expansions");
      d_.expansions.push_back(std::move(e));
    }
    for (std::string_view name :
         {nasty_nodes_expansion, nodes_of_knowledge_expansion, electric_expansion,
          extreme_expeditions_expansion, sharp_scissors_expansion}) {
      check_required_name(d_.expansion_index(name), name, "/expansions", "expansion");
    }
  }

  std::optional<std::string> read_expansion_ref(const Fields& f) const {
    std::optional<std::string> name = f.optional_text("expansion");
    if (name && d_.expansion_index(*name) < 0)
      fail(f.at("expansion"), in_quotes(*name) + " names no expansion");
    return name;
  }

  void read_node_types(const Fields& top) {
    const Json& list = top.array("node_types");
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child("/node_types", i),
                     {"name", "expansion", "category", "actions", "prob", "min", "max",
                      "max_sequence", "forbidden_on_border", "min_border_distance",
                      "max_border_distance", "needs_number", "requirements", "power_dots", "extra_power_dots", "icon",
                      "effect"});
      NodeType t = read_node_type(f);
      check_unique(seen, t.name, f.at("name"), "/node_types");
      d_.node_types.push_back(std::move(t));
    }
  }

  NodeType read_node_type(const Fields& f) const {
    NodeType t;
    t.name = f.text("name");
    t.expansion = read_expansion_ref(f);
    if (t.expansion &&
        !d_.expansions[static_cast<std::size_t>(d_.expansion_index(*t.expansion))].adds_node_types)
      fail(f.at("expansion"),
           "expansion " + in_quotes(*t.expansion) + " does not have adds_node_types set");
    t.category = f.text("category");
    if (d_.category_index(t.category) < 0)
      fail(f.at("category"), in_quotes(t.category) + " names no category");
    t.actions = f.names("actions", true);
    for (std::size_t j = 0; j < t.actions.size(); ++j) {
      if (d_.action_type_index(t.actions[j]) < 0)
        fail(child(f.at("actions"), j), in_quotes(t.actions[j]) + " names no action type");
    }
    t.prob = f.number("prob", 1);
    check_not_negative(t.prob, f.at("prob"));
    read_counts(f, t);
    read_placement(f, t);
    t.needs_number = f.optional_text("needs_number");
    t.requirements = f.names("requirements", false);
    read_power_dots(f, t);
    t.icon = f.integer("icon");
    check_icon(t.icon, f.at("icon"));
    t.effect = f.optional_text("effect");
    return t;
  }

  void read_counts(const Fields& f, NodeType& t) const {
    t.min = f.integer("min", 0);
    if (t.min < 0) fail(f.at("min"), "must not be negative, found " + std::to_string(t.min));
    if (t.min > max_type_min) {
      fail(f.at("min"), "must be at most " + std::to_string(max_type_min) + ", found " + std::to_string(t.min) +
                            " (the smallest board has about 75 nodes for 10 to 15 types)");
    }
    t.max = f.optional_integer("max");
    if (t.max && *t.max < t.min)
      fail(f.at("max"), "max " + std::to_string(*t.max) + " is below min " + std::to_string(t.min));
    t.max_sequence = f.integer("max_sequence", 2);
    if (t.max_sequence < 1)
      fail(f.at("max_sequence"), "must be at least 1, found " + std::to_string(t.max_sequence));
  }

  // A fixed count replaces the draw, so an extra on top of it would mean nothing.
  void read_power_dots(const Fields& f, NodeType& t) const {
    t.power_dots = f.optional_integer("power_dots");
    t.extra_power_dots = f.integer("extra_power_dots", 0);
    if (t.power_dots && (*t.power_dots < 1 || *t.power_dots > max_power_dots))
      fail(f.at("power_dots"), "must be 1 to " + std::to_string(max_power_dots) + " (or null for the players' draw), found " +
                                   std::to_string(*t.power_dots));
    if (t.extra_power_dots < 0 || t.extra_power_dots > max_power_dots)
      fail(f.at("extra_power_dots"), "must be 0 to " + std::to_string(max_power_dots) + ", found " + std::to_string(t.extra_power_dots));
    if (t.power_dots && t.extra_power_dots != 0)
      fail(f.at("extra_power_dots"), "must be 0 when power_dots is given: a fixed count takes no extra");
  }

  void read_placement(const Fields& f, NodeType& t) const {
    t.forbidden_on_border = f.boolean("forbidden_on_border", false);
    t.min_border_distance = f.optional_number("min_border_distance");
    t.max_border_distance = f.optional_number("max_border_distance");
    if (t.min_border_distance)
      check_not_negative(*t.min_border_distance, f.at("min_border_distance"));
    if (t.max_border_distance)
      check_not_negative(*t.max_border_distance, f.at("max_border_distance"));
    // The node must lie farther than the minimum and within the maximum, so equal
    // bounds leave no place for it either.
    if (t.min_border_distance && t.max_border_distance &&
        *t.min_border_distance >= *t.max_border_distance)
      fail(f.at("min_border_distance"),
           "min_border_distance " + number_text(*t.min_border_distance) +
               " is not below max_border_distance " + number_text(*t.max_border_distance) +
               ": no position satisfies both");
  }

  void read_missions(const Fields& top) {
    const Json& list = top.array("missions");
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child("/missions", i),
                     {"name", "expansion", "color", "light_color", "prob", "relevant_nodes", "icon",
                      "effect"});
      Mission m;
      m.name = f.text("name");
      check_unique(seen, m.name, f.at("name"), "/missions");
      m.expansion = read_expansion_ref(f);
      m.color = f.color("color");
      m.light_color = f.color("light_color");
      m.prob = f.number("prob", 1);
      check_not_negative(m.prob, f.at("prob"));
      m.relevant_nodes = f.names("relevant_nodes", false);
      m.icon = f.integer("icon");
      check_icon(m.icon, f.at("icon"));
      m.effect = f.optional_text("effect");
      d_.missions.push_back(std::move(m));
    }
    check_drawable(d_.missions, "/missions");
  }

  std::vector<WeightedName> read_weighted(const Fields& top, std::string_view key) const {
    const Json& list = top.array(key);
    const std::string table = top.at(key);
    std::vector<WeightedName> out;
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child(table, i), {"name", "prob", "icon"});
      WeightedName w{f.text("name"), f.number("prob", 1), f.integer("icon")};
      check_unique(seen, w.name, f.at("name"), table);
      check_not_negative(w.prob, f.at("prob"));
      check_icon(w.icon, f.at("icon"));
      out.push_back(std::move(w));
    }
    check_drawable(out, table);
    return out;
  }

  // A table the generator draws from needs at least one entry that can be drawn.
  template <class T>
  void check_drawable(const std::vector<T>& items, const std::string& table) const {
    if (std::none_of(items.begin(), items.end(), [](const T& item) { return item.prob > 0; }))
      fail(table, "needs at least one entry with a positive prob");
  }

  void read_energetic_nodes(const Fields& top) {
    const Json& list = top.array("energetic_nodes");
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(file_, list[i], child("/energetic_nodes", i), {"type", "weight"});
      EnergeticNode e{f.text("type"), f.number("weight", 1)};
      check_unique(seen, e.type, f.at("type"), "/energetic_nodes");
      if (d_.node_type_index(e.type) < 0)
        fail(f.at("type"), in_quotes(e.type) + " names no node type");
      check_not_negative(e.weight, f.at("weight"));
      d_.energetic_nodes.push_back(std::move(e));
    }
  }

  // A type another type depends on must be available whenever the dependent one is:
  // in the base game or in the same expansion.
  void check_dependency(const NodeType& t, const std::string& other,
                        const std::string& path) const {
    const int index = d_.node_type_index(other);
    if (index < 0) fail(path, in_quotes(other) + " names no node type");
    const NodeType& o = d_.node_types[static_cast<std::size_t>(index)];
    if (o.expansion && o.expansion != t.expansion)
      fail(path, in_quotes(other) + " belongs to expansion " + in_quotes(*o.expansion) +
                     ", which " + in_quotes(t.name) + " cannot rely on");
  }

  void check_node_references() const {
    for (std::size_t i = 0; i < d_.node_types.size(); ++i) {
      const NodeType& t = d_.node_types[i];
      const std::string path = child("/node_types", i);
      for (std::size_t j = 0; j < t.requirements.size(); ++j) {
        const std::string req_path = child(child(path, "requirements"), j);
        if (t.requirements[j] == t.name)
          fail(req_path, in_quotes(t.name) + " cannot require itself");
        check_dependency(t, t.requirements[j], req_path);
      }
      if (!t.needs_number) continue;
      const std::string needs_path = child(path, "needs_number");
      check_dependency(t, *t.needs_number, needs_path);
      // The number counts nodes of that type, so the type must be on the board too.
      if (std::find(t.requirements.begin(), t.requirements.end(), *t.needs_number) ==
          t.requirements.end())
        fail(needs_path, in_quotes(*t.needs_number) + " must also be listed in requirements");
    }
  }

  void check_mission_references() const {
    for (std::size_t i = 0; i < d_.missions.size(); ++i) {
      const Mission& m = d_.missions[i];
      for (std::size_t j = 0; j < m.relevant_nodes.size(); ++j) {
        if (d_.node_type_index(m.relevant_nodes[j]) < 0)
          fail(child(child(child("/missions", i), "relevant_nodes"), j),
               in_quotes(m.relevant_nodes[j]) + " names no node type");
      }
    }
    if (d_.first_game_missions.empty()) fail("/first_game_missions", "needs at least one mission");
    for (std::size_t i = 0; i < d_.first_game_missions.size(); ++i) {
      const std::string& name = d_.first_game_missions[i];
      const std::string path = child("/first_game_missions", i);
      const int index = d_.mission_index(name);
      if (index < 0) fail(path, in_quotes(name) + " names no mission");
      // A first game is played without expansions.
      if (d_.missions[static_cast<std::size_t>(index)].expansion)
        fail(path, in_quotes(name) + " is not a base-game mission");
    }
  }

  std::string_view file_;
  Dictionary d_;
};

}  // namespace

int Dictionary::node_type_index(std::string_view name) const {
  return index_by(node_types, name, [](const NodeType& t) -> const std::string& { return t.name; });
}
int Dictionary::mission_index(std::string_view name) const {
  return index_by(missions, name, [](const Mission& m) -> const std::string& { return m.name; });
}
int Dictionary::category_index(std::string_view name) const {
  return index_by(categories, name, [](const Category& c) -> const std::string& { return c.name; });
}
int Dictionary::expansion_index(std::string_view name) const {
  return index_by(expansions, name,
                  [](const ExpansionInfo& e) -> const std::string& { return e.name; });
}
int Dictionary::action_type_index(std::string_view name) const {
  return index_by(action_types, name, [](const std::string& a) -> const std::string& { return a; });
}

Dictionary load_dictionary(std::string_view json_text, std::string_view file_name) {
  const Json root = parse_json(json_text, file_name);
  try {
    return Loader(file_name).load(root);
  } catch (const Json::exception& e) {
    // The reader checks every type before converting, so this is a bug; still, only
    // DataError may leave this function.
    throw DataError(std::string(file_name) + ": /: " + e.what());
  }
}

Dictionary load_dictionary_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw DataError(path + ": is a directory, not a data file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DataError(path + ": cannot open the file for reading");
  std::string text;
  char buffer[1 << 14];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0)
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  if (in.bad()) throw DataError(path + ": reading the file failed");
  return load_dictionary(text, path);
}

const Dictionary& builtin_dictionary() {
  static const Dictionary dictionary = [] {
    const std::string_view text = embedded_file("game.json");
    if (text.empty())
      throw DataError("game.json: /: the built-in tables are missing from this build");
    return load_dictionary(text, "game.json");
  }();
  return dictionary;
}

}  // namespace uu

// The tables of a data file into a Dictionary, checking everything the stages take for
// granted: ranges, unique names, and that every name refers to something that exists.
#include <algorithm>

#include "model/dictionary_read.hpp"

namespace uu::data_read {

namespace {

// Limits a designer's tables must keep to be honoured (docs/data-format.md).
constexpr int max_type_min = 12;    // a node type's min count
constexpr int max_icon_frame = 63;  // an icon sheet holds 64 frames

// Builds the Dictionary table by table; cross-references are checked once all are read.
class Loader {
 public:
  explicit Loader(std::string_view file) : root_(file) {}

  Dictionary load(const Json& root) {
    const Fields top(root, root_,
                     {"format", "format_version", "categories", "action_types", "expansions", "node_types", "missions",
                      "first_game_missions", "expeditions", "landmarks", "resources", "tiny_nodes", "energetic_nodes"});
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
  void check_format(const Fields& top) const {
    if (top.text("format") != "uuboard-data") top.at("format").fail("expected \"uuboard-data\": this is not a uuboard data file");
    const int version = top.integer("format_version");
    if (version != data_format_version)
      top.at("format_version")
          .fail("version " + std::to_string(version) + " is not supported; this uuboard reads version " + std::to_string(data_format_version));
  }

  // Names are unique within a table; `earlier` holds those seen so far.
  static void check_unique(std::vector<std::string>& earlier, const std::string& name, const Place& at, const Place& table) {
    const auto it = std::find(earlier.begin(), earlier.end(), name);
    if (it != earlier.end())
      at.fail(in_quotes(name) + " is already the name of " + (table / static_cast<std::size_t>(it - earlier.begin())).path());
    earlier.push_back(name);
  }

  static void check_icon(int icon, const Place& at) {
    if (icon < 0 || icon > max_icon_frame)
      at.fail("must be a frame 0 to " + std::to_string(max_icon_frame) + " of the icon sheet, found " + std::to_string(icon));
  }

  static void check_not_negative(double value, const Place& at) {
    if (value < 0) at.fail("must not be negative, found " + number_text(value));
  }

  static void check_required_name(int index, std::string_view name, const Place& table, const std::string& what) {
    if (index < 0) table.fail("missing " + what + " " + in_quotes(name) + ", which the generator relies on");
  }

  // Calls read(fields, unique) for each entry of the table `key`, an object with the
  // `known` keys; read calls unique(name, name_key) where a name must not repeat.
  template <class Read>
  static void read_table(const Fields& top, std::string_view key, std::initializer_list<std::string_view> known, Read read) {
    const Json& list = top.array(key);
    const Place table = top.at(key);
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Fields f(list[i], table / i, known);
      read(f, [&](const std::string& name, std::string_view name_key) { check_unique(seen, name, f.at(name_key), table); });
    }
  }

  void read_categories(const Fields& top) {
    read_table(top, "categories", {"name", "color", "light_color"}, [&](const Fields& f, const auto& unique) {
      Category c{f.text("name"), f.color("color"), f.color("light_color")};
      unique(c.name, "name");
      d_.categories.push_back(std::move(c));
    });
    check_required_name(d_.category_index(center_category), center_category, top.at("categories"), "category");
  }

  void read_action_types(const Fields& top) {
    d_.action_types = top.names("action_types", true);
    check_required_name(d_.action_type_index(cutting_action), cutting_action, top.at("action_types"), "action type");
  }

  void read_expansions(const Fields& top) {
    read_table(top, "expansions", {"name", "label", "adds_node_types"}, [&](const Fields& f, const auto& unique) {
      ExpansionInfo e{f.text("name"), f.text("label"), f.boolean("adds_node_types", false)};
      unique(e.name, "name");
      d_.expansions.push_back(std::move(e));
    });
    for (std::string_view name : all_expansion_names) check_required_name(d_.expansion_index(name), name, top.at("expansions"), "expansion");
  }

  std::optional<std::string> read_expansion_ref(const Fields& f) const {
    std::optional<std::string> name = f.optional_text("expansion");
    if (name && d_.expansion_index(*name) < 0) f.at("expansion").fail(in_quotes(*name) + " names no expansion");
    return name;
  }

  void read_node_types(const Fields& top) {
    const auto read = [&](const Fields& f, const auto& unique) {
      NodeType t = read_node_type(f);
      unique(t.name, "name");
      d_.node_types.push_back(std::move(t));
    };
    read_table(top, "node_types",
               {"name", "expansion", "category", "actions", "prob", "min", "max", "max_sequence", "forbidden_on_border", "min_border_distance",
                "max_border_distance", "needs_number", "requirements", "power_dots", "extra_power_dots", "icon", "effect"},
               read);
  }

  NodeType read_node_type(const Fields& f) const {
    NodeType t;
    t.name = f.text("name");
    t.expansion = read_expansion_ref(f);
    if (t.expansion && !d_.expansions[static_cast<std::size_t>(d_.expansion_index(*t.expansion))].adds_node_types)
      f.at("expansion").fail("expansion " + in_quotes(*t.expansion) + " does not have adds_node_types set");
    t.category = f.text("category");
    if (d_.category_index(t.category) < 0) f.at("category").fail(in_quotes(t.category) + " names no category");
    t.actions = f.names("actions", true);
    for (std::size_t j = 0; j < t.actions.size(); ++j) {
      if (d_.action_type_index(t.actions[j]) < 0) (f.at("actions") / j).fail(in_quotes(t.actions[j]) + " names no action type");
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

  static void read_counts(const Fields& f, NodeType& t) {
    t.min = f.integer("min", 0);
    if (t.min < 0) f.at("min").fail("must not be negative, found " + std::to_string(t.min));
    if (t.min > max_type_min) {
      f.at("min").fail("must be at most " + std::to_string(max_type_min) + ", found " + std::to_string(t.min) +
                       " (the smallest board has about 75 nodes for 10 to 15 types)");
    }
    t.max = f.optional_integer("max");
    if (t.max && *t.max < t.min) f.at("max").fail("max " + std::to_string(*t.max) + " is below min " + std::to_string(t.min));
    t.max_sequence = f.integer("max_sequence", 2);
    if (t.max_sequence < 1) f.at("max_sequence").fail("must be at least 1, found " + std::to_string(t.max_sequence));
  }

  // A fixed count replaces the draw, so an extra on top of it would mean nothing.
  static void read_power_dots(const Fields& f, NodeType& t) {
    t.power_dots = f.optional_integer("power_dots");
    t.extra_power_dots = f.integer("extra_power_dots", 0);
    if (t.power_dots && (*t.power_dots < 1 || *t.power_dots > max_power_dots))
      f.at("power_dots").fail("must be 1 to " + std::to_string(max_power_dots) + " (or null for the players' draw), found " +
                              std::to_string(*t.power_dots));
    if (t.extra_power_dots < 0 || t.extra_power_dots > max_power_dots)
      f.at("extra_power_dots").fail("must be 0 to " + std::to_string(max_power_dots) + ", found " + std::to_string(t.extra_power_dots));
    if (t.power_dots && t.extra_power_dots != 0)
      f.at("extra_power_dots").fail("must be 0 when power_dots is given: a fixed count takes no extra");
  }

  static void read_placement(const Fields& f, NodeType& t) {
    t.forbidden_on_border = f.boolean("forbidden_on_border", false);
    t.min_border_distance = f.optional_number("min_border_distance");
    t.max_border_distance = f.optional_number("max_border_distance");
    if (t.min_border_distance) check_not_negative(*t.min_border_distance, f.at("min_border_distance"));
    if (t.max_border_distance) check_not_negative(*t.max_border_distance, f.at("max_border_distance"));
    // The node must lie farther than the minimum and within the maximum, so equal
    // bounds leave no place for it either.
    if (t.min_border_distance && t.max_border_distance && *t.min_border_distance >= *t.max_border_distance)
      f.at("min_border_distance")
          .fail("min_border_distance " + number_text(*t.min_border_distance) + " is not below max_border_distance " +
                number_text(*t.max_border_distance) + ": no position satisfies both");
  }

  void read_missions(const Fields& top) {
    const auto read = [&](const Fields& f, const auto& unique) {
      Mission m;
      m.name = f.text("name");
      unique(m.name, "name");
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
    };
    read_table(top, "missions", {"name", "expansion", "color", "light_color", "prob", "relevant_nodes", "icon", "effect"}, read);
    check_drawable(d_.missions, top.at("missions"));
  }

  static std::vector<WeightedName> read_weighted(const Fields& top, std::string_view key) {
    std::vector<WeightedName> out;
    read_table(top, key, {"name", "prob", "icon"}, [&](const Fields& f, const auto& unique) {
      WeightedName w{f.text("name"), f.number("prob", 1), f.integer("icon")};
      unique(w.name, "name");
      check_not_negative(w.prob, f.at("prob"));
      check_icon(w.icon, f.at("icon"));
      out.push_back(std::move(w));
    });
    check_drawable(out, top.at(key));
    return out;
  }

  // A table the generator draws from needs at least one entry that can be drawn.
  template <class T>
  static void check_drawable(const std::vector<T>& items, const Place& table) {
    if (std::none_of(items.begin(), items.end(), [](const T& item) { return item.prob > 0; }))
      table.fail("needs at least one entry with a positive prob");
  }

  void read_energetic_nodes(const Fields& top) {
    read_table(top, "energetic_nodes", {"type", "weight"}, [&](const Fields& f, const auto& unique) {
      EnergeticNode e{f.text("type"), f.number("weight", 1)};
      unique(e.type, "type");
      if (d_.node_type_index(e.type) < 0) f.at("type").fail(in_quotes(e.type) + " names no node type");
      check_not_negative(e.weight, f.at("weight"));
      d_.energetic_nodes.push_back(std::move(e));
    });
  }

  // A type another type depends on must be available whenever the dependent one is:
  // in the base game or in the same expansion.
  void check_dependency(const NodeType& t, const std::string& other, const Place& at) const {
    const int index = d_.node_type_index(other);
    if (index < 0) at.fail(in_quotes(other) + " names no node type");
    const NodeType& o = d_.node_types[static_cast<std::size_t>(index)];
    if (o.expansion && o.expansion != t.expansion)
      at.fail(in_quotes(other) + " belongs to expansion " + in_quotes(*o.expansion) + ", which " + in_quotes(t.name) + " cannot rely on");
  }

  void check_node_references() const {
    for (std::size_t i = 0; i < d_.node_types.size(); ++i) {
      const NodeType& t = d_.node_types[i];
      const Place type = root_ / "node_types" / i;
      for (std::size_t j = 0; j < t.requirements.size(); ++j) {
        const Place requirement = type / "requirements" / j;
        if (t.requirements[j] == t.name) requirement.fail(in_quotes(t.name) + " cannot require itself");
        check_dependency(t, t.requirements[j], requirement);
      }
      if (!t.needs_number) continue;
      const Place needs = type / "needs_number";
      check_dependency(t, *t.needs_number, needs);
      // The number counts nodes of that type, so the type must be on the board too.
      if (std::find(t.requirements.begin(), t.requirements.end(), *t.needs_number) == t.requirements.end())
        needs.fail(in_quotes(*t.needs_number) + " must also be listed in requirements");
    }
  }

  void check_mission_references() const {
    for (std::size_t i = 0; i < d_.missions.size(); ++i) {
      const Mission& m = d_.missions[i];
      for (std::size_t j = 0; j < m.relevant_nodes.size(); ++j) {
        if (d_.node_type_index(m.relevant_nodes[j]) < 0)
          (root_ / "missions" / i / "relevant_nodes" / j).fail(in_quotes(m.relevant_nodes[j]) + " names no node type");
      }
    }
    const Place first_game = root_ / "first_game_missions";
    if (d_.first_game_missions.empty()) first_game.fail("needs at least one mission");
    for (std::size_t i = 0; i < d_.first_game_missions.size(); ++i) {
      const std::string& name = d_.first_game_missions[i];
      const int index = d_.mission_index(name);
      if (index < 0) (first_game / i).fail(in_quotes(name) + " names no mission");
      // A first game is played without expansions.
      if (d_.missions[static_cast<std::size_t>(index)].expansion) (first_game / i).fail(in_quotes(name) + " is not a base-game mission");
    }
  }

  Place root_;
  Dictionary d_;
};

}  // namespace

Dictionary read_tables(const Json& root, std::string_view file) { return Loader(file).load(root); }

}  // namespace uu::data_read

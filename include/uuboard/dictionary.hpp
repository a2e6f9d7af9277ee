#pragma once
// The game's tables (categories, node types, missions, expansion extras) as plain
// structs, and the loader that checks a data file before any stage may rely on it.
// The built-in tables live in data/game.json; docs/data-format.md describes the format.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace uu {

// Names the program's own logic depends on. The loader insists they exist, so a stage
// that looks one up never has to handle its absence.
inline constexpr std::string_view center_category = "Center";
inline constexpr std::string_view cutting_action = "Cutting";
inline constexpr std::string_view nasty_nodes_expansion = "nasty-nodes";
inline constexpr std::string_view nodes_of_knowledge_expansion = "nodes-of-knowledge";
inline constexpr std::string_view electric_expansion = "electric";
inline constexpr std::string_view extreme_expeditions_expansion = "extreme-expeditions";
inline constexpr std::string_view sharp_scissors_expansion = "sharp-scissors";
inline constexpr std::string_view all_expansion_names[] = {nasty_nodes_expansion, nodes_of_knowledge_expansion, electric_expansion,
                                                          extreme_expeditions_expansion, sharp_scissors_expansion};

inline constexpr int data_format_version = 1;

// The largest power_dots or extra_power_dots a node type may give: dots keep 20 degrees
// apart, so no node holds more (the stage places as many as fit).
inline constexpr int max_power_dots = 18;

struct Category {
  std::string name, color, light_color;  // colours as "#RRGGBB"; light_color is the fill

  bool operator==(const Category&) const = default;
};

struct ExpansionInfo {
  std::string name, label;
  bool adds_node_types = false;

  bool operator==(const ExpansionInfo&) const = default;
};

struct NodeType {
  std::string name;
  std::optional<std::string> expansion;  // empty for the base game
  std::string category;
  std::vector<std::string> actions;
  double prob = 1;         // weight in random picks
  int min = 0;             // counts for 2-6 players; the generator scales them
  std::optional<int> max;  // empty: unbounded
  int max_sequence = 2;    // largest group of this type joined by edges
  bool forbidden_on_border = false;
  // Bounds on the distance to the nearest side, in board units: the node must lie
  // farther than the minimum and no farther than the maximum.
  std::optional<double> min_border_distance, max_border_distance;
  std::optional<std::string> needs_number;  // the node type whose count it shows
  std::vector<std::string> requirements;    // types that must come along with this one
  // Power dots of a node of this type: exactly power_dots when given, else the players'
  // draw plus extra_power_dots. Neither given: the draw, as for any type.
  std::optional<int> power_dots;
  int extra_power_dots = 0;
  int icon = 0;                             // frame in the regular-node sprite sheet
  std::optional<std::string> effect;

  bool operator==(const NodeType&) const = default;
};

struct Mission {
  std::string name;
  std::optional<std::string> expansion;
  std::string color, light_color;
  double prob = 1;
  // When not empty, the mission is dealt only if one of these types is on the board.
  std::vector<std::string> relevant_nodes;
  int icon = 0;
  std::optional<std::string> effect;

  bool operator==(const Mission&) const = default;
};

struct WeightedName {
  std::string name;
  double prob = 1;
  int icon = 0;

  bool operator==(const WeightedName&) const = default;
};

// A node type counted toward the Electric center number, with its share.
struct EnergeticNode {
  std::string type;
  double weight = 1;

  bool operator==(const EnergeticNode&) const = default;
};

struct Dictionary {
  std::vector<Category> categories;
  std::vector<std::string> action_types;
  std::vector<ExpansionInfo> expansions;
  std::vector<NodeType> node_types;
  std::vector<Mission> missions;
  std::vector<std::string> first_game_missions;
  std::vector<WeightedName> expeditions, landmarks, resources, tiny_nodes;
  std::vector<EnergeticNode> energetic_nodes;

  // Index into the matching vector, or -1 when no entry has that name.
  int node_type_index(std::string_view name) const;
  int mission_index(std::string_view name) const;
  int category_index(std::string_view name) const;
  int expansion_index(std::string_view name) const;
  int action_type_index(std::string_view name) const;

  bool operator==(const Dictionary&) const = default;
};

class DataError : public std::runtime_error {
 public:
  using runtime_error::runtime_error;
};

// Parses and validates a data file. Every problem is a DataError whose message reads
// "<file>: <JSON path>: <problem>", e.g.
// `game.json: /node_types/7/requirements/0: "Stardsut" names no node type`.
Dictionary load_dictionary(std::string_view json_text, std::string_view file_name);

// Reads a designer's data file from disk; DataError when it cannot be read or is invalid.
Dictionary load_dictionary_file(const std::string& path);

// The tables compiled into the binary (data/game.json), parsed on first use.
const Dictionary& builtin_dictionary();

}  // namespace uu

#pragma once
// The board as plain data: nodes, edges and what later stages place on them, all
// referring to each other by index. Edges are the only source of connectivity.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/fairness.hpp"
#include "uuboard/geom/vec2.hpp"
#include "uuboard/paper.hpp"

namespace uu {

enum class Role : std::uint8_t { regular, start, center };

// Sides of the paper, in the order the board format lists them.
enum class Side : std::uint8_t { left, top, right, bottom };
inline constexpr Side all_sides[] = {Side::left, Side::top, Side::right, Side::bottom};

// Bit set of sides a node is snapped to; a corner node has two.
struct SideSet {
  std::uint8_t bits = 0;
  constexpr bool has(Side s) const { return (bits >> static_cast<int>(s)) & 1u; }
  constexpr void add(Side s) { bits = static_cast<std::uint8_t>(bits | (1u << static_cast<int>(s))); }
  constexpr bool empty() const { return bits == 0; }
  constexpr int count() const { return ((bits >> 0) & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1); }
  friend constexpr bool operator==(SideSet, SideSet) = default;
};

struct PowerDot {
  double angle = 0.0;  // radians, atan2(dy, dx) in board coordinates (y down)
  friend bool operator==(const PowerDot&, const PowerDot&) = default;
};

struct Node {
  Vec2 pos;
  Role role = Role::regular;
  SideSet sides;                       // border sides the node is fixed to
  std::optional<std::string> type;     // node type name (regular nodes)
  std::optional<std::string> mission;  // mission name (start nodes)
  std::optional<int> number;           // needs-number value, or the Electric center number
  std::vector<PowerDot> power_dots;
  bool on_border() const { return !sides.empty(); }
  friend bool operator==(const Node&, const Node&) = default;
};

struct Edge {
  int a = 0;  // always a < b
  int b = 0;
  friend bool operator==(const Edge&, const Edge&) = default;
};

// The effective placement rules used for one node type on this board (after
// player-count scaling), recorded so a saved board can be checked on its own.
struct TypeRules {
  std::string name;
  std::string category;
  std::vector<std::string> actions;
  int min = 0;
  std::optional<int> max;
  int max_sequence = 2;
  bool forbidden_on_border = false;
  std::optional<double> min_border_distance;
  std::optional<double> max_border_distance;
  std::optional<std::string> needs_number;  // the type whose count sets the number
  std::vector<std::string> requirements;
  friend bool operator==(const TypeRules&, const TypeRules&) = default;
};

enum class AreaUse : std::uint8_t { none, expedition, landmark, resources };

struct Area {
  std::vector<int> nodes;  // node ids in order around the area
  AreaUse use = AreaUse::none;
  friend bool operator==(const Area&, const Area&) = default;
};

// An expedition has this many slots for players to claim, drawn evenly (the devlog's 1-4).
inline constexpr int min_expedition_slots = 1;
inline constexpr int max_expedition_slots = 4;

struct Expedition {
  int area = 0;
  Vec2 pos;
  std::string type;
  int slots = min_expedition_slots;
  friend bool operator==(const Expedition&, const Expedition&) = default;
};

struct Landmark {
  int area = 0;
  Vec2 pos;
  std::string type;
  friend bool operator==(const Landmark&, const Landmark&) = default;
};

struct Resource {
  int area = 0;
  Vec2 pos;
  std::string type;
  double angle = 0.0;
  friend bool operator==(const Resource&, const Resource&) = default;
};

struct TinyNode {
  int edge = 0;
  Vec2 pos;
  std::string type;
  double angle = 0.0;  // direction along the edge; for a Triangle, the one-way direction
  friend bool operator==(const TinyNode&, const TinyNode&) = default;
};

// Every option that changes the board. Saved with it, so it can be made again.
struct BoardOptions {
  int players = 4;
  std::vector<std::string> expansions;  // canonical names, in canonical order
  bool first_game = false;
  PageSetup page;  // the sheet decides the board's shape...
  int size_width = 0;   // ...unless a size in board units is given (both > 0): then the
  int size_height = 0;  // lattice is size_width x size_height units, for large boards
  int best_of = 1;                  // candidates generated; the fairest is kept
  std::optional<double> min_score;  // keep making candidates until one is this fair
  bool has_expansion(std::string_view name) const {
    return std::find(expansions.begin(), expansions.end(), name) != expansions.end();
  }
  friend bool operator==(const BoardOptions&, const BoardOptions&) = default;
};

struct Board {
  std::string seed;
  BoardOptions options;
  int attempt = 0;      // which deterministic attempt produced this board
  int candidate = 0;    // which best-of candidate it is (0 without best_of/min_score)
  double width = 0.0;   // board units; one unit is the nominal node spacing
  double height = 0.0;
  double unit_mm = 0.0; // printed size of one unit on the board's paper
  int center = -1;      // id of the center node
  std::vector<Node> nodes;
  std::vector<Edge> edges;
  std::vector<TypeRules> types;
  std::vector<Area> areas;
  std::vector<Expedition> expeditions;
  std::vector<Landmark> landmarks;
  std::vector<Resource> resources;
  std::vector<TinyNode> tiny_nodes;
  std::optional<Fairness> fairness;  // measured on the finished board (docs/fairness.md)
  friend bool operator==(const Board&, const Board&) = default;
};

const char* to_string(Role r);
const char* to_string(Side s);
const char* to_string(AreaUse u);
std::optional<Role> role_from_string(std::string_view s);
std::optional<Side> side_from_string(std::string_view s);
std::optional<AreaUse> area_use_from_string(std::string_view s);

// Adjacency lists built from the edges, sorted by neighbour id (an edge joined twice
// appears twice; an edge naming a node that does not exist is left out). For library
// users: a copy of the library's own compact form (src/graph/flat_graph.hpp), which
// nothing inside the library reads through this.
std::vector<std::vector<int>> adjacency(const Board& board);

}  // namespace uu

#pragma once
// Every stage of the pipeline, in its order: the table of stages (each one's name, which
// --stop-after takes and its random stream is made from, and the rules validate() holds
// once it has run), then each stage's function, one file each (stages.cpp holds the
// table). generate.cpp calls them in this order. A stage takes the board, its own
// settings, the game's tables, what it needs of the board's options (StageSettings, read
// from them once) and, when it draws random numbers, its own stream; it returns failure
// as a value naming the rule it could not keep.
#include <cstdint>
#include <string_view>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/fairness.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"
#include "graph/flat_graph.hpp"
#include "model/board_size.hpp"
#include "model/rules.hpp"
#include "stages/stage.hpp"
#include "stages/stage_settings.hpp"

namespace uu {

// One stage of the table: its name and the rules that hold once it has run (a type rule,
// say, only once types are set).
struct StageInfo {
  Stage stage;
  std::string_view name;
  Through through;
};
const StageInfo& stage_info(Stage stage);

// ---- the graph (points.cpp, tree.cpp, center_edges.cpp, fill_edges.cpp, start_nodes.cpp,
//      fair_edges.cpp)

// The lattice a board of these options and tables is made on: points_config_for with the
// node types every board of them holds.
PointsConfig points_config_for(const BoardOptions& options, const Dictionary& dict);

// Stage "points": a jittered lattice relaxed over neighbour lists, border snapping, and
// the center node fixed at the board's middle. Writes nodes, width, height and
// unit_mm (the page the lattice is spaced for, from the settings).
StageResult place_points(Board& board, const StageSettings& settings, const PointsConfig& config, Rng& rng);

// The stages from tree to fair-edges share one EdgeBuilder (stages/edge_rules.hpp),
// built once the nodes stand, so the board's edges are indexed once, not per stage.
// They add edges and change roles only through it; debug builds check it against the
// board after each of them.
class EdgeBuilder;

// Stage "tree": Prim's minimum spanning tree over the grid, never joining two border
// nodes, under the degree caps and the node clearance. Writes edges.
StageResult build_tree(Board& board, EdgeBuilder& edges);

// Stage "center-edges": the center node gets an edge to every node within sqrt(2) units
// that keeps every edge rule. Adds edges.
StageResult add_center_edges(Board& board, EdgeBuilder& edges);

struct FillConfig {
  double edges_per_node = 1.05;  // random fill density; fair-edges adds the rest (the original: about 112 on 88)
  double search_radius = 2.0;
  double leaf_radius = 3.0;  // how far a node inside the board with one edge looks when nothing nearer keeps the rules
};

// Stage "fill-edges": every node inside the board with a single edge joins its nearest
// node that keeps every edge rule; then the devlog's random fill, in a shuffled node
// order, each node joining its nearest unconnected node that keeps every edge rule.
// Adds edges.
StageResult add_fill_edges(Board& board, EdgeBuilder& edges, const FillConfig& config, Rng& rng);

struct StartConfig {
  int per_side = starts_per_side;
  std::int64_t search_budget = 200000;  // backtracking steps in all before the attempt fails
  std::int64_t window_budget = 4000;    // steps for one window of path lengths
  int max_windows = 24;         // windows tried before the last resort (every candidate)
  double straightened = 1.1;    // a path fair-edges straightens: this times the distance to the center
  int reach_band = 2;           // candidates within this many nodes of the median reach_3 are tried first
};

// Stage "start-nodes": per side, border nodes with 1-2 edges, no two start nodes
// adjacent or sharing a neighbour; among those choices, the one with the smallest ratio
// between the longest path once straightened and the shortest path now (fair-edges only
// shortens paths), then the farthest from the center. Writes roles.
StageResult choose_start_nodes(Board& board, EdgeBuilder& edges, const StartConfig& config);

struct FairEdgesConfig {
  int max_edges = 10;          // edges it may add
  double radius = 2.0;         // longest edge it draws, in units
  double moves_weight = 25.0;  // cost of one move of spread between the starts...
  double ratio_weight = 25.0;  // ...and of the path length ratio above 1 (as in the fairness score)
  double longer_weight = 0.1;  // share of that weight for each path's length over the shortest
  double edges_per_node = 1.28;  // then edges that change nothing for the starts, up to this density
  double reach_ratio = 1.25;     // those edges first even out the starts' reach_3 towards this ratio, most / fewest...
  int reach_edges = 30;          // ...with at most this many edges chosen for it (past the density if need be),
  double reach_slack = 1.0;      // each allowed to raise the path cost (moves and length weights above) by this much
};

// Stage "fair-edges": up to max_edges more edges, each the one that most evens out the
// starts' moves and path lengths to the center, under every edge rule, never at the
// center, and at a start node only when no two starts come to share a neighbour; then
// edges that even out the nodes within 3 moves of each start, then, up to the board's
// edge density, edges that leave those figures as they are. Adds edges.
StageResult add_fair_edges(Board& board, EdgeBuilder& edges, const FairEdgesConfig& config);

class InkField;

// ---- types and missions (src/stages/collection.cpp, missions.cpp, types.cpp, numbers.cpp)

// Stage "collection": which node types this board uses, with their effective rules
// after player-count scaling. Writes board.types (in dictionary order).
StageResult choose_collection(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng);

// Stage "missions": a mission for each of the 12 start nodes. Writes node.mission.
StageResult assign_missions(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng);

// The missions "missions" deals from, as indices into dict.missions: in a first game the
// first-game missions whose expansion is on (one of them goes to every seat), otherwise
// every mission whose expansion is on and whose node types, if it names any, are on the
// board (each dealt once before any is dealt twice).
std::vector<int> mission_pool(const Board& board, const Dictionary& dict, const StageSettings& settings);

// Stage "types": a type for every regular node, every rule in board.types held.
// Writes node.type.
StageResult assign_types(Board& board, const Dictionary& dict, Rng& rng);

// The last step of "types" (src/stages/mission_types.cpp): retypes or swaps the types of
// a few nodes, every type rule kept, so each seat whose mission names node types has
// mission_goal of them within 4 moves wherever the rules allow it. Writes node.type.
// The stage itself runs it on its solver's type indices (mend_mission_types); this
// takes a board already typed by name.
void place_mission_types(Board& board, const Dictionary& dict, const FlatGraph& graph, Rng& rng);

// Stage "numbers": the number on each needs-number node, and the center's Electric
// number when that expansion is on. Writes node.number.
StageResult assign_numbers(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng);

// What "numbers" works out before it draws, from the board's types, positions and
// players: per node, the value a needs-number node's number is drawn around (null for
// the others); its number is max(floor(value + 1 - u), 1) for a draw u in [0, 1). And the
// center's Electric number, two thirds of the weighted energetic nodes shared by the
// players. The stage writes from these and validate() compares a board with them.
struct NumberTargets {
  std::vector<std::optional<double>> before_draw;  // by node id
  int electric = 0;
};
NumberTargets number_targets(const Board& board, const Dictionary& dict, const StageSettings& settings);

// ---- placements (src/stages/power_dots.cpp, areas.cpp, roomy_areas.cpp, expeditions.cpp,
//      landmarks.cpp, resources.cpp, tiny_nodes.cpp)

// Stage "power-dots". Writes node.power_dots.
StageResult place_power_dots(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng);

// Stage "areas": every bounded face of the planar graph (border closed by temporary
// edges), each once. Writes board.areas with use "none".
StageResult find_areas(Board& board);

// Where a border node lies along the paper's outline, measured clockwise from the
// top-left corner in board units (areas.cpp); orders the temporary border links.
double border_position(const Board& board, const Node& node);

// An area's outline on paper: its nodes in order, with the paper's corners put back
// where the area runs around one (areas.cpp).
std::vector<Vec2> area_outline(const Board& board, const Area& area);
// The same into `ring`, replacing what it held: a caller going through many areas keeps one buffer.
void area_outline(const Board& board, const Area& area, std::vector<Vec2>& ring);

// An area with room for an expedition or a landmark: its pole of inaccessibility (or,
// where a node's ink crowds the pole and the board has too few roomy poles, its point
// with most room clear of all ink) and the room there (the least distance to the
// outline and to every ink).
struct RoomyArea {
  int area = 0;
  Vec2 point;
  double room = 0.0;
};

// The unused areas with room for an expedition or a landmark, ascending by area
// (roomy_areas.cpp). Found once after "areas" and read by both stages below.
//
// The stages that place marks measure room with one InkField (stages/ink_field.hpp),
// built after "areas": each brings it up to the board before reading it, so it follows
// the board through them all, as if each had built its own.
std::vector<RoomyArea> find_roomy_areas(const Board& board, const StageSettings& settings, InkField& ink);

// Stage "expeditions" (extreme-expeditions). Writes board.expeditions, area uses.
StageResult place_expeditions(Board& board, const Dictionary& dict, const StageSettings& settings, const std::vector<RoomyArea>& roomy, Rng& rng);

// Stage "landmarks" (sharp-scissors): among the roomy areas still unused. Writes
// board.landmarks, area uses.
StageResult place_landmarks(Board& board, const Dictionary& dict, const StageSettings& settings, const std::vector<RoomyArea>& roomy,
                            Rng& rng);

// Stage "resources" (sharp-scissors). Writes board.resources, area uses.
StageResult place_resources(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng, InkField& ink);

// Stage "tiny-nodes" (sharp-scissors). Writes board.tiny_nodes.
StageResult place_tiny_nodes(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng, InkField& ink);

}  // namespace uu

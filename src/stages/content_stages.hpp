#pragma once
// The stages that turn the graph into an Unstable Universe board, in pipeline order
// after "start-nodes". Each takes the board, the game's tables and (when it draws
// random numbers) its own stream; each returns failure as a value naming the rule.
#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"
#include "stages/stage.hpp"
#include "uuboard/fairness.hpp"
#include "graph/flat_graph.hpp"
#include "model/rules.hpp"

namespace uu {

class InkField;

// ---- types and missions (src/stages/collection.cpp, missions.cpp, types.cpp, numbers.cpp)

// Stage "collection": which node types this board uses, with their effective rules
// after player-count scaling. Writes board.types (in dictionary order).
StageResult choose_collection(Board& board, const Dictionary& dict, Rng& rng);

// Stage "missions": a mission for each of the 12 start nodes. Writes node.mission.
StageResult assign_missions(Board& board, const Dictionary& dict, Rng& rng);

// The missions "missions" deals from, as indices into dict.missions: in a first game the
// first-game missions whose expansion is on (one of them goes to every seat), otherwise
// every mission whose expansion is on and whose node types, if it names any, are on the
// board (each dealt once before any is dealt twice).
std::vector<int> mission_pool(const Board& board, const Dictionary& dict);

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
StageResult assign_numbers(Board& board, const Dictionary& dict, Rng& rng);

// What "numbers" works out before it draws, from the board's types, positions and
// players: per node, the value a needs-number node's number is drawn around (null for
// the others); its number is max(floor(value + 1 - u), 1) for a draw u in [0, 1). And the
// center's Electric number, two thirds of the weighted energetic nodes shared by the
// players. The stage writes from these and validate() compares a board with them.
struct NumberTargets {
  std::vector<std::optional<double>> before_draw;  // by node id
  int electric = 0;
};
NumberTargets number_targets(const Board& board, const Dictionary& dict);

// ---- placements (src/stages/power_dots.cpp, areas.cpp, roomy_areas.cpp, expeditions.cpp,
//      landmarks.cpp, resources.cpp, tiny_nodes.cpp)

// Stage "power-dots". Writes node.power_dots.
StageResult place_power_dots(Board& board, const Dictionary& dict, Rng& rng);

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
std::vector<RoomyArea> find_roomy_areas(const Board& board, InkField& ink);

// Stage "expeditions" (extreme-expeditions). Writes board.expeditions, area uses.
StageResult place_expeditions(Board& board, const Dictionary& dict, const std::vector<RoomyArea>& roomy, Rng& rng);

// Stage "landmarks" (sharp-scissors): among the roomy areas still unused. Writes
// board.landmarks, area uses.
StageResult place_landmarks(Board& board, const Dictionary& dict, const std::vector<RoomyArea>& roomy, Rng& rng);

// Stage "resources" (sharp-scissors). Writes board.resources, area uses.
StageResult place_resources(Board& board, const Dictionary& dict, Rng& rng, InkField& ink);

// Stage "tiny-nodes" (sharp-scissors). Writes board.tiny_nodes.
StageResult place_tiny_nodes(Board& board, const Dictionary& dict, Rng& rng, InkField& ink);

}  // namespace uu

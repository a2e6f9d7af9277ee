// Stage "missions". Reads the start nodes, the expansions, board.types, edges and
// positions; writes node.mission on every start node. Each mission that can matter on
// this board is dealt once before any is dealt twice, so the 12 players see as many
// different goals as exist. The dealt missions then change seats so that a mission
// naming node types sits where its types may go: the type rules' fixed part (border,
// border distance, next to a start) allows enough nodes within 4 moves of the seat,
// and the last step of "types" can put them there.
#include <algorithm>
#include <span>

#include "stages/stages.hpp"
#include "stages/type_rules.hpp"

namespace uu {

namespace {

bool enabled(const Mission& m, const StageSettings& settings) {
  if (!m.expansion) return true;
  return settings.has_expansion(*m.expansion);
}

// A mission about certain node types only makes sense when one of them is on the board.
bool relevant(const Mission& m, const Board& board) {
  if (m.relevant_nodes.empty()) return true;
  return std::any_of(board.types.begin(), board.types.end(), [&](const TypeRules& t) {
    return std::find(m.relevant_nodes.begin(), m.relevant_nodes.end(), t.name) != m.relevant_nodes.end();
  });
}

// The weights of the given missions, for draw().
std::vector<double> weights_of(const Dictionary& dict, const std::vector<int>& pool) {
  std::vector<double> weights;
  weights.reserve(pool.size());
  for (int i : pool) weights.push_back(dict.missions[static_cast<std::size_t>(i)].prob);
  return weights;
}

// Weighted draw among the given missions; -1 when none has a positive weight.
int draw(const std::vector<int>& pool, const std::vector<double>& weights, Rng& rng) {
  const int k = rng.pick_weighted(weights);
  return k < 0 ? -1 : pool[static_cast<std::size_t>(k)];
}

// Room a seat needs for a mission's types: three times the goal, as a type with a
// max_sequence of 1 cannot take two neighbouring nodes and other seats' missions and
// other types hold some of the room.
constexpr int mission_room = 3 * mission_goal;

// Per seat and mission of the deck: how many nodes within 4 moves of the seat some
// type of the mission may take by its fixed rules, at most mission_room (missions that
// name no type on the board: mission_room).
std::vector<int> room_by_seat(const Board& board, const Dictionary& dict, const std::vector<int>& starts, const std::vector<int>& missions) {
  const FlatGraph graph = flat_graph(board);
  std::vector<int> room(starts.size() * missions.size(), mission_room);
  // Per mission, the board's types it names, ascending.
  std::vector<std::vector<int>> named(missions.size());
  for (std::size_t m = 0; m < missions.size(); ++m) {
    const std::vector<std::string>& names = dict.missions[static_cast<std::size_t>(missions[m])].relevant_nodes;
    for (std::size_t t = 0; t < board.types.size(); ++t) {
      if (std::find(names.begin(), names.end(), board.types[t].name) != names.end()) named[m].push_back(static_cast<int>(t));
    }
  }
  // Per node and mission: whether the fixed rules allow the node a type the mission
  // names, -1 until asked. The seats' reaches overlap, so each is worked out once.
  std::vector<signed char> allows(board.nodes.size() * missions.size(), -1);
  const auto node_allows = [&](int v, std::size_t m) {
    signed char& known = allows[static_cast<std::size_t>(v) * missions.size() + m];
    if (known < 0) {
      const double d = border_distance(board, board.nodes[static_cast<std::size_t>(v)].pos);
      known = std::any_of(named[m].begin(), named[m].end(), [&](int t) {
        return fixed_rules_allow(board, graph, v, d, board.types[static_cast<std::size_t>(t)]);
      }) ? 1 : 0;
    }
    return known != 0;
  };
  PathsFrom near;
  for (std::size_t k = 0; k < starts.size(); ++k) {
    fewest_move_paths(graph, starts[k], near, 4);
    for (std::size_t m = 0; m < missions.size(); ++m) {
      if (named[m].empty()) continue;
      int n = 0;
      for (int v : near.order) {
        if (board.nodes[static_cast<std::size_t>(v)].role != Role::regular) continue;
        if (node_allows(v, m)) ++n;
        if (n >= mission_room) break;
      }
      room[k * missions.size() + m] = n;
    }
  }
  return room;
}

// Swaps dealt missions between seats while a swap gives the pair's tighter seat more
// room for its mission's types; the missions dealt stay the same.
void seat_missions(const Board& board, const Dictionary& dict, const std::vector<int>& starts, std::vector<int>& deck) {
  std::vector<int> missions(deck);
  std::sort(missions.begin(), missions.end());
  missions.erase(std::unique(missions.begin(), missions.end()), missions.end());
  const std::vector<int> room = room_by_seat(board, dict, starts, missions);
  const auto room_of = [&](std::size_t seat, int mission) {
    const auto m = static_cast<std::size_t>(std::lower_bound(missions.begin(), missions.end(), mission) - missions.begin());
    return room[seat * missions.size() + m];
  };
  for (int round = 0; round < 4 * static_cast<int>(deck.size()); ++round) {
    bool swapped = false;
    for (std::size_t k = 0; k < deck.size() && !swapped; ++k) {
      const int now_k = room_of(k, deck[k]);
      if (now_k >= mission_room) continue;
      // The partner that leaves the pair best off; ties: the first seat.
      std::size_t best = k;
      int best_room = now_k;
      for (std::size_t j = 0; j < deck.size(); ++j) {
        if (deck[j] == deck[k]) continue;
        const int pair = std::min(room_of(k, deck[j]), room_of(j, deck[k]));
        if (pair > best_room && pair > std::min(now_k, room_of(j, deck[j]))) {
          best = j;
          best_room = pair;
        }
      }
      if (best != k) {
        std::swap(deck[k], deck[best]);
        swapped = true;
      }
    }
    if (!swapped) break;
  }
}

}  // namespace

std::vector<int> mission_pool(const Board& board, const Dictionary& dict, const StageSettings& settings) {
  std::vector<int> pool;
  if (settings.first_game) {
    pool.reserve(dict.first_game_missions.size());
    for (const std::string& name : dict.first_game_missions) {
      const int i = dict.mission_index(name);
      if (i >= 0 && enabled(dict.missions[static_cast<std::size_t>(i)], settings)) pool.push_back(i);
    }
    return pool;
  }
  pool.reserve(dict.missions.size());
  for (std::size_t i = 0; i < dict.missions.size(); ++i) {
    const Mission& m = dict.missions[i];
    if (enabled(m, settings) && relevant(m, board)) pool.push_back(static_cast<int>(i));
  }
  return pool;
}

StageResult assign_missions(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng) {
  std::vector<int> starts;
  starts.reserve(static_cast<std::size_t>(
      std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::start; })));
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::start) starts.push_back(static_cast<int>(i));
  }
  std::vector<int> deck;
  const std::vector<int> pool = mission_pool(board, dict, settings);
  if (settings.first_game) {
    const int chosen = draw(pool, weights_of(dict, pool), rng);
    if (chosen < 0) return StageResult::fail("missions: no first-game mission is available");
    deck.assign(starts.size(), chosen);
  } else {
    deck.reserve(std::max(pool.size(), starts.size()));
    deck.assign(pool.begin(), pool.end());
    const std::vector<double> weights = weights_of(dict, pool);
    while (deck.size() < starts.size()) {
      const int chosen = draw(pool, weights, rng);
      if (chosen < 0) return StageResult::fail("missions: no mission is available for this board");
      deck.push_back(chosen);
    }
    rng.shuffle(std::span<int>(deck));
    deck.resize(starts.size());
    seat_missions(board, dict, starts, deck);
  }
  for (std::size_t k = 0; k < starts.size(); ++k) {
    board.nodes[static_cast<std::size_t>(starts[k])].mission = dict.missions[static_cast<std::size_t>(deck[k])].name;
  }
  return StageResult::success();
}

}  // namespace uu

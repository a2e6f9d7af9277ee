// Stage "missions". Reads the start nodes, the expansions and board.types; writes
// node.mission on every start node. Each mission that can matter on this board is dealt
// once before any is dealt twice, so the 12 players see as many different goals as exist.
#include <algorithm>
#include <span>

#include "stages/content_stages.hpp"

namespace uu {

namespace {

bool enabled(const Mission& m, const BoardOptions& options) {
  if (!m.expansion) return true;
  return options.has_expansion(*m.expansion);
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

}  // namespace

StageResult assign_missions(Board& board, const Dictionary& dict, Rng& rng) {
  std::vector<int> starts;
  starts.reserve(static_cast<std::size_t>(
      std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::start; })));
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::start) starts.push_back(static_cast<int>(i));
  }
  std::vector<int> deck;
  if (board.options.first_game) {
    std::vector<int> pool;
    pool.reserve(dict.first_game_missions.size());
    for (const std::string& name : dict.first_game_missions) {
      const int i = dict.mission_index(name);
      if (i >= 0 && enabled(dict.missions[static_cast<std::size_t>(i)], board.options)) pool.push_back(i);
    }
    const int chosen = draw(pool, weights_of(dict, pool), rng);
    if (chosen < 0) return StageResult::fail("missions: no first-game mission is available");
    deck.assign(starts.size(), chosen);
  } else {
    std::vector<int> pool;
    pool.reserve(dict.missions.size());
    for (std::size_t i = 0; i < dict.missions.size(); ++i) {
      const Mission& m = dict.missions[i];
      if (enabled(m, board.options) && relevant(m, board)) pool.push_back(static_cast<int>(i));
    }
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
  }
  for (std::size_t k = 0; k < starts.size(); ++k) {
    board.nodes[static_cast<std::size_t>(starts[k])].mission = dict.missions[static_cast<std::size_t>(deck[k])].name;
  }
  return StageResult::success();
}

}  // namespace uu

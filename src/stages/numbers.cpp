// Stage "numbers". Reads node types, positions and board.types; writes node.number on
// every needs-number node (how many nodes of another type a player must hold to enter),
// and on the center node when the Electric expansion is on (the energy it needs).
#include <algorithm>
#include <cstdint>
#include <cmath>
#include <string_view>
#include <utility>
#include <vector>

#include "stages/content_stages.hpp"

namespace uu {

namespace {

// Regular nodes per type name, in order of first appearance. A board has a dozen or so
// types, so a short list searched in order beats a map and its allocations.
using Counts = std::vector<std::pair<std::string_view, int>>;

Counts count_types(const Board& board) {
  Counts counts;
  counts.reserve(board.types.size());
  for (const Node& n : board.nodes) {
    if (n.role != Role::regular || !n.type) continue;
    const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == *n.type; });
    if (it == counts.end()) counts.emplace_back(*n.type, 1);
    else ++it->second;
  }
  return counts;
}

int count_of(const Counts& counts, std::string_view type) {
  const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == type; });
  return it == counts.end() ? 0 : it->second;
}

const TypeRules* rules_of(const Board& board, const std::string& type) {
  for (const TypeRules& r : board.types) {
    if (r.name == type) return &r;
  }
  return nullptr;
}

// The devlog's energy need: two thirds of the weighted energetic nodes, shared by players.
int electric_number(const Board& board, const Dictionary& dict, const Counts& counts) {
  double energy = 0.0;
  for (const EnergeticNode& e : dict.energetic_nodes) energy += e.weight * count_of(counts, e.type);
  const std::int64_t whole = static_cast<std::int64_t>(std::floor(energy));
  return static_cast<int>((66 * whole) / (std::int64_t{100} * board.options.players));
}

}  // namespace

StageResult assign_numbers(Board& board, const Dictionary& dict, Rng& rng) {
  const Vec2 center = board.nodes[static_cast<std::size_t>(board.center)].pos;
  double max_dist = 0.0;
  for (Vec2 corner : {Vec2{0, 0}, Vec2{board.width, 0}, Vec2{0, board.height}, Vec2{board.width, board.height}}) {
    max_dist = std::max(max_dist, distance(center, corner));
  }
  const Counts counts = count_types(board);
  const double share = std::min(2.0 / board.options.players, 0.5);
  for (Node& node : board.nodes) {
    node.number.reset();
    if (node.role != Role::regular || !node.type) continue;
    const TypeRules* rules = rules_of(board, *node.type);
    if (!rules || !rules->needs_number) continue;
    // Farther from the center means reached earlier in the game, so a smaller number.
    const double wanted = count_of(counts, *rules->needs_number) * share;
    const double m = (1.0 - distance(node.pos, center) / max_dist) * wanted;
    const double value = std::floor(m + 0.5 - rng.uniform() + 0.5);
    node.number = std::max(static_cast<int>(value), 1);
  }
  const auto& on = board.options.expansions;
  if (std::find(on.begin(), on.end(), electric_expansion) != on.end()) {
    board.nodes[static_cast<std::size_t>(board.center)].number = electric_number(board, dict, counts);
  }
  return StageResult::success();
}

}  // namespace uu

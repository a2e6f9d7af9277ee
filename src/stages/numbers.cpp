// Stage "numbers". Reads node types, positions and board.types; writes node.number on
// every needs-number node (how many nodes of another type a player must hold to enter),
// and on the center node when the Electric expansion is on (the energy it needs).
#include <algorithm>
#include <cstdint>
#include <cmath>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "stages/stages.hpp"

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
int electric_number(const Dictionary& dict, const StageSettings& settings, const Counts& counts) {
  double energy = 0.0;
  for (const EnergeticNode& e : dict.energetic_nodes) energy += e.weight * count_of(counts, e.type);
  const std::int64_t whole = static_cast<std::int64_t>(std::floor(energy));
  return static_cast<int>((66 * whole) / (std::int64_t{100} * settings.players));
}

}  // namespace

NumberTargets number_targets(const Board& board, const Dictionary& dict, const StageSettings& settings) {
  NumberTargets out;
  out.before_draw.assign(board.nodes.size(), std::nullopt);
  if (board.center < 0 || static_cast<std::size_t>(board.center) >= board.nodes.size() || !(settings.players > 0)) return out;
  const Vec2 center = board.nodes[static_cast<std::size_t>(board.center)].pos;
  double max_dist = 0.0;
  for (Vec2 corner : {Vec2{0, 0}, Vec2{board.width, 0}, Vec2{0, board.height}, Vec2{board.width, board.height}}) {
    max_dist = std::max(max_dist, distance(center, corner));
  }
  const Counts counts = count_types(board);
  const double share = std::min(2.0 / settings.players, 0.5);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& node = board.nodes[v];
    if (node.role != Role::regular || !node.type) continue;
    const TypeRules* rules = rules_of(board, *node.type);
    if (!rules || !rules->needs_number) continue;
    // Farther from the center means reached earlier in the game, so a smaller number.
    const double wanted = count_of(counts, *rules->needs_number) * share;
    out.before_draw[v] = (1.0 - distance(node.pos, center) / max_dist) * wanted;
  }
  out.electric = electric_number(dict, settings, counts);
  return out;
}

StageResult assign_numbers(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng) {
  const NumberTargets targets = number_targets(board, dict, settings);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    Node& node = board.nodes[v];
    node.number.reset();
    if (!targets.before_draw[v]) continue;
    const double m = *targets.before_draw[v];
    const double value = std::floor(m + 0.5 - rng.uniform() + 0.5);
    node.number = std::max(static_cast<int>(value), 1);
  }
  if (settings.electric) board.nodes[static_cast<std::size_t>(board.center)].number = targets.electric;
  return StageResult::success();
}

}  // namespace uu

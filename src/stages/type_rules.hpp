#pragma once
// The fixed rules of a node type: where on the board a node may take it at all, before
// counts and sequences (the type solver and the mission repair in src/stages/).
#include <algorithm>
#include <span>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"
#include "graph/flat_graph.hpp"
#include "stages/fit_queue.hpp"

namespace uu {

// Distance from p to the nearest side of the board.
inline double border_distance(const Board& board, Vec2 p) {
  return std::min(std::min(p.x, board.width - p.x), std::min(p.y, board.height - p.y));
}

// Whether node v has a start node among its neighbours.
inline bool beside_start(const Board& board, const FlatGraph& graph, int v) {
  for (int u : graph.neighbours(v)) {
    if (board.nodes[static_cast<std::size_t>(u)].role == Role::start) return true;
  }
  return false;
}

// Whether the fixed rules of t allow `node`, `d` from the border and beside a start node
// or not: border, border distance, start neighbours.
inline bool fixed_rules_allow(const Node& node, double d, bool next_to_start, const TypeRules& t) {
  if (t.forbidden_on_border && node.on_border()) return false;
  if (t.min_border_distance && !(d > *t.min_border_distance)) return false;
  if (t.max_border_distance && d > *t.max_border_distance) return false;
  return !(t.needs_number && next_to_start);
}

// Whether the fixed rules of t allow node v, `d` from the border.
inline bool fixed_rules_allow(const Board& board, const FlatGraph& graph, int v, double d, const TypeRules& t) {
  const Node& node = board.nodes[static_cast<std::size_t>(v)];
  // The start neighbours last: they take a walk around v.
  return fixed_rules_allow(node, d, false, t) && !(t.needs_number && beside_start(board, graph, v));
}

// Per regular node, the types of board.types its fixed rules allow, as bit rows of
// `words` words (no bits for other nodes). Worked out once per board and shared by the
// type solver and the mission repair, which ask for the same node and type many times.
struct AllowedTypes {
  std::size_t words = 0;
  std::vector<Bits> bits;  // node * words + word

  Bits word(int v, std::size_t w) const { return bits[static_cast<std::size_t>(v) * words + w]; }
  bool has(int v, int t) const { return (word(v, word_of(t)) & bit_of(t)) != 0; }
};

// The rules that hold for whole sets of types are bit rows (on the border, beside a
// start), so a node clears them a word at a time; only the types with a border distance
// are tested one by one, in the same terms as fixed_rules_allow().
inline AllowedTypes allowed_types(const Board& board, const FlatGraph& graph) {
  AllowedTypes allowed;
  allowed.words = words_for(board.types.size());
  allowed.bits.assign(board.nodes.size() * allowed.words, 0);
  // Three rows in one array: every type, those allowed on the border, those allowed
  // beside a start.
  std::vector<Bits> rows(3 * allowed.words, 0);
  const std::span<Bits> every = std::span<Bits>(rows).first(allowed.words);
  const std::span<Bits> off_border = std::span<Bits>(rows).subspan(allowed.words, allowed.words);
  const std::span<Bits> off_start = std::span<Bits>(rows).subspan(2 * allowed.words, allowed.words);
  std::vector<int> by_distance;  // the types with a border distance, ascending
  for (std::size_t t = 0; t < board.types.size(); ++t) {
    const TypeRules& rules = board.types[t];
    every[t / bits_per_word] |= bit_at(t);
    if (!rules.forbidden_on_border) off_border[t / bits_per_word] |= bit_at(t);
    if (!rules.needs_number) off_start[t / bits_per_word] |= bit_at(t);
    if (rules.min_border_distance || rules.max_border_distance) by_distance.push_back(static_cast<int>(t));
  }
  const bool starts_matter = !std::equal(off_start.begin(), off_start.end(), every.begin());
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& node = board.nodes[v];
    if (node.role != Role::regular) continue;
    const double d = border_distance(board, node.pos);
    const bool border = node.on_border();
    const bool next_to_start = starts_matter && beside_start(board, graph, static_cast<int>(v));
    Bits* row = &allowed.bits[v * allowed.words];
    for (std::size_t w = 0; w < allowed.words; ++w) {
      row[w] = every[w] & (border ? off_border[w] : every[w]) & (next_to_start ? off_start[w] : every[w]);
    }
    for (int t : by_distance) {
      const TypeRules& rules = board.types[static_cast<std::size_t>(t)];
      const bool too_near = rules.min_border_distance && !(d > *rules.min_border_distance);
      const bool too_far = rules.max_border_distance && d > *rules.max_border_distance;
      if (too_near || too_far) row[word_of(t)] &= ~bit_of(t);
    }
  }
  return allowed;
}

// The last step of stage "types" (mission_types.cpp) on the solver's result: `type_of`
// holds each node's index in board.types (-1 for a node that is not a typed regular
// node) and is mended in place; node.type is left to the caller.
void mend_mission_types(const Board& board, const Dictionary& dict, const FlatGraph& graph, const AllowedTypes& allowed,
                        std::vector<int>& type_of, Rng& rng);

}  // namespace uu

// Stage "types". Reads board.types (the effective rules), positions, sides, roles and
// edges; writes node.type on every regular node.
//
// First the devlog's type list: every type's minimum, then weighted draws (never past a
// type's maximum) until the list has an entry for every regular node, so each type's
// share of the board is the original's.
//
// Then a constraint problem. A node's fixed rules (border, border distance, next to a
// start node) decide which types it may take at all; each type's count must end in
// [min, max]; a group of same-typed nodes joined by edges must not outgrow
// max_sequence. Nodes are typed most constrained first (fewest fitting types). A node
// takes a type short of its minimum with no spare node left at once, otherwise a pick
// weighted towards the types furthest below their count on the list for the room they
// have left (TypeSolver::choose). The original hands out its list in order and, where
// no entry fits, breaks a rule; here every rule holds and a type the rules keep from
// its count ends below it. When no type
// fits a node, or a minimum is unmet once every node is typed, a bounded repair retypes
// that node or a node of a type with surplus and sends the nodes it conflicts with back
// to the queue. The step budget is linear in the node count; when it runs out the stage
// fails naming the rule, and generate() retries with the next stream.
//
// Once every node is typed, mend_mission_types (mission_types.cpp) mends the seats whose
// mission's types ended up far away, every rule above kept.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "stages/stages.hpp"
#include "stages/type_solver.hpp"

namespace uu {

namespace {

// The type list's count of each type: its minimum, then one more for each weighted draw
// (by the dictionary's prob; a type at its maximum is out of the draws) until the counts
// add up to the regular nodes or every type is at its maximum.
void draw_type_list(TypeSolver& s, std::span<const double> prob, Rng& rng) {
  std::vector<double> open(prob.begin(), prob.end());
  std::int64_t entries = 0;
  for (std::size_t t = 0; t < s.type_count; ++t) {
    s.listed[t] = s.lo[t];
    entries += s.lo[t];
    if (s.listed[t] >= s.hi[t]) open[t] = 0.0;
  }
  for (; entries < static_cast<std::int64_t>(s.regular.size()); ++entries) {
    const int k = rng.pick_weighted(open);
    if (k < 0) return;
    const std::size_t t = static_cast<std::size_t>(k);
    if (++s.listed[t] >= s.hi[t]) open[t] = 0.0;
  }
}

}  // namespace

StageResult assign_types(Board& board, const Dictionary& dict, Rng& rng) {
  if (board.types.empty()) return StageResult::fail("types: the collection holds no node type");
  const FlatGraph graph = flat_graph(board);
  TypeSolver s(board.types, rng, graph);
  const std::size_t n = board.nodes.size();
  s.regular.reserve(n);
  for (std::size_t v = 0; v < n; ++v) {
    if (board.nodes[v].role == Role::regular) s.regular.push_back(static_cast<int>(v));
  }
  s.set_up(n);
  std::vector<double> prob(s.type_count, 1.0);
  for (std::size_t k = 0; k < s.type_count; ++k) {
    const TypeRules& t = board.types[k];
    s.lo[k] = t.min;
    s.hi[k] = t.max ? *t.max : TypeSolver::unbounded;
    s.max_sequence[k] = t.max_sequence;
    const int i = dict.node_type_index(t.name);
    if (i >= 0) prob[k] = dict.node_types[static_cast<std::size_t>(i)].prob;
    s.weight[k] = prob[k] > 0 ? prob[k] : 1.0;
    s.deficit_total += t.min;
  }
  draw_type_list(s, prob, rng);
  // The solver's allowed types leave out those with a max count of 0 (the set of the
  // usable ones held in `open` for the while, which update_open() sets below).
  const AllowedTypes fixed = allowed_types(board, graph);
  const std::span<Bits> usable = s.open;
  for (std::size_t t = 0; t < s.type_count; ++t) {
    if (s.hi[t] != 0) usable[t / bits_per_word] |= bit_at(t);
  }
  for (int v : s.regular) {
    for (std::size_t w = 0; w < s.words; ++w) {
      const Bits bits = fixed.word(v, w) & usable[w];
      s.allowed[static_cast<std::size_t>(v) * s.words + w] = bits;
      for (Bits b = bits; b != 0; b &= b - 1) ++s.avail[w * bits_per_word + static_cast<std::size_t>(std::countr_zero(b))];
    }
  }
  for (int t = 0; t < static_cast<int>(s.type_count); ++t) s.update_open(t);
  // A type never holds more nodes than its fixed rules allow.
  s.member_begin.reserve(s.type_count);
  std::size_t member_room = 0;
  for (std::size_t t = 0; t < s.type_count; ++t) {
    s.member_begin.push_back(member_room);
    member_room += static_cast<std::size_t>(s.avail[t]);
  }
  s.member_store.assign(member_room, -1);
  s.untyped = static_cast<std::int64_t>(s.regular.size());
  // Every node draws its tiebreak, typed here or not, as the draws that follow depend on
  // how many were taken.
  std::vector<std::pair<std::uint64_t, int>> by_tiebreak;
  by_tiebreak.reserve(s.regular.size());
  for (std::size_t v = 0; v < n; ++v) {
    const std::uint64_t tiebreak = rng.next();
    if (board.nodes[v].role == Role::regular) by_tiebreak.emplace_back(tiebreak, static_cast<int>(v));
  }
  std::sort(by_tiebreak.begin(), by_tiebreak.end());  // a total order: the ids differ
  for (std::size_t r = 0; r < by_tiebreak.size(); ++r) {
    const int v = by_tiebreak[r].second;
    s.rank[static_cast<std::size_t>(v)] = static_cast<int>(r);
    s.node_of_rank[r] = v;
  }
  s.queue.reset(s.type_count + 1, s.node_of_rank.size());  // fit counts 0 to type_count

  if (StageResult r = s.run(); !r.ok) return r;
  mend_mission_types(board, dict, graph, fixed, s.type_of, rng);
  for (int v : s.regular) {
    board.nodes[static_cast<std::size_t>(v)].type = board.types[static_cast<std::size_t>(s.type_at(v))].name;
  }
  return StageResult::success();
}

}  // namespace uu

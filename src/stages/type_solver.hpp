#pragma once
// The constraint solver of stage "types" (types.cpp says how it works): the nodes'
// allowed types, the count and group-size bookkeeping, the queue of nodes by fewest
// fitting types, and the bounded repairs. The bookkeeping every step runs is inline
// here; what runs a few times a board is in type_solver.cpp. Only types.cpp includes it.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "graph/flat_graph.hpp"
#include "stages/stages.hpp"
#include "stages/fit_queue.hpp"
#include "stages/type_rules.hpp"

namespace uu {

struct TypeSolver {
  static constexpr int unbounded = std::numeric_limits<int>::max();

  TypeSolver(const std::vector<TypeRules>& rules, Rng& stream, const FlatGraph& edges)
      : types(rules), rng(stream), graph(edges), type_count(rules.size()), words(words_for(rules.size())) {}

  const std::vector<TypeRules>& types;
  Rng& rng;
  const FlatGraph& graph;
  std::vector<int> regular;  // ids of the nodes to type
  std::size_t type_count = 0;
  std::size_t words = 0;      // per set of types
  // The arrays below of one element type and length share one allocation each, as
  // spans into these stores; set_up() sizes them all.
  std::vector<int> type_ints, node_ints;  // per type, per node
  std::vector<double> type_doubles;       // per type
  std::vector<Bits> bit_rows;
  std::span<Bits> allowed;  // node * words + word: the types its fixed rules allow
  std::span<Bits> open;     // the types below their max count
  std::span<int> lo, hi, max_sequence;
  // Per type: its count on the type list (types.cpp), which the picks steer towards, and its weight once every fitting type has reached its count.
  std::span<int> listed;
  std::span<double> weight;
  std::vector<int> type_of;  // per node; -1 while untyped
  std::span<int> count;      // per type
  // Per type: its nodes, in no particular order (members_of). One array holds them all,
  // each type's run starting at member_begin with room for every node its fixed rules
  // allow; the run's first count[t] entries are used.
  std::vector<int> member_store;
  std::vector<std::size_t> member_begin;  // per type
  std::span<int> member_slot;             // per node: its index in members_of its type
  std::span<int> avail;      // per type: untyped nodes its fixed rules allow
  std::int64_t deficit_total = 0;    // sum of unmet minimums
  std::int64_t untyped = 0;
  // Untyped nodes, fewest fitting types first, ties by rank: the order of a random
  // tiebreak drawn per node, then of ids.
  FitQueue queue;
  std::span<int> rank;          // per node; -1 for nodes not typed here
  std::span<int> node_of_rank;  // per rank: as many as the regular nodes
  std::span<int> queued_fit;    // per node: the fit count it is queued under, -1 if not queued
  std::span<int> stamp;         // per node, for the bounded group searches
  int stamp_now = 0;
  std::span<int> frontier;  // per node: the group search's stack
  // The types held by a neighbour of the node for_each_fitting() looks at; most types
  // are held by none, which spares them the group search.
  std::span<Bits> neighbour_types;
  // Reused by fitting() and choose(), which run once per step; each holds a slot per type.
  std::span<int> fit_scratch;
  std::span<double> weight_scratch;

  // Sizes the shared stores for n nodes (`regular` filled) and points the spans into
  // them, with the values every array starts from. type_of is a vector of its own, as
  // mend_mission_types takes it.
  void set_up(std::size_t n);

  Bits allowed_word(int v, std::size_t w) const { return allowed[static_cast<std::size_t>(v) * words + w]; }
  bool may(int v, int t) const { return (allowed_word(v, word_of(t)) & bit_of(t)) != 0; }
  // Calls f(t) for each type t that v's fixed rules allow, ascending.
  template <class F>
  void for_each_allowed(int v, F f) const {
    for (std::size_t w = 0; w < words; ++w) {
      for (Bits bits = allowed_word(v, w); bits != 0; bits &= bits - 1) {
        f(static_cast<int>(w * bits_per_word) + std::countr_zero(bits));
      }
    }
  }
  int deficit(int t) const { return std::max(lo[static_cast<std::size_t>(t)] - count[static_cast<std::size_t>(t)], 0); }
  int type_at(int v) const { return type_of[static_cast<std::size_t>(v)]; }
  std::span<int> members_of(int t) {
    return std::span<int>(member_store)
        .subspan(member_begin[static_cast<std::size_t>(t)], static_cast<std::size_t>(count[static_cast<std::size_t>(t)]));
  }
  std::span<const int> adj(int v) const { return graph.neighbours(v); }

  // Size of the group v would join as type t, counting v; stops once past max_sequence.
  // v must not hold t. `frontier` is sized for every node once, so the search pushes
  // without growing it (a node enters it once per search).
  int group_size_if(int v, int t) {
    const int limit = max_sequence[static_cast<std::size_t>(t)];
    ++stamp_now;
    stamp[static_cast<std::size_t>(v)] = stamp_now;
    int size = 1;
    std::size_t top = 0;
    for (int u : adj(v)) {
      if (type_at(u) != t || stamp[static_cast<std::size_t>(u)] == stamp_now) continue;
      stamp[static_cast<std::size_t>(u)] = stamp_now;
      frontier[top++] = u;
      while (top != 0) {
        const int w = frontier[--top];
        if (++size > limit) return size;
        for (int x : adj(w)) {
          if (type_at(x) == t && stamp[static_cast<std::size_t>(x)] != stamp_now) {
            stamp[static_cast<std::size_t>(x)] = stamp_now;
            frontier[top++] = x;
          }
        }
      }
    }
    return size;
  }

  // The types v's neighbours hold, into neighbour_types.
  void mark_neighbour_types(int v) {
    std::fill(neighbour_types.begin(), neighbour_types.end(), Bits{0});
    for (int u : adj(v)) {
      if (type_at(u) >= 0) neighbour_types[word_of(type_at(u))] |= bit_of(type_at(u));
    }
  }

  // Whether v (not of type t) may join its neighbours of type t without outgrowing
  // max_sequence. The group holds v and nodes of t, so while t has fewer nodes than its
  // max_sequence it fits without a search.
  bool group_fits(int v, int t) {
    const int limit = max_sequence[static_cast<std::size_t>(t)];
    return count[static_cast<std::size_t>(t)] < limit || group_size_if(v, t) <= limit;
  }

  // group_fits() when a neighbour of v is known to hold t: the group then has two nodes
  // at least, which a max_sequence of 1 already forbids.
  bool group_fits_beside(int v, int t) { return max_sequence[static_cast<std::size_t>(t)] > 1 && group_fits(v, t); }

  // Calls f(t) for each type t that fits v, ascending: its fixed rules allow it, it is
  // below its max count, and v would not grow a group past max_sequence.
  template <class F>
  void for_each_fitting(int v, F f) {
    mark_neighbour_types(v);
    for (std::size_t w = 0; w < words; ++w) {
      const Bits near = neighbour_types[w];
      for (Bits bits = allowed_word(v, w) & open[w]; bits != 0; bits &= bits - 1) {
        const int t = static_cast<int>(w * bits_per_word) + std::countr_zero(bits);
        if ((near & bit_of(t)) == 0 || group_fits_beside(v, t)) f(t);
      }
    }
  }

  // The types that fit v, into the reused `fit_scratch` (sized for every type).
  std::span<const int> fitting(int v) {
    std::size_t n = 0;
    for_each_fitting(v, [&](int t) { fit_scratch[n++] = t; });
    return std::span<const int>(fit_scratch).first(n);
  }

  // How many types fit v: a type no neighbour holds fits as soon as it is allowed and
  // open, so only the others need the group search.
  int fit_count(int v) {
    mark_neighbour_types(v);
    int n = 0;
    for (std::size_t w = 0; w < words; ++w) {
      const Bits candidates = allowed_word(v, w) & open[w];
      const Bits near = candidates & neighbour_types[w];
      n += std::popcount(candidates & ~near);
      for (Bits bits = near; bits != 0; bits &= bits - 1) {
        n += group_fits_beside(v, static_cast<int>(w * bits_per_word) + std::countr_zero(bits)) ? 1 : 0;
      }
    }
    return n;
  }

  // Keeps t's bit in `open` in step with its count.
  void update_open(int t) {
    Bits& word = open[word_of(t)];
    word = count[static_cast<std::size_t>(t)] < hi[static_cast<std::size_t>(t)] ? word | bit_of(t) : word & ~bit_of(t);
  }

  std::size_t rank_of(int v) const { return static_cast<std::size_t>(rank[static_cast<std::size_t>(v)]); }

  void dequeue(int v) {
    int& queued = queued_fit[static_cast<std::size_t>(v)];
    if (queued >= 0) queue.erase(queued, rank_of(v));
    queued = -1;
  }

  void enqueue(int v) {
    const int fit = fit_count(v);
    if (queued_fit[static_cast<std::size_t>(v)] == fit) return;  // queued with this key already
    dequeue(v);
    queued_fit[static_cast<std::size_t>(v)] = fit;
    queue.insert(fit, rank_of(v));
  }

  // The queued node with the least key, or -1 when none is queued.
  int next() const {
    const std::int64_t r = queue.least();
    return r < 0 ? -1 : node_of_rank[static_cast<std::size_t>(r)];
  }

  void refresh_neighbours(int v) {
    for (int u : adj(v)) {
      if (queued_fit[static_cast<std::size_t>(u)] >= 0) enqueue(u);
    }
  }

  void assign(int v, int t) {
    dequeue(v);
    if (deficit(t) > 0) --deficit_total;
    ++count[static_cast<std::size_t>(t)];
    update_open(t);
    type_of[static_cast<std::size_t>(v)] = t;
    const std::span<int> list = members_of(t);
    list.back() = v;
    member_slot[static_cast<std::size_t>(v)] = static_cast<int>(list.size()) - 1;
    for_each_allowed(v, [&](int s) { --avail[static_cast<std::size_t>(s)]; });
    --untyped;
    refresh_neighbours(v);
  }

  void unassign(int v) {
    const int t = type_at(v);
    const std::span<int> list = members_of(t);
    const int slot = member_slot[static_cast<std::size_t>(v)];
    list[static_cast<std::size_t>(slot)] = list.back();
    member_slot[static_cast<std::size_t>(list.back())] = slot;
    --count[static_cast<std::size_t>(t)];  // which drops the last entry of members_of(t)
    update_open(t);
    if (deficit(t) > 0) ++deficit_total;
    type_of[static_cast<std::size_t>(v)] = -1;
    for_each_allowed(v, [&](int s) { ++avail[static_cast<std::size_t>(s)]; });
    ++untyped;
    enqueue(v);
    refresh_neighbours(v);
  }

  // Clears v's neighbours of type t, so v can take t without outgrowing max_sequence.
  void clear_neighbours_of_type(int v, int t) {
    for (int u : adj(v)) {
      if (type_at(u) == t) unassign(u);
    }
  }

  int pick(std::span<const int> items, std::span<const double> weights) {
    const int k = rng.pick_weighted(weights);
    return items[static_cast<std::size_t>(k < 0 ? rng.below(static_cast<int>(items.size())) : k)];
  }

  // The type v takes among those that fit (not empty): a type short of its minimum with
  // no spare node left at once; otherwise one still below its count on the type list,
  // weighted by the cube of its share still missing (type_solver.cpp says why); once
  // every fitting type has its count, by the types' weights.
  int choose(std::span<const int> fit);

  // No type fits v: give it a type its fixed rules allow, drawn uniformly so a type at
  // its max can move too, and make room: its neighbours of that type go back to the
  // queue, and when the type is at its max, so does one of its other nodes.
  void repair_stuck(int v);

  // Every node is typed but type t is short: retype a node, preferring one whose type has
  // surplus and which t's max_sequence allows, and requeue whatever that displaces.
  bool repair_short(int t);

  // The type furthest below its minimum, the first on ties.
  int shortest_type() const;

  // Failure naming the rule when the fixed rules alone leave a node no type, a type
  // fewer nodes than its minimum, or the counts' bounds cannot fill the nodes.
  StageResult check_fixed_rules() const;

  // Once every node is typed: in rank order, a node takes instead the type that fits it
  // and lacks most of its count on the list (ties to the first), when that type, once
  // given the node, still lacks as many as the node's own type then does, and the own
  // type stays at its minimum or above. So a type the order of typing kept from places
  // it could hold gets them back, from types nearer their count; every rule still holds.
  void approach_list();

  // Once every node is typed, for a type that allows no two of its nodes side by side
  // and is below its count on the list: a node of it hands the type to two of its
  // neighbours (not neighbours of each other, with no other neighbour of the type, their
  // own types above their minimums) and takes a type that fits it instead. The set of
  // nodes of the type was only as large as the order of typing left it; each such
  // exchange adds one, every rule kept.
  void spread_single_types();

  // Two neighbours of a (of type t) that could take t were a to give it up, into `pair`.
  bool two_takers(int a, int t, std::vector<int>& pair);

  // Types every queued node within a step budget linear in the node count, or fails
  // naming the rule left unmet.
  StageResult run();
};

}  // namespace uu

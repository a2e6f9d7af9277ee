// The parts of stage "types"' constraint solver that run once or a few times a board:
// setting up its arrays, choosing a node's type, the bounded repairs, the checks of the
// fixed rules and the two passes after every node is typed (type_solver.hpp).
#include <algorithm>
#include <cstdint>
#include <fmt/core.h>
#include <initializer_list>
#include <span>
#include <vector>

#include "stages/type_solver.hpp"

namespace uu {

void TypeSolver::set_up(std::size_t n) {
  const std::size_t t = type_count;
  type_ints.assign(7 * t, 0);
  std::span<int> ints(type_ints);
  for (std::span<int>* a : {&lo, &hi, &max_sequence, &listed, &count, &avail, &fit_scratch}) {
    *a = ints.first(t);
    ints = ints.subspan(t);
  }
  type_doubles.assign(2 * t, 0.0);
  std::span<double> doubles(type_doubles);
  for (std::span<double>* a : {&weight, &weight_scratch}) {
    *a = doubles.first(t);
    doubles = doubles.subspan(t);
  }
  const std::size_t r = regular.size();
  node_ints.resize(5 * n + r);
  std::span<int> nodes(node_ints);
  member_slot = nodes.first(n);
  rank = nodes.subspan(n, n);
  queued_fit = nodes.subspan(2 * n, n);
  stamp = nodes.subspan(3 * n, n);
  frontier = nodes.subspan(4 * n, n);
  node_of_rank = nodes.subspan(5 * n, r);
  for (std::span<int> a : {member_slot, rank, queued_fit}) std::fill(a.begin(), a.end(), -1);
  for (std::span<int> a : {stamp, frontier, node_of_rank}) std::fill(a.begin(), a.end(), 0);
  bit_rows.assign(n * words + 2 * words, 0);
  allowed = std::span<Bits>(bit_rows).first(n * words);
  open = std::span<Bits>(bit_rows).subspan(n * words, words);
  neighbour_types = std::span<Bits>(bit_rows).subspan(n * words + words, words);
  type_of.assign(n, -1);
}

// A type short of its minimum with no spare node left (the least slack, first on ties)
// is taken at once. Otherwise a type still below its count on the type list is drawn,
// weighted by the cube of the part of that count still missing per untyped node its
// fixed rules allow. Cubed, the type with least room to spare nearly always wins, so a
// type bound to a few places (Critters, deep inside and never two side by side) takes
// them before broader types fill them: with the plain share, 4-player boards held about
// 6.1 Critters, with its cube 7.2, with its eighth power 7.3, against about 8.3 places
// on average that no two adjacent Critters could exceed. Once every fitting type has its
// count, by the types' weights. The scratch array is sized for every type.
int TypeSolver::choose(std::span<const int> fit) {
  int forced = -1, forced_slack = 0;
  bool listed_left = false;
  for (std::size_t k = 0; k < fit.size(); ++k) {
    const int t = fit[k];
    const std::size_t i = static_cast<std::size_t>(t);
    const int d = deficit(t);
    const int slack = avail[i] - d;
    if (d > 0 && slack <= 0 && (forced < 0 || slack < forced_slack)) {
      forced = t;
      forced_slack = slack;
    }
    const int missing = listed[i] - count[i];
    const double share = static_cast<double>(missing) / avail[i];
    weight_scratch[k] = missing > 0 ? share * share * share : 0.0;
    listed_left = listed_left || missing > 0;
  }
  if (forced >= 0) return forced;
  if (!listed_left) {
    for (std::size_t k = 0; k < fit.size(); ++k) weight_scratch[k] = weight[static_cast<std::size_t>(fit[k])];
  }
  return pick(fit, std::span<const double>(weight_scratch).first(fit.size()));
}

void TypeSolver::repair_stuck(int v) {
  std::vector<int> options;
  for (int t = 0; t < static_cast<int>(type_count); ++t) {
    if (may(v, t)) options.push_back(t);
  }
  const int t = options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
  clear_neighbours_of_type(v, t);
  const std::span<const int> holders = members_of(t);
  if (count[static_cast<std::size_t>(t)] >= hi[static_cast<std::size_t>(t)]) {
    unassign(holders[static_cast<std::size_t>(rng.below(static_cast<int>(holders.size())))]);
  }
  assign(v, t);
}

bool TypeSolver::repair_short(int t) {
  std::vector<int> tiers[4];
  for (int u : regular) {
    if (!may(u, t) || type_at(u) == t) continue;
    const int s = type_at(u);
    const bool surplus = count[static_cast<std::size_t>(s)] > lo[static_cast<std::size_t>(s)];
    const bool joins_ok = group_size_if(u, t) <= max_sequence[static_cast<std::size_t>(t)];
    tiers[(surplus ? 0 : 2) + (joins_ok ? 0 : 1)].push_back(u);
  }
  for (const std::vector<int>& tier : tiers) {
    if (tier.empty()) continue;
    const int u = tier[static_cast<std::size_t>(rng.below(static_cast<int>(tier.size())))];
    unassign(u);
    if (group_size_if(u, t) > max_sequence[static_cast<std::size_t>(t)]) clear_neighbours_of_type(u, t);
    assign(u, t);
    return true;
  }
  return false;
}

int TypeSolver::shortest_type() const {
  int worst = 0;
  for (int t = 1; t < static_cast<int>(type_count); ++t) {
    if (deficit(t) > deficit(worst)) worst = t;
  }
  return worst;
}

StageResult TypeSolver::check_fixed_rules() const {
  for (int v : regular) {
    bool any = false;
    for (int t = 0; t < static_cast<int>(type_count) && !any; ++t) any = may(v, t);
    if (!any) return StageResult::fail(fmt::format("types: border rules leave no type for node {}", v));
  }
  std::int64_t mins = 0, maxes = 0;
  for (int t = 0; t < static_cast<int>(type_count); ++t) {
    if (avail[static_cast<std::size_t>(t)] < lo[static_cast<std::size_t>(t)]) {
      return StageResult::fail(fmt::format("types: border rules for {} leave {} nodes, {} needed",
                                           types[static_cast<std::size_t>(t)].name, avail[static_cast<std::size_t>(t)],
                                           lo[static_cast<std::size_t>(t)]));
    }
    mins += lo[static_cast<std::size_t>(t)];
    maxes = std::min<std::int64_t>(maxes + hi[static_cast<std::size_t>(t)], unbounded);
  }
  if (mins > untyped || maxes < untyped) {
    return StageResult::fail(fmt::format("types: counts between {} and {} cannot fill {} nodes", mins, maxes, untyped));
  }
  return StageResult::success();
}

void TypeSolver::approach_list() {
  const auto gap = [&](int t) { return listed[static_cast<std::size_t>(t)] - count[static_cast<std::size_t>(t)]; };
  for (int v : node_of_rank) {
    const int s = type_at(v);
    if (count[static_cast<std::size_t>(s)] <= lo[static_cast<std::size_t>(s)]) continue;
    int best = -1, best_gap = gap(s) + 1;
    for_each_fitting(v, [&](int t) {
      if (gap(t) > best_gap) {
        best = t;
        best_gap = gap(t);
      }
    });
    if (best < 0) continue;
    unassign(v);
    assign(v, best);
  }
}

void TypeSolver::spread_single_types() {
  std::vector<int> holders, pair;
  for (int t = 0; t < static_cast<int>(type_count); ++t) {
    if (max_sequence[static_cast<std::size_t>(t)] != 1) continue;
    const std::span<const int> members = members_of(t);
    holders.assign(members.begin(), members.end());
    for (int a : holders) {
      if (listed[static_cast<std::size_t>(t)] <= count[static_cast<std::size_t>(t)]) break;
      if (type_at(a) != t || !two_takers(a, t, pair)) continue;
      unassign(a);
      int other = -1, other_gap = 0;
      for_each_fitting(a, [&](int r) {
        const int g = listed[static_cast<std::size_t>(r)] - count[static_cast<std::size_t>(r)];
        if (r != t && (other < 0 || g > other_gap)) {
          other = r;
          other_gap = g;
        }
      });
      assign(a, other < 0 ? t : other);
      if (other < 0) continue;
      for (int u : pair) {
        unassign(u);
        assign(u, t);
      }
    }
  }
}

bool TypeSolver::two_takers(int a, int t, std::vector<int>& pair) {
  pair.clear();
  for (int u : adj(a)) {
    const int s = type_at(u);
    if (s < 0 || s == t || !may(u, t)) continue;
    const int spare = count[static_cast<std::size_t>(s)] - lo[static_cast<std::size_t>(s)];
    const bool same_donor = !pair.empty() && type_at(pair.front()) == s;
    if (spare < (same_donor ? 2 : 1)) continue;
    bool alone = true;  // a is its only neighbour of type t, and it is no neighbour of pair's first
    for (int w : adj(u)) alone = alone && (w == a || type_at(w) != t) && (pair.empty() || w != pair.front());
    if (!alone) continue;
    pair.push_back(u);
    if (pair.size() == 2) return true;
  }
  return false;
}

StageResult TypeSolver::run() {
  if (StageResult r = check_fixed_rules(); !r.ok) return r;
  for (int v : regular) enqueue(v);
  const std::int64_t budget = std::int64_t{20} * static_cast<std::int64_t>(regular.size()) + 500;
  int last_stuck = -1;
  for (std::int64_t step = 0; step < budget; ++step) {
    const int v = next();
    if (v < 0) {
      if (deficit_total == 0) {
        spread_single_types();
        approach_list();
        return StageResult::success();
      }
      const int t = shortest_type();
      if (!repair_short(t)) break;
      continue;
    }
    dequeue(v);
    const std::span<const int> fit = fitting(v);
    if (fit.empty()) {
      last_stuck = v;
      repair_stuck(v);
    } else {
      assign(v, choose(fit));
    }
  }
  if (deficit_total > 0) {
    const int t = shortest_type();
    return StageResult::fail(fmt::format("types: min count for {} not reached ({} of {}) within {} steps",
                                         types[static_cast<std::size_t>(t)].name, count[static_cast<std::size_t>(t)],
                                         lo[static_cast<std::size_t>(t)], budget));
  }
  return StageResult::fail(fmt::format("types: max_sequence or max count leave no type for node {} within {} steps",
                                       last_stuck, budget));
}
}  // namespace uu

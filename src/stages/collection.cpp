// Stage "collection". Reads the player count, the expansions and the number of regular
// nodes; writes board.types: the node types this board uses, with their effective
// (player-scaled: collection_catalogue.hpp) rules, in dictionary order.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <fmt/core.h>
#include <initializer_list>
#include <limits>
#include <optional>
#include <span>
#include <string_view>

#include "stages/collection_catalogue.hpp"
#include "stages/stages.hpp"

namespace uu {

namespace {

// The type the Electric expansion is built around; the devlog collects it first.
constexpr std::string_view electricity_type = "Electricity";
constexpr int min_cutting_types = 3;
constexpr int fill_margin = 5;  // the devlog's error margin below the free node count
// The devlog's aim of 10-15 distinct types: the fill step adds no type past this many
// unless the maximum counts cannot cover the board without it.
constexpr std::size_t max_fill_types = 15;
constexpr int collection_rounds = 20;

// One round's collection. The scratch vectors are reused by the searches that run for
// every candidate at every pick.
struct Collector {
  Collector(const Catalogue& types, std::int64_t free) : cat(types), free_nodes(free), taken(types.types.size(), 0) {
    // Closures and cutting options never list more than every type: sized once, these
    // never grow during the searches.
    for (std::vector<int>* list : {&more_scratch, &stack_scratch}) list->reserve(size());
    cutting_scratch.reserve(size());
  }

  const Catalogue& cat;
  std::int64_t free_nodes = 0;
  std::vector<char> taken;  // per dictionary index
  std::size_t taken_count = 0;
  std::int64_t taken_cutting = 0;  // taken types with the cutting action
  std::vector<int> pending_categories, pending_actions;  // indices into the dictionary's tables
  std::int64_t sum_min = 0, sum_max = 0, sum_expected = 0;
  std::size_t type_limit = std::numeric_limits<std::size_t>::max();

  mutable std::vector<int> more_scratch, stack_scratch;  // for closure
  mutable std::vector<unsigned> visited;  // by visit_stamp, for closure
  mutable unsigned visit_stamp = 0;
  mutable std::vector<char> in_scratch, category_pending_scratch;  // for coverage_floor
  mutable std::vector<std::int64_t> cutting_scratch, category_scratch, action_scratch;
  mutable std::vector<double> weights_scratch;  // for pick

  std::size_t size() const { return cat.types.size(); }

  // The types `index` brings along that `in` lacks, into `out`: itself and its
  // requirements, recursively. Marks what it visits with a fresh stamp instead of
  // copying `in`.
  const std::vector<int>& closure(int index, const std::vector<char>& in, std::vector<int>& out) const {
    out.assign(1, index);
    if (cat.required_of(index).empty()) return out;
    ++visit_stamp;
    visited.resize(size(), 0);
    const auto seen = [&](int j) {
      return in[static_cast<std::size_t>(j)] != 0 || visited[static_cast<std::size_t>(j)] == visit_stamp;
    };
    std::vector<int>& stack = stack_scratch;
    stack.assign(1, index);
    visited[static_cast<std::size_t>(index)] = visit_stamp;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      for (int j : cat.required_of(i)) {
        if (seen(j)) continue;
        visited[static_cast<std::size_t>(j)] = visit_stamp;
        out.push_back(j);
        stack.push_back(j);
      }
    }
    return out;
  }

  // Sum of the minimum counts of `index` and the requirements not in `in`, recursively.
  // `in` (the collection, with or without a closure() added) holds the requirements of
  // each of its types, so the requirements closure() would walk are those of `index`'s
  // whole reach that `in` lacks.
  std::int64_t closure_min(int index, const std::vector<char>& in) const {
    std::int64_t sum = cat[index].min;
    for (int i : cat.reach_of(index)) sum += in[static_cast<std::size_t>(i)] ? 0 : cat[i].min;
    return sum;
  }

  // A lower bound on the minimum counts that the categories, action types and cutting
  // types still missing after adding `more` will claim: each category needs a type of
  // its own, each action type at least one type, and each missing cutting type its own.
  std::int64_t coverage_floor(const std::vector<int>& more) const {
    std::int64_t have = taken_cutting;  // cutting types among taken and `more` (which are not taken)
    for (int i : more) have += cat[i].cuts ? 1 : 0;
    const bool more_cutting = have < min_cutting_types;
    // Once everything is covered (the whole fill step) nothing is missing.
    if (pending_categories.empty() && pending_actions.empty() && !more_cutting) return 0;

    std::vector<char>& in = in_scratch;
    in = taken;
    for (int i : more) in[static_cast<std::size_t>(i)] = 1;
    std::vector<char>& category_pending = category_pending_scratch;
    category_pending.assign(cat.category_count, 0);
    for (int c : pending_categories) category_pending[static_cast<std::size_t>(c)] = 1;
    std::uint64_t actions_pending = 0;
    for (int a : pending_actions) actions_pending |= a < 64 ? std::uint64_t{1} << a : 0;
    // The cheapest way to cover each pending category and action type: 0 when a type in
    // the collection covers it already, -1 when no type can.
    std::vector<std::int64_t>& by_category = category_scratch;
    std::vector<std::int64_t>& by_action = action_scratch;
    by_category.assign(cat.category_count, -1);
    by_action.assign(64, -1);
    const auto lower = [](std::int64_t& best, std::int64_t cost) { best = best < 0 ? cost : std::min(best, cost); };
    std::vector<std::int64_t>& cutting_costs = cutting_scratch;
    cutting_costs.clear();
    for (std::size_t j = 0; j < size(); ++j) {
      const int i = static_cast<int>(j);
      const Catalogue::Type& t = cat[i];
      const bool open = t.enabled && !in[j] && t.prob > 0;
      const bool covers_pending = (t.category >= 0 && category_pending[static_cast<std::size_t>(t.category)]) ||
                                  (t.action_bits & actions_pending) != 0;
      const bool cutting_option = open && more_cutting && t.cuts;
      if (!(in[j] || open) || !(covers_pending || cutting_option)) continue;
      const std::int64_t cost = in[j] ? 0 : closure_min(i, in);
      if (t.category >= 0) lower(by_category[static_cast<std::size_t>(t.category)], cost);
      for (std::uint64_t bits = t.action_bits & actions_pending; bits != 0; bits &= bits - 1) {
        lower(by_action[static_cast<std::size_t>(std::countr_zero(bits))], cost);
      }
      if (cutting_option) cutting_costs.push_back(cost);
    }
    std::int64_t categories = 0, actions = 0, cutting = 0;
    for (int c : pending_categories) categories += std::max<std::int64_t>(by_category[static_cast<std::size_t>(c)], 0);
    for (int a : pending_actions) {
      if (a < 64) actions = std::max(actions, by_action[static_cast<std::size_t>(a)]);
    }
    std::sort(cutting_costs.begin(), cutting_costs.end());
    for (std::size_t k = 0; static_cast<std::int64_t>(k) + have < min_cutting_types && k < cutting_costs.size(); ++k) {
      cutting += cutting_costs[k];
    }
    return std::max({categories, actions, cutting});
  }

  // Whether adding `index` with its requirements keeps every minimum count placeable,
  // including those the uncovered categories and action types will bring.
  bool fits(int index) const {
    std::int64_t mins = sum_min;
    const std::vector<int>& more = closure(index, taken, more_scratch);
    if (taken_count + more.size() > type_limit) return false;
    for (int i : more) {
      if (!cat[i].enabled) return false;
      mins += cat[i].min;
    }
    return mins + coverage_floor(more) <= free_nodes;
  }

  void add(int index) {
    for (int i : closure(index, taken, more_scratch)) {
      const Catalogue::Type& t = cat[i];
      taken[static_cast<std::size_t>(i)] = 1;
      ++taken_count;
      if (t.cuts) ++taken_cutting;
      sum_min += t.min;
      sum_max = std::min(unbounded_count, sum_max + t.max);
      sum_expected += t.expected;
      std::erase(pending_categories, t.category);
      for (int a : cat.actions_of(i)) std::erase(pending_actions, a);
    }
  }

  // Weighted pick among uncollected enabled types that pass `want` and fit. Returns -1
  // when no such type exists at all, -2 when some exist but none fits.
  template <class Want>
  int pick(Rng& rng, Want want) const {
    std::vector<double>& weights = weights_scratch;
    weights.assign(size(), 0.0);
    bool any = false;
    for (std::size_t j = 0; j < size(); ++j) {
      const int i = static_cast<int>(j);
      if (!cat[i].enabled || taken[j] || cat[i].prob <= 0 || !want(i)) continue;
      any = true;
      if (fits(i)) weights[j] = cat[i].prob;
    }
    if (!any) return -1;
    const int chosen = rng.pick_weighted(weights);
    return chosen < 0 ? -2 : chosen;
  }

  std::string too_full(std::string_view what) const {
    return fmt::format("collection: no {} type fits, the minimum counts already take {} of {} free nodes", what,
                       sum_min, free_nodes);
  }

};

// Steps 2-6 of the devlog's collection: coverage of every category and action type, three
// cutting types, then the fill step up to the free node count. Coverage picks prefer types
// that keep the collection within max_fill_types, and take any that fits otherwise.
StageResult collect(Collector& c, const Dictionary& dict, Rng& rng) {
  const auto pick = [&](auto want) {
    c.type_limit = max_fill_types;
    const int i = c.pick(rng, want);
    c.type_limit = std::numeric_limits<std::size_t>::max();
    return i == -2 ? c.pick(rng, want) : i;
  };
  while (!c.pending_categories.empty()) {
    const int category = c.pending_categories.front();
    const int i = pick([&](int j) { return c.cat[j].category == category; });
    if (i == -2) return StageResult::fail(c.too_full(dict.categories[static_cast<std::size_t>(category)].name));
    if (i == -1) std::erase(c.pending_categories, category);
    else c.add(i);
  }
  while (!c.pending_actions.empty()) {
    const int action = c.pending_actions.front();
    const int i = pick([&](int j) { return c.cat.has_action(j, action); });
    if (i == -2) return StageResult::fail(c.too_full(dict.action_types[static_cast<std::size_t>(action)]));
    if (i == -1) std::erase(c.pending_actions, action);
    else c.add(i);
  }
  while (c.taken_cutting < min_cutting_types) {
    const int i = pick([&](int j) { return c.cat[j].cuts; });
    if (i == -2) return StageResult::fail(c.too_full(cutting_action));
    if (i == -1) break;
    c.add(i);
  }
  while (c.sum_expected < c.free_nodes - fill_margin || c.sum_max < c.free_nodes) {
    c.type_limit = c.sum_max < c.free_nodes ? std::numeric_limits<std::size_t>::max() : max_fill_types;
    const int i = c.pick(rng, [](int) { return true; });
    if (i < 0) break;
    c.add(i);
  }
  return StageResult::success();
}

}  // namespace

StageResult choose_collection(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng) {
  const std::int64_t free_nodes =
      std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::regular; });
  const Scale scale_by = scale_for(settings, free_nodes);
  const double cell = border_cell(settings);
  const bool node_expansion = draws_types(dict, settings);
  const Catalogue catalogue(dict, settings, scale_by);
  const int electricity = dict.node_type_index(electricity_type);
  const bool electric_first = electricity >= 0 && catalogue[electricity].enabled && settings.electric;

  // With many players the scaled minimums are large, and early picks can leave a later
  // category no room; such a draw is redone from the same stream a bounded number of
  // times, which is cheaper than retrying the whole board.
  StageResult last;
  for (int round = 0; round < collection_rounds; ++round) {
    Collector c(catalogue, free_nodes);
    if (!node_expansion) {
      for (std::size_t i = 0; i < c.size(); ++i) {
        if (catalogue[static_cast<int>(i)].enabled && !c.taken[i]) c.add(static_cast<int>(i));
      }
    } else {
      c.pending_categories.reserve(dict.categories.size());
      c.pending_actions.reserve(dict.action_types.size());
      for (std::size_t k = 0; k < dict.categories.size(); ++k) {
        if (dict.categories[k].name != center_category) c.pending_categories.push_back(static_cast<int>(k));
      }
      for (std::size_t k = 0; k < dict.action_types.size(); ++k) c.pending_actions.push_back(static_cast<int>(k));
      if (electric_first) {
        if (!c.fits(electricity)) return StageResult::fail(c.too_full(electricity_type));
        c.add(electricity);
      }
      last = collect(c, dict, rng);
      if (!last.ok) continue;
    }
    if (c.sum_min > c.free_nodes) {
      return StageResult::fail(fmt::format("collection: the minimum counts need {} nodes, only {} are free", c.sum_min,
                                           c.free_nodes));
    }
    if (c.sum_max < c.free_nodes) {
      last = StageResult::fail(fmt::format("collection: the maximum counts allow {} nodes, {} need a type", c.sum_max,
                                           c.free_nodes));
      if (node_expansion) continue;
      return last;
    }
    board.types.clear();
    board.types.reserve(c.taken_count);
    for (std::size_t i = 0; i < c.size(); ++i) {
      if (c.taken[i]) board.types.push_back(effective_rules(dict.node_types[i], scale_by, cell));
    }
    return StageResult::success();
  }
  return last;
}

}  // namespace uu

// Stage "collection". Reads the player count, the expansions and the number of regular
// nodes; writes board.types: the node types this board uses, with their effective
// (player-scaled) rules, in dictionary order.
//
// Scaling: counts scale by the original's factor f (1 up to 6 players, 26/15 at 7-8,
// 47/15 at 9; on a board given by --size, the maximums by its free nodes / 75, those of
// a four-player sheet, when that is larger), min' = round(min·f), max' = round(max·f),
// and every collected type keeps min' >= 1 so a requirement is always present. Border distances and max_sequence do not
// scale: our units are square and the board grows with the player count, so an unscaled
// distance keeps its meaning (the original's doubling at 9 players leaves Critters a
// one-unit strip), and clusters stay as small as the designer meant them.
#include <algorithm>
#include <cstdint>
#include <fmt/core.h>
#include <limits>
#include <string_view>

#include "stages/content_stages.hpp"

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
constexpr long unbounded = std::numeric_limits<int>::max();

// Free nodes on a four-player sheet (88 nodes less 12 starts and the center): the board
// the dictionary's counts are written for.
constexpr long sheet_free_nodes = 75;

// Scale factors as exact fractions num/15. By player count on a sheet. On a board given
// by its size, the maximum counts also grow with its free nodes against a four-player
// sheet's (never below the player count's), so the capped types can still fill a poster
// between them; the minimums keep the player count's factor, as a type bound to the
// border (Water) gets a strip that grows with the perimeter, not the area.
struct Scale {
  int min_num = 15;
  int max_num = 15;
};

Scale scale_for(const BoardOptions& options, long free_nodes) {
  const int by_players = options.players >= 9 ? 47 : options.players >= 7 ? 26 : 15;
  if (options.size_width <= 0 || options.size_height <= 0) return {by_players, by_players};
  const long by_size = (free_nodes * 15 + sheet_free_nodes / 2) / sheet_free_nodes;
  return {by_players, static_cast<int>(std::max<long>(by_players, by_size))};
}

// round(value · num / 15) in integers; no value lands on a half, so no tie rule is needed.
int scale(int value, int num) { return (2 * value * num + 15) / 30; }

bool is_enabled(const NodeType& t, const BoardOptions& options) {
  if (t.category == center_category) return false;
  if (!t.expansion) return true;
  return std::find(options.expansions.begin(), options.expansions.end(), *t.expansion) != options.expansions.end();
}

TypeRules effective_rules(const NodeType& t, Scale scale_by) {
  TypeRules r;
  r.name = t.name;
  r.category = t.category;
  r.actions = t.actions;
  r.min = std::max(scale(t.min, scale_by.min_num), 1);
  if (t.max) r.max = std::max(scale(*t.max, scale_by.max_num), r.min);
  r.max_sequence = t.max_sequence;
  r.forbidden_on_border = t.forbidden_on_border;
  r.min_border_distance = t.min_border_distance;
  r.max_border_distance = t.max_border_distance;
  r.needs_number = t.needs_number;
  r.requirements = t.requirements;
  return r;
}

// The devlog's estimate of how many nodes a type will take: ceil((min'+max')/2) + 1,
// with max' = min' when unbounded.
int expected_count(const TypeRules& r) {
  const int hi = r.max.value_or(r.min);
  return (r.min + hi + 1) / 2 + 1;
}

bool has_action(const TypeRules& r, std::string_view action) {
  return std::find(r.actions.begin(), r.actions.end(), action) != r.actions.end();
}

struct Collector {
  explicit Collector(const Dictionary& d) : dict(d) {}

  const Dictionary& dict;
  std::vector<TypeRules> rules;   // per dictionary index
  std::vector<std::vector<int>> required;  // per dictionary index: its requirements' indices
  std::vector<char> enabled;      // per dictionary index
  std::vector<char> taken;        // per dictionary index
  std::vector<std::string> pending_categories, pending_actions;
  // Per dictionary index, for coverage_floor's many scans: the type's category among
  // the dictionary's, the dictionary's action types it has (bit k: action_types[k]),
  // and whether it cuts.
  std::vector<int> category_of;
  std::vector<std::uint64_t> actions_of;
  std::vector<char> cuts;
  long free_nodes = 0;
  long sum_min = 0, sum_max = 0, sum_expected = 0;
  std::size_t type_limit = std::numeric_limits<std::size_t>::max();

  // Uncollected types `index` brings along (itself and its requirements, recursively).
  std::vector<int> closure(int index) const {
    std::vector<int> out{index}, stack{index};
    std::vector<char> seen(taken);
    seen[static_cast<std::size_t>(index)] = 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      for (int j : required[static_cast<std::size_t>(i)]) {
        if (seen[static_cast<std::size_t>(j)]) continue;
        seen[static_cast<std::size_t>(j)] = 1;
        out.push_back(j);
        stack.push_back(j);
      }
    }
    return out;
  }

  // Sum of the minimum counts of `index` and the requirements not in `in`, recursively.
  // Called for every type at every pick, so it marks what it visits with a fresh stamp
  // in a scratch vector instead of copying `in`.
  long closure_min(int index, const std::vector<char>& in) const {
    ++visit_stamp;
    visited.resize(rules.size(), 0);
    const auto seen = [&](int j) {
      return in[static_cast<std::size_t>(j)] != 0 || visited[static_cast<std::size_t>(j)] == visit_stamp;
    };
    long sum = 0;
    pending.assign(1, index);
    visited[static_cast<std::size_t>(index)] = visit_stamp;
    while (!pending.empty()) {
      const int i = pending.back();
      pending.pop_back();
      sum += rules[static_cast<std::size_t>(i)].min;
      for (int j : required[static_cast<std::size_t>(i)]) {
        if (seen(j)) continue;
        visited[static_cast<std::size_t>(j)] = visit_stamp;
        pending.push_back(j);
      }
    }
    return sum;
  }
  mutable std::vector<char> in_scratch;   // scratch for coverage_floor
  mutable std::vector<long> costs_scratch, cutting_scratch;
  mutable std::vector<unsigned> visited;  // scratch for closure_min
  mutable unsigned visit_stamp = 0;
  mutable std::vector<int> pending;

  int category_id(std::string_view name) const {
    for (std::size_t k = 0; k < dict.categories.size(); ++k) {
      if (dict.categories[k].name == name) return static_cast<int>(k);
    }
    return -1;
  }
  // 0 for an action type past the 64th (a designer's table never has that many; such an
  // action is then seen as covered by no type, which only lowers the floor).
  std::uint64_t action_bit(std::string_view name) const {
    for (std::size_t k = 0; k < dict.action_types.size() && k < 64; ++k) {
      if (dict.action_types[k] == name) return std::uint64_t{1} << k;
    }
    return 0;
  }
  void index_rules() {
    category_of.clear();
    actions_of.clear();
    cuts.clear();
    for (const TypeRules& r : rules) {
      category_of.push_back(category_id(r.category));
      std::uint64_t mask = 0;
      for (const std::string& a : r.actions) mask |= action_bit(a);
      actions_of.push_back(mask);
      cuts.push_back(has_action(r, cutting_action) ? 1 : 0);
    }
  }

  // A lower bound on the minimum counts that the categories, action types and cutting
  // types still missing after adding `more` will claim: each category needs a type of
  // its own, each action type at least one type, and each missing cutting type its own.
  long coverage_floor(const std::vector<int>& more) const {
    std::vector<char>& in = in_scratch;
    in = taken;
    for (int i : more) in[static_cast<std::size_t>(i)] = 1;
    std::vector<long>& costs = costs_scratch;  // per dictionary index, -1 when it cannot be added
    costs.clear();
    for (std::size_t j = 0; j < rules.size(); ++j) {
      const bool open = enabled[j] && !in[j] && dict.node_types[j].prob > 0;
      costs.push_back(open ? closure_min(static_cast<int>(j), in) : -1);
    }
    const auto cheapest = [&](auto covers) {
      long best = -1;
      for (std::size_t j = 0; j < rules.size(); ++j) {
        if (!covers(j)) continue;
        if (in[j]) return 0L;
        if (costs[j] >= 0 && (best < 0 || costs[j] < best)) best = costs[j];
      }
      return std::max(best, 0L);
    };
    long categories = 0, actions = 0, cutting = 0;
    for (const std::string& cat : pending_categories) {
      const int id = category_id(cat);
      categories += cheapest([&](std::size_t j) { return category_of[j] == id; });
    }
    for (const std::string& a : pending_actions) {
      const std::uint64_t bit = action_bit(a);
      actions = std::max(actions, cheapest([&](std::size_t j) { return (actions_of[j] & bit) != 0; }));
    }
    long have = 0;
    std::vector<long>& cutting_costs = cutting_scratch;
    cutting_costs.clear();
    for (std::size_t j = 0; j < rules.size(); ++j) {
      if (!cuts[j]) continue;
      if (in[j]) ++have;
      else if (costs[j] >= 0) cutting_costs.push_back(costs[j]);
    }
    std::sort(cutting_costs.begin(), cutting_costs.end());
    for (std::size_t k = 0; static_cast<long>(k) + have < min_cutting_types && k < cutting_costs.size(); ++k) {
      cutting += cutting_costs[k];
    }
    return std::max({categories, actions, cutting});
  }

  // Whether adding `index` with its requirements keeps every minimum count placeable,
  // including those the uncovered categories and action types will bring.
  bool fits(int index) const {
    long mins = sum_min;
    const std::vector<int> more = closure(index);
    if (static_cast<std::size_t>(std::count(taken.begin(), taken.end(), 1)) + more.size() > type_limit) return false;
    for (int i : more) {
      if (!enabled[static_cast<std::size_t>(i)]) return false;
      mins += rules[static_cast<std::size_t>(i)].min;
    }
    return mins + coverage_floor(more) <= free_nodes;
  }

  void add(int index) {
    for (int i : closure(index)) {
      const TypeRules& r = rules[static_cast<std::size_t>(i)];
      taken[static_cast<std::size_t>(i)] = 1;
      sum_min += r.min;
      sum_max = std::min(unbounded, sum_max + (r.max ? *r.max : unbounded));
      sum_expected += expected_count(r);
      std::erase(pending_categories, r.category);
      for (const std::string& a : r.actions) std::erase(pending_actions, a);
    }
  }

  // Weighted pick among uncollected enabled types that pass `want` and fit. Returns -1
  // when no such type exists at all, -2 when some exist but none fits.
  template <class Want>
  int pick(Rng& rng, Want want) const {
    std::vector<double> weights(rules.size(), 0.0);
    bool any = false;
    for (std::size_t i = 0; i < rules.size(); ++i) {
      if (!enabled[i] || taken[i] || dict.node_types[i].prob <= 0 || !want(rules[i])) continue;
      any = true;
      if (fits(static_cast<int>(i))) weights[i] = dict.node_types[i].prob;
    }
    if (!any) return -1;
    const int chosen = rng.pick_weighted(weights);
    return chosen < 0 ? -2 : chosen;
  }

  std::string too_full(std::string_view what) const {
    return fmt::format("collection: no {} type fits, the minimum counts already take {} of {} free nodes", what,
                       sum_min, free_nodes);
  }

  int cutting_count() const {
    int n = 0;
    for (std::size_t i = 0; i < rules.size(); ++i) {
      if (taken[i] && has_action(rules[i], cutting_action)) ++n;
    }
    return n;
  }
};

// Steps 2-6 of the devlog's collection: coverage of every category and action type, three
// cutting types, then the fill step up to the free node count. Coverage picks prefer types
// that keep the collection within max_fill_types, and take any that fits otherwise.
StageResult collect(Collector& c, Rng& rng) {
  const auto pick = [&](auto want) {
    c.type_limit = max_fill_types;
    const int i = c.pick(rng, want);
    c.type_limit = std::numeric_limits<std::size_t>::max();
    return i == -2 ? c.pick(rng, want) : i;
  };
  while (!c.pending_categories.empty()) {
    const std::string category = c.pending_categories.front();
    const int i = pick([&](const TypeRules& r) { return r.category == category; });
    if (i == -2) return StageResult::fail(c.too_full(category));
    if (i == -1) std::erase(c.pending_categories, category);
    else c.add(i);
  }
  while (!c.pending_actions.empty()) {
    const std::string action = c.pending_actions.front();
    const int i = pick([&](const TypeRules& r) { return has_action(r, action); });
    if (i == -2) return StageResult::fail(c.too_full(action));
    if (i == -1) std::erase(c.pending_actions, action);
    else c.add(i);
  }
  while (c.cutting_count() < min_cutting_types) {
    const int i = pick([](const TypeRules& r) { return has_action(r, cutting_action); });
    if (i == -2) return StageResult::fail(c.too_full(cutting_action));
    if (i == -1) break;
    c.add(i);
  }
  while (c.sum_expected < c.free_nodes - fill_margin || c.sum_max < c.free_nodes) {
    c.type_limit = c.sum_max < c.free_nodes ? std::numeric_limits<std::size_t>::max() : max_fill_types;
    const int i = c.pick(rng, [](const TypeRules&) { return true; });
    if (i < 0) break;
    c.add(i);
  }
  return StageResult::success();
}

}  // namespace

StageResult choose_collection(Board& board, const Dictionary& dict, Rng& rng) {
  Collector blank(dict);
  blank.free_nodes =
      std::count_if(board.nodes.begin(), board.nodes.end(), [](const Node& n) { return n.role == Role::regular; });
  const Scale scale_by = scale_for(board.options, blank.free_nodes);
  const auto& on = board.options.expansions;
  bool node_expansion = false;
  for (const ExpansionInfo& e : dict.expansions) {
    if (e.adds_node_types && std::find(on.begin(), on.end(), e.name) != on.end()) node_expansion = true;
  }
  for (const NodeType& t : dict.node_types) {
    blank.rules.push_back(effective_rules(t, scale_by));
    blank.enabled.push_back(is_enabled(t, board.options) ? 1 : 0);
    std::vector<int>& required = blank.required.emplace_back();
    for (const std::string& req : t.requirements) {
      const int j = dict.node_type_index(req);
      if (j >= 0) required.push_back(j);
    }
  }
  blank.taken.assign(blank.rules.size(), 0);
  blank.index_rules();
  const int electricity = dict.node_type_index(electricity_type);
  const bool electric_first = electricity >= 0 && blank.enabled[static_cast<std::size_t>(electricity)] &&
                              std::find(on.begin(), on.end(), electric_expansion) != on.end();

  // With many players the scaled minimums are large, and early picks can leave a later
  // category no room; such a draw is redone from the same stream a bounded number of
  // times, which is cheaper than retrying the whole board.
  StageResult last;
  for (int round = 0; round < collection_rounds; ++round) {
    Collector c = blank;
    if (!node_expansion) {
      for (std::size_t i = 0; i < c.rules.size(); ++i) {
        if (c.enabled[i] && !c.taken[i]) c.add(static_cast<int>(i));
      }
    } else {
      for (const Category& cat : dict.categories) {
        if (cat.name != center_category) c.pending_categories.push_back(cat.name);
      }
      c.pending_actions = dict.action_types;
      if (electric_first) {
        if (!c.fits(electricity)) return StageResult::fail(c.too_full(electricity_type));
        c.add(electricity);
      }
      last = collect(c, rng);
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
    for (std::size_t i = 0; i < c.rules.size(); ++i) {
      if (c.taken[i]) board.types.push_back(c.rules[i]);
    }
    return StageResult::success();
  }
  return last;
}

}  // namespace uu

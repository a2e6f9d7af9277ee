#include "stages/collection_catalogue.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "model/board_size.hpp"

namespace uu {

namespace {

// Free nodes on a four-player sheet (88 nodes less 12 starts and the center): the board
// the dictionary's counts are written for.
constexpr std::int64_t sheet_free_nodes = 75;

// round(value · num / 15) in integers; no value lands on a half, so no tie rule is needed.
// Worked out in 64 bits and held to an int: a designer's maximum near INT_MAX, scaled up
// for nine players, stays "as many as fit" instead of wrapping round.
int scale(int value, int num) {
  const std::int64_t scaled = (2 * std::int64_t{value} * num + 15) / 30;
  return static_cast<int>(std::min<std::int64_t>(scaled, unbounded_count));
}

int scaled_min(const NodeType& t, Scale scale_by) { return std::max(scale(t.min, scale_by.min_num), 1); }

std::optional<int> scaled_max(const NodeType& t, Scale scale_by) {
  if (!t.max) return std::nullopt;
  return std::max(scale(*t.max, scale_by.max_num), scaled_min(t, scale_by));
}

// The devlog's estimate of how many nodes a type will take: ceil((min'+max')/2) + 1,
// with max' = min' when unbounded.
int expected_count(int min, std::optional<int> max) {
  const std::int64_t hi = max.value_or(min);
  return static_cast<int>(std::min<std::int64_t>((min + hi + 1) / 2 + 1, unbounded_count));
}

}  // namespace

bool type_enabled(const NodeType& t, const StageSettings& settings) {
  if (t.category == center_category) return false;
  if (!t.expansion) return true;
  return settings.has_expansion(*t.expansion);
}

Scale scale_for(const StageSettings& settings, std::int64_t free_nodes) {
  const int by_players = settings.players >= 9 ? 47 : settings.players >= 7 ? 26 : 15;
  if (!settings.sized) return {by_players, by_players};
  const std::int64_t by_size = (free_nodes * 15 + sheet_free_nodes / 2) / sheet_free_nodes;
  return {by_players, static_cast<int>(std::max<std::int64_t>(by_players, by_size))};
}

// The original measures a border distance in cells of its grid, rX by rY over the
// sheet; our unit is the lattice's column spacing. On a sheet flatter than the
// original's grid (A4 and A5 less their margins and footer) the rows lie closer than a
// unit, 0.92 at four players, and two rows from the border are less than 2 units from
// it: Critters, kept more than 2 units away, had a strip of 2.4 units across a board
// 6.44 tall where the original leaves one 3 of its 7 cells tall. A distance so counts the
// lattice's closer spacing, as the original's cells do. Boards given by --size or on
// several sheets space their lattice by the unit.
double border_cell(const StageSettings& settings) {
  if (settings.sized || settings.page.tiled()) return 1.0;
  const PointsConfig c = points_config(settings.players, settings.page.board_aspect());
  return std::min(1.0, std::floor(closest_spacing(c) * 1000.0 + 0.5) / 1000.0);
}

bool draws_types(const Dictionary& dict, const StageSettings& settings) {
  return std::any_of(dict.expansions.begin(), dict.expansions.end(),
                     [&](const ExpansionInfo& e) { return e.adds_node_types && settings.has_expansion(e.name); });
}

std::vector<TypeRules> certain_types(const Dictionary& dict, const StageSettings& settings) {
  std::vector<TypeRules> out;
  if (draws_types(dict, settings)) return out;
  const Scale scale_by = scale_for(settings, 0);  // the minimums scale by the players alone
  const double cell = border_cell(settings);
  for (const NodeType& t : dict.node_types)
    if (type_enabled(t, settings)) out.push_back(effective_rules(t, scale_by, cell));
  return out;
}

std::int64_t coverable_nodes(const Dictionary& dict, const StageSettings& settings, std::int64_t free_nodes) {
  const Scale scale_by = scale_for(settings, free_nodes);
  const bool drawn = draws_types(dict, settings);
  std::int64_t sum = 0;
  for (const NodeType& t : dict.node_types) {
    if (!type_enabled(t, settings) || (drawn && !(t.prob > 0))) continue;
    const std::optional<int> max = scaled_max(t, scale_by);
    if (!max) return unbounded_count;
    sum = std::min(unbounded_count, sum + *max);
  }
  return sum;
}

TypeRules effective_rules(const NodeType& t, Scale scale_by, double cell) {
  TypeRules r;
  r.name = t.name;
  r.category = t.category;
  r.actions = t.actions;
  r.min = scaled_min(t, scale_by);
  r.max = scaled_max(t, scale_by);
  r.max_sequence = t.max_sequence;
  r.forbidden_on_border = t.forbidden_on_border;
  if (t.min_border_distance) r.min_border_distance = *t.min_border_distance * cell;
  if (t.max_border_distance) r.max_border_distance = *t.max_border_distance * cell;
  r.needs_number = t.needs_number;
  r.requirements = t.requirements;
  return r;
}

Catalogue::Catalogue(const Dictionary& dict, const StageSettings& settings, Scale scale_by) {
  category_count = dict.categories.size();
  types.reserve(dict.node_types.size());
  std::size_t action_count = 0, required_count = 0;
  for (const NodeType& t : dict.node_types) {
    action_count += t.actions.size();
    required_count += t.requirements.size();
  }
  actions.reserve(action_count);
  required.reserve(required_count);
  for (const NodeType& t : dict.node_types) {
    Type& c = types.emplace_back();
    c.min = scaled_min(t, scale_by);
    const std::optional<int> max = scaled_max(t, scale_by);
    if (max) c.max = *max;
    c.expected = expected_count(c.min, max);
    c.prob = t.prob;
    c.enabled = type_enabled(t, settings);
    c.category = dict.category_index(t.category);
    c.actions_begin = static_cast<int>(actions.size());
    for (const std::string& a : t.actions) {
      if (a == cutting_action) c.cuts = true;
      const int k = dict.action_type_index(a);
      if (k < 0) continue;
      actions.push_back(k);
      if (k < 64) c.action_bits |= std::uint64_t{1} << k;
    }
    c.actions_end = static_cast<int>(actions.size());
    c.required_begin = static_cast<int>(required.size());
    for (const std::string& req : t.requirements) {
      const int j = dict.node_type_index(req);
      if (j >= 0) required.push_back(j);
    }
    c.required_end = static_cast<int>(required.size());
  }
  find_reaches();
}

void Catalogue::find_reaches() {
  std::vector<std::size_t> seen(types.size(), types.size());  // the type whose search saw it last
  std::vector<int> stack;
  for (std::size_t i = 0; i < types.size(); ++i) {
    Type& c = types[i];
    c.reach_begin = static_cast<int>(reach.size());
    seen[i] = i;
    stack.assign(1, static_cast<int>(i));
    while (!stack.empty()) {
      const int k = stack.back();
      stack.pop_back();
      for (int j : required_of(k)) {
        if (seen[static_cast<std::size_t>(j)] == i) continue;
        seen[static_cast<std::size_t>(j)] = i;
        reach.push_back(j);
        stack.push_back(j);
      }
    }
    c.reach_end = static_cast<int>(reach.size());
  }
}

}  // namespace uu

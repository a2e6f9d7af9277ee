// What a board names and what it holds by its expansions, checked against the game's
// tables (the built-in ones unless a designer's are given), and every angle and count a
// saved board carries kept within what the generator writes, so nothing absurd reaches
// the layout (an angle of 1e307 turns into no drawable direction).
#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <set>
#include <string_view>
#include <utility>

#include "check/validate_parts.hpp"
#include "uuboard/generate.hpp"

namespace uu {

namespace {

using Problems = std::vector<std::string>;

bool listed(const std::vector<WeightedName>& table, const std::string& name) {
  return std::any_of(table.begin(), table.end(), [&](const WeightedName& w) { return w.name == name; });
}

// One line per kind and name the tables lack, in order of kind then name.
void check_table_names(const Board& board, const Dictionary& dict, Problems& out) {
  std::set<std::pair<std::string_view, std::string>> missing;
  const auto need = [&](bool known, std::string_view kind, const std::string& name) {
    if (!known) missing.emplace(kind, name);
  };
  for (const std::string& e : board.options.expansions) need(dict.expansion_index(e) >= 0, "expansion", e);
  for (const TypeRules& t : board.types) need(dict.node_type_index(t.name) >= 0, "node type", t.name);
  for (const Node& n : board.nodes) {
    if (n.type) need(dict.node_type_index(*n.type) >= 0, "node type", *n.type);
    if (n.mission) need(dict.mission_index(*n.mission) >= 0, "mission", *n.mission);
  }
  for (const Expedition& e : board.expeditions) need(listed(dict.expeditions, e.type), "expedition", e.type);
  for (const Landmark& l : board.landmarks) need(listed(dict.landmarks, l.type), "landmark", l.type);
  for (const Resource& r : board.resources) need(listed(dict.resources, r.type), "resource", r.type);
  for (const TinyNode& t : board.tiny_nodes) need(listed(dict.tiny_nodes, t.type), "tiny node", t.type);
  for (const auto& [kind, name] : missing) out.push_back(fmt::format("names: {} \"{}\" is not in {}", kind, name, tables_name(dict)));
}

// The expansions listed once each in the tables' order, and nothing on the board that an
// expansion which is off would have added.
void check_expansions(const Board& board, const Dictionary& dict, Problems& out) {
  const BoardOptions& o = board.options;
  int last = -1;
  for (const std::string& e : o.expansions) {
    const int k = dict.expansion_index(e);
    if (k < 0) continue;  // names
    if (k == last) out.push_back(fmt::format("expansions: {} is listed twice", e));
    else if (k < last) out.push_back(fmt::format("expansions: {} is listed out of the tables' order", e));
    last = std::max(last, k);
  }
  const auto marks = [&](std::size_t count, const char* what, std::string_view expansion) {
    if (count > 0 && !o.has_expansion(expansion))
      out.push_back(fmt::format("expansions: the board has {} {} but {} is off", count, what, expansion));
  };
  marks(board.expeditions.size(), "expeditions", extreme_expeditions_expansion);
  marks(board.landmarks.size(), "landmarks", sharp_scissors_expansion);
  marks(board.resources.size(), "resources", sharp_scissors_expansion);
  marks(board.tiny_nodes.size(), "tiny nodes", sharp_scissors_expansion);
  std::set<std::pair<std::string_view, std::string>> off;  // (kind, name) of an expansion that is off
  const auto belongs = [&](std::string_view kind, const std::string& name, const std::optional<std::string>& expansion) {
    if (expansion && !o.has_expansion(*expansion)) off.emplace(kind, fmt::format("{} belongs to {}", name, *expansion));
  };
  for (const TypeRules& t : board.types)
    if (const int i = dict.node_type_index(t.name); i >= 0) belongs("node type", t.name, dict.node_types[static_cast<std::size_t>(i)].expansion);
  for (const Node& n : board.nodes) {
    if (n.type)
      if (const int i = dict.node_type_index(*n.type); i >= 0) belongs("node type", *n.type, dict.node_types[static_cast<std::size_t>(i)].expansion);
    if (n.mission)
      if (const int i = dict.mission_index(*n.mission); i >= 0) belongs("mission", *n.mission, dict.missions[static_cast<std::size_t>(i)].expansion);
  }
  for (const auto& [kind, what] : off) out.push_back(fmt::format("expansions: {} {}, which is off", kind, what));
}

// Angles as the stages write them: a power dot's and a tiny node's as atan2 gives them,
// from -pi to pi, a resource's turn drawn from 0 to 2 pi; an attempt and a candidate
// generate() can make.
void check_ranges(const Board& board, Problems& out) {
  constexpr double pi = std::numbers::pi, slack = 1e-9;
  const auto angle = [&](double a, double lo, const std::string& what) {
    if (!(a >= lo - slack && a <= lo + 2 * pi + slack))
      out.push_back(fmt::format("range: {} has angle {:g}, not a direction from {} to {}", what, a, lo == 0 ? "0" : "-pi", lo == 0 ? "2 pi" : "pi"));
  };
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const auto& dots = board.nodes[v].power_dots;
    for (std::size_t i = 0; i < dots.size(); ++i) angle(dots[i].angle, -pi, fmt::format("power dot {} of node {}", i, v));
  }
  for (std::size_t i = 0; i < board.resources.size(); ++i) angle(board.resources[i].angle, 0.0, fmt::format("resource {}", i));
  for (std::size_t i = 0; i < board.tiny_nodes.size(); ++i) angle(board.tiny_nodes[i].angle, -pi, fmt::format("tiny node {}", i));
  const GenerateOptions made{};
  if (board.attempt < 0 || board.attempt >= made.max_attempts)
    out.push_back(fmt::format("range: attempt {} is not one generate() makes (0 to {})", board.attempt, made.max_attempts - 1));
  const BoardOptions& o = board.options;
  const int candidates = o.min_score ? std::max(o.best_of, made.max_candidates) : std::max(o.best_of, 1);
  if (board.candidate < 0 || board.candidate >= candidates)
    out.push_back(fmt::format("range: candidate {} is not one of the {} candidates its best_of and min_score allow", board.candidate, candidates));
}

}  // namespace

const char* tables_name(const Dictionary& dict) { return &dict == &builtin_dictionary() ? "the built-in tables" : "the tables given"; }

void check_names(const Board& board, const Dictionary& dict, std::vector<std::string>& out) {
  check_ranges(board, out);
  check_table_names(board, dict, out);
  check_expansions(board, dict, out);
}

}  // namespace uu

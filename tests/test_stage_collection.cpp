// Stage "collection" (choose_collection, src/stages/collection.cpp) on its own: the node
// types a board uses, in the tables' order, from the expansions that are on, each with
// its requirements, scaled by the player count, on several option sets and seeds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

const uu::NodeType* table_entry(const uu::Dictionary& d, const std::string& name, std::size_t& index) {
  for (index = 0; index < d.node_types.size(); ++index)
    if (d.node_types[index].name == name) return &d.node_types[index];
  return nullptr;
}

// round(value * num / 15), the collection's scaling, worked out in doubles.
int scaled(int value, int num) { return static_cast<int>(std::lround(value * num / 15.0)); }

// The types come from the tables in their order, each from an expansion that is on,
// with its requirements, min at least 1 and no more than max; enough Cutting types,
// and Electricity with the Electric expansion.
std::string collection_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  std::size_t last = 0;
  int cutting = 0;
  for (std::size_t k = 0; k < b.types.size(); ++k) {
    const uu::TypeRules& t = b.types[k];
    std::size_t index = 0;
    const uu::NodeType* entry = table_entry(d, t.name, index);
    if (!entry) return fmt::format("type {} is not in the tables", t.name);
    if (k > 0 && index <= last) return fmt::format("type {} out of the tables' order", t.name);
    last = index;
    if (entry->expansion && !uu_stage::expansion_on(b, *entry->expansion)) return fmt::format("type {} of {}, which is off", t.name, *entry->expansion);
    if (t.min < 1) return fmt::format("type {} has min {}", t.name, t.min);
    if (t.max && *t.max < t.min) return fmt::format("type {} has max {} under min {}", t.name, *t.max, t.min);
    for (const std::string& r : t.requirements)
      if (!uu_stage::rules_of(b, r)) return fmt::format("type {} requires {}, not collected", t.name, r);
    if (t.max_sequence != entry->max_sequence || t.forbidden_on_border != entry->forbidden_on_border || t.needs_number != entry->needs_number)
      return fmt::format("type {} changed a rule the players do not scale", t.name);
    cutting += std::count(t.actions.begin(), t.actions.end(), "Cutting") > 0 ? 1 : 0;
  }
  if (cutting < 3) return fmt::format("{} Cutting types", cutting);
  if (uu_stage::expansion_on(b, "electric") && !uu_stage::rules_of(b, "Electricity")) return "Electric is on but Electricity is not collected";
  return {};
}

// On a players' board (no --size), every count is the table's scaled by the players:
// 15/15 up to 6 players, 26/15 at 7-8, 47/15 at 9; a min scaled to 0 stays 1.
std::string scaling_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const int num = b.options.players >= 9 ? 47 : b.options.players >= 7 ? 26 : 15;
  for (const uu::TypeRules& t : b.types) {
    std::size_t index = 0;
    const uu::NodeType* entry = table_entry(d, t.name, index);
    if (!entry) return fmt::format("type {} is not in the tables", t.name);
    const int min = std::max(scaled(entry->min, num), 1);
    if (t.min != min) return fmt::format("type {} min {}, scaled {}", t.name, t.min, min);
    if (entry->max.has_value() != t.max.has_value()) return fmt::format("type {} bounded differently", t.name);
    if (entry->max && *t.max != std::max(scaled(*entry->max, num), min)) return fmt::format("type {} max {}, scaled {}", t.name, *t.max, scaled(*entry->max, num));
  }
  return {};
}

}  // namespace

TEST_CASE("stage collection: the tables' types for the expansions on, scaled by the players, as the pipeline makes it", "[stage][stage-collection]") {
  // It writes the types and nothing else.
  uu_stage::each_stage_board(uu::Stage::collection, collection_fault, uu_stage::writes(&uu::Board::types), [](const Setup& s, const uu_stage::Staged& st) {
    if (s.size == 0) CHECK(scaling_fault(st.board) == "");
    CHECK(st.before.types.empty());
  });
}

TEST_CASE("stage collection: the checkers report a broken collection", "[stage][stage-collection]") {
  const uu::Board good = uu_stage::good_board({9, true, 0}, uu::Stage::collection, collection_fault);
  REQUIRE(scaling_fault(good).empty());
  CHECK_THAT(collection_fault(uu_stage::broken(good, [](uu::Board& b) { std::swap(b.types.front(), b.types.back()); })), Catch::Contains("order"));
  // The expansions' types now come from expansions that are off.
  CHECK_THAT(collection_fault(uu_stage::broken(good, [](uu::Board& b) { b.options.expansions.clear(); })), Catch::Contains("which is off"));
  CHECK_THAT(collection_fault(uu_stage::broken(good, [](uu::Board& b) {
               const auto needed = std::find_if(b.types.begin(), b.types.end(), [&](const uu::TypeRules& t) {
                 return std::any_of(b.types.begin(), b.types.end(), [&](const uu::TypeRules& u) {
                   return std::find(u.requirements.begin(), u.requirements.end(), t.name) != u.requirements.end();
                 });
               });
               REQUIRE(needed != b.types.end());
               b.types.erase(needed);
             })),
             Catch::Contains("requires"));
  CHECK_THAT(collection_fault(uu_stage::broken(good, [](uu::Board& b) { b.types.front().min = 0; })), Catch::Contains("has min 0"));
  // The counts were scaled for 9 players.
  CHECK_THAT(scaling_fault(uu_stage::broken(good, [](uu::Board& b) { b.options.players = 4; })), Catch::Contains("scaled"));
  CHECK_THAT(collection_fault(uu_stage::broken(good, [](uu::Board& b) {
               for (uu::TypeRules& t : b.types) std::erase(t.actions, "Cutting");
             })),
             Catch::Contains("Cutting types"));
}

// Stage "expeditions" (place_expeditions, src/stages/expeditions.cpp) on its own: with
// Extreme Expeditions on, 4 to 10 expeditions, one in each area marked for one, inside
// it with room for its ink, clear of every other ink and edge, of the tables' types and
// slots; with it off, none; on several option sets and seeds. Counts over many boards:
// test_marks.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

std::string expedition_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  if (const auto off = uu_stage::when_off(b, "extreme-expeditions", b.expeditions.empty(), "expeditions")) return *off;
  if (b.expeditions.size() < 4 || b.expeditions.size() > 10) return fmt::format("{} expeditions", b.expeditions.size());
  for (const uu::Expedition& x : b.expeditions)
    if (x.slots < uu::min_expedition_slots || x.slots > uu::max_expedition_slots) return fmt::format("expedition with {} slots", x.slots);
  std::vector<uu_stage::MarkAt> at;
  if (const std::string typed = uu_stage::typed_marks(b.expeditions, d.expeditions, "expedition", at); !typed.empty()) return typed;
  return uu_stage::placed_fault(b, at, uu::AreaUse::expedition, uu::drawn::expedition_reach, true, uu::drawn::InkOf::expedition);
}

}  // namespace

TEST_CASE("stage expeditions: one in each area marked for it, with room, clear of all ink, as the pipeline places them", "[stage][stage-expeditions]") {
  // It writes the expeditions and the uses of their areas (unused before), nothing else.
  uu_stage::each_stage_board(uu::Stage::expeditions, expedition_fault, uu_stage::writes_marks(&uu::Board::expeditions), uu_stage::places_when_on(&uu::Board::expeditions));
}

TEST_CASE("stage expeditions: the checker reports broken expeditions", "[stage][stage-expeditions]") {
  const uu::Board good = uu_stage::good_marks(uu::Stage::expeditions, expedition_fault, &uu::Board::expeditions, 4);
  CHECK_THAT(expedition_fault(uu_stage::broken(good, [](uu::Board& b) { b.expeditions.resize(3); })), Catch::Contains("3 expeditions"));
  CHECK_THAT(expedition_fault(uu_stage::broken(good, [](uu::Board& b) { b.expeditions[1].slots = uu::max_expedition_slots + 1; })), Catch::Contains("slots"));
  CHECK_THAT(expedition_fault(uu_stage::broken(good, [](uu::Board& b) { b.areas[static_cast<std::size_t>(b.expeditions[0].area)].use = uu::AreaUse::none; })), Catch::Contains("not marked"));
  CHECK_THAT(expedition_fault(uu_stage::broken(good, [](uu::Board& b) { b.expeditions[2].area = b.expeditions[1].area; })), Catch::Contains("twice"));
  // Moved onto the first node of its area: outside or with no room.
  CHECK_THAT(expedition_fault(uu_stage::broken(good, [](uu::Board& b) { b.expeditions[0].pos = b.nodes[static_cast<std::size_t>(b.areas[static_cast<std::size_t>(b.expeditions[0].area)].nodes[0])].pos; })),
             Catch::Contains("outside") || Catch::Contains("from its area's outline"));
  // On top of another: each sees the other's ink.
  CHECK(uu_stage::ink_overlap(uu_stage::broken(good,
                                               [](uu::Board& b) {
                                                 b.expeditions.push_back(b.expeditions[0]);
                                                 b.expeditions.back().pos.x += 0.01;
                                               }),
                              uu::drawn::InkOf::expedition) != "");
}

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

std::string expedition_fault(const uu::Board& b, const uu::Dictionary& d) {
  if (!uu_stage::expansion_on(b, "extreme-expeditions")) {
    if (!b.expeditions.empty()) return "expeditions with Extreme Expeditions off";
    return {};
  }
  if (b.expeditions.size() < 4 || b.expeditions.size() > 10) return fmt::format("{} expeditions", b.expeditions.size());
  std::vector<uu_stage::MarkAt> at;
  for (const uu::Expedition& x : b.expeditions) {
    at.push_back({x.area, x.pos});
    if (std::none_of(d.expeditions.begin(), d.expeditions.end(), [&](const auto& t) { return t.name == x.type; })) return fmt::format("expedition type {} not in the tables", x.type);
    if (x.slots < uu::min_expedition_slots || x.slots > uu::max_expedition_slots) return fmt::format("expedition with {} slots", x.slots);
  }
  const std::string area = uu_stage::mark_area_fault(b, at, uu::AreaUse::expedition, uu::drawn::expedition_reach, true);
  return area.empty() ? uu_stage::ink_overlap(b, uu::drawn::InkOf::expedition) : area;
}

}  // namespace

TEST_CASE("stage expeditions: one in each area marked for it, with room, clear of all ink", "[stage][stage-expeditions]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  uu_stage::each_board("expeditions", 2, [&](const Setup& s, const std::string& seed) {
    const auto st = uu_stage::content_up_to(s, seed, uu::Stage::expeditions);
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(expedition_fault(b, d) == "");
    CHECK(b.expeditions.empty() != s.all_expansions);
    // It writes the expeditions and the uses of their areas, nothing else.
    uu::Board rest = b;
    rest.expeditions = st->before.expeditions;
    for (std::size_t a = 0; a < rest.areas.size(); ++a) rest.areas[a].use = st->before.areas[a].use;
    CHECK(rest == st->before);
  });
}

TEST_CASE("stage expeditions: as the pipeline places them", "[stage][stage-expeditions]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = uu_stage::content_up_to(s, "expeditions-piped", uu::Stage::expeditions);
    REQUIRE(st);
    const uu::Board piped = uu_stage::pipeline_up_to(s, "expeditions-piped", uu::Stage::expeditions);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.expeditions == st->board.expeditions);
    CHECK(piped.areas == st->board.areas);
  }
}

TEST_CASE("stage expeditions: the checker reports broken expeditions", "[stage][stage-expeditions]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const auto st = uu_stage::content_up_to({4, true, 0}, "expeditions-negative", uu::Stage::expeditions);
  REQUIRE(st);
  const uu::Board& good = st->board;
  REQUIRE(expedition_fault(good, d).empty());
  REQUIRE(good.expeditions.size() >= 4);
  {
    uu::Board b = good;
    b.options.expansions = {"electric"};
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("off"));
  }
  {
    uu::Board b = good;
    b.expeditions.resize(3);
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("3 expeditions"));
  }
  {
    uu::Board b = good;
    b.expeditions[1].slots = uu::max_expedition_slots + 1;
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("slots"));
  }
  {
    uu::Board b = good;
    b.areas[static_cast<std::size_t>(b.expeditions[0].area)].use = uu::AreaUse::none;
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("not marked"));
  }
  {
    uu::Board b = good;
    b.expeditions[2].area = b.expeditions[1].area;
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("twice"));
  }
  {  // moved onto the first node of its area: outside or with no room
    uu::Board b = good;
    b.expeditions[0].pos = b.nodes[static_cast<std::size_t>(b.areas[static_cast<std::size_t>(b.expeditions[0].area)].nodes[0])].pos;
    CHECK_THAT(expedition_fault(b, d), Catch::Contains("outside") || Catch::Contains("from its area's outline"));
  }
  {  // on top of another: each sees the other's ink
    uu::Board b = good;
    b.expeditions.push_back(b.expeditions[0]);
    b.expeditions.back().pos.x += 0.01;
    CHECK(uu_stage::ink_overlap(b, uu::drawn::InkOf::expedition) != "");
  }
}

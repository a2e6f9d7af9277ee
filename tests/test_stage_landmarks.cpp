// Stage "landmarks" (place_landmarks, src/stages/landmarks.cpp) on its own: with Sharp
// Scissors on, 3 to 5 landmarks, one in each area marked for one (never an expedition's),
// inside it with room for its ink, clear of every other ink and edge, of the tables'
// types; with it off, none; on several option sets and seeds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

std::string landmark_fault(const uu::Board& b, const uu::Dictionary& d) {
  if (!uu_stage::expansion_on(b, "sharp-scissors")) {
    if (!b.landmarks.empty()) return "landmarks with Sharp Scissors off";
    return {};
  }
  if (b.landmarks.size() < 3 || b.landmarks.size() > 5) return fmt::format("{} landmarks", b.landmarks.size());
  std::vector<uu_stage::MarkAt> at;
  for (const uu::Landmark& x : b.landmarks) {
    at.push_back({x.area, x.pos});
    if (std::none_of(d.landmarks.begin(), d.landmarks.end(), [&](const auto& t) { return t.name == x.type; })) return fmt::format("landmark type {} not in the tables", x.type);
  }
  const std::string area = uu_stage::mark_area_fault(b, at, uu::AreaUse::landmark, uu::drawn::landmark_reach, true);
  return area.empty() ? uu_stage::ink_overlap(b, uu::drawn::InkOf::landmark) : area;
}

}  // namespace

TEST_CASE("stage landmarks: one in each area marked for it, with room, clear of all ink", "[stage][stage-landmarks]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  uu_stage::each_board("landmarks", 2, [&](const Setup& s, const std::string& seed) {
    const auto st = uu_stage::content_up_to(s, seed, uu::Stage::landmarks);
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(landmark_fault(b, d) == "");
    CHECK(b.landmarks.empty() != s.all_expansions);
    // It writes the landmarks and the uses of unused areas, nothing else.
    uu::Board rest = b;
    rest.landmarks = st->before.landmarks;
    for (std::size_t a = 0; a < rest.areas.size(); ++a) {
      CHECK((st->before.areas[a].use == uu::AreaUse::none || rest.areas[a].use == st->before.areas[a].use));
      rest.areas[a].use = st->before.areas[a].use;
    }
    CHECK(rest == st->before);
  });
}

TEST_CASE("stage landmarks: as the pipeline places them", "[stage][stage-landmarks]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = uu_stage::content_up_to(s, "landmarks-piped", uu::Stage::landmarks);
    REQUIRE(st);
    const uu::Board piped = uu_stage::pipeline_up_to(s, "landmarks-piped", uu::Stage::landmarks);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.landmarks == st->board.landmarks);
    CHECK(piped.areas == st->board.areas);
  }
}

TEST_CASE("stage landmarks: the checker reports broken landmarks", "[stage][stage-landmarks]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const auto st = uu_stage::content_up_to({4, true, 0}, "landmarks-negative", uu::Stage::landmarks);
  REQUIRE(st);
  const uu::Board& good = st->board;
  REQUIRE(landmark_fault(good, d).empty());
  REQUIRE(good.landmarks.size() >= 3);
  {
    uu::Board b = good;
    b.options.expansions = {"electric"};
    CHECK_THAT(landmark_fault(b, d), Catch::Contains("off"));
  }
  {
    uu::Board b = good;
    b.landmarks.resize(2);
    CHECK_THAT(landmark_fault(b, d), Catch::Contains("2 landmarks"));
  }
  {
    uu::Board b = good;
    b.landmarks[0].type = "No Such Landmark";
    CHECK_THAT(landmark_fault(b, d), Catch::Contains("not in the tables"));
  }
  {  // in an expedition's area
    uu::Board b = good;
    REQUIRE_FALSE(b.expeditions.empty());
    b.landmarks[0].area = b.expeditions[0].area;
    CHECK_THAT(landmark_fault(b, d), Catch::Contains("not marked"));
  }
  {
    uu::Board b = good;
    b.landmarks[1].area = b.landmarks[0].area;
    CHECK_THAT(landmark_fault(b, d), Catch::Contains("twice"));
  }
  {  // on an expedition's spot: outside its area, or overlapping its ink
    uu::Board b = good;
    b.landmarks[0].pos = b.expeditions[0].pos;
    CHECK(landmark_fault(b, d) != "");
    CHECK_THAT(uu_stage::ink_overlap(b, uu::drawn::InkOf::landmark), Catch::Contains("overlaps"));
  }
}

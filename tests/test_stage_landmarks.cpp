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

std::string landmark_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  if (const auto off = uu_stage::when_off(b, "sharp-scissors", b.landmarks.empty(), "landmarks")) return *off;
  if (b.landmarks.size() < 3 || b.landmarks.size() > 5) return fmt::format("{} landmarks", b.landmarks.size());
  std::vector<uu_stage::MarkAt> at;
  if (const std::string typed = uu_stage::typed_marks(b.landmarks, d.landmarks, "landmark", at); !typed.empty()) return typed;
  return uu_stage::placed_fault(b, at, uu::AreaUse::landmark, uu::drawn::landmark_reach, true, uu::drawn::InkOf::landmark);
}

}  // namespace

TEST_CASE("stage landmarks: one in each area marked for it, with room, clear of all ink, as the pipeline places them", "[stage][stage-landmarks]") {
  // It writes the landmarks and the uses of unused areas, nothing else.
  uu_stage::each_stage_board(uu::Stage::landmarks, landmark_fault, uu_stage::writes_marks(&uu::Board::landmarks), uu_stage::places_when_on(&uu::Board::landmarks));
}

TEST_CASE("stage landmarks: the checker reports broken landmarks", "[stage][stage-landmarks]") {
  const uu::Board good = uu_stage::good_marks(uu::Stage::landmarks, landmark_fault, &uu::Board::landmarks, 3);
  REQUIRE_FALSE(good.expeditions.empty());
  CHECK_THAT(landmark_fault(uu_stage::broken(good, [](uu::Board& b) { b.landmarks.resize(2); })), Catch::Contains("2 landmarks"));
  CHECK_THAT(landmark_fault(uu_stage::broken(good, [](uu::Board& b) { b.landmarks[0].type = "No Such Landmark"; })), Catch::Contains("not in the tables"));
  // In an expedition's area.
  CHECK_THAT(landmark_fault(uu_stage::broken(good, [](uu::Board& b) { b.landmarks[0].area = b.expeditions[0].area; })), Catch::Contains("not marked"));
  CHECK_THAT(landmark_fault(uu_stage::broken(good, [](uu::Board& b) { b.landmarks[1].area = b.landmarks[0].area; })), Catch::Contains("twice"));
  // On an expedition's spot: outside its area, or overlapping its ink.
  const uu::Board moved = uu_stage::broken(good, [](uu::Board& b) { b.landmarks[0].pos = b.expeditions[0].pos; });
  CHECK(landmark_fault(moved) != "");
  CHECK_THAT(uu_stage::ink_overlap(moved, uu::drawn::InkOf::landmark), Catch::Contains("overlaps"));
}

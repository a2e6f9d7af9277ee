// Stage "resources" (place_resources, src/stages/resources.cpp) on its own: with Sharp
// Scissors on, resources only in areas still unused and not mostly paper edge, one to
// four in an area (two in a small one), each inside its area with room for its ink and
// clear of every other ink and edge, of the tables' types; with it off, none; on
// several option sets and seeds. The sampling kernel: test_disc_sampler.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <numbers>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

std::string resource_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  if (const auto off = uu_stage::when_off(b, "sharp-scissors", b.resources.empty(), "resources")) return *off;
  std::vector<uu_stage::MarkAt> at;
  if (const std::string typed = uu_stage::typed_marks(b.resources, d.resources, "resource", at); !typed.empty()) return typed;
  std::vector<int> in_area(b.areas.size(), 0);
  for (const uu::Resource& r : b.resources) {
    if (!(r.angle >= 0.0 && r.angle < 2 * std::numbers::pi)) return fmt::format("resource turned {} radians", r.angle);
    if (r.area >= 0 && static_cast<std::size_t>(r.area) < b.areas.size()) ++in_area[static_cast<std::size_t>(r.area)];
  }
  for (std::size_t a = 0; a < b.areas.size(); ++a) {
    if (in_area[a] == 0) continue;
    const std::vector<int>& cycle = b.areas[a].nodes;
    const int most = cycle.size() <= 4 ? 2 : 4;
    if (in_area[a] > most) return fmt::format("{} resources in area {} of {} nodes", in_area[a], a, cycle.size());
    const auto border = std::count_if(cycle.begin(), cycle.end(), [&](int v) { return b.nodes[static_cast<std::size_t>(v)].on_border(); });
    if (2 * static_cast<std::size_t>(border) >= cycle.size()) return fmt::format("resources in area {}, mostly paper edge", a);
  }
  return uu_stage::placed_fault(b, at, uu::AreaUse::resources, uu::drawn::sizes(b.unit_mm).resource_reach(), false, uu::drawn::InkOf::resource);
}

}  // namespace

TEST_CASE("stage resources: in unused areas, with room, clear of all ink, as the pipeline places them", "[stage][stage-resources]") {
  // It writes the resources and the uses of areas unused before, nothing else.
  uu_stage::each_stage_board(uu::Stage::resources, resource_fault, uu_stage::writes_marks(&uu::Board::resources), uu_stage::places_when_on(&uu::Board::resources));
}

TEST_CASE("stage resources: the checker reports broken resources", "[stage][stage-resources]") {
  const uu::Board good = uu_stage::good_marks(uu::Stage::resources, resource_fault, &uu::Board::resources, 2);
  REQUIRE_FALSE(good.landmarks.empty());
  CHECK_THAT(resource_fault(uu_stage::broken(good, [](uu::Board& b) { b.resources[0].type = "No Such Resource"; })), Catch::Contains("not in the tables"));
  // Five in one area.
  CHECK_THAT(resource_fault(uu_stage::broken(good, [](uu::Board& b) {
               for (int k = 0; k < 5; ++k) b.resources.push_back(b.resources[0]);
             })),
             Catch::Contains("resources in area"));
  CHECK_THAT(resource_fault(uu_stage::broken(good, [](uu::Board& b) { b.resources[0].area = b.landmarks[0].area; })), Catch::Contains("not marked"));
  CHECK(resource_fault(uu_stage::broken(good, [](uu::Board& b) { b.areas[static_cast<std::size_t>(b.resources[0].area)].use = uu::AreaUse::none; })) != "");
  // On a node of its area.
  const uu::Board moved = uu_stage::broken(good, [](uu::Board& b) { b.resources[0].pos = b.nodes[static_cast<std::size_t>(b.areas[static_cast<std::size_t>(b.resources[0].area)].nodes[0])].pos; });
  CHECK(resource_fault(moved) != "");
  CHECK_THAT(uu_stage::ink_overlap(moved, uu::drawn::InkOf::resource), Catch::Contains("overlaps"));
}

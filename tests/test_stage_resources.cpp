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

std::string resource_fault(const uu::Board& b, const uu::Dictionary& d) {
  if (!uu_stage::expansion_on(b, "sharp-scissors")) {
    if (!b.resources.empty()) return "resources with Sharp Scissors off";
    return {};
  }
  std::vector<uu_stage::MarkAt> at;
  std::vector<int> in_area(b.areas.size(), 0);
  for (const uu::Resource& r : b.resources) {
    at.push_back({r.area, r.pos});
    if (std::none_of(d.resources.begin(), d.resources.end(), [&](const auto& t) { return t.name == r.type; })) return fmt::format("resource type {} not in the tables", r.type);
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
  const std::string area = uu_stage::mark_area_fault(b, at, uu::AreaUse::resources, uu::drawn::sizes(b.unit_mm).resource_reach(), false);
  return area.empty() ? uu_stage::ink_overlap(b, uu::drawn::InkOf::resource) : area;
}

}  // namespace

TEST_CASE("stage resources: in unused areas, with room, clear of all ink", "[stage][stage-resources]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  uu_stage::each_board("resources", 2, [&](const Setup& s, const std::string& seed) {
    const auto st = uu_stage::content_up_to(s, seed, uu::Stage::resources);
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(resource_fault(b, d) == "");
    CHECK(b.resources.empty() != s.all_expansions);
    // It writes the resources and the uses of areas unused before, nothing else.
    uu::Board rest = b;
    rest.resources = st->before.resources;
    for (std::size_t a = 0; a < rest.areas.size(); ++a) {
      CHECK((st->before.areas[a].use == uu::AreaUse::none || rest.areas[a].use == st->before.areas[a].use));
      rest.areas[a].use = st->before.areas[a].use;
    }
    CHECK(rest == st->before);
  });
}

TEST_CASE("stage resources: as the pipeline places them", "[stage][stage-resources]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, true, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = uu_stage::content_up_to(s, "resources-piped", uu::Stage::resources);
    REQUIRE(st);
    const uu::Board piped = uu_stage::pipeline_up_to(s, "resources-piped", uu::Stage::resources);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.resources == st->board.resources);
    CHECK(piped.areas == st->board.areas);
  }
}

TEST_CASE("stage resources: the checker reports broken resources", "[stage][stage-resources]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const auto st = uu_stage::content_up_to({4, true, 0}, "resources-negative", uu::Stage::resources);
  REQUIRE(st);
  const uu::Board& good = st->board;
  REQUIRE(resource_fault(good, d).empty());
  REQUIRE(good.resources.size() >= 2);
  {
    uu::Board b = good;
    b.options.expansions = {"electric"};
    CHECK_THAT(resource_fault(b, d), Catch::Contains("off"));
  }
  {
    uu::Board b = good;
    b.resources[0].type = "No Such Resource";
    CHECK_THAT(resource_fault(b, d), Catch::Contains("not in the tables"));
  }
  {  // five in one area
    uu::Board b = good;
    for (int k = 0; k < 5; ++k) b.resources.push_back(b.resources[0]);
    CHECK_THAT(resource_fault(b, d), Catch::Contains("resources in area"));
  }
  {
    uu::Board b = good;
    REQUIRE_FALSE(b.landmarks.empty());
    b.resources[0].area = b.landmarks[0].area;
    CHECK_THAT(resource_fault(b, d), Catch::Contains("not marked"));
  }
  {
    uu::Board b = good;
    b.areas[static_cast<std::size_t>(b.resources[0].area)].use = uu::AreaUse::none;
    CHECK(resource_fault(b, d) != "");
  }
  {  // on a node of its area
    uu::Board b = good;
    b.resources[0].pos = b.nodes[static_cast<std::size_t>(b.areas[static_cast<std::size_t>(b.resources[0].area)].nodes[0])].pos;
    CHECK(resource_fault(b, d) != "");
    CHECK_THAT(uu_stage::ink_overlap(b, uu::drawn::InkOf::resource), Catch::Contains("overlaps"));
  }
}

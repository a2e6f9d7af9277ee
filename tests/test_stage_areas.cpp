// Stage "areas" (find_areas, src/stages/areas.cpp) on its own: every bounded face of the
// edges with the border closed into a ring, once: each area's steps are edges or links
// along the border, every edge is walked once each way over all areas, and there are as
// many areas as Euler's formula says, on several option sets and seeds. The face walk
// itself: test_faces.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "content_harness.hpp"
#include "geom/polygon.hpp"

namespace {

using uu_stage::Setup;

std::string area_fault(const uu::Board& b) {
  std::set<std::pair<int, int>> edges;
  for (const uu::Edge& e : b.edges) edges.insert({e.a, e.b}), edges.insert({e.b, e.a});
  std::set<std::pair<int, int>> walked;
  for (std::size_t k = 0; k < b.areas.size(); ++k) {
    const std::vector<int>& cycle = b.areas[k].nodes;
    if (cycle.size() < 3) return fmt::format("area {} has {} nodes", k, cycle.size());
    if (b.areas[k].use != uu::AreaUse::none) return fmt::format("area {} already in use", k);
    if (cycle.front() != *std::min_element(cycle.begin(), cycle.end())) return fmt::format("area {} does not start at its least node", k);
    if (k > 0 && b.areas[k - 1].nodes.front() > cycle.front()) return fmt::format("areas {} and {} out of order", k - 1, k);
    for (std::size_t i = 0; i < cycle.size(); ++i) {
      const int u = cycle[i], v = cycle[(i + 1) % cycle.size()];
      const bool ring = b.nodes[static_cast<std::size_t>(u)].on_border() && b.nodes[static_cast<std::size_t>(v)].on_border();
      if (!edges.count({u, v}) && !ring) return fmt::format("area {} steps from {} to {} along no edge", k, u, v);
      if (edges.count({u, v}) && !walked.insert({u, v}).second) return fmt::format("edge {}-{} walked twice that way", u, v);
    }
    if (uu::signed_area(uu::area_outline(b, b.areas[k])) == 0.0) return fmt::format("area {} encloses nothing", k);
  }
  for (const auto& step : edges)
    if (!walked.count(step)) return fmt::format("edge {}-{} walked by no area that way", step.first, step.second);
  // Euler on the edges and the border ring (one link per border node): V - E + F = 2,
  // the outer face not an area.
  const auto border = std::count_if(b.nodes.begin(), b.nodes.end(), [](const uu::Node& n) { return n.on_border(); });
  const std::size_t faces = b.edges.size() + static_cast<std::size_t>(border) + 1 - b.nodes.size();
  if (b.areas.size() != faces) return fmt::format("{} areas, {} faces", b.areas.size(), faces);
  return {};
}

}  // namespace

TEST_CASE("stage areas: every bounded face once, and the same when found again, as the pipeline finds them", "[stage][stage-areas]") {
  // It writes the areas and nothing else.
  uu_stage::each_stage_board(uu::Stage::areas, area_fault, uu_stage::writes(&uu::Board::areas), [](const Setup&, const uu_stage::Staged& st) {
    uu::Board again = st.board;
    REQUIRE(uu::find_areas(again).ok);
    CHECK(again.areas == st.board.areas);
  });
}

TEST_CASE("stage areas: the checker reports broken areas", "[stage][stage-areas]") {
  const uu::Board good = uu_stage::good_board({4, false, 0}, uu::Stage::areas, area_fault);
  CHECK_THAT(area_fault(uu_stage::broken(good, [](uu::Board& b) { b.areas.pop_back(); })), Catch::Contains("walked by no area"));
  // An area walked the other way round: its edges twice one way.
  CHECK_THAT(area_fault(uu_stage::broken(good, [](uu::Board& b) { std::reverse(b.areas[0].nodes.begin() + 1, b.areas[0].nodes.end()); })), Catch::Contains("walked twice"));
  CHECK_THAT(area_fault(uu_stage::broken(good, [](uu::Board& b) { b.areas.push_back(b.areas.back()); })), Catch::Contains("walked twice"));
  // The area of most nodes off the border, two of its steps swapped: a step along no edge.
  CHECK_THAT(area_fault(uu_stage::broken(good, [](uu::Board& b) {
               std::size_t k = 0, most = 0;
               for (std::size_t a = 0; a < b.areas.size(); ++a) {
                 const auto& cycle = b.areas[a].nodes;
                 const bool inner = std::none_of(cycle.begin(), cycle.end(), [&](int v) { return b.nodes[static_cast<std::size_t>(v)].on_border(); });
                 if (inner && cycle.size() > most) k = a, most = cycle.size();
               }
               REQUIRE(most >= 4);
               std::swap(b.areas[k].nodes[1], b.areas[k].nodes[2]);
             })),
             Catch::Contains("along no edge"));
  CHECK_THAT(area_fault(uu_stage::broken(good, [](uu::Board& b) { b.areas[0].use = uu::AreaUse::resources; })), Catch::Contains("in use"));
}

// Stage "missions" (assign_missions, src/stages/missions.cpp) on its own: a mission on
// every start node and on no other, each from the pool the board can deal, as many
// different ones as the pool and the seats allow, on several option sets and seeds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <set>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

std::string mission_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  std::set<std::string> pool;
  for (int i : uu::mission_pool(b, d, uu::settings_for(b.options))) pool.insert(d.missions[static_cast<std::size_t>(i)].name);
  std::set<std::string> dealt;
  std::size_t seats = 0;
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    const uu::Node& n = b.nodes[v];
    if (n.role != uu::Role::start) {
      if (n.mission) return fmt::format("node {} is no start but has mission {}", v, *n.mission);
      continue;
    }
    ++seats;
    if (!n.mission) return fmt::format("start {} has no mission", v);
    if (pool.count(*n.mission) == 0) return fmt::format("start {} has {}, not in the pool", v, *n.mission);
    dealt.insert(*n.mission);
  }
  // Each mission of the pool once before any twice: as many different ones as fit.
  if (dealt.size() != std::min(seats, pool.size())) return fmt::format("{} different missions on {} seats from a pool of {}", dealt.size(), seats, pool.size());
  return {};
}

}  // namespace

TEST_CASE("stage missions: one mission per seat from the pool, as many different as fit, as the pipeline deals them", "[stage][stage-missions]") {
  // It writes the missions and nothing else.
  uu_stage::each_stage_board(uu::Stage::missions, mission_fault, uu_stage::writes_nodes(&uu::Node::mission), [](const Setup&, const uu_stage::Staged& st) {
    CHECK(std::count_if(st.board.nodes.begin(), st.board.nodes.end(), [](const uu::Node& n) { return n.role == uu::Role::start; }) == 12);
  });
}

TEST_CASE("stage missions: the checker reports broken missions", "[stage][stage-missions]") {
  const uu::Board good = uu_stage::good_board({4, true, 0}, uu::Stage::missions, mission_fault);
  std::vector<std::size_t> starts;
  for (std::size_t v = 0; v < good.nodes.size(); ++v)
    if (good.nodes[v].role == uu::Role::start) starts.push_back(v);
  REQUIRE(starts.size() == 12);
  std::size_t regular = 0;
  while (good.nodes[regular].role != uu::Role::regular) ++regular;
  CHECK_THAT(mission_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[starts[3]].mission.reset(); })), Catch::Contains("has no mission"));
  CHECK_THAT(mission_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[regular].mission = b.nodes[starts[0]].mission; })), Catch::Contains("is no start"));
  CHECK_THAT(mission_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[starts[5]].mission = "No Such Mission"; })), Catch::Contains("not in the pool"));
  // Every seat the same mission: one of the pool dealt twice before the others once.
  CHECK_THAT(mission_fault(uu_stage::broken(good, [&](uu::Board& b) {
               for (std::size_t v : starts) b.nodes[v].mission = good.nodes[starts[0]].mission;
             })),
             Catch::Contains("different missions"));
}

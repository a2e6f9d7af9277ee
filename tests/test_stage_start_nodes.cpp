// Stage "start-nodes" (choose_start_nodes, src/stages/stages.hpp) on its own:
// per_side start nodes on each side, each a border node on one side with 1-2 edges, no
// two adjacent or sharing a neighbour, each fitting as a square; roles its only output.
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "graph_reference.hpp"
#include "stage_harness.hpp"

namespace {

using uu_stage::Setup;

std::unique_ptr<uu_stage::Staged> started(const Setup& s, const std::string& seed, const uu::StartConfig& config) {
  return uu_stage::first_success(s, seed, uu::Stage::start_nodes,
                                 [&](uu_stage::Staged& st) { return uu::choose_start_nodes(st.board, *st.edges, config); });
}

// Only roles change, and only from regular to start.
std::string more_than_roles(const uu::Board& before, const uu::Board& after) {
  if (after.edges != before.edges) return "edges changed";
  if (after.nodes.size() != before.nodes.size()) return "node count changed";
  for (std::size_t i = 0; i < after.nodes.size(); ++i) {
    uu::Node n = after.nodes[i];
    if (n.role == uu::Role::start && before.nodes[i].role == uu::Role::regular) n.role = uu::Role::regular;
    if (!(n == before.nodes[i])) return fmt::format("node {} changed beyond its role", i);
  }
  return {};
}

}  // namespace

TEST_CASE("stage start-nodes: per_side starts a side, 1-2 edges, none adjacent or sharing a neighbour", "[stage][stage-start-nodes]") {
  uu::StartConfig two;
  two.per_side = 2;
  for (const uu::StartConfig& config : {uu::StartConfig{}, two}) {
    uu_stage::each_board("starts", 3, [&](const Setup& s, const std::string& seed) {
      INFO(", " << config.per_side << " a side");
      const auto st = started(s, seed, config);
      REQUIRE(st);
      const uu::Board& b = st->board;
      CHECK(uu_stage::start_rules(b, config.per_side) == "");
      CHECK(more_than_roles(st->before, b) == "");
      // Every start reaches the center, and its square keeps every edge rule.
      const std::vector<int> moves = uu::reference::moves_from(uu::adjacency(b), b.center);
      uu::Board copy = b;
      const uu::EdgeBuilder squares(copy);  // reads the roles: starts are squares
      int starts = 0;
      for (std::size_t i = 0; i < b.nodes.size(); ++i) {
        if (b.nodes[i].role != uu::Role::start) continue;
        ++starts;
        CHECK(moves[i] > 0);
        CHECK(squares.fits_as_square(static_cast<int>(i)));
      }
      CHECK(starts == 4 * config.per_side);
    });
  }
}

TEST_CASE("stage start-nodes: deterministic, as in the pipeline", "[stage][stage-start-nodes]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, false, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto a = started(s, "starts-same", uu::StartConfig{});
    REQUIRE(a);
    uu::Board again = a->before;
    uu::EdgeBuilder builder(again);
    REQUIRE(uu::choose_start_nodes(again, builder, uu::StartConfig{}).ok);
    CHECK(again.nodes == a->board.nodes);
    CHECK(uu_stage::pipeline_up_to(s, "starts-same", uu::Stage::start_nodes).nodes == a->board.nodes);
  }
}

TEST_CASE("stage start-nodes: the checker reports misplaced starts", "[stage][stage-start-nodes]") {
  const auto st = started({4, false, 0}, "starts-negative", uu::StartConfig{});
  REQUIRE(st);
  const uu::Board& good = st->board;
  REQUIRE(uu_stage::start_rules(good, 3).empty());
  const std::vector<std::vector<int>> adj = uu::adjacency(good);
  int start = -1;
  for (std::size_t i = 0; i < good.nodes.size() && start < 0; ++i)
    if (good.nodes[i].role == uu::Role::start) start = static_cast<int>(i);
  REQUIRE(start >= 0);
  const auto si = static_cast<std::size_t>(start);
  const int neighbour = adj[si].front();
  const auto as = [&](auto&& edit) {
    uu::Board b = good;
    edit(b);
    return uu_stage::start_rules(b, 3);
  };
  // A start taken away, or one too many: a side's count is off.
  CHECK_THAT(as([&](uu::Board& b) { b.nodes[si].role = uu::Role::regular; }), Catch::Contains("start nodes"));
  CHECK(uu_stage::start_rules(good, 2) != "");
  // The start moved to its (inner) neighbour: not on one side.
  CHECK_THAT(as([&](uu::Board& b) {
               b.nodes[si].role = uu::Role::regular;
               b.nodes[static_cast<std::size_t>(neighbour)].role = uu::Role::start;
             }),
             Catch::Contains("sides"));
  // A start given a third edge, or none.
  CHECK_THAT(as([&](uu::Board& b) {
               for (int k = 0; k < 3; ++k) b.edges.push_back({std::min(start, k), std::max(start, k)});
             }),
             Catch::Contains("edges"));
  CHECK_THAT(as([&](uu::Board& b) {
               std::erase_if(b.edges, [&](const uu::Edge& e) { return e.a == start || e.b == start; });
             }),
             Catch::Contains("0 edges"));
  // Another border node at distance 2 (through the start's neighbour) made a start, its
  // side's own start of the same side dropped to keep the counts: they share a neighbour.
  int sharing = -1;
  for (int w : adj[static_cast<std::size_t>(neighbour)])
    if (w != start && good.nodes[static_cast<std::size_t>(w)].sides == good.nodes[si].sides &&
        good.nodes[static_cast<std::size_t>(w)].role == uu::Role::regular)
      sharing = w;
  // When the neighbour has no other border node on that side, join one to it.
  uu::Board b = good;
  if (sharing < 0) {
    for (std::size_t i = 0; i < b.nodes.size() && sharing < 0; ++i)
      if (b.nodes[i].sides == good.nodes[si].sides && b.nodes[i].role == uu::Role::regular && adj[i].size() == 1) sharing = static_cast<int>(i);
    REQUIRE(sharing >= 0);
    b.edges.push_back({std::min(sharing, neighbour), std::max(sharing, neighbour)});
  }
  b.nodes[static_cast<std::size_t>(sharing)].role = uu::Role::start;
  for (std::size_t i = 0; i < b.nodes.size(); ++i)
    if (static_cast<int>(i) != start && b.nodes[i].role == uu::Role::start && b.nodes[i].sides == good.nodes[si].sides &&
        static_cast<int>(i) != sharing) {
      b.nodes[i].role = uu::Role::regular;
      break;
    }
  CHECK_THAT(uu_stage::start_rules(b, 3), Catch::Contains("share neighbour"));
  // Edges changed by the stage are reported too.
  uu::Board extra = good;
  extra.edges.pop_back();
  CHECK_THAT(more_than_roles(st->before, extra), Catch::Contains("edges changed"));
  uu::Board moved = good;
  moved.nodes[si].pos.x += 0.01;
  CHECK_THAT(more_than_roles(st->before, moved), Catch::Contains("beyond its role"));
}

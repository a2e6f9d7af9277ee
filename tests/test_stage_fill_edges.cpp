// Stages "center-edges" and "fill-edges" (src/stages/stages.hpp) on their own: they
// only add edges, each one the EdgeBuilder allows, the center's spokes as many as the
// rules leave, no inner node left with one edge where a partner keeps the rules, and
// the random fill up to FillConfig::edges_per_node unless nothing more fits.
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <string>
#include <vector>

#include "stage_harness.hpp"

namespace {

using uu_stage::Setup;

// Nodes inside the board (not the center) with one edge that could still join a node
// within `radius` under every rule: fill-edges leaves none.
std::string joinable_leaf(const uu::Board& b, double radius) {
  uu::Board copy = b;
  const uu::EdgeBuilder builder(copy);
  for (int v = 0; v < static_cast<int>(b.nodes.size()); ++v) {
    if (b.nodes[static_cast<std::size_t>(v)].on_border() || v == b.center || builder.degree(v) != 1) continue;
    for (int w = 0; w < static_cast<int>(b.nodes.size()); ++w) {
      const double d = uu::distance(b.nodes[static_cast<std::size_t>(v)].pos, b.nodes[static_cast<std::size_t>(w)].pos);
      if (w != v && d < radius - 1e-9 && builder.can_add(v, w)) return fmt::format("leaf {} could join {}", v, w);
    }
  }
  return {};
}

// Short of `target` edges, no node may have a partner within `radius` it could join.
std::string short_but_joinable(const uu::Board& b, std::size_t target, double radius) {
  if (b.edges.size() >= target) return {};
  uu::Board copy = b;
  const uu::EdgeBuilder builder(copy);
  for (int v = 0; v < static_cast<int>(b.nodes.size()); ++v)
    for (int w = v + 1; w < static_cast<int>(b.nodes.size()); ++w)
      if (uu::distance(b.nodes[static_cast<std::size_t>(v)].pos, b.nodes[static_cast<std::size_t>(w)].pos) < radius - 1e-9 && builder.can_add(v, w))
        return fmt::format("{} of {} edges, yet {}-{} could be added", b.edges.size(), target, v, w);
  return {};
}

int inner_leaves(const uu::Board& b) {
  const std::vector<int> d = uu_stage::degrees(b);
  int n = 0;
  for (std::size_t i = 0; i < d.size(); ++i) n += !b.nodes[i].on_border() && static_cast<int>(i) != b.center && d[i] == 1 ? 1 : 0;
  return n;
}

// The random fill stops at `target` edges: past it, every added edge is a leaf's.
std::string past_target_by_leaves(const uu::Board& before, const uu::Board& after, std::size_t target) {
  if (after.edges.size() <= target) return {};
  const std::vector<int> d = uu_stage::degrees(before);
  const auto leaf = [&](int v) {
    return !before.nodes[static_cast<std::size_t>(v)].on_border() && v != before.center && d[static_cast<std::size_t>(v)] == 1;
  };
  for (std::size_t i = before.edges.size(); i < after.edges.size(); ++i)
    if (!leaf(after.edges[i].a) && !leaf(after.edges[i].b))
      return fmt::format("{} edges past the target of {}, and edge {} joins no leaf", after.edges.size(), target, i);
  return {};
}

std::unique_ptr<uu_stage::Staged> filled(const Setup& s, const std::string& seed, const uu::FillConfig& config) {
  return uu_stage::first_success(s, seed, uu::Stage::fill_edges, [&](uu_stage::Staged& st) {
    uu::Rng rng = uu_stage::stream(st.options, st.attempt, uu::Stage::fill_edges);
    return uu::add_fill_edges(st.board, *st.edges, config, rng);
  });
}

}  // namespace

TEST_CASE("stage center-edges: spokes within sqrt(2), every one the rules leave", "[stage][stage-fill-edges]") {
  for (const Setup& s : uu_stage::setups()) {
    INFO(s.name());
    const auto st = uu_stage::first_success(s, "center-0", uu::Stage::center_edges,
                                            [](uu_stage::Staged& x) { return uu::add_center_edges(x.board, *x.edges); });
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(uu_stage::only_added(st->before, b) == "");
    CHECK(uu_stage::replay_refused(st->before, b, st->before.edges.size()) == "");
    CHECK(uu_stage::edge_rules(b) == "");
    const uu::Vec2 c = b.nodes[static_cast<std::size_t>(b.center)].pos;
    for (std::size_t i = st->before.edges.size(); i < b.edges.size(); ++i) {
      const uu::Edge& e = b.edges[i];
      CHECK((e.a == b.center || e.b == b.center));
      CHECK(uu::distance(b.nodes[static_cast<std::size_t>(e.a == b.center ? e.b : e.a)].pos, c) < std::sqrt(2.0));
    }
    // Maximal: no node within sqrt(2) of the center is left that the rules allow.
    for (int v = 0; v < static_cast<int>(b.nodes.size()); ++v)
      if (uu::distance(b.nodes[static_cast<std::size_t>(v)].pos, c) < std::sqrt(2.0) - 1e-9) CHECK_FALSE(st->edges->can_add(b.center, v));
    // The maximality check can fail: on the tree alone some spoke is still allowed.
    uu::Board tree = st->before;
    const uu::EdgeBuilder on_tree(tree);
    int open = 0;
    for (int v = 0; v < static_cast<int>(b.nodes.size()); ++v)
      if (uu::distance(b.nodes[static_cast<std::size_t>(v)].pos, c) < std::sqrt(2.0) - 1e-9 && on_tree.can_add(b.center, v)) ++open;
    CHECK(open > 0);
    CHECK(open == static_cast<int>(b.edges.size() - st->before.edges.size()));
  }
}

TEST_CASE("stage fill-edges: only adds edges, each under the rules, to the density", "[stage][stage-fill-edges]") {
  uu::FillConfig denser;
  denser.edges_per_node = 1.2;
  uu::FillConfig leaves_only;
  leaves_only.edges_per_node = 0.0;
  for (const uu::FillConfig& config : {uu::FillConfig{}, denser, leaves_only}) {
    uu_stage::each_board("fill", 2, [&](const Setup& s, const std::string& seed) {
      INFO(", " << config.edges_per_node << " edges a node");
      const auto st = filled(s, seed, config);
      REQUIRE(st);
      const uu::Board& b = st->board;
      CHECK(uu_stage::only_added(st->before, b) == "");
      CHECK(uu_stage::replay_refused(st->before, b, st->before.edges.size()) == "");
      CHECK(uu_stage::edge_rules(b) == "");
      CHECK(b.nodes == st->before.nodes);
      CHECK(joinable_leaf(b, config.leaf_radius) == "");
      const auto target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(b.nodes.size())));
      // The random fill stops at the target; only the leaves' edges may pass it.
      CHECK(b.edges.size() <= std::max(target, st->before.edges.size() + static_cast<std::size_t>(inner_leaves(st->before))));
      CHECK(short_but_joinable(b, target, config.search_radius) == "");
      CHECK(past_target_by_leaves(st->before, b, target) == "");
    });
  }
}

TEST_CASE("stage fill-edges: the same stream gives the same edges, as in the pipeline", "[stage][stage-fill-edges]") {
  for (const Setup& s : {Setup{2, false, 0}, Setup{9, true, 0}, Setup{4, false, 14}}) {
    INFO(s.name());
    const auto a = filled(s, "fill-same", uu::FillConfig{}), b = filled(s, "fill-same", uu::FillConfig{});
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->board.edges == b->board.edges);
    CHECK(uu_stage::pipeline_up_to(s, "fill-same", uu::Stage::fill_edges).edges == a->board.edges);
  }
}

TEST_CASE("stage fill-edges: the checkers report broken fills", "[stage][stage-fill-edges]") {
  const auto st = filled({4, false, 0}, "fill-negative", uu::FillConfig{});
  REQUIRE(st);
  const uu::Board& good = st->board;
  const std::size_t tree_edges = st->before.edges.size();
  REQUIRE(good.edges.size() > tree_edges);
  {  // a tree edge dropped
    uu::Board b = good;
    b.edges.erase(b.edges.begin());
    CHECK_THAT(uu_stage::only_added(st->before, b), Catch::Contains("changed"));
  }
  {  // an added edge that crosses: the replay refuses it
    uu::Board b = good;
    // The center joined to the node nearest the corner (0, 0): across the board.
    std::size_t far = 0;
    for (std::size_t i = 0; i < b.nodes.size(); ++i)
      if (uu::distance(b.nodes[i].pos, {0, 0}) < uu::distance(b.nodes[far].pos, {0, 0})) far = i;
    b.edges.push_back({std::min(b.center, static_cast<int>(far)), std::max(b.center, static_cast<int>(far))});
    CHECK_THAT(uu_stage::replay_refused(st->before, b, tree_edges), Catch::Contains("breaks an edge rule"));
    CHECK_THAT(uu_stage::crossing(b), Catch::Contains("cross"));
  }
  {  // a fill edge removed again: some leaf or some short density can be joined
    uu::Board b = st->before;  // the tree and spokes only: leaves everywhere
    CHECK_THAT(joinable_leaf(b, uu::FillConfig{}.leaf_radius), Catch::Contains("could join"));
    const auto target = static_cast<std::size_t>(std::lround(1.05 * static_cast<double>(b.nodes.size())));
    CHECK_THAT(short_but_joinable(b, target, uu::FillConfig{}.search_radius), Catch::Contains("could be added"));
  }
  {  // an edge joining no leaf of the tree drawn past the target
    uu::Board b = good;
    const std::vector<int> d = uu_stage::degrees(st->before);
    for (const uu::Edge& e : st->before.edges)
      if (d[static_cast<std::size_t>(e.a)] > 1 && d[static_cast<std::size_t>(e.b)] > 1) {
        b.edges.push_back(e);
        break;
      }
    REQUIRE(b.edges.size() == good.edges.size() + 1);
    CHECK_THAT(past_target_by_leaves(st->before, b, good.edges.size()), Catch::Contains("joins no leaf"));
  }
}

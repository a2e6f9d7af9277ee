// Stage "tree" (build_tree, src/stages/stages.hpp) on its own: a spanning tree
// under every edge rule, border nodes its leaves, on several option sets and seeds.
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <numeric>
#include <string>
#include <vector>

#include "stage_harness.hpp"

namespace {

using uu_stage::Setup;

// Whether the edges form a spanning tree: n - 1 of them, joining every node (union-find;
// n - 1 edges that join every node hold no cycle).
std::string not_spanning_tree(const uu::Board& b) {
  if (b.edges.size() + 1 != b.nodes.size()) return fmt::format("{} edges on {} nodes", b.edges.size(), b.nodes.size());
  std::vector<int> parent(b.nodes.size());
  std::iota(parent.begin(), parent.end(), 0);
  const auto root = [&](int v) {
    while (parent[static_cast<std::size_t>(v)] != v) v = parent[static_cast<std::size_t>(v)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(v)])];
    return v;
  };
  for (const uu::Edge& e : b.edges) {
    if (e.a >= e.b) return fmt::format("edge {}-{} not stored as a < b", e.a, e.b);
    const int ra = root(e.a), rb = root(e.b);
    if (ra == rb) return fmt::format("edge {}-{} closes a cycle", e.a, e.b);
    parent[static_cast<std::size_t>(ra)] = rb;
  }
  return {};  // n - 1 edges, none closing a cycle: connected
}

// Border nodes hang off the interior as leaves.
std::string border_not_leaf(const uu::Board& b) {
  const std::vector<int> d = uu_stage::degrees(b);
  for (std::size_t i = 0; i < b.nodes.size(); ++i)
    if (b.nodes[i].on_border() && d[i] != 1) return fmt::format("border node {} has {} edges", i, d[i]);
  return {};
}

std::unique_ptr<uu_stage::Staged> tree_for(const Setup& s, const std::string& seed) {
  return uu_stage::first_success(s, seed, uu::Stage::tree, [](uu_stage::Staged& st) { return uu::build_tree(st.board, *st.edges); });
}

}  // namespace

TEST_CASE("stage tree: a spanning tree under every edge rule", "[stage][stage-tree]") {
  uu_stage::each_board("tree", 3, [&](const Setup& s, const std::string& seed) {
    const auto st = tree_for(s, seed);
    REQUIRE(st);
    const uu::Board& b = st->board;
    CHECK(not_spanning_tree(b) == "");
    CHECK(uu_stage::border_pair(b) == "");
    CHECK(uu_stage::over_cap(b) == "");
    CHECK(uu_stage::crossing(b) == "");
    CHECK(border_not_leaf(b) == "");
    // Each edge, in the order drawn, is one the EdgeBuilder allows (clearance, visible length too).
    CHECK(uu_stage::replay_refused(st->before, b, 0) == "");
    // The nodes are left as they were.
    CHECK(b.nodes == st->before.nodes);
    // The shared builder saw every edge.
    for (const uu::Edge& e : b.edges) CHECK(st->edges->connected(e.a, e.b));
    const std::vector<int> d = uu_stage::degrees(b);
    for (std::size_t i = 0; i < d.size(); ++i) CHECK(st->edges->degree(static_cast<int>(i)) == d[i]);
  });
}

TEST_CASE("stage tree: starts its edges over and is deterministic", "[stage][stage-tree]") {
  for (const Setup& s : {Setup{2, true, 0}, Setup{9, false, 0}, Setup{4, true, 40}}) {
    INFO(s.name());
    const auto st = tree_for(s, "tree-again");
    REQUIRE(st);
    const std::vector<uu::Edge> first = st->board.edges;
    // Run again on the same board and builder: the edges are cleared and drawn the same.
    REQUIRE(uu::build_tree(st->board, *st->edges).ok);
    CHECK(st->board.edges == first);
    // As the pipeline draws them (--stop-after tree).
    const uu::Board piped = uu_stage::pipeline_up_to(s, "tree-again", uu::Stage::tree);
    CHECK(piped.attempt == st->attempt);
    CHECK(piped.edges == first);
  }
}

TEST_CASE("stage tree: the checkers report a broken tree", "[stage][stage-tree]") {
  const auto st = tree_for({4, false, 0}, "tree-negative");
  REQUIRE(st);
  const uu::Board& tree = st->board;
  REQUIRE(not_spanning_tree(tree).empty());
  REQUIRE(uu_stage::edge_rules(tree).empty());
  const std::vector<int> d = uu_stage::degrees(tree);
  const auto& nodes = tree.nodes;
  const auto border = [&](std::size_t i) { return nodes[i].on_border(); };
  {  // an edge removed: the tree falls apart
    uu::Board b = tree;
    b.edges.pop_back();
    CHECK_THAT(not_spanning_tree(b), Catch::Contains("edges on"));
  }
  {  // an edge swapped for a duplicate of another: a cycle
    uu::Board b = tree;
    b.edges.back() = b.edges.front();
    CHECK_THAT(not_spanning_tree(b), Catch::Contains("cycle"));
    CHECK_THAT(uu_stage::crossing(b), Catch::Contains("cross"));  // the same pair twice overlaps itself
  }
  // Two border nodes joined, and two crossing edges, found among the nodes' pairs.
  int bb_a = -1, bb_b = -1;
  for (std::size_t i = 0; i < nodes.size() && bb_a < 0; ++i)
    for (std::size_t j = i + 1; j < nodes.size() && bb_a < 0; ++j)
      if (border(i) && border(j)) bb_a = static_cast<int>(i), bb_b = static_cast<int>(j);
  REQUIRE(bb_a >= 0);
  {
    uu::Board b = tree;
    b.edges.push_back({bb_a, bb_b});
    CHECK_THAT(uu_stage::border_pair(b), Catch::Contains("two border nodes"));
    CHECK_THAT(border_not_leaf(b), Catch::Contains("border node"));
  }
  {  // an edge from the center to the far corner's node crosses some tree edge
    uu::Board b = tree;
    std::size_t far = 0;
    for (std::size_t i = 0; i < nodes.size(); ++i)
      if (uu::distance(nodes[i].pos, {0, 0}) < uu::distance(nodes[far].pos, {0, 0})) far = i;
    b.edges.push_back({std::min(tree.center, static_cast<int>(far)), std::max(tree.center, static_cast<int>(far))});
    CHECK_THAT(uu_stage::crossing(b), Catch::Contains("cross"));
    CHECK_THAT(uu_stage::replay_refused(st->before, b, 0), Catch::Contains("breaks an edge rule"));
  }
  {  // an interior node given edges past its cap
    std::size_t hub = 0;
    while (border(hub) || static_cast<int>(hub) == tree.center) ++hub;
    uu::Board b = tree;
    for (std::size_t j = 0, added = 0; j < nodes.size() && added + static_cast<std::size_t>(d[hub]) <= static_cast<std::size_t>(uu::regular_degree_cap); ++j) {
      if (j == hub) continue;
      b.edges.push_back({std::min(static_cast<int>(hub), static_cast<int>(j)), std::max(static_cast<int>(hub), static_cast<int>(j))});
      ++added;
    }
    CHECK_THAT(uu_stage::over_cap(b), Catch::Contains("cap 4"));
  }
}

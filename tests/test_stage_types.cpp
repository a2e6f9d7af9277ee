// Stage "types" (assign_types, src/stages/types.cpp and mission_types.cpp) on its own:
// a type of the collection on every regular node and on no other, every type's count
// within its min and max, its fixed rules (border, border distance, no needs-number
// node beside a start) and its max_sequence held, on several option sets and seeds.
// The solver on hand-made puzzles: test_types.cpp; the seats' mission types:
// test_mission_fairness.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <map>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

double border_distance(const uu::Board& b, uu::Vec2 p) { return std::min({p.x, b.width - p.x, p.y, b.height - p.y}); }

// Every regular node typed from the collection, no other; the fixed rules per node.
std::string node_fault(const uu::Board& b) {
  const auto adj = uu::adjacency(b);
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    const uu::Node& n = b.nodes[v];
    if (n.role != uu::Role::regular) {
      if (n.type) return fmt::format("node {} is no regular node but has type {}", v, *n.type);
      continue;
    }
    if (!n.type) return fmt::format("regular node {} has no type", v);
    const uu::TypeRules* r = uu_stage::rules_of(b, *n.type);
    if (!r) return fmt::format("node {} has type {}, not collected", v, *n.type);
    const double d = border_distance(b, n.pos);
    if (r->forbidden_on_border && n.on_border()) return fmt::format("node {} ({}) on the border", v, r->name);
    if (r->min_border_distance && !(d > *r->min_border_distance)) return fmt::format("node {} ({}) {} from the border, too near", v, r->name, d);
    if (r->max_border_distance && d > *r->max_border_distance) return fmt::format("node {} ({}) {} from the border, too far", v, r->name, d);
    if (r->needs_number)
      for (int u : adj[v])
        if (b.nodes[static_cast<std::size_t>(u)].role == uu::Role::start) return fmt::format("needs-number node {} ({}) beside start {}", v, r->name, u);
  }
  return {};
}

// Each type's count within [min, max].
std::string count_fault(const uu::Board& b) {
  std::map<std::string, int> count;
  for (const uu::Node& n : b.nodes)
    if (n.type) ++count[*n.type];
  for (const uu::TypeRules& t : b.types) {
    const int c = count[t.name];
    if (c < t.min || (t.max && c > *t.max)) return fmt::format("{} {} nodes, allowed {} to {}", c, t.name, t.min, t.max ? fmt::format("{}", *t.max) : "any");
  }
  return {};
}

// No group of same-typed nodes joined by edges larger than the type's max_sequence.
std::string sequence_fault(const uu::Board& b) {
  const auto adj = uu::adjacency(b);
  std::vector<char> seen(b.nodes.size(), 0);
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    if (seen[v] || !b.nodes[v].type) continue;
    const std::string& type = *b.nodes[v].type;
    std::vector<int> group{static_cast<int>(v)};
    seen[v] = 1;
    for (std::size_t k = 0; k < group.size(); ++k)
      for (int u : adj[static_cast<std::size_t>(group[k])])
        if (!seen[static_cast<std::size_t>(u)] && b.nodes[static_cast<std::size_t>(u)].type == type) seen[static_cast<std::size_t>(u)] = 1, group.push_back(u);
    const uu::TypeRules* r = uu_stage::rules_of(b, type);
    if (r && static_cast<int>(group.size()) > r->max_sequence) return fmt::format("{} {} nodes joined from node {}, at most {}", group.size(), type, v, r->max_sequence);
  }
  return {};
}

std::string type_fault(const uu::Board& b) {
  for (const std::string& s : {node_fault(b), count_fault(b), sequence_fault(b)})
    if (!s.empty()) return s;
  return {};
}

}  // namespace

TEST_CASE("stage types: every regular node typed, every type rule held, as the pipeline types the nodes", "[stage][stage-types]") {
  // It writes the types and nothing else.
  uu_stage::each_stage_board(uu::Stage::types, type_fault, uu_stage::writes_nodes(&uu::Node::type));
}

TEST_CASE("stage types: the checkers report broken types", "[stage][stage-types]") {
  const uu::Board good = uu_stage::good_board({4, true, 0}, uu::Stage::types, type_fault);
  const auto first = [&](auto&& pred) {
    for (std::size_t v = 0; v < good.nodes.size(); ++v)
      if (pred(good.nodes[v])) return v;
    FAIL("no such node");
    return std::size_t{0};
  };
  const std::size_t regular = first([](const uu::Node& n) { return n.role == uu::Role::regular; });
  const std::size_t start = first([](const uu::Node& n) { return n.role == uu::Role::start; });
  CHECK_THAT(node_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[regular].type.reset(); })), Catch::Contains("has no type"));
  CHECK_THAT(node_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[start].type = good.nodes[regular].type; })), Catch::Contains("no regular node"));
  CHECK_THAT(node_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[regular].type = "Nothing Known"; })), Catch::Contains("not collected"));
  // The type of a border node forbidden on the border.
  const uu::Node& on_border = good.nodes[first([](const uu::Node& n) { return n.role == uu::Role::regular && n.on_border(); })];
  CHECK_THAT(node_fault(uu_stage::broken(good, [&](uu::Board& b) {
               for (uu::TypeRules& t : b.types)
                 if (t.name == on_border.type) t.forbidden_on_border = true;
             })),
             Catch::Contains("on the border"));
  // One type everywhere: past its max and in long groups.
  const uu::Board same = uu_stage::broken(good, [&](uu::Board& b) {
    for (uu::Node& n : b.nodes)
      if (n.role == uu::Role::regular) n.type = good.nodes[regular].type;
    b.types.front().forbidden_on_border = false;
  });
  CHECK_THAT(count_fault(same), Catch::Contains("allowed"));
  CHECK_THAT(sequence_fault(same), Catch::Contains("joined"));
}

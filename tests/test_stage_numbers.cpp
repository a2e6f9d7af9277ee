// Stage "numbers" (assign_numbers, src/stages/numbers.cpp) on its own: a number on each
// needs-number node and on no other (but the center with Electric), drawn around its
// target (fewer nodes of the type it counts the nearer the border), and the center's
// energy need, worked out again plainly, on several option sets and seeds.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/core.h>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "content_harness.hpp"

namespace {

using uu_stage::Setup;

// Per node, the value its number is drawn around: the nodes of the type it counts,
// shared by the players (at most half), less the farther it lies from the center.
std::vector<std::optional<double>> targets(const uu::Board& b) {
  std::map<std::string, int> count;
  for (const uu::Node& n : b.nodes)
    if (n.role == uu::Role::regular && n.type) ++count[*n.type];
  const uu::Vec2 c = b.nodes[static_cast<std::size_t>(b.center)].pos;
  double farthest = 0.0;
  for (uu::Vec2 corner : {uu::Vec2{0, 0}, uu::Vec2{b.width, 0}, uu::Vec2{0, b.height}, uu::Vec2{b.width, b.height}}) farthest = std::max(farthest, uu::distance(c, corner));
  std::vector<std::optional<double>> out(b.nodes.size());
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    const uu::Node& n = b.nodes[v];
    const uu::TypeRules* r = n.role == uu::Role::regular && n.type ? uu_stage::rules_of(b, *n.type) : nullptr;
    if (!r || !r->needs_number) continue;
    out[v] = (1.0 - uu::distance(n.pos, c) / farthest) * count[*r->needs_number] * std::min(2.0 / b.options.players, 0.5);
  }
  return out;
}

// Two thirds of the weighted energetic nodes, shared by the players.
int electric_need(const uu::Board& b, const uu::Dictionary& d) {
  double energy = 0.0;
  for (const uu::EnergeticNode& e : d.energetic_nodes)
    energy += e.weight * static_cast<double>(std::count_if(b.nodes.begin(), b.nodes.end(), [&](const uu::Node& n) { return n.role == uu::Role::regular && n.type == e.type; }));
  return static_cast<int>(66 * static_cast<std::int64_t>(std::floor(energy)) / (100 * std::int64_t{b.options.players}));
}

// Numbers where they belong, each one of the two whole numbers next above its target
// (at least 1), and the center's energy need with Electric.
std::string number_fault(const uu::Board& b) {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const auto target = targets(b);
  const bool electric = uu_stage::expansion_on(b, "electric");
  for (std::size_t v = 0; v < b.nodes.size(); ++v) {
    const uu::Node& n = b.nodes[v];
    if (static_cast<int>(v) == b.center && electric) {
      if (n.number != electric_need(b, d)) return fmt::format("center's number {}, energy need {}", n.number.value_or(-1), electric_need(b, d));
      continue;
    }
    if (!target[v]) {
      if (n.number) return fmt::format("node {} needs no number but has {}", v, *n.number);
      continue;
    }
    if (!n.number) return fmt::format("needs-number node {} has no number", v);
    const double m = *target[v];
    const int low = std::max(static_cast<int>(std::floor(m - 1e-9)), 1), high = std::max(static_cast<int>(std::floor(m + 1e-9)) + 1, 1);
    if (*n.number < low || *n.number > high) return fmt::format("node {} has {}, drawn around {:.3f}", v, *n.number, m);
  }
  return {};
}

}  // namespace

TEST_CASE("stage numbers: each needs-number node's number drawn around its target, the center's energy need", "[stage][stage-numbers]") {
  int numbered = 0;
  // It writes the numbers and nothing else.
  uu_stage::each_stage_board(uu::Stage::numbers, number_fault, uu_stage::writes_nodes(&uu::Node::number), [&](const Setup&, const uu_stage::Staged& st) {
    // Replayed from the stage's stream, node by node in id order: round(target + 0.5 - u).
    uu::Rng replay = uu_stage::stream(st.options, st.attempt, uu::Stage::numbers);
    const auto target = targets(st.board);
    for (std::size_t v = 0; v < st.board.nodes.size(); ++v) {
      if (!target[v]) continue;
      const double u = replay.uniform();
      CHECK(st.board.nodes[v].number == std::max(static_cast<int>(std::floor(*target[v] + 0.5 - u + 0.5)), 1));
      ++numbered;
    }
  });
  CHECK(numbered > 8 * 2 * 3);  // several needs-number nodes on a board
}

TEST_CASE("stage numbers: the checker reports broken numbers", "[stage][stage-numbers]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  const uu::Board good = uu_stage::good_board({4, true, 0}, uu::Stage::numbers, number_fault);
  const auto target = targets(good);
  std::size_t numbered = 0, plain = 0;
  while (!target[numbered]) ++numbered;
  while (target[plain] || static_cast<int>(plain) == good.center) ++plain;
  CHECK_THAT(number_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[numbered].number.reset(); })), Catch::Contains("has no number"));
  CHECK_THAT(number_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[numbered].number = static_cast<int>(*target[numbered]) + 5; })), Catch::Contains("drawn around"));
  CHECK_THAT(number_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[plain].number = 3; })), Catch::Contains("needs no number"));
  CHECK_THAT(number_fault(uu_stage::broken(good, [&](uu::Board& b) { b.nodes[static_cast<std::size_t>(b.center)].number = electric_need(good, d) + 1; })), Catch::Contains("energy need"));
}

// How many expeditions and landmarks the boards carry, against the original generator:
// with Extreme Expeditions it places min(10, suitable areas) expeditions, with Sharp
// Scissors alone min(5, suitable areas) landmarks, and with both on only the expeditions
// (its landmarks sit behind an else-if). Ours places both then, from the same roomy areas.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <set>
#include <string>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/generate.hpp"

namespace {

struct Counts {
  std::vector<int> expeditions, landmarks;
  int all_quadrants = 0;  // boards whose marks reach all four quadrants around the center
  int least_quadrants = 4;
};

double median(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

Counts count_marks(int players, const std::vector<std::string>& expansions, int boards) {
  Counts c;
  uu::GenerateOptions o;
  o.board.players = players;
  o.board.expansions = expansions;
  for (int k = 1; k <= boards; ++k) {
    o.seed = fmt::format("marks-{}", k);
    const uu::Board b = uu::generate(o);
    c.expeditions.push_back(static_cast<int>(b.expeditions.size()));
    c.landmarks.push_back(static_cast<int>(b.landmarks.size()));
    const uu::Vec2 center = b.nodes[static_cast<std::size_t>(b.center)].pos;
    std::set<int> quadrants;
    const auto add = [&](uu::Vec2 p) { quadrants.insert((p.x >= center.x ? 1 : 0) + (p.y >= center.y ? 2 : 0)); };
    for (const auto& e : b.expeditions) add(e.pos);
    for (const auto& l : b.landmarks) add(l.pos);
    if (quadrants.size() == 4) ++c.all_quadrants;
    c.least_quadrants = std::min(c.least_quadrants, static_cast<int>(quadrants.size()));
  }
  return c;
}

}  // namespace

TEST_CASE("marks: one expansion alone gets the original's 10 expeditions or 5 landmarks", "[marks]") {
  const int boards = 40;  // medians need the whole sample, in the sanitizer run too
  for (int players = 2; players <= 9; ++players) {
    INFO(players << " players");
    const Counts ee = count_marks(players, {"extreme-expeditions"}, boards);
    CHECK(median(ee.expeditions) == 10);
    CHECK(*std::min_element(ee.expeditions.begin(), ee.expeditions.end()) >= 4);
    CHECK(*std::max_element(ee.landmarks.begin(), ee.landmarks.end()) == 0);
    const Counts ss = count_marks(players, {"sharp-scissors"}, boards);
    CHECK(median(ss.landmarks) == 5);
    CHECK(*std::min_element(ss.landmarks.begin(), ss.landmarks.end()) >= 3);
    CHECK(*std::max_element(ss.expeditions.begin(), ss.expeditions.end()) == 0);
  }
}

TEST_CASE("marks: with both expansions on, both appear, at least as many in all as the original's 10", "[marks]") {
  const int boards = 40;  // medians need the whole sample, in the sanitizer run too
  for (int players = 2; players <= 9; ++players) {
    INFO(players << " players");
    const Counts both = count_marks(players, {"extreme-expeditions", "sharp-scissors"}, boards);
    CHECK(*std::min_element(both.expeditions.begin(), both.expeditions.end()) >= 4);
    CHECK(*std::min_element(both.landmarks.begin(), both.landmarks.end()) >= 3);
    CHECK(median(both.expeditions) >= 7);
    CHECK(median(both.landmarks) >= 4);
    std::vector<int> total;
    for (std::size_t k = 0; k < both.expeditions.size(); ++k) total.push_back(both.expeditions[k] + both.landmarks[k]);
    CHECK(median(total) >= 10);
    // Spread over the board: all four quadrants on nine boards in ten, never fewer than two.
    CHECK(both.all_quadrants * 10 >= boards * 9);
    CHECK(both.least_quadrants >= 2);
  }
}

// NeighbourLists (src/geom/neighbour_lists.hpp) against every pair and every disc looked
// at in turn, on random points from fixed seeds moved step by step, and on hand-made
// cases: points exactly the reach apart, coincident points, points on the corners.
#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "geom/neighbour_lists.hpp"
#include "uuboard/rng.hpp"

using uu::Disc;
using uu::NeighbourLists;
using uu::Vec2;

namespace {

using Pair = std::pair<int, int>;

// Every pair (i, j), i < j, whose distance is at most reach, by looking at all of them.
std::vector<Pair> pairs_within(const std::vector<Vec2>& p, double reach) {
  std::vector<Pair> out;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = i + 1; j < p.size(); ++j)
      if (uu::distance_squared(p[i], p[j]) <= reach * reach) out.emplace_back(static_cast<int>(i), static_cast<int>(j));
  return out;
}

// Every point whose distance to the disc's center is at most its radius.
std::vector<int> inside(const std::vector<Vec2>& p, const Disc& d) {
  std::vector<int> out;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (uu::distance_squared(p[i], d.center) <= d.radius * d.radius) out.push_back(static_cast<int>(i));
  return out;
}

// The lists' pairs, checked to be held per point in ascending order with j > i.
std::vector<Pair> listed_pairs(const NeighbourLists& lists, std::size_t n) {
  std::vector<Pair> out;
  for (std::size_t i = 0; i < n; ++i) {
    const std::span<const int> partners = lists.partners(i);
    CHECK(std::is_sorted(partners.begin(), partners.end()));
    CHECK(std::adjacent_find(partners.begin(), partners.end()) == partners.end());
    for (const int j : partners) {
      CHECK(j > static_cast<int>(i));
      CHECK(j < static_cast<int>(n));
      out.emplace_back(static_cast<int>(i), j);
    }
  }
  return out;
}

// Whether every item of `needed` (sorted) is in `listed` (sorted).
template <class T>
bool holds_all(const std::vector<T>& listed, const std::vector<T>& needed) {
  return std::includes(listed.begin(), listed.end(), needed.begin(), needed.end());
}

// The lists against the plain search at the points' present positions.
void check_lists(const NeighbourLists& lists, const std::vector<Vec2>& p, double reach, const std::vector<Disc>& discs) {
  REQUIRE(lists.x().size() == p.size());
  for (std::size_t i = 0; i < p.size(); ++i) {
    REQUIRE(lists.x()[i] == p[i].x);
    REQUIRE(lists.y()[i] == p[i].y);
  }
  CHECK(holds_all(listed_pairs(lists, p.size()), pairs_within(p, reach)));
  for (std::size_t k = 0; k < discs.size(); ++k) {
    const std::span<const int> near = lists.near_disc(k);
    const std::vector<int> listed(near.begin(), near.end());
    CHECK(std::is_sorted(listed.begin(), listed.end()));
    CHECK(holds_all(listed, inside(p, discs[k])));
  }
}

}  // namespace

TEST_CASE("neighbour lists hold every pair within reach as random points move", "[geom]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    uu::Rng rng(seed);
    const double width = rng.uniform(0.5, 14.0), height = rng.uniform(0.5, 10.0);
    const double reach = rng.uniform(0.3, 1.5);
    const int n = rng.between(0, 160);
    std::vector<Vec2> p;
    for (int i = 0; i < n; ++i) p.push_back({rng.uniform(0.0, width), rng.uniform(0.0, height)});
    std::vector<Disc> discs;
    for (int k = rng.between(0, 5); k > 0; --k) discs.push_back({{rng.uniform(0.0, width), rng.uniform(0.0, height)}, rng.uniform(0.2, 2.0)});
    NeighbourLists lists;
    lists.start(p, width, height, reach, discs);
    // Moves large at first and shrinking, as relaxation's, so the lists are rebuilt with
    // no skin, then with some, and kept over several steps.
    for (int step = 0; step < 30; ++step) {
      lists.refresh();
      check_lists(lists, p, reach, discs);
      const double most = 1.0 * (1.0 - step / 30.0);
      lists.move_all([&](std::size_t i) {
        const Vec2 q{std::clamp(p[i].x + rng.uniform(-most, most), 0.0, width), std::clamp(p[i].y + rng.uniform(-most, most), 0.0, height)};
        // Now and then a point stays put or jumps across the board.
        if (rng.chance(0.1)) return p[i];
        if (rng.chance(0.01)) p[i] = {rng.uniform(0.0, width), rng.uniform(0.0, height)};
        else p[i] = q;
        return p[i];
      });
    }
    lists.refresh();
    check_lists(lists, p, reach, discs);
  }
}

TEST_CASE("neighbour lists with no moves list exactly the pairs within reach", "[geom]") {
  for (std::uint64_t seed = 100; seed < 110; ++seed) {
    uu::Rng rng(seed);
    std::vector<Vec2> p;
    for (int i = 0; i < 120; ++i) p.push_back({rng.uniform(0.0, 9.0), rng.uniform(0.0, 6.0)});
    NeighbourLists lists;
    lists.start(p, 9.0, 6.0, 1.0, {});
    for (int step = 0; step < 3; ++step) {
      lists.refresh();
      // The first lists have no skin: a pair listed lies within reach, give or take the
      // hair the lists reach beyond it.
      const std::vector<Pair> listed = listed_pairs(lists, p.size());
      CHECK(listed == pairs_within(p, 1.0 + 1e-8));
      CHECK(listed == pairs_within(p, 1.0));
      lists.move_all([&](std::size_t i) { return p[i]; });
    }
  }
}

TEST_CASE("neighbour lists on hand-made cases", "[geom]") {
  SECTION("no points, one point") {
    NeighbourLists lists;
    lists.start({}, 5.0, 5.0, 1.0, {});
    lists.refresh();
    CHECK(lists.x().empty());
    const std::vector<Vec2> one{{2.0, 2.0}};
    const std::vector<Disc> disc{{{2.0, 2.5}, 1.0}};
    lists.start(one, 5.0, 5.0, 1.0, disc);
    lists.refresh();
    CHECK(lists.partners(0).empty());
    CHECK(lists.near_disc(0).size() == 1);
  }
  SECTION("points exactly the reach apart, along the axes, across and within cells") {
    // A reach of 1.25: every distance below is exact in binary, the diagonal one too
    // (0.75, 1). Listed are the pairs exactly the reach apart, not the one a hair more.
    const std::vector<Vec2> p{{0.0, 0.0}, {1.25, 0.0}, {1.25, 1.25}, {4.0, 4.0}, {4.75, 5.0}, {7.0, 0.5}, {7.0 + 1.25 + 1e-6, 0.5}};
    const std::vector<Disc> disc{{{1.25, 0.625}, 0.625}};
    NeighbourLists lists;
    lists.start(p, 9.0, 6.0, 1.25, disc);
    lists.refresh();
    const std::vector<Pair> expected{{0, 1}, {1, 2}, {3, 4}};
    CHECK(listed_pairs(lists, p.size()) == expected);
    CHECK(pairs_within(p, 1.25) == expected);
    const std::span<const int> near = lists.near_disc(0);
    CHECK(std::vector<int>(near.begin(), near.end()) == std::vector<int>{1, 2});
  }
  SECTION("coincident points and points on the corners") {
    const std::vector<Vec2> p{{0.0, 0.0}, {0.0, 0.0}, {3.0, 2.0}, {3.0, 2.0}, {3.0, 0.0}, {0.0, 2.0}, {3.0, 2.0}};
    NeighbourLists lists;
    lists.start(p, 3.0, 2.0, 1.0, {});
    lists.refresh();
    const std::vector<Pair> expected{{0, 1}, {2, 3}, {2, 6}, {3, 6}};
    CHECK(listed_pairs(lists, p.size()) == expected);
  }
  SECTION("a rectangle of no width") {
    const std::vector<Vec2> p{{0.0, 0.0}, {0.0, 0.5}, {0.0, 1.5}, {0.0, 3.0}};
    NeighbourLists lists;
    lists.start(p, 0.0, 3.0, 1.0, {});
    lists.refresh();
    CHECK(listed_pairs(lists, p.size()) == std::vector<Pair>{{0, 1}, {1, 2}});
  }
}

// Short-list sorting (src/geom/short_sort.hpp) held to the standard library's sorts on
// random lists of every short length, with many ties and past the 16 where it hands over.
#include <algorithm>
#include <catch2/catch.hpp>
#include <span>
#include <utility>
#include <vector>

#include "geom/short_sort.hpp"
#include "uuboard/rng.hpp"

namespace {

std::vector<int> random_ids(uu::Rng& rng, int size, int distinct) {
  std::vector<int> ids;
  for (int i = 0; i < size; ++i) ids.push_back(rng.below(distinct) - distinct / 2);
  return ids;
}

}  // namespace

TEST_CASE("short sort: ids as std::sort leaves them, ties and all lengths", "[geom][short-sort]") {
  uu::Rng rng(41);
  for (int round = 0; round < 3000; ++round) {
    const int size = round % 24;                    // 0 to 23: both sides of the hand-over
    const int distinct = 1 + rng.below(2 * size + 1);  // down to every element equal
    std::vector<int> ids = random_ids(rng, size, distinct), expect = ids;
    std::sort(expect.begin(), expect.end());
    uu::sort_short(std::span<int>(ids));
    INFO("round " << round << ", " << size << " ids");
    REQUIRE(ids == expect);
  }
}

TEST_CASE("short sort by a key: the order of std::stable_sort, ties left as they came", "[geom][short-sort]") {
  // Items that compare equal but differ in bits show where each tie went; up to 16 the
  // insertion sort keeps them in their first order. Longer lists go to std::sort, whose
  // order among ties is its own: only the keys are held to it there.
  uu::Rng rng(42);
  using Item = std::pair<int, int>;  // key, first place
  const auto by_key = [](const Item& a, const Item& b) { return a.first < b.first; };
  for (int round = 0; round < 3000; ++round) {
    const int size = round % 24;
    const int distinct = 1 + rng.below(size + 1);
    std::vector<Item> items;
    for (int i = 0; i < size; ++i) items.emplace_back(rng.below(distinct), i);
    std::vector<Item> expect = items;
    std::stable_sort(expect.begin(), expect.end(), by_key);
    uu::sort_short_by(std::span<Item>(items), by_key);
    INFO("round " << round << ", " << size << " items");
    if (size <= 16) {
      REQUIRE(items == expect);
    } else {
      REQUIRE(std::is_sorted(items.begin(), items.end(), by_key));
      std::vector<Item> same = items;
      std::sort(same.begin(), same.end());
      std::vector<Item> all = expect;
      std::sort(all.begin(), all.end());
      REQUIRE(same == all);
    }
  }
}

TEST_CASE("short sort with a list alongside: each value stays with its id", "[geom][short-sort]") {
  uu::Rng rng(43);
  for (int round = 0; round < 3000; ++round) {
    const int size = round % 24;
    std::vector<int> ids = random_ids(rng, size, 1 + rng.below(size + 1));
    std::vector<double> along;
    for (int i = 0; i < size; ++i) along.push_back(i + 0.5);
    // Plain reference: pairs (id, value) stably sorted by id.
    std::vector<std::pair<int, double>> expect;
    for (int i = 0; i < size; ++i) expect.emplace_back(ids[static_cast<std::size_t>(i)], along[static_cast<std::size_t>(i)]);
    std::stable_sort(expect.begin(), expect.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    uu::sort_short(std::span<int>(ids), std::span<double>(along));
    std::vector<std::pair<int, double>> got;
    for (int i = 0; i < size; ++i) got.emplace_back(ids[static_cast<std::size_t>(i)], along[static_cast<std::size_t>(i)]);
    INFO("round " << round << ", " << size << " ids");
    REQUIRE(got == expect);
  }
}

TEST_CASE("short sort: empty, single, sorted and reversed lists", "[geom][short-sort]") {
  std::vector<int> none;
  uu::sort_short(std::span<int>(none));
  CHECK(none.empty());
  std::vector<int> one{7};
  uu::sort_short(std::span<int>(one));
  CHECK(one == std::vector<int>{7});
  std::vector<int> sorted{1, 2, 2, 3, 9}, reversed{9, 3, 2, 2, 1};
  uu::sort_short(std::span<int>(sorted));
  uu::sort_short(std::span<int>(reversed));
  CHECK(sorted == std::vector<int>{1, 2, 2, 3, 9});
  CHECK(reversed == sorted);
}

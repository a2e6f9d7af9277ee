// BoundHeap, the branchless queue of polylabel's cells, against std::priority_queue
// ordered the same way: the largest bound first, among equal bounds the oldest.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <vector>

#include "geom/bound_heap.hpp"
#include "uuboard/rng.hpp"

namespace {

struct Item {
  double bound = 0.0;
  std::uint64_t order = 0;  // when it was pushed
};

struct PlainHeap {
  static bool comes_after(const Item& a, const Item& b) {
    if (a.bound != b.bound) return a.bound < b.bound;
    return a.order > b.order;
  }
  std::priority_queue<Item, std::vector<Item>, decltype(&comes_after)> queue{&comes_after};
};

}  // namespace

TEST_CASE("BoundHeap pops in the order of the plain priority queue", "[geom][bound_heap]") {
  uu::Rng rng(41);
  uu::BoundHeap<Item> heap;  // one heap for every round: clear() must leave nothing
  for (int round = 0; round < 300; ++round) {
    heap.clear();
    PlainHeap plain;
    std::uint64_t order = 0;
    // Few distinct bounds in some rounds, so that most ties are broken by age.
    const int distinct = round % 3 == 0 ? 3 : 1000000;
    const int steps = rng.between(0, 400);
    for (int step = 0; step < steps; ++step) {
      if (plain.queue.empty() || rng.chance(0.6)) {
        const Item item{static_cast<double>(rng.below(distinct)) * 0.5 - 10.0, order++};
        heap.push(item);
        plain.queue.push(item);
      } else {
        REQUIRE(heap.top_bound() == plain.queue.top().bound);
        const Item popped = heap.pop();
        INFO("round " << round << ", step " << step);
        REQUIRE(popped.bound == plain.queue.top().bound);
        REQUIRE(popped.order == plain.queue.top().order);
        plain.queue.pop();
      }
      REQUIRE(heap.empty() == plain.queue.empty());
    }
    // Emptied, it gives the rest in order.
    while (!plain.queue.empty()) {
      const Item popped = heap.pop();
      REQUIRE(popped.order == plain.queue.top().order);
      plain.queue.pop();
    }
    REQUIRE(heap.empty());
  }
}

TEST_CASE("BoundHeap with one item, equal bounds and infinite bounds", "[geom][bound_heap]") {
  uu::BoundHeap<Item> heap;
  CHECK(heap.empty());
  heap.push({1.0, 0});
  CHECK(heap.top_bound() == 1.0);
  CHECK(heap.pop().order == 0);
  CHECK(heap.empty());

  // All equal: the order they came in.
  for (std::uint64_t k = 0; k < 40; ++k) heap.push({2.0, k});
  for (std::uint64_t k = 0; k < 40; ++k) CHECK(heap.pop().order == k);
  CHECK(heap.empty());

  const double inf = std::numeric_limits<double>::infinity();
  heap.push({-inf, 0});
  heap.push({0.0, 1});
  heap.push({inf, 2});
  heap.push({-inf, 3});
  heap.push({inf, 4});
  for (const int expected : {2, 4, 1, 0, 3}) CHECK(heap.pop().order == static_cast<std::uint64_t>(expected));
}

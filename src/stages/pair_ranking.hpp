#pragma once
// Node pairs ranked for fair-edges (src/stages/fair_edges.cpp): by length, or by a
// cost and then length, handed out best first by a heap.
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace uu {

// A pair in the ranking, with the keys it is ranked by copied next to its index, so
// ranking reads one contiguous array.
struct Ranked {
  double cost;  // unused when ranked by length alone
  double length;
  int a, b;
  std::size_t k;  // the pair's index in the list of pairs
  bool exact;     // false: `cost` is only a bound the cost is not below
};

// By length, then the pair: a total order (no two entries share a pair). Lambdas, not
// functions, so the heap operations below inline them.
constexpr auto shorter = [](const Ranked& x, const Ranked& y) {
  if (x.length != y.length) return x.length < y.length;
  return std::pair{x.a, x.b} < std::pair{y.a, y.b};
};

// By cost, then as shorter().
constexpr auto ranked_before = [](const Ranked& x, const Ranked& y) {
  if (x.cost != y.cost) return x.cost < y.cost;
  return shorter(x, y);
};

// A ranking taken first to last, often only its first few: a heap hands them out in the
// order `before` without sorting the rest. Build it with make_ranking, then take the
// pairs one by one with take_first.
template <class Before>
void make_ranking(std::vector<Ranked>& ranking, Before before) {
  std::make_heap(ranking.begin(), ranking.end(), [&](const Ranked& x, const Ranked& y) { return before(y, x); });
}

template <class Before>
Ranked take_first(std::vector<Ranked>& ranking, Before before) {
  std::pop_heap(ranking.begin(), ranking.end(), [&](const Ranked& x, const Ranked& y) { return before(y, x); });
  const Ranked first = ranking.back();
  ranking.pop_back();
  return first;
}

// Puts one more pair in a ranking made by make_ranking.
template <class Before>
void add_to_ranking(std::vector<Ranked>& ranking, const Ranked& r, Before before) {
  ranking.push_back(r);
  std::push_heap(ranking.begin(), ranking.end(), [&](const Ranked& x, const Ranked& y) { return before(y, x); });
}

}  // namespace uu

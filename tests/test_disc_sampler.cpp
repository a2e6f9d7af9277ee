// The disc sampler (src/geom/disc_sampler.hpp) against a plain sample-by-sample search:
// the same sample, the same samples shown to the caller's test, and the stream left at
// the same place, for every kind of case the batches could get wrong.
#include <catch2/catch.hpp>
#include <cstdint>
#include <optional>
#include <vector>

#include "geom/disc_sampler.hpp"
#include "uuboard/rng.hpp"

using uu::KeepOut;
using uu::Rng;
using uu::Vec2;

namespace {

struct Answer {
  std::optional<Vec2> sample;
  std::vector<Vec2> asked;  // the samples the test was asked about, in order
  std::uint64_t next_draw;  // what the stream draws after
};

// Draws one sample at a time and tests it at once.
Answer reference(Rng draws, Vec2 lo, Vec2 hi, const std::vector<KeepOut>& discs, int tries, double keep_below) {
  Answer out;
  for (int i = 0; i < tries && !out.sample; ++i) {
    const double x = draws.uniform(lo.x, hi.x);
    const double y = draws.uniform(lo.y, hi.y);
    bool held = false;
    for (const KeepOut& d : discs) {
      const double dx = x - d.center.x, dy = y - d.center.y;
      if (dx * dx + dy * dy < d.radius2) held = true;
    }
    if (held) continue;
    out.asked.push_back({x, y});
    if (x + y < keep_below) out.sample = Vec2{x, y};
  }
  out.next_draw = draws.next();
  return out;
}

Answer sampled(Rng draws, Vec2 lo, Vec2 hi, const std::vector<KeepOut>& discs, int tries, double keep_below) {
  Answer out;
  out.sample = uu::first_free_sample(draws, {lo, hi}, discs, tries, [&](Vec2 p) {
    out.asked.push_back(p);
    return p.x + p.y < keep_below;
  });
  out.next_draw = draws.next();
  return out;
}

bool same(Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }

void require_same(const Answer& got, const Answer& want) {
  REQUIRE(got.sample.has_value() == want.sample.has_value());
  if (want.sample) REQUIRE(same(*got.sample, *want.sample));
  REQUIRE(got.asked.size() == want.asked.size());
  for (std::size_t k = 0; k < want.asked.size(); ++k) REQUIRE(same(got.asked[k], want.asked[k]));
  REQUIRE(got.next_draw == want.next_draw);
}

}  // namespace

TEST_CASE("the disc sampler takes the sample a sample-by-sample search takes, and leaves the stream where it does", "[geom][disc_sampler]") {
  Rng cases(20261130);
  int found = 0, missed = 0;
  for (int round = 0; round < 4000; ++round) {
    const Vec2 lo{cases.uniform(-5.0, 5.0), cases.uniform(-5.0, 5.0)};
    const Vec2 hi = lo + Vec2{cases.uniform(0.0, 4.0), cases.uniform(0.0, 4.0)};
    // From no disc to so many that every sample is held, of every size.
    const int kind = cases.below(5);
    const int count = kind == 0 ? 0 : kind == 1 ? cases.between(1, 3) : cases.between(1, 80);
    const double largest = kind == 4 ? 3.0 : 0.8;
    std::vector<KeepOut> discs;
    for (int d = 0; d < count; ++d) {
      const double r = cases.uniform(0.0, largest);
      discs.push_back({{cases.uniform(lo.x - 1.0, hi.x + 1.0), cases.uniform(lo.y - 1.0, hi.y + 1.0)}, r * r});
    }
    // Batch edges, a few samples, and none.
    const int tries_of[] = {0, 1, 2, 15, 16, 17, 31, 32, 33, 200, cases.between(-2, 300)};
    const int tries = tries_of[cases.below(11)];
    // A test that takes every sample, none, or those on one side of a line.
    const int keep = cases.below(3);
    const double keep_below = keep == 0 ? 1e300 : keep == 1 ? -1e300 : cases.uniform(lo.x + lo.y, hi.x + hi.y);
    const Rng draws(cases.next());
    const Answer want = reference(draws, lo, hi, discs, tries, keep_below);
    require_same(sampled(draws, lo, hi, discs, tries, keep_below), want);
    (want.sample ? found : missed) += 1;
  }
  // Both outcomes came up often.
  REQUIRE(found > 500);
  REQUIRE(missed > 500);
}

TEST_CASE("the disc sampler on degenerate boxes and discs", "[geom][disc_sampler]") {
  const auto check = [](Vec2 lo, Vec2 hi, const std::vector<KeepOut>& discs, int tries) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Rng draws(seed);
      require_same(sampled(draws, lo, hi, discs, tries, 1e300), reference(draws, lo, hi, discs, tries, 1e300));
    }
  };
  // A box of one point, held or not; a disc of radius 0 holds nothing.
  check({1.0, 1.0}, {1.0, 1.0}, {}, 5);
  check({1.0, 1.0}, {1.0, 1.0}, {{{1.0, 1.0}, 1e-12}}, 37);
  check({0.0, 0.0}, {2.0, 2.0}, {{{1.0, 1.0}, 0.0}}, 16);
  // One disc over the whole box: nothing found, the stream past every try.
  check({0.0, 0.0}, {1.0, 1.0}, {{{0.5, 0.5}, 1.0}}, 50);
  Rng draws(7), after(7);
  REQUIRE(!uu::first_free_sample(draws, {{0.0, 0.0}, {1.0, 1.0}}, std::vector<KeepOut>{{{0.5, 0.5}, 1.0}}, 50, [](Vec2) { return true; }));
  after.discard(100);
  REQUIRE(draws.next() == after.next());
  // No tries draw nothing.
  Rng none(9), untouched(9);
  REQUIRE(!uu::first_free_sample(none, {{0.0, 0.0}, {1.0, 1.0}}, std::vector<KeepOut>{}, 0, [](Vec2) { return true; }));
  REQUIRE(none.next() == untouched.next());
}

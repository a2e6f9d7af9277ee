#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <numbers>
#include <vector>

#include "geom/blocked_directions.hpp"
#include "geom/segment.hpp"
#include "uuboard/rng.hpp"

using uu::Arc;
using uu::Vec2;
using uu::two_pi;

namespace {

constexpr int samples = uu::direction_samples;
constexpr double step = uu::sample_step;

bool same_arcs(std::span<const Arc> a, std::span<const Arc> b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (a[k].lo != b[k].lo || a[k].hi != b[k].hi) return false;
  }
  return true;
}

// Whether direction `a` lies in one of the arcs (closed).
bool covered(std::span<const Arc> arcs, double a) {
  for (const Arc& arc : arcs) {
    if (arc.hi - arc.lo >= two_pi) return true;
    double d = std::fmod(a - arc.lo, two_pi);
    if (d < 0.0) d += two_pi;
    if (d <= arc.hi - arc.lo) return true;
  }
  return false;
}

// Whether sample i is one of the run's.
bool in_run(uu::SampleRun run, int i) { return ((i - run.first) % samples + samples) % samples < run.count; }

// The sample whose arc holds direction a.
int sample_of(double a) { return (static_cast<int>(std::lround(a / step)) % samples + samples) % samples; }

// The plain pass: every sample of the run measured, in order, the wrapped part first.
std::vector<Arc> plain_sampled(uu::SampleRun run, const std::vector<double>& margin) {
  std::vector<Arc> arcs;
  const auto pass = [&](int from, int to) {
    int start = -1;
    for (int i = from; i < to; ++i) {
      const bool hit = margin[static_cast<std::size_t>(i)] < 0.0;
      if (hit && start < 0) start = i;
      if (!hit && start >= 0) {
        arcs.push_back({(start - 0.5) * step, (i - 0.5) * step});
        start = -1;
      }
    }
    if (start >= 0) arcs.push_back({(start - 0.5) * step, (to - 0.5) * step});
  };
  if (run.first + run.count > samples) pass(0, run.first + run.count - samples);
  pass(run.first, std::min(run.first + run.count, samples));
  return arcs;
}

}  // namespace

TEST_CASE("blocked directions: the arc near a disc is where sampled points come near it", "[geom][blocked-directions]") {
  uu::Rng rng(4401);
  int arcs_seen = 0;
  for (int round = 0; round < 3000; ++round) {
    const Vec2 centre{rng.uniform(-2.0, 2.0), rng.uniform(-2.0, 2.0)};
    const double radius = rng.uniform(0.1, 1.0);
    const Vec2 at = rng.chance(0.02) ? centre : Vec2{rng.uniform(-3.0, 3.0), rng.uniform(-3.0, 3.0)};
    const double reach = rng.uniform(0.0, 2.0);
    uu::ArcSet arcs;
    uu::block_near_disc(centre, radius, at, reach, arcs);
    REQUIRE(arcs.blocked().size() <= 1);
    if (!arcs.blocked().empty() && arcs.blocked()[0].hi - arcs.blocked()[0].lo < two_pi) ++arcs_seen;
    for (int s = 0; s < 360; ++s) {
      const double a = rng.uniform(-std::numbers::pi, std::numbers::pi);
      const Vec2 p = centre + Vec2{radius * std::cos(a), radius * std::sin(a)};
      const double gap = uu::distance(p, at) - reach;
      if (std::abs(gap) < 1e-6) continue;
      INFO("round " << round << " direction " << a);
      CHECK(covered(arcs.blocked(), a) == (gap < 0.0 || at == centre));
    }
  }
  CHECK(arcs_seen > 500);
  // A disc at the centre blocks all, however small; one far away none, one swallowing the
  // circle all.
  uu::ArcSet arcs;
  uu::block_near_disc({1.0, 1.0}, 0.5, {1.0, 1.0}, 0.1, arcs);
  uu::block_near_disc({1.0, 1.0}, 0.5, {9.0, 1.0}, 0.1, arcs);
  uu::block_near_disc({1.0, 1.0}, 0.5, {1.2, 1.0}, 5.0, arcs);
  REQUIRE(arcs.blocked().size() == 2);
  for (const Arc& arc : arcs.blocked()) CHECK(arc.hi - arc.lo == two_pi);
}

TEST_CASE("blocked directions: the samples facing a disc or a capsule hold every point of it", "[geom][blocked-directions]") {
  uu::Rng rng(4402);
  int every = 0, some = 0;
  for (int round = 0; round < 4000; ++round) {
    const Vec2 p{rng.uniform(-2.0, 2.0), rng.uniform(-2.0, 2.0)};
    const Vec2 a{rng.uniform(-2.0, 2.0), rng.uniform(-2.0, 2.0)};
    const bool capsule = rng.chance(0.5);
    const Vec2 b = capsule ? (rng.chance(0.05) ? a : Vec2{rng.uniform(-2.0, 2.0), rng.uniform(-2.0, 2.0)}) : a;
    const double radius = rng.chance(0.05) ? 0.0 : rng.uniform(0.0, 0.8);
    const uu::SampleRun run = capsule ? uu::samples_facing_capsule(p, a, b, radius) : uu::samples_facing_disc(p, a, radius);
    INFO("round " << round);
    REQUIRE((run.first >= 0 && run.first < samples && run.count > 0 && run.count <= samples));
    const double near = capsule ? uu::distance_point_segment(p, a, b) : uu::distance(p, a);
    if (run.count == samples) {
      ++every;
      // Every sample only when p is in or next to the shape, or sees it from close by.
      CHECK(near <= radius * 3.0 + 1e-3);
      continue;
    }
    ++some;
    CHECK(near > radius * 1.01);
    for (int s = 0; s < 200; ++s) {
      const double t = rng.uniform(), r = radius * std::sqrt(rng.uniform()), turn = rng.uniform(0.0, two_pi);
      const Vec2 q = a + (b - a) * t + Vec2{r * std::cos(turn), r * std::sin(turn)};
      CHECK(in_run(run, sample_of(std::atan2(q.y - p.y, q.x - p.x))));
    }
    // No wider than the shape's span and the two samples to spare on either side.
    if (!capsule) CHECK(run.count <= static_cast<int>(2.0 * std::asin(radius / near) / step) + 8);
  }
  CHECK(every > 50);
  CHECK(some > 2000);
  CHECK(uu::samples_facing_disc({0.0, 0.0}, {0.0, 0.0}, 0.0).count == samples);
  CHECK(uu::samples_facing_capsule({0.0, 0.0}, {-1.0, 0.0}, {1.0, 0.0}, 0.1).count == samples);
  // Seen along the x axis, the shape faces sample 0, and the run goes round past 359.
  const uu::SampleRun ahead = uu::samples_facing_disc({0.0, 0.0}, {5.0, 0.0}, 0.1);
  CHECK(ahead.first > samples / 2);
  CHECK(in_run(ahead, 0));
  CHECK(in_run(ahead, 1));
  CHECK(!in_run(ahead, samples / 2));
}

TEST_CASE("blocked directions: sampled runs equal a pass measuring every sample", "[geom][blocked-directions]") {
  uu::Rng rng(4403);
  int measured = 0, every_measured = 0;
  for (int round = 0; round < 5000; ++round) {
    const double speed = rng.uniform(0.05, 1.0);
    // A margin changing by at most speed * step a sample, now and then exactly zero.
    std::vector<double> margin(samples);
    margin[0] = rng.uniform(-0.5, 0.5);
    const bool coarse = rng.chance(0.2);
    for (std::size_t i = 1; i < margin.size(); ++i) {
      double change = rng.uniform(-speed * step, speed * step);
      if (coarse) change = speed * step * static_cast<double>(rng.between(-2, 2)) / 2.0;
      margin[i] = margin[i - 1] + change;
    }
    uu::SampleRun run = uu::every_sample;
    if (rng.chance(0.8)) run = {rng.below(samples), 1 + rng.below(samples)};
    uu::ArcSet arcs;
    uu::block_sampled(run, speed, arcs, [&](int i) {
      ++measured;
      return margin[static_cast<std::size_t>(i)];
    });
    every_measured += run.count;
    INFO("round " << round);
    CHECK(same_arcs(arcs.blocked(), plain_sampled(run, margin)));
  }
  // The point of the kernel: far fewer samples measured.
  CHECK(measured < every_measured / 2);
  // All blocked, none blocked, one sample.
  const std::vector<double> below(samples, -1.0), above(samples, 1.0);
  for (const std::vector<double>* margin : {&below, &above}) {
    for (uu::SampleRun run : {uu::every_sample, uu::SampleRun{350, 20}, uu::SampleRun{7, 1}, uu::SampleRun{0, 360}}) {
      uu::ArcSet arcs;
      uu::block_sampled(run, 0.5, arcs, [&](int i) { return (*margin)[static_cast<std::size_t>(i)]; });
      CHECK(same_arcs(arcs.blocked(), plain_sampled(run, *margin)));
    }
  }
}

TEST_CASE("blocked directions: a point going round a circle, sampled, against its obstacles measured at every sample", "[geom][blocked-directions]") {
  uu::Rng rng(4404);
  uu::RingSamples ring;
  for (int round = 0; round < 2000; ++round) {
    const Vec2 centre{rng.uniform(-2.0, 2.0), rng.uniform(-2.0, 2.0)};
    const double radius = rng.uniform(0.1, 0.6);  // the point goes `radius` units a radian
    const Vec2 at{centre.x + rng.uniform(-1.5, 1.5), centre.y + rng.uniform(-1.5, 1.5)};
    const double keep = rng.uniform(0.0, 0.5);
    const double grow = uu::sampling_grow(radius);
    int placed = 0;
    const auto place = [&](Vec2 direction) {
      ++placed;
      return centre + direction * radius;
    };
    ring.start();
    const auto margin = [&](int i) { return uu::distance(ring.at(i, place), at) - keep - grow; };
    uu::ArcSet arcs;
    uu::block_sampled(uu::samples_facing_disc(centre, at, keep + grow), radius, arcs, margin);
    std::vector<double> every(samples);
    for (int i = 0; i < samples; ++i) every[static_cast<std::size_t>(i)] = margin(i);
    INFO("round " << round);
    CHECK(same_arcs(arcs.blocked(), plain_sampled(uu::every_sample, every)));
    // Each sample placed once a round, however often asked for.
    CHECK(placed == samples);
  }
}

TEST_CASE("blocked directions: ring samples point every degree", "[geom][blocked-directions]") {
  uu::RingSamples ring;
  ring.start();
  for (int i = 0; i < samples; i += 15) {
    const Vec2 d = ring.at(i, [](Vec2 direction) { return direction; });
    CHECK(d.x == Approx(std::cos(i * step)).margin(1e-15));
    CHECK(d.y == Approx(std::sin(i * step)).margin(1e-15));
  }
  // Within a round the first answer is kept; a new round asks again.
  CHECK(ring.at(0, [](Vec2) { return Vec2{7.0, 7.0}; }).x == Approx(1.0));
  ring.start();
  CHECK(ring.at(0, [](Vec2) { return Vec2{7.0, 7.0}; }).x == 7.0);
  CHECK(uu::sampling_grow(0.6) == 0.6 * step / 2.0 * std::numbers::sqrt2 + 1e-9);
}

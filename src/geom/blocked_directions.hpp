#pragma once
// Which directions around a centre bring a point going round it near an obstacle, as
// blocked arcs of an ArcSet: exactly for a circle against a disc, otherwise by sampling
// the directions every degree. Knows nothing of the game.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numbers>

#include "geom/arc_set.hpp"
#include "geom/disc.hpp"
#include "geom/segment.hpp"
#include "geom/trig.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

// The directions in which the point `radius` from `centre` lies within `reach` of `at`
// (by the law of cosines), blocked in `arcs`: none, an arc, or all of them (and all
// when `at` is the centre, whatever the reach). `radius` must be above zero.
inline void block_near_disc(Vec2 centre, double radius, Vec2 at, double reach, ArcSet& arcs) {
  const Vec2 to = at - centre;
  const double far = length(to);
  if (far <= 0.0) {
    arcs.block_all();
    return;
  }
  const double c = (radius * radius + far * far - reach * reach) / (2.0 * radius * far);
  if (c >= 1.0) return;
  if (c <= -1.0) {
    arcs.block_all();
    return;
  }
  const double half = trig::acos(c), dir = trig::atan2(to.y, to.x);
  arcs.block(dir - half, dir + half);
}

// The sampled directions: sample i points at i * sample_step, and stands for the arc
// half a step either side of it.
inline constexpr int direction_samples = 360;
inline constexpr double sample_step = two_pi / direction_samples;

// What a sampled obstacle's reach grows by, for a point going at most `speed` units a
// radian: what the point moves in half a sample's step (with room), so that a sample
// found clear leaves the arc it stands for clear.
constexpr double sampling_grow(double speed) { return speed * sample_step / 2.0 * std::numbers::sqrt2 + 1e-9; }

// A run of `count` samples from `first`, going on past the last to sample 0.
struct SampleRun {
  int first = 0;
  int count = 0;
};
inline constexpr SampleRun every_sample{0, direction_samples};

namespace detail {

// The samples within which discs[0] (and discs[1], when two) are seen from p, two
// samples wider on either side; every sample when p is in or next to a disc. From
// outside, a disc is seen within the arc its tangents span, and the hull of two within
// the arc that spans both.
inline SampleRun samples_facing_discs(Vec2 p, const Disc (&discs)[2], int count) {
  double base = 0.0, lo = 0.0, hi = 0.0;
  for (int k = 0; k < count; ++k) {
    const Vec2 to = discs[k].center - p;
    const double far = length(to);
    if (far <= discs[k].radius * 1.01 + 1e-9) return every_sample;
    const double at = trig::atan2(to.y, to.x), half = trig::asin(discs[k].radius / far);
    if (k == 0) {
      base = at;
      lo = -half;
      hi = half;
    } else {
      const double turn = wrap_to_pi(at - base);
      lo = std::min(lo, turn - half);
      hi = std::max(hi, turn + half);
    }
  }
  constexpr double step = sample_step;
  const int from = static_cast<int>(std::floor((base + lo) / step)) - 2;
  const int samples = static_cast<int>(std::ceil((base + hi) / step)) + 2 - from + 1;
  if (samples >= direction_samples) return every_sample;
  return {((from % direction_samples) + direction_samples) % direction_samples, samples};
}

}  // namespace detail

// The samples in which the disc of `radius` round `centre` lies, seen from p (with two
// to spare on either side); every sample when p is in or next to it.
inline SampleRun samples_facing_disc(Vec2 p, Vec2 centre, double radius) {
  const Disc discs[2] = {{centre, radius}, {}};
  return detail::samples_facing_discs(p, discs, 1);
}

// The same for the points within `radius` of segment ab: the hull of its ends' discs.
inline SampleRun samples_facing_capsule(Vec2 p, Vec2 a, Vec2 b, double radius) {
  const Disc discs[2] = {{a, radius}, {b, radius}};
  if (distance_point_segment(p, a, b) <= radius * 1.01 + 1e-9) return every_sample;
  return detail::samples_facing_discs(p, discs, 2);
}

// Where a point going round sits at each sample, worked out when first asked for (most
// samples are never asked for); start() forgets the last round's.
class RingSamples {
 public:
  void start() { ++round_; }
  // place(unit vector of sample i) is where the point sits at sample i.
  template <class Place>
  Vec2 at(int i, Place&& place) {
    const auto k = static_cast<std::size_t>(i);
    if (round_of_[k] != round_) {
      round_of_[k] = round_;
      at_[k] = place(directions_[k]);
    }
    return at_[k];
  }

 private:
  static inline const std::array<Vec2, direction_samples> directions_ = [] {
    std::array<Vec2, direction_samples> d{};
    for (int k = 0; k < direction_samples; ++k) {
      d[static_cast<std::size_t>(k)] = {trig::cos(k * two_pi / direction_samples), trig::sin(k * two_pi / direction_samples)};
    }
    return d;
  }();
  std::uint32_t round_ = 0;
  std::array<std::uint32_t, direction_samples> round_of_{};
  std::array<Vec2, direction_samples> at_{};
};

// Blocks in `arcs` the samples of `run` where margin(i) is below zero, each as the arc it
// stands for, a run of them as one arc (cut at sample 0, not joined across it), as a
// pass over each sample in order would. margin(i) is a distance from where a point going
// at most `speed` units a radian sits at sample i, less a constant; it is not measured at
// every sample (see below).
template <class Margin>
void block_sampled(SampleRun run, double speed, ArcSet& arcs, Margin&& margin) {
  constexpr double step = sample_step;
  // A distance changes no faster than what it measures from, so the margin changes by
  // at most this from one sample to the next (with room for rounding): a margin of m
  // decides the next m / per_sample samples alike, and they need not be measured.
  const double per_sample = (speed + 0.01) * step;
  constexpr double rounding = 1e-9;
  const auto runs = [&](int from, int to) {
    int start = -1;
    for (int i = from; i < to;) {
      const double m = margin(i);
      const bool hit = m < 0.0;
      const int alike = 1 + static_cast<int>(std::max(0.0, (std::abs(m) - rounding) / per_sample));
      if (hit && start < 0) start = i;
      if (!hit && start >= 0) {
        arcs.block((start - 0.5) * step, (i - 0.5) * step);
        start = -1;
      }
      i = std::min(to, i + alike);
    }
    if (start >= 0) arcs.block((start - 0.5) * step, (to - 0.5) * step);
  };
  if (run.first + run.count > direction_samples) runs(0, run.first + run.count - direction_samples);
  runs(run.first, std::min(run.first + run.count, direction_samples));
}

}  // namespace uu

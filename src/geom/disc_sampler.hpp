#pragma once
// Rejection sampling of a box clear of discs: the first of a number of uniform samples
// that no disc holds and a caller's test accepts.
//
// The draws, which every seed's meaning rests on: sample i is x = uniform(lo.x, hi.x)
// then y = uniform(lo.y, hi.y), the stream's draws 2i and 2i + 1. The answer is the first
// sample, in the order drawn, that no disc holds (squared distance to its centre below
// radius2) and `accept` takes; the stream is left just past that sample's two draws, or
// past all 2 * tries when none is found (no draw at all for tries <= 0). `accept` is
// asked only about the samples no disc holds, in the order drawn, up to the answer.
//
// Why batches: the samples are drawn 16 at a time from a copy of the stream, every disc
// is measured against every sample of the batch without a branch, and only then are the
// samples no disc holds taken one by one; the stream itself moves by discard(), to just
// where a sample-by-sample search would have left it. Which disc holds a sample does not
// matter, only whether one does, so far fewer branches go the unpredictable way; the
// samples drawn past the answer or past `tries` are never looked at.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "uuboard/geom/box.hpp"
#include "uuboard/geom/vec2.hpp"
#include "uuboard/rng.hpp"

namespace uu {

// A disc a sample must stay out of.
struct KeepOut {
  Vec2 center;
  double radius2;  // squared radius
};

template <class Accept>
std::optional<Vec2> first_free_sample(Rng& draws, const Box& box, std::span<const KeepOut> discs, int tries, Accept&& accept) {
  const Vec2 lo = box.min, hi = box.max;
  constexpr int batch = 16;
  std::array<double, batch> xs, ys;
  std::array<double, batch> free;  // 1 while no disc holds the sample, then 0
  const auto pass = [&](int n) { draws.discard(2 * static_cast<std::uint64_t>(n)); };
  for (int first = 0; first < tries; first += batch) {
    // The copy stays in a register.
    Rng r = draws;
    for (int i = 0; i < batch; ++i) {
      xs[static_cast<std::size_t>(i)] = r.uniform(lo.x, hi.x);
      ys[static_cast<std::size_t>(i)] = r.uniform(lo.y, hi.y);
    }
    // A select of doubles, which the compiler turns into vector compares and masks.
    free.fill(1.0);
    for (const KeepOut& d : discs) {
      const double cx = d.center.x, cy = d.center.y, r2 = d.radius2;
      for (std::size_t i = 0; i < batch; ++i) {
        const double dx = xs[i] - cx, dy = ys[i] - cy;
        free[i] = dx * dx + dy * dy < r2 ? 0.0 : free[i];
      }
    }
    const int count = std::min(batch, tries - first);
    for (int i = 0; i < count; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const Vec2 p{xs[k], ys[k]};
      if (free[k] == 0.0 || !accept(p)) continue;
      pass(i + 1);
      return p;
    }
    pass(count);
  }
  return std::nullopt;
}

}  // namespace uu

#pragma once
// Points spread evenly over a w x h rectangle from a fixed seed, for the kernels' tests.
#include <cstdint>
#include <vector>

#include "uuboard/geom/vec2.hpp"
#include "uuboard/rng.hpp"

inline std::vector<uu::Vec2> random_points(std::uint64_t seed, int n, double w, double h) {
  uu::Rng rng(seed);
  std::vector<uu::Vec2> pts;
  for (int i = 0; i < n; ++i) pts.push_back({rng.uniform(0.0, w), rng.uniform(0.0, h)});
  return pts;
}

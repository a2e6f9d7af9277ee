#include "geom/deep_region.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "geom/polygon.hpp"

namespace uu {

// Inside a convex ring the distance to the outline is the least distance to the sides'
// lines, so the points at least t from it are the ring cut by each side's line moved t
// inwards, and the deepest point is where three of those lines meet last: of the points
// equidistant from three sides, the one farthest from the nearest side.
bool DeepRegion::take_sides(std::span<const Vec2> ring) {
  const std::size_t n = ring.size();
  if (n < 3 || n > max_sides) return false;
  const double turn = signed_area(ring) > 0.0 ? 1.0 : -1.0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = ring[i], b = ring[(i + 1) % n], c = ring[(i + 2) % n];
    if (!(cross(b - a, c - b) * turn > 0.0)) return false;  // not strictly convex
  }
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const Vec2 side = ring[i] - ring[j];
    const Vec2 normal = Vec2{-side.y, side.x} * (turn / length(side));
    lines_[i] = {normal, dot(normal, ring[j])};
  }
  return true;
}

// The ring cut by each side's line moved t inwards (take_sides first).
std::span<const Vec2> DeepRegion::clip(std::span<const Vec2> ring, double t) {
  const std::size_t n = ring.size();
  std::size_t count = n;
  // The polygon and the result trade places by pointer, not by copying the arrays.
  Vec2* from = from_.data();
  Vec2* to = to_.data();
  std::copy(ring.begin(), ring.end(), from);
  for (std::size_t k = 0; k < n && count > 0; ++k) {
    const auto above = [&](Vec2 p) { return dot(lines_[k].normal, p) - lines_[k].offset - t; };
    std::size_t kept = 0;
    // Each corner's height is worked out once: a side's end is the next side's start.
    const double first = above(from[0]);
    double fp = first;
    for (std::size_t i = 0; i < count; ++i) {
      const bool last = i + 1 == count;
      const Vec2 p = from[i], q = from[last ? 0 : i + 1];
      const double fq = last ? first : above(q);
      if (fp >= 0.0) to[kept++] = p;
      if ((fp >= 0.0) != (fq >= 0.0)) to[kept++] = p + (q - p) * (fp / (fp - fq));
      fp = fq;
    }
    count = kept;
    std::swap(from, to);
  }
  return std::span<const Vec2>(from, count);
}

std::span<const Vec2> DeepRegion::of(std::span<const Vec2> ring, double slack) {
  if (!take_sides(ring)) return {};
  const std::size_t n = ring.size();
  const auto depth = [&](Vec2 p) {
    double d = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < n; ++k) d = std::min(d, dot(lines_[k].normal, p) - lines_[k].offset);
    return d;
  };
  double deepest = -std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        // dot(n_i - n_j, p) = offset_i - offset_j, and the same with k.
        const Vec2 u = lines_[i].normal - lines_[j].normal, w = lines_[i].normal - lines_[k].normal;
        const double det = cross(u, w);
        if (std::abs(det) < 1e-12) continue;  // two of the sides parallel
        const double ru = lines_[i].offset - lines_[j].offset, rw = lines_[i].offset - lines_[k].offset;
        deepest = std::max(deepest, depth({(ru * w.y - rw * u.y) / det, (u.x * rw - w.x * ru) / det}));
      }
    }
  }
  if (!(deepest > 0.0)) return {};
  return clip(ring, deepest - slack);
}

std::span<const Vec2> DeepRegion::at_depth(std::span<const Vec2> ring, double depth) {
  if (!take_sides(ring)) return {};
  return clip(ring, depth);
}

}  // namespace uu

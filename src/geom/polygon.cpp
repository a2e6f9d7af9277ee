#include "uuboard/geom/polygon.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "uuboard/geom/segment.hpp"

namespace uu {

double signed_area(std::span<const Vec2> ring) {
  if (ring.size() < 3) return 0.0;
  double twice = 0.0;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) twice += cross(ring[j], ring[i]);
  return twice / 2.0;
}

bool point_in_polygon(Vec2 p, std::span<const Vec2> ring) {
  if (ring.size() < 3) return false;
  bool inside = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 a = ring[j], b = ring[i];
    // Half-open in y: a segment counts when p.y lies in [min y, max y), horizontal ones never.
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const double x_at = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
    if (p.x < x_at) inside = !inside;
  }
  return inside;
}

void RingContainment::reset(std::span<const Vec2> ring) {
  bands_ = 0;
  first_.assign(1, 0);
  segments_.clear();
  if (ring.size() < 3) return;
  low_ = high_ = ring[0].y;
  for (Vec2 p : ring) {
    low_ = std::min(low_, p.y);
    high_ = std::max(high_, p.y);
  }
  if (!(high_ > low_)) return;  // no segment can be crossed
  // About one band per segment, so a band holds few; capped, so that a long ring costs
  // at most a fixed multiple of its length.
  constexpr std::size_t most_bands = 32;
  bands_ = std::min(ring.size(), most_bands);
  bands_per_unit_ = static_cast<double>(bands_) / (high_ - low_);
  if (!std::isfinite(bands_per_unit_)) {  // a height too small to divide: one band
    bands_ = 1;
    bands_per_unit_ = 0.0;
  }
  // Counting pass, then filling pass: first_ becomes the start of each band's list.
  first_.assign(bands_ + 1, 0);
  const auto each_segment = [&](auto&& visit) {
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
      const Vec2 a = ring[j], b = ring[i];
      if (a.y == b.y) continue;  // horizontal: never crossed
      const std::size_t from = band_of(std::min(a.y, b.y)), to = band_of(std::max(a.y, b.y));
      for (std::size_t k = from; k <= to; ++k) visit(k, Segment{a, b});
    }
  };
  each_segment([&](std::size_t k, const Segment&) { ++first_[k + 1]; });
  for (std::size_t k = 0; k < bands_; ++k) first_[k + 1] += first_[k];
  segments_.resize(first_[bands_]);
  cursor_.assign(first_.begin(), first_.end() - 1);
  each_segment([&](std::size_t k, const Segment& s) { segments_[cursor_[k]++] = s; });
}

// Monotonic in y, so a segment spanning [y0, y1] is listed in the band of every y in it.
// For y in [low_, high_] only: the value converted is then small and not negative (and a
// signed conversion is one instruction, an unsigned one a branch more).
std::size_t RingContainment::band_of(double y) const {
  return std::min(static_cast<std::size_t>(static_cast<long>((y - low_) * bands_per_unit_)), bands_ - 1);
}

bool RingContainment::contains(Vec2 p) const {
  // Outside the ring's height every vertex lies on one side of p.y: no crossing.
  if (bands_ == 0 || !(p.y >= low_ && p.y < high_)) return false;
  const std::size_t k = band_of(p.y);
  bool inside = false;
  for (std::size_t s = first_[k]; s < first_[k + 1]; ++s) {
    const Vec2 a = segments_[s].a, b = segments_[s].b;
    // point_in_polygon's test and arithmetic.
    if ((a.y > p.y) == (b.y > p.y)) continue;
    const double x_at = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
    if (p.x < x_at) inside = !inside;
  }
  return inside;
}

double distance_to_outline(Vec2 p, std::span<const Vec2> ring) {
  if (ring.empty()) return std::numeric_limits<double>::infinity();
  double best = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    best = std::min(best, distance_point_segment(p, ring[j], ring[i]));
  }
  return best;
}

}  // namespace uu

#pragma once
// The directions around a point as a circle: arcs of it blocked, in any order, and the
// free gaps they leave between them. Knows nothing of the game.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <span>
#include <vector>

#include "geom/short_sort.hpp"

namespace uu {

inline constexpr double two_pi = 2.0 * std::numbers::pi;

// Into (-pi, pi]. An angle within 9 (less than three pi) of zero is brought in by one
// turn, which is what std::remainder would do; the sum is exact (the angle and the turn
// are within a factor of two of each other), and so is std::remainder, so both give the
// same bits (but for -2 pi, where the sum gives 0 and std::remainder -0), the sum
// without the library call.
inline double wrap_to_pi(double a) {
  if (!(std::abs(a) <= std::numbers::pi)) a = std::abs(a) < 9.0 ? (a > 0.0 ? a - two_pi : a + two_pi) : std::remainder(a, two_pi);
  return a <= -std::numbers::pi ? a + two_pi : a;
}

// Into [0, 2 pi). std::fmod returns an angle within a turn of zero as it is, so only
// the others need the call.
inline double wrap_to_two_pi(double a) {
  if (!(std::abs(a) < two_pi)) a = std::fmod(a, two_pi);
  return a < 0.0 ? a + two_pi : a;
}

// How many points a free arc of this length holds, spread evenly (at the middles of
// equal parts) `separation` apart; one however short, none when the length is below
// zero. The quotient is positive, so truncation is the floor (std::floor is a dozen
// instructions without SSE4.1).
inline int points_fitting(double length, double separation) {
  if (length < -1e-12) return 0;
  return std::max(1, static_cast<int>(length / separation + 1e-9));
}

// The directions from lo counter-clockwise to hi, in radians: lo anywhere (within a few
// turns of zero), hi - lo at least zero; 2 pi or more is the whole circle.
struct Arc {
  double lo = 0.0, hi = 0.0;
};

// Blocked arcs on the circle of directions and the free gaps between them. The arcs are
// kept as added; free_gaps sorts and joins a copy, so the set can be asked again.
class ArcSet {
 public:
  void clear() { blocked_.clear(); }
  void reserve(std::size_t arcs) {
    blocked_.reserve(arcs);
    merged_.reserve(arcs);
  }
  void block(double lo, double hi) { blocked_.push_back({lo, hi}); }
  void block_all() { blocked_.push_back({0.0, two_pi}); }
  std::span<const Arc> blocked() const { return blocked_; }

  // Calls gap(start, length) for each free arc longer than 1e-9, by start in [0, 2 pi]
  // (the last one may run on past 2 pi to the first blocked arc), with every blocked arc
  // first widened evenly on both sides to at least `least_width`, so that points in the
  // gaps on either side of it keep that far apart. No call when the arcs cover the
  // circle, nor when there are none: a free circle has no ends to start a gap at.
  template <class Gap>
  void free_gaps(double least_width, Gap&& gap);

 private:
  std::vector<Arc> blocked_, merged_;
};

template <class Gap>
void ArcSet::free_gaps(double least_width, Gap&& gap) {
  // Onto [0, 2 pi), each arc at least least_width wide, the ones that wrap split in two.
  std::vector<Arc>& merged = merged_;
  merged.clear();
  for (Arc arc : blocked_) {
    const double widen = std::max(0.0, (least_width - (arc.hi - arc.lo)) / 2.0);
    arc.lo -= widen;
    arc.hi += widen;
    if (arc.hi - arc.lo >= two_pi) {
      merged.assign(1, {0.0, two_pi});
      break;
    }
    const double lo = wrap_to_two_pi(arc.lo), hi = lo + (arc.hi - arc.lo);
    if (hi <= two_pi) {
      merged.push_back({lo, hi});
    } else {
      merged.push_back({lo, two_pi});
      merged.push_back({0.0, hi - two_pi});
    }
  }
  sort_short_by(std::span<Arc>(merged), [](Arc x, Arc y) { return x.lo != y.lo ? x.lo < y.lo : x.hi < y.hi; });
  // Joined in one pass with the gaps between them: an arc is whole once the next one
  // starts clear of it, and the last one's gap runs round to the first.
  const auto found = [&](double from, double next) {
    const double length = next - from;
    if (length > 1e-9) gap(from, length);
  };
  std::size_t kept = 0;
  for (const Arc& arc : merged) {
    if (kept > 0 && arc.lo <= merged[kept - 1].hi) {
      merged[kept - 1].hi = std::max(merged[kept - 1].hi, arc.hi);
    } else {
      if (kept > 0) found(merged[kept - 1].hi, arc.lo);
      merged[kept++] = arc;
    }
  }
  if (kept > 0 && !(kept == 1 && merged[0].hi - merged[0].lo >= two_pi)) found(merged[kept - 1].hi, merged[0].lo + two_pi);
}

// A free arc and the points it gets; its ends are places a point may take.
struct FreeGap {
  double start = 0.0;
  double length = 0.0;
  int capacity = 0;  // points_fitting(length, the points' separation)
  int points = 0;
  double spacing = 0.0;  // what one more point would leave, length / (points + 1); -1 when full
};

// Gives each of `wanted` points to the gap where it leaves the widest spacing, so the
// points spread over every gap before any gets crowded; ties go to the earlier gap.
// Gaps come with no points and their spacing their length. A gap's spacing is kept,
// worked out again only when it gets a point. A gap with room and a length above zero
// has a spacing above zero, and the first of them wins over best_spacing's zero as it
// would win over no gap; a full one has -1.
inline void share_out(std::vector<FreeGap>& gaps, int wanted) {
  for (int placed = 0; placed < wanted; ++placed) {
    std::size_t best = gaps.size();
    double best_spacing = 0.0;
    for (std::size_t g = 0; g < gaps.size(); ++g) {
      if (gaps[g].spacing > best_spacing) {
        best = g;
        best_spacing = gaps[g].spacing;
      }
    }
    if (best == gaps.size()) return;
    FreeGap& gap = gaps[best];
    ++gap.points;
    gap.spacing = gap.points >= gap.capacity ? -1.0 : gap.length / (gap.points + 1);
  }
}

}  // namespace uu

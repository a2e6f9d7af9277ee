#include "geom/ring_distance.hpp"

#include <array>
#include <cmath>
#include <limits>

namespace uu {

void Outline::assign(std::span<const Vec2> ring) {
  constexpr std::size_t run_length = 8;
  sides.clear();
  runs.clear();
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 ab = ring[i] - ring[j];
    sides.push_back({ring[j], ab, length_squared(ab), ring[i].y});
  }
  if (ring.size() < shortest_with_runs) return;
  for (std::size_t k = 0; k < sides.size(); ++k) {
    const Vec2 a = sides[k].a, b = ring[k];  // the side's ends (it ends where side k + 1 starts)
    if (k % run_length == 0) runs.push_back({{a, a}, 0});
    Run& run = runs.back();
    for (Vec2 q : {a, b}) {
      run.box.min = {std::min(run.box.min.x, q.x), std::min(run.box.min.y, q.y)};
      run.box.max = {std::max(run.box.max.x, q.x), std::max(run.box.max.y, q.y)};
    }
    run.end = k + 1;
  }
}

namespace {

// The squared gap between p and the run's box, less a margin on each axis far above the
// rounding in any computed distance: every side of the run has a computed squared
// distance above this.
double gap2(Vec2 p, const Outline::Run& run) {
  constexpr double margin = 1e-6;
  const double gx = std::max({run.box.min.x - p.x, p.x - run.box.max.x, margin}) - margin;
  const double gy = std::max({run.box.min.y - p.y, p.y - run.box.max.y, margin}) - margin;
  return gx * gx + gy * gy;
}

// The least squared distance so far and its side, and the parity of crossings so far.
struct Nearest {
  double distance2 = std::numeric_limits<double>::infinity();
  const Outline::Side* side = nullptr;
  bool inside = false;
};

// The nearest distance and crossings of a run of sides (see signed_distance); the
// distances only when `near`, the crossings only when `crossed`. Inline, which GCC
// takes as the hint it needs to inline it at every call: a tenth fewer instructions.
template <bool near>
inline void visit(Vec2 p, std::span<const Outline::Side> sides, bool crossed, Nearest& so_far) {
  Nearest n = so_far;  // a local, which the compiler keeps in registers
  // The sides across p.y are noted without a branch (which they are is data the branch
  // predictor cannot guess) and their crossings worked out after, in any order. A run,
  // or a ring without runs, is shorter than shortest_with_runs.
  std::array<const Outline::Side*, Outline::shortest_with_runs> across;
  std::size_t across_count = 0;
  for (const Outline::Side& s : sides) {
    if constexpr (near) {
      // As std::min(least, d2) would, a side replaces the least only when nearer.
      if (const double d2 = distance2(p, s); d2 < n.distance2) {
        n.distance2 = d2;
        n.side = &s;
      }
    }
    across[across_count] = &s;
    across_count += static_cast<std::size_t>((s.a.y > p.y) != (s.b_y > p.y));
  }
  for (std::size_t i = 0; crossed && i < across_count; ++i) n.inside = n.inside != (p.x < crossing_x(p, *across[i]));
  so_far = n;
}

}  // namespace

double signed_distance(Vec2 p, const Outline& outline, std::size_t& nearest_side) {
  if (outline.sides.empty()) return -std::numeric_limits<double>::infinity();
  const auto sides_of = [&](std::size_t r) {
    const std::size_t first = r == 0 ? 0 : outline.runs[r - 1].end;
    return std::span<const Outline::Side>(outline.sides).subspan(first, outline.runs[r].end - first);
  };
  const auto crossed = [&](std::size_t r) {
    return outline.counts_crossings() && outline.runs[r].box.min.y <= p.y && p.y < outline.runs[r].box.max.y;
  };
  Nearest n;
  if (outline.runs.empty()) {
    visit<true>(p, outline.sides, outline.counts_crossings(), n);
  } else {
    std::size_t nearest_run = 0;
    double least_gap2 = std::numeric_limits<double>::infinity();
    for (std::size_t r = 0; r < outline.runs.size(); ++r) {
      const double g2 = gap2(p, outline.runs[r]);
      if (g2 < least_gap2) {
        nearest_run = r;
        least_gap2 = g2;
      }
    }
    visit<true>(p, sides_of(nearest_run), crossed(nearest_run), n);
    for (std::size_t r = 0; r < outline.runs.size(); ++r) {
      if (r == nearest_run) continue;
      if (gap2(p, outline.runs[r]) <= n.distance2) {
        visit<true>(p, sides_of(r), crossed(r), n);
      } else if (crossed(r)) {
        visit<false>(p, sides_of(r), true, n);
      }
    }
  }
  // A ring of NaNs has no nearest side; any index does then.
  nearest_side = n.side == nullptr ? 0 : static_cast<std::size_t>(n.side - outline.sides.data());
  const double d = std::sqrt(n.distance2);
  return n.inside ? d : -d;
}

}  // namespace uu

#include <algorithm>
#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#include "geom/arc_set.hpp"
#include "uuboard/rng.hpp"

using uu::Arc;
using uu::two_pi;

namespace {

constexpr double pi = std::numbers::pi;

struct Gap {
  double start = 0.0, length = 0.0;
  friend bool operator==(const Gap&, const Gap&) = default;
};

std::vector<Gap> free_gaps_of(const uu::ArcSet& arcs, double least_width) {
  std::vector<Gap> gaps;
  uu::ArcSet copy = arcs;
  copy.free_gaps(least_width, [&](double start, double length) { gaps.push_back({start, length}); });
  return gaps;
}

// The plain version: the arcs widened and laid onto [0, 2 pi) one by one, sorted with
// std::sort, joined into a new list, and the gaps read between neighbours.
std::vector<Gap> plain_free_gaps(const std::vector<Arc>& arcs, double least_width) {
  std::vector<Arc> pieces;
  for (const Arc& arc : arcs) {
    const double widen = std::max(0.0, (least_width - (arc.hi - arc.lo)) / 2.0);
    const double lo = arc.lo - widen, hi = arc.hi + widen;
    if (hi - lo >= two_pi) return {};
    double start = std::fmod(lo, two_pi);
    if (start < 0.0) start += two_pi;
    const double end = start + (hi - lo);
    if (end <= two_pi) {
      pieces.push_back({start, end});
    } else {
      pieces.push_back({start, two_pi});
      pieces.push_back({0.0, end - two_pi});
    }
  }
  std::sort(pieces.begin(), pieces.end(), [](const Arc& x, const Arc& y) { return x.lo < y.lo || (x.lo == y.lo && x.hi < y.hi); });
  std::vector<Arc> joined;
  for (const Arc& piece : pieces) {
    if (!joined.empty() && piece.lo <= joined.back().hi) {
      joined.back().hi = std::max(joined.back().hi, piece.hi);
    } else {
      joined.push_back(piece);
    }
  }
  std::vector<Gap> gaps;
  for (std::size_t k = 0; k < joined.size(); ++k) {
    const double from = joined[k].hi;
    const double to = k + 1 < joined.size() ? joined[k + 1].lo : joined[0].lo + two_pi;
    if (to - from > 1e-9) gaps.push_back({from, to - from});
  }
  return gaps;
}

// How far `a` lies past `from`, counter-clockwise, in [0, 2 pi).
double past(double a, double from) {
  double d = std::fmod(a - from, two_pi);
  return d < 0.0 ? d + two_pi : d;
}

// By brute force: a direction is free when no widened arc covers it, and then (unless it
// lies within `tolerance` of an arc's end, where rounding decides) a gap holds it.
void check_by_sampling(const std::vector<Arc>& arcs, double least_width, const std::vector<Gap>& gaps, uu::Rng& rng) {
  const double tolerance = 1e-7;
  for (int s = 0; s < 200; ++s) {
    const double a = rng.uniform(0.0, two_pi);
    bool blocked = false, near_end = false;
    for (const Arc& arc : arcs) {
      const double widen = std::max(0.0, (least_width - (arc.hi - arc.lo)) / 2.0);
      const double lo = arc.lo - widen, width = arc.hi - arc.lo + 2.0 * widen;
      if (width >= two_pi) {
        blocked = true;
        continue;
      }
      const double d = past(a, lo);
      if (d <= width) blocked = true;
      if (std::abs(d - width) < tolerance || d < tolerance || two_pi - d < tolerance) near_end = true;
    }
    if (near_end) continue;
    bool in_gap = false;
    for (const Gap& g : gaps) {
      const double d = past(a, g.start);
      if (d > 0.0 && d < g.length) in_gap = true;
    }
    INFO("direction " << a);
    CHECK(in_gap == !blocked);
  }
}

std::vector<Arc> random_arcs(uu::Rng& rng) {
  std::vector<Arc> arcs;
  const int count = rng.below(12);
  for (int k = 0; k < count; ++k) {
    double lo = rng.uniform(-two_pi, two_pi);
    // Some arcs start where the last one ended, to touch it.
    if (!arcs.empty() && rng.chance(0.2)) lo = arcs.back().hi;
    double width = 0.0;
    switch (rng.below(5)) {
      case 0: width = 0.0; break;
      case 1: width = rng.uniform(0.0, 0.1); break;
      case 2: width = rng.uniform(0.0, 1.5); break;
      case 3: width = rng.uniform(0.0, two_pi); break;
      default: width = rng.chance(0.1) ? rng.uniform(two_pi, 8.0) : rng.uniform(0.0, 0.5); break;
    }
    arcs.push_back({lo, lo + width});
  }
  return arcs;
}

}  // namespace

TEST_CASE("arc set: wrap_to_pi is std::remainder's answer moved into (-pi, pi], to the bit", "[geom][arc-set]") {
  const auto plain = [](double a) {
    const double r = std::remainder(a, two_pi);
    return r <= -pi ? r + two_pi : r;
  };
  uu::Rng rng(3301);
  std::vector<double> angles{0.0, -0.0, pi, -pi, two_pi, -two_pi, 3.0 * pi, -3.0 * pi, 9.0, -9.0, std::nextafter(9.0, 0.0),
                             std::nextafter(pi, 4.0), std::nextafter(-pi, -4.0), 1e6, -1e6};
  for (int k = 0; k < 20000; ++k) angles.push_back(rng.uniform(-30.0, 30.0));
  for (int k = 0; k < 2000; ++k) angles.push_back(rng.uniform(-1e6, 1e6));
  for (double a : angles) {
    INFO("angle " << a);
    if (a == -two_pi) continue;
    CHECK(std::bit_cast<std::uint64_t>(uu::wrap_to_pi(a)) == std::bit_cast<std::uint64_t>(plain(a)));
  }
  // The one difference: a zero of the other sign.
  CHECK(std::bit_cast<std::uint64_t>(uu::wrap_to_pi(-two_pi)) == std::bit_cast<std::uint64_t>(0.0));
  CHECK(std::bit_cast<std::uint64_t>(plain(-two_pi)) == std::bit_cast<std::uint64_t>(-0.0));
}

TEST_CASE("arc set: wrap_to_two_pi is std::fmod's answer moved into [0, 2 pi), to the bit", "[geom][arc-set]") {
  const auto plain = [](double a) {
    const double r = std::fmod(a, two_pi);
    return r < 0.0 ? r + two_pi : r;
  };
  uu::Rng rng(3302);
  std::vector<double> angles{0.0, -0.0, pi, -pi, two_pi, -two_pi, std::nextafter(two_pi, 0.0), std::nextafter(-two_pi, 0.0), 1e6};
  for (int k = 0; k < 20000; ++k) angles.push_back(rng.uniform(-30.0, 30.0));
  for (double a : angles) {
    INFO("angle " << a);
    const double w = uu::wrap_to_two_pi(a);
    CHECK(std::bit_cast<std::uint64_t>(w) == std::bit_cast<std::uint64_t>(plain(a)));
    CHECK((w >= 0.0 && w <= two_pi));
  }
}

TEST_CASE("arc set: points_fitting is the floor of length over separation, at least one", "[geom][arc-set]") {
  uu::Rng rng(3303);
  for (int k = 0; k < 20000; ++k) {
    const double separation = rng.uniform(0.05, 1.0);
    const double length = rng.chance(0.1) ? separation * rng.below(10) : rng.uniform(0.0, 7.0);
    const int plain = std::max(1, static_cast<int>(std::floor(length / separation + 1e-9)));
    CHECK(uu::points_fitting(length, separation) == plain);
  }
  CHECK(uu::points_fitting(-1.0, 0.3) == 0);
  CHECK(uu::points_fitting(0.0, 0.3) == 1);
  CHECK(uu::points_fitting(two_pi, pi / 9.0) == 18);
}

TEST_CASE("arc set: free gaps equal the plain sort-and-join on random arcs, and sampling agrees", "[geom][arc-set]") {
  uu::Rng rng(3304);
  int with_gaps = 0, covered = 0;
  for (int round = 0; round < 5000; ++round) {
    const std::vector<Arc> arcs = random_arcs(rng);
    const double least_width = rng.chance(0.3) ? 0.0 : rng.uniform(0.0, 1.0);
    uu::ArcSet set;
    for (const Arc& a : arcs) set.block(a.lo, a.hi);
    const std::vector<Gap> gaps = free_gaps_of(set, least_width);
    INFO("round " << round);
    if (arcs.empty()) {
      CHECK(gaps.empty());
      continue;
    }
    CHECK(gaps == plain_free_gaps(arcs, least_width));
    for (std::size_t k = 0; k < gaps.size(); ++k) {
      CHECK((gaps[k].start >= 0.0 && gaps[k].start <= two_pi));
      CHECK(gaps[k].length > 1e-9);
      if (k > 0) CHECK(gaps[k].start > gaps[k - 1].start);
    }
    check_by_sampling(arcs, least_width, gaps, rng);
    (gaps.empty() ? covered : with_gaps) += 1;
    // Asking again gives the same gaps: the arcs are kept as added.
    CHECK(free_gaps_of(set, least_width) == gaps);
  }
  CHECK(with_gaps > 1000);
  CHECK(covered > 100);
}

TEST_CASE("arc set: degenerate sets", "[geom][arc-set]") {
  const auto gaps_of = [](std::vector<Arc> arcs, double least_width) {
    uu::ArcSet set;
    for (const Arc& a : arcs) set.block(a.lo, a.hi);
    return free_gaps_of(set, least_width);
  };
  // Nothing blocked: no gap is reported, a free circle having no ends.
  CHECK(gaps_of({}, 0.0).empty());
  CHECK(gaps_of({}, 1.0).empty());
  // The whole circle, however given.
  uu::ArcSet all;
  all.block_all();
  CHECK(free_gaps_of(all, 0.0).empty());
  CHECK(gaps_of({{-1.0, -1.0 + two_pi}}, 0.0).empty());
  CHECK(gaps_of({{0.5, 20.0}, {1.0, 1.1}}, 0.0).empty());
  CHECK(gaps_of({{0.0, pi}, {pi, two_pi}}, 0.0).empty());
  CHECK(gaps_of({{0.0, 0.0}}, two_pi).empty());  // widened to the whole circle
  // An arc across zero (2 pi) leaves one gap, not two; one across pi is not cut.
  CHECK(gaps_of({{-0.25, 0.25}}, 0.0) == std::vector<Gap>{{0.25, two_pi - 0.5}});
  const std::vector<Gap> across_pi = gaps_of({{pi - 0.25, pi + 0.25}}, 0.0);
  REQUIRE(across_pi.size() == 1);
  CHECK(across_pi[0].start == pi + 0.25);
  CHECK(across_pi[0].length == Approx(two_pi - 0.5));
  // Touching arcs join: no gap of length zero between them.
  CHECK(gaps_of({{1.0, 2.0}, {0.0, 1.0}}, 0.0) == std::vector<Gap>{{2.0, two_pi - 2.0}});
  // A zero-length arc cuts the circle at one direction, or is widened both ways.
  CHECK(gaps_of({{1.0, 1.0}}, 0.0) == std::vector<Gap>{{1.0, two_pi}});
  const std::vector<Gap> widened = gaps_of({{1.0, 1.0}}, 0.5);
  REQUIRE(widened.size() == 1);
  CHECK(widened[0].start == 1.25);
  CHECK(widened[0].length == Approx(two_pi - 0.5));
  // A gap of 1e-9 or less is no gap.
  CHECK(gaps_of({{0.0, 1.0}, {1.0 + 1e-10, 2.0}}, 0.0) == std::vector<Gap>{{2.0, two_pi - 2.0}});
  CHECK(gaps_of({{0.0, two_pi - 1e-10}}, 0.0).empty());
}

TEST_CASE("arc set: share_out gives each point where it leaves the widest spacing, as a plain search does", "[geom][arc-set]") {
  // The plain version: each point to the gap with room whose spacing with one more is
  // the widest, worked out afresh each time; ties to the earlier gap.
  const auto plain = [](std::vector<uu::FreeGap> gaps, int wanted) {
    for (int placed = 0; placed < wanted; ++placed) {
      int best = -1;
      for (std::size_t g = 0; g < gaps.size(); ++g) {
        if (gaps[g].points >= gaps[g].capacity) continue;
        const double spacing = gaps[g].length / (gaps[g].points + 1);
        if (best < 0 || spacing > gaps[static_cast<std::size_t>(best)].length / (gaps[static_cast<std::size_t>(best)].points + 1)) best = static_cast<int>(g);
      }
      if (best < 0) break;
      ++gaps[static_cast<std::size_t>(best)].points;
    }
    std::vector<int> points;
    for (const uu::FreeGap& g : gaps) points.push_back(g.points);
    return points;
  };
  uu::Rng rng(3305);
  for (int round = 0; round < 5000; ++round) {
    const double separation = rng.uniform(0.1, 1.0);
    std::vector<uu::FreeGap> gaps;
    const int count = rng.below(8);
    for (int k = 0; k < count; ++k) {
      // Equal lengths now and then, for ties.
      const double length = !gaps.empty() && rng.chance(0.3) ? gaps[static_cast<std::size_t>(rng.below(k))].length : rng.uniform(2e-9, 4.0);
      gaps.push_back({0.0, length, uu::points_fitting(length, separation), 0, length});
    }
    const int wanted = rng.below(20);
    const std::vector<int> expected = plain(gaps, wanted);
    uu::share_out(gaps, wanted);
    int total = 0;
    for (std::size_t k = 0; k < gaps.size(); ++k) {
      CHECK(gaps[k].points == expected[k]);
      CHECK(gaps[k].points <= gaps[k].capacity);
      total += gaps[k].points;
    }
    CHECK(total <= wanted);
  }
  std::vector<uu::FreeGap> none;
  uu::share_out(none, 3);
  CHECK(none.empty());
}

// Segment predicates (src/geom/segment.hpp) held to plain versions in exact integer
// arithmetic: on small integer coordinates every product the kernel forms is exact, so
// its answers must be the integers' to the bit, touching and collinear cases included.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

#include "geom/segment.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

struct IntPoint {
  std::int64_t x, y;
  bool operator==(const IntPoint&) const = default;
  Vec2 vec() const { return {static_cast<double>(x), static_cast<double>(y)}; }
};

std::int64_t cross(IntPoint o, IntPoint a, IntPoint b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
int sign(std::int64_t v) { return (v > 0) - (v < 0); }

// Whether p lies on the closed segment ab (p collinear with it assumed).
bool within(IntPoint p, IntPoint a, IntPoint b) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
}

// Plain reference: the points the closed segments share, as a count of "how many":
// none, exactly one shared endpoint (and nothing else), or more.
bool reference_cross(IntPoint a, IntPoint b, IntPoint c, IntPoint d) {
  const int ends_shared = (a == c) + (a == d) + (b == c) + (b == d);
  if (ends_shared >= 2) return true;
  const int o1 = sign(cross(a, b, c)), o2 = sign(cross(a, b, d)), o3 = sign(cross(c, d, a)), o4 = sign(cross(c, d, b));
  const bool meet = (o1 * o2 < 0 && o3 * o4 < 0) || (o1 == 0 && within(c, a, b)) || (o2 == 0 && within(d, a, b)) ||
                    (o3 == 0 && within(a, c, d)) || (o4 == 0 && within(b, c, d));
  if (!meet) return false;
  if (ends_shared == 0) return true;
  // One shared end: they share more than it only when both run from it along one line,
  // the same way (a point of one strictly inside the other's ray).
  const IntPoint common = (a == c || a == d) ? a : b;
  const IntPoint p = common == a ? b : a, q = (c == common) ? d : c;
  if (cross(common, p, q) != 0) return false;
  return (p.x - common.x) * (q.x - common.x) + (p.y - common.y) * (q.y - common.y) > 0;
}

IntPoint random_point(uu::Rng& rng, int range) {
  const int x = rng.below(range), y = rng.below(range);
  return {x, y};
}

}  // namespace

TEST_CASE("segment crossing: proper, touching, collinear and shared endpoints", "[geom][segment]") {
  using uu::segments_cross;
  // Proper crossing.
  CHECK(segments_cross({0, 0}, {2, 2}, {0, 2}, {2, 0}));
  // Disjoint.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 1}, {1, 1}));
  // Shared endpoint only: not a crossing (edges meeting at a node).
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 0}, {0, 1}));
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {1, 0}, {2, 1}));
  // Shared endpoint and collinear, going opposite ways: a straight path through a node.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {0, 0}, {-1, 0}));
  // Shared endpoint and overlapping along a line.
  CHECK(segments_cross({0, 0}, {2, 0}, {0, 0}, {1, 0}));
  // T-junction: an endpoint touching the other segment's interior.
  CHECK(segments_cross({0, 0}, {2, 0}, {1, 0}, {1, 1}));
  // Collinear overlap without shared endpoints.
  CHECK(segments_cross({0, 0}, {2, 0}, {1, 0}, {3, 0}));
  // Collinear but apart.
  CHECK_FALSE(segments_cross({0, 0}, {1, 0}, {2, 0}, {3, 0}));
  // Same segment.
  CHECK(segments_cross({0, 0}, {1, 1}, {1, 1}, {0, 0}));
  // Symmetric in its arguments.
  CHECK(segments_cross({0, 2}, {2, 0}, {0, 0}, {2, 2}));
  CHECK(segments_cross({1, 0}, {1, 1}, {0, 0}, {2, 0}));
}

TEST_CASE("segment crossing and orientation equal exact integer arithmetic on small coordinates", "[geom][segment]") {
  // Coordinates 0..5: collinear triples, shared ends, touching and zero-length segments
  // come up often.
  uu::Rng rng(31);
  int crossing = 0, touching_ends = 0;
  for (int round = 0; round < 40000; ++round) {
    const int range = round % 2 == 0 ? 6 : 40;
    const IntPoint a = random_point(rng, range), b = random_point(rng, range), c = random_point(rng, range), d = random_point(rng, range);
    INFO("(" << a.x << "," << a.y << ")-(" << b.x << "," << b.y << ") and (" << c.x << "," << c.y << ")-(" << d.x << "," << d.y << ")");
    REQUIRE(uu::orientation(a.vec(), b.vec(), c.vec()) == sign(cross(a, b, c)));
    const bool expect = reference_cross(a, b, c, d);
    REQUIRE(uu::segments_cross(a.vec(), b.vec(), c.vec(), d.vec()) == expect);
    // The answer does not depend on the order of the segments or of their ends.
    REQUIRE(uu::segments_cross(d.vec(), c.vec(), b.vec(), a.vec()) == expect);
    crossing += expect ? 1 : 0;
    touching_ends += (a == c || b == d) && !expect ? 1 : 0;
  }
  // Both answers, and ends met without crossing, were seen many times.
  CHECK(crossing > 5000);
  CHECK(crossing < 35000);
  CHECK(touching_ends > 100);
}

TEST_CASE("distance from a point to a segment", "[geom][segment]") {
  CHECK(uu::distance_point_segment({1, 1}, {0, 0}, {2, 0}) == Approx(1.0));
  CHECK(uu::distance_point_segment({3, 0}, {0, 0}, {2, 0}) == Approx(1.0));
  CHECK(uu::distance_point_segment({-3, 4}, {0, 0}, {2, 0}) == Approx(5.0));
  CHECK(uu::distance_point_segment({1, 1}, {0, 0}, {0, 0}) == Approx(std::sqrt(2.0)));
}

TEST_CASE("distance from a point to a segment is the least over the segment's points", "[geom][segment]") {
  // Plain reference: the least distance to 2 001 points spread along the segment; the
  // exact answer is no more than it and no less than it minus half a step's length.
  uu::Rng rng(32);
  for (int round = 0; round < 500; ++round) {
    const Vec2 a{rng.uniform(-5, 5), rng.uniform(-5, 5)};
    const Vec2 b = round % 10 == 0 ? a : Vec2{rng.uniform(-5, 5), rng.uniform(-5, 5)};
    const Vec2 p{rng.uniform(-8, 8), rng.uniform(-8, 8)};
    constexpr int steps = 2000;
    double sampled = INFINITY;
    for (int k = 0; k <= steps; ++k) sampled = std::min(sampled, uu::distance(p, a + (b - a) * (static_cast<double>(k) / steps)));
    const double d = uu::distance_point_segment(p, a, b);
    INFO("round " << round);
    REQUIRE(d <= sampled + 1e-12);
    REQUIRE(d >= sampled - 0.5 * uu::distance(a, b) / steps - 1e-12);
  }
}

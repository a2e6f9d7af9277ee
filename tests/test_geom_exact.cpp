// The geometry's shortcuts must give the same bits as the plain computations they
// replace: boards depend on every bit of a distance (polylabel's pole: test_polylabel.cpp).
#include <catch2/catch.hpp>
#include <vector>

#include "rings.hpp"
#include "geom/polygon.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

TEST_CASE("distance_to_outline is the least distance to a side, to the bit", "[geom][polygon]") {
  uu::Rng rng(21);
  for (int round = 0; round < 300; ++round) {
    const std::vector<Vec2> ring = uu::test::star_ring(rng, 1 + round % 25, round % 2 == 0, 0.5);
    for (int k = 0; k < 20; ++k) {
      const Vec2 p{rng.uniform(-1.0, 11.0), rng.uniform(-1.0, 11.0)};
      INFO("round " << round << ", point " << k);
      REQUIRE(uu::distance_to_outline(p, ring) == uu::test::plain_distance_to_outline(p, ring));
    }
  }
}

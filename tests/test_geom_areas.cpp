// The kernels the placement stages stand on, on known answers: planar faces, polygon
// area, containment and distance, and polylabel's point with most room.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <numbers>
#include <span>
#include <vector>

#include "geom/faces.hpp"
#include "geom/polygon.hpp"
#include "geom/polylabel.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

std::vector<Vec2> ring_of(std::span<const int> ids, const std::vector<Vec2>& points) {
  std::vector<Vec2> ring;
  for (int id : ids) ring.push_back(points[static_cast<std::size_t>(id)]);
  return ring;
}


}  // namespace

TEST_CASE("faces of a square with a diagonal and a dangling edge", "[placements]") {
  // 3 --- 2
  // |   / |     y grows downward on the page; node 4 hangs off node 1
  // | /  4|     inside the triangle 0-1-2.
  // 0 --- 1
  const std::vector<Vec2> points = {{0, 0}, {2, 0}, {2, 2}, {0, 2}, {1.5, 0.5}};
  const std::vector<std::pair<int, int>> edges = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {1, 4}, {4, 1}, {2, 2}};
  const uu::PlanarFaces result = uu::planar_faces(points, edges);
  REQUIRE(result.size() == 3);
  REQUIRE(result.outer >= 0);
  CHECK(uu::signed_area(ring_of(result.face(static_cast<std::size_t>(result.outer)), points)) == Approx(-4.0));
  std::vector<std::vector<int>> bounded;
  for (std::size_t f = 0; f < result.size(); ++f) {
    if (static_cast<int>(f) != result.outer) bounded.emplace_back(result.face(f).begin(), result.face(f).end());
  }
  std::sort(bounded.begin(), bounded.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  CHECK(bounded[0] == std::vector<int>{0, 2, 3});
  CHECK(bounded[1] == std::vector<int>{0, 1, 4, 1, 2});  // the dangling edge walked there and back
  for (const auto& face : bounded) CHECK(uu::signed_area(ring_of(face, points)) == Approx(2.0));

  // Every directed edge exactly once over all faces.
  std::vector<std::pair<int, int>> steps;
  for (std::size_t f = 0; f < result.size(); ++f) {
    const std::span<const int> face = result.face(f);
    for (std::size_t i = 0; i < face.size(); ++i) steps.emplace_back(face[i], face[(i + 1) % face.size()]);
  }
  std::sort(steps.begin(), steps.end());
  CHECK(std::adjacent_find(steps.begin(), steps.end()) == steps.end());
  CHECK(steps.size() == 12);

  // A tree has a single face, the outer one, of zero area; no edges, no faces.
  const uu::PlanarFaces tree = uu::planar_faces(points, std::vector<std::pair<int, int>>{{0, 1}, {1, 2}});
  CHECK(tree.size() == 1);
  CHECK(tree.outer == 0);
  CHECK(uu::planar_faces(points, {}).size() == 0);
  CHECK(uu::planar_faces(points, {}).outer == -1);
}

TEST_CASE("polygon area, containment and distance", "[placements]") {
  const std::vector<Vec2> square = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const std::vector<Vec2> ell = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
  CHECK(uu::signed_area(square) == 16.0);
  CHECK(uu::signed_area(std::vector<Vec2>(square.rbegin(), square.rend())) == -16.0);
  CHECK(uu::signed_area(ell) == 20.0);
  CHECK(uu::signed_area(std::vector<Vec2>{{0, 0}, {1, 1}}) == 0.0);
  CHECK(uu::point_in_polygon({2, 2}, square));
  CHECK_FALSE(uu::point_in_polygon({5, 2}, square));
  CHECK_FALSE(uu::point_in_polygon({-0.1, 2}, square));
  CHECK(uu::point_in_polygon({1, 5}, ell));
  CHECK(uu::point_in_polygon({5, 1}, ell));
  CHECK_FALSE(uu::point_in_polygon({4, 4}, ell));  // in the notch
  // A face with a slit (a dangling edge walked there and back) still contains its inside.
  const std::vector<Vec2> slit = {{0, 0}, {2, 0}, {1.5, 0.5}, {2, 0}, {2, 2}};
  CHECK(uu::point_in_polygon({1.2, 0.3}, slit));
  CHECK(uu::point_in_polygon({1.9, 1.0}, slit));
  CHECK_FALSE(uu::point_in_polygon({1.0, 1.5}, slit));
  CHECK(uu::distance_to_outline({1.6, 0.5}, slit) == Approx(0.1 / std::sqrt(2.0)));
  CHECK_FALSE(uu::point_in_polygon({0, 0}, std::vector<Vec2>{}));
  CHECK(uu::distance_to_outline({2, 1}, square) == 1.0);
  CHECK(uu::distance_to_outline({5, 2}, square) == 1.0);
  CHECK(std::isinf(uu::distance_to_outline({0, 0}, std::vector<Vec2>{})));
  CHECK(uu::distance_to_outline({3, 4}, std::vector<Vec2>{{0, 0}}) == 5.0);
}

TEST_CASE("polylabel finds the point with most room", "[placements]") {
  const std::vector<Vec2> square = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const uu::Pole s = uu::polylabel(square, 0.001);
  CHECK(s.point.x == Approx(2.0).margin(0.01));
  CHECK(s.point.y == Approx(2.0).margin(0.01));
  CHECK(s.distance == Approx(2.0).margin(0.001));

  // L of arm width 2: the widest circle sits in the elbow, touching both outer sides and
  // the inner corner (2, 2): center (c, c) with c = sqrt(2) (2 - c), c = 4 - 2 sqrt(2).
  const std::vector<Vec2> ell = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
  const double c = 4.0 - 2.0 * std::sqrt(2.0);
  const uu::Pole l = uu::polylabel(ell, 0.0001);
  CHECK(l.distance == Approx(c).margin(0.0001));
  CHECK(l.point.x == Approx(c).margin(0.01));
  CHECK(l.point.y == Approx(c).margin(0.01));
  CHECK(uu::point_in_polygon(l.point, ell));
  // The same answer every time, and for any start vertex the same room.
  CHECK(uu::polylabel(ell, 0.0001).point == l.point);
  std::vector<Vec2> turned(ell.begin() + 2, ell.end());
  turned.insert(turned.end(), ell.begin(), ell.begin() + 2);
  CHECK(uu::polylabel(turned, 0.0001).distance == Approx(c).margin(0.0001));

  CHECK(uu::polylabel(std::vector<Vec2>{}).distance == 0.0);
  const uu::Pole flat = uu::polylabel(std::vector<Vec2>{{1, 1}, {3, 1}, {2, 1}});
  CHECK(flat.distance == 0.0);
  CHECK(flat.point == Vec2{1, 1});
}

TEST_CASE("PoleFinder::find_limited finds the most room clear of the outline and a limit", "[placements]") {
  uu::PoleFinder poles;
  // A limit that never binds gives polylabel's pole, bit for bit.
  const uu::PoleFinder::RoomLimit open = [](Vec2, double up_to) { return up_to; };
  uu::Rng rng(77);
  for (int k = 0; k < 200; ++k) {
    std::vector<Vec2> ring;
    const int sides = rng.between(3, 9);
    for (int i = 0; i < sides; ++i) {
      const double angle = 2.0 * std::numbers::pi * (i + rng.uniform(0.0, 0.8)) / sides;
      const double r = rng.uniform(1.0, 3.0);
      ring.push_back({r * std::cos(angle), r * std::sin(angle)});
    }
    const uu::Pole plain = uu::polylabel(ring, 0.01);
    const uu::Pole limited = poles.find_limited(ring, 0.01, -std::numeric_limits<double>::infinity(), open);
    CHECK(limited.point == plain.point);
    CHECK(limited.distance == plain.distance);
  }

  // A 10 x 10 square with a disc of radius 1 in its middle: the most room lies on a
  // diagonal, where the outline and the disc are equally far: at (5 - t, 5 - t) with
  // 5 - t = t sqrt(2) - 1, so t = 6 / (1 + sqrt(2)) and the room is 5 - t (toward a
  // side's middle it is only 2).
  const std::vector<Vec2> square = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  const Vec2 middle{5, 5};
  const uu::PoleFinder::RoomLimit disc = [&](Vec2 p, double up_to) { return std::clamp(distance(p, middle) - 1.0, 0.0, up_to); };
  const double t = 6.0 / (1.0 + std::sqrt(2.0));
  const uu::Pole pole = poles.find_limited(square, 0.001, -std::numeric_limits<double>::infinity(), disc);
  CHECK(pole.distance == Approx(5.0 - t).margin(0.001));
  CHECK(std::abs(pole.point.x - 5.0) == Approx(t).margin(0.01));
  CHECK(std::abs(pole.point.y - 5.0) == Approx(t).margin(0.01));
  // The room there is what it says, and no sampled point of the square has more.
  CHECK(std::min(uu::distance_to_outline(pole.point, square), disc(pole.point, 100.0)) == Approx(pole.distance).margin(1e-9));
  for (double x = 0.25; x < 10.0; x += 0.25)
    for (double y = 0.25; y < 10.0; y += 0.25) CHECK(std::min(uu::distance_to_outline({x, y}, square), disc({x, y}, 100.0)) <= pole.distance + 0.001);
  // With at_least above what the square holds, the search gives up below it.
  CHECK(poles.find_limited(square, 0.001, 3.0, disc).distance < 3.0);
}

// The kernels the placement stages stand on, on known answers: planar faces, polygon
// area, containment and distance (polylabel's point with most room: test_polylabel.cpp).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <span>
#include <vector>

#include "geom/faces.hpp"
#include "geom/polygon.hpp"

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

// Planar faces (src/geom/faces.hpp) on a known graph and held to a plain face walk on
// random planar graphs: neighbours ordered by atan2 angles, every directed edge followed
// to the next one clockwise, the cycles counted, and their number checked by Euler's
// formula.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <numbers>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

#include "geom/faces.hpp"
#include "geom/polygon.hpp"
#include "geom/segment.hpp"
#include "uuboard/rng.hpp"

using uu::Vec2;

namespace {

using Step = std::pair<int, int>;

std::vector<Vec2> ring_of(std::span<const int> ids, const std::vector<Vec2>& points) {
  std::vector<Vec2> ring;
  for (int id : ids) ring.push_back(points[static_cast<std::size_t>(id)]);
  return ring;
}

// Random points and, tried in random order, every pair that crosses no edge taken so far.
std::vector<std::pair<int, int>> random_planar_edges(uu::Rng& rng, const std::vector<Vec2>& points, int tries) {
  std::vector<std::pair<int, int>> edges;
  const int n = static_cast<int>(points.size());
  for (int t = 0; t < tries; ++t) {
    int a = rng.below(n), b = rng.below(n);
    if (a == b) continue;
    if (a > b) std::swap(a, b);
    const auto p = [&](int id) { return points[static_cast<std::size_t>(id)]; };
    bool ok = std::find(edges.begin(), edges.end(), std::pair{a, b}) == edges.end();
    for (const auto& [c, d] : edges) ok = ok && !uu::segments_cross(p(a), p(b), p(c), p(d));
    if (ok) edges.emplace_back(a, b);
  }
  return edges;
}

// The plain walk's rule: arriving at v from u, the next neighbour w of v clockwise from
// u, by the angles atan2 gives (u itself last, at a full turn, for a dangling edge).
std::map<Step, int> plain_next(const std::vector<Vec2>& points, const std::vector<std::pair<int, int>>& edges) {
  std::vector<std::vector<int>> neighbours(points.size());
  for (const auto& [a, b] : edges) {
    neighbours[static_cast<std::size_t>(a)].push_back(b);
    neighbours[static_cast<std::size_t>(b)].push_back(a);
  }
  const auto angle = [&](int from, int to) {
    const Vec2 d = points[static_cast<std::size_t>(to)] - points[static_cast<std::size_t>(from)];
    return std::atan2(d.y, d.x);
  };
  std::map<Step, int> next;
  for (std::size_t v = 0; v < points.size(); ++v) {
    for (int u : neighbours[v]) {
      double best = INFINITY;
      int pick = -1;
      for (int w : neighbours[v]) {
        double turn = std::fmod(angle(static_cast<int>(v), u) - angle(static_cast<int>(v), w) + 4 * std::numbers::pi, 2 * std::numbers::pi);
        if (w == u) turn = 2 * std::numbers::pi;
        if (turn < best) best = turn, pick = w;
      }
      next[{u, static_cast<int>(v)}] = pick;
    }
  }
  return next;
}

// Connected components among the points that have an edge.
int components(std::size_t n, const std::vector<std::pair<int, int>>& edges) {
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  const auto root = [&](int v) {
    while (parent[static_cast<std::size_t>(v)] != v) v = parent[static_cast<std::size_t>(v)];
    return v;
  };
  std::vector<char> used(n, 0);
  for (const auto& [a, b] : edges) {
    used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = 1;
    parent[static_cast<std::size_t>(root(a))] = root(b);
  }
  int count = 0;
  for (std::size_t v = 0; v < n; ++v) count += used[v] && root(static_cast<int>(v)) == static_cast<int>(v) ? 1 : 0;
  return count;
}

}  // namespace

TEST_CASE("faces of a square with a diagonal and a dangling edge", "[geom][faces]") {
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

TEST_CASE("faces equal a plain face walk by angles on random planar graphs, as many as Euler's formula says", "[geom][faces]") {
  uu::Rng rng(51);
  for (int round = 0; round < 300; ++round) {
    const int n = 2 + round % 40;
    std::vector<Vec2> points;
    for (int i = 0; i < n; ++i) points.push_back({rng.uniform(0.0, 10.0), rng.uniform(0.0, 10.0)});
    // Sparse graphs (trees, several components, isolated points) to nearly triangulated.
    const std::vector<std::pair<int, int>> edges = random_planar_edges(rng, points, (round % 5 + 1) * n);
    const uu::PlanarFaces faces = uu::planar_faces(points, edges);
    const std::map<Step, int> next = plain_next(points, edges);
    INFO("round " << round << ", " << n << " points, " << edges.size() << " edges");

    // Each face a cycle of the plain walk, starting at its least id, faces by that id.
    std::vector<Step> steps;
    int least_before = -1;
    for (std::size_t f = 0; f < faces.size(); ++f) {
      const std::span<const int> face = faces.face(f);
      REQUIRE(face.size() >= 2);
      REQUIRE(face[0] == *std::min_element(face.begin(), face.end()));
      REQUIRE(face[0] >= least_before);
      least_before = face[0];
      for (std::size_t i = 0; i < face.size(); ++i) {
        const Step step{face[i], face[(i + 1) % face.size()]};
        REQUIRE(next.count(step) == 1);
        REQUIRE(next.at(step) == face[(i + 2) % face.size()]);
        steps.push_back(step);
      }
    }
    // Every directed edge walked once.
    std::sort(steps.begin(), steps.end());
    REQUIRE(std::adjacent_find(steps.begin(), steps.end()) == steps.end());
    REQUIRE(steps.size() == 2 * edges.size());
    // Euler for each component's walk on its own (another component inside one of its
    // faces still has its own outline walked): V - E + F = 2C over the points with an edge.
    std::vector<char> used(points.size(), 0);
    for (const auto& [a, b] : edges) used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = 1;
    const int v = static_cast<int>(std::count(used.begin(), used.end(), 1));
    REQUIRE(v - static_cast<int>(edges.size()) + static_cast<int>(faces.size()) == 2 * components(points.size(), edges));
    // The outer face has the least area, ties to the lower index; bounded faces of one
    // component have positive area.
    if (faces.size() == 0) continue;
    std::vector<double> area;
    for (std::size_t f = 0; f < faces.size(); ++f) area.push_back(uu::signed_area(ring_of(faces.face(f), points)));
    REQUIRE(faces.outer == static_cast<int>(std::min_element(area.begin(), area.end()) - area.begin()));
    if (components(points.size(), edges) == 1) {
      for (std::size_t f = 0; f < faces.size(); ++f)
        if (static_cast<int>(f) != faces.outer) REQUIRE(area[f] > 0.0);
    }
  }
}

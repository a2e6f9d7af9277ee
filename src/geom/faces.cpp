#include "uuboard/geom/faces.hpp"

#include <algorithm>

#include "uuboard/geom/polygon.hpp"

namespace uu {

namespace {

// 0 for directions in [0, pi) measured counter-clockwise from +x, 1 for [pi, 2 pi).
int half_plane(Vec2 d) { return (d.y < 0.0 || (d.y == 0.0 && d.x < 0.0)) ? 1 : 0; }

// Neighbour lists of each point sorted counter-clockwise from +x; ties by id.
std::vector<std::vector<int>> sorted_neighbours(std::span<const Vec2> points,
                                                std::span<const std::pair<int, int>> edges) {
  std::vector<std::pair<int, int>> pairs;
  pairs.reserve(edges.size());
  for (auto [a, b] : edges) {
    if (a != b) pairs.emplace_back(std::min(a, b), std::max(a, b));
  }
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());

  std::vector<std::vector<int>> around(points.size());
  for (auto [a, b] : pairs) {
    around[static_cast<std::size_t>(a)].push_back(b);
    around[static_cast<std::size_t>(b)].push_back(a);
  }
  for (std::size_t v = 0; v < around.size(); ++v) {
    const Vec2 origin = points[v];
    std::sort(around[v].begin(), around[v].end(), [&](int p, int q) {
      const Vec2 dp = points[static_cast<std::size_t>(p)] - origin, dq = points[static_cast<std::size_t>(q)] - origin;
      const int hp = half_plane(dp), hq = half_plane(dq);
      if (hp != hq) return hp < hq;
      const double c = cross(dp, dq);
      if (c != 0.0) return c > 0.0;
      return p < q;
    });
  }
  return around;
}

}  // namespace

PlanarFaces planar_faces(std::span<const Vec2> points, std::span<const std::pair<int, int>> edges) {
  const auto around = sorted_neighbours(points, edges);
  // Half-edge (v, i) leaves v toward around[v][i]; first_half[v] numbers them densely.
  std::vector<std::size_t> first_half(around.size() + 1, 0);
  for (std::size_t v = 0; v < around.size(); ++v) first_half[v + 1] = first_half[v] + around[v].size();
  std::vector<char> walked(first_half.back(), 0);

  PlanarFaces result;
  for (std::size_t start = 0; start < around.size(); ++start) {
    for (std::size_t i = 0; i < around[start].size(); ++i) {
      if (walked[first_half[start] + i]) continue;
      std::vector<int> cycle;
      std::size_t v = start, k = i;
      while (!walked[first_half[v] + k]) {
        walked[first_half[v] + k] = 1;
        cycle.push_back(static_cast<int>(v));
        const auto w = static_cast<std::size_t>(around[v][k]);
        const auto& list = around[w];
        const auto back = static_cast<std::size_t>(std::find(list.begin(), list.end(), static_cast<int>(v)) - list.begin());
        k = (back + list.size() - 1) % list.size();  // next clockwise after the edge we came in by
        v = w;
      }
      result.faces.push_back(std::move(cycle));
    }
  }

  double least = 0.0;
  std::vector<Vec2> ring;
  for (std::size_t f = 0; f < result.faces.size(); ++f) {
    ring.clear();
    for (int id : result.faces[f]) ring.push_back(points[static_cast<std::size_t>(id)]);
    const double area = signed_area(ring);
    if (result.outer < 0 || area < least) {
      result.outer = static_cast<int>(f);
      least = area;
    }
  }
  return result;
}

}  // namespace uu

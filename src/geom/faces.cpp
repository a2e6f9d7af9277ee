#include "geom/faces.hpp"

#include <algorithm>
#include <cstddef>

#include "geom/polygon.hpp"

namespace uu {

namespace {

// 0 for directions in [0, pi) measured counter-clockwise from +x, 1 for [pi, 2 pi).
int half_plane(Vec2 d) { return (d.y < 0.0 || (d.y == 0.0 && d.x < 0.0)) ? 1 : 0; }

// Neighbour lists of each point, one after another: those of point v at
// [first[v], first[v + 1]), sorted counter-clockwise from +x, ties by id.
struct Around {
  std::vector<std::size_t> first;
  std::vector<int> ids;

  std::span<const int> of(std::size_t v) const { return std::span<const int>(ids).subspan(first[v], first[v + 1] - first[v]); }
};

Around sorted_neighbours(std::span<const Vec2> points, std::span<const std::pair<int, int>> edges) {
  Around around;
  // Both directions of every edge, bucketed by their start (a counting sort).
  around.first.assign(points.size() + 1, 0);
  for (auto [a, b] : edges) {
    if (a == b) continue;
    ++around.first[static_cast<std::size_t>(a) + 1];
    ++around.first[static_cast<std::size_t>(b) + 1];
  }
  for (std::size_t v = 0; v < points.size(); ++v) around.first[v + 1] += around.first[v];
  around.ids.resize(around.first.back());
  std::vector<std::size_t> next(around.first.begin(), around.first.end() - 1);
  for (auto [a, b] : edges) {
    if (a == b) continue;
    around.ids[next[static_cast<std::size_t>(a)]++] = b;
    around.ids[next[static_cast<std::size_t>(b)]++] = a;
  }
  // Each list ascending and without repeats first, so that the angular sort always
  // starts from the same sequence, then compacted in place.
  std::size_t kept = 0;
  for (std::size_t v = 0; v < points.size(); ++v) {
    const auto begin = around.ids.begin() + static_cast<std::ptrdiff_t>(around.first[v]);
    const auto end = around.ids.begin() + static_cast<std::ptrdiff_t>(around.first[v + 1]);
    std::sort(begin, end);
    const auto unique_end = std::unique(begin, end);
    around.first[v] = kept;
    const auto out = around.ids.begin() + static_cast<std::ptrdiff_t>(kept);
    auto out_end = out;
    for (auto it = begin; it != unique_end; ++it) *out_end++ = *it;  // never ahead of it
    const Vec2 origin = points[v];
    std::sort(out, out_end, [&](int p, int q) {
      const Vec2 dp = points[static_cast<std::size_t>(p)] - origin, dq = points[static_cast<std::size_t>(q)] - origin;
      const int hp = half_plane(dp), hq = half_plane(dq);
      if (hp != hq) return hp < hq;
      const double c = cross(dp, dq);
      if (c != 0.0) return c > 0.0;
      return p < q;
    });
    kept += static_cast<std::size_t>(out_end - out);
  }
  around.first.back() = kept;
  around.ids.resize(kept);
  return around;
}

}  // namespace

PlanarFaces planar_faces(std::span<const Vec2> points, std::span<const std::pair<int, int>> edges) {
  const Around around = sorted_neighbours(points, edges);
  // Half-edge number h leaves the point whose list holds h toward around.ids[h].
  const std::size_t halves = around.ids.size();
  std::vector<char> walked(halves, 0);

  PlanarFaces result;
  result.ids.reserve(halves);  // every half-edge is walked once
  result.first.reserve(halves / 2 + 1);  // and a face takes at least two of them
  for (std::size_t start = 0; start < points.size(); ++start) {
    for (std::size_t h0 = around.first[start]; h0 < around.first[start + 1]; ++h0) {
      if (walked[h0]) continue;
      std::size_t v = start, h = h0;
      while (!walked[h]) {
        walked[h] = 1;
        result.ids.push_back(static_cast<int>(v));
        const auto w = static_cast<std::size_t>(around.ids[h]);
        const std::span<const int> list = around.of(w);
        const auto back = static_cast<std::size_t>(std::find(list.begin(), list.end(), static_cast<int>(v)) - list.begin());
        h = around.first[w] + (back + list.size() - 1) % list.size();  // next clockwise after the edge we came in by
        v = w;
      }
      result.first.push_back(result.ids.size());
    }
  }

  double least = 0.0;
  std::size_t longest = 0;
  for (std::size_t f = 0; f < result.size(); ++f) longest = std::max(longest, result.face(f).size());
  std::vector<Vec2> ring;
  ring.reserve(longest);
  for (std::size_t f = 0; f < result.size(); ++f) {
    ring.clear();
    for (int id : result.face(f)) ring.push_back(points[static_cast<std::size_t>(id)]);
    const double area = signed_area(ring);
    if (result.outer < 0 || area < least) {
      result.outer = static_cast<int>(f);
      least = area;
    }
  }
  return result;
}

}  // namespace uu

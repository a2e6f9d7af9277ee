#include "geom/mst.hpp"

namespace uu {

MstResult prim_mst(std::span<const Vec2> points, const GridHash& grid, double radius, int root,
                   const PairPredicate& allowed, std::span<const int> degree_cap, const PairPredicate& accept) {
  const auto for_each_near = [&](std::size_t i, auto&& f) {
    grid.for_each_within(points[i], radius, [&](int j) {
      f(j, distance_squared(points[i], points[static_cast<std::size_t>(j)]));
    });
  };
  const auto accepted = [&](int from, int to) { return !accept || accept(from, to); };
  return prim_mst_with(points.size(), for_each_near, radius, root, allowed, degree_cap, accepted);
}

}  // namespace uu

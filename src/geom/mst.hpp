#pragma once
// Prim's minimum spanning tree over the pairs of points closer than a radius, found
// through a grid hash. When those pairs connect all points, the result is the exact
// minimum spanning tree of all allowed pairs (any longer pair closes a cycle of
// shorter ones), which the tests check against a brute-force Prim.
#include <functional>
#include <span>
#include <utility>
#include <vector>

#include "geom/grid_hash.hpp"
#include "uuboard/geom/vec2.hpp"

namespace uu {

struct MstResult {
  std::vector<std::pair<int, int>> edges;  // (node already in the tree, node it brought in)
  bool spanning = false;                   // false when some point could not be reached
};

using PairPredicate = std::function<bool(int, int)>;

// `allowed` filters pairs (it must be symmetric). `degree_cap`, when not empty, limits
// the number of tree edges at each point, and `accept`, when set, is asked just before
// an edge joins the tree (for rules that depend on the tree so far, such as crossing);
// with either, the tree is Prim's greedy answer under those rules. Ties in length are
// broken by point ids, so the answer is unique.
MstResult prim_mst(std::span<const Vec2> points, const GridHash& grid, double radius, int root,
                   const PairPredicate& allowed, std::span<const int> degree_cap = {},
                   const PairPredicate& accept = {});

}  // namespace uu

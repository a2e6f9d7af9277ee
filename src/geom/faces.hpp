#pragma once
// Faces of a planar straight-line graph, by walking half-edges: arriving at v from u,
// leave along the edge that comes next clockwise after vu around v (in the frame of the
// coordinates, x right and y up). Every directed edge is walked exactly once, so every
// face comes out once, with the face on the left of each step.
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "uuboard/geom/vec2.hpp"

namespace uu {

struct PlanarFaces {
  // Each face as the cycle of point ids met along its walk, the cycles one after
  // another: face f is ids[first[f], first[f + 1]). A dangling edge inside a face is
  // walked there and back, so its points repeat in that cycle.
  std::vector<int> ids;
  std::vector<std::size_t> first{0};
  int outer = -1;  // index of the unbounded face, -1 when there are no faces

  std::size_t size() const { return first.size() - 1; }
  std::span<const int> face(std::size_t f) const {
    return std::span<const int>(ids).subspan(first[f], first[f + 1] - first[f]);
  }
};

// `edges` must not cross (planarity is assumed, not checked); self-loops and repeated
// edges are ignored and points without edges belong to no face. Orientation: with
// signed_area() from polygon.hpp, bounded faces have positive area (counter-clockwise
// in an x-right/y-up frame, clockwise on a y-down page) and the unbounded face negative
// (zero when the graph has no cycle). The outer face is the one of least signed area,
// ties to the lower index; with several components the other components' outlines
// are further negative faces. Faces are ordered by the least point id on them, and
// each cycle starts at that point; neighbours are ordered by exact half-plane and
// cross-product comparisons, never by computed angles.
PlanarFaces planar_faces(std::span<const Vec2> points, std::span<const std::pair<int, int>> edges);

}  // namespace uu

#include "geom/segment.hpp"

#include <algorithm>

namespace uu {

int orientation(Vec2 a, Vec2 b, Vec2 c) {
  const double v = cross(b - a, c - a);
  return (v > 0.0) - (v < 0.0);
}

namespace {
// p is collinear with ab: is it within ab's bounding box?
bool on_segment(Vec2 p, Vec2 a, Vec2 b) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
}  // namespace

bool segments_cross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const bool share_ac = a == c, share_ad = a == d, share_bc = b == c, share_bd = b == d;
  const int shared = share_ac + share_ad + share_bc + share_bd;
  if (shared >= 2) return true;  // the same segment (or a degenerate one) overlaps itself
  if (shared == 1) {
    // They meet at one endpoint; they cross only if they also overlap along a line.
    const Vec2 common = (share_ac || share_ad) ? a : b;
    const Vec2 p = (common == a) ? b : a;
    const Vec2 q = (share_ac || share_bc) ? d : c;
    if (orientation(common, p, q) != 0) return false;
    return dot(p - common, q - common) > 0.0;  // same direction from the shared point
  }
  const int o1 = orientation(a, b, c), o2 = orientation(a, b, d);
  const int o3 = orientation(c, d, a), o4 = orientation(c, d, b);
  if (o1 != o2 && o3 != o4 && o1 != 0 && o2 != 0 && o3 != 0 && o4 != 0) return true;
  if (o1 == 0 && on_segment(c, a, b)) return true;
  if (o2 == 0 && on_segment(d, a, b)) return true;
  if (o3 == 0 && on_segment(a, c, d)) return true;
  if (o4 == 0 && on_segment(b, c, d)) return true;
  return o1 * o2 < 0 && o3 * o4 < 0;
}

double distance_point_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = length_squared(ab);
  if (len2 == 0.0) return distance(p, a);
  const double t = std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
  return distance(p, a + ab * t);
}

}  // namespace uu

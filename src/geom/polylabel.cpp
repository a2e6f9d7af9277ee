#include "geom/polylabel.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <optional>
#include <type_traits>

#include "geom/axis_box.hpp"
#include "geom/bound_heap.hpp"
#include "geom/ring_distance.hpp"

namespace uu {

namespace {

struct Cell {
  Vec2 center;
  double half = 0.0;      // half the cell's side
  double distance = 0.0;  // signed distance from the center to the outline
  double bound = 0.0;     // the best value any point of the cell can have
  std::size_t side = 0;   // the side nearest the center
  double value = 0.0;     // what the search maximises at the center: the distance, or less with a limit
};

// A cell's bound from the signed distance at its center.
double bound_of(double signed_d, double half) { return signed_d + half * std::sqrt(2.0); }

Cell make_cell(Vec2 center, double half, const Outline& outline) {
  std::size_t side = 0;
  const double signed_d = signed_distance(center, outline, side);
  return {center, half, signed_d, bound_of(signed_d, half), side, signed_d};
}

// A child cell at `center` as make_cell would make it, or nothing when it could not
// matter (may_matter, monotonic: what cannot matter at one distance cannot at a lower).
// The sides are measured from the one nearest the parent (`seed`, at `seed2` squared);
// measured again with the others, it gives seed2 again and changes nothing, which costs
// less than a branch around it at a place that differs from child to child. Only for
// an outline without runs, which is measured side by side. The least is kept without
// a branch (which side is nearest is data the branch predictor cannot guess), and
// whether the cell can matter is asked once, of the least: asked of a larger distance
// on the way, it would have answered the same, by monotony.
//
// Without `Crossings`, the child is taken to be inside exactly when `inside`: the
// caller knows it lies on its parent's side of the outline (see polylabel below).
template <bool Crossings, class MayMatter>
std::optional<Cell> child_cell(Vec2 p, double half, const Outline& outline, std::size_t seed, double seed2, bool inside,
                               const MayMatter& may_matter) {
  const std::span<const Outline::Side> sides = outline.sides;
  const bool crossed = Crossings && outline.counts_crossings();
  double least2 = seed2;
  std::size_t nearest = seed;
  // The sides across p.y, which point_in_polygon's test looks at (most often two),
  // noted without a branch: which they are is data the branch predictor cannot guess.
  // Without runs the ring is shorter than shortest_with_runs.
  std::array<const Outline::Side*, Outline::shortest_with_runs> across;
  std::size_t across_count = 0;
  for (std::size_t k = 0; k < sides.size(); ++k) {
    const Outline::Side& s = sides[k];
    // As a strict `<` would, a side replaces the least only when nearer.
    const double d2 = distance2(p, s);
    const bool nearer = d2 < least2;
    least2 = nearer ? d2 : least2;
    nearest = nearer ? k : nearest;
    if constexpr (Crossings) {
      across[across_count] = &s;
      across_count += static_cast<std::size_t>((s.a.y > p.y) != (s.b_y > p.y));
    }
  }
  // The parity of crossings does not depend on their order.
  for (std::size_t i = 0; crossed && i < across_count; ++i) inside = inside != (p.x < crossing_x(p, *across[i]));
  const double d = std::sqrt(least2);
  const double signed_d = inside ? d : -d;
  const Cell cell{p, half, signed_d, bound_of(signed_d, half), nearest, signed_d};
  if (!may_matter(cell.distance, cell.bound)) return std::nullopt;
  return cell;
}

// Area-weighted centroid, or the first vertex when the ring has no area.
Vec2 centroid(std::span<const Vec2> ring) {
  double twice_area = 0.0;
  Vec2 sum;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const double f = cross(ring[j], ring[i]);
    sum = sum + (ring[j] + ring[i]) * f;
    twice_area += f;
  }
  if (twice_area == 0.0) return ring[0];
  return sum * (1.0 / (3.0 * twice_area));
}

}  // namespace

// The ring's outline and the cells of a search, kept from one search to the next.
struct PoleFinder::Buffers {
  Outline outline;
  BoundHeap<Cell> cells;
  // The ring start() was last asked about, its outline in `outline`, and where a
  // search of it starts.
  const Vec2* started = nullptr;
  std::size_t started_size = 0;
  Cell start_cell;
};

PoleFinder::PoleFinder() : buffers_(std::make_unique<Buffers>()) {}
PoleFinder::~PoleFinder() = default;

Pole polylabel(std::span<const Vec2> ring, double precision, double at_least) {
  return PoleFinder().find(ring, precision, at_least);
}

namespace {

// No limit: the search maximises the distance to the outline alone.
struct NoLimit {
  static constexpr bool active = false;
  double operator()(Vec2, double up_to) const { return up_to; }
};

struct AskedLimit {
  static constexpr bool active = true;
  const PoleFinder::RoomLimit& limit;
  double operator()(Vec2 p, double up_to) const { return limit(p, up_to); }
};

// The signed distance at the ring's centroid or at its box's center, whichever is
// larger (the centroid on a tie): where search() starts.
Cell starting_cell(std::span<const Vec2> ring, const Box& box, const Outline& outline) {
  const Vec2 lo = box.min, hi = box.max;
  Cell best = make_cell(centroid(ring), 0.0, outline);
  const Cell box_center = make_cell({lo.x + (hi.x - lo.x) / 2.0, lo.y + (hi.y - lo.y) / 2.0}, 0.0, outline);
  if (box_center.value > best.value) best = box_center;
  return best;
}

}  // namespace

double PoleFinder::start(std::span<const Vec2> ring) {
  Buffers& b = *buffers_;
  b.started = nullptr;
  if (ring.empty()) return 0.0;
  const Box box = bounds_of(ring);
  if (!(std::min(box.max.x - box.min.x, box.max.y - box.min.y) > 0.0)) return 0.0;
  b.outline.assign(ring);
  b.start_cell = starting_cell(ring, box, b.outline);
  b.started = ring.data();
  b.started_size = ring.size();
  return b.start_cell.value;
}

template <class Limit>
Pole PoleFinder::search(std::span<const Vec2> ring, double precision, double at_least, const Limit& limit) {
  if (ring.empty()) return {};
  const Box box = bounds_of(ring);
  const Vec2 lo = box.min, hi = box.max;
  const double width = hi.x - lo.x, height = hi.y - lo.y;
  const double cell_size = std::min(width, height);
  if (!(cell_size > 0.0)) return {lo, 0.0};
  precision = std::max(precision, cell_size * 1e-9);

  Buffers& b = *buffers_;
  const Outline& outline = b.outline;
  // Without a limit, what start() found for this ring is where the search starts.
  const bool started = !Limit::active && b.started == ring.data() && b.started_size == ring.size();
  b.started = nullptr;
  if (!started) b.outline.assign(ring);
  b.cells.clear();
  // A cell's value is its distance, lowered by the limit where the center is inside (the
  // limit is never below zero, so outside the distance is the lesser); the limit is asked
  // only up to the distance, all that can matter.
  const auto limited = [&](Cell& cell) {
    if constexpr (Limit::active) {
      if (cell.distance > 0.0) {
        cell.value = std::min(cell.distance, limit(cell.center, cell.distance));
        cell.bound = bound_of(cell.value, cell.half);
      }
    }
    return cell;
  };
  const double half = cell_size / 2.0;
  const auto columns = static_cast<int>(std::ceil(width / cell_size));
  const auto rows = static_cast<int>(std::ceil(height / cell_size));
  for (int i = 0; i < columns; ++i) {
    for (int j = 0; j < rows; ++j) {
      Cell cell = make_cell({lo.x + cell_size * i + half, lo.y + cell_size * j + half}, half, outline);
      b.cells.push(limited(cell));
    }
  }

  Cell best;
  if (started) {
    best = b.start_cell;
  } else {
    best = make_cell(centroid(ring), 0.0, outline);
    limited(best);
    Cell box_center = make_cell({lo.x + width / 2.0, lo.y + height / 2.0}, 0.0, outline);
    if (limited(box_center).value > best.value) best = box_center;
  }

  // The value changes no faster than position, so no point of a cell is farther than
  // its bound; the margin covers rounding in the computed distances.
  constexpr double rounding = 1e-9;
  // Whether a new cell could ever do anything when it comes out of the queue. The best
  // value only grows, so a cell that can neither beat it nor be refined now never
  // will; and the search stops before a cell whose bound is below at_least comes out,
  // unless the best has reached at_least by then and beats it. Leaving such cells out
  // changes no step the search takes, only how many cells the queue moves around. The
  // distance bounds the value, so what it rules out the value would too.
  // Its tests are joined without branching: the children's test below asks it of four
  // at once.
  const auto may_matter = [&](double value, double bound) {
    const bool beaten = (value <= best.value) & (bound - best.value <= precision);
    return !(beaten | (bound + rounding < at_least));
  };
  const auto take = [&](Cell child) {
    if (Limit::active && !may_matter(limited(child).value, child.bound)) return;
    b.cells.push(child);
  };
  while (!b.cells.empty()) {
    if (best.value < at_least && b.cells.top_bound() + rounding < at_least) break;
    const Cell cell = b.cells.pop();
    if (cell.value > best.value) best = cell;
    if (cell.bound - best.value <= precision) continue;
    const double h = cell.half / 2.0;
    // The children lie h * sqrt(2) from the center. When the outline is farther than
    // that (by far more than any rounding), no child is across it from the center, and
    // point_in_polygon's crossings, exact but for rounding far below that margin, say of
    // each child what they say of the center: inside where the distance is positive.
    const bool same_side = std::abs(cell.distance) > h * std::sqrt(2.0) + rounding;
    // The child's distance is at most its distance to any one side, here the side
    // nearest the parent's center, and rounding is monotonic: a child ruled out by that
    // distance and the bound it gives is ruled out by its own. Most children are, for a
    // fraction of the work of their own distance. The four are tested first, without a
    // branch (best does not change while the children are made), and only the children
    // left are visited, in the same order.
    const std::array<Vec2, 4> centers{cell.center + Vec2{-h, -h}, cell.center + Vec2{h, -h}, cell.center + Vec2{-h, h},
                                      cell.center + Vec2{h, h}};
    std::array<double, 4> above2;
    unsigned left = 0;
    for (unsigned c = 0; c < 4; ++c) {
      above2[c] = distance2(centers[c], outline.sides[cell.side]);
      const double above = std::sqrt(above2[c]);
      left |= static_cast<unsigned>(may_matter(above, bound_of(above, h))) << c;
    }
    // Which kind of child is made is settled once for the four, not at each.
    const auto make_children = [&]<bool Crossings>(std::bool_constant<Crossings>) {
      for (; left != 0; left &= left - 1) {
        const auto c = static_cast<std::size_t>(std::countr_zero(left));
        if (const std::optional<Cell> child = child_cell<Crossings>(centers[c], h, outline, cell.side, above2[c], !Crossings && cell.distance > 0.0, may_matter)) {
          take(*child);
        }
      }
    };
    if (!outline.runs.empty()) {
      for (; left != 0; left &= left - 1) {
        const auto c = static_cast<std::size_t>(std::countr_zero(left));
        if (const Cell child = make_cell(centers[c], h, outline); may_matter(child.distance, child.bound)) take(child);
      }
    } else if (same_side) {
      make_children(std::false_type{});
    } else {
      make_children(std::true_type{});
    }
  }
  return {best.center, best.value};
}

Pole PoleFinder::find(std::span<const Vec2> ring, double precision, double at_least) {
  return search(ring, precision, at_least, NoLimit{});
}

Pole PoleFinder::find_limited(std::span<const Vec2> ring, double precision, double at_least, const RoomLimit& limit) {
  return search(ring, precision, at_least, AskedLimit{limit});
}


}  // namespace uu
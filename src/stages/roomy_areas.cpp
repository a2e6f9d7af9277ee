// The roomy-area search that stages "expeditions" and "landmarks" read: the unused areas
// with room for a mark at their pole of inaccessibility (or, on a board short of such
// poles, at their point with most room clear of all ink), found once after "areas".
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>
#include <numbers>
#include <queue>
#include <span>
#include <utility>

#include "stages/stages.hpp"
#include "stages/ink_field.hpp"
#include "stages/mark_quadrants.hpp"
#include "geom/deep_region.hpp"
#include "geom/grid_hash.hpp"
#include "geom/polygon.hpp"
#include "geom/polylabel.hpp"

namespace uu {

namespace {

// The least room an expedition or landmark needs around its centre, clear of all ink.
constexpr double needed_room = std::min(drawn::expedition_reach, drawn::landmark_reach);
// How far from the true pole an expedition may sit: about 1 mm on an A4 board, where
// any closer is not seen; the room there is measured, not assumed.
constexpr double pole_precision = 0.04;
// Areas of at most this many sides are first tried by where their pole can lie (see
// find_roomy_areas); larger ones are seldom ruled out by it and cost more to try.
constexpr std::size_t tried_by_pole_region = 4;

using Candidate = RoomyArea;

// An upper bound on the room inside a ring. A disc inside a ring fits within the ring's
// extent along every direction, so no point inside is farther from the outline than half
// the ring's least extent; the directions tried are the axes, the two diagonals and the
// normal of every side (for a convex ring the least extent is along one of those). Nor
// can the ring hold a disc larger in area than itself. Most areas are ruled out by this
// before their pole is searched for, many already by the area and the four fixed
// directions: a bound below `enough` is returned as soon as it is found, since the
// sides' normals could only lower it.
double room_bound(std::span<const Vec2> ring, double enough) {
  if (ring.empty()) return 0.0;
  const auto extent_along = [&](Vec2 dir) {
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (Vec2 p : ring) {
      const double t = dot(p, dir);
      lo = std::min(lo, t);
      hi = std::max(hi, t);
    }
    return hi - lo;
  };
  // The four fixed directions in one pass over the ring, each as extent_along takes it.
  const double diagonal = std::sqrt(0.5);
  const std::array<Vec2, 4> fixed = {Vec2{1.0, 0.0}, Vec2{0.0, 1.0}, Vec2{diagonal, diagonal}, Vec2{diagonal, -diagonal}};
  std::array<double, 4> lo, hi;
  lo.fill(std::numeric_limits<double>::infinity());
  hi.fill(-std::numeric_limits<double>::infinity());
  for (Vec2 p : ring) {
    for (std::size_t d = 0; d < fixed.size(); ++d) {
      const double t = dot(p, fixed[d]);
      lo[d] = std::min(lo[d], t);
      hi[d] = std::max(hi[d], t);
    }
  }
  double extent = std::min({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], hi[3] - lo[3]});
  const double by_area = std::sqrt(std::abs(signed_area(ring)) / std::numbers::pi);
  if (const double so_far = std::min(extent / 2.0, by_area); so_far < enough) return so_far;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const Vec2 side = ring[i] - ring[j];
    const double len = length(side);
    if (len > 0.0) extent = std::min(extent, extent_along(Vec2{-side.y, side.x} * (1.0 / len)));
  }
  return std::min(extent / 2.0, by_area);
}

// The outline distances and bounds are computed, not exact: a bound is trusted only
// this far.
constexpr double rounding = 1e-6;

// The stages take at most this many areas from one quadrant: every expedition, then
// every landmark. Areas less roomy than this many others in their quadrant are never
// taken, so find_roomy_areas may leave them out.
constexpr auto kept_per_quadrant = static_cast<std::size_t>(expeditions_wanted + landmarks_wanted);

// Whether the roomy areas found may leave the stages short: fewer than one more than
// the landmarks they need can take a landmark, or than the marks they need together an
// expedition. With one to spare, the expeditions stage's share of the areas (it keeps
// the roomiest for the landmarks) leaves both enough.
bool short_of_room(const StageSettings& settings, const std::vector<Candidate>& found) {
  const auto fitting = [&](double reach) {
    return static_cast<std::size_t>(std::count_if(found.begin(), found.end(), [&](const Candidate& c) { return c.room >= reach; }));
  };
  if (settings.landmarks && fitting(drawn::landmark_reach) < landmarks_least + 1) return true;
  const std::size_t marks = (settings.expeditions ? expeditions_least : 0) + (settings.landmarks ? landmarks_least : 0) + 1;
  return settings.expeditions && fitting(drawn::expedition_reach) < marks;
}

}  // namespace

// Unused areas whose most roomy point is needed_room from their outline and every node:
// the pole, or, on a board short of such poles, the point with most room clear of all
// ink in an area whose pole a node crowds. Only nodes nearer than the outline can lower
// the room, so only those are looked at.
// On a large board most roomy areas could never be taken. Areas are searched roomiest
// bound first; once every quadrant holds kept_per_quadrant areas, an area matters only
// if it is roomier than the least of those, so its search stops as soon as it cannot be,
// and the whole search stops once no bound left is. The list is the same, as far as
// the stages read it (the kept_per_quadrant roomiest of each quadrant, and the count up
// to 4 * kept_per_quadrant), as if every area had been searched.
std::vector<RoomyArea> find_roomy_areas(const Board& board, const StageSettings& settings, InkField& field) {
  if (!settings.expeditions && !settings.landmarks) return {};
  struct Open {
    double bound;
    int area;
    std::size_t first, size;  // its outline in rings
  };
  field.catch_up();
  // Room is measured clear of the ink; the outline is an edge's centre line, so a point
  // with `room` has at least room + margin to the outline.
  const double margin = field.sizes().edge_half + field.sizes().clearance;
  std::vector<Open> open;
  open.reserve(board.areas.size());
  std::vector<Vec2> rings;  // the outlines of the open areas, one after another
  std::vector<Vec2> ring;
  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    if (board.areas[a].use != AreaUse::none) continue;
    area_outline(board, board.areas[a], ring);
    const double bound = room_bound(ring, needed_room + margin - rounding) - margin;
    if (bound < needed_room - rounding) continue;
    open.push_back({bound, static_cast<int>(a), rings.size(), ring.size()});
    rings.insert(rings.end(), ring.begin(), ring.end());
  }
  std::sort(open.begin(), open.end(), [](const Open& x, const Open& y) { return x.bound != y.bound ? x.bound > y.bound : x.area < y.area; });

  const Vec2 center = center_of(board);
  // Per quadrant, the kept_per_quadrant largest rooms found so far, least on top.
  std::array<std::priority_queue<double, std::vector<double>, std::greater<>>, 4> best;
  // Once every quadrant has its share, an area must beat the least of them to matter.
  const auto floor = [&] {
    double least = std::numeric_limits<double>::infinity();
    for (const auto& q : best) {
      if (q.size() < kept_per_quadrant) return -std::numeric_limits<double>::infinity();
      least = std::min(least, q.top());
    }
    return least;
  };
  std::vector<Candidate> found;
  std::vector<const Open*> crowded;  // areas turned down for ink near their pole
  PoleFinder poles;
  DeepRegion deep;
  for (const Open& o : open) {
    const double beat = floor();
    if (o.bound + rounding < beat) break;  // sorted: no area left can beat it
    const std::span<const Vec2> outline = std::span<const Vec2>(rings).subspan(o.first, o.size);
    const double short_of = needed_room - rounding;
    const std::span<const int> nodes = board.areas[static_cast<std::size_t>(o.area)].nodes;
    // The search's pole is at least as deep as the point it starts from. When that is
    // deep enough, the pole will be taken or turned down for ink, and in a convex area
    // it lies where the area is that deep: if the area's own nodes leave too little room
    // all over there, it is turned down, and no search is needed to tell.
    const double wanted = std::max(needed_room, beat - rounding) + margin;
    if (const double start = poles.start(outline); start >= wanted) {
      const std::span<const Vec2> region = deep.at_depth(outline, start - rounding);
      if (!region.empty() && field.room_at_most(region, nodes, short_of) < short_of) {
        crowded.push_back(&o);
        continue;
      }
    }
    // A small convex area whose pole can only lie where the area's own nodes leave too
    // little room is ruled out without the search: the pole is within pole_precision of
    // the deepest distance (polylabel's promise), and an area is taken only when the
    // room at its pole is enough.
    if (o.size <= tried_by_pole_region) {
      const std::span<const Vec2> region = deep.of(outline, pole_precision + rounding);
      if (!region.empty() && field.room_at_most(region, nodes, short_of) < short_of) {
        crowded.push_back(&o);
        continue;
      }
    }
    // The search may stop as soon as no point of the area can reach what matters.
    const Pole pole = poles.find(outline, pole_precision, wanted);
    if (!(pole.distance >= wanted)) continue;
    const double room = field.room(pole.point, pole.distance);
    if (room < needed_room) {
      crowded.push_back(&o);
      continue;
    }
    found.push_back({o.area, pole.point, room});
    auto& q = best[static_cast<std::size_t>(quadrant(pole.point, center))];
    q.push(room);
    if (q.size() > kept_per_quadrant) q.pop();
  }
  // Too few poles with room for the marks the stages need: the areas whose pole is
  // crowded by a node's shape or dots may still have room elsewhere, away from that
  // node. They are searched, most promising first, for the point with most room clear
  // of all ink, until the stages have what they need. (Every area could be searched
  // so; it costs several times the pole search, which is enough on most boards.)
  const PoleFinder::RoomLimit ink_room = [&](Vec2 p, double up_to) { return field.room(p, up_to - margin) + margin; };
  for (const Open* o : crowded) {
    if (!short_of_room(settings, found)) break;
    const std::span<const Vec2> outline = std::span<const Vec2>(rings).subspan(o->first, o->size);
    const Pole pole = poles.find_limited(outline, pole_precision, needed_room + margin, ink_room);
    if (!(pole.distance >= needed_room + margin)) continue;
    const double room = field.room(pole.point, pole.distance);
    if (room >= needed_room) found.push_back({o->area, pole.point, room});
  }
  std::sort(found.begin(), found.end(), [](const Candidate& x, const Candidate& y) { return x.area < y.area; });
  return found;
}

}  // namespace uu

// Stages "expeditions" and "landmarks". Read areas, positions and edges; write
// board.expeditions / board.landmarks and the uses of the areas they take. Each sits at
// its area's pole of inaccessibility when that leaves room for it, and the areas taken
// are spread over the four quadrants around the center node instead of crowding it.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string_view>
#include <utility>

#include "stages/content_stages.hpp"
#include "uuboard/geom/grid_hash.hpp"
#include "uuboard/geom/polylabel.hpp"

namespace uu {

namespace {

constexpr double needed_room = 0.6;  // node radius + expedition (or landmark) radius
constexpr int expeditions_wanted = 10;
constexpr int landmarks_wanted = 5;

struct Candidate {
  int area = 0;
  Vec2 point;
  double room = 0.0;
};

bool has_expansion(const Board& board, std::string_view name) {
  const auto& list = board.options.expansions;
  return std::find(list.begin(), list.end(), name) != list.end();
}

// A disc inside a ring fits within the ring's extent along every direction, so no point
// inside is farther from the outline than half the smallest extent; along the axes and
// the two diagonals, that rules out most areas before their pole is searched for.
bool too_narrow(const std::vector<Vec2>& ring) {
  if (ring.empty()) return true;
  constexpr double inf = std::numeric_limits<double>::infinity();
  std::array<double, 4> lo{inf, inf, inf, inf}, hi{-inf, -inf, -inf, -inf};
  for (Vec2 p : ring) {
    const std::array<double, 4> along{p.x, p.y, p.x + p.y, p.x - p.y};
    for (std::size_t k = 0; k < 4; ++k) {
      lo[k] = std::min(lo[k], along[k]);
      hi[k] = std::max(hi[k], along[k]);
    }
  }
  const double diagonal = std::min(hi[2] - lo[2], hi[3] - lo[3]) / std::sqrt(2.0);
  const double extent = std::min({hi[0] - lo[0], hi[1] - lo[1], diagonal});
  constexpr double rounding = 1e-6;  // the outline distances are computed, not exact
  return extent / 2.0 < needed_room - rounding;
}

// Unused areas whose most roomy point is needed_room from their outline and every node.
// Only nodes nearer than the outline can lower the room, so only those are looked at.
std::vector<Candidate> roomy_areas(const Board& board) {
  std::vector<Vec2> positions;
  positions.reserve(board.nodes.size());
  for (const Node& node : board.nodes) positions.push_back(node.pos);
  const GridHash grid(positions, 1.0);
  std::vector<Candidate> found;
  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    if (board.areas[a].use != AreaUse::none) continue;
    const auto ring = area_outline(board, board.areas[a]);
    if (too_narrow(ring)) continue;
    const Pole pole = polylabel(ring, 0.01, needed_room);
    if (!(pole.distance >= needed_room)) continue;
    double room = pole.distance;
    // A little past the pole's distance, so rounding in the grid's test drops no node
    // that could matter; a node beyond the distance leaves the room as it is.
    grid.for_each_within(pole.point, pole.distance + 1e-6,
                         [&](int id) { room = std::min(room, distance(pole.point, positions[static_cast<std::size_t>(id)])); });
    if (room >= needed_room) found.push_back({static_cast<int>(a), pole.point, room});
  }
  return found;
}

// Quadrants around the center, clockwise on the page from the top right.
int quadrant(Vec2 p, Vec2 center) {
  if (p.x >= center.x) return p.y < center.y ? 0 : 1;
  return p.y >= center.y ? 2 : 3;
}

// Up to `wanted` candidates taken in turn from each quadrant (starting at a random one),
// the roomiest first within a quadrant, ties by area index.
std::vector<Candidate> spread_over_quadrants(const Board& board, std::vector<Candidate> candidates, int wanted,
                                             Rng& rng) {
  const Vec2 center = board.center >= 0 ? board.nodes[static_cast<std::size_t>(board.center)].pos
                                        : Vec2{board.width / 2.0, board.height / 2.0};
  std::array<std::vector<Candidate>, 4> by_quadrant;
  for (const Candidate& c : candidates) by_quadrant[static_cast<std::size_t>(quadrant(c.point, center))].push_back(c);
  for (auto& list : by_quadrant) {
    std::sort(list.begin(), list.end(), [](const Candidate& x, const Candidate& y) {
      if (x.room != y.room) return x.room > y.room;
      return x.area < y.area;
    });
  }
  std::vector<Candidate> chosen;
  const int first = rng.below(4);
  const auto total = static_cast<int>(std::min<std::size_t>(candidates.size(), static_cast<std::size_t>(wanted)));
  for (std::size_t round = 0; static_cast<int>(chosen.size()) < total; ++round) {
    for (int k = 0; k < 4 && static_cast<int>(chosen.size()) < total; ++k) {
      const auto& list = by_quadrant[static_cast<std::size_t>((first + k) % 4)];
      if (round < list.size()) chosen.push_back(list[round]);
    }
  }
  return chosen;
}

// How many expeditions to place among `roomy` areas. With Sharp Scissors on as well,
// a third of the roomy areas (up to 5) are left for landmarks, so both appear.
int expeditions_to_place(const Board& board, std::size_t roomy) {
  if (!has_expansion(board, sharp_scissors_expansion) || roomy < 2) return expeditions_wanted;
  const std::size_t reserve = std::min<std::size_t>(landmarks_wanted, (roomy + 2) / 3);
  return static_cast<int>(std::min<std::size_t>(expeditions_wanted, roomy - reserve));
}

std::vector<double> weights_of(const std::vector<WeightedName>& table) {
  std::vector<double> weights;
  for (const WeightedName& entry : table) weights.push_back(entry.prob);
  return weights;
}

}  // namespace

StageResult place_expeditions(Board& board, const Dictionary& dict, Rng& rng) {
  board.expeditions.clear();
  if (!has_expansion(board, extreme_expeditions_expansion)) return StageResult::success();
  const auto weights = weights_of(dict.expeditions);
  auto candidates = roomy_areas(board);
  const int wanted = expeditions_to_place(board, candidates.size());
  for (const Candidate& c : spread_over_quadrants(board, std::move(candidates), wanted, rng)) {
    const int type = rng.pick_weighted(weights);
    if (type < 0) return StageResult::fail("expeditions: the data has no expedition type with positive weight");
    board.expeditions.push_back({c.area, c.point, dict.expeditions[static_cast<std::size_t>(type)].name, rng.between(1, 4)});
    board.areas[static_cast<std::size_t>(c.area)].use = AreaUse::expedition;
  }
  return StageResult::success();
}

StageResult place_landmarks(Board& board, const Dictionary& dict, Rng& rng) {
  board.landmarks.clear();
  if (!has_expansion(board, sharp_scissors_expansion)) return StageResult::success();
  const auto weights = weights_of(dict.landmarks);
  for (const Candidate& c : spread_over_quadrants(board, roomy_areas(board), landmarks_wanted, rng)) {
    const int type = rng.pick_weighted(weights);
    if (type < 0) return StageResult::fail("landmarks: the data has no landmark type with positive weight");
    board.landmarks.push_back({c.area, c.point, dict.landmarks[static_cast<std::size_t>(type)].name});
    board.areas[static_cast<std::size_t>(c.area)].use = AreaUse::landmark;
  }
  return StageResult::success();
}

}  // namespace uu

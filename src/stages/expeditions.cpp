// Stage "expeditions" (extreme-expeditions). Reads the roomy areas, positions and edges;
// writes board.expeditions and the uses of the areas they take. Each sits at its area's
// pole of inaccessibility when that leaves room for it, and the areas taken are spread
// over the four quadrants around the center node instead of crowding it. Also the
// spreading and the weights that stage "landmarks" (landmarks.cpp) shares.
#include <algorithm>
#include <array>
#include <fmt/core.h>
#include <utility>

#include "stages/stages.hpp"
#include "stages/mark_quadrants.hpp"

namespace uu {

std::vector<RoomyArea> spread_over_quadrants(const Board& board, std::vector<RoomyArea> candidates, int wanted, Rng& rng) {
  const Vec2 center = center_of(board);
  std::array<std::vector<RoomyArea>, 4> by_quadrant;
  for (const RoomyArea& c : candidates) by_quadrant[static_cast<std::size_t>(quadrant(c.point, center))].push_back(c);
  for (auto& list : by_quadrant) {
    std::sort(list.begin(), list.end(), [](const RoomyArea& x, const RoomyArea& y) {
      if (x.room != y.room) return x.room > y.room;
      return x.area < y.area;
    });
  }
  std::vector<RoomyArea> chosen;
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

std::vector<double> mark_weights(const std::vector<WeightedName>& table) {
  std::vector<double> weights;
  for (const WeightedName& entry : table) weights.push_back(entry.prob);
  return weights;
}

namespace {

// How many expeditions to place among `roomy` areas. With Sharp Scissors on as well,
// a third of the roomy areas (up to 5) are left for landmarks, so both appear.
int expeditions_to_place(const StageSettings& settings, std::size_t roomy) {
  if (!settings.landmarks || roomy < 2) return expeditions_wanted;
  const std::size_t reserve = std::min<std::size_t>(landmarks_wanted, (roomy + 2) / 3);
  return static_cast<int>(std::min<std::size_t>(expeditions_wanted, roomy - reserve));
}

}  // namespace

StageResult place_expeditions(Board& board, const Dictionary& dict, const StageSettings& settings, const std::vector<RoomyArea>& roomy, Rng& rng) {
  board.expeditions.clear();
  if (!settings.expeditions) return StageResult::success();
  const auto weights = mark_weights(dict.expeditions);
  std::vector<RoomyArea> candidates = roomy;
  std::erase_if(candidates, [](const RoomyArea& c) { return c.room < drawn::expedition_reach; });
  const int wanted = expeditions_to_place(settings, candidates.size());
  if (settings.landmarks) {
    // Landmarks need more room than expeditions: beyond the expeditions' share, the
    // roomiest areas that fit a landmark are kept for the landmarks.
    std::vector<RoomyArea> roomiest = candidates;
    std::sort(roomiest.begin(), roomiest.end(), [](const RoomyArea& x, const RoomyArea& y) { return x.room != y.room ? x.room > y.room : x.area < y.area; });
    const std::size_t keep = candidates.size() - std::min(candidates.size(), static_cast<std::size_t>(std::max(wanted, 0)));
    std::vector<char> kept(board.areas.size(), 0);
    for (std::size_t k = 0; k < keep && roomiest[k].room >= drawn::landmark_reach; ++k) kept[static_cast<std::size_t>(roomiest[k].area)] = 1;
    std::erase_if(candidates, [&](const RoomyArea& c) { return kept[static_cast<std::size_t>(c.area)] != 0; });
  }
  for (const RoomyArea& c : spread_over_quadrants(board, std::move(candidates), wanted, rng)) {
    const int type = rng.pick_weighted(weights);
    if (type < 0) return StageResult::fail("expeditions: the data has no expedition type with positive weight");
    board.expeditions.push_back({c.area, c.point, dict.expeditions[static_cast<std::size_t>(type)].name, rng.between(min_expedition_slots, max_expedition_slots)});
    board.areas[static_cast<std::size_t>(c.area)].use = AreaUse::expedition;
  }
  if (board.expeditions.size() < expeditions_least) {
    return StageResult::fail(fmt::format("expeditions: {} areas have room for an expedition, at least {} needed", board.expeditions.size(), expeditions_least));
  }
  return StageResult::success();
}

}  // namespace uu

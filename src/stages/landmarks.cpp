// Stage "landmarks" (sharp-scissors). Reads the roomy areas the expeditions left unused;
// writes board.landmarks and the uses of the areas they take, spread over the four
// quadrants around the center node as the expeditions are.
#include <algorithm>
#include <fmt/core.h>
#include <iterator>
#include <utility>

#include "stages/stages.hpp"
#include "stages/mark_quadrants.hpp"

namespace uu {

StageResult place_landmarks(Board& board, const Dictionary& dict, const StageSettings& settings, const std::vector<RoomyArea>& roomy, Rng& rng) {
  board.landmarks.clear();
  if (!settings.landmarks) return StageResult::success();
  const auto weights = mark_weights(dict.landmarks);
  std::vector<RoomyArea> unused;
  std::copy_if(roomy.begin(), roomy.end(), std::back_inserter(unused),
               [&](const RoomyArea& c) { return board.areas[static_cast<std::size_t>(c.area)].use == AreaUse::none && c.room >= drawn::landmark_reach; });
  for (const RoomyArea& c : spread_over_quadrants(board, std::move(unused), landmarks_wanted, rng)) {
    const int type = rng.pick_weighted(weights);
    if (type < 0) return StageResult::fail("landmarks: the data has no landmark type with positive weight");
    board.landmarks.push_back({c.area, c.point, dict.landmarks[static_cast<std::size_t>(type)].name});
    board.areas[static_cast<std::size_t>(c.area)].use = AreaUse::landmark;
  }
  if (board.landmarks.size() < landmarks_least) {
    return StageResult::fail(fmt::format("landmarks: {} areas have room for a landmark, at least {} needed", board.landmarks.size(), landmarks_least));
  }
  return StageResult::success();
}

}  // namespace uu

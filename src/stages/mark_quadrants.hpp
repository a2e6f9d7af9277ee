#pragma once
// The four quadrants around the center node over which the expeditions and landmarks are
// spread, shared by the roomy-area search (roomy_areas.cpp) and the two stages
// (expeditions.cpp, landmarks.cpp).
#include <cstddef>
#include <vector>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"
#include "stages/stages.hpp"

namespace uu {

// Quadrants around the center, clockwise on the page from the top right.
inline int quadrant(Vec2 p, Vec2 center) {
  if (p.x >= center.x) return p.y < center.y ? 0 : 1;
  return p.y >= center.y ? 2 : 3;
}

inline Vec2 center_of(const Board& board) {
  return board.center >= 0 ? board.nodes[static_cast<std::size_t>(board.center)].pos : Vec2{board.width / 2.0, board.height / 2.0};
}

// Up to `wanted` candidates taken in turn from each quadrant (starting at a random one),
// the roomiest first within a quadrant, ties by area index.
std::vector<RoomyArea> spread_over_quadrants(const Board& board, std::vector<RoomyArea> candidates, int wanted, Rng& rng);

// The weights of a table of marks, in its order.
std::vector<double> mark_weights(const std::vector<WeightedName>& table);

}  // namespace uu

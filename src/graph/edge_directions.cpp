#include "graph/edge_directions.hpp"

#include "geom/trig.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

EdgeDirections::EdgeDirections(const Board& board) {
  unsorted_adjacency_with(
      board, first_, to_,
      [&](std::size_t entries) {
        angle_.resize(entries);
        edge_.resize(entries);
      },
      [&](const Edge& e, std::size_t ka, std::size_t kb) {
        const Vec2 a = board.nodes[static_cast<std::size_t>(e.a)].pos, b = board.nodes[static_cast<std::size_t>(e.b)].pos;
        const trig::BothWays directions = trig::directions_between(a, b);
        angle_[ka] = directions.forward;
        angle_[kb] = directions.backward;
        const Box box = box_around(a, b);
        edge_[ka] = {b, box};
        edge_[kb] = {a, box};
      });
}

}  // namespace uu

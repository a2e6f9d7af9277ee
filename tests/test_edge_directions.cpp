#include <algorithm>
#include <catch2/catch.hpp>
#include <tuple>
#include <vector>

#include "geom/trig.hpp"
#include "graph/edge_directions.hpp"
#include "graph/flat_graph.hpp"
#include "uuboard/rng.hpp"

namespace {

// One entry of a node's adjacency, as the plain version lists it.
struct Entry {
  int to = 0;
  double direction = 0.0;
  uu::Vec2 at, lo, hi;
  friend bool operator==(const Entry&, const Entry&) = default;
};

bool before(const Entry& x, const Entry& y) { return std::tie(x.to, x.direction) < std::tie(y.to, y.direction); }

}  // namespace

TEST_CASE("edge directions: each node's neighbours, directions and edge boxes, as a plain version lists them", "[graph][edge-directions]") {
  uu::Rng rng(6601);
  for (int round = 0; round < 500; ++round) {
    uu::Board board;
    const int n = rng.below(30);
    for (int v = 0; v < n; ++v) {
      uu::Node node;
      node.pos = {rng.uniform(0.0, 10.0), rng.uniform(0.0, 7.0)};
      // Some nodes on one spot, and some on a line, for zero and axis-parallel edges.
      if (v > 0 && rng.chance(0.1)) node.pos = board.nodes[static_cast<std::size_t>(rng.below(v))].pos;
      if (v > 0 && rng.chance(0.1)) node.pos.y = board.nodes[static_cast<std::size_t>(rng.below(v))].pos.y;
      board.nodes.push_back(node);
    }
    const int edges = n < 2 ? 0 : rng.below(3 * n);
    for (int k = 0; k < edges; ++k) {
      const int a = rng.below(n), b = rng.below(n);
      if (a != b) board.edges.push_back({std::min(a, b), std::max(a, b)});
    }
    // An edge naming a node the board lacks is left out.
    if (n > 0 && rng.chance(0.1)) board.edges.push_back({0, n});

    // The plain version: every edge looked at from both ends, one atan2 each.
    std::vector<std::vector<Entry>> plain(static_cast<std::size_t>(n));
    for (const uu::Edge& e : board.edges) {
      if (e.b >= n) continue;
      const uu::Vec2 a = board.nodes[static_cast<std::size_t>(e.a)].pos, b = board.nodes[static_cast<std::size_t>(e.b)].pos;
      const uu::Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
      plain[static_cast<std::size_t>(e.a)].push_back({e.b, uu::trig::atan2(b.y - a.y, b.x - a.x), b, lo, hi});
      plain[static_cast<std::size_t>(e.b)].push_back({e.a, uu::trig::atan2(a.y - b.y, a.x - b.x), a, lo, hi});
    }
    const uu::EdgeDirections graph(board);
    const uu::FlatGraph flat = uu::flat_graph(board);
    for (int v = 0; v < n; ++v) {
      const auto to = graph.neighbours(v);
      const auto directions = graph.directions(v);
      const auto far = graph.edges(v);
      REQUIRE(directions.size() == to.size());
      REQUIRE(far.size() == to.size());
      std::vector<Entry> got;
      for (std::size_t k = 0; k < to.size(); ++k) got.push_back({to[k], directions[k], far[k].at, far[k].box.min, far[k].box.max});
      std::vector<Entry> expected = plain[static_cast<std::size_t>(v)];
      std::sort(got.begin(), got.end(), before);
      std::sort(expected.begin(), expected.end(), before);
      INFO("round " << round << " node " << v);
      CHECK(got == expected);
      // The same neighbours as FlatGraph's, which sorts them by id.
      std::vector<int> ids(to.begin(), to.end());
      std::sort(ids.begin(), ids.end());
      CHECK(ids == std::vector<int>(flat.neighbours(v).begin(), flat.neighbours(v).end()));
    }
  }
}

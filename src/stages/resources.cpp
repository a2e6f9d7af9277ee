// Stage "resources". Reads areas, positions, edges and power dots; writes
// board.resources and marks the areas that got some. As in the devlog: sample the
// bounding box of the area shrunk toward its centroid, keep points clear of everything.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string_view>

#include "stages/content_stages.hpp"
#include "uuboard/geom/grid_hash.hpp"
#include "uuboard/geom/polygon.hpp"
#include "uuboard/geom/segment.hpp"

namespace uu {

namespace {

struct Clearance {
  double shrink = 0.7;     // the sampled polygon, scaled toward the area's centroid
  int tries = 200;         // samples per resource before giving it up
  double node = 0.465;     // node radius 0.3 + resource radius 0.09 + margin 0.075
  double edge = 0.2;       // from every edge line, temporary border links included
  double dot = 0.25;       // from every power dot center
  double resource = 0.33;  // 2 * (resource radius 0.09 + margin 0.075)
  double dot_offset = 0.3; // a dot's center lies on the node's outline
};

bool has_expansion(const Board& board, std::string_view name) {
  const auto& list = board.options.expansions;
  return std::find(list.begin(), list.end(), name) != list.end();
}

// Where each node's power dots are drawn, computed once for every sample that looks.
struct DotPositions {
  std::vector<std::size_t> start;  // dots of node v are at[start[v], start[v + 1])
  std::vector<Vec2> at;

  DotPositions(const Board& board, double offset) {
    start.reserve(board.nodes.size() + 1);
    start.push_back(0);
    for (const Node& node : board.nodes) {
      for (PowerDot dot : node.power_dots) at.push_back(node.pos + Vec2{std::cos(dot.angle), std::sin(dot.angle)} * offset);
      start.push_back(at.size());
    }
  }
};

// Everything a resource must stay clear of, for one area. The cheap tests come first:
// most samples fall outside the shrunk outline or too near a node.
struct Site {
  const Board& board;
  const DotPositions& dots;
  const Clearance& c;
  std::vector<Vec2> outline;
  std::vector<Vec2> shrunk;
  std::vector<int> near;  // nodes whose disc or dots can reach into the sampled box
  std::vector<Vec2> placed;

  bool fits(Vec2 p) const {
    if (!point_in_polygon(p, shrunk)) return false;
    for (int id : near) {
      const auto v = static_cast<std::size_t>(id);
      if (distance_squared(p, board.nodes[v].pos) < c.node * c.node) return false;
      for (std::size_t k = dots.start[v]; k < dots.start[v + 1]; ++k) {
        if (distance_squared(p, dots.at[k]) < c.dot * c.dot) return false;
      }
    }
    if (std::any_of(placed.begin(), placed.end(), [&](Vec2 q) { return distance_squared(p, q) < c.resource * c.resource; })) {
      return false;
    }
    return point_in_polygon(p, outline) && distance_to_outline(p, outline) >= c.edge;
  }
};

std::vector<Vec2> shrink_toward_centroid(const std::vector<Vec2>& ring, double factor) {
  Vec2 centroid;
  for (Vec2 p : ring) centroid = centroid + p * (1.0 / static_cast<double>(ring.size()));
  std::vector<Vec2> shrunk;
  for (Vec2 p : ring) shrunk.push_back(centroid + (p - centroid) * factor);
  return shrunk;
}

}  // namespace

StageResult place_resources(Board& board, const Dictionary& dict, Rng& rng) {
  board.resources.clear();
  if (!has_expansion(board, sharp_scissors_expansion)) return StageResult::success();
  const Clearance c;
  std::vector<Vec2> positions;
  for (const Node& node : board.nodes) positions.push_back(node.pos);
  const GridHash node_grid(positions, 1.0);
  const DotPositions dots(board, c.dot_offset);
  std::vector<double> weights;
  for (const WeightedName& entry : dict.resources) weights.push_back(entry.prob);

  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    Area& area = board.areas[a];
    if (area.use != AreaUse::none || area.nodes.size() < 3) continue;
    const auto on_border = std::count_if(area.nodes.begin(), area.nodes.end(), [&](int id) {
      return board.nodes[static_cast<std::size_t>(id)].on_border();
    });
    // Resources look lost in areas that are mostly paper edge.
    if (2 * static_cast<std::size_t>(on_border) >= area.nodes.size()) continue;
    const int wanted = area.nodes.size() <= 4 ? rng.between(1, 2) : rng.between(1, 4);

    Site site{board, dots, c, area_outline(board, area), {}, {}, {}};
    site.shrunk = shrink_toward_centroid(site.outline, c.shrink);
    Vec2 lo = site.shrunk[0], hi = site.shrunk[0];
    for (Vec2 p : site.shrunk) {
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
      hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    const double reach = c.dot_offset + std::max(c.node, c.dot);
    node_grid.for_each_in_box(lo - Vec2{reach, reach}, hi + Vec2{reach, reach}, [&](int id) { site.near.push_back(id); });
    // When one resource finds no place, the next ones in the same area would not either.
    for (int r = 0; r < wanted && static_cast<int>(site.placed.size()) == r; ++r) {
      for (int t = 0; t < c.tries; ++t) {
        const Vec2 p{rng.uniform(lo.x, hi.x), rng.uniform(lo.y, hi.y)};
        if (!site.fits(p)) continue;
        const int type = rng.pick_weighted(weights);
        if (type < 0) return StageResult::fail("resources: the data has no resource type with positive weight");
        board.resources.push_back({static_cast<int>(a), p, dict.resources[static_cast<std::size_t>(type)].name,
                                   rng.uniform(0.0, 2.0 * std::numbers::pi)});
        site.placed.push_back(p);
        break;
      }
    }
    if (!site.placed.empty()) area.use = AreaUse::resources;
  }
  return StageResult::success();
}

}  // namespace uu

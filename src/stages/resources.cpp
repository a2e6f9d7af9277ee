// Stage "resources". Reads areas, positions, edges and power dots; writes
// board.resources and marks the areas that got some. As in the devlog: sample the
// bounding box of the area shrunk toward its centroid, keep points clear of everything.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <span>

#include "stages/stages.hpp"
#include "stages/ink_field.hpp"
#include "geom/axis_box.hpp"
#include "geom/disc_sampler.hpp"
#include "geom/grid_hash.hpp"
#include "geom/polygon.hpp"
#include "geom/segment.hpp"
#include "geom/trig.hpp"

namespace uu {

namespace {

// What a resource's centre keeps away from, in units: a quick test on the samples, the
// drawn footprints (InkField) having the last word. Nodes, power dots and the area's
// outline by the drawn rule alone, the resource's ink drawn::clearance_mm off theirs (the
// original kept 0.075 units off a node's circle, but its dots reach 0.1 beyond it); the
// area's other resources by the original's spacing, so they lie scattered, not heaped.
struct Clearance {
  double shrink = 0.7;  // the sampled polygon, scaled toward the area's centroid
  int tries = 200;      // samples per resource before giving it up
  double node = 0.0;    // from a node's centre
  double edge = 0.0;    // from the area's outline: its edges and the border links between its border nodes
  double dot = 0.0;     // from a power dot's centre
  double resource = 0.0;
  double dot_offset = drawn::node_radius;  // a dot's centre lies on the node's outline (a circle's; farther on a square)
  double reach = 0.0;                      // of the resource's ink

  explicit Clearance(const drawn::Sizes& s)
      : node(s.node_reach() + s.clearance + s.resource_reach()),
        edge(s.edge_half + s.clearance + s.resource_reach()),
        dot(s.dot_reach() + s.clearance + s.resource_reach()),
        resource(2.0 * (s.resource_half + drawn::resource_spacing)),
        reach(s.resource_reach()) {}
};

// Where each node's power dots are drawn, worked out (a sine and a cosine each) only
// for the nodes near enough to an area for them to matter, once for every area.
class DotPositions {
 public:
  DotPositions(const Board& board, double offset) : board_(board), offset_(offset), ready_(board.nodes.size(), 0) {
    start_.reserve(board.nodes.size() + 1);
    start_.push_back(0);
    for (const Node& node : board.nodes) start_.push_back(start_.back() + node.power_dots.size());
    at_.resize(start_.back());
  }

  bool any(std::size_t v) const { return start_[v] != start_[v + 1]; }

  std::span<const Vec2> of(std::size_t v) {
    const std::span<Vec2> at = std::span<Vec2>(at_).subspan(start_[v], start_[v + 1] - start_[v]);
    if (!ready_[v]) {
      ready_[v] = 1;
      const Node& node = board_.nodes[v];
      for (std::size_t k = 0; k < at.size(); ++k) {
        const PowerDot dot = node.power_dots[k];
        const trig::SinCos t = trig::sincos(dot.angle);
        at[k] = node.pos + Vec2{t.cos, t.sin} * offset_;
      }
    }
    return at;
  }

 private:
  const Board& board_;
  double offset_;
  std::vector<std::size_t> start_;  // dots of node v are at_[start_[v], start_[v + 1])
  std::vector<Vec2> at_;
  std::vector<char> ready_;
};

// Everything a resource must stay clear of, for one area: the discs a sample is tested
// against first (geom/disc_sampler.hpp), then the outlines and the drawn footprints
// (fits). Reset for each area, so the buffers serve them all.
struct Site {
  std::vector<Vec2> outline;
  std::vector<Vec2> shrunk;
  Box box;                  // the sampled box, around the shrunk outline
  std::vector<KeepOut> discs;  // those of nodes, dots and placed resources that reach into the sampled box
  int placed = 0;           // resources placed in the area

  void reset(const Board& board, const Area& area, const GridHash& node_grid, DotPositions& dots,
             const Clearance& c) {
    area_outline(board, area, outline);
    shrink_toward_centroid(outline, c.shrink, shrunk);
    box = bounds_of(shrunk);
    const Vec2 lo = box.min, hi = box.max;
    // A disc that cannot reach the box never holds a sample; the margin covers the
    // rounding that may put a sample a hair outside the box.
    constexpr double margin = 1e-6;
    const auto reaches_box = [&](Vec2 q, double radius) {
      const double dx = std::max({lo.x - q.x, 0.0, q.x - hi.x}), dy = std::max({lo.y - q.y, 0.0, q.y - hi.y});
      return dx * dx + dy * dy < (radius + margin) * (radius + margin);
    };
    discs.clear();
    const double reach = c.dot_offset + std::max(c.node, c.dot);
    node_grid.for_each_in_box({lo - Vec2{reach, reach}, hi + Vec2{reach, reach}}, [&](int id) {
      const auto v = static_cast<std::size_t>(id);
      const Vec2 pos = board.nodes[v].pos;
      if (reaches_box(pos, c.node)) discs.push_back({pos, c.node * c.node});
      // A dot lies dot_offset from its node, so none of a node this far out reaches the
      // box (the margin counted twice is far more than rounding).
      if (!dots.any(v) || !reaches_box(pos, c.dot_offset + c.dot + margin)) return;
      for (Vec2 at : dots.of(v)) {
        if (reaches_box(at, c.dot)) discs.push_back({at, c.dot * c.dot});
      }
    });
    placed = 0;
  }

  // A placed resource keeps the next ones away as a disc does.
  void place(Vec2 p, const Clearance& c) {
    discs.push_back({p, c.resource * c.resource});
    ++placed;
  }

  // Whether a sample no disc holds may take a resource: inside the shrunk outline, clear
  // of the area's outline, with room among the drawn inks.
  bool fits(Vec2 p, const Clearance& c, const InkField& field) const {
    return inside(p, c) && !(field.room(p, c.reach) < c.reach);
  }

 private:
  bool inside(Vec2 p, const Clearance& c) const {
    if (!point_in_polygon(p, shrunk)) return false;
    return point_in_polygon(p, outline) && distance_to_outline(p, outline) >= c.edge;
  }

  static void shrink_toward_centroid(const std::vector<Vec2>& ring, double factor, std::vector<Vec2>& shrunk) {
    Vec2 centroid;
    for (Vec2 p : ring) centroid = centroid + p * (1.0 / static_cast<double>(ring.size()));
    shrunk.clear();
    for (Vec2 p : ring) shrunk.push_back(centroid + (p - centroid) * factor);
  }
};

}  // namespace

StageResult place_resources(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng, InkField& field) {
  board.resources.clear();
  if (!settings.resources) return StageResult::success();
  const Clearance c(field.sizes());
  std::vector<Vec2> positions;
  positions.reserve(board.nodes.size());
  for (const Node& node : board.nodes) positions.push_back(node.pos);
  const GridHash node_grid(positions, 1.0);
  DotPositions dots(board, c.dot_offset);
  std::vector<double> weights;
  weights.reserve(dict.resources.size());
  for (const WeightedName& entry : dict.resources) weights.push_back(entry.prob);

  // The drawn footprints have the last word: the sampling's discs are only a quick test.
  field.catch_up();
  Site site;
  for (std::size_t a = 0; a < board.areas.size(); ++a) {
    Area& area = board.areas[a];
    if (area.use != AreaUse::none || area.nodes.size() < 3) continue;
    const auto on_border = std::count_if(area.nodes.begin(), area.nodes.end(), [&](int id) {
      return board.nodes[static_cast<std::size_t>(id)].on_border();
    });
    // Resources look lost in areas that are mostly paper edge.
    if (2 * static_cast<std::size_t>(on_border) >= area.nodes.size()) continue;
    const int wanted = area.nodes.size() <= 4 ? rng.between(1, 2) : rng.between(1, 4);

    site.reset(board, area, node_grid, dots, c);
    // When one resource finds no place, the next ones in the same area would not either.
    for (int r = 0; r < wanted && site.placed == r; ++r) {
      const std::optional<Vec2> p =
          first_free_sample(rng, site.box, site.discs, c.tries, [&](Vec2 q) { return site.fits(q, c, field); });
      if (!p) break;
      const int type = rng.pick_weighted(weights);
      if (type < 0) return StageResult::fail("resources: the data has no resource type with positive weight");
      board.resources.push_back({static_cast<int>(a), *p, dict.resources[static_cast<std::size_t>(type)].name,
                                 rng.uniform(0.0, 2.0 * std::numbers::pi)});
      site.place(*p, c);
      field.catch_up();
    }
    if (site.placed > 0) area.use = AreaUse::resources;
  }
  return StageResult::success();
}

}  // namespace uu

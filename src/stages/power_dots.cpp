// Stage "power-dots". Reads positions, roles, sides, types and edges; writes each node's
// power dots. A dot sits in a gap between the node's edge directions, far enough from
// every other dot of the node that their inks keep drawn::clearance_mm apart
// (drawn::Sizes::dot_separation), at least 20 degrees from (on a border node) the border
// line, far enough from the node's edges that its ink stays off them
// (drawn::Sizes::dot_edge_angle), and with its ink drawn::clearance_mm clear of every
// other node's shape and dots and of every edge it does not belong to. A node gets fewer
// dots than it asks for when they do not fit so.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cmath>
#include <numbers>
#include <fmt/core.h>
#include <span>

#include "model/drawn.hpp"
#include "geom/arc_set.hpp"
#include "geom/axis_box.hpp"
#include "geom/blocked_directions.hpp"
#include "geom/grid_hash.hpp"
#include "geom/segment.hpp"
#include "geom/short_sort.hpp"

#include "stages/stages.hpp"
#include "stages/dot_rules.hpp"
#include "geom/trig.hpp"
#include "graph/edge_directions.hpp"

namespace uu {

namespace {

constexpr double min_separation = dot_rules::min_separation;

// The angles the dots of a board keep: from their node's edges, and from each other.
struct Spacing {
  double edge_gap = 0.0;
  double separation = 0.0;
};

// The direction pointing from a border node into the board, and half the width of the
// window dots may use there (a side allows a half-plane, a corner a quarter-plane).
std::pair<double, double> inward_window(SideSet sides) {
  Vec2 inward;
  if (sides.has(Side::left)) inward = inward + Vec2{1.0, 0.0};
  if (sides.has(Side::right)) inward = inward + Vec2{-1.0, 0.0};
  if (sides.has(Side::top)) inward = inward + Vec2{0.0, 1.0};
  if (sides.has(Side::bottom)) inward = inward + Vec2{0.0, -1.0};
  const double half = sides.count() == 1 ? std::numbers::pi / 2.0 : std::numbers::pi / 4.0;
  return {trig::atan2(inward.y, inward.x), half};
}

// inward_window of a set of sides, each of the 16 worked out (an arc tangent) once.
std::pair<double, double> window_of(SideSet sides) {
  static const std::array<std::pair<double, double>, 16> windows = [] {
    std::array<std::pair<double, double>, 16> w{};
    for (std::size_t bits = 0; bits < w.size(); ++bits) w[bits] = inward_window(SideSet{static_cast<std::uint8_t>(bits)});
    return w;
  }();
  return sides.bits < windows.size() ? windows[sides.bits] : inward_window(sides);
}

// Something of another node or edge that a dot's ink keeps `keep` away from.
struct Obstacle {
  Footprint ink;
  Vec2 a, b;            // a segment, when `segment`
  bool segment = false;
  double keep = 0.0;
};

// A dot moves at most this many units a radian (a square's corner); a sampled obstacle's
// keep grows by what that makes of half a sample's step.
constexpr double dot_speed = 0.6;
constexpr double sample_grow = sampling_grow(dot_speed);

// Buffers reused from node to node.
struct Scratch {
  ArcSet blocked;
  std::vector<FreeGap> gaps;
  std::vector<Obstacle> obstacles;
  std::vector<int> near;      // as many as the board's nodes; gather_obstacles fills the front
  std::vector<int> near_of;  // by node: the last node whose `near` held it
  std::vector<PowerDot> dots;
  bool ink_near = false;  // some ink of another node lies near, whether or not it is an obstacle
  RingSamples centres;  // where the node's dot sits at each sampled direction
  // The inks of the dots placed so far, node by node: node u's are
  // dot_inks[dot_first[u]] .. dot_inks[dot_first[u + 1] - 1], worked out (a sine and a
  // cosine each) only once a later node comes near enough for one to matter, which
  // three nodes in four never do; inks_ready[u] says whether they are.
  std::vector<std::size_t> dot_first{0};
  std::vector<Footprint> dot_inks;
  std::vector<char> inks_ready;
};

// The directions in which a dot of `node` would come within an obstacle's keep. Exact for
// a round node and a round obstacle; otherwise sampled every degree, each sample blocking
// the degree around it with the keep grown by what a dot moves in half a degree.
void block_obstacle(const Node& node, const Obstacle& o, ArcSet& blocked, RingSamples& centres) {
  if (!o.segment && !o.ink.square && !drawn::is_square(node)) {
    block_near_disc(node.pos, length(drawn::dot_offset(node, 0.0)), o.ink.center, o.ink.reach + o.keep, blocked);
    return;
  }
  const double keep = o.keep + sample_grow;
  // A dot's centre lies in the direction of its sample, so only the samples facing the
  // grown obstacle can be blocked; the others are not looked at.
  const SampleRun facing = o.segment ? samples_facing_capsule(node.pos, o.a, o.b, keep) : samples_facing_disc(node.pos, o.ink.center, outer_reach(o.ink) + keep);
  // Below zero where sample i is blocked: the sign of (distance - keep) - grow is exactly
  // that of the comparison (distance - keep) < grow.
  block_sampled(facing, dot_speed, blocked, [&](int i) {
    const Vec2 c = centres.at(i, [&](Vec2 direction) { return node.pos + drawn::dot_offset(node, direction); });
    return (o.segment ? distance_point_segment(c, o.a, o.b) - o.keep : distance(o.ink, c) - o.keep) - sample_grow;
  });
}

// The free arcs around a node: every direction but those within the edge gap of an edge,
// outside a border node's window, or blocked by another node's ink. Each blocked arc is
// widened to the dots' separation, so dots on either side of it keep that far apart.
void free_gaps(const Node& node, std::span<const double> directions, Spacing spacing, Scratch& scratch) {
  ArcSet& blocked = scratch.blocked;
  for (double d : directions) blocked.block(d - spacing.edge_gap, d + spacing.edge_gap);
  if (node.on_border()) {
    const auto [inward, half] = window_of(node.sides);
    const double open = half - min_separation;  // dots stay min_separation off the border line
    blocked.block(inward + open, inward - open + two_pi);
  }
  scratch.centres.start();
  for (const Obstacle& o : scratch.obstacles) block_obstacle(node, o, blocked, scratch.centres);
  scratch.gaps.clear();
  blocked.free_gaps(spacing.separation, [&](double start, double length) {
    scratch.gaps.push_back({start, length, points_fitting(length, spacing.separation), 0, length});
  });
}

// Dots the node asks for (dot_rules): every node but the center draws, whatever its type.
int requested_dots(const dot_rules::DotCounts& counts, const Node& node, int players, Rng& rng) {
  if (node.role == Role::center) return counts.for_draw(node, 1);
  return counts.for_draw(node, rng.between(dot_rules::least_drawn(players), dot_rules::most_drawn(players)));
}

// The node's dots, into scratch.dots: k dots in a free arc sit at the middles of its k
// equal parts, each shifted by at most half the spare room; a lone dot anywhere in the
// middle three quarters of its arc, at random as the devlog places it, but never hard
// against an edge. (Dots kept to the middle of their faces crowd the marks placed there.)
void dots_for(const Node& node, int wanted, std::span<const double> directions, Spacing spacing, Scratch& scratch, Rng& rng) {
  std::vector<PowerDot>& dots = scratch.dots;
  dots.clear();
  scratch.blocked.clear();
  if (directions.empty() && !node.on_border() && !scratch.ink_near && scratch.obstacles.empty()) {
    // Nothing to avoid: evenly around the node, turned at random.
    const int n = std::min(wanted, points_fitting(two_pi, spacing.separation));
    const double turn = rng.uniform(0.0, two_pi);
    for (int j = 0; j < n; ++j) dots.push_back({wrap_to_pi(turn + two_pi * j / n)});
  } else {
    free_gaps(node, directions, spacing, scratch);
    share_out(scratch.gaps, wanted);
    for (const FreeGap& gap : scratch.gaps) {
      if (gap.points == 0) continue;
      const double part = gap.length / gap.points;
      const double slack = gap.points == 1 ? part * 0.75 : std::max(0.0, part - spacing.separation);
      for (int j = 0; j < gap.points; ++j) {
        const double jitter = rng.uniform(-slack / 2.0, slack / 2.0);
        dots.push_back({wrap_to_pi(gap.start + part * (j + 0.5) + jitter)});
      }
    }
  }
  sort_short_by(std::span<PowerDot>(dots), [](PowerDot a, PowerDot b) { return a.angle < b.angle; });
}

// The inks near node v that its dots keep clear of: other nodes' shapes, the dots placed
// so far (nodes before v), and edges that do not end at v.
void gather_obstacles(const Board& board, const EdgeDirections& graph, const GridHash& grid, double longest, int v, const drawn::Sizes& s,
                      Scratch& scratch) {
  scratch.obstacles.clear();
  scratch.ink_near = false;
  const Node& node = board.nodes[static_cast<std::size_t>(v)];
  const double dot_keep = s.dot_reach() + s.clearance;
  // A dot's centre is at most a square's half diagonal from its node, and so is another
  // node's dot from that node; its shape reaches less far.
  const double dot_far = std::max(drawn::node_radius * std::numbers::sqrt2, drawn::center_radius);
  const double own_far = drawn::farthest_dot_offset(node);
  const double reach = dot_far + dot_keep + std::max({s.center_reach(), s.node_reach() * std::numbers::sqrt2, dot_far + s.dot_reach()}) + 1e-9;
  // Written by index into a buffer as long as the board: a push_back per node found
  // was a call each.
  std::vector<int>& near = scratch.near;
  std::size_t found = 0;
  // An edge near enough to matter passes within own_far + keep of the node, so its
  // nearer end lies within that plus half its length.
  const double edge_reach = own_far + dot_keep + s.edge_half + longest / 2.0 + 1e-9;
  // In the grid's order: which inks and edges are gathered does not depend on it, and
  // block_obstacle's arcs are sorted before use.
  grid.for_each_within(node.pos, std::max(reach, edge_reach), [&](int u) {
    near[found++] = u;
    scratch.near_of[static_cast<std::size_t>(u)] = v;
  });
  // An ink whose outer reach stays this far from the node blocks nothing: every dot of
  // the node keeps more than its keep (grown for the sampling) from it, so block_obstacle
  // would add no arc, and it is left out. The last term is far more than rounding can
  // move any of these distances.
  const double blocks_within = own_far + dot_keep + sample_grow + 1e-6;
  const auto add_ink = [&](const Footprint& ink) {
    if (distance(ink.center, node.pos) - outer_reach(ink) <= blocks_within) scratch.obstacles.push_back({ink, {}, {}, false, dot_keep});
  };
  const double edge_keep = dot_keep + s.edge_half;
  // Most edges gathered lie well away: a point within `near_edge` of a segment lies in
  // its bounding box grown by that (and a little more for rounding), so the distance is
  // measured only inside it; the box is that around the node, which is the same test
  // but for rounding, which the little more covers.
  const double near_edge = own_far + edge_keep, box = near_edge + 1e-9;
  const Box near_box{node.pos - Vec2{box, box}, node.pos + Vec2{box, box}};
  for (int u : std::span<const int>(near).first(found)) {
    if (u == v) continue;
    const Node& other = board.nodes[static_cast<std::size_t>(u)];
    const double far = distance(other.pos, node.pos);
    if (far <= reach) {
      scratch.ink_near = true;
      add_ink(drawn::shape_footprint(other, s));
      // A dot of u lies within farthest_dot_offset(u) of it, so when u is this far none of them is
      // near enough to be added (the margin is far more than rounding).
      if (u < v && far - drawn::farthest_dot_offset(other) - s.dot_reach() <= blocks_within + 1e-9) {
        const std::size_t first = scratch.dot_first[static_cast<std::size_t>(u)], last = scratch.dot_first[static_cast<std::size_t>(u) + 1];
        if (!scratch.inks_ready[static_cast<std::size_t>(u)]) {
          scratch.inks_ready[static_cast<std::size_t>(u)] = 1;
          for (std::size_t k = first; k < last; ++k) scratch.dot_inks[k] = drawn::dot_footprint(other, other.power_dots[k - first].angle, s);
        }
        for (std::size_t k = first; k < last; ++k) add_ink(scratch.dot_inks[k]);
      }
    }
    // Each edge once, from its lower end; the edges of v itself are its gaps' borders.
    const std::span<const int> ends = graph.neighbours(u);
    const std::span<const EdgeDirections::Far> edges = graph.edges(u);
    for (std::size_t k = 0; k < ends.size(); ++k) {
      const EdgeDirections::Far& e = edges[k];
      if (boxes_apart(e.box, near_box)) continue;
      const int w = ends[k];
      if (w == v || (w < u && scratch.near_of[static_cast<std::size_t>(w)] == v)) continue;
      if (distance_point_segment(node.pos, other.pos, e.at) < near_edge) {
        scratch.obstacles.push_back({{}, other.pos, e.at, true, edge_keep});
      }
    }
  }
}

}  // namespace

StageResult place_power_dots(Board& board, const Dictionary& dict, const StageSettings& settings, Rng& rng) {
  const dot_rules::DotCounts counts(dict);
  const drawn::Sizes sizes = drawn::sizes(board.unit_mm);
  const EdgeDirections graph(board);
  const Spacing spacing{std::max(min_separation, sizes.dot_edge_angle()), std::max(min_separation, sizes.dot_separation())};
  std::vector<Vec2> pos(board.nodes.size());
  std::transform(board.nodes.begin(), board.nodes.end(), pos.begin(), [](const Node& n) { return n.pos; });
  const GridHash grid(pos, 1.0);
  double longest = 0.0;
  for (const Edge& e : board.edges) longest = std::max(longest, distance_squared(pos[static_cast<std::size_t>(e.a)], pos[static_cast<std::size_t>(e.b)]));
  longest = std::sqrt(longest);
  Scratch scratch;
  const std::size_t n = board.nodes.size();
  scratch.near.resize(n);
  scratch.near_of.assign(n, -1);
  scratch.inks_ready.assign(n, 0);
  // Room up front for what a usual node and board need, so the buffers seldom regrow:
  // each regrowth is an allocation and a copy.
  scratch.dot_first.reserve(n + 1);
  scratch.dot_inks.reserve(n * static_cast<std::size_t>(dot_rules::most_drawn(settings.players) + 1));
  constexpr std::size_t usual = 64;
  scratch.blocked.reserve(usual);
  scratch.gaps.reserve(usual);
  scratch.obstacles.reserve(usual);
  scratch.dots.reserve(usual);
  for (std::size_t v = 0; v < n; ++v) {
    Node& node = board.nodes[v];
    const int wanted = requested_dots(counts, node, settings.players, rng);
    gather_obstacles(board, graph, grid, longest, static_cast<int>(v), sizes, scratch);
    dots_for(node, wanted, graph.directions(static_cast<int>(v)), spacing, scratch, rng);
    if (scratch.dots.empty()) {
      return StageResult::fail(fmt::format("power-dots: node {} has no room for a power dot clear of its edges and of other nodes' ink", v));
    }
    node.power_dots.assign(scratch.dots.begin(), scratch.dots.end());
    scratch.dot_inks.resize(scratch.dot_inks.size() + node.power_dots.size());
    scratch.dot_first.push_back(scratch.dot_inks.size());
  }
  return StageResult::success();
}

}  // namespace uu

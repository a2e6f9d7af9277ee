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
#include <string_view>

#include "model/drawn.hpp"
#include "geom/grid_hash.hpp"
#include "geom/segment.hpp"
#include "geom/short_sort.hpp"

#include "stages/content_stages.hpp"
#include "stages/dot_rules.hpp"
#include "geom/trig.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

namespace {

constexpr double two_pi = 2.0 * std::numbers::pi;
constexpr double min_separation = dot_rules::min_separation;

// The angles the dots of a board keep: from their node's edges, and from each other.
struct Spacing {
  double edge_gap = 0.0;
  double separation = 0.0;
};

// An arc of directions no dot may take, in radians; lo may exceed pi, hi may exceed lo
// by at most two pi.
struct Arc {
  double lo = 0.0, hi = 0.0;
};

// A free arc and the dots it gets; its ends are directions a dot may take.
struct Gap {
  double start = 0.0;
  double length = 0.0;
  int capacity = 0;
  int dots = 0;
  double spacing = 0.0;  // what one more dot would leave, length / (dots + 1); -1 when full
};

// Into (-pi, pi]. An angle within 9 (less than three pi) of zero is brought in by one
// turn, which is what std::remainder would do; the sum is exact (the angle and the turn
// are within a factor of two of each other), and so is std::remainder, so both give the
// same bits, the sum without the library call.
double wrap_to_pi(double a) {
  if (!(std::abs(a) <= std::numbers::pi)) a = std::abs(a) < 9.0 ? (a > 0.0 ? a - two_pi : a + two_pi) : std::remainder(a, two_pi);
  return a <= -std::numbers::pi ? a + two_pi : a;
}

// Into [0, 2 pi). std::fmod returns an angle within a turn of zero as it is, so only
// the others need the call.
double wrap(double a) {
  if (!(std::abs(a) < two_pi)) a = std::fmod(a, two_pi);
  return a < 0.0 ? a + two_pi : a;
}

// How many dots a free arc of this length holds, spread evenly `separation` apart.
// The quotient is positive, so truncation is the floor (std::floor is a dozen
// instructions without SSE4.1).
int capacity_of(double length, double separation) {
  if (length < -1e-12) return 0;
  return std::max(1, static_cast<int>(length / separation + 1e-9));
}

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

// Each node's neighbours, in no particular order (the stage sorts the directions they
// give and gathers edges by id, so the order changes nothing), and the direction of each
// from the node, worked out once for both ends of an edge. As unsorted_adjacency
// builds it; FlatGraph would also sort them and measure every edge.
class Neighbours {
 public:
  explicit Neighbours(const Board& board) {
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
          const Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)}, hi{std::max(a.x, b.x), std::max(a.y, b.y)};
          edge_[ka] = {b, lo, hi};
          edge_[kb] = {a, lo, hi};
        });
  }

  // The far end of an edge from the node, and the corners of the edge's bounding box.
  struct Far {
    Vec2 at, lo, hi;
  };

  std::span<const int> neighbours(int v) const { return std::span<const int>(to_).subspan(begin(v), count(v)); }
  // v's edges, in the same order.
  std::span<const Far> edges(int v) const { return std::span<const Far>(edge_).subspan(begin(v), count(v)); }
  // The directions of v's neighbours from it, trig::atan2(dy, dx), in the same order.
  std::span<const double> directions(int v) const { return std::span<const double>(angle_).subspan(begin(v), count(v)); }

 private:
  std::size_t begin(int v) const { return static_cast<std::size_t>(first_[static_cast<std::size_t>(v)]); }
  std::size_t count(int v) const {
    const auto k = static_cast<std::size_t>(v);
    return static_cast<std::size_t>(first_[k + 1] - first_[k]);
  }
  std::vector<int> first_, to_;
  std::vector<double> angle_;
  std::vector<Far> edge_;
};

// Something of another node or edge that a dot's ink keeps `keep` away from.
struct Obstacle {
  Footprint ink;
  Vec2 a, b;            // a segment, when `segment`
  bool segment = false;
  double keep = 0.0;
};

constexpr int samples = 360;  // directions sampled around a square node, or against a square or an edge
constexpr double sample_step = two_pi / samples;
constexpr double dot_speed = 0.6;  // a dot moves at most this many units a radian (a square's corner)
// What a sampled obstacle's keep grows by: what a dot moves in half a sample's step.
constexpr double sample_grow = dot_speed * sample_step / 2.0 * std::numbers::sqrt2 + 1e-9;

// Where a dot of one node sits at each sampled direction, worked out when first asked
// for; start() forgets the last node's.
class SampledCentres {
 public:
  void start(const Node& node) {
    node_ = &node;
    ++round_;
  }
  Vec2 at(int i) {
    const auto k = static_cast<std::size_t>(i);
    if (round_of_[k] != round_) {
      round_of_[k] = round_;
      centre_[k] = node_->pos + drawn::dot_offset(*node_, directions_[k]);
    }
    return centre_[k];
  }

 private:
  static inline const std::array<Vec2, samples> directions_ = [] {
    std::array<Vec2, samples> d{};
    for (int k = 0; k < samples; ++k) d[static_cast<std::size_t>(k)] = {trig::cos(k * two_pi / samples), trig::sin(k * two_pi / samples)};
    return d;
  }();
  const Node* node_ = nullptr;
  std::uint32_t round_ = 0;
  std::array<std::uint32_t, samples> round_of_{};
  std::array<Vec2, samples> centre_{};
};

// Buffers reused from node to node.
struct Scratch {
  std::vector<Arc> blocked, merged;
  std::vector<Gap> gaps;
  std::vector<Obstacle> obstacles;
  std::vector<int> near;      // as many as the board's nodes; gather_obstacles fills the front
  std::vector<int> near_of;  // by node: the last node whose `near` held it
  std::vector<PowerDot> dots;
  bool ink_near = false;  // some ink of another node lies near, whether or not it is an obstacle
  SampledCentres centres;
  // The inks of the dots placed so far, node by node: node u's are
  // dot_inks[dot_first[u]] .. dot_inks[dot_first[u + 1] - 1], worked out (a sine and a
  // cosine each) only once a later node comes near enough for one to matter, which
  // three nodes in four never do; inks_ready[u] says whether they are.
  std::vector<std::size_t> dot_first{0};
  std::vector<Footprint> dot_inks;
  std::vector<char> inks_ready;
};

// The directions from `p` in which an obstacle grown by its keep and `grow` can lie,
// as a run of sample indices from `first` (mod samples), two samples wider on either
// side; every sample when `p` is in or next to the obstacle. The grown obstacle lies in
// a disc (a footprint) or in the hull of two discs (a segment's ends), and from outside
// it is seen within the arc that spans them (the one disc's, for a footprint).
std::pair<int, int> samples_facing(Vec2 p, const Obstacle& o, double grow) {
  constexpr std::pair<int, int> every{0, samples};
  struct Disc {
    Vec2 at;
    double radius;
  };
  const double keep = o.keep + grow;
  const Disc ends[2] = {o.segment ? Disc{o.a, keep} : Disc{o.ink.center, (o.ink.square ? o.ink.reach * std::numbers::sqrt2 : o.ink.reach) + keep},
                        Disc{o.b, keep}};
  if (o.segment && distance_point_segment(p, o.a, o.b) <= keep * 1.01 + 1e-9) return every;
  double base = 0.0, lo = 0.0, hi = 0.0;
  for (int k = 0; k < (o.segment ? 2 : 1); ++k) {
    const Vec2 to = ends[k].at - p;
    const double far = length(to);
    if (far <= ends[k].radius * 1.01 + 1e-9) return every;
    const double at = trig::atan2(to.y, to.x), half = trig::asin(ends[k].radius / far);
    if (k == 0) {
      base = at;
      lo = -half;
      hi = half;
    } else {
      const double turn = wrap_to_pi(at - base);
      lo = std::min(lo, turn - half);
      hi = std::max(hi, turn + half);
    }
  }
  constexpr double step = two_pi / samples;
  const int from = static_cast<int>(std::floor((base + lo) / step)) - 2;
  const int count = static_cast<int>(std::ceil((base + hi) / step)) + 2 - from + 1;
  if (count >= samples) return every;
  return {((from % samples) + samples) % samples, count};
}

// The directions in which a dot of `node` would come within an obstacle's keep. Exact for
// a round node and a round obstacle; otherwise sampled every degree, each sample blocking
// the degree around it with the keep grown by what a dot moves in half a degree.
void block_obstacle(const Node& node, const Obstacle& o, std::vector<Arc>& blocked, SampledCentres& centres) {
  if (!o.segment && !o.ink.square && !drawn::is_square(node)) {
    const double d = length(drawn::dot_offset(node, 0.0));
    const Vec2 to = o.ink.center - node.pos;
    const double far = length(to), k = o.ink.reach + o.keep;
    if (far <= 0.0) {
      blocked.push_back({0.0, two_pi});
      return;
    }
    const double c = (d * d + far * far - k * k) / (2.0 * d * far);
    if (c >= 1.0) return;
    if (c <= -1.0) {
      blocked.push_back({0.0, two_pi});
      return;
    }
    const double half = trig::acos(c), at = trig::atan2(to.y, to.x);
    blocked.push_back({at - half, at + half});
    return;
  }
  constexpr double step = sample_step;
  constexpr double grow = sample_grow;
  // Below zero where sample i is blocked: the sign of (distance - keep) - grow is exactly
  // that of the comparison (distance - keep) < grow.
  const auto margin = [&](int i) {
    const Vec2 c = centres.at(i);
    return (o.segment ? distance_point_segment(c, o.a, o.b) - o.keep : distance(o.ink, c) - o.keep) - grow;
  };
  // A distance changes no faster than what it measures from, so the margin changes by
  // at most this from one sample to the next (with room for rounding): a margin of m
  // decides the next m / per_sample samples alike, and they need not be measured.
  constexpr double per_sample = (dot_speed + 0.01) * step;
  constexpr double rounding = 1e-9;
  // Runs of blocked samples in [from, to) become one arc each, as a pass over every
  // sample in order would make them (a run is cut at sample 0, not joined across it).
  const auto runs = [&](int from, int to) {
    int run = -1;
    for (int i = from; i < to;) {
      const double m = margin(i);
      const bool hit = m < 0.0;
      const int alike = 1 + static_cast<int>(std::max(0.0, (std::abs(m) - rounding) / per_sample));
      if (hit && run < 0) run = i;
      if (!hit && run >= 0) {
        blocked.push_back({(run - 0.5) * step, (i - 0.5) * step});
        run = -1;
      }
      i = std::min(to, i + alike);
    }
    if (run >= 0) blocked.push_back({(run - 0.5) * step, (to - 0.5) * step});
  };
  // A dot's centre lies in the direction of its sample, so only the samples within the
  // arc the grown obstacle covers seen from the node (and two on either side, far more
  // than rounding can move a verdict) can be blocked; the others are not looked at.
  const auto [first, count] = samples_facing(node.pos, o, grow);
  if (first + count > samples) runs(0, first + count - samples);
  runs(first, std::min(first + count, samples));
}

// The free arcs around a node: every direction but those within the edge gap of an edge,
// outside a border node's window, or blocked by another node's ink. Each blocked arc is
// widened to the dots' separation, so dots on either side of it keep that far apart.
void free_gaps(const Node& node, std::span<const double> directions, Spacing spacing, Scratch& scratch) {
  const double separation = spacing.separation;
  std::vector<Arc>& blocked = scratch.blocked;
  for (double d : directions) blocked.push_back({d - spacing.edge_gap, d + spacing.edge_gap});
  if (node.on_border()) {
    const auto [inward, half] = window_of(node.sides);
    const double open = half - min_separation;  // dots stay min_separation off the border line
    blocked.push_back({inward + open, inward - open + two_pi});
  }
  scratch.centres.start(node);
  for (const Obstacle& o : scratch.obstacles) block_obstacle(node, o, blocked, scratch.centres);
  // Onto [0, 2 pi), each arc at least the separation wide, the ones that wrap split in two.
  std::vector<Arc>& merged = scratch.merged;
  merged.clear();
  for (Arc arc : blocked) {
    const double widen = std::max(0.0, (separation - (arc.hi - arc.lo)) / 2.0);
    arc.lo -= widen;
    arc.hi += widen;
    if (arc.hi - arc.lo >= two_pi) {
      merged.assign(1, {0.0, two_pi});
      break;
    }
    const double lo = wrap(arc.lo), hi = lo + (arc.hi - arc.lo);
    if (hi <= two_pi) {
      merged.push_back({lo, hi});
    } else {
      merged.push_back({lo, two_pi});
      merged.push_back({0.0, hi - two_pi});
    }
  }
  sort_short_by(std::span<Arc>(merged), [](Arc x, Arc y) { return x.lo != y.lo ? x.lo < y.lo : x.hi < y.hi; });
  // Joined in one pass with the gaps between them: an arc is whole once the next one
  // starts clear of it, and the last one's gap runs round to the first.
  std::vector<Gap>& gaps = scratch.gaps;
  gaps.clear();
  const auto gap = [&](double from, double next) {
    const double length = next - from;
    if (length > 1e-9) gaps.push_back({from, length, capacity_of(length, separation), 0, length});
  };
  std::size_t kept = 0;
  for (const Arc& arc : merged) {
    if (kept > 0 && arc.lo <= merged[kept - 1].hi) {
      merged[kept - 1].hi = std::max(merged[kept - 1].hi, arc.hi);
    } else {
      if (kept > 0) gap(merged[kept - 1].hi, arc.lo);
      merged[kept++] = arc;
    }
  }
  if (kept > 0 && !(kept == 1 && merged[0].hi - merged[0].lo >= two_pi)) gap(merged[kept - 1].hi, merged[0].lo + two_pi);
}

// Dots the node asks for (dot_rules): every node but the center draws, whatever its type.
int requested_dots(const dot_rules::DotCounts& counts, const Node& node, int players, Rng& rng) {
  if (node.role == Role::center) return counts.for_draw(node, 1);
  return counts.for_draw(node, rng.between(dot_rules::least_drawn(players), dot_rules::most_drawn(players)));
}

// Gives each of `wanted` dots to the gap where it leaves the widest spacing, so dots
// spread over the node before any gap gets crowded; ties go to the earlier gap.
// A gap's spacing is kept, worked out again only when it gets a dot. Every gap is
// longer than 1e-9, so a gap with room has a spacing above zero and the first of them
// wins over best_spacing's zero as it would win over no gap; a full one has -1.
void share_out(std::vector<Gap>& gaps, int wanted) {
  for (int placed = 0; placed < wanted; ++placed) {
    std::size_t best = gaps.size();
    double best_spacing = 0.0;
    for (std::size_t g = 0; g < gaps.size(); ++g) {
      if (gaps[g].spacing > best_spacing) {
        best = g;
        best_spacing = gaps[g].spacing;
      }
    }
    if (best == gaps.size()) return;
    Gap& gap = gaps[best];
    ++gap.dots;
    gap.spacing = gap.dots >= gap.capacity ? -1.0 : gap.length / (gap.dots + 1);
  }
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
    const int n = std::min(wanted, capacity_of(two_pi, spacing.separation));
    const double turn = rng.uniform(0.0, two_pi);
    for (int j = 0; j < n; ++j) dots.push_back({wrap_to_pi(turn + two_pi * j / n)});
  } else {
    free_gaps(node, directions, spacing, scratch);
    share_out(scratch.gaps, wanted);
    for (const Gap& gap : scratch.gaps) {
      if (gap.dots == 0) continue;
      const double part = gap.length / gap.dots;
      const double slack = gap.dots == 1 ? part * 0.75 : std::max(0.0, part - spacing.separation);
      for (int j = 0; j < gap.dots; ++j) {
        const double jitter = rng.uniform(-slack / 2.0, slack / 2.0);
        dots.push_back({wrap_to_pi(gap.start + part * (j + 0.5) + jitter)});
      }
    }
  }
  sort_short_by(std::span<PowerDot>(dots), [](PowerDot a, PowerDot b) { return a.angle < b.angle; });
}

// The inks near node v that its dots keep clear of: other nodes' shapes, the dots placed
// so far (nodes before v), and edges that do not end at v.
void gather_obstacles(const Board& board, const Neighbours& graph, const GridHash& grid, double longest, int v, const drawn::Sizes& s,
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
  const Vec2 box_lo = node.pos - Vec2{box, box}, box_hi = node.pos + Vec2{box, box};
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
    // Most edges lie outside the box: its four tests are made and joined without
    // branching (none has a side effect), which mispredicts less than one branch each.
    const std::span<const int> ends = graph.neighbours(u);
    const std::span<const Neighbours::Far> edges = graph.edges(u);
    for (std::size_t k = 0; k < ends.size(); ++k) {
      const Neighbours::Far& e = edges[k];
      if ((e.lo.x > box_hi.x) | (e.hi.x < box_lo.x) | (e.lo.y > box_hi.y) | (e.hi.y < box_lo.y)) continue;
      const int w = ends[k];
      if (w == v || (w < u && scratch.near_of[static_cast<std::size_t>(w)] == v)) continue;
      if (distance_point_segment(node.pos, other.pos, e.at) < near_edge) {
        scratch.obstacles.push_back({{}, other.pos, e.at, true, edge_keep});
      }
    }
  }
}

}  // namespace

StageResult place_power_dots(Board& board, const Dictionary& dict, Rng& rng) {
  const dot_rules::DotCounts counts(dict);
  const drawn::Sizes sizes = drawn::sizes(board.unit_mm);
  const Neighbours graph(board);
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
  scratch.dot_inks.reserve(n * static_cast<std::size_t>(dot_rules::most_drawn(board.options.players) + 1));
  constexpr std::size_t usual = 64;
  scratch.blocked.reserve(usual);
  scratch.merged.reserve(usual);
  scratch.gaps.reserve(usual);
  scratch.obstacles.reserve(usual);
  scratch.dots.reserve(usual);
  for (std::size_t v = 0; v < n; ++v) {
    Node& node = board.nodes[v];
    const int wanted = requested_dots(counts, node, board.options.players, rng);
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

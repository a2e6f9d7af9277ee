// Stage "power-dots". Reads positions, roles, sides, types and edges; writes each node's
// power dots. A dot sits in a gap between the node's edge directions, at least 20 degrees
// from every edge, every other dot of the node and (on a border node) the border line.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string_view>

#include "stages/content_stages.hpp"
#include "uuboard/fairness.hpp"

namespace uu {

namespace {

constexpr double two_pi = 2.0 * std::numbers::pi;
constexpr double min_separation = std::numbers::pi / 9.0;  // 20 degrees

// A free arc between two blocking directions (edges or border lines), and the dots it gets.
struct Gap {
  double start = 0.0;   // direction of the blocker it begins at, radians
  double length = 0.0;  // angle to the next blocker, counter-clockwise in (x right, y down)
  int capacity = 0;
  int dots = 0;
};

// Into (-pi, pi]. Most angles are in [-pi, pi] already (atan2's range), where remainder
// (exact) would return them unchanged, so they skip its cost.
double wrap_to_pi(double a) {
  if (!(std::abs(a) <= std::numbers::pi)) a = std::remainder(a, two_pi);
  return a <= -std::numbers::pi ? a + two_pi : a;
}

// How many dots fit strictly inside a gap, each min_separation from its neighbours and
// from both ends (the tiny tolerance keeps exactly-fitting gaps usable).
int capacity_of(double length) {
  const double slots = std::floor(length / min_separation + 1e-9) - 1.0;
  return slots < 0.0 ? 0 : static_cast<int>(slots);
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
  return {std::atan2(inward.y, inward.x), half};
}

// The gaps around a node with at least one blocker: between consecutive edge directions,
// and for a border node only inside the window bounded by the border line.
void gaps_around(const Node& node, const std::vector<double>& directions, std::vector<double>& blockers, std::vector<Gap>& gaps) {
  blockers.clear();
  gaps.clear();
  double base = 0.0;
  bool closed = true;  // the gaps go all around the node
  if (node.on_border()) {
    if (node.sides.count() > 2) return;
    const auto [inward, half] = inward_window(node.sides);
    base = inward;
    closed = false;
    blockers.push_back(-half);
    blockers.push_back(half);
    for (double d : directions) {
      const double r = wrap_to_pi(d - inward);
      if (std::abs(r) < half) blockers.push_back(r);
    }
  } else {
    for (double d : directions) blockers.push_back(wrap_to_pi(d));
  }
  std::sort(blockers.begin(), blockers.end());
  const std::size_t count = closed ? blockers.size() : blockers.size() - 1;
  for (std::size_t i = 0; i < count; ++i) {
    const double next = i + 1 < blockers.size() ? blockers[i + 1] : blockers[0] + two_pi;
    const double length = next - blockers[i];
    gaps.push_back({base + blockers[i], length, capacity_of(length), 0});
  }
}

// Buffers dots_for reuses from node to node.
struct Scratch {
  std::vector<double> directions, blockers;
  std::vector<Gap> gaps;
  std::vector<PowerDot> dots;

  // Room for the busiest node up front, so no buffer grows node by node: a node has at
  // most two border blockers besides its edges, and no more dots than fit 20 degrees apart.
  explicit Scratch(std::size_t max_degree) {
    directions.reserve(max_degree);
    blockers.reserve(max_degree + 2);
    gaps.reserve(max_degree + 2);
    dots.reserve(static_cast<std::size_t>(capacity_of(two_pi)) + 1);
  }
};

// Dots the node asks for: by player count, with the center and two types set apart.
int requested_dots(const Node& node, int players, Rng& rng) {
  if (node.role == Role::center) return 1;
  const int base = rng.between(1 + players / 4, 2 + players / 4);
  if (node.type && *node.type == std::string_view("Village Ruins")) return 4;
  if (node.type && *node.type == std::string_view("Chameleon")) return base + 2;
  return base;
}

// Gives each of `wanted` dots to the gap where it leaves the widest spacing, so dots
// spread over the node before any gap gets crowded; ties go to the earlier gap.
void share_out(std::vector<Gap>& gaps, int wanted) {
  for (int placed = 0; placed < wanted; ++placed) {
    int best = -1;
    double best_spacing = 0.0;
    for (std::size_t g = 0; g < gaps.size(); ++g) {
      if (gaps[g].dots >= gaps[g].capacity) continue;
      const double spacing = gaps[g].length / (gaps[g].dots + 2);
      if (best < 0 || spacing > best_spacing) {
        best = static_cast<int>(g);
        best_spacing = spacing;
      }
    }
    if (best < 0) return;
    ++gaps[static_cast<std::size_t>(best)].dots;
  }
}

// The node's dots, into scratch.dots.
void dots_for(const Node& node, int wanted, Scratch& scratch, Rng& rng) {
  const std::vector<double>& directions = scratch.directions;
  std::vector<PowerDot>& dots = scratch.dots;
  dots.clear();
  if (directions.empty() && !node.on_border()) {
    // Nothing to avoid: evenly around the node, turned at random.
    const int n = std::min(wanted, capacity_of(two_pi) + 1);
    const double turn = rng.uniform(0.0, two_pi);
    for (int j = 0; j < n; ++j) dots.push_back({wrap_to_pi(turn + two_pi * j / n)});
  } else {
    std::vector<Gap>& gaps = scratch.gaps;
    gaps_around(node, directions, scratch.blockers, gaps);
    share_out(gaps, wanted);
    // Evenly spaced within the gap, each dot shifted by at most half the spare room, so
    // neighbours stay min_separation apart whatever the draws.
    for (const Gap& gap : gaps) {
      const double spacing = gap.length / (gap.dots + 1);
      const double slack = std::max(0.0, spacing - min_separation);
      for (int j = 1; j <= gap.dots; ++j) {
        const double jitter = rng.uniform(-slack / 2.0, slack / 2.0);
        dots.push_back({wrap_to_pi(gap.start + spacing * j + jitter)});
      }
    }
  }
  std::sort(dots.begin(), dots.end(), [](PowerDot a, PowerDot b) { return a.angle < b.angle; });
}

}  // namespace

StageResult place_power_dots(Board& board, const Dictionary& /*dict*/, Rng& rng) {
  const FlatGraph graph = flat_graph(board);
  std::size_t max_degree = 0;
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    max_degree = std::max(max_degree, graph.neighbours(static_cast<int>(v)).size());
  }
  Scratch scratch(max_degree);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    Node& node = board.nodes[v];
    const int wanted = requested_dots(node, board.options.players, rng);
    scratch.directions.clear();
    for (int n : graph.neighbours(static_cast<int>(v))) {
      const Vec2 d = board.nodes[static_cast<std::size_t>(n)].pos - node.pos;
      scratch.directions.push_back(std::atan2(d.y, d.x));
    }
    dots_for(node, wanted, scratch, rng);
    node.power_dots.assign(scratch.dots.begin(), scratch.dots.end());
  }
  return StageResult::success();
}

}  // namespace uu

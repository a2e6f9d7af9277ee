// Stage "start-nodes". Reads positions, sides and edges; marks 12 nodes as start nodes,
// through the shared EdgeBuilder, so the edge rules draw them as squares from then on.
// A start node lies on exactly one side, has one or two edges, and shares neither an
// edge nor a neighbour with another start node, so no player's first move is stolen.
// Among the choices that keep those rules, it takes the one whose paths to the center
// fair-edges can best even out: as long as possible now (fair-edges only shortens
// paths), and as short as possible once straightened, then the farthest from the center,
// trying first the candidates whose room (nodes within 3 moves) is close to the median.
#include <algorithm>
#include <cstdint>
#include <array>
#include <fmt/core.h>
#include <limits>
#include <optional>

#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

namespace {

// A start candidate: its path to the center along the board's edges now, and how short
// fair-edges may make it (no shorter than a straightened path, no longer than now).
struct Candidate {
  int node;
  int side;
  double length;
  double reachable;
  int reach = 0;  // nodes within 3 moves now
  bool roomy = true;  // reach near the middle of all candidates' (tried first)
};

// Candidates whose path is at least `lo` long now and can come down to `hi`.
struct Window {
  double lo, hi;
  bool holds(const Candidate& c) const { return c.length >= lo && c.reachable <= hi; }
};

constexpr Window any_window{0.0, std::numeric_limits<double>::infinity()};

class Chooser {
 public:
  Chooser(const FlatGraph& graph, std::vector<Candidate> candidates, int per_side)
      : candidates_(std::move(candidates)), per_side_(per_side), conflicts_(candidates_.size() * candidates_.size(), 0) {
    // Two candidates conflict when they are adjacent or share a neighbour: within two
    // moves of each other.
    std::vector<int> index_of(graph.nodes(), -1);
    for (std::size_t i = 0; i < candidates_.size(); ++i) index_of[static_cast<std::size_t>(candidates_[i].node)] = static_cast<int>(i);
    const std::size_t n = candidates_.size();
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t v = static_cast<std::size_t>(candidates_[i].node);
      for (int k = graph.first[v]; k < graph.first[v + 1]; ++k) {
        const std::size_t w = static_cast<std::size_t>(graph.to[static_cast<std::size_t>(k)]);
        for (int j = graph.first[w]; j < graph.first[w + 1]; ++j) mark(i, index_of[static_cast<std::size_t>(graph.to[static_cast<std::size_t>(j)])]);
        mark(i, index_of[w]);
      }
    }
    for (std::size_t i = 0; i < n; ++i) conflicts_[i * n + i] = 0;
    // The same pairs as lists, for the search to block and unblock candidates.
    first_conflict_.assign(n + 1, 0);
    conflict_with_.reserve(static_cast<std::size_t>(std::count(conflicts_.begin(), conflicts_.end(), 1)));
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) {
        if (conflicts_[i * n + j] != 0) conflict_with_.push_back(static_cast<int>(j));
      }
      first_conflict_[i + 1] = static_cast<int>(conflict_with_.size());
    }
    blocked_.assign(n, 0);
    // Farthest along the board first, the order a search tries them in.
    by_preference_.resize(n);
    for (std::size_t i = 0; i < n; ++i) by_preference_[i] = static_cast<int>(i);
    std::sort(by_preference_.begin(), by_preference_.end(), [&](int a, int b) {
      const Candidate& x = candidates_[static_cast<std::size_t>(a)];
      const Candidate& y = candidates_[static_cast<std::size_t>(b)];
      if (x.roomy != y.roomy) return x.roomy;
      if (x.length != y.length) return x.length > y.length;
      return x.node < y.node;
    });
    // Scratch lists hold at most every candidate: sized once, not regrown by each search.
    for (auto* list : {&in_, &picked_, &lists_[0], &lists_[1], &lists_[2], &lists_[3]}) list->reserve(n);
    chosen_.resize(n);  // a candidate is chosen once at most
    for (auto& side : on_side_) side.reserve(n);
    for (std::size_t i = 0; i < n; ++i) on_side_[static_cast<std::size_t>(candidates_[i].side)].push_back(static_cast<int>(i));
  }

  // Windows in which every side, taken alone, has per_side pairwise compatible
  // candidates (the sides rarely interact, so this is a cheap filter), best first:
  // the smallest ratio hi / lo, then the farthest from the center.
  std::vector<Window> windows() {
    std::vector<double> lows, highs;
    lows.reserve(candidates_.size());
    highs.reserve(candidates_.size());
    for (const Candidate& c : candidates_) {
      if (c.length <= 0.0) continue;
      lows.push_back(c.length);
      highs.push_back(c.reachable);
    }
    for (auto* v : {&lows, &highs}) {
      std::sort(v->begin(), v->end());
      v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    // For each lowest length, the smallest highest that keeps every side feasible (two
    // pointers: it never decreases as the lowest grows).
    std::vector<Window> out;
    out.reserve(lows.size());
    std::size_t j = 0;
    for (double lo : lows) {
      while (j < highs.size() && !sides_feasible({lo, highs[j]})) ++j;
      if (j == highs.size()) break;
      out.push_back({lo, highs[j]});
    }
    std::stable_sort(out.begin(), out.end(), [](const Window& a, const Window& b) {
      const double ra = a.hi / a.lo, rb = b.hi / b.lo;
      if (ra != rb) return ra < rb;
      return a.lo > b.lo;
    });
    return out;
  }

  // Chooses per_side candidates per side within the window, pairwise compatible,
  // depth-first in order of preference (so the first answer is the greedy one whenever
  // that works), within `budget` steps; the nodes, or null.
  std::optional<std::vector<int>> choose(const Window& w, std::int64_t& budget) {
    for (auto& list : lists_) list.clear();
    for (int i : by_preference_) {
      const Candidate& c = candidates_[static_cast<std::size_t>(i)];
      if (w.holds(c)) lists_[static_cast<std::size_t>(c.side)].push_back(i);
    }
    while (chosen_count_ > 0) drop_last();
    if (!search(0, 0, 0, budget)) return std::nullopt;
    std::vector<int> nodes;
    nodes.reserve(chosen_count_);
    for (std::size_t k = 0; k < chosen_count_; ++k) nodes.push_back(candidates_[static_cast<std::size_t>(chosen_[k])].node);
    return nodes;
  }

 private:
  void mark(std::size_t i, int j) {
    if (j < 0) return;
    const std::size_t n = candidates_.size();
    conflicts_[i * n + static_cast<std::size_t>(j)] = conflicts_[static_cast<std::size_t>(j) * n + i] = 1;
  }

  bool compatible(int candidate, const std::vector<int>& with) const {
    const std::size_t n = candidates_.size();
    for (int c : with) {
      if (conflicts_[static_cast<std::size_t>(candidate) * n + static_cast<std::size_t>(c)] != 0) return false;
    }
    return true;
  }

  bool sides_feasible(const Window& w) {
    for (const std::vector<int>& side : on_side_) {
      in_.clear();
      for (int i : side) {
        if (w.holds(candidates_[static_cast<std::size_t>(i)])) in_.push_back(i);
      }
      picked_.clear();
      if (!pick(0)) return false;
    }
    return true;
  }

  // Chooses per_side pairwise compatible entries of in_ from index `from` on.
  bool pick(std::size_t from) {
    if (static_cast<int>(picked_.size()) == per_side_) return true;
    for (std::size_t k = from; k < in_.size(); ++k) {
      if (in_.size() - k < static_cast<std::size_t>(per_side_) - picked_.size()) return false;
      if (!compatible(in_[k], picked_)) continue;
      picked_.push_back(in_[k]);
      if (pick(k + 1)) return true;
      picked_.pop_back();
    }
    return false;
  }

  // Side s, `taken` chosen so far, from entry `from` of its list on; then the next side.
  bool search(std::size_t s, int taken, std::size_t from, std::int64_t& budget) {
    // A full side moves on to the next in place rather than by one more call.
    while (taken == per_side_) {
      if (++s == lists_.size()) return true;
      taken = 0;
      from = 0;
    }
    const int* list = lists_[s].data();
    const std::size_t size = lists_[s].size();
    for (std::size_t k = from; k < size; ++k) {
      if (--budget < 0) return false;
      const int candidate = list[k];
      if (blocked_[static_cast<std::size_t>(candidate)] != 0) continue;
      take(candidate);
      if (search(s, taken + 1, k + 1, budget)) return true;
      drop_last();
    }
    return false;
  }

  // Chooses a candidate, blocking the ones it conflicts with: the search then tests a
  // candidate against everything chosen with one look-up.
  void take(int candidate) {
    chosen_[chosen_count_++] = candidate;
    block(candidate, 1);
  }

  void drop_last() {
    block(chosen_[--chosen_count_], -1);
  }

  void block(int candidate, int by) {
    const std::size_t c = static_cast<std::size_t>(candidate);
    for (int k = first_conflict_[c]; k < first_conflict_[c + 1]; ++k) blocked_[static_cast<std::size_t>(conflict_with_[static_cast<std::size_t>(k)])] += by;
  }

  std::vector<Candidate> candidates_;
  int per_side_;
  std::vector<char> conflicts_;  // candidates x candidates
  std::vector<int> first_conflict_, conflict_with_;  // candidate i conflicts with conflict_with_[first_conflict_[i] ..]
  std::vector<int> blocked_;  // per candidate, how many chosen candidates it conflicts with
  std::vector<int> by_preference_;
  std::array<std::vector<int>, 4> on_side_;  // each side's candidates, in index order
  std::vector<int> in_, picked_;  // scratch
  // The candidates chosen so far, a stack in an array sized once.
  std::vector<int> chosen_;
  std::size_t chosen_count_ = 0;
  std::array<std::vector<int>, 4> lists_;
};

// Candidates whose room now (nodes within 3 moves) is far from the candidates' median
// are tried after the others: fair-edges can widen a start's room a little, never
// narrow it, and seats alike in room need no widening at all.
void mark_roomy(const FlatGraph& graph, std::vector<Candidate>& candidates, const StartConfig& config) {
  PathsFrom near;
  std::vector<int> reaches;
  reaches.reserve(candidates.size());
  for (Candidate& c : candidates) {
    fewest_move_paths(graph, c.node, near, 3);
    c.reach = static_cast<int>(near.order.size()) - 1;
    reaches.push_back(c.reach);
  }
  if (reaches.empty()) return;
  std::nth_element(reaches.begin(), reaches.begin() + static_cast<std::ptrdiff_t>(reaches.size() / 2), reaches.end());
  const int median = reaches[reaches.size() / 2];
  for (Candidate& c : candidates) c.roomy = c.reach >= median - config.reach_band && c.reach <= median + config.reach_band;
}

}  // namespace

StageResult choose_start_nodes(Board& board, EdgeBuilder& drawn_edges, const StartConfig& config) {
  const FlatGraph graph = flat_graph(board);
  PathsFrom center;
  fewest_move_paths(graph, board.center, center);
  const Vec2 middle = board.nodes[static_cast<std::size_t>(board.center)].pos;
  std::vector<Candidate> candidates;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    const int degree = graph.degree(static_cast<int>(i));
    if (n.role != Role::regular || n.sides.count() != 1 || degree < 1 || degree > 2 || center.moves[i] < 0) continue;
    if (!drawn_edges.fits_as_square(static_cast<int>(i))) continue;  // its square would hide an edge
    int side = 0;
    while (!n.sides.has(all_sides[side])) ++side;
    const double now = center.length[i];
    candidates.push_back({static_cast<int>(i), side, now, std::min(now, config.straightened * distance(n.pos, middle))});
  }
  mark_roomy(graph, candidates, config);
  Chooser chooser(graph, std::move(candidates), config.per_side);
  // The fairest windows first, each with a small budget; then every candidate, as a
  // last resort, with what is left of the budget.
  std::vector<Window> windows = chooser.windows();
  if (windows.size() > static_cast<std::size_t>(config.max_windows)) windows.resize(static_cast<std::size_t>(config.max_windows));
  windows.push_back(any_window);
  std::int64_t budget = config.search_budget;
  for (std::size_t k = 0; k < windows.size() && budget > 0; ++k) {
    const bool last = k + 1 == windows.size();
    std::int64_t steps = last ? budget : std::min(budget, config.window_budget);
    const std::int64_t before = steps;
    const std::optional<std::vector<int>> chosen = chooser.choose(windows[k], steps);
    budget -= before - std::max<std::int64_t>(steps, 0);
    if (!chosen) continue;
    for (int node : *chosen) drawn_edges.set_role(node, Role::start);
    return StageResult::success();
  }
  return StageResult::fail(fmt::format("start-nodes: no {} start nodes per side with 1-2 edges and no shared neighbours",
                                       config.per_side));
}

}  // namespace uu

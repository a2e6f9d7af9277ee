// Stage "start-nodes". Reads positions, sides and edges; marks 12 nodes as start nodes.
// A start node lies on exactly one side, has one or two edges, and shares neither an
// edge nor a neighbour with another start node, so no player's first move is stolen.
// Among the choices that keep those rules, it takes the fairest: every start the same
// number of moves from the center (or as close as the board allows), then paths of
// nearly the same length in board units, then the farthest from the center.
#include <algorithm>
#include <fmt/core.h>
#include <limits>

#include "stages/graph_stages.hpp"
#include "uuboard/fairness.hpp"

namespace uu {

namespace {

struct Search {
  const std::vector<std::vector<int>>& neighbours;
  std::vector<std::vector<int>> candidates;  // per side, in order of preference
  int per_side;
  long budget;
  std::vector<int> chosen;
  std::vector<int> blocked;  // count of chosen start nodes each node is adjacent or equal to

  // Whether node can join the chosen start nodes: it is not one of them, not adjacent to
  // one, and shares no neighbour with one.
  bool fits(int node) const {
    if (blocked[static_cast<std::size_t>(node)] > 0) return false;
    for (int n : neighbours[static_cast<std::size_t>(node)]) {
      if (blocked[static_cast<std::size_t>(n)] > 0) return false;
    }
    return true;
  }
  void mark(int node, int delta) {
    blocked[static_cast<std::size_t>(node)] += delta;
    for (int n : neighbours[static_cast<std::size_t>(node)]) blocked[static_cast<std::size_t>(n)] += delta;
  }

  // Chooses per_side nodes of side s, from candidate index `from` on, then moves on to
  // the next side. Depth-first in order of preference, so the first answer found is
  // the greedy one whenever the greedy one works.
  bool choose(std::size_t s, int taken, std::size_t from) {
    if (s == candidates.size()) return true;
    if (taken == per_side) return choose(s + 1, 0, 0);
    const auto& list = candidates[s];
    for (std::size_t i = from; i < list.size(); ++i) {
      if (--budget < 0) return false;
      const int node = list[i];
      if (!fits(node)) continue;
      mark(node, 1);
      chosen.push_back(node);
      if (choose(s, taken + 1, i + 1)) return true;
      chosen.pop_back();
      mark(node, -1);
    }
    return false;
  }
};

// A start candidate with its distance to the center along the board's edges.
struct Candidate {
  int node;
  int side;
  int moves;
  double length;
};

// Two candidates that cannot both be start nodes: adjacent or sharing a neighbour.
bool conflict(const std::vector<std::vector<int>>& neighbours, int a, int b) {
  const auto& na = neighbours[static_cast<std::size_t>(a)];
  const auto& nb = neighbours[static_cast<std::size_t>(b)];
  if (std::find(na.begin(), na.end(), b) != na.end()) return true;
  for (int n : na) {
    if (std::find(nb.begin(), nb.end(), n) != nb.end()) return true;
  }
  return false;
}

// Candidates (indexes into the list) within a window of moves and of lengths.
struct Window {
  int lo_moves, hi_moves;
  double lo_length, hi_length;
  bool holds(const Candidate& c) const {
    return c.moves >= lo_moves && c.moves <= hi_moves && c.length >= lo_length && c.length <= hi_length;
  }
};

Window any_length(int lo_moves, int hi_moves) { return {lo_moves, hi_moves, 0.0, std::numeric_limits<double>::infinity()}; }

class Chooser {
 public:
  Chooser(const std::vector<std::vector<int>>& neighbours, std::vector<Candidate> candidates, int per_side)
      : neighbours_(neighbours), candidates_(std::move(candidates)), per_side_(per_side) {
    const std::size_t n = candidates_.size();
    conflicts_.assign(n * n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = i + 1; j < n; ++j) {
        const char c = conflict(neighbours_, candidates_[i].node, candidates_[j].node) ? 1 : 0;
        conflicts_[i * n + j] = conflicts_[j * n + i] = c;
      }
    }
  }

  // Whether every side, taken alone, has per_side candidates in the window that are
  // pairwise free of conflicts (the sides rarely interact, so this is a cheap filter).
  bool sides_feasible(const Window& w) const {
    for (int side = 0; side < 4; ++side) {
      std::vector<std::size_t> in;
      for (std::size_t i = 0; i < candidates_.size(); ++i) {
        if (candidates_[i].side == side && w.holds(candidates_[i])) in.push_back(i);
      }
      std::vector<std::size_t> picked;
      if (!pick(in, 0, picked)) return false;
    }
    return true;
  }

  // Per side, the candidates in the window, farthest along the board first.
  std::vector<std::vector<int>> lists(const Window& w) const {
    std::vector<std::vector<int>> out(4);
    std::vector<Candidate> sorted = candidates_;
    std::sort(sorted.begin(), sorted.end(), [](const Candidate& a, const Candidate& b) {
      if (a.moves != b.moves) return a.moves > b.moves;
      if (a.length != b.length) return a.length > b.length;
      return a.node < b.node;
    });
    for (const Candidate& c : sorted) {
      if (w.holds(c)) out[static_cast<std::size_t>(c.side)].push_back(c.node);
    }
    return out;
  }

  // Windows of the smallest feasible moves spread, best first: smallest length ratio,
  // then farthest from the center. Each holds per_side conflict-free candidates per side.
  std::vector<Window> windows() const {
    int lo = 1 << 30, hi = -1;
    for (const Candidate& c : candidates_) {
      lo = std::min(lo, c.moves);
      hi = std::max(hi, c.moves);
    }
    for (int width = 0; width <= hi - lo; ++width) {
      std::vector<Window> found;
      for (int from = hi - width; from >= lo; --from) length_windows(from, from + width, found);
      if (found.empty()) continue;
      std::stable_sort(found.begin(), found.end(), [](const Window& a, const Window& b) {
        const double ra = a.hi_length / a.lo_length, rb = b.hi_length / b.lo_length;
        if (ra != rb) return ra < rb;
        if (a.lo_moves != b.lo_moves) return a.lo_moves > b.lo_moves;
        return a.lo_length > b.lo_length;
      });
      return found;
    }
    return {};
  }

 private:
  // For moves in [lo, hi]: for each lowest length, the smallest highest length that
  // keeps every side feasible (two pointers: it never decreases as the lowest grows).
  void length_windows(int lo, int hi, std::vector<Window>& out) const {
    if (!sides_feasible(any_length(lo, hi))) return;
    std::vector<double> lengths;
    for (const Candidate& c : candidates_) {
      if (c.moves >= lo && c.moves <= hi && c.length > 0.0) lengths.push_back(c.length);
    }
    std::sort(lengths.begin(), lengths.end());
    lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
    std::size_t j = 0;
    for (std::size_t i = 0; i < lengths.size(); ++i) {
      j = std::max(j, i);
      while (j < lengths.size() && !sides_feasible({lo, hi, lengths[i], lengths[j]})) ++j;
      if (j == lengths.size()) return;
      out.push_back({lo, hi, lengths[i], lengths[j]});
    }
  }

  // Chooses per_side pairwise conflict-free entries of `in` from index `from` on.
  bool pick(const std::vector<std::size_t>& in, std::size_t from, std::vector<std::size_t>& picked) const {
    if (static_cast<int>(picked.size()) == per_side_) return true;
    const std::size_t n = candidates_.size();
    for (std::size_t k = from; k < in.size(); ++k) {
      if (in.size() - k < static_cast<std::size_t>(per_side_) - picked.size()) return false;
      bool free = true;
      for (std::size_t p : picked) free = free && conflicts_[p * n + in[k]] == 0;
      if (!free) continue;
      picked.push_back(in[k]);
      if (pick(in, k + 1, picked)) return true;
      picked.pop_back();
    }
    return false;
  }

  const std::vector<std::vector<int>>& neighbours_;
  std::vector<Candidate> candidates_;
  int per_side_;
  std::vector<char> conflicts_;  // candidates x candidates
};

}  // namespace

StageResult choose_start_nodes(Board& board, const StartConfig& config) {
  const auto neighbours = adjacency(board);
  const std::vector<int> moves = moves_from(neighbours, board.center);
  const std::vector<double> lengths = fewest_move_path_lengths(board, neighbours, moves);
  std::vector<Candidate> candidates;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    const Node& n = board.nodes[i];
    const std::size_t degree = neighbours[i].size();
    if (n.role != Role::regular || n.sides.count() != 1 || degree < 1 || degree > 2 || moves[i] < 0) continue;
    for (int side = 0; side < 4; ++side) {
      if (n.sides.has(all_sides[side])) candidates.push_back({static_cast<int>(i), side, moves[i], lengths[i]});
    }
  }
  const Chooser chooser(neighbours, candidates, config.per_side);
  // The fairest windows first, each with a small budget; then every candidate, as a
  // last resort, with what is left of the budget.
  std::vector<Window> windows = chooser.windows();
  if (windows.size() > static_cast<std::size_t>(config.max_windows)) windows.resize(static_cast<std::size_t>(config.max_windows));
  windows.push_back(any_length(0, std::numeric_limits<int>::max()));
  long budget = config.search_budget;
  for (std::size_t k = 0; k < windows.size() && budget > 0; ++k) {
    const bool last = k + 1 == windows.size();
    Search search{neighbours, chooser.lists(windows[k]), config.per_side, last ? budget : std::min(budget, config.window_budget), {},
                  std::vector<int>(board.nodes.size(), 0)};
    const long before = search.budget;
    const bool found = search.choose(0, 0, 0);
    budget -= before - std::max(search.budget, 0L);
    if (!found) continue;
    for (int node : search.chosen) board.nodes[static_cast<std::size_t>(node)].role = Role::start;
    return StageResult::success();
  }
  return StageResult::fail(fmt::format("start-nodes: no {} start nodes per side with 1-2 edges and no shared neighbours",
                                       config.per_side));
}

}  // namespace uu

// Stage "fair-edges". Reads positions, edges and the start nodes; adds edges that keep
// every edge rule, so no seat is much farther from the center or has much less room
// around it than another, and the board has backup routes once players start cutting.
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "stages/edge_rules.hpp"
#include "stages/fair_edges_paths.hpp"
#include "stages/stages.hpp"
#include "stages/pair_ranking.hpp"
#include "stages/start_reach.hpp"

namespace uu {

namespace {

// A node pair that may still become an edge, and its length.
struct FairOption {
  double length;
  int a, b;
  signed char open;  // -1: the geometric rules not checked yet; 0: never drawable; 1: clear of other nodes
};

// The edges that could change the starts' paths, and the rules for drawing them.
class FairSearch {
 public:
  // add_best() and widen_lowest() draw at most max_edges and reach_edges.
  FairSearch(Board& board, EdgeBuilder& builder, const FairEdgesConfig& config, std::vector<int> starts)
      : board_(board), builder_(builder), config_(config),
        paths_(board, std::move(starts), static_cast<std::size_t>(std::max(config.max_edges, 0) + std::max(config.reach_edges, 0))),
        cost_(config), is_start_(board.nodes.size(), 0), start_neighbours_(board.nodes.size(), 0) {
    for (int s : paths_.starts()) {
      is_start_[static_cast<std::size_t>(s)] = 1;
      for (int w : paths_.graph().neighbours(s)) ++start_neighbours_[static_cast<std::size_t>(w)];
    }
    if (connected()) cost_.set(paths_.seats());
  }

  bool connected() const { return paths_.connected(); }

  // Node pairs close enough for an edge, neither the center, not both on the border,
  // both below their degree cap, keeping the starts apart (edges only get added, so a
  // pair left out here never becomes possible). The costlier rules, clear of other
  // nodes and crossing no edge, are checked only for the pairs about to be drawn.
  void find_pairs() {
    const double r2 = config_.radius * config_.radius;
    // The nodes that may take an edge, by x: a node's partners follow it in that order,
    // less than the radius further in x (one as far or farther is out of reach too, as
    // its squared distance is at least r2).
    struct Spot {
      Vec2 pos;
      int node;
    };
    std::vector<Spot> open;
    open.reserve(board_.nodes.size());
    for (int v = 0; v < static_cast<int>(board_.nodes.size()); ++v) {
      if (v != board_.center && builder_.below_cap(v)) open.push_back({board_.nodes[static_cast<std::size_t>(v)].pos, v});
    }
    std::sort(open.begin(), open.end(), [](const Spot& x, const Spot& y) { return x.pos.x != y.pos.x ? x.pos.x < y.pos.x : x.node < y.node; });
    pairs_.reserve(4 * open.size());  // about three pairs a node at the usual radius: grown once at most
    for (auto first = open.begin(); first != open.end(); ++first) {
      for (auto second = first + 1; second != open.end() && second->pos.x - first->pos.x < config_.radius; ++second) {
        const auto& [pu, u] = first->node < second->node ? *first : *second;
        const auto& [pv, v] = first->node < second->node ? *second : *first;
        if (distance_squared(pu, pv) < r2 && builder_.pair_allowed(u, v) && !builder_.connected(u, v) && keeps_starts_apart(u, v, true)) pairs_.push_back({distance(pu, pv), u, v, -1});
      }
    }
  }

  // The one edge that most lowers the unfairness, drawn; false when none does.
  //
  // Pairs are ranked by a bound their cost is not below, worked out from the changes
  // alone, and a pair's cost is worked out only when it comes first: it goes back in
  // with its cost, and when a pair with its cost comes first, every other pair's cost
  // is at least its bound, which is not ahead, so the pairs come out in the order of
  // their costs as if all were known. Few come first before the one drawn.
  bool add_best() {
    const double below = cost_.base() - 1e-9;
    ranked_.clear();
    ranked_.reserve(pairs_.size());  // once: the list of pairs only shrinks
    // By pointer: the list stays as it is here, which the compiler cannot tell.
    const FairOption* const first_pair = pairs_.data();
    const FairOption* const end = first_pair + pairs_.size();
    for (const FairOption* it = first_pair; it != end; ++it) {
      const FairOption& p = *it;
      if (!rate(p)) continue;
      const double least = cost_.at_least(paths_.next(), paths_.changed(), below);
      if (least < below) ranked_.push_back({least, p.length, p.a, p.b, static_cast<std::size_t>(it - first_pair), false});
    }
    // Best first, as far as the first drawable pair (most often the best).
    make_ranking(ranked_, ranked_before);
    while (!ranked_.empty()) {
      Ranked first = take_first(ranked_, ranked_before);
      FairOption& best = pairs_[first.k];
      if (!first.exact) {
        rate(best);
        first.cost = cost_.with(paths_.next(), paths_.changed(), below);
        first.exact = true;
        if (first.cost < below) add_to_ranking(ranked_, first, ranked_before);
        continue;
      }
      if (!drawable(best)) continue;
      add(best);
      // Pairs that can no longer be drawn leave the list: edges only get added. A start's
      // new neighbour rules out more.
      const bool at_start = is_start_[static_cast<std::size_t>(best.a)] || is_start_[static_cast<std::size_t>(best.b)];
      std::erase_if(pairs_, [&](const FairOption& p) { return !usable(p) || (at_start && !keeps_starts_apart(p.a, p.b, true)); });
      return true;
    }
    return false;
  }

  // First the edges that even out the starts' room (widen_lowest), as many as that
  // takes within reach_edges whatever the density: the second edges of the nodes the
  // tree left with one (fill-edges) take part of the density, and the starts' room
  // matters more than its last few edges. Then, up to `target` edges, edges that, each
  // taken alone, change no start's path and touch no start, shortest first, leaving out
  // those that would give a start more room than the larger of the most now and
  // reach_ratio times the fewest.
  void add_neutral(std::size_t target) {
    ranked_.clear();
    for (std::size_t k = 0; k < pairs_.size(); ++k) {
      const FairOption& p = pairs_[k];
      if (keeps_starts_apart(p.a, p.b, false) && !rate(p)) ranked_.push_back({0.0, p.length, p.a, p.b, k, true});
    }
    StartReach reach(board_, paths_.starts(), 3);
    widen_lowest(reach);
    const int cap = std::max(reach.highest(), static_cast<int>(std::floor(config_.reach_ratio * reach.lowest())));
    // Shortest first, in batches: each the shortest of the rest, picked in linear time
    // and then sorted, several times as many as edges are still wanted (large boards
    // take few of their many candidates, and a heap of them all misses the cache).
    std::size_t batch = 0;
    for (auto rest = ranked_.begin(); rest != ranked_.end() && board_.edges.size() < target;) {
      batch = std::max({batch * 2, 4 * (target - board_.edges.size()), std::size_t{64}});
      const auto end = rest + static_cast<std::ptrdiff_t>(std::min(batch, static_cast<std::size_t>(ranked_.end() - rest)));
      std::nth_element(rest, end - 1, ranked_.end(), shorter);  // no costs here: by length alone
      std::sort(rest, end, shorter);
      for (; rest != end && board_.edges.size() < target; ++rest) {
        FairOption& o = pairs_[rest->k];
        if (!usable(o) || !drawable(o)) continue;
        if (reach.widens_past(o.a, o.b, cap)) continue;
        builder_.add(o.a, o.b);
        o.open = 0;
        reach.add_edge(o.a, o.b);
      }
    }
  }

 private:
  // Edges that even out the starts' reach: each the one that most lowers the ratio of
  // the most to the fewest nodes within 3 moves of a start (then leaves fewest starts at
  // the fewest), while that ratio is above reach_ratio; at most reach_edges of them. An
  // edge may touch a start (as in add_best) and may change a start's path when the path
  // cost rises by reach_slack at most.
  void widen_lowest(StartReach& reach) {
    std::vector<ReachOption> options;
    for (int added = 0; added < config_.reach_edges; ++added) {
      const ReachFigures now = reach.figures_with(-1, -1);
      if (now.hi <= config_.reach_ratio * now.lo) return;
      options.clear();
      const FairOption* const first_pair = pairs_.data();
      const FairOption* const end = first_pair + pairs_.size();
      for (const FairOption* it = first_pair; it != end; ++it) {
        const FairOption& o = *it;
        if (!usable(o) || !reach.may_widen_lowest(o.a, o.b) || !keeps_starts_apart(o.a, o.b, true)) continue;
        const ReachFigures next = reach.figures_with(o.a, o.b);
        if (next < now) options.push_back({next, o.length, static_cast<std::size_t>(it - first_pair)});
      }
      std::sort(options.begin(), options.end(), [&](const ReachOption& x, const ReachOption& y) {
        if (x.figures < y.figures || y.figures < x.figures) return x.figures < y.figures;
        if (x.length != y.length) return x.length < y.length;
        return std::pair{pairs_[x.k].a, pairs_[x.k].b} < std::pair{pairs_[y.k].a, pairs_[y.k].b};
      });
      // The best whose path cost stays within the slack and that can be drawn.
      const double cost = cost_.base();
      const auto chosen = std::find_if(options.begin(), options.end(), [&](const ReachOption& r) {
        FairOption& o = pairs_[r.k];
        return !(rate(o) && cost_.with(paths_.next(), paths_.changed(), std::numeric_limits<double>::infinity()) > cost + config_.reach_slack) && drawable(o);
      });
      if (chosen == options.end()) return;
      FairOption& o = pairs_[chosen->k];
      add(o);
      reach.add_edge(o.a, o.b);
    }
  }

  // A pair for widen_lowest(): the reach it leaves, and its place in pairs_.
  struct ReachOption {
    ReachFigures figures;
    double length;
    std::size_t k;
  };

  bool usable(const FairOption& p) const { return p.open != 0 && builder_.below_cap(p.a) && builder_.below_cap(p.b); }

  // The geometric rules for a pair about to be drawn. A pair that fails them never
  // passes later: nodes do not move and edges only get added.
  bool drawable(FairOption& p) {
    if (p.open < 0) p.open = builder_.clear_of_nodes(p.a, p.b) ? 1 : 0;
    if (p.open > 0 && builder_.crosses_existing(p.a, p.b)) p.open = 0;
    return p.open > 0;
  }

  // A start node may take a second edge to a node no other start touches, so no two
  // starts come to share a neighbour; edges between other nodes leave that rule alone.
  bool keeps_starts_apart(int a, int b, bool improving) const {
    if (is_start_[static_cast<std::size_t>(a)]) return improving && !is_start_[static_cast<std::size_t>(b)] && start_neighbours_[static_cast<std::size_t>(b)] == 0;
    if (is_start_[static_cast<std::size_t>(b)]) return improving && start_neighbours_[static_cast<std::size_t>(a)] == 0;
    return true;
  }

  // The seats once p is drawn, into paths_.next(); false when it changes none.
  [[gnu::always_inline]] bool rate(const FairOption& p) { return paths_.rate(p.a, p.b, p.length); }

  void add(FairOption& o) {
    builder_.add(o.a, o.b);
    o.open = 0;  // drawn
    if (is_start_[static_cast<std::size_t>(o.a)]) ++start_neighbours_[static_cast<std::size_t>(o.b)];
    if (is_start_[static_cast<std::size_t>(o.b)]) ++start_neighbours_[static_cast<std::size_t>(o.a)];
    paths_.add(o.a, o.b, o.length);
    cost_.set(paths_.seats());
  }

  Board& board_;
  EdgeBuilder& builder_;
  const FairEdgesConfig& config_;
  StartPaths paths_;
  Unfairness cost_;  // of the seats now
  std::vector<FairOption> pairs_;
  std::vector<Ranked> ranked_;
  std::vector<char> is_start_;
  std::vector<int> start_neighbours_;  // per node, how many start nodes it is a neighbour of
};

}  // namespace

StageResult add_fair_edges(Board& board, EdgeBuilder& builder, const FairEdgesConfig& config) {
  std::vector<int> starts;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::start) starts.push_back(static_cast<int>(i));
  }
  if (starts.empty() || board.center < 0) return StageResult::success();
  FairSearch search(board, builder, config, std::move(starts));
  if (!search.connected()) return StageResult::success();  // nothing to even out yet
  search.find_pairs();
  for (int added = 0; added < config.max_edges && search.add_best(); ++added) {
  }
  // The starts' room evened out, then up to the board's edge density with edges that,
  // each taken alone, change no start's path, so cutting finds backup routes as on a
  // randomly filled board.
  const std::size_t target = static_cast<std::size_t>(std::lround(config.edges_per_node * static_cast<double>(board.nodes.size())));
  search.add_neutral(target);
  return StageResult::success();
}

}  // namespace uu

// Stage "fair-edges". Reads positions, edges and the start nodes; adds edges that keep
// every edge rule, so no seat is much farther from the center or has much less room
// around it than another, and the board has backup routes once players start cutting.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>

#include "graph/flat_graph.hpp"

#include "stages/edge_rules.hpp"
#include "stages/graph_stages.hpp"
#include "stages/pair_ranking.hpp"
#include "stages/start_reach.hpp"

namespace uu {

namespace {
// Moves for a node a search did not reach.
constexpr int unreached = 1 << 20;

// A node pair that may still become an edge, and its length.
struct FairOption {
  double length;
  int a, b;
  signed char open;  // -1: the geometric rules not checked yet; 0: never drawable; 1: clear of other nodes
};

// The starts' paths to the center and the edges that could change them. Distances are
// kept from the center and from every start and, when an edge is added, corrected only
// where it brings nodes closer.
class FairSearch {
 public:
  FairSearch(Board& board, EdgeBuilder& builder, const FairEdgesConfig& config, std::vector<int> starts)
      : board_(board), builder_(builder), config_(config), starts_(std::move(starts)), from_start_(starts_.size()), exact_to_(starts_.size()),
        seats_(starts_.size()), next_(starts_.size()), cost_(config), is_start_(board.nodes.size(), 0) {
    // add_best() and widen_lowest() draw at most max_edges and reach_edges.
    added_.reserve(2 * static_cast<std::size_t>(std::max(config.max_edges, 0) + std::max(config.reach_edges, 0)));
    changed_.reserve(starts_.size());
    start_sets_ = std::min(starts_.size(), start_set_size);
    const std::size_t n = board.nodes.size();
    node_ints_.assign((3 + start_sets_) * n, 0);
    const std::span<int> ints(node_ints_);
    start_neighbours_ = ints.first(n);
    lead_ = ints.subspan(n, n);
    first_added_ = ints.subspan(2 * n, n);
    ahead_of_ = ints.subspan(3 * n);
    std::fill(first_added_.begin(), first_added_.end(), -1);
    flat_graph(board_, graph_);
    for (int s : starts_) {
      is_start_[static_cast<std::size_t>(s)] = 1;
      for (int k = graph_.first[static_cast<std::size_t>(s)]; k < graph_.first[static_cast<std::size_t>(s) + 1]; ++k) {
        ++start_neighbours_[static_cast<std::size_t>(graph_.to[static_cast<std::size_t>(k)])];
      }
    }
    fewest_move_paths(graph_, board_.center, center_);
    update_seats();
    ahead_by_.assign(board.nodes.size() * tabled_levels, 0);
    for (std::size_t i = 0; i < starts_.size(); ++i) {
      search_from_start(i);
      update_ahead(i, from_start_[i].order, seats_[i].moves);
    }
  }

  FairSearch(const FairSearch&) = delete;  // its spans point into its own storage
  FairSearch& operator=(const FairSearch&) = delete;

  bool connected() const { return center_.order.size() == board_.nodes.size(); }

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
      const double least = cost_.at_least(next_, changed_, below);
      if (least < below) ranked_.push_back({least, p.length, p.a, p.b, static_cast<std::size_t>(it - first_pair), false});
    }
    // Best first, as far as the first drawable pair (most often the best).
    make_ranking(ranked_, ranked_before);
    while (!ranked_.empty()) {
      Ranked first = take_first(ranked_, ranked_before);
      FairOption& best = pairs_[first.k];
      if (!first.exact) {
        rate(best);
        first.cost = cost_.with(next_, changed_, below);
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
    StartReach reach(board_, starts_, 3);
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
        return !(rate(o) && cost_.with(next_, changed_, std::numeric_limits<double>::infinity()) > cost + config_.reach_slack) && drawable(o);
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

  // A set of starts: bit i is starts_[i], for the first start_set_size starts (rate()
  // tries the others always).
  using StartSet = std::uint64_t;
  static constexpr std::size_t start_set_size = 64;

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

  // The starts' paths once p is drawn, into next_ (the starts it changes listed in
  // changed_); false when it changes none.
  [[gnu::always_inline]] bool rate(const FairOption& p) {
    for (std::size_t i : changed_) next_[i] = seats_[i];  // next_ equals seats_ but for the last pair rated
    changed_.clear();
    // Only the starts that gain at a or b; the rest keep their seats.
    const StartSet via_a = gains_through(p.a, p.b), via_b = gains_through(p.b, p.a);
    if ((via_a | via_b) == 0 && starts_.size() <= start_set_size) return false;  // most pairs are too far from every start's path
    for (StartSet m = via_a | via_b; m != 0; m &= m - 1) {
      const StartSet bit = m & -m;
      through_pair(p, static_cast<std::size_t>(std::countr_zero(m)), (via_a & bit) != 0, (via_b & bit) != 0);
    }
    for (std::size_t i = start_set_size; i < starts_.size(); ++i) {
      const std::size_t a = static_cast<std::size_t>(p.a), b = static_cast<std::size_t>(p.b);
      const int seat = seats_[i].moves;
      through_pair(p, i, from_start_[i].moves[a] + 1 + center_.moves[b] <= seat, from_start_[i].moves[b] + 1 + center_.moves[a] <= seat);
    }
    return !changed_.empty();
  }

  // The starts (of the first start_set_size) whose paths to the center an edge x-y may
  // shorten as it leaves x: those x is at least center moves of y + 1 ahead of.
  // Most nodes are not that far ahead of any start, which their lead tells at once; the
  // sets of the first levels are kept.
  StartSet gains_through(int x, int y) const {
    const int level = center_.moves[static_cast<std::size_t>(y)] + 1;
    const std::size_t v = static_cast<std::size_t>(x);
    if (level > lead_[v]) return 0;
    if (level <= tabled_levels) return ahead_by_[v * tabled_levels + static_cast<std::size_t>(level) - 1];
    StartSet gains = 0;
    for (std::size_t i = 0; i < start_sets_; ++i) {
      if (ahead_of_[v * start_sets_ + i] >= level) gains |= StartSet{1} << i;
    }
    return gains;
  }

  // Start i's path through a-b, when it leaves a (`from_a`: then in no more moves than
  // now) or b (`from_b`) towards the center, if that is shorter than its path now.
  [[gnu::always_inline]] void through_pair(const FairOption& p, std::size_t i, bool from_a, bool from_b) {
    const std::size_t a = static_cast<std::size_t>(p.a), b = static_cast<std::size_t>(p.b);
    const PathsFrom& s = from_start_[i];
    const Seat now = seats_[i];
    Seat best = now;
    if (from_a) best = std::min(best, Seat{s.moves[a] + 1 + center_.moves[b], s.length[a] + p.length + center_.length[b]});
    if (from_b) best = std::min(best, Seat{s.moves[b] + 1 + center_.moves[a], s.length[b] + p.length + center_.length[a]});
    if (best < now) {
      next_[i] = best;
      changed_.push_back(i);
    }
  }

  void add(FairOption& o) {
    builder_.add(o.a, o.b);
    o.open = 0;  // drawn
    for (const auto& [n, other] : {std::pair{o.a, o.b}, std::pair{o.b, o.a}}) {
      if (is_start_[static_cast<std::size_t>(n)]) ++start_neighbours_[static_cast<std::size_t>(other)];
      int& first = first_added_[static_cast<std::size_t>(n)];
      added_.push_back({other, o.length, first});
      first = static_cast<int>(added_.size()) - 1;
    }
    shorten(center_, o, unlimited_moves);
    for (std::size_t i = 0; i < from_start_.size(); ++i) {
      shorten(from_start_[i], o, exact_to_[i]);
      // A start with fewer moves to the center now has new figures wherever its search
      // reaches; otherwise only where this search brought nodes closer (queue_).
      const int seat = center_.moves[static_cast<std::size_t>(starts_[i])];
      update_ahead(i, seat != seats_[i].moves ? from_start_[i].order : queue_, seat);
    }
    update_seats();
  }

  // A start's search only as far as its figures are ever read: rate() and the
  // shortcut figures read a node's moves from start i only when they are below the
  // start's own moves to the center, which never rise. Beyond exact_to_[i] moves a node
  // counts as unreached; shorten() keeps it so, and adds the nodes it brings within
  // exact_to_[i] to the search's order, which so lists every node within.
  void search_from_start(std::size_t i) {
    exact_to_[i] = seats_[i].moves - 1;
    fewest_move_paths(graph_, starts_[i], from_start_[i], exact_to_[i]);
    for (int& m : from_start_[i].moves) m = m < 0 ? unreached : m;
  }

  // Corrects one search's distances for the new edge: from whichever end it brings
  // closer, outwards while nodes get closer, up to `exact_to` moves from the source.
  // Within those the result equals a new search: every length is still the sum along
  // the path from the source, in that order; beyond, a node keeps moves above
  // exact_to (those of some path, or unreached).
  void shorten(PathsFrom& d, const FairOption& o, int exact_to) {
    queue_.clear();
    const auto relax = [&](std::size_t from, std::size_t to, double length) {
      const Seat via{d.moves[from] + 1, d.length[from] + length};
      if (via.moves > exact_to || !(via < Seat{d.moves[to], d.length[to]})) return;
      if (d.moves[to] > exact_to) d.order.push_back(static_cast<int>(to));
      d.moves[to] = via.moves;
      d.length[to] = via.length;
      queue_.push_back(static_cast<int>(to));
    };
    relax(static_cast<std::size_t>(o.a), static_cast<std::size_t>(o.b), o.length);
    relax(static_cast<std::size_t>(o.b), static_cast<std::size_t>(o.a), o.length);
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const std::size_t v = static_cast<std::size_t>(queue_[head]);
      for (int k = graph_.first[v]; k < graph_.first[v + 1]; ++k) {
        relax(v, static_cast<std::size_t>(graph_.to[static_cast<std::size_t>(k)]), graph_.length[static_cast<std::size_t>(k)]);
      }
      for (int k = first_added_[v]; k >= 0; k = added_[static_cast<std::size_t>(k)].next) {
        relax(v, static_cast<std::size_t>(added_[static_cast<std::size_t>(k)].to), added_[static_cast<std::size_t>(k)].length);
      }
    }
  }

  // The starts' paths to the center now.
  void update_seats() {
    for (std::size_t i = 0; i < starts_.size(); ++i) {
      const std::size_t s = static_cast<std::size_t>(starts_[i]);
      seats_[i] = {center_.moves[s], center_.length[s]};
    }
    next_ = seats_;
    changed_.clear();
    cost_.set(seats_);
  }

  // Start i's figures at `nodes`, for a start `seat` moves from the center: a node
  // `seat - moves` moves ahead of the start (its moves from the start are fewer than the
  // start's to the center) can take it to the center through a new edge in no more moves
  // than now when the edge's far end is fewer moves from the center than that. Only the
  // nodes within the start's search count: beyond, a node is not ahead.
  void update_ahead(std::size_t i, std::span<const int> nodes, int seat) {
    if (i >= start_set_size) return;  // rate() tries these always
    const std::vector<int>& moves = from_start_[i].moves;
    const StartSet bit = StartSet{1} << i;
    for (int node : nodes) {
      const std::size_t v = static_cast<std::size_t>(node);
      const int ahead = std::max(seat - moves[v], 0);
      int& was = ahead_of_[v * start_sets_ + i];
      if (ahead == was) continue;
      // The start is in the node's sets up to its lead, so only the sets between its old
      // lead and the new one change.
      StartSet* const by_level = ahead_by_.data() + v * tabled_levels;
      for (int level = std::min(was, ahead); level < std::min(std::max(was, ahead), tabled_levels); ++level) by_level[level] ^= bit;
      const int held = was;
      was = ahead;
      // The lead is the most of the node's figures: they need a scan only when this
      // start held it and falls back.
      int& lead = lead_[v];
      if (ahead >= lead) {
        lead = ahead;
      } else if (held == lead) {
        const std::span<const int> leads(ahead_of_.data() + v * start_sets_, start_sets_);
        lead = *std::max_element(leads.begin(), leads.end());
      }
    }
  }

  Board& board_;
  EdgeBuilder& builder_;
  const FairEdgesConfig& config_;
  std::vector<int> starts_;
  FlatGraph graph_;  // the edges before this stage; added_ holds the ones it draws
  PathsFrom center_;
  std::vector<PathsFrom> from_start_;
  std::vector<int> exact_to_;  // per start: from_start_ is exact up to this many moves
  std::vector<Seat> seats_, next_;
  std::vector<std::size_t> changed_;  // the starts whose seats differ in next_
  Unfairness cost_;  // of seats_
  std::size_t start_sets_;  // the starts in a StartSet
  // The per-node ints below, in one allocation.
  std::vector<int> node_ints_;
  std::span<int> ahead_of_;  // per node, then per start in a StartSet: how many moves the node is ahead of it, or 0
  std::span<int> lead_;  // per node, the most moves it is ahead of any start in a StartSet
  // Per node, then per level from 1 to tabled_levels: the starts the node is at least
  // that many moves ahead of. A sheet's seats are fewer moves from the center than that;
  // a larger board's levels beyond are read from ahead_of_, so the table stays linear
  // in the board's size.
  static constexpr int tabled_levels = 16;
  std::vector<StartSet> ahead_by_;
  std::vector<FairOption> pairs_;
  std::vector<Ranked> ranked_;
  std::vector<char> is_start_;
  std::span<int> start_neighbours_;  // per node, how many start nodes it is a neighbour of
  // The edges drawn here, once from each end, each end's as a singly linked list
  // threaded through one array (few nodes get one), so drawing an edge allocates nothing.
  struct Added {
    int to;
    double length;
    int next;  // the node's next drawn edge, or -1
  };
  std::span<int> first_added_;  // per node, or -1
  std::vector<Added> added_;
  std::vector<int> queue_;
};

}  // namespace

StageResult add_fair_edges(Board& board, EdgeBuilder& builder, const FairEdgesConfig& config) {
  std::vector<int> starts;
  for (std::size_t i = 0; i < board.nodes.size(); ++i) {
    if (board.nodes[i].role == Role::start) starts.push_back(static_cast<int>(i));
  }
  if (starts.empty() || board.center < 0) return StageResult::success();
  builder.read_roles();  // the start nodes are squares now
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

// The last step of stage "types". Reads node.type, node.mission, board.types, edges and
// positions; rewrites node.type on a few regular nodes so that every seat whose mission
// names node types finds at least mission_goal of them within mission_moves moves.
//
// The type solver fills the board without looking at the seats, so a mission's types can
// end up on the far side of the board. This step mends that afterwards, seat by seat,
// the seat with fewest first: a node near the seat takes one of its mission's types,
// either by swapping types with a node of that type elsewhere (every type keeps its
// count) or, when the counts have room, by a plain retype. Every move keeps every type
// rule (fixed rules, min/max counts, max_sequence) and takes no other seat below the goal;
// among the moves, the one that changes fewest other seats' counts wins, so no seat is
// handed an easy mission on the way. A seat for which no move exists stays short: the
// figure mission_short in the board's fairness block counts those.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <tuple>

#include "stages/stages.hpp"
#include "stages/type_rules.hpp"
#include "uuboard/fairness.hpp"
#include "graph/flat_graph.hpp"

namespace uu {

namespace {

struct MissionSeat {
  int node = 0;
  std::vector<char> relevant;  // per type of board.types
  std::vector<char> near;      // per node: a regular node within mission_moves moves
  std::vector<int> near_nodes;
  int have = 0;  // near nodes of a relevant type
  bool stuck = false;
};

// Node u takes type `to_u`; when w >= 0, node w takes u's type (a swap).
struct Move {
  int u = -1, w = -1, to_u = -1;
  std::int64_t cost = 0;
  std::uint64_t key = 0;
};

class MissionRepair {
 public:
  MissionRepair(const Board& board, const FlatGraph& graph, const AllowedTypes& allowed, std::vector<int>& type_of, Rng& rng)
      : board_(board), graph_(graph), allowed_(allowed), type_of_(type_of) {
    count_.assign(board.types.size(), 0);
    key_.reserve(board.nodes.size());
    for (std::size_t v = 0; v < board.nodes.size(); ++v) {
      key_.push_back(rng.next());
      if (type_of_[v] >= 0) ++count_[static_cast<std::size_t>(type_of_[v])];
    }
  }

  // The seats whose mission names a type on this board.
  void find_seats(const Dictionary& dict) {
    PathsFrom near;
    for (std::size_t v = 0; v < board_.nodes.size(); ++v) {
      const Node& node = board_.nodes[v];
      if (node.role != Role::start || !node.mission) continue;
      const int m = dict.mission_index(*node.mission);
      if (m < 0) continue;
      const std::vector<std::string>& names = dict.missions[static_cast<std::size_t>(m)].relevant_nodes;
      MissionSeat seat;
      seat.node = static_cast<int>(v);
      seat.relevant.assign(board_.types.size(), 0);
      bool any = false;
      for (std::size_t t = 0; t < board_.types.size(); ++t) {
        seat.relevant[t] = std::find(names.begin(), names.end(), board_.types[t].name) != names.end() ? 1 : 0;
        any = any || seat.relevant[t];
      }
      if (!any) continue;
      fewest_move_paths(graph_, seat.node, near, mission_moves);
      seat.near.assign(board_.nodes.size(), 0);
      seat.near_nodes.reserve(near.order.size());
      for (int n : near.order) {
        if (type_of_[static_cast<std::size_t>(n)] < 0) continue;
        seat.near[static_cast<std::size_t>(n)] = 1;
        seat.near_nodes.push_back(n);
        if (seat.relevant[static_cast<std::size_t>(type_of_[static_cast<std::size_t>(n)])]) ++seat.have;
      }
      std::sort(seat.near_nodes.begin(), seat.near_nodes.end());
      seats_.push_back(std::move(seat));
    }
  }

  void run() {
    if (std::none_of(seats_.begin(), seats_.end(), [](const MissionSeat& s) { return s.have < mission_goal; })) return;
    stamp_.assign(board_.nodes.size(), 0);
    const std::size_t budget = 2 * static_cast<std::size_t>(mission_goal) * seats_.size();
    for (std::size_t step = 0; step < budget; ++step) {
      MissionSeat* seat = neediest();
      if (!seat) break;
      const std::optional<Move> move = best_move(*seat);
      if (!move) {
        seat->stuck = true;
        continue;
      }
      apply(*move);
    }
  }

 private:
  static constexpr int mission_moves = 4;

  bool allowed(int v, int t) const { return allowed_.has(v, t); }

  // The seat furthest below the goal that may still be helped; ties by node id.
  MissionSeat* neediest() {
    MissionSeat* best = nullptr;
    for (MissionSeat& s : seats_) {
      if (s.stuck || s.have >= mission_goal) continue;
      if (!best || s.have < best->have) best = &s;
    }
    return best;
  }

  // How a move changes one seat's count.
  int delta(const MissionSeat& s, const Move& m) const {
    const auto u = static_cast<std::size_t>(m.u);
    const int from = type_of_[u];
    int d = 0;
    if (s.near[u]) d += s.relevant[static_cast<std::size_t>(m.to_u)] - s.relevant[static_cast<std::size_t>(from)];
    if (m.w >= 0 && s.near[static_cast<std::size_t>(m.w)]) d += s.relevant[static_cast<std::size_t>(from)] - s.relevant[static_cast<std::size_t>(m.to_u)];
    return d;
  }

  // The sum of changes to the other seats, or -1 when the move takes a seat below the
  // goal or a short seat further down.
  std::int64_t others_cost(const MissionSeat& seat, const Move& m) const {
    std::int64_t cost = 0;
    for (const MissionSeat& s : seats_) {
      if (&s == &seat) continue;
      const int d = delta(s, m);
      if (d < 0 && (s.have < mission_goal || s.have + d < mission_goal)) return -1;
      cost += std::abs(d);
    }
    return cost;
  }

  // Size of v's group of its own type, counting v; stops once past `limit`.
  int group_size(int v, int limit) {
    const int t = type_of_[static_cast<std::size_t>(v)];
    ++stamp_now_;
    stamp_[static_cast<std::size_t>(v)] = stamp_now_;
    frontier_.assign(1, v);
    int size = 1;
    while (!frontier_.empty() && size <= limit) {
      const int x = frontier_.back();
      frontier_.pop_back();
      for (int y : graph_.neighbours(x)) {
        if (type_of_[static_cast<std::size_t>(y)] != t || stamp_[static_cast<std::size_t>(y)] == stamp_now_) continue;
        stamp_[static_cast<std::size_t>(y)] = stamp_now_;
        frontier_.push_back(y);
        ++size;
      }
    }
    return size;
  }

  // Whether the move keeps every group within its type's max_sequence, tried in place.
  bool sequences_hold(const Move& m) {
    const auto u = static_cast<std::size_t>(m.u);
    const int from = type_of_[u];
    type_of_[u] = m.to_u;
    if (m.w >= 0) type_of_[static_cast<std::size_t>(m.w)] = from;
    const int seq_u = board_.types[static_cast<std::size_t>(m.to_u)].max_sequence;
    const int seq_w = board_.types[static_cast<std::size_t>(from)].max_sequence;
    const bool ok = group_size(m.u, seq_u) <= seq_u && (m.w < 0 || group_size(m.w, seq_w) <= seq_w);
    type_of_[u] = from;
    if (m.w >= 0) type_of_[static_cast<std::size_t>(m.w)] = m.to_u;
    return ok;
  }

  // Considers a move, keeping it in `best` when it is allowed and cheaper.
  // A move's cost is 0 at least, so one that would not beat `best` even at cost 0 is
  // passed over before the other seats are counted, which most moves are.
  void consider(const MissionSeat& seat, Move m, std::optional<Move>& best) {
    m.key = key_[static_cast<std::size_t>(m.u)] ^ (m.w >= 0 ? key_[static_cast<std::size_t>(m.w)] >> 1 : 0);
    const std::int64_t no_cost = 0;
    if (best && std::tie(best->cost, best->key, best->u, best->w) <= std::tie(no_cost, m.key, m.u, m.w)) return;
    m.cost = others_cost(seat, m);
    if (m.cost < 0) return;
    if (best && std::tie(best->cost, best->key, best->u, best->w) <= std::tie(m.cost, m.key, m.u, m.w)) return;
    if (sequences_hold(m)) best = m;
  }

  // The cheapest move that gives the seat one more node of its mission's types.
  std::optional<Move> best_move(const MissionSeat& seat) {
    holders_.clear();  // nodes beyond the seat's reach holding one of its types
    for (std::size_t w = 0; w < board_.nodes.size(); ++w) {
      if (type_of_[w] >= 0 && !seat.near[w] && seat.relevant[static_cast<std::size_t>(type_of_[w])]) holders_.push_back(static_cast<int>(w));
    }
    std::optional<Move> best;
    for (int u : seat.near_nodes) {
      const int from = type_of_[static_cast<std::size_t>(u)];
      if (seat.relevant[static_cast<std::size_t>(from)]) continue;
      const int lo = board_.types[static_cast<std::size_t>(from)].min;
      for (int t = 0; t < static_cast<int>(board_.types.size()); ++t) {
        if (!seat.relevant[static_cast<std::size_t>(t)] || !allowed(u, t)) continue;
        const std::optional<int> hi = board_.types[static_cast<std::size_t>(t)].max;
        if (count_[static_cast<std::size_t>(from)] > lo && (!hi || count_[static_cast<std::size_t>(t)] < *hi)) consider(seat, {u, -1, t}, best);
      }
      for (int w : holders_) {
        const int t = type_of_[static_cast<std::size_t>(w)];
        if (allowed(u, t) && allowed(w, from)) consider(seat, {u, w, t}, best);
      }
    }
    return best;
  }

  void apply(const Move& m) {
    for (MissionSeat& s : seats_) s.have += delta(s, m);
    const auto u = static_cast<std::size_t>(m.u);
    const int from = type_of_[u];
    if (m.w >= 0) {
      type_of_[static_cast<std::size_t>(m.w)] = from;
    } else {
      --count_[static_cast<std::size_t>(from)];
      ++count_[static_cast<std::size_t>(m.to_u)];
    }
    type_of_[u] = m.to_u;
  }

  const Board& board_;
  const FlatGraph& graph_;
  const AllowedTypes& allowed_;  // the fixed rules, per node and type
  std::vector<int>& type_of_;    // per node: index in board.types, -1 when not a typed regular node
  std::vector<int> count_;       // per type
  std::vector<std::uint64_t> key_;  // per node: a random tiebreak
  std::vector<MissionSeat> seats_;
  std::vector<int> stamp_, frontier_, holders_;
  int stamp_now_ = 0;
};

}  // namespace

void mend_mission_types(const Board& board, const Dictionary& dict, const FlatGraph& graph, const AllowedTypes& allowed,
                        std::vector<int>& type_of, Rng& rng) {
  MissionRepair repair(board, graph, allowed, type_of, rng);
  repair.find_seats(dict);
  repair.run();
}

void place_mission_types(Board& board, const Dictionary& dict, const FlatGraph& graph, Rng& rng) {
  std::vector<int> type_of(board.nodes.size(), -1);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    const Node& node = board.nodes[v];
    if (node.role != Role::regular || !node.type) continue;
    for (std::size_t t = 0; t < board.types.size(); ++t) {
      if (board.types[t].name == *node.type) {
        type_of[v] = static_cast<int>(t);
        break;
      }
    }
  }
  mend_mission_types(board, dict, graph, allowed_types(board, graph), type_of, rng);
  for (std::size_t v = 0; v < board.nodes.size(); ++v) {
    if (type_of[v] >= 0) board.nodes[v].type = board.types[static_cast<std::size_t>(type_of[v])].name;
  }
}

}  // namespace uu

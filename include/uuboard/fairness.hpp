#pragma once
// How fair a board is to its twelve seats: per start node, how far the center is and
// how much room there is around it; per board, how much those figures differ between
// starts, how evenly the nodes spread over the quadrants, and one 0-100 score
// (docs/fairness.md defines every figure and the score).
#include <array>
#include <string>
#include <optional>
#include <vector>

namespace uu {

struct Board;
struct Dictionary;

struct StartFairness {
  int node = 0;
  int moves = 0;               // edges on the shortest path to the center
  double path_length = 0.0;    // board units along the shortest of the fewest-move paths
  int reach_3 = 0;             // other nodes within 3 moves
  int cutting_3 = 0;           // of those, nodes whose type has a Cutting action
  int disjoint_paths = 0;      // edge-disjoint paths to the center
  std::optional<int> mission_nodes_4;  // nodes of the mission's relevant types within 4 moves; null: the mission names none
  friend bool operator==(const StartFairness&, const StartFairness&) = default;
};

// One figure over the starts: smallest, largest, max - min, and max / min (null when
// the smallest is 0).
struct Spread {
  double min = 0.0;
  double max = 0.0;
  double spread = 0.0;
  std::optional<double> ratio;
  friend bool operator==(const Spread&, const Spread&) = default;
};

// Quadrants around the center node, in this order (y grows downwards).
inline constexpr const char* quadrant_names[] = {"top_left", "top_right", "bottom_left", "bottom_right"};

struct Fairness {
  std::vector<StartFairness> starts;  // by node id
  Spread moves, path_length, reach_3, cutting_3, disjoint_paths;
  std::optional<Spread> mission_nodes_4;  // over the starts whose mission names nodes
  int mission_short = 0;                  // of those starts, how many have fewer than mission_goal
  std::array<int, 4> quadrant_nodes{};    // nodes other than the center, per quadrant
  double quadrant_cv = 0.0;               // population standard deviation / mean of quadrant_nodes
  double score = 0.0;                     // 0 (unfair) to 100 (every seat alike)
  friend bool operator==(const Fairness&, const Fairness&) = default;
};

// Nodes of its mission's types a seat should find within 4 moves (docs/fairness.md).
inline constexpr int mission_goal = 2;

// The figures of a board; null when it has no center, no start node, or a start node
// with no path to the center. Missions are looked up in the dictionary by name.
std::optional<Fairness> measure_fairness(const Board& board, const Dictionary& dictionary);

// The score of docs/fairness.md from the per-board figures (rounded to 0.01).
double fairness_score(const Fairness& figures);

// Figures of a list of numbers over the starts.
Spread spread_of(const std::vector<double>& values);


}  // namespace uu

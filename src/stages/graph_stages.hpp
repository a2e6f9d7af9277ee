#pragma once
// The stages that build the board's graph, in pipeline order.
#include <cstdint>

#include "uuboard/board.hpp"
#include "uuboard/rng.hpp"
#include "stages/stage.hpp"
#include "model/rules.hpp"

namespace uu {

// The stages from tree to fair-edges share one EdgeBuilder (stages/edge_rules.hpp),
// built once the nodes stand, so the board's edges are indexed once, not per stage.
class EdgeBuilder;

// Stage "tree": Prim's minimum spanning tree over the grid, never joining two border
// nodes, under the degree caps and the node clearance. Writes edges.
StageResult build_tree(Board& board, EdgeBuilder& edges);

// Stage "center-edges": the center node gets an edge to every node within sqrt(2) units
// that keeps every edge rule. Adds edges.
StageResult add_center_edges(Board& board, EdgeBuilder& edges);

struct FillConfig {
  double edges_per_node = 1.05;  // random fill density; fair-edges adds the rest (the original: about 112 on 88)
  double search_radius = 2.0;
  double leaf_radius = 3.0;  // how far a node inside the board with one edge looks when nothing nearer keeps the rules
};

// Stage "fill-edges": every node inside the board with a single edge joins its nearest
// node that keeps every edge rule; then the devlog's random fill, in a shuffled node
// order, each node joining its nearest unconnected node that keeps every edge rule.
// Adds edges.
StageResult add_fill_edges(Board& board, EdgeBuilder& edges, const FillConfig& config, Rng& rng);

struct StartConfig {
  int per_side = starts_per_side;
  std::int64_t search_budget = 200000;  // backtracking steps in all before the attempt fails
  std::int64_t window_budget = 4000;    // steps for one window of path lengths
  int max_windows = 24;         // windows tried before the last resort (every candidate)
  double straightened = 1.1;    // a path fair-edges straightens: this times the distance to the center
  int reach_band = 2;           // candidates within this many nodes of the median reach_3 are tried first
};

// Stage "start-nodes": per side, border nodes with 1-2 edges, no two start nodes
// adjacent or sharing a neighbour; among those choices, the one with the smallest ratio
// between the longest path once straightened and the shortest path now (fair-edges only
// shortens paths), then the farthest from the center. Writes roles.
StageResult choose_start_nodes(Board& board, const EdgeBuilder& edges, const StartConfig& config);

struct FairEdgesConfig {
  int max_edges = 10;          // edges it may add
  double radius = 2.0;         // longest edge it draws, in units
  double moves_weight = 25.0;  // cost of one move of spread between the starts...
  double ratio_weight = 25.0;  // ...and of the path length ratio above 1 (as in the fairness score)
  double longer_weight = 0.1;  // share of that weight for each path's length over the shortest
  double edges_per_node = 1.28;  // then edges that change nothing for the starts, up to this density
  double reach_ratio = 1.25;     // those edges first even out the starts' reach_3 towards this ratio, most / fewest...
  int reach_edges = 30;          // ...with at most this many edges chosen for it (past the density if need be),
  double reach_slack = 1.0;      // each allowed to raise the path cost (moves and length weights above) by this much
};

// Stage "fair-edges": up to max_edges more edges, each the one that most evens out the
// starts' moves and path lengths to the center, under every edge rule, never at the
// center, and at a start node only when no two starts come to share a neighbour; then
// edges that even out the nodes within 3 moves of each start, then, up to the board's
// edge density, edges that leave those figures as they are. Adds edges.
StageResult add_fair_edges(Board& board, EdgeBuilder& edges, const FairEdgesConfig& config);

}  // namespace uu

#pragma once
// The stages that build the board's graph, in pipeline order.
#include "uuboard/board.hpp"
#include "uuboard/rng.hpp"
#include "stages/stage.hpp"

namespace uu {

// Stage "tree": Prim's minimum spanning tree over the grid, never joining two border
// nodes, under the degree caps and the node clearance. Writes edges.
StageResult build_tree(Board& board);

// Stage "center-edges": the center node gets an edge to every node within sqrt(2) units
// that keeps every edge rule. Adds edges.
StageResult add_center_edges(Board& board);

struct FillConfig {
  double edges_per_node = 1.28;  // target total edge density (the original: about 112 on 88)
  double search_radius = 2.0;
};

// Stage "fill-edges": the devlog's random fill, in a shuffled node order, each node
// joining its nearest unconnected node that keeps every edge rule. Adds edges.
StageResult add_fill_edges(Board& board, const FillConfig& config, Rng& rng);

struct StartConfig {
  int per_side = 3;
  long search_budget = 200000;  // backtracking steps before the attempt fails
};

// Stage "start-nodes": per side, the border nodes farthest from the center that have
// 1-2 edges, with no two start nodes adjacent or sharing a neighbour. Writes roles.
StageResult choose_start_nodes(Board& board, const StartConfig& config);

}  // namespace uu

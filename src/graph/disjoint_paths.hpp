#pragma once
// How many edge-disjoint paths join two nodes: unit-capacity maximum flow on the flat
// graph. Arc k is the graph's entry k, its reverse the entry of the same edge seen from
// the other end; the buffers are kept between calls, so asking for many pairs of one
// graph stays cheap.
#include <vector>

#include "graph/flat_graph.hpp"

namespace uu {

class DisjointPaths {
 public:
  explicit DisjointPaths(const FlatGraph& g);
  // Edge-disjoint paths between two nodes; 0 from a node to itself.
  int operator()(int from, int to);

 private:
  bool augment(int from, int to);

  const FlatGraph& g_;
  std::vector<int> reverse_, capacity_, via_, queue_;
};

}  // namespace uu

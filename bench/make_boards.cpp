// Makes boards and nothing else, for instruction counts that do not depend on what else
// the machine is doing (docs/performance.md):
//   valgrind --tool=callgrind build-perf/bench/uuboard_make_boards 200
// generates the 4-player all-expansion boards of seeds bench-0 ... bench-(count - 1), the
// seeds BM_Pipeline uses, and prints their node total so nothing is left unused.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "uuboard/generate.hpp"

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 200;
  uu::GenerateOptions options;
  options.board.players = argc > 2 ? std::atoi(argv[2]) : 4;
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  std::size_t nodes = 0;
  for (int i = 0; i < count; ++i) {
    options.seed = "bench-" + std::to_string(i);
    nodes += uu::generate(options).nodes.size();
  }
  std::printf("%zu nodes\n", nodes);
}

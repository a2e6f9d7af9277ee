// The fairness targets of docs/fairness.md, measured: 1000 seeds (or argv[1]) at 4
// players with all expansions, default options. Run: build/bench/uuboard_fairness_report
// [count] [report.svg|-] [best-of]. Prints the text summary; writes the histograms when
// given a file name other than "-".
#include <cstdio>
#include <fstream>
#include <string>

#include "uuboard/render/output.hpp"
#include "uuboard/stats.hpp"

int main(int argc, char** argv) {
  uu::GenerateOptions options;
  options.seed = "fair-";
  options.board.players = 4;
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  const int count = argc > 1 ? std::stoi(argv[1]) : 1000;
  if (argc > 3) options.board.best_of = std::stoi(argv[3]);
  const uu::StatsSummary summary = uu::run_stats(options, count, 0);
  std::fputs(uu::stats_text(summary).c_str(), stdout);
  if (argc > 2 && std::string(argv[2]) != "-") {
    std::ofstream out(argv[2], std::ios::binary);
    out << uu::render_svg(uu::stats_scene(summary));
    if (!out) {
      std::fprintf(stderr, "cannot write %s\n", argv[2]);
      return 1;
    }
  }
  return summary.failed_seeds.empty() ? 0 : 1;
}

// The fairness targets of docs/fairness.md, measured: 1000 seeds (or argv[1]) at 4 and
// at 6 players with all expansions, default options, then a sweep over every player
// count (a quarter as many seeds each). Run: build/bench/uuboard_fairness_report
// [count] [report.svg|-] [best-of]. Prints the text summaries; writes the 4-player
// histograms when given a file name other than "-".
#include <algorithm>
#include <cstdio>
#include <fmt/core.h>
#include <fstream>
#include <string>

#include "uuboard/render/output.hpp"
#include "uuboard/stats.hpp"

namespace {

double median_of(const uu::StatsSummary& summary, const std::string& name) {
  for (const uu::StatsFigure& f : summary.figures) {
    if (f.name == name) return uu::percentile(f.values, 0.5);
  }
  return 0.0;
}

// One line of the sweep: the medians of the targets and the mission shares.
std::string sweep_line(int players, const uu::StatsSummary& s) {
  const std::vector<double>& seats = s.seat_mission_nodes_4;
  const auto share = [&](double below) {
    const auto n = std::count_if(seats.begin(), seats.end(), [&](double v) { return v < below; });
    return seats.empty() ? 0.0 : 100.0 * static_cast<double>(n) / static_cast<double>(seats.size());
  };
  double p95 = 0.0;
  for (const uu::StatsFigure& f : s.figures) {
    if (f.name == "moves spread") p95 = uu::percentile(f.values, 0.95);
  }
  return fmt::format("{:>7} {:>7} {:>9.1f} {:>9.1f} {:>9.3f} {:>9.3f} {:>9.3f} {:>9.1f} {:>9.1f} {:>9.1f}\n", players,
                     s.count - static_cast<int>(s.failed_seeds.size()), median_of(s, "moves spread"), p95, median_of(s, "path length ratio"),
                     median_of(s, "quadrant CV"), median_of(s, "reach-3 ratio"), share(1.0), share(2.0), uu::percentile(seats, 0.5));
}

}  // namespace

int main(int argc, char** argv) {
  uu::GenerateOptions options;
  options.seed = "fair-";
  options.board.players = 4;
  options.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  const int count = argc > 1 ? std::stoi(argv[1]) : 1000;
  if (argc > 3) options.board.best_of = std::stoi(argv[3]);
  const uu::StatsSummary summary = uu::run_stats(options, count, 0);
  std::fputs(uu::stats_text(summary).c_str(), stdout);
  bool failed = !summary.failed_seeds.empty();
  uu::GenerateOptions six = options;
  six.board.players = 6;
  const uu::StatsSummary six_summary = uu::run_stats(six, count, 0);
  std::fputs("\n", stdout);
  std::fputs(uu::stats_text(six_summary).c_str(), stdout);
  failed = failed || !six_summary.failed_seeds.empty();
  std::fputs(fmt::format("\nevery player count, all expansions, {} seeds each (\"fair-0\" ...):\n", std::max(count / 4, 1)).c_str(), stdout);
  std::fputs(fmt::format("{:>7} {:>7} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9}\n", "players", "boards", "spread", "spread", "length",
                         "quadrant", "reach-3", "mission", "mission", "mission")
                 .c_str(),
             stdout);
  std::fputs(fmt::format("{:>7} {:>7} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9}\n", "", "", "median", "p95", "ratio", "CV", "ratio",
                         "none %", "< 2 %", "median")
                 .c_str(),
             stdout);
  for (int players = 2; players <= 9; ++players) {
    uu::GenerateOptions o = options;
    o.board.players = players;
    const uu::StatsSummary s = uu::run_stats(o, std::max(count / 4, 1), 0);
    std::fputs(sweep_line(players, s).c_str(), stdout);
    failed = failed || !s.failed_seeds.empty();
  }
  if (argc > 2 && std::string(argv[2]) != "-") {
    std::ofstream out(argv[2], std::ios::binary);
    out << uu::render_svg(uu::stats_scene(summary));
    if (!out) {
      std::fprintf(stderr, "cannot write %s\n", argv[2]);
      return 1;
    }
  }
  return failed ? 1 : 0;
}

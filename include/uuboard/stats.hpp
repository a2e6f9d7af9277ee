#pragma once
// Fairness over many seeds: the per-board figures of docs/fairness.md for a run of
// seeds, a text summary with medians and percentiles, and histograms as a Scene.
#include <string>
#include <vector>

#include "uuboard/generate.hpp"
#include "uuboard/render/scene.hpp"

namespace uu {

// One per-board figure over every board of a run, in seed order.
struct StatsFigure {
  std::string name;        // e.g. "moves spread"
  std::string meaning;     // one line for the report
  std::vector<double> values;
};

struct StatsSummary {
  std::string description;  // seeds and options, for titles
  int from = 0;
  int count = 0;
  std::vector<std::string> failed_seeds;  // seeds that gave no board (try_generate failed)
  std::vector<StatsFigure> figures;       // score, moves spread, path length ratio, quadrant CV, ...
  // mission_nodes_4 of every seat whose mission names nodes, board after board.
  std::vector<double> seat_mission_nodes_4;
};

// The seed of board n of a run: batch_seed(prefix, n), so "cup" gives "cup-1", "cup-2", ...
// as a generate batch does ("" gives "1", "2", ...).
std::string stats_seed(const std::string& prefix, int n);

// Generates boards n = from .. from + count - 1 with the given options (seed: the
// prefix of stats_seed) and collects their fairness figures.
StatsSummary run_stats(const GenerateOptions& options, int count, int from = 0);

// Value at fraction p (0..1) of the sorted values, interpolated linearly; 0 when empty.
double percentile(std::vector<double> values, double p);

// Text report: per figure the median, 5th and 95th percentiles, min and max, then the
// targets of docs/fairness.md and how many boards meet them.
std::string stats_text(const StatsSummary& summary);

// One landscape A4 page of histograms, one per figure, each with its median marked.
Scene stats_scene(const StatsSummary& summary);

}  // namespace uu

// Fairness over many seeds, for designers: the numbers of what a rule or option change
// does to balance (run_stats, stats_text); render/stats_chart.cpp draws them.

#include "uuboard/stats.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <optional>
#include <utility>

#include "uuboard/fairness.hpp"

namespace uu {

namespace {

struct FigureDef {
  const char* name;
  const char* meaning;
  std::optional<double> (*value)(const Fairness&);  // null: the board has no such figure
};

constexpr FigureDef figure_defs[] = {
    {"score", "fairness score, 0-100 (higher is fairer)", [](const Fairness& f) -> std::optional<double> { return f.score; }},
    {"moves spread", "farthest minus nearest start, in moves to the center", [](const Fairness& f) -> std::optional<double> { return f.moves.spread; }},
    {"path length ratio", "longest / shortest start-to-center path, in board units",
     [](const Fairness& f) -> std::optional<double> { return f.path_length.ratio.value_or(0.0); }},
    {"quadrant CV", "coefficient of variation of the node counts per quadrant", [](const Fairness& f) -> std::optional<double> { return f.quadrant_cv; }},
    {"moves max", "moves from the farthest start to the center", [](const Fairness& f) -> std::optional<double> { return f.moves.max; }},
    {"disjoint paths min", "fewest edge-disjoint paths from a start to the center",
     [](const Fairness& f) -> std::optional<double> { return f.disjoint_paths.min; }},
    {"reach-3 ratio", "most / fewest nodes within 3 moves of a start", [](const Fairness& f) -> std::optional<double> { return f.reach_3.ratio.value_or(0.0); }},
    {"cutting-3 min", "fewest cutting nodes within 3 moves of a start", [](const Fairness& f) -> std::optional<double> { return f.cutting_3.min; }},
    {"mission nodes-4 min", "fewest nodes of its mission's types within 4 moves of a seat",
     [](const Fairness& f) -> std::optional<double> { return f.mission_nodes_4 ? std::optional(f.mission_nodes_4->min) : std::nullopt; }},
    {"mission nodes-4 max", "most nodes of its mission's types within 4 moves of a seat",
     [](const Fairness& f) -> std::optional<double> { return f.mission_nodes_4 ? std::optional(f.mission_nodes_4->max) : std::nullopt; }},
    {"mission nodes-4 spread", "most minus fewest of those, over the seats whose mission names nodes",
     [](const Fairness& f) -> std::optional<double> { return f.mission_nodes_4 ? std::optional(f.mission_nodes_4->spread) : std::nullopt; }},
    {"mission short seats", "seats with fewer than 2 nodes of their mission's types within 4 moves",
     [](const Fairness& f) -> std::optional<double> { return f.mission_nodes_4 ? std::optional<double>(f.mission_short) : std::nullopt; }},
};

std::string options_text(const GenerateOptions& options) {
  std::string expansions;
  for (const std::string& e : options.board.expansions) expansions += (expansions.empty() ? "" : ",") + e;
  std::string text = fmt::format("{} players, expansions: {}", options.board.players, expansions.empty() ? "none" : expansions);
  if (options.board.best_of > 1) text += fmt::format(", best of {}", options.board.best_of);
  if (options.board.min_score) text += fmt::format(", min score {}", *options.board.min_score);
  return text;
}

double share_at_most(const std::vector<double>& values, double limit) {
  if (values.empty()) return 0.0;
  const auto n = std::count_if(values.begin(), values.end(), [&](double v) { return v <= limit; });
  return 100.0 * static_cast<double>(n) / static_cast<double>(values.size());
}

const StatsFigure* find_figure(const StatsSummary& summary, std::string_view name) {
  for (const StatsFigure& f : summary.figures) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

}  // namespace

std::string stats_seed(const std::string& prefix, int n) { return batch_seed(prefix, n); }

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const double pos = std::clamp(p, 0.0, 1.0) * static_cast<double>(values.size() - 1);
  const std::size_t i = static_cast<std::size_t>(std::floor(pos));
  if (i + 1 >= values.size()) return values.back();
  return values[i] + (values[i + 1] - values[i]) * (pos - static_cast<double>(i));
}

StatsSummary run_stats(const GenerateOptions& options, int count, int from) {
  StatsSummary summary;
  summary.from = from;
  summary.count = count;
  summary.description = fmt::format("seeds \"{}\" .. \"{}\", {}", stats_seed(options.seed, from), stats_seed(options.seed, from + count - 1),
                                    options_text(options));
  for (const FigureDef& d : figure_defs) summary.figures.push_back({d.name, d.meaning, {}});
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  for (int n = from; n < from + count; ++n) {
    GenerateOptions o = options;
    o.seed = stats_seed(options.seed, n);
    const GenerateResult result = try_generate(o);
    const std::optional<Fairness> f = !result.board ? std::nullopt
                                      : result.board->fairness ? result.board->fairness
                                                               : measure_fairness(*result.board, dict);
    if (!f) {
      summary.failed_seeds.push_back(o.seed);
      continue;
    }
    for (std::size_t i = 0; i < std::size(figure_defs); ++i) {
      if (const std::optional<double> v = figure_defs[i].value(*f)) summary.figures[i].values.push_back(*v);
    }
    for (const StartFairness& s : f->starts) {
      if (s.mission_nodes_4) summary.seat_mission_nodes_4.push_back(*s.mission_nodes_4);
    }
  }
  return summary;
}

std::string stats_text(const StatsSummary& summary) {
  std::string out = fmt::format("uuboard stats: {}\n{} boards, {} without a board\n\n", summary.description,
                                summary.count - static_cast<int>(summary.failed_seeds.size()), summary.failed_seeds.size());
  if (static_cast<std::size_t>(summary.count) == summary.failed_seeds.size()) {
    // No board, no figure: a median of nothing would read as a target met.
    out += "no figures and no targets measured: no seed gave a board\n";
    for (const std::string& seed : summary.failed_seeds) out += fmt::format("no board for seed \"{}\"\n", seed);
    return out;
  }
  out += fmt::format("{:<22} {:>9} {:>9} {:>9} {:>9} {:>9}\n", "figure", "median", "p5", "p95", "min", "max");
  for (const StatsFigure& f : summary.figures) {
    const double lo = f.values.empty() ? 0.0 : *std::min_element(f.values.begin(), f.values.end());
    const double hi = f.values.empty() ? 0.0 : *std::max_element(f.values.begin(), f.values.end());
    out += fmt::format("{:<22} {:>9.3f} {:>9.3f} {:>9.3f} {:>9.3f} {:>9.3f}\n", f.name, percentile(f.values, 0.5), percentile(f.values, 0.05),
                       percentile(f.values, 0.95), lo, hi);
  }
  out += "\ntargets (docs/fairness.md):\n";
  const auto target = [&](std::string_view figure, double limit, double p, std::string_view label) {
    const StatsFigure* f = find_figure(summary, figure);
    if (!f) return;
    const double v = percentile(f->values, p);
    out += fmt::format("  {:<50} {:>7.3f}  {}\n", label, v, v <= limit ? "met" : "NOT met");
  };
  target("moves spread", 1.0, 0.5, "moves spread, median <= 1");
  target("moves spread", 2.0, 0.95, "moves spread, 95th percentile <= 2");
  target("path length ratio", 1.3, 0.5, "path length ratio, median <= 1.3");
  target("quadrant CV", 0.08, 0.5, "quadrant node-count CV, median <= 0.08");
  target("reach-3 ratio", 1.6, 0.5, "reach-3 ratio, median <= 1.6");
  if (const StatsFigure* f = find_figure(summary, "moves spread")) {
    out += fmt::format("  boards with moves spread <= 2: {:.1f} %\n", share_at_most(f->values, 2.0));
  }
  const std::vector<double>& seats = summary.seat_mission_nodes_4;
  if (!seats.empty()) {
    const double none = share_at_most(seats, 0.0), median = percentile(seats, 0.5);
    out += fmt::format("  {:<50} {:>7.1f}  {}\n", "seats with no mission node within 4 moves, % <= 2", none, none <= 2.0 ? "met" : "NOT met");
    out += fmt::format("  {:<50} {:>7.3f}  {}\n", "mission nodes within 4 moves, median >= 2", median, median >= 2.0 ? "met" : "NOT met");
    out += fmt::format("  seats whose mission names nodes: {}, with fewer than 2 within 4 moves: {:.1f} %\n", seats.size(),
                       share_at_most(seats, mission_goal - 1.0));
  }
  for (const std::string& seed : summary.failed_seeds) out += fmt::format("no board for seed \"{}\"\n", seed);
  return out;
}

}  // namespace uu

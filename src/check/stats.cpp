// Fairness over many seeds, for designers: the numbers (stats_text) and the picture
// (stats_scene) of what a rule or option change does to balance.

// GCC 12 at -O3 misreports Shapes moved into a page as "may be used uninitialized"
// (std::variant, GCC bug 80635); see the same note in render/layout.cpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

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

// Bins of a histogram: whole numbers get one bin each when they span few values.
struct Bins {
  double lo = 0.0, width = 1.0;
  std::vector<int> counts;
};

Bins bin(const std::vector<double>& values) {
  Bins b;
  if (values.empty()) {
    b.counts.assign(1, 0);
    return b;
  }
  const double lo = *std::min_element(values.begin(), values.end());
  const double hi = *std::max_element(values.begin(), values.end());
  const bool whole = std::all_of(values.begin(), values.end(), [](double v) { return v == std::floor(v); });
  if (whole && hi - lo <= 30.0) {
    b.lo = lo - 0.5;
    b.width = 1.0;
  } else {
    b.lo = lo;
    b.width = hi > lo ? (hi - lo) / 20.0 : 1.0;
  }
  const int n = static_cast<int>(std::floor((hi - b.lo) / b.width)) + 1;
  b.counts.assign(static_cast<std::size_t>(std::max(n, 1)), 0);
  for (double v : values) {
    const int i = std::clamp(static_cast<int>(std::floor((v - b.lo) / b.width)), 0, static_cast<int>(b.counts.size()) - 1);
    ++b.counts[static_cast<std::size_t>(i)];
  }
  return b;
}

void add_text(Page& page, Vec2 pos, std::string text, double size, Anchor anchor = Anchor::start, bool bold = false) {
  page.shapes.push_back({Part::legend, Text{pos, std::move(text), size, Color{40, 40, 40}, anchor, bold, 0.0}});
}

// One histogram in the box [min, min + size], the median as a dashed red line.
void draw_histogram(Page& page, const StatsFigure& figure, Vec2 min, Vec2 size) {
  const Bins b = bin(figure.values);
  add_text(page, {min.x, min.y + 4.0}, figure.name, 3.6, Anchor::start, true);
  add_text(page, {min.x, min.y + 8.0}, figure.meaning, 2.4);
  const Vec2 plot_min{min.x + 2.0, min.y + 11.0};
  const Vec2 plot_size{size.x - 4.0, size.y - 18.0};
  const int most = std::max(1, *std::max_element(b.counts.begin(), b.counts.end()));
  const double bar = plot_size.x / static_cast<double>(b.counts.size());
  const Color fill{120, 150, 200};
  for (std::size_t i = 0; i < b.counts.size(); ++i) {
    const double h = plot_size.y * b.counts[i] / most;
    if (h <= 0.0) continue;
    page.shapes.push_back({Part::legend, Rect{{plot_min.x + bar * static_cast<double>(i), plot_min.y + plot_size.y - h}, {bar * 0.9, h},
                                              Style{fill, std::nullopt, 0.0}}});
  }
  const double base = plot_min.y + plot_size.y;
  page.shapes.push_back({Part::frame, Line{{plot_min.x, base}, {plot_min.x + plot_size.x, base}, Color{40, 40, 40}, 0.3, {}}});
  const double hi = b.lo + b.width * static_cast<double>(b.counts.size());
  const auto x_of = [&](double v) { return plot_min.x + plot_size.x * (v - b.lo) / (hi - b.lo); };
  const double median = percentile(figure.values, 0.5);
  page.shapes.push_back({Part::legend, Line{{x_of(median), plot_min.y - 1.0}, {x_of(median), base}, Color{200, 40, 40}, 0.5, {1.2, 0.8}}});
  const auto [lowest, highest] = figure.values.empty() ? std::pair{0.0, 0.0} : std::pair{*std::min_element(figure.values.begin(), figure.values.end()),
                                                                                        *std::max_element(figure.values.begin(), figure.values.end())};
  add_text(page, {plot_min.x, base + 3.5}, fmt::format("{:.3g}", lowest), 2.4);
  add_text(page, {plot_min.x + plot_size.x, base + 3.5}, fmt::format("{:.3g}", highest), 2.4, Anchor::end);
  add_text(page, {x_of(median), base + 3.5}, fmt::format("median {:.3g}", median), 2.4, Anchor::middle);
  add_text(page, {min.x + size.x - 2.0, min.y + 4.0}, fmt::format("tallest bar: {} boards", most), 2.2, Anchor::end);
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

Scene stats_scene(const StatsSummary& summary) {
  Scene scene;
  scene.info.title = "uuboard fairness statistics";
  scene.info.subject = summary.description;
  scene.info.creator = generator_version();
  scene.info.keywords = "uuboard, fairness, statistics";
  Page page;  // A4 landscape
  add_text(page, {12.0, 14.0}, "Fairness over many boards", 6.0, Anchor::start, true);
  add_text(page, {12.0, 20.0},
           fmt::format("{}; {} boards; dashed red line: median", summary.description, summary.count - static_cast<int>(summary.failed_seeds.size())),
           3.0);
  const int columns = 2;
  const double cell_w = (page.width - 24.0) / columns;
  const int rows = static_cast<int>((summary.figures.size() + columns - 1) / columns);
  const double cell_h = (page.height - 30.0) / std::max(rows, 1);
  for (std::size_t i = 0; i < summary.figures.size(); ++i) {
    const int col = static_cast<int>(i) % columns, row = static_cast<int>(i) / columns;
    draw_histogram(page, summary.figures[i], {12.0 + cell_w * col, 24.0 + cell_h * row}, {cell_w, cell_h});
  }
  scene.pages.push_back(std::move(page));
  return scene;
}

}  // namespace uu

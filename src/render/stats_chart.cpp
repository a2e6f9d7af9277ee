// uuboard stats' picture: one page of histograms, a figure each, its median marked
// (the figures are check/stats.cpp's).

// GCC 12 at -O3 misreports Shapes moved into a page as "may be used uninitialized"
// (std::variant, GCC bug 80635); see the same note in render/layout.cpp.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include <algorithm>
#include <cmath>
#include <fmt/core.h>
#include <utility>

#include "uuboard/stats.hpp"

namespace uu {

namespace {

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

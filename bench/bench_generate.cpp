// Generation and rendering speed; docs/performance.md has the figures and the command.
// Run: build-perf/bench/uuboard_bench (a Release build), or one family with
// --benchmark_filter=BM_Large. Each stage is timed as "the pipeline up to and including
// it", so a stage's own cost is the difference from the row before it. Large boards also
// report the process's peak resident memory so far (run them alone to read it).
#include <benchmark/benchmark.h>
#include <cstdint>
#include <optional>
#include <string>
#include <sys/resource.h>
#include <vector>

#include "model/drawn.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

const std::vector<std::string> all_expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions",
                                                 "sharp-scissors"};

uu::GenerateOptions options_for(int players, bool all, std::optional<uu::Stage> stop_after = std::nullopt) {
  uu::GenerateOptions o;
  o.board.players = players;
  if (all) o.board.expansions = all_expansions;
  o.stop_after = stop_after;
  return o;
}

double peak_rss_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// A fresh seed per iteration, so the figure is a median over many boards, not one.
void generate_loop(benchmark::State& state, uu::GenerateOptions o) {
  long seed = 0;
  for (auto _ : state) {
    o.seed = "bench-" + std::to_string(seed++);
    benchmark::DoNotOptimize(uu::generate(o));
  }
}

void BM_Pipeline(benchmark::State& state) {
  generate_loop(state, options_for(static_cast<int>(state.range(0)), state.range(1) != 0));
}
BENCHMARK(BM_Pipeline)->ArgsProduct({{2, 4, 9}, {0, 1}})->ArgNames({"players", "all"})->Unit(benchmark::kMicrosecond);

void BM_UpToStage(benchmark::State& state) {
  const auto stage = static_cast<uu::Stage>(state.range(0));
  auto o = options_for(4, true, stage);
  state.SetLabel(std::string(uu::stage_name(stage)));
  generate_loop(state, o);
}
BENCHMARK(BM_UpToStage)->DenseRange(0, static_cast<int>(uu::stage_names().size()) - 1)->Unit(benchmark::kMicrosecond);

// A board of width x height units ((w + 1)(h + 1) nodes), all expansions, on the
// smallest sheet that prints it readably.
uu::GenerateOptions large_options(int w, int h) {
  auto o = options_for(4, true);
  o.board.size_width = w;
  o.board.size_height = h;
  o.board.page = uu::drawn::smallest_paper(w, h, o.board.page);
  return o;
}

void BM_Large(benchmark::State& state) {
  auto o = large_options(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  std::size_t nodes = 0;
  long seed = 0;
  for (auto _ : state) {
    o.seed = "large-" + std::to_string(seed++);
    const uu::Board board = uu::generate(o);
    nodes = board.nodes.size();
    benchmark::DoNotOptimize(board.nodes.data());
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["peak_rss_MB"] = peak_rss_mb();
}
// 100x70 ~ 7k nodes; 180x139 ~ 25k; 360x278 ~ 100k (4x the nodes of the row before),
// the widest a board may be (--size up to 360).
BENCHMARK(BM_Large)
    ->Args({100, 70})
    ->Args({180, 139})
    ->Args({360, 278})
    ->ArgNames({"w", "h"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

// Drawing a large board: layout and PDF, the board made once beforehand. Linear in the
// board's size, like generating it (compare BM_Large's row of the same size).
void BM_LargeDraw(benchmark::State& state) {
  auto o = large_options(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  o.seed = "large-draw";
  const uu::Board board = uu::generate(o);
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_pdf(uu::layout(board)));
  state.counters["nodes"] = static_cast<double>(board.nodes.size());
  state.counters["peak_rss_MB"] = peak_rss_mb();
}
BENCHMARK(BM_LargeDraw)->Args({180, 139})->Args({360, 278})->ArgNames({"w", "h"})->Unit(benchmark::kMillisecond)->Iterations(2);

void BM_GenerateAndPdf(benchmark::State& state) {
  auto o = options_for(4, true);
  long seed = 0;
  for (auto _ : state) {
    o.seed = "pdf-" + std::to_string(seed++);
    benchmark::DoNotOptimize(uu::render_pdf(uu::layout(uu::generate(o))));
  }
}
BENCHMARK(BM_GenerateAndPdf)->Unit(benchmark::kMillisecond);

void BM_RenderPdf(benchmark::State& state) {
  auto o = options_for(4, true);
  o.seed = "render";
  const uu::Board board = uu::generate(o);
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_pdf(uu::layout(board)));
}
BENCHMARK(BM_RenderPdf)->Unit(benchmark::kMillisecond);

// A book: twenty boards laid out beforehand, drawn into one PDF in order, as the
// writer thread of `uuboard -n 20 -o book.pdf` does. Per board, compare BM_RenderPdf.
void BM_RenderBook(benchmark::State& state) {
  std::vector<uu::Scene> scenes;
  for (int k = 0; k < 20; ++k) {
    auto o = options_for(4, true);
    o.seed = "book-" + std::to_string(k);
    scenes.push_back(uu::layout(uu::generate(o)));
  }
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_pdf(scenes, uu::SceneInfo{}));
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(scenes.size()));
}
BENCHMARK(BM_RenderBook)->Unit(benchmark::kMillisecond);

void BM_RenderSvg(benchmark::State& state) {
  auto o = options_for(4, true);
  o.seed = "render";
  const uu::Board board = uu::generate(o);
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_svg(uu::layout(board)));
}
BENCHMARK(BM_RenderSvg)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

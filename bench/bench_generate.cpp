// Generation and rendering speed. Run: build/bench/uuboard_bench
// Each stage is timed as "the pipeline up to and including it", so a stage's own cost
// is the difference from the row before it.
#include <benchmark/benchmark.h>
#include <string>

#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

uu::GenerateOptions options_for(int players, bool all_expansions, std::string stop_after = "") {
  uu::GenerateOptions o;
  o.board.players = players;
  if (all_expansions) o.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  o.stop_after = std::move(stop_after);
  return o;
}

void BM_Pipeline(benchmark::State& state) {
  auto o = options_for(static_cast<int>(state.range(0)), state.range(1) != 0);
  long seed = 0;
  for (auto _ : state) {
    o.seed = "bench-" + std::to_string(seed++);
    benchmark::DoNotOptimize(uu::generate(o));
  }
}
BENCHMARK(BM_Pipeline)->ArgsProduct({{2, 4, 9}, {0, 1}})->ArgNames({"players", "all"})->Unit(benchmark::kMicrosecond);

void BM_UpToStage(benchmark::State& state) {
  const auto stages = uu::stage_names();
  auto o = options_for(4, true, std::string(stages[static_cast<std::size_t>(state.range(0))]));
  state.SetLabel(o.stop_after);
  long seed = 0;
  for (auto _ : state) {
    o.seed = "bench-" + std::to_string(seed++);
    benchmark::DoNotOptimize(uu::generate(o));
  }
}
BENCHMARK(BM_UpToStage)->DenseRange(0, static_cast<int>(uu::stage_names().size()) - 1)->Unit(benchmark::kMicrosecond);

void BM_RenderPdf(benchmark::State& state) {
  auto o = options_for(4, true);
  o.seed = "render";
  const uu::Board board = uu::generate(o);
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_pdf(uu::layout(board)));
}
BENCHMARK(BM_RenderPdf)->Unit(benchmark::kMillisecond);

void BM_RenderSvg(benchmark::State& state) {
  auto o = options_for(4, true);
  o.seed = "render";
  const uu::Board board = uu::generate(o);
  for (auto _ : state) benchmark::DoNotOptimize(uu::render_svg(uu::layout(board)));
}
BENCHMARK(BM_RenderSvg)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

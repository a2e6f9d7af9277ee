// Writing boards out: the JSON text, a .jsonl batch against generating it, PNG.
// docs/performance.md has the figures and the commands. Run:
//   build-perf/bench/uuboard_bench_writers --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>
#include <cstdint>
#include <string>
#include <vector>

#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

uu::GenerateOptions four_players_all_expansions(const std::string& seed) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board.players = 4;
  o.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  return o;
}

// Twenty 4-player all-expansion boards, made once.
const std::vector<uu::Board>& sample_boards() {
  static const std::vector<uu::Board> boards = [] {
    std::vector<uu::Board> out;
    for (int k = 0; k < 20; ++k) out.push_back(uu::generate(four_players_all_expansions("writers-" + std::to_string(k))));
    return out;
  }();
  return boards;
}

// One board's text a time, pretty (indent:1, as `-o b.json`) or on one line (indent:-1,
// as .jsonl): the time is per board.
void BM_JsonText(benchmark::State& state) {
  const int indent = static_cast<int>(state.range(0));
  const std::vector<uu::Board>& boards = sample_boards();
  std::size_t k = 0;
  std::int64_t bytes = 0;
  for (auto _ : state) {
    const std::string text = uu::board_to_json_text(boards[k++ % boards.size()], indent);
    bytes += static_cast<std::int64_t>(text.size());
    benchmark::DoNotOptimize(text.data());
  }
  state.SetBytesProcessed(bytes);
}
BENCHMARK(BM_JsonText)->Arg(1)->Arg(-1)->ArgName("indent")->Unit(benchmark::kMicrosecond);

// The same text through the document (board_to_json(board).dump(indent)), the way it was
// written before JsonWriter.
void BM_JsonDocument(benchmark::State& state) {
  const int indent = static_cast<int>(state.range(0));
  const std::vector<uu::Board>& boards = sample_boards();
  std::size_t k = 0;
  for (auto _ : state) benchmark::DoNotOptimize(uu::board_to_json(boards[k++ % boards.size()]).dump(indent));
}
BENCHMARK(BM_JsonDocument)->Arg(1)->Arg(-1)->ArgName("indent")->Unit(benchmark::kMicrosecond);

// The boards of `uuboard --seed s -n 200 -j 1 -o x.jsonl` (4 players, no expansions,
// seeds s-1 ... s-200), generated only (jsonl:0) or also written as JSON lines into one
// text (jsonl:1); the second's time over the first's is what writing adds to a batch.
void BM_Batch(benchmark::State& state) {
  const bool jsonl = state.range(0) != 0;
  uu::GenerateOptions o;
  for (auto _ : state) {
    std::string lines;
    for (int k = 1; k <= 200; ++k) {
      o.seed = uu::batch_seed("s", k);
      const uu::Board board = uu::generate(o);
      if (jsonl) benchmark::DoNotOptimize(uu::board_to_json_text(board, -1).data());
      benchmark::DoNotOptimize(board.nodes.data());
    }
    benchmark::DoNotOptimize(lines.data());
  }
}
BENCHMARK(BM_Batch)->Arg(0)->Arg(1)->ArgName("jsonl")->Unit(benchmark::kMillisecond);

// A 4-player all-expansion A4 board as PNG at 300 dpi, laid out beforehand.
void BM_RenderPng(benchmark::State& state) {
  const uu::Scene scene = uu::layout(uu::generate(four_players_all_expansions("render")));
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string png = uu::render_png(scene, 300.0);
    bytes = png.size();
    benchmark::DoNotOptimize(png.data());
  }
  state.counters["file_MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_RenderPng)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

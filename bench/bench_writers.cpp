// Writing boards out: the JSON text, a .jsonl batch against generating it, PNG, and
// PNG's filters and zlib levels compared on one page.
// docs/performance.md has the figures and the commands. Run:
//   build-perf/bench/uuboard_bench_writers --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>
#include <zlib.h>

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

// The pixels of BM_RenderPng's page as R, G, B rows, read back from the PNG render_png
// writes (its rows carry filter type 0, none).
struct Rows {
  std::size_t width = 0;  // bytes a row
  std::size_t height = 0;
  std::vector<unsigned char> bytes;
};

const Rows& page_rows() {
  static const Rows rows = [] {
    const std::string png = uu::render_png(uu::layout(uu::generate(four_players_all_expansions("render"))), 300.0);
    const auto u32 = [&](std::size_t at) {
      std::uint32_t v = 0;
      for (std::size_t k = 0; k < 4; ++k) v = v << 8 | static_cast<unsigned char>(png[at + k]);
      return v;
    };
    Rows out;
    out.width = 3 * std::size_t{u32(16)};
    out.height = u32(20);
    std::string idat;
    for (std::size_t at = 8; at < png.size(); at += 12 + u32(at)) {
      if (png.compare(at + 4, 4, "IDAT") == 0) idat.append(png, at + 8, u32(at));
    }
    std::vector<unsigned char> filtered((out.width + 1) * out.height);
    uLongf size = static_cast<uLongf>(filtered.size());
    if (uncompress(filtered.data(), &size, reinterpret_cast<const Bytef*>(idat.data()), static_cast<uLong>(idat.size())) != Z_OK)
      throw std::runtime_error("the page's PNG does not inflate");
    for (std::size_t y = 0; y < out.height; ++y) {
      const auto row = filtered.begin() + static_cast<std::ptrdiff_t>(y * (out.width + 1));
      if (*row != 0) throw std::runtime_error("a row of the page's PNG has a filter");
      out.bytes.insert(out.bytes.end(), row + 1, row + 1 + static_cast<std::ptrdiff_t>(out.width));
    }
    return out;
  }();
  return rows;
}

// PNG filter `type` (0 none, 1 sub, 2 up, 4 paeth) of `row`, whose row above is `up`
// (zeros for the first), into `out` behind its type byte; 3 bytes a pixel. Each type
// does only its own work, so the times compare.
void filter_row(int type, const unsigned char* row, const unsigned char* up, std::vector<unsigned char>& out) {
  out[0] = static_cast<unsigned char>(type);
  unsigned char* to = out.data() + 1;
  const std::size_t n = out.size() - 1;
  const auto left = [&](std::size_t i) { return i >= 3 ? row[i - 3] : 0; };
  const auto up_left = [&](std::size_t i) { return i >= 3 ? up[i - 3] : 0; };
  switch (type) {
    case 1:
      for (std::size_t i = 0; i < n; ++i) to[i] = static_cast<unsigned char>(row[i] - left(i));
      return;
    case 2:
      for (std::size_t i = 0; i < n; ++i) to[i] = static_cast<unsigned char>(row[i] - up[i]);
      return;
    case 4:
      for (std::size_t i = 0; i < n; ++i) {
        const int a = left(i), b = up[i], c = up_left(i);
        const int pa = std::abs(b - c), pb = std::abs(a - c), pc = std::abs(a + b - 2 * c);
        to[i] = static_cast<unsigned char>(row[i] - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
      }
      return;
    default:
      std::copy(row, row + n, to);
  }
}

// The choice docs/performance.md reports for PNG: the page's rows filtered one way and
// compressed at one zlib level, what render_png does after drawing; file_MB is the zlib
// stream's size. longest:1 tunes zlib's fast levels to take the longest of the 4 matches
// they look at and to note no string inside a match (deflateTune 4, 0, 258, 4).
void BM_PngCompression(benchmark::State& state) {
  const int level = static_cast<int>(state.range(0));
  const int type = static_cast<int>(state.range(1));
  const bool longest = state.range(2) != 0;
  const Rows& rows = page_rows();
  const std::vector<unsigned char> zeros(rows.width, 0);
  std::vector<unsigned char> filtered(rows.width + 1);
  std::vector<unsigned char> out(rows.bytes.size() / 4);
  std::size_t bytes = 0;
  for (auto _ : state) {
    z_stream z{};
    deflateInit(&z, level);
    if (longest) deflateTune(&z, 4, 0, 258, 4);
    z.next_out = out.data();
    z.avail_out = static_cast<uInt>(out.size());
    for (std::size_t y = 0; y < rows.height; ++y) {
      const unsigned char* row = rows.bytes.data() + y * rows.width;
      filter_row(type, row, y == 0 ? zeros.data() : row - rows.width, filtered);
      z.next_in = filtered.data();
      z.avail_in = static_cast<uInt>(filtered.size());
      deflate(&z, y + 1 == rows.height ? Z_FINISH : Z_NO_FLUSH);
    }
    bytes = z.total_out;
    deflateEnd(&z);
    if (z.avail_out == 0) state.SkipWithError("the stream did not fit its buffer");
  }
  state.counters["file_MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_PngCompression)
    ->ArgsProduct({{1, 2, 3, 4, 5, 6}, {0, 1, 2, 4}, {0}})
    ->Args({1, 0, 1})
    ->ArgNames({"level", "filter", "longest"})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

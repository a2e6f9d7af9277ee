// The whole program, as a user waits for it: a process started, run and ended, for
// /bin/true (the machine's floor), `uuboard --version`, and one board (4 players, every
// expansion) to JSON, PDF and PNG. Wall time per run. docs/performance.md ("Start-up")
// has the figures; run:
//   build/bench/uuboard_bench_startup --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
// UUBOARD_BENCH_BINARY=path/to/uuboard times another build of the program (a before).
// A run's instructions, which no other work on the machine changes:
//   valgrind --tool=callgrind build/uuboard --version
#include <benchmark/benchmark.h>
#include <cstdlib>
#include <spawn.h>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <vector>

extern char** environ;

namespace {

// Runs a program with these arguments and waits for it; it must succeed.
void run_program(std::string program, std::vector<std::string> args) {
  std::vector<char*> argv;
  argv.push_back(program.data());
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) throw std::runtime_error("cannot start " + program);
  int status = 0;
  if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw std::runtime_error(program + " failed");
}

void start(benchmark::State& state, std::vector<std::string> args) {
  const char* other = std::getenv("UUBOARD_BENCH_BINARY");
  const std::string program = other != nullptr ? other : UUBOARD_BINARY;
  for (auto _ : state) run_program(program, args);
}

// The floor: a process that does nothing, started and ended the same way.
void start_true(benchmark::State& state) {
  for (auto _ : state) run_program("/bin/true", {});
}

const std::string out_dir = "/tmp/uuboard-bench-startup-";

}  // namespace

BENCHMARK(start_true)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(start, version, {"--version"})->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(start, json, {"--seed", "start", "-e", "all", "-q", "-o", out_dir + "b.json"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(start, pdf, {"--seed", "start", "-e", "all", "-q", "-o", out_dir + "b.pdf"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(start, png, {"--seed", "start", "-e", "all", "-q", "-o", out_dir + "b.png"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

BENCHMARK_MAIN();

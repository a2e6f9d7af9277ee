// Shards (--shard K/N, --shard auto/N) and uuboard merge: the parts of a batch made by
// separate processes, with each scheduler's variable set as the scheduler sets it, join
// into the very bytes of the one-run batch; a missing or doubled shard is refused naming
// the boards; and docs/scale.md's examples run as they are written.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/merge.hpp"
#include "cli/shard.hpp"
#include "io/io.hpp"
#include "process.hpp"

namespace fs = std::filesystem;

namespace {

using Catch::Matchers::Contains;
using uu::cli::UsageError;
using uu_test::Run;

// Every variable a scheduler sets that --shard auto reads.
const std::vector<std::string> scheduler_variables = {
    "JOB_COMPLETION_INDEX",   "SLURM_ARRAY_TASK_ID",       "SLURM_ARRAY_TASK_MIN",     "SLURM_ARRAY_TASK_MAX",
    "SLURM_ARRAY_TASK_STEP", "SLURM_ARRAY_TASK_COUNT", "AWS_BATCH_JOB_ARRAY_INDEX", "AWS_BATCH_JOB_ARRAY_SIZE"};

using Variables = std::vector<std::pair<std::string, std::string>>;

// An environment of these variables only, for shard_from_environment.
uu::cli::Environment environment(const std::map<std::string, std::string>& values) {
  return [values](std::string_view name) -> std::optional<std::string> {
    const auto it = values.find(std::string(name));
    if (it == values.end() || it->second.empty()) return std::nullopt;
    return it->second;
  };
}

// `env` clearing the schedulers' variables (the test may itself run inside a scheduler's
// task) and setting `set` (plain values).
std::string with_variables(const Variables& set) {
  std::string env = "env";
  for (const std::string& name : scheduler_variables) env += " -u " + name;
  for (const auto& [name, value] : set) env += fmt::format(" {}={}", name, value);
  return env + " ";
}

// Runs uuboard in `dir` with the scheduler's variables `set`.
Run run_in(const fs::path& dir, const std::string& args, const Variables& set = {}) {
  return uu_test::run_command("cd " + uu_test::quoted(dir) + " && " + with_variables(set) + UUBOARD_BINARY + " " + args);
}

// Runs a shell script in `dir` as a scheduler's task would, with uuboard on the PATH.
Run script_in(const fs::path& dir, const std::string& script, const Variables& set = {}) {
  const fs::path file = dir / ".task.sh";
  uu::write_file_atomic(file, script + "\n");
  const std::string bin = fs::path(UUBOARD_BINARY).parent_path().string();
  return uu_test::run_command("cd " + uu_test::quoted(dir) + " && " + with_variables(set) + "PATH=" + uu_test::quoted(bin) + ":\"$PATH\" bash " + uu_test::quoted(file));
}

std::string text_of(const fs::path& file) { return fs::exists(file) ? uu::read_file(file) : std::string("(" + file.string() + " missing)"); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

int lines_in(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// The one-run batch's boards and manifest (all.jsonl and rows<ext>).
struct Whole {
  std::string boards;
  std::string manifest;
};

Whole one_run(const std::string& name, const std::string& batch, const std::string& manifest_ext) {
  const fs::path dir = uu_test::scratch_dir("shards-whole-" + name);
  const Run r = run_in(dir, batch + " -q -o all.jsonl --manifest rows" + manifest_ext);
  REQUIRE(r.code == 0);
  return {uu::read_file(dir / "all.jsonl"), uu::read_file(dir / ("rows" + manifest_ext))};
}

// Shard k of n of `batch` made in `dir` as part-k.jsonl and list-k<ext>, each by its own
// process; `spec(k)` is what --shard is given and `variables(k)` its environment.
void make_shards(const fs::path& dir, const std::string& batch, int n, const std::string& manifest_ext,
                 const std::function<std::string(int)>& spec, const std::function<Variables(int)>& variables) {
  for (int k = 1; k <= n; ++k) {
    const Run r = run_in(dir, fmt::format("{} --shard {} -o 'part-{{shard}}.jsonl' --manifest 'list-{{shard}}{}'", batch, spec(k), manifest_ext),
                         variables(k));
    INFO("shard " << k << " of " << n << ": " << r.output);
    REQUIRE(r.code == 0);
  }
}

Run merge_shards(const fs::path& dir, const std::string& batch_numbers, const std::string& manifest_ext) {
  return run_in(dir, fmt::format("merge {} -o all.jsonl --manifest rows{} part-*.jsonl list-*{}", batch_numbers, manifest_ext, manifest_ext));
}

void check_joined(const fs::path& dir, const Whole& whole, const std::string& manifest_ext) {
  CHECK(text_of(dir / "all.jsonl") == whole.boards);
  CHECK(text_of(dir / ("rows" + manifest_ext)) == whole.manifest);
}

}  // namespace

TEST_CASE("shards: K/N is read as written, and nothing else is", "[cli][shards]") {
  using uu::cli::parse_shard;
  CHECK(parse_shard("2/3").index == 2);
  CHECK(parse_shard("2/3").count == 3);
  CHECK(parse_shard("1/1").index == 1);
  CHECK_FALSE(parse_shard("auto/7").index.has_value());
  CHECK(parse_shard("auto/7").count == 7);
  CHECK_THROWS_WITH(parse_shard("0/3"), Contains("--shard 0/3") && Contains("K must be 1 to 3"));
  CHECK_THROWS_WITH(parse_shard("4/3"), Contains("K must be 1 to 3"));
  CHECK_THROWS_WITH(parse_shard("2/0"), Contains("N must be 1 to 1000000"));
  CHECK_THROWS_WITH(parse_shard("3"), Contains("give K/N"));
  CHECK_THROWS_WITH(parse_shard("x/3"), Contains("\"x\" is not a whole number or auto"));
  CHECK_THROWS_WITH(parse_shard("2/x"), Contains("\"x\" is not a whole number"));
  for (const char* bad : {"/3", "2/", "-1/3", "+2/3", "2/3/4", " 2/3", "2.0/3", "AUTO/3x"}) CHECK_THROWS_AS(parse_shard(bad), UsageError);
}

TEST_CASE("shards: the N parts hold every board of the batch once, in order, sizes at most one apart", "[cli][shards]") {
  for (int count : {1, 2, 7, 99, 100, 1000, 1000000}) {
    for (int shards : {1, 2, 3, 7, 10, 101, 1000000}) {
      INFO(count << " boards in " << shards << " shards");
      int next = 5;  // --from 5
      int smallest = count;
      int largest = 0;
      for (int k = 1; k <= std::min(shards, 1000); ++k) {
        const uu::cli::BoardRange r = uu::cli::shard_boards(5, count, k, shards);
        REQUIRE(r.first == next);
        next += r.count;
        smallest = std::min(smallest, r.count);
        largest = std::max(largest, r.count);
      }
      if (shards <= 1000) CHECK(next == 5 + count);
      CHECK(largest - smallest <= 1);
    }
  }
  // The first shards hold the extra boards: 100 in 3 is 34, 33, 33.
  CHECK(uu::cli::shard_boards(1, 100, 2, 3).first == 35);
  CHECK(uu::cli::shard_boards(1, 100, 3, 3).count == 33);
  // More shards than boards: the last hold none.
  CHECK(uu::cli::shard_boards(1, 2, 3, 3).count == 0);
  CHECK(uu::cli::shard_boards(1000000000, 1000000, 1000000, 1000000).first == 1000999999);
}

TEST_CASE("shards: auto reads each scheduler's index from its own base", "[cli][shards]") {
  using uu::cli::shard_from_environment;
  CHECK(shard_from_environment(4, environment({{"JOB_COMPLETION_INDEX", "0"}})) == 1);
  CHECK(shard_from_environment(4, environment({{"JOB_COMPLETION_INDEX", "3"}})) == 4);
  CHECK(shard_from_environment(4, environment({{"AWS_BATCH_JOB_ARRAY_INDEX", "2"}, {"AWS_BATCH_JOB_ARRAY_SIZE", "4"}})) == 3);
  CHECK(shard_from_environment(4, environment({{"AWS_BATCH_JOB_ARRAY_INDEX", "0"}})) == 1);
  // Slurm: counted from the array's lowest index, in its steps.
  CHECK(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "1"}, {"SLURM_ARRAY_TASK_MIN", "1"}})) == 1);
  CHECK(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "3"}, {"SLURM_ARRAY_TASK_MIN", "0"}})) == 4);
  CHECK(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "7"}, {"SLURM_ARRAY_TASK_MIN", "5"}, {"SLURM_ARRAY_TASK_MAX", "8"},
                                               {"SLURM_ARRAY_TASK_COUNT", "4"}, {"SLURM_ARRAY_TASK_STEP", "1"}})) == 3);
  CHECK(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "20"}, {"SLURM_ARRAY_TASK_MIN", "0"}, {"SLURM_ARRAY_TASK_MAX", "30"},
                                               {"SLURM_ARRAY_TASK_COUNT", "4"}, {"SLURM_ARRAY_TASK_STEP", "10"}})) == 3);
  // Several variables that agree are one answer; an empty one is unset.
  CHECK(shard_from_environment(3, environment({{"JOB_COMPLETION_INDEX", "1"}, {"AWS_BATCH_JOB_ARRAY_INDEX", "1"}})) == 2);
  CHECK(shard_from_environment(3, environment({{"JOB_COMPLETION_INDEX", ""}, {"AWS_BATCH_JOB_ARRAY_INDEX", "1"}})) == 2);
}

TEST_CASE("shards: auto refuses no variable, disagreeing ones, bad values and a shard out of range, naming them", "[cli][shards]") {
  using uu::cli::shard_from_environment;
  CHECK_THROWS_WITH(shard_from_environment(4, environment({})),
                    Contains("JOB_COMPLETION_INDEX") && Contains("SLURM_ARRAY_TASK_ID") && Contains("AWS_BATCH_JOB_ARRAY_INDEX") &&
                        Contains("--shard K/4"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"JOB_COMPLETION_INDEX", "0"}, {"SLURM_ARRAY_TASK_ID", "3"}, {"SLURM_ARRAY_TASK_MIN", "1"}})),
                    Contains("disagree") && Contains("JOB_COMPLETION_INDEX=0") && Contains("shard 1") && Contains("SLURM_ARRAY_TASK_ID=3") &&
                        Contains("shard 3"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"JOB_COMPLETION_INDEX", "4"}})),
                    Contains("JOB_COMPLETION_INDEX=4") && Contains("is shard 5") && Contains("4 shards"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"AWS_BATCH_JOB_ARRAY_INDEX", "two"}})), Contains("AWS_BATCH_JOB_ARRAY_INDEX=two"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"JOB_COMPLETION_INDEX", "-1"}})), Contains("JOB_COMPLETION_INDEX=-1"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"AWS_BATCH_JOB_ARRAY_INDEX", "1"}, {"AWS_BATCH_JOB_ARRAY_SIZE", "8"}})),
                    Contains("AWS_BATCH_JOB_ARRAY_SIZE=8") && Contains("4 shards"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "2"}})),
                    Contains("SLURM_ARRAY_TASK_ID=2") && Contains("SLURM_ARRAY_TASK_MIN is not"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "2"}, {"SLURM_ARRAY_TASK_MIN", "1"}, {"SLURM_ARRAY_TASK_COUNT", "8"}})),
                    Contains("SLURM_ARRAY_TASK_COUNT=8") && Contains("4 shards"));
  // --array=1,3,9: three tasks whose IDs are not one range.
  CHECK_THROWS_WITH(shard_from_environment(3, environment({{"SLURM_ARRAY_TASK_ID", "9"}, {"SLURM_ARRAY_TASK_MIN", "1"}, {"SLURM_ARRAY_TASK_MAX", "9"},
                                                          {"SLURM_ARRAY_TASK_COUNT", "3"}, {"SLURM_ARRAY_TASK_STEP", "1"}})),
                    Contains("not one range"));
  CHECK_THROWS_WITH(shard_from_environment(4, environment({{"SLURM_ARRAY_TASK_ID", "5"}, {"SLURM_ARRAY_TASK_MIN", "0"}, {"SLURM_ARRAY_TASK_STEP", "10"}})),
                    Contains("not one range"));
}

TEST_CASE("merge: the files' boards against the batch: missing, doubled and outside boards named", "[cli][shards]") {
  using uu::cli::coverage_problem;
  using uu::cli::Span;
  CHECK(coverage_problem({{35, 67, "b"}, {1, 34, "a"}, {68, 100, "c"}}, 1, 100, "board files").empty());
  CHECK(coverage_problem({{1, 34, "a"}, {68, 100, "c"}}, 1, 100, "board files") ==
        "boards 35 to 67 are in none of the board files given");
  CHECK(coverage_problem({{1, 34, "a"}, {68, 99, "c"}}, 1, 100, "board files") == "boards 35 to 67 and board 100 are in none of the board files given");
  CHECK_THAT(coverage_problem({{1, 34, "a"}, {35, 67, "b"}}, 1, 100, "manifests"), Contains("boards 68 to 100 are in none of the manifests"));
  CHECK_THAT(coverage_problem({{2, 100, "a"}}, 1, 100, "board files"), Contains("board 1 is in none"));
  CHECK_THAT(coverage_problem({{1, 34, "a"}, {35, 67, "b"}, {35, 67, "copy"}, {68, 100, "c"}}, 1, 100, "board files"),
             Contains("boards 35 to 67 are in both b and copy"));
  CHECK_THAT(coverage_problem({{1, 60, "a"}, {50, 100, "b"}}, 1, 100, "board files"), Contains("boards 50 to 60 are in both a and b"));
  CHECK_THAT(coverage_problem({{11, 25, "a"}}, 11, 10, "board files"), Contains("boards 21 to 25 are in a, after the batch"));
  CHECK_THAT(coverage_problem({{1, 20, "a"}}, 11, 10, "board files"), Contains("boards 1 to 10 are in a, before the batch"));
  CHECK_THAT(coverage_problem({}, 1, 3, "board files"), Contains("boards 1 to 3 are in none"));
}

TEST_CASE("shards: N of 1, 3 and 7 over 100 boards join into the one-run batch, byte for byte", "[cli][shards]") {
  const std::string batch = "--seed cup --count 100 -q";
  const Whole whole = one_run("100", batch, ".csv");
  for (int n : {1, 3, 7}) {
    INFO(n << " shards");
    const fs::path dir = uu_test::scratch_dir(fmt::format("shards-plain-{}", n));
    make_shards(dir, batch, n, ".csv", [n](int k) { return fmt::format("{}/{}", k, n); }, [](int) { return Variables{}; });
    int boards = 0;
    for (int k = 1; k <= n; ++k) {
      const int held = lines_in(text_of(dir / fmt::format("part-{}.jsonl", k)));
      CHECK((held == 100 / n || held == 100 / n + 1));
      boards += held;
    }
    CHECK(boards == 100);
    const Run r = merge_shards(dir, "--count 100", ".csv");
    INFO(r.output);
    CHECK(r.code == 0);
    check_joined(dir, whole, ".csv");
  }
  // A batch that starts at --from, its manifest as JSON lines.
  const std::string later = "--seed cup --from 51 --count 30 -q";
  const Whole part = one_run("from", later, ".jsonl");
  const fs::path dir = uu_test::scratch_dir("shards-plain-from");
  make_shards(dir, later, 4, ".jsonl", [](int k) { return fmt::format("{}/4", k); }, [](int) { return Variables{}; });
  CHECK(run_in(dir, "merge --from 51 --count 30 -o all.jsonl --manifest all.jsonl part-*.jsonl list-*.jsonl").code == 2);  // one name
  const Run r = merge_shards(dir, "--from 51 --count 30", ".jsonl");
  INFO(r.output);
  CHECK(r.code == 0);
  check_joined(dir, part, ".jsonl");
}

TEST_CASE("shards: each scheduler's variable, from its own base, makes shards that join into the batch", "[cli][shards]") {
  const std::string batch = "--seed sched --from 5 --count 20";
  const Whole whole = one_run("sched", batch, ".csv");
  const std::map<std::string, std::function<Variables(int)>> schedulers = {
      {"kubernetes", [](int k) { return Variables{{"JOB_COMPLETION_INDEX", std::to_string(k - 1)}}; }},
      {"slurm-1-3",
       [](int k) {
         return Variables{{"SLURM_ARRAY_TASK_ID", std::to_string(k)}, {"SLURM_ARRAY_TASK_MIN", "1"}, {"SLURM_ARRAY_TASK_MAX", "3"},
                          {"SLURM_ARRAY_TASK_STEP", "1"}, {"SLURM_ARRAY_TASK_COUNT", "3"}};
       }},
      {"slurm-0-20-step-10",
       [](int k) {
         return Variables{{"SLURM_ARRAY_TASK_ID", std::to_string((k - 1) * 10)}, {"SLURM_ARRAY_TASK_MIN", "0"}, {"SLURM_ARRAY_TASK_MAX", "20"},
                          {"SLURM_ARRAY_TASK_STEP", "10"}, {"SLURM_ARRAY_TASK_COUNT", "3"}};
       }},
      {"aws-batch",
       [](int k) { return Variables{{"AWS_BATCH_JOB_ARRAY_INDEX", std::to_string(k - 1)}, {"AWS_BATCH_JOB_ARRAY_SIZE", "3"}}; }},
  };
  for (const auto& [name, variables] : schedulers) {
    INFO(name);
    const fs::path dir = uu_test::scratch_dir("shards-" + name);
    // Not quiet: each shard says which boards it makes (5 to 11, 12 to 18, 19 to 24).
    for (int k = 1; k <= 3; ++k) {
      const Run r = run_in(dir, batch + " --shard auto/3 -o 'part-{shard}.jsonl' --manifest 'list-{shard}.csv'", variables(k));
      INFO(r.output);
      REQUIRE(r.code == 0);
      const char* said[] = {"", "shard 1 of 3: boards 5 to 11", "shard 2 of 3: boards 12 to 18", "shard 3 of 3: boards 19 to 24"};
      CHECK_THAT(r.output, Contains(said[k]));
    }
    const Run r = merge_shards(dir, "--from 5 --count 20", ".csv");
    INFO(r.output);
    CHECK(r.code == 0);
    check_joined(dir, whole, ".csv");
  }
}

TEST_CASE("shards: a missing, doubled or foreign shard is refused naming the boards, and nothing is written", "[cli][shards]") {
  const fs::path dir = uu_test::scratch_dir("shards-refused");
  const std::string batch = "--seed gap --count 30 -q";
  make_shards(dir, batch, 3, ".csv", [](int k) { return fmt::format("{}/3", k); }, [](int) { return Variables{}; });
  fs::copy_file(dir / "part-2.jsonl", dir / "again.jsonl");
  REQUIRE(run_in(dir, "--seed other --count 30 --shard 2/3 -q -o 'other-{shard}.jsonl'").code == 0);
  const auto refused = [&](const std::string& files, const std::string& message) {
    const Run r = run_in(dir, "merge --count 30 -o all.jsonl --manifest all.csv " + files);
    INFO(files << "\n" << r.output);
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Contains(message));
    CHECK_FALSE(fs::exists(dir / "all.jsonl"));
    CHECK_FALSE(fs::exists(dir / "all.csv"));
  };
  const std::string manifests = " list-1.csv list-2.csv list-3.csv";
  refused("part-1.jsonl part-3.jsonl" + manifests,
          "merge: boards 11 to 20 are in none of the board files given (the batch, --from 1 --count 30, is boards 1 to 30); nothing was written");
  refused("part-1.jsonl part-2.jsonl" + manifests, "boards 21 to 30 are in none of the board files given");
  refused("part-3.jsonl part-2.jsonl" + manifests, "boards 1 to 10 are in none of the board files given");
  refused("part-1.jsonl part-2.jsonl part-3.jsonl again.jsonl" + manifests, "boards 11 to 20 are in both again.jsonl and part-2.jsonl");
  refused("part-1.jsonl part-2.jsonl part-3.jsonl list-1.csv list-3.csv", "boards 11 to 20 are in none of the manifests given");
  refused("part-1.jsonl other-2.jsonl part-3.jsonl" + manifests, "different batches");
  refused("part-*.jsonl" + manifests + " list-2.csv", "boards 11 to 20 are in both list-2.csv and list-2.csv");
  {
    const Run r = run_in(dir, "merge -o all.jsonl part-1.jsonl part-2.jsonl part-3.jsonl");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Contains("--count"));
    const Run over = run_in(dir, "merge --count 30 -o part-1.jsonl part-1.jsonl part-2.jsonl part-3.jsonl");
    CHECK(over.code == 2);
    CHECK_THAT(over.output, Contains("part-1.jsonl is both a file to join and the one to write"));
    CHECK(run_in(dir, "merge --count 30 -o all.jsonl part-1.jsonl part-2.jsonl part-3.jsonl list-1.csv").code == 2);  // a manifest, no --manifest
    CHECK(run_in(dir, "merge --count 30 --manifest all.jsonl list-1.csv list-2.csv list-3.csv").code == 2);  // .csv into .jsonl
  }
  // A file whose lines are not one run: caught while copying, and the temporary file removed.
  const std::vector<std::string> first_part = lines_of(text_of(dir / "part-1.jsonl"));
  uu::write_file_atomic(dir / "gappy.jsonl", first_part.front() + "\n" + first_part.back() + "\n");
  const Run gappy = run_in(dir, "merge --count 30 -o all.jsonl gappy.jsonl part-2.jsonl part-3.jsonl");
  CHECK(gappy.code == 2);
  CHECK_THAT(gappy.output, Contains("gappy.jsonl:2: board 10 where board 2 was expected"));
  for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename().string().rfind("all", 0) != 0);
  for (const auto& e : fs::directory_iterator(dir)) CHECK(e.path().filename().string().find(".tmp") == std::string::npos);
}

TEST_CASE("shards: the names and options a shard needs", "[cli][shards]") {
  const fs::path dir = uu_test::scratch_dir("shards-names");
  // Each refused before any board, exit 2, the message naming what to give instead.
  const struct {
    const char* args;
    Variables set;
    const char* says;
    const char* also;
  } refused[] = {
      {"--seed n --count 6 --shard 1/2 -o all.jsonl", {}, "-o all.jsonl: each of the 2 shards would write this file", "all-{shard}.jsonl"},
      {"--seed n --count 6 --shard 1/2 -o book.pdf", {}, "", ""},
      {"--seed n --count 6 --shard 1/2 -o 'p-{shard}.jsonl' --manifest m.csv", {}, "--manifest m.csv", "m-{shard}.csv"},
      {"--seed n --count 6 -o 'p-{shard}.jsonl'", {}, "{shard} is the shard's number", ""},
      {"--count 6 --shard 1/2 -o 'p-{shard}.jsonl'", {}, "give --seed", ""},
      {"--seed n --shard 1/2 -o 'p-{shard}.jsonl'", {}, "--count", ""},
      {"--seed n --count 6 --shard auto/2 -o 'p-{shard}.jsonl'", {}, "none of JOB_COMPLETION_INDEX", ""},
      {"--seed n --count 6 --shard auto/2 -o 'p-{shard}.jsonl'", {{"JOB_COMPLETION_INDEX", "2"}}, "JOB_COMPLETION_INDEX=2", ""},
      {"--seed n --count 6 --shard auto/2 -o 'p-{shard}.jsonl'", {{"JOB_COMPLETION_INDEX", "1"}, {"AWS_BATCH_JOB_ARRAY_INDEX", "0"}}, "disagree", ""},
  };
  Run r;
  for (const auto& c : refused) {
    INFO(c.args);
    r = run_in(dir, c.args, c.set);
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Contains(c.says) && Contains(c.also));
  }
  CHECK(fs::is_empty(dir));
  // Within a shard, two boards of one name are refused as in any run.
  r = run_in(dir, "--seed n --count 6 --shard 1/2 -o '{players}-{shard}.json'");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("boards 1 and 2 would both be written to 4-1.json"));
  CHECK(fs::is_empty(dir));
  // A file per board is told apart by {n}; the board's file is the one-run batch's.
  r = run_in(dir, "--seed n --count 6 --shard 2/2 -q -o 'b/{n}.json'");
  CHECK(r.code == 0);
  CHECK(fs::exists(dir / "b/4.json"));
  CHECK_FALSE(fs::exists(dir / "b/3.json"));
  // More shards than boards: the last ones hold none, say so and write nothing.
  r = run_in(dir, "--seed n --count 2 --shard 3/3 -o 'z-{shard}.jsonl' --manifest 'z-{shard}.csv'");
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("shard 3 of 3: no boards"));
  CHECK_FALSE(fs::exists(dir / "z-3.jsonl"));
  CHECK_FALSE(fs::exists(dir / "z-3.csv"));
}

TEST_CASE("shards: --shard in a config file", "[cli][shards]") {
  const fs::path dir = uu_test::scratch_dir("shards-config");
  uu::write_file_atomic(dir / "cluster.toml", "seed = \"cfg\"\ncount = 9\nshard = \"2/3\"\noutput = \"p-{shard}.jsonl\"\nquiet = true\n");
  Run r = run_in(dir, "--config cluster.toml");
  CHECK(r.code == 0);
  const std::string boards = text_of(dir / "p-2.jsonl");
  CHECK(lines_in(boards) == 3);
  CHECK(nlohmann::json::parse(boards.substr(0, boards.find('\n')))["seed"] == "cfg-4");
  uu::write_file_atomic(dir / "bad.toml", "shard = \"0/3\"\n");
  r = run_in(dir, "--config bad.toml --seed s --count 3");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("bad.toml:1") && Contains("K must be 1 to 3"));
}

namespace {

// The fenced blocks of a Markdown text whose info string is `info`.
std::vector<std::string> blocks(const std::string& text, const std::string& info) {
  std::vector<std::string> found;
  const std::string open = "```" + info + "\n";
  for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at)) {
    const std::size_t start = at + open.size();
    const std::size_t end = text.find("```\n", start);
    REQUIRE(end != std::string::npos);
    found.push_back(text.substr(start, end - start));
    at = end;
  }
  return found;
}

// The one line of the page's shell blocks that starts with `prefix`.
std::string command_line(const std::string& page, const std::string& prefix) {
  std::vector<std::string> found;
  for (const std::string& block : blocks(page, "sh"))
    for (const std::string& line : lines_of(block))
      if (line.rfind(prefix, 0) == 0) found.push_back(line);
  INFO("lines of docs/scale.md starting with " << prefix);
  REQUIRE(found.size() == 1);
  return found[0];
}

// A number after `key` in `text` ("completions: " -> 4).
int number_after(const std::string& text, const std::string& key) {
  const std::size_t at = text.find(key);
  INFO(key);
  REQUIRE(at != std::string::npos);
  return std::stoi(text.substr(at + key.size()));
}

// An argument as the shell reads it back.
std::string shell_word(const std::string& arg) {
  std::string out = "'";
  for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// A container's command (a JSON array, as in the page's manifest and job definition), its
// volume /out a folder of the test.
std::string container_command(const nlohmann::json& command) {
  std::string line;
  for (const auto& word : command) {
    std::string arg = word.get<std::string>();
    if (arg.rfind("/out/", 0) == 0) arg = "out/" + arg.substr(5);
    line += (line.empty() ? "" : " ") + shell_word(arg);
  }
  return line;
}

}  // namespace

TEST_CASE("scale.md: the Kubernetes, Slurm, AWS Batch and GNU parallel examples, run as written, join into the one-run batch", "[cli][shards]") {
  const std::string page = uu::read_file(std::string(UUBOARD_SOURCE_DIR) + "/docs/scale.md");
  // The one-run batch at the top of the page, made once for every section.
  const fs::path whole = fs::temp_directory_path() / "uuboard-test-scale-whole";
  static const int one_run = [&] {
    uu_test::scratch_dir("scale-whole");
    return script_in(whole, command_line(page, "uuboard --seed cup --count 1000 -o cup.jsonl --manifest cup.csv")).code;
  }();
  REQUIRE(one_run == 0);
  const std::string merge = command_line(page, "uuboard merge ");
  // The README and cli.md show the same lines as this page, so they are tested here too.
  for (const char* doc : {"/README.md", "/docs/cli.md"}) {
    INFO(doc);
    CHECK_THAT(uu::read_file(std::string(UUBOARD_SOURCE_DIR) + doc), Contains(command_line(page, "parallel ")) && Contains(merge));
  }
  const auto check_merged = [&](const fs::path& dir) {
    const Run r = script_in(dir, merge);
    INFO(merge << "\n" << r.output);
    CHECK(r.code == 0);
    CHECK(text_of(dir / "cup.jsonl") == text_of(whole / "cup.jsonl"));
    CHECK(text_of(dir / "cup.csv") == text_of(whole / "cup.csv"));
  };

  SECTION("Kubernetes Indexed Job: the container's args once per JOB_COMPLETION_INDEX") {
    const std::vector<std::string> manifests = blocks(page, "yaml");
    REQUIRE(manifests.size() == 1);
    const std::string& job = manifests[0];
    CHECK_THAT(job, Contains("completionMode: Indexed") && Contains("command: [\"uuboard\"]"));
    const int completions = number_after(job, "completions: ");
    const std::size_t args_at = job.find("args: [");
    REQUIRE(args_at != std::string::npos);
    const std::size_t args_end = job.find(']', args_at);
    nlohmann::json args = nlohmann::json::parse(job.substr(args_at + 6, args_end - args_at - 5));
    args.insert(args.begin(), "uuboard");
    const fs::path dir = uu_test::scratch_dir("scale-kubernetes");
    fs::create_directories(dir / "out");
    for (int index = 0; index < completions; ++index) {
      const Run r = script_in(dir, container_command(args), {{"JOB_COMPLETION_INDEX", std::to_string(index)}});
      INFO(r.output);
      REQUIRE(r.code == 0);
    }
    check_merged(dir / "out");
  }
  SECTION("Slurm job array: the script once per task of its --array") {
    std::vector<std::string> scripts;
    for (const std::string& block : blocks(page, "sh"))
      if (block.rfind("#!/bin/bash\n", 0) == 0) scripts.push_back(block);
    REQUIRE(scripts.size() == 1);
    const std::string& script = scripts[0];
    const int min = number_after(script, "#SBATCH --array=");
    const int max = number_after(script, fmt::format("#SBATCH --array={}-", min));
    const int cpus = number_after(script, "#SBATCH --cpus-per-task=");
    const int tasks = max - min + 1;
    const fs::path dir = uu_test::scratch_dir("scale-slurm");
    for (int id = min; id <= max; ++id) {
      const Run r = script_in(dir, script,
                              {{"SLURM_ARRAY_TASK_ID", std::to_string(id)}, {"SLURM_ARRAY_TASK_MIN", std::to_string(min)},
                               {"SLURM_ARRAY_TASK_MAX", std::to_string(max)}, {"SLURM_ARRAY_TASK_STEP", "1"},
                               {"SLURM_ARRAY_TASK_COUNT", std::to_string(tasks)}, {"SLURM_CPUS_PER_TASK", std::to_string(cpus)}});
      INFO(r.output);
      REQUIRE(r.code == 0);
    }
    // The merge submitted after the array is the page's merge line.
    CHECK_THAT(command_line(page, "sbatch --dependency="), Contains("--wrap '" + merge + "'"));
    check_merged(dir);
  }
  SECTION("AWS Batch array job: the job definition's command once per AWS_BATCH_JOB_ARRAY_INDEX") {
    const std::vector<std::string> commands = blocks(page, "json");
    REQUIRE(commands.size() == 1);
    const nlohmann::json command = nlohmann::json::parse(commands[0]);
    const int size = number_after(page, "--array-properties size=");
    const fs::path dir = uu_test::scratch_dir("scale-aws");
    fs::create_directories(dir / "out");
    for (int index = 0; index < size; ++index) {
      const Run r = script_in(dir, container_command(command),
                              {{"AWS_BATCH_JOB_ARRAY_INDEX", std::to_string(index)}, {"AWS_BATCH_JOB_ARRAY_SIZE", std::to_string(size)}});
      INFO(r.output);
      REQUIRE(r.code == 0);
    }
    check_merged(dir / "out");
  }
  SECTION("GNU parallel: the line as it is") {
    INFO("GNU parallel is needed (scripts/setup.sh installs it)");
    REQUIRE(uu_test::run_command("command -v parallel").code == 0);
    const fs::path dir = uu_test::scratch_dir("scale-parallel");
    const Run r = script_in(dir, command_line(page, "parallel "));
    INFO(r.output);
    REQUIRE(r.code == 0);
    check_merged(dir);
  }
}

// Input that would exhaust memory or time, and outputs that end early: each is refused or
// reported by name, in bounded time and memory. check reports every file, even after one
// that is not a board; a board with more nodes than its options make is refused before any
// rule runs; a crowd of nodes is one finding, not one per pair; a rule's findings beyond
// ten are counted, not listed; endless inputs stop at their limit; a reader that closes
// the pipe early gets exit 3, not a death by SIGPIPE; stats over no board measures nothing.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/io.hpp"
#include "process.hpp"
#include "uuboard/stats.hpp"

namespace fs = std::filesystem;

namespace {

using Catch::Matchers::Contains;
using Json = nlohmann::json;
using uu_test::quoted;
using uu_test::Run;

Run run(const std::string& args) { return uu_test::run_uuboard(args); }

// One four-player board with every expansion, saved once.
const Json& good_board() {
  static const Json board = [] {
    const fs::path dir = uu_test::scratch_dir("limits-good");
    REQUIRE(run("-q --seed limits -e all -o " + quoted(dir / "b.json")).code == 0);
    return Json::parse(uu::read_file(dir / "b.json"));
  }();
  return board;
}

fs::path saved(const fs::path& dir, const std::string& name, const Json& board) {
  uu::write_file_atomic(dir / name, board.dump());
  return dir / name;
}

// How many lines `text` has.
int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("limits: check reports every file, also after one that is not a board", "[cli][limits]") {
  const fs::path dir = uu_test::scratch_dir("limits-every-file");
  const fs::path good = saved(dir, "good.json", good_board());
  uu::write_file_atomic(dir / "empty.json", "");
  Json tampered = good_board();
  tampered["nodes"][0]["border_sides"] = Json::array({"bottom"});
  const fs::path broken = saved(dir, "broken.json", tampered);
  const Run r = run("check " + quoted(dir / "empty.json") + " " + quoted(dir / "missing.json") + " " + quoted(broken) + " " + quoted(good));
  CHECK(r.code == 2);  // a file that is not a board outranks a broken rule
  CHECK_THAT(r.output, Contains("empty.json: not valid JSON"));
  CHECK_THAT(r.output, Contains("cannot read") && Contains("missing.json"));
  CHECK_THAT(r.output, Contains("broken.json: border: node 0 is marked bottom"));
  CHECK_THAT(r.output, Contains("checked 2 boards: 1 breaks a rule; 2 could not be read (above)"));
  // Without the unreadable files the broken rule decides the exit code as before.
  CHECK(run("check -q " + quoted(broken) + " " + quoted(good)).code == 1);
  CHECK(run("check -q " + quoted(good)).code == 0);
}

TEST_CASE("limits: a board with more nodes than its options make is refused before any rule runs", "[cli][limits]") {
  const fs::path dir = uu_test::scratch_dir("limits-stacked");
  Json stacked = good_board();
  const Json first = stacked["nodes"][0];
  const std::size_t made = stacked["nodes"].size();
  for (int i = 0; i < 5000; ++i) {
    Json copy = first;
    copy["id"] = stacked["nodes"].size();
    stacked["nodes"].push_back(copy);
  }
  const fs::path file = saved(dir, "stacked.json", stacked);
  Run r = run("check " + quoted(file));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains(std::to_string(made + 5000) + " nodes, more than the " + std::to_string(made)) &&
                           Contains("4 players, a4 landscape") && Contains("no rule was checked"));
  CHECK(lines(r.output) <= 2);  // the refusal and the summary
  r = run("render " + quoted(file) + " -o " + quoted(dir / "r.svg"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("more than the " + std::to_string(made)));
  CHECK_FALSE(fs::exists(dir / "r.svg"));
  // Bounded memory: it was gigabytes (every pair of the stacked nodes listed).
  const uu_test::Measured m = uu_test::run_measured({"check", file.string()});
  CHECK(m.code == 2);
  CHECK(m.peak_kb < 200 * 1024);
}

TEST_CASE("limits: a crowd of nodes is one finding, and a rule's findings past ten are counted", "[cli][limits]") {
  const fs::path dir = uu_test::scratch_dir("limits-crowd");
  // Every node on one point: one spacing finding says so, and the pairwise rules wait.
  Json crowd = good_board();
  for (Json& node : crowd["nodes"]) {
    node["x"] = 5.0;
    node["y"] = 3.0;
  }
  Run r = run("check " + quoted(saved(dir, "crowd.json", crowd)));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Contains(fmt::format("spacing: {} nodes lie in the unit square at (5, 3), where at most 7 fit 0.7 units apart",
                                            crowd["nodes"].size())));
  CHECK(r.output.find("ink:") == std::string::npos);
  CHECK(lines(r.output) < 60);  // it was 47 153 lines
  // Every node marked as on a side it is not on: ten lines of the rule, then the count.
  Json sides = good_board();
  int wrong = 0;
  for (Json& node : sides["nodes"]) {
    const bool top = std::find(node["border_sides"].begin(), node["border_sides"].end(), "top") != node["border_sides"].end();
    if (top || node["role"] == "center") continue;
    node["border_sides"].push_back("top");
    node["on_border"] = true;
    ++wrong;
  }
  REQUIRE(wrong > 20);
  r = run("check " + quoted(saved(dir, "sides.json", sides)));
  CHECK(r.code == 1);
  int shown = 0;
  for (std::size_t at = 0; (at = r.output.find("sides.json: border: node ", at)) != std::string::npos; ++at) ++shown;
  CHECK(shown == 10);
  CHECK_THAT(r.output, Contains(fmt::format("sides.json: border: {} more findings of this rule ({} in all)", wrong - 10, wrong)));
}

TEST_CASE("limits: endless or oversized inputs stop at their limit, named", "[cli][limits]") {
  const fs::path dir = uu_test::scratch_dir("limits-endless");
  for (const std::string& command : std::vector<std::string>{"check /dev/zero", "render /dev/zero -o " + quoted(dir / "z.svg")}) {
    const Run r = run(command);
    INFO(command);
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Contains("/dev/zero: larger than the 128 MiB a file may be"));
  }
  Run r = run("--data /dev/zero --seed x -o " + quoted(dir / "d.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("/dev/zero: larger than the 4 MiB a data file may be"));
  r = run("check --data /dev/zero " + quoted(saved(dir, "b.json", good_board())));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("a data file may be"));
}

TEST_CASE("limits: a reader that closes the pipe early gets exit 3 and a note, not SIGPIPE", "[cli][limits]") {
  // bash's PIPESTATUS gives uuboard's own exit code, 141 when a signal ended it.
  const Run r = uu_test::run_command("bash -c '" + std::string(UUBOARD_BINARY) +
                                     " -q --seed pipe -n 400 --stop-after tree --format jsonl -o - | head -c 10 > /dev/null; echo \"exit=${PIPESTATUS[0]}\"'");
  CHECK_THAT(r.output, Contains("exit=3"));
  CHECK_THAT(r.output, Contains("Broken pipe"));
  CHECK_THAT(r.output, Contains("standard output got the first"));
}

TEST_CASE("limits: stats over no board measures nothing and says so", "[cli][limits]") {
  uu::StatsSummary none;
  none.description = "4 players, expansions: none";
  none.count = 2;
  none.failed_seeds = {"a-1", "a-2"};
  const std::string text = uu::stats_text(none);
  CHECK_THAT(text, Contains("0 boards, 2 without a board"));
  CHECK_THAT(text, Contains("no figures and no targets measured: no seed gave a board"));
  CHECK(text.find("met") == std::string::npos);
  CHECK_THAT(text, Contains("no board for seed \"a-2\""));
}

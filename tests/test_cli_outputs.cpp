// No board lost: every file a run writes is worked out before the first board, and two
// names of one file, or a name a seed takes out of its folder, are refused with exit 2
// naming both, before anything is written.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "process.hpp"
#include "io/io.hpp"

namespace fs = std::filesystem;

namespace {

using uu_test::quoted;
using uu_test::Run;

// Runs uuboard inside `dir` (names as a user types them there).
Run run_in(const fs::path& dir, const std::string& args) {
  return uu_test::run_command("cd " + quoted(dir) + " && " + std::string(UUBOARD_BINARY) + " " + args);
}

std::vector<std::string> files_in(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::recursive_directory_iterator(dir)) names.push_back(fs::relative(e.path(), dir).string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST_CASE("outputs: the boards and the manifest never share a file", "[cli][outputs]") {
  const fs::path dir = uu_test::scratch_dir("outputs-manifest");
  SECTION("the same name") {
    const Run r = run_in(dir, "--seed L -n 5 -o b.jsonl --manifest b.jsonl");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("-o b.jsonl and --manifest b.jsonl") && Catch::Contains("both be written to b.jsonl"));
  }
  SECTION("a board's name from a template") {
    const Run r = run_in(dir, "--seed L -n 5 -o '{n}.jsonl' --manifest 1.jsonl");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("board 1 and the manifest would both be written to 1.jsonl"));
  }
  SECTION("a link to the output, even before the output exists") {
    fs::create_symlink("b.jsonl", dir / "link.jsonl");
    const Run r = run_in(dir, "--seed L -n 3 -o b.jsonl --manifest link.jsonl");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("--manifest link.jsonl"));
    CHECK(files_in(dir) == std::vector<std::string>{"link.jsonl"});
  }
  SECTION("a folder spelled two ways") {
    fs::create_directories(dir / "out");
    const Run r = run_in(dir, "--seed L -n 2 -o out/b.jsonl --manifest ./out/../out/b.jsonl");
    CHECK(r.code == 2);
  }
  CHECK(files_in(dir).size() <= 2);  // the folder and the link made above; no board, no manifest
}

TEST_CASE("outputs: two boards never share a file", "[cli][outputs]") {
  const fs::path dir = uu_test::scratch_dir("outputs-boards");
  SECTION("a name from the player count alone") {
    const Run r = run_in(dir, "--seed L -n 3 -o '{players}.json'");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("boards 1 and 2 would both be written to 4.json") && Catch::Contains("{seed} or {n}"));
    CHECK(files_in(dir).empty());
  }
  SECTION("render of one board twice, named by its seed") {
    REQUIRE(run_in(dir, "--seed L -q -o a.json").code == 0);
    const Run r = run_in(dir, "render a.json a.json -q -o 'r-{seed}.svg'");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("boards 1 and 2 would both be written to r-L.svg"));
    CHECK(files_in(dir) == std::vector<std::string>{"a.json"});
  }
  SECTION("names that differ are written") {
    const Run r = run_in(dir, "--seed L -n 3 -q -o '{players}/{n}.json' --manifest m.csv");
    CHECK(r.code == 0);
    CHECK(files_in(dir) == std::vector<std::string>{"4", "4/1.json", "4/2.json", "4/3.json", "m.csv"});
  }
  SECTION("the error for several boards in one SVG does not suggest a name that collides") {
    const Run r = run_in(dir, "--seed L -n 2 -o b.svg");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Catch::Contains("{seed} or {n}") && !Catch::Contains("{players}"));
  }
}

TEST_CASE("outputs: a seed cannot take a file out of its folder", "[cli][outputs]") {
  const fs::path dir = uu_test::scratch_dir("outputs-folder");
  fs::create_directories(dir / "o");
  const Run r = run_in(dir, "--seed .. -o 'o/{seed}/x.json'");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("outside the folder the name gives"));
  CHECK(files_in(dir) == std::vector<std::string>{"o"});
  // A seed that only contains dots is an ordinary name.
  CHECK(run_in(dir, "--seed '..x' -q -o 'o/{seed}/x.json'").code == 0);
  CHECK(fs::exists(dir / "o" / "..x" / "x.json"));
}

TEST_CASE("outputs: what cannot be printed is an error, not a success", "[cli][outputs]") {
  const fs::path dir = uu_test::scratch_dir("outputs-full");
  REQUIRE(run_in(dir, "--seed F -q -o a.json").code == 0);
  for (const char* command : {"check a.json", "stats -n 2 --seed F", "--seed F -q -o - --format json"}) {
    CAPTURE(command);
    // Standard output to a full disk; standard error as usual (the group keeps them apart).
    const Run r = uu_test::run_command("cd " + quoted(dir) + " && { " + std::string(UUBOARD_BINARY) + " " + command + " > /dev/full; }");
    CHECK(r.code == 3);
    CHECK_THAT(r.output, Catch::Contains("cannot write"));
  }
}

TEST_CASE("outputs: a signal during a single board leaves no temporary file and exits 130", "[cli][outputs]") {
  for (const char* signal : {"INT", "TERM"}) {
    CAPTURE(signal);
    const fs::path dir = uu_test::scratch_dir("outputs-signal");
    // A board large enough to be still at work a second later, on any machine.
    const Run r = uu_test::run_command("cd " + quoted(dir) + " && { " + std::string(UUBOARD_BINARY) +
                                       " --seed big --size 250x250 -q -o big.pdf --manifest m.csv & pid=$!; sleep 1; kill -" + signal +
                                       " $pid; wait $pid; echo exit=$?; }");
    CHECK_THAT(r.output, Catch::Contains("exit=130"));
    CHECK(files_in(dir).empty());
  }
}

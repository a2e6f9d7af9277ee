// The uuboard binary as a user runs it: exit codes, files written or not, page size.
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "process.hpp"
#include "io/io.hpp"

namespace fs = std::filesystem;

namespace {

using uu_test::Run;
Run run(const std::string& args) { return uu_test::run_uuboard(args); }
std::string shell(const std::string& command) { return uu_test::run_command(command).output; }
fs::path scratch(const std::string& name) { return uu_test::scratch_dir("cli-" + name); }

}  // namespace

TEST_CASE("cli: writes an A4 landscape PDF", "[cli]") {
  const fs::path dir = scratch("pdf");
  const Run r = run("--players 4 --seed cli -o " + (dir / "board.pdf").string());
  REQUIRE(r.code == 0);
  const std::string pdf = uu::read_file(dir / "board.pdf");
  CHECK(pdf.rfind("%PDF-", 0) == 0);
  const std::string info = shell("pdfinfo " + (dir / "board.pdf").string());
  double w = 0, h = 0;
  int pages = 0;
  std::istringstream lines(info);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("Page size:", 0) == 0) std::sscanf(line.c_str(), "Page size: %lf x %lf", &w, &h);
    if (line.rfind("Pages:", 0) == 0) std::sscanf(line.c_str(), "Pages: %d", &pages);
  }
  CHECK(w == Approx(841.89).margin(0.01));
  CHECK(h == Approx(595.28).margin(0.01));
  CHECK(pages == 2);  // the board and its legend
  CHECK_THAT(info, Catch::Contains("seed=cli"));
}

TEST_CASE("cli: the format follows the extension; SVG is sized in mm", "[cli]") {
  const fs::path dir = scratch("formats");
  REQUIRE(run("--seed fmt -o " + (dir / "b.svg").string()).code == 0);
  REQUIRE(run("--seed fmt -o " + (dir / "b.json").string()).code == 0);
  const std::string svg = uu::read_file(dir / "b.svg");
  CHECK_THAT(svg, Catch::Contains("width=\"297mm\" height=\"210mm\" viewBox=\"0 0 297 210\""));
  CHECK_THAT(uu::read_file(dir / "b.json"), Catch::Contains("\"format\": \"uuboard-board\""));
}

TEST_CASE("cli: a random seed is made and printed when none is given", "[cli]") {
  const fs::path dir = scratch("random");
  const Run r = run("-o " + (dir / "b.json").string());
  REQUIRE(r.code == 0);
  CHECK_THAT(r.output, Catch::StartsWith("uuboard: seed "));
  const std::string seed = r.output.substr(14, r.output.find('\n') - 14);
  REQUIRE(run("--seed " + seed + " -o " + (dir / "again.json").string()).code == 0);
  CHECK(uu::read_file(dir / "b.json") == uu::read_file(dir / "again.json"));
}

TEST_CASE("cli: default file name in a directory", "[cli]") {
  const fs::path dir = scratch("default-name");
  REQUIRE(run("--seed 'my seed' --players 3 -o " + dir.string()).code == 0);
  CHECK(fs::exists(dir / "uuboard-my seed-3p.pdf"));
}

TEST_CASE("cli: bad values exit 2 with a message naming them, and write nothing", "[cli]") {
  const fs::path dir = scratch("bad");
  const fs::path out = dir / "b.pdf";
  Run r = run("--players 11 -o " + out.string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("uuboard: error:") && Catch::Contains("11") && Catch::Contains("2 to 9"));
  r = run("--stop-after nowhere -o " + out.string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("nowhere") && Catch::Contains("start-nodes"));
  r = run("-o " + (dir / "b.docx").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains(".docx") && Catch::Contains(".pdf"));
  r = run("--no-such-flag");
  CHECK(r.code == 2);
  CHECK(fs::is_empty(dir));
}

TEST_CASE("cli: an unwritable output exits 3 and leaves nothing behind", "[cli]") {
  const fs::path dir = scratch("unwritable");
  const Run r = run("--seed x -o " + (dir / "missing-dir" / "b.pdf").string());
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Catch::Contains("uuboard: error: cannot write"));
  CHECK(fs::is_empty(dir));
  const Run full = run("--seed x -o /dev/full/b.pdf");
  CHECK(full.code == 3);
}

TEST_CASE("cli: --help explains the options and --version answers", "[cli]") {
  const Run help = run("--help");
  CHECK(help.code == 0);
  CHECK_THAT(help.output, Catch::Contains("--players") && Catch::Contains("--seed") && Catch::Contains("--stop-after") &&
                              Catch::Contains("Exit codes"));
  const Run version = run("--version");
  CHECK(version.code == 0);
  CHECK_THAT(version.output, Catch::StartsWith("uuboard "));
}

TEST_CASE("cli: the examples run as they are", "[cli][examples]") {
  const fs::path dir = scratch("examples");
  const std::string out = shell("UUBOARD=" + std::string(UUBOARD_BINARY) + " bash " + std::string(UUBOARD_SOURCE_DIR) +
                                "/examples/three-boards.sh " + dir.string());
  INFO(out);
  for (int t = 1; t <= 3; ++t) CHECK(uu::read_file(dir / ("table-" + std::to_string(t) + ".pdf")).rfind("%PDF-", 0) == 0);
}

TEST_CASE("cli: expansions, first game and a designer's data file", "[cli]") {
  const fs::path dir = scratch("content");
  REQUIRE(run("--seed c --players 5 --expansions all -o " + (dir / "all.json").string()).code == 0);
  const std::string all = uu::read_file(dir / "all.json");
  CHECK_THAT(all, Catch::Contains("\"sharp-scissors\""));
  Run r = run("--expansions nasty-nodes,lasers -o " + (dir / "x.pdf").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("lasers") && Catch::Contains("nodes-of-knowledge"));
  REQUIRE(run("--seed c --first-game -o " + (dir / "first.json").string()).code == 0);
  CHECK_THAT(uu::read_file(dir / "first.json"), Catch::Contains("\"first_game\": true"));
  // A designer's copy of the tables loads; a broken one is refused with its JSON path.
  REQUIRE(run("--seed c --data " + std::string(UUBOARD_SOURCE_DIR) + "/data/game.json -o " + (dir / "data.json").string()).code == 0);
  std::string broken = uu::read_file(std::string(UUBOARD_SOURCE_DIR) + "/data/game.json");
  const std::string good_requirement = "\"requirements\": [\"Stardust\"]";
  const auto at = broken.find(good_requirement);
  REQUIRE(at != std::string::npos);
  broken.replace(at, good_requirement.size(), "\"requirements\": [\"Stardsut\"]");
  uu::write_file_atomic(dir / "broken.json", broken);
  r = run("--seed c --data " + (dir / "broken.json").string() + " -o " + (dir / "b.pdf").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("broken.json") && Catch::Contains("Stardsut"));
  CHECK_FALSE(fs::exists(dir / "b.pdf"));
}

TEST_CASE("cli: stats over seeds, and --best-of / --min-score", "[cli][fairness]") {
  const fs::path dir = scratch("stats");
  Run r = run("stats -n 6 -o " + (dir / "report.svg").string());
  REQUIRE(r.code == 0);
  CHECK_THAT(r.output, Catch::Contains("moves spread") && Catch::Contains("path length ratio") && Catch::Contains("median"));
  CHECK_THAT(uu::read_file(dir / "report.svg"), Catch::StartsWith("<?xml"));
  CHECK(run("stats -n 2 -o " + (dir / "report.txt").string()).code == 2);
  REQUIRE(run("--seed fair --best-of 3 -o " + (dir / "best.json").string()).code == 0);
  CHECK_THAT(uu::read_file(dir / "best.json"), Catch::Contains("\"best_of\": 3"));
  CHECK(run("--seed fair --best-of 0 -o " + (dir / "x.json").string()).code == 2);
  r = run("--seed fair --min-score 101 -o " + (dir / "x.json").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("--min-score 101"));
  CHECK_FALSE(fs::exists(dir / "x.json"));
}

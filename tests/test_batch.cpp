// Batches, saved boards and the examples, through the binary as a user runs it: page
// counts, identical bytes for every --jobs, board k of a batch equal to the single board,
// render and check of saved boards, and nothing half-written when a run fails.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "process.hpp"
#include "cli/manifest.hpp"
#include "cli/ordered_loop.hpp"
#include "cli/output_names.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace fs = std::filesystem;

namespace {

using uu_test::Run;
Run run(const std::string& args) { return uu_test::run_uuboard(args); }
fs::path scratch(const std::string& name) { return uu_test::scratch_dir("batch-" + name); }

int pdf_pages(const fs::path& pdf) {
  const std::string info = uu_test::run_command("pdfinfo " + uu_test::quoted(pdf)).output;
  int pages = 0;
  std::istringstream lines(info);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("Pages:", 0) == 0) std::sscanf(line.c_str(), "Pages: %d", &pages);
  return pages;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Every file in a folder tree, temporaries included, as relative paths.
std::vector<std::string> files_in(const fs::path& dir) {
  std::vector<std::string> out;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file()) out.push_back(fs::relative(entry.path(), dir).string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("batch: seeds, output names and the manifest", "[batch]") {
  CHECK(uu::batch_seed("cup", 7) == "cup-7");
  CHECK(uu::is_output_template("boards/{seed}.svg"));
  CHECK(uu::is_output_template("{n}.pdf"));
  CHECK_FALSE(uu::is_output_template("boards.pdf"));
  CHECK(uu::expand_output_template("out/{players}p/{seed}-{n}.svg", "a/b", 3, 6) == "out/6p/a_b-3.svg");
  uu::BoardSummary s;
  s.n = 2;
  s.seed = "x, \"y\"";
  s.output = "b.pdf";
  const std::string row = uu::manifest_csv_row(s, uu::BoardOptions{});
  CHECK_THAT(row, Catch::StartsWith("2,\"x, \"\"y\"\"\",4,none,"));
  const auto json = nlohmann::json::parse(uu::manifest_jsonl_row(s, uu::BoardOptions{}));
  CHECK(json["seed"] == "x, \"y\"");
  CHECK(json["options"]["players"] == 4);
}

TEST_CASE("batch: one PDF of several scenes holds every page, the same bytes every time", "[batch]") {
  const fs::path dir = scratch("book");
  std::vector<uu::Scene> scenes;
  for (const char* seed : {"book-1", "book-2"}) {
    uu::GenerateOptions options;
    options.seed = seed;
    uu::LayoutOptions layout;
    layout.legend = true;
    scenes.push_back(uu::layout(uu::generate(options), layout));
  }
  const uu::SceneInfo info{"two boards", "seeds book-1 and book-2", "test", "test"};
  const std::string pdf = uu::render_pdf(scenes, info);
  CHECK(pdf == uu::render_pdf(scenes, info));
  uu::PdfBook book(info);
  for (const uu::Scene& scene : scenes) book.add(scene);
  CHECK(book.finish() == pdf);
  // Taken as it grows (a long book is written that way), the bytes are the same.
  uu::PdfBook streamed(info);
  std::string pieces;
  for (const uu::Scene& scene : scenes) {
    streamed.add(scene);
    const std::string piece = streamed.take();
    CHECK_FALSE(piece.empty());  // each board's pages are out before the next is drawn
    pieces += piece;
  }
  const std::string rest = streamed.finish();
  CHECK(rest.size() < pieces.size());
  CHECK(pieces + rest == pdf);
  CHECK_THROWS_AS(uu::PdfBook(info).finish(), uu::RenderError);
  uu::write_file_atomic(dir / "two.pdf", pdf);
  CHECK(pdf_pages(dir / "two.pdf") == 4);
  CHECK_THROWS_AS(uu::render_pdf(std::span<const uu::Scene>{}, info), uu::RenderError);
}

TEST_CASE("batch: run_ordered delivers in order for any number of threads and stops at the first failure", "[batch]") {
  for (int jobs : {1, 2, 5}) {
    std::vector<int> results(40, -1);
    std::vector<int> delivered;
    const int done = uu::run_ordered(
        40, jobs, 3, [&](int i) { results[static_cast<std::size_t>(i)] = i * i; },
        [&](int i) { delivered.push_back(results[static_cast<std::size_t>(i)]); }, [] { return true; }, [](int) {});
    CHECK(done == 40);
    REQUIRE(delivered.size() == 40);
    for (int i = 0; i < 40; ++i) CHECK(delivered[static_cast<std::size_t>(i)] == i * i);

    std::vector<int> before_failure;
    int failed = -1;
    CHECK_THROWS_AS(uu::run_ordered(
                        40, jobs, 4,
                        [&](int i) {
                          if (i == 17 || i == 30) throw std::runtime_error("no board");
                        },
                        [&](int i) { before_failure.push_back(i); }, [] { return true; }, [&](int i) { failed = i; }),
                    std::runtime_error);
    CHECK(failed == 17);
    CHECK(before_failure.size() == 17);
  }
}

TEST_CASE("batch: --count 30 gives 60 pages, the same bytes with --jobs 1 and --jobs 2", "[batch]") {
  const fs::path dir = scratch("count");
  REQUIRE(run("--seed thirty --count 30 --jobs 1 -q -o " + uu_test::quoted(dir / "one.pdf")).code == 0);
  REQUIRE(run("--seed thirty --count 30 --jobs 2 -q -o " + uu_test::quoted(dir / "two.pdf")).code == 0);
  CHECK(pdf_pages(dir / "one.pdf") == 60);  // each board and its legend
  CHECK(uu::read_file(dir / "one.pdf") == uu::read_file(dir / "two.pdf"));
  // With legend and secret board, each board's pages follow it; without the legend, the boards alone.
  REQUIRE(run("--seed thirty --count 3 --expansions all --secret-board -o " + uu_test::quoted(dir / "three.pdf")).code == 0);
  CHECK(pdf_pages(dir / "three.pdf") == 9);
  REQUIRE(run("--seed thirty --count 3 --no-legend -o " + uu_test::quoted(dir / "bare.pdf")).code == 0);
  CHECK(pdf_pages(dir / "bare.pdf") == 3);
}

TEST_CASE("batch: board k of a batch is the board made alone with --seed <seed>-<k>", "[batch]") {
  const fs::path dir = scratch("board-k");
  for (const char* jobs : {"1", "2"}) {
    INFO("jobs " << jobs);
    REQUIRE(run(std::string("--seed 'club cup' --count 3 --from 4 --jobs ") + jobs + " -o " + uu_test::quoted(dir / "all.jsonl")).code == 0);
    const std::vector<std::string> lines = lines_of(uu::read_file(dir / "all.jsonl"));
    REQUIRE(lines.size() == 3);
    REQUIRE(run("--seed 'club cup-5' -o " + uu_test::quoted(dir / "five.jsonl")).code == 0);
    CHECK(lines[1] + "\n" == uu::read_file(dir / "five.jsonl"));
    CHECK(nlohmann::json::parse(lines[0])["seed"] == "club cup-4");
  }
  // One file per board: the same bytes as the single board's file.
  REQUIRE(run("--seed cup --count 3 --jobs 2 -o " + uu_test::quoted(dir / "per/{players}p/{seed}.pdf") + " --manifest " + uu_test::quoted(dir / "m.csv")).code == 0);
  REQUIRE(run("--seed cup-2 -o " + uu_test::quoted(dir / "single.pdf")).code == 0);
  CHECK(uu::read_file(dir / "per/4p/cup-2.pdf") == uu::read_file(dir / "single.pdf"));
  const std::vector<std::string> manifest = lines_of(uu::read_file(dir / "m.csv"));
  REQUIRE(manifest.size() == 4);
  CHECK_THAT(manifest[0], Catch::StartsWith("n,seed,players,expansions,") && Catch::Contains("nodes,edges,distinct_types"));
  CHECK_THAT(manifest[2], Catch::StartsWith("2,cup-2,4,none,") && Catch::Contains("per/4p/cup-2.pdf"));
}

TEST_CASE("batch: render draws a saved board byte for byte as generate did", "[batch]") {
  const fs::path dir = scratch("render");
  const std::string opts = "--seed redraw --players 5 --expansions all ";
  REQUIRE(run(opts + "-o " + uu_test::quoted(dir / "board.json")).code == 0);
  REQUIRE(run(opts + "--legend --secret-board --ink-friendly -o " + uu_test::quoted(dir / "direct.pdf")).code == 0);
  REQUIRE(run("render " + uu_test::quoted(dir / "board.json") + " --legend --secret-board --ink-friendly -o " + uu_test::quoted(dir / "again.pdf")).code == 0);
  CHECK(uu::read_file(dir / "direct.pdf") == uu::read_file(dir / "again.pdf"));
  REQUIRE(run(opts + "--mono -o " + uu_test::quoted(dir / "direct.svg")).code == 0);
  REQUIRE(run("render " + uu_test::quoted(dir / "board.json") + " --mono -o " + uu_test::quoted(dir / "again.svg")).code == 0);
  CHECK(uu::read_file(dir / "direct.svg") == uu::read_file(dir / "again.svg"));
  // Papers given in inches are saved in mm; drawn again they are the same page, to the byte.
  for (const char* paper : {"letter", "8.5x11in", "tabloid"}) {
    CAPTURE(paper);
    const std::string inch = fmt::format("--seed inch --paper {} ", paper);
    REQUIRE(run(inch + "-o " + uu_test::quoted(dir / "inch.json")).code == 0);
    for (const char* format : {"pdf", "svg"}) {
      const fs::path direct = dir / fmt::format("inch-direct.{}", format), again = dir / fmt::format("inch-again.{}", format);
      REQUIRE(run(inch + "-o " + uu_test::quoted(direct)).code == 0);
      REQUIRE(run("render " + uu_test::quoted(dir / "inch.json") + " -o " + uu_test::quoted(again)).code == 0);
      CHECK(uu::read_file(direct) == uu::read_file(again));
    }
  }
  // A .jsonl of several boards renders into one PDF, or one file per board.
  REQUIRE(run("--seed r --count 2 -o " + uu_test::quoted(dir / "two.jsonl")).code == 0);
  REQUIRE(run("render " + uu_test::quoted(dir / "two.jsonl") + " -o " + uu_test::quoted(dir / "two.pdf")).code == 0);
  CHECK(pdf_pages(dir / "two.pdf") == 4);
  REQUIRE(run("render " + uu_test::quoted(dir / "two.jsonl") + " -o " + uu_test::quoted(dir / "each/{seed}.svg")).code == 0);
  REQUIRE(run("--seed r-2 -o " + uu_test::quoted(dir / "r-2.svg")).code == 0);
  CHECK(uu::read_file(dir / "each/r-2.svg") == uu::read_file(dir / "r-2.svg"));
}

TEST_CASE("batch: check passes a good board and names what a broken one breaks", "[batch]") {
  const fs::path dir = scratch("check");
  REQUIRE(run("--seed checked --expansions all -o " + uu_test::quoted(dir / "good.json")).code == 0);
  Run r = run("check " + uu_test::quoted(dir / "good.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Catch::Contains("every rule holds"));

  const nlohmann::json good = nlohmann::json::parse(uu::read_file(dir / "good.json"));
  // A crossing edge: from the first node to the one farthest from it.
  nlohmann::json crossing = good;
  const auto& nodes = good["nodes"];
  std::size_t far = 0;
  double best = -1;
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    const double dx = nodes[i]["x"].get<double>() - nodes[0]["x"].get<double>();
    const double dy = nodes[i]["y"].get<double>() - nodes[0]["y"].get<double>();
    if (dx * dx + dy * dy > best) best = dx * dx + dy * dy, far = i;
  }
  crossing["edges"].push_back({{"a", 0}, {"b", far}});
  uu::write_file_atomic(dir / "crossing.json", crossing.dump(1));
  r = run("check " + uu_test::quoted(dir / "crossing.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Catch::Contains("crossing.json: planar:") && Catch::Contains("cross"));

  // A type rule: every regular node gets the same type.
  nlohmann::json same_type = good;
  std::string first_type;
  for (auto& n : same_type["nodes"]) {
    if (n["role"] != "regular") continue;
    if (first_type.empty()) first_type = n["type"].get<std::string>();
    n["type"] = first_type;
  }
  uu::write_file_atomic(dir / "types.json", same_type.dump(1));
  r = run("check " + uu_test::quoted(dir / "types.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Catch::Contains("types.json: types:"));

  // .jsonl: each line checked, the broken one named by its line.
  uu::write_file_atomic(dir / "boards.jsonl", good.dump() + "\n" + crossing.dump() + "\n\n" + good.dump() + "\n");
  r = run("check " + uu_test::quoted(dir / "boards.jsonl"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Catch::Contains("boards.jsonl:2: planar:") && Catch::Contains("checked 3 boards: 1 breaks a rule"));
  CHECK_THAT(r.output, !Catch::Contains("boards.jsonl:1:"));

  // Not a board: exit 2 with the JSON path.
  nlohmann::json missing = good;
  missing["edges"][3].erase("b");
  uu::write_file_atomic(dir / "missing.json", missing.dump(1));
  r = run("check " + uu_test::quoted(dir / "missing.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("uuboard: error:") && Catch::Contains("/edges/3"));
  r = run("render " + uu_test::quoted(dir / "missing.json") + " -o " + uu_test::quoted(dir / "x.pdf"));
  CHECK(r.code == 2);
  CHECK_FALSE(fs::exists(dir / "x.pdf"));
  CHECK(run("check " + uu_test::quoted(dir / "nowhere.json")).code == 2);
}

TEST_CASE("batch: failures leave no partial file and name the board", "[batch]") {
  const fs::path dir = scratch("fail");
  // The book is written once at the end: an unwritable path leaves nothing.
  Run r = run("--seed f --count 3 -o " + uu_test::quoted(dir / "missing" / "b.pdf") + " --manifest " + uu_test::quoted(dir / "m.csv"));
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Catch::Contains("uuboard: error: cannot write"));
  CHECK(fs::is_empty(dir));
  CHECK(run("--seed f --count 2 -o /dev/full/b.pdf").code == 3);
  // One file per board: a folder that cannot be made stops the batch at that board;
  // the files before it are whole and stay, no temporary is left.
  uu::write_file_atomic(dir / "2", "in the way");
  r = run("--seed f --count 3 --jobs 2 -o " + uu_test::quoted(dir / "{n}/board.json"));
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Catch::Contains("board 2 (seed \"f-2\") failed"));
  CHECK(files_in(dir) == std::vector<std::string>{"1/board.json", "2"});
  // No board for a seed (Oil forbidden on the border yet kept within 0.01 units of it):
  // exit 1, the board named, nothing written.
  const fs::path none = scratch("fail-none");
  const nlohmann::json game = nlohmann::json::parse(uu::read_file(std::string(UUBOARD_SOURCE_DIR) + "/data/game.json"));
  nlohmann::json tables = game;
  for (nlohmann::json& t : tables["node_types"]) {
    if (t["name"] != "Oil") continue;
    t["forbidden_on_border"] = true;
    t["max_border_distance"] = 0.01;
  }
  const fs::path tables_file = scratch("fail-tables") / "oil-nowhere.json";
  uu::write_file_atomic(tables_file, tables.dump());
  r = run("--seed f --data " + uu_test::quoted(tables_file) + " --count 2 -o " + uu_test::quoted(none / "b.pdf"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Catch::Contains("board 1 (seed \"f-1\") failed"));
  CHECK(fs::is_empty(none));
  // Tables no seed can make a board of (minimum counts that together need more nodes than
  // the board has, each one allowed alone) are refused before the first board: exit 2.
  tables = game;
  for (nlohmann::json& t : tables["node_types"]) {
    t["min"] = 12;
    t["max"] = nullptr;
  }
  uu::write_file_atomic(tables_file, tables.dump());
  r = run("--seed f --data " + uu_test::quoted(tables_file) + " --count 2 -o " + uu_test::quoted(none / "b.pdf"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("--data " + tables_file.string() + ": the minimum counts need"));
  CHECK(fs::is_empty(none));
}

TEST_CASE("batch: bad batch options exit 2 and name the value", "[batch]") {
  const fs::path dir = scratch("usage");
  Run r = run("--count 2 -o " + uu_test::quoted(dir / "b.svg"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("{seed}"));
  r = run("--size 361x20 -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("361x20") && Catch::Contains("360"));
  r = run("--size big -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("--size big"));
  r = run("--count 2 --manifest " + uu_test::quoted(dir / "m.txt") + " -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains(".csv"));
  r = run("--count 0 -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 2);
  uu::write_file_atomic(dir / "typo.toml", "playrs = 6\n");
  r = run("--config " + uu_test::quoted(dir / "typo.toml") + " -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("playrs"));
  fs::remove(dir / "typo.toml");
  CHECK(fs::is_empty(dir));
  // --size is a board size in units; generate keeps it.
  REQUIRE(run("generate --seed sized --size 30x20 --paper 500x350 -o " + uu_test::quoted(dir / "sized.json")).code == 0);
  CHECK(nlohmann::json::parse(uu::read_file(dir / "sized.json"))["options"]["size"] == nlohmann::json::array({30, 20}));
}

TEST_CASE("batch: the examples run as they are", "[batch][examples]") {
  const fs::path dir = scratch("examples");
  const std::string source = UUBOARD_SOURCE_DIR;
  const std::string env = "UUBOARD=" + std::string(UUBOARD_BINARY) + " ";
  Run r = uu_test::run_command(env + "bash " + source + "/examples/tournament.sh " + uu_test::quoted(dir / "cup"));
  INFO(r.output);
  REQUIRE(r.code == 0);
  CHECK(pdf_pages(dir / "cup/boards.pdf") == 40);  // 20 boards, each with its legend
  const std::vector<std::string> manifest = lines_of(uu::read_file(dir / "cup/manifest.csv"));
  REQUIRE(manifest.size() == 21);
  CHECK_THAT(manifest[20], Catch::StartsWith("20,spring-cup-2026-20,6,"));

  r = uu_test::run_command("cd " + uu_test::quoted(dir) + " && " + UUBOARD_BINARY + " --config " + source + "/examples/club-night.toml -q");
  REQUIRE(r.code == 0);
  for (int t = 1; t <= 6; ++t) CHECK(pdf_pages(dir / "club-night" / ("table-" + std::to_string(t) + ".pdf")) == 2);

  r = run("--seed designer --expansions all --data " + source + "/examples/more-one-way-edges.json -o " + uu_test::quoted(dir / "designer.json"));
  REQUIRE(r.code == 0);
  // Checked against the tables it was made with, as its names, type rules and fairness figures come from them.
  CHECK(run("check --data " + source + "/examples/more-one-way-edges.json " + uu_test::quoted(dir / "designer.json")).code == 0);
}

TEST_CASE("batch: an interrupted batch stops between boards and leaves only whole files", "[batch]") {
  const fs::path dir = scratch("interrupted");
  // Sends SIGTERM once `started` exists (or after 1.5 s, well past start-up, when empty),
  // at most 60 s on.
  const auto interrupt = [&](const std::string& args, const std::string& started) {
    const std::string wait_for = started.empty() ? "sleep 1.5"
                                                 : "for i in $(seq 600); do [ -e " + uu_test::quoted(started) + " ] && break; sleep 0.1; done";
    return uu_test::run_command(std::string(UUBOARD_BINARY) + " " + args + " 2>&1 & pid=$!; " + wait_for + "; kill -TERM $pid; wait $pid");
  };
  Run r = interrupt("--seed i --count 5000 --jobs 2 -o " + uu_test::quoted(dir / "book.pdf") + " --manifest " + uu_test::quoted(dir / "m.csv"), "");
  CHECK(r.code == 130);
  CHECK_THAT(r.output, Catch::Contains("interrupted after") && Catch::Contains("nothing was written"));
  CHECK(fs::is_empty(dir));
  CHECK_THAT(r.output, Catch::Contains("with --from 1 (and --count 5000)"));
  r = interrupt("--seed i --count 5000 --jobs 2 -o " + uu_test::quoted(dir / "each/{n}.json"), (dir / "each/2.json").string());
  CHECK(r.code == 130);
  const std::vector<std::string> files = files_in(dir);
  // The note names the first board not written, so the batch can go on from there.
  CHECK_THAT(r.output, Catch::Contains(fmt::format("with --from {} (and --count {})", files.size() + 1, 5000 - files.size())));
  CHECK_FALSE(files.empty());
  CHECK(files.size() < 5000);
  for (const std::string& f : files) {
    INFO(f);
    CHECK(f.find(".tmp") == std::string::npos);
    CHECK(nlohmann::json::parse(uu::read_file(dir / f))["format"] == "uuboard-board");
  }
  // Boards streamed to standard output are out: the message counts them and the note
  // goes on after them.
  const fs::path streamed = dir / "streamed.jsonl";
  r = uu_test::run_command(std::string(UUBOARD_BINARY) + " --seed i --count 5000 --format jsonl -o - > " + uu_test::quoted(streamed) +
                           " 2>&1 & pid=$!; for i in $(seq 600); do [ \"$(wc -l < " + uu_test::quoted(streamed) +
                           ")\" -ge 2 ] && break; sleep 0.1; done; kill -TERM $pid; wait $pid");
  CHECK(r.code == 130);
  std::vector<std::string> lines, message;
  for (const std::string& line : lines_of(uu::read_file(streamed))) (line.starts_with("{") ? lines : message).push_back(line);
  REQUIRE(lines.size() >= 2);
  for (const std::string& line : lines) CHECK(nlohmann::json::parse(line)["format"] == "uuboard-board");
  std::string said;
  for (const std::string& line : message) said += line + "\n";
  CHECK_THAT(said, Catch::Contains(fmt::format("standard output got the first {} boards, each line whole", lines.size())));
  CHECK_THAT(said, Catch::Contains(fmt::format("with --from {} (and --count {})", lines.size() + 1, 5000 - lines.size())));
}

TEST_CASE("batch: nothing on stderr when it is not a terminal", "[batch]") {
  const fs::path dir = scratch("quiet");
  const Run r = run("--seed quiet --count 3 -o " + uu_test::quoted(dir / "b.jsonl"));
  CHECK(r.code == 0);
  CHECK(r.output.empty());
}

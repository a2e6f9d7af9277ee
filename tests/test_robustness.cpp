// Bad input of every kind ends in an error that names the rule or the value, in bounded
// time: unsatisfiable tables, options past the documented limits, unwritable or full
// output, and the inputs the fuzzers (fuzz/) once found troublesome.
#include <catch2/catch.hpp>
#include <fmt/core.h>
#include <chrono>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <unistd.h>

#include "board_samples.hpp"
#include "process.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "model/drawn.hpp"
#include "io/embedded.hpp"
#include "uuboard/generate.hpp"
#include "model/limits.hpp"
#include "uuboard/validate.hpp"

namespace fs = std::filesystem;

namespace {

using Json = nlohmann::json;
using Catch::Matchers::Contains;

// The built-in tables with one edit applied.
uu::Dictionary edited_tables(const std::function<void(Json&)>& edit) {
  Json j = Json::parse(uu::embedded_file("game.json"));
  edit(j);
  return uu::load_dictionary(j.dump(), "edited.json");
}

struct Outcome {
  std::string message;  // the GenerationError's; empty when a board came out
  double seconds = 0.0;
};

// Generates with the given tables; the error message (if any) and how long it took.
Outcome generate_with(const uu::Dictionary& dict, int players, std::vector<std::string> expansions) {
  uu::GenerateOptions o;
  o.seed = "robust";
  o.dictionary = &dict;
  o.board.players = players;
  o.board.expansions = std::move(expansions);
  Outcome out;
  const auto start = std::chrono::steady_clock::now();
  try {
    (void)uu::generate(o);
  } catch (const uu::GenerationError& e) {
    out.message = e.what();
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

const std::vector<std::string> all_expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions",
                                                 "sharp-scissors"};

// Generation with impossible tables must give up well within this (25 attempts).
constexpr double bounded_seconds = 20.0;

std::string board_error(const std::string& text) {
  try {
    (void)uu::board_from_json_text(text, "bad.json");
  } catch (const uu::BoardFormatError& e) {
    return e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("robustness: minimum counts summing past the board are reported with the rule", "[robustness]") {
  // A data file asking this much is refused at load (tests/test_cli_input.cpp); the
  // generator's own guard is tested on tables edited after loading.
  uu::Dictionary dict = edited_tables([](Json& j) {
    for (Json& t : j["node_types"]) t["max"] = nullptr;
  });
  for (uu::NodeType& t : dict.node_types) t.min = 400;
  SECTION("base game: every type is collected, so the sum is checked at once") {
    const Outcome r = generate_with(dict, 4, {});
    CHECK_THAT(r.message, Contains("minimum counts need") && Contains("only") && Contains("free"));
    CHECK(r.seconds < bounded_seconds);
  }
  SECTION("with expansions: no type of a category fits") {
    const Outcome r = generate_with(dict, 4, all_expansions);
    CHECK_THAT(r.message, Contains("collection: no") && Contains("minimum counts already take"));
    CHECK(r.seconds < bounded_seconds);
  }
}

TEST_CASE("robustness: maximum counts too small to cover the board are reported", "[robustness]") {
  const uu::Dictionary dict = edited_tables([](Json& j) {
    for (Json& t : j["node_types"]) {
      t["min"] = 1;
      t["max"] = 1;
    }
  });
  const Outcome r = generate_with(dict, 4, {});
  CHECK_THAT(r.message, Contains("maximum counts allow"));
  CHECK(r.seconds < bounded_seconds);
}

TEST_CASE("robustness: a type its border rules place nowhere is reported by name", "[robustness]") {
  // Forbidden on the border, yet at most 0.01 units from it: only border nodes qualify.
  const uu::Dictionary dict = edited_tables([](Json& j) {
    for (Json& t : j["node_types"]) {
      if (t["name"] == "Oil") {
        t["forbidden_on_border"] = true;
        t["min_border_distance"] = nullptr;
        t["max_border_distance"] = 0.01;
      }
    }
  });
  const Outcome r = generate_with(dict, 4, {});
  CHECK_THAT(r.message, Contains("border rules for Oil leave 0 nodes"));
  CHECK_THAT(r.message, Contains("after 25 attempts"));
  CHECK(r.seconds < bounded_seconds);
}

TEST_CASE("robustness: a max_sequence of 1 for every type on a crowded board ends in bounded time", "[robustness]") {
  // Every type wants to stand alone and Oil alone must fill most of the board: the
  // repair steps cannot succeed, so the solver's step budget must stop it.
  uu::Dictionary dict = edited_tables([](Json& j) {
    for (Json& t : j["node_types"]) {
      t["max_sequence"] = 1;
      t["min"] = 1;
      t["max"] = nullptr;
    }
  });
  for (uu::NodeType& t : dict.node_types) t.min = t.name == "Oil" ? 60 : 1;
  const Outcome r = generate_with(dict, 4, {});
  CHECK_THAT(r.message, Contains("types:"));
  CHECK(r.seconds < bounded_seconds);
}

// The documented range is true at its ends: the largest size is printable on a sheet
// uuboard draws, and a board of the largest width and the smallest height is made on
// the sheet uuboard names for it.
TEST_CASE("robustness: every --size in the documented range has a sheet that prints it", "[robustness]") {
  for (const auto& [w, h] : {std::pair{uu::max_size_units, uu::max_size_units}, std::pair{uu::max_size_units, uu::min_size_units},
                            std::pair{uu::min_size_units, uu::min_size_units}}) {
    uu::GenerateOptions o;
    o.seed = "range";
    o.board.size_width = w;
    o.board.size_height = h;
    o.board.page = uu::drawn::smallest_paper(w, h, o.board.page);
    INFO(w << "x" << h << " on " << o.board.page.paper);
    CHECK(uu::page_setup_problem(o.board.page).empty());
    CHECK(uu::check_board_options(o.board).empty());
    if (w * h <= uu::max_size_units * uu::min_size_units) {
      const uu::GenerateResult made = uu::try_generate(o);
      CHECK(made.failure.empty());
      REQUIRE(made.board);
      CHECK(uu::validate(*made.board).empty());
    }
  }
}

TEST_CASE("robustness: board options past the documented limits are refused with the value", "[robustness]") {
  uu::BoardOptions o;
  CHECK(uu::check_board_options(o).empty());
  o.size_width = 360;
  o.size_height = 250;
  CHECK(uu::check_board_options(o).empty());
  o.size_width = 100000;
  o.size_height = 70000;
  CHECK_THAT(uu::check_board_options(o), Contains("--size 100000x70000") && Contains("width") && Contains("360"));
  o.size_width = 360;
  CHECK_THAT(uu::check_board_options(o), Contains("--size 360x70000") && Contains("height") && Contains("360"));
  o.size_width = 361;
  o.size_height = 11;
  CHECK_THAT(uu::check_board_options(o), Contains("--size 361x11") && Contains("between 11 and 360"));
  o.size_width = 2;
  o.size_height = 2;
  CHECK_THAT(uu::check_board_options(o), Contains(fmt::format("between {} and {}", uu::min_size_units, uu::max_size_units)));
  o.size_width = -5;
  o.size_height = 10;
  CHECK_THAT(uu::check_board_options(o), Contains("--size -5x10"));
  o = {};
  o.players = 12;
  CHECK(uu::check_board_options(o) == "--players 12: must be 2 to 9");
  CHECK(uu::check_board_options(o, uu::OptionNames::json) == "players 12: the number of players must be between 2 and 9");
}

TEST_CASE("robustness: the smallest and a large documented size both generate", "[robustness]") {
  for (const auto& [w, h] : {std::pair{uu::min_size_units, uu::min_size_units}, std::pair{60, 40}}) {
    uu::GenerateOptions o;
    o.seed = "limits";
    o.board.size_width = w;
    o.board.size_height = h;
    o.board.expansions = all_expansions;
    o.board.page = uu_test::paper_for_size(w, h);
    REQUIRE(uu::check_board_options(o.board).empty());
    const uu::Board board = uu::generate(o);
    CHECK(board.nodes.size() == static_cast<std::size_t>((w + 1) * (h + 1)));
    CHECK(uu::validate(board).empty());
  }
}

TEST_CASE("robustness: a broken board file is refused with the JSON path", "[robustness]") {
  CHECK_THAT(board_error("{"), Contains("bad.json"));
  CHECK_THAT(board_error("[]"), Contains("bad.json: /"));
  CHECK_THAT(board_error(""), Contains("bad.json"));
  // Found while writing the fuzz targets: a number past a double's range is well-formed
  // JSON that the parser refuses with an out_of_range error, which escaped the reader.
  CHECK_THAT(board_error("{\"format\": 1e400}"), Contains("bad.json: not readable JSON") && Contains("1e400"));
}

TEST_CASE("robustness: a broken data file is refused with the file name", "[robustness]") {
  for (const std::string text : {"", "{", "[]", "{}", "null", "{\"format_version\": 1e400}"}) {
    try {
      (void)uu::load_dictionary(text, "bad-tables.json");
      FAIL("loaded: " << text);
    } catch (const uu::DataError& e) {
      CHECK_THAT(std::string(e.what()), Contains("bad-tables.json"));
    }
  }
}

TEST_CASE("robustness: writing to /dev/full fails cleanly", "[robustness]") {
  // The writer makes a temporary file beside the target and renames it into place. As
  // root that temporary can be made in /dev (and would then replace the device node), so
  // the command runs as an unprivileged user, as a real user would.
  std::string prefix;
  if (::geteuid() == 0) {
    if (uu_test::run_command("setpriv --reuid=65534 --regid=65534 --clear-groups true").code != 0) {
      WARN("SKIPPED: running as root and cannot drop privileges with setpriv; /dev/full not tested");
      return;
    }
    prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
  }
  const auto r = uu_test::run_command(prefix + UUBOARD_BINARY + " --seed full --format pdf -o /dev/full");
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Contains("cannot write /dev/full"));
  CHECK(fs::is_character_file("/dev/full"));
}

TEST_CASE("robustness: a full disk leaves no partial file and exits with a message", "[robustness]") {
  const fs::path dir = uu_test::scratch_dir("robust-full");
  const std::string d = dir.string();
  // A 16 KiB tmpfs in a private mount namespace, gone when the shell exits, where that
  // can be mounted (root, unshare); for any other user the same writes fail by a file
  // size limit of 8 KiB (ulimit -f counts 512-byte blocks in sh), SIGXFSZ ignored so the
  // write returns EFBIG: either way the writer's failure path, a write refused part way.
  const bool tmpfs = uu_test::run_command("unshare -m sh -c 'd=$(mktemp -d) && mount -t tmpfs -o size=16k tmpfs \"$d\"'").code == 0;
  const std::string make = std::string(UUBOARD_BINARY) + " --seed full -e all -o " + d + "/board.pdf; echo \"exit=$?\"; echo listing:; ls -A " + d;
  const auto r = tmpfs ? uu_test::run_command("unshare -m sh -c 'mount -t tmpfs -o size=16k tmpfs " + d + " && " + make + "'")
                       : uu_test::run_command("sh -c 'trap \"\" XFSZ; ulimit -f 16; " + make + "'");
  INFO((tmpfs ? "on a 16 KiB tmpfs" : "under a file size limit") << ": " << r.output);
  CHECK_THAT(r.output, Contains("exit=3"));
  CHECK_THAT(r.output, Contains("cannot write " + d + "/board.pdf") && Contains(tmpfs ? "No space left on device" : "File too large"));
  CHECK(r.output.substr(r.output.find("listing:") + 8) == "\n");
}

TEST_CASE("robustness: a write refused part way (file size limit) leaves no partial file, for any user", "[robustness]") {
  const fs::path dir = uu_test::scratch_dir("robust-limit");
  const std::string d = dir.string();
  for (const std::string format : {"pdf", "svg", "json"}) {
    const auto r = uu_test::run_command("sh -c 'trap \"\" XFSZ; ulimit -f 16; " + std::string(UUBOARD_BINARY) + " --seed full -e all -o " + d +
                                        "/board." + format + "; echo \"exit=$?\"; echo listing:; ls -A " + d + "'");
    INFO(format << ": " << r.output);
    CHECK_THAT(r.output, Contains("exit=3"));
    CHECK_THAT(r.output, Contains("cannot write " + d + "/board." + format) && Contains("File too large"));
    CHECK(r.output.substr(r.output.find("listing:") + 8) == "\n");
  }
}

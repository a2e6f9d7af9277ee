// Options read from a config file (--config): errors name the file and the line, keys
// reach the command they are given to, and a value meets the same limit as when typed.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <string>

#include "io/io.hpp"
#include "model/limits.hpp"
#include "process.hpp"

namespace fs = std::filesystem;

namespace {

using Catch::Matchers::Contains;
using uu_test::Run;
using uu_test::run_uuboard;
using Json = nlohmann::json;

fs::path scratch(const std::string& name) { return uu_test::scratch_dir("config-" + name); }

}  // namespace

TEST_CASE("input: config file errors name the file and the line; a byte-order mark is fine", "[cli][input]") {
  const fs::path dir = scratch("config");
  uu::write_file_atomic(dir / "bom.toml", "\xEF\xBB\xBFseed = \"bom\"\nstop-after = \"points\"\n");
  Run r = run_uuboard("-q --config " + uu_test::quoted(dir / "bom.toml") + " -o " + uu_test::quoted(dir / "b.json"));
  CHECK(r.code == 0);
  CHECK(Json::parse(uu::read_file(dir / "b.json"))["seed"] == "bom");
  uu::write_file_atomic(dir / "typo.toml", "# options\nseed = \"x\"\nsede = 4\n");
  r = run_uuboard("--config " + uu_test::quoted(dir / "typo.toml"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("typo.toml:3") && Contains("\"sede\""));
  uu::write_file_atomic(dir / "value.toml", "players = many\n");
  r = run_uuboard("--config " + uu_test::quoted(dir / "value.toml"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("value.toml:1") && Contains("--players many") && Contains("2 to 9"));
  uu::write_file_atomic(dir / "line.toml", "players\n");
  r = run_uuboard("--config " + uu_test::quoted(dir / "line.toml"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("line.toml:1") && Contains("key = value"));
  // Options typed after the file win over it.
  r = run_uuboard("-q --config " + uu_test::quoted(dir / "bom.toml") + " --seed typed -o " + uu_test::quoted(dir / "c.json"));
  CHECK(Json::parse(uu::read_file(dir / "c.json"))["seed"] == "typed");
}

TEST_CASE("input: a config file sets the options of the command it is given to", "[cli][input]") {
  const fs::path dir = scratch("config-commands");
  Run r = run_uuboard("-q --seed cfg -o " + uu_test::quoted(dir / "board.json"));
  REQUIRE(r.code == 0);
  // render: its own output options from the file.
  uu::write_file_atomic(dir / "render.toml", "format = \"svg\"\nmono = true\n");
  r = run_uuboard("render --config " + uu_test::quoted(dir / "render.toml") + " " + uu_test::quoted(dir / "board.json") + " -q -o " + uu_test::quoted(dir / "board.out"));
  CHECK(r.code == 0);
  CHECK(uu::read_file(dir / "board.out").rfind("<?xml", 0) == 0);
  // stats: players and count from the file.
  uu::write_file_atomic(dir / "stats.toml", "players = 6\ncount = 2\nseed = \"st\"\n");
  r = run_uuboard("stats --config " + uu_test::quoted(dir / "stats.toml"));
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("\"st-1\" .. \"st-2\"") && Contains("6 players"));
  // check: a key of another command is named as unknown for this one.
  r = run_uuboard("check --config " + uu_test::quoted(dir / "stats.toml") + " " + uu_test::quoted(dir / "board.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("stats.toml:1") && Contains("unknown option \"players\" for uuboard check"));
  // The value of an option that happens to be a command's name is not the command.
  uu::write_file_atomic(dir / "generate.toml", "stop-after = \"points\"\n");
  r = run_uuboard("--seed render --config " + uu_test::quoted(dir / "generate.toml") + " -q -o " + uu_test::quoted(dir / "render.json"));
  CHECK(r.code == 0);
  CHECK(Json::parse(uu::read_file(dir / "render.json"))["seed"] == "render");
}

TEST_CASE("input: a config file's value meets the same limit as the typed one, for every command", "[cli][input]") {
  const fs::path dir = scratch("config-limits");
  struct Case {
    std::string command;  // "" for generate
    std::string key;
    std::string value;
  };
  const std::vector<Case> cases = {
      {"", "players", "11"},     {"", "paper", "b5"},         {"", "margin", "-1"},      {"", "size", "5x5"},
      {"", "sheets", "99x1"},    {"", "overlap", "-2"},       {"", "board-paper", "b9"}, {"", "best-of", "0"},
      {"", "min-score", "101"},  {"", "count", "0"},          {"", "from", "0"},         {"", "dpi", "5"},
      {"", "format", "doc"},     {"", "jobs", "999"},         {"", "stop-after", "nowhere"},
      {"stats", "players", "1"}, {"stats", "count", "100001"}, {"stats", "from", "0"},   {"stats", "best-of", "1001"},
      {"render", "dpi", "5"},    {"render", "format", "doc"},
  };
  REQUIRE(run_uuboard("-q --seed cfg --stop-after points -o " + uu_test::quoted(dir / "b.json")).code == 0);
  for (const Case& c : cases) {
    INFO(c.command << " " << c.key << " = " << c.value);
    std::string command = c.command;
    if (c.command != "stats") command += " -q";  // stats prints no progress
    if (c.command == "render") command += " " + uu_test::quoted(dir / "b.json");
    const Run typed = run_uuboard(command + " --" + c.key + " " + c.value + " -o " + uu_test::quoted(dir / "x.png"));
    const fs::path file = dir / (c.key + ".toml");
    uu::write_file_atomic(file, c.key + " = \"" + c.value + "\"\n");
    const Run configured = run_uuboard(command + " --config " + uu_test::quoted(file) + " -o " + uu_test::quoted(dir / "x.png"));
    CHECK(typed.code == 2);
    CHECK(configured.code == 2);
    CHECK_THAT(typed.output, Contains("--" + c.key + " " + c.value));
    CHECK(configured.output == "uuboard: error: " + file.string() + ":1: " + typed.output.substr(std::string("uuboard: error: ").size()));
  }
  CHECK(!fs::exists(dir / "x.png"));
}

TEST_CASE("input: a switch's last word wins, in a config file and over it on the command line", "[cli][input]") {
  const fs::path dir = scratch("switches");
  const auto pages = [](const fs::path& pdf) {  // a PDF page object per page
    const std::string text = uu::read_file(pdf);
    int n = 0;
    for (std::size_t at = text.find("/Type /Page"); at != std::string::npos; at = text.find("/Type /Page", at + 1))
      n += text.compare(at, 12, "/Type /Pages") == 0 ? 0 : 1;
    return n;
  };
  // The board and its legend; --no-legend --legend is the legend again.
  Run r = run_uuboard("--seed sw -q --no-legend --legend -o " + uu_test::quoted(dir / "l.pdf"));
  REQUIRE(r.code == 0);
  CHECK(pages(dir / "l.pdf") == 2);
  r = run_uuboard("--seed sw -q --legend --no-legend -o " + uu_test::quoted(dir / "n.pdf"));
  REQUIRE(r.code == 0);
  CHECK(pages(dir / "n.pdf") == 1);
  // A file's assembly = false, and --assembly typed: two sheets, the assembly page, the legend.
  uu::write_file_atomic(dir / "a.toml", "assembly = false\n");
  r = run_uuboard("--seed sw -q --sheets 2x1 --config " + uu_test::quoted(dir / "a.toml") + " --assembly -o " + uu_test::quoted(dir / "a.pdf"));
  REQUIRE(r.code == 0);
  CHECK(pages(dir / "a.pdf") == 4);
  r = run_uuboard("--seed sw -q --sheets 2x1 --config " + uu_test::quoted(dir / "a.toml") + " -o " + uu_test::quoted(dir / "b.pdf"));
  REQUIRE(r.code == 0);
  CHECK(pages(dir / "b.pdf") == 3);
  // mono = true, then mono = false: off.
  uu::write_file_atomic(dir / "m.toml", "mono = true\nmono = false\n");
  r = run_uuboard("--seed sw -q --config " + uu_test::quoted(dir / "m.toml") + " -o " + uu_test::quoted(dir / "m.svg"));
  REQUIRE(r.code == 0);
  CHECK(uu::read_file(dir / "m.svg").find(" mono") == std::string::npos);
  uu::write_file_atomic(dir / "m.toml", "mono = false\nmono = true\n");
  r = run_uuboard("--seed sw -q --config " + uu_test::quoted(dir / "m.toml") + " -o " + uu_test::quoted(dir / "m.svg"));
  REQUIRE(r.code == 0);
  CHECK(uu::read_file(dir / "m.svg").find(" mono;") != std::string::npos);
}

TEST_CASE("input: comments after values, values the file got wrong named by line, and a config that is no file", "[cli][input]") {
  const fs::path dir = scratch("comments");
  // '#' and ';' after a space start a comment, after a bare value, a quoted one or a list.
  uu::write_file_atomic(dir / "c.toml", "players = 5 # five\nseed = \"a;b\" ; the seed\nmono = true ; on\nexpansions = [electric] # one\n");
  Run r = run_uuboard("-q --config " + uu_test::quoted(dir / "c.toml") + " -o " + uu_test::quoted(dir / "c.json"));
  REQUIRE(r.code == 0);
  const Json board = Json::parse(uu::read_file(dir / "c.json"));
  CHECK(board["seed"] == "a;b");
  CHECK(board["options"]["players"] == 5);
  CHECK(board["options"]["expansions"] == Json::array({"electric"}));
  // An empty seed and one that is not UTF-8, from the file: the file and line named.
  uu::write_file_atomic(dir / "empty.toml", "players = 4\nseed = \"\"\n");
  r = run_uuboard("-q --config " + uu_test::quoted(dir / "empty.toml"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("empty.toml:2") && Contains("--seed ''"));
  uu::write_file_atomic(dir / "utf8.toml", "seed = \"\xff\"\n");
  r = run_uuboard("-q --config " + uu_test::quoted(dir / "utf8.toml"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("utf8.toml:1") && Contains("UTF-8"));
  // A folder, or no name at all, is refused, not read as an empty file.
  r = run_uuboard("-q --config " + uu_test::quoted(dir) + " -o " + uu_test::quoted(dir / "f.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("a folder, not a file"));
  r = run_uuboard("-q --config '' -o " + uu_test::quoted(dir / "f.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("an empty file name"));
  CHECK(!fs::exists(dir / "f.json"));
}

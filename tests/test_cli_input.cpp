// The command line under hostile or careless input, and as part of a pipe: every bad
// value gets exit 2 and a message naming it; outputs go to standard output, through
// links and never half-written; saved boards and data files are checked on load.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli/commands.hpp"
#include "cli/output_names.hpp"
#include "cli/progress.hpp"
#include "process.hpp"
#include "uuboard/dictionary.hpp"
#include "io/embedded.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "model/limits.hpp"
#include "uuboard/paper.hpp"

namespace fs = std::filesystem;

namespace {

using Catch::Matchers::Contains;
using uu_test::Run;
using Json = nlohmann::json;

Run run(const std::string& args) { return uu_test::run_uuboard(args); }
fs::path scratch(const std::string& name) { return uu_test::scratch_dir("input-" + name); }

// A complete saved board (all expansions), made once.
const Json& saved_board() {
  static const Json board = [] {
    const fs::path dir = scratch("saved");
    REQUIRE(run("-q --seed saved -e all -o " + uu_test::quoted(dir / "b.json")).code == 0);
    return Json::parse(uu::read_file(dir / "b.json"));
  }();
  return board;
}

// Runs `command` on `board` written to a file; the result.
Run on_board(const std::string& command, const Json& board, const std::string& name) {
  const fs::path file = scratch("edited") / (name + ".json");
  uu::write_file_atomic(file, board.dump());
  return run(command + " " + uu_test::quoted(file));
}

// Peak resident memory (KB) of one successful run of the binary.
long peak_kb(const std::vector<std::string>& args) {
  const uu_test::Measured m = uu_test::run_measured(args);
  REQUIRE(m.code == 0);
  return m.peak_kb;
}

}  // namespace

TEST_CASE("input: -o - writes every format to standard output, /dev/stdout works", "[cli][input]") {
  const fs::path dir = scratch("stdout");
  const std::pair<const char*, const char*> formats[] = {{"pdf", "%PDF-"}, {"png", "\x89PNG"}, {"svg", "<?xml"}, {"json", "{"}};
  for (const auto& [format, magic] : formats) {
    INFO(format);
    const fs::path out = dir / (std::string("out.") + format);
    const Run r = uu_test::run_command(fmt::format("cd {} && {} -q --seed pipe --format {} -o - > {}", uu_test::quoted(dir), UUBOARD_BINARY, format, uu_test::quoted(out)));
    CHECK(r.code == 0);
    CHECK(uu::read_file(out).rfind(magic, 0) == 0);
  }
  CHECK(!fs::exists(dir / "-"));
  // A batch into a pipe: the .jsonl lines arrive on stdout.
  Run r = run("-q --seed pipe --stop-after points -n 3 --format jsonl -o - | wc -l");
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("3"));
  // /dev/stdout is written in place, into a pipe or a redirected file.
  r = run("-q --seed pipe --format json -o /dev/stdout | head -c 40");
  CHECK_THAT(r.output, Contains("uuboard-board"));
  // Redirected to a file, through /dev/fd/1 (the same links as /dev/stdout, but inside
  // /proc, where a build that renamed over the link could do no harm): the file gets it.
  r = run("-q --seed pipe --format json -o /dev/fd/1 > " + uu_test::quoted(dir / "redirected.json"));
  CHECK(r.code == 0);
  CHECK(Json::parse(uu::read_file(dir / "redirected.json"))["seed"] == "pipe");
  CHECK(fs::is_symlink("/dev/stdout"));
}

TEST_CASE("input: render - and check - read standard input", "[cli][input]") {
  const fs::path dir = scratch("stdin");
  REQUIRE(run("-q --seed in -o " + uu_test::quoted(dir / "b.json")).code == 0);
  Run r = run("check - < " + uu_test::quoted(dir / "b.json"));
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("every rule holds"));
  r = run("-q --seed in -o - --format json | " + std::string(UUBOARD_BINARY) + " render - -q -o " + uu_test::quoted(dir / "again.pdf"));
  CHECK(r.code == 0);
  CHECK(uu::read_file(dir / "again.pdf").rfind("%PDF-", 0) == 0);
  // Several boards a line on stdin.
  r = run("-q --seed in -n 2 --format jsonl -o - | " + std::string(UUBOARD_BINARY) + " check -");
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("checked 2 boards"));
}

TEST_CASE("input: an unwritable manifest is found before the first board; nothing is written", "[cli][input]") {
  const fs::path dir = scratch("manifest");
  Run r = run("--seed m -n 3 -o " + uu_test::quoted(dir / "b.jsonl") + " --manifest " + uu_test::quoted(dir / "missing/m.csv"));
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Contains("missing/m.csv"));
  CHECK_THAT(r.output, !Contains("board 1"));  // no board was made first
  CHECK(fs::is_empty(dir));
  // A single board into a missing folder: refused before the board is made.
  r = run("--seed m --stop-after points -o " + uu_test::quoted(dir / "missing/b.json") + " --manifest " + uu_test::quoted(dir / "m.csv"));
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Contains("missing/b.json"));
  CHECK(fs::is_empty(dir));
  // The same with one file per board: not one is written.
  r = run("--seed m -n 3 -o " + uu_test::quoted(dir / "each/{n}.json") + " --manifest " + uu_test::quoted(dir / "missing/m.csv"));
  CHECK(r.code == 3);
  CHECK(fs::is_empty(dir));
}

TEST_CASE("input: memory stays flat in the board count, for one file of every board and for a file a board", "[cli][input]") {
  const fs::path dir = scratch("memory");
  for (const char* format : {"pdf", "jsonl"}) {
    INFO(format);
    const std::string out = (dir / (std::string("b.") + format)).string();
    const long small = peak_kb({"-q", "--seed", "mem", "--stop-after", "points", "-j", "2", "-n", "200", "-o", out});
    const auto small_size = fs::file_size(out);
    const long large = peak_kb({"-q", "--seed", "mem", "--stop-after", "points", "-j", "2", "-n", "2000", "-o", out});
    const auto large_size = fs::file_size(out);
    // The file grows by 6 MB or more (the PDF's boards share their fonts and forms, so
    // it grows least); held in memory, so would the process.
    CHECK(large_size - small_size > 6'000'000);
    CHECK(large - small < 4000);
  }
  // A file a board, of every format: each board is written and let go.
  for (const char* format : {"json", "svg", "png", "pdf"}) {
    INFO(format);
    const std::string out = (dir / "each" / (std::string("{n}.") + format)).string();
    const auto run_of = [&](const char* count) {
      fs::remove_all(dir / "each");
      return peak_kb({"-q", "--seed", "mem", "--stop-after", "points", "-j", "2", "--dpi", "30", "-n", count, "-o", out});
    };
    const long small = run_of("100");
    const long large = run_of("1000");
    CHECK(std::distance(fs::directory_iterator(dir / "each"), fs::directory_iterator()) == 1000);
    CHECK(large - small < 4000);
  }
  // Streaming changes nothing in the bytes, whatever --jobs.
  REQUIRE(run("-q --seed mem -n 4 -j 1 -o " + uu_test::quoted(dir / "one.pdf")).code == 0);
  REQUIRE(run("-q --seed mem -n 4 -j 3 -o " + uu_test::quoted(dir / "three.pdf")).code == 0);
  CHECK(uu::read_file(dir / "one.pdf") == uu::read_file(dir / "three.pdf"));
}

TEST_CASE("input: existing outputs: written through a link, mode kept, --no-clobber refuses", "[cli][input]") {
  const fs::path dir = scratch("existing");
  uu::write_file_atomic(dir / "target.json", "old");
  ::chmod((dir / "target.json").c_str(), 0640);
  fs::create_symlink("target.json", dir / "link.json");
  REQUIRE(run("-q --seed e -o " + uu_test::quoted(dir / "link.json")).code == 0);
  CHECK(fs::is_symlink(dir / "link.json"));
  CHECK(Json::parse(uu::read_file(dir / "target.json"))["seed"] == "e");
  struct stat st{};
  REQUIRE(::stat((dir / "target.json").c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0640);
  const Run r = run("-q --seed other --no-clobber -o " + uu_test::quoted(dir / "target.json"));
  CHECK(r.code == 3);
  CHECK_THAT(r.output, Contains("target.json") && Contains("exists") && Contains("--no-clobber"));
  CHECK(Json::parse(uu::read_file(dir / "target.json"))["seed"] == "e");
  CHECK(run("-q --seed new --no-clobber -o " + uu_test::quoted(dir / "new.json")).code == 0);
}

TEST_CASE("input: bad values exit 2 with a message naming them", "[cli][input]") {
  const fs::path dir = scratch("values");
  struct Case {
    std::string args;
    std::vector<std::string> said;
  };
  const std::vector<Case> cases = {
      {"--seed \"$(printf 'bad\\377')\" -o x.json", {"--seed", "not valid UTF-8"}},
      {"--seed \"$(printf 'bad\\377')\" -o x.pdf", {"--seed", "not valid UTF-8"}},
      {"--seed \"$(printf 'bad\\377')\" -o x.svg", {"--seed", "not valid UTF-8"}},
      {"--seed \"$(printf 'bad\\377')\" -o x.png", {"--seed", "not valid UTF-8"}},
      {"--seed \"$(head -c 1001 /dev/zero | tr '\\0' a)\" -o x.pdf", {"--seed", "1001 bytes", "at most 1000"}},
      {"-j 2147483647 -o x.json", {"--jobs 2147483647", "1 to 256"}},
      {"--paper a3 --dpi 2400 -o x.png", {"--dpi 2400", "at most --dpi 990"}},
      {"--paper 5000x5000 -o x.png", {"--dpi 300", "at most --dpi 83"}},
      {"--size 10x10 -o x.json", {"--size 10x10", "between 11 and 360"}},
      {"-p abc -o x.json", {"--players abc", "not a whole number", "2 to 9"}},
      {"--margin x -o x.json", {"--margin x", "not a number"}},
      {"--stop-after '' -o x.json", {"--stop-after ''", "empty"}},
      {"--seed '' -o x.json", {"--seed ''", "empty"}},
      {"render a.json b.json check", {"cannot read a.json"}},
      {"generate render", {"unexpected argument", "render"}},
      {"--bogus-option x -o x.json", {"unexpected argument: --bogus-option x"}},
      {"check", {"no board given"}},
      {"--players", {"--players needs a value"}},
  };
  for (const Case& c : cases) {
    INFO(c.args);
    const Run r = uu_test::run_command("cd " + uu_test::quoted(dir) + " && " + std::string(UUBOARD_BINARY) + " -q " + c.args);
    CHECK(r.code == 2);
    for (const std::string& s : c.said) CHECK_THAT(r.output, Contains(s));
    CHECK_THAT(r.output, !Contains("internal error") && !Contains("json.exception") && !Contains("Value ") && !Contains("At Most"));
  }
  CHECK(fs::is_empty(dir));
}

TEST_CASE("input: a seed of the largest allowed length draws in bounded time", "[cli][input]") {
  const fs::path dir = scratch("long-seed");
  const Run r = run("-q --seed \"$(head -c " + std::to_string(uu::max_seed_bytes) + " /dev/zero | tr '\\0' a)\" -o " + uu_test::quoted(dir / "b.pdf"));
  CHECK(r.code == 0);
  CHECK(fs::file_size(dir / "b.pdf") > 1000);
}

TEST_CASE("input: the documented smallest --size works for every seed and expansion set", "[cli][input]") {
  for (int seed = 0; seed < 40; ++seed) {
    uu::GenerateOptions o;
    o.seed = fmt::format("small-{}", seed);
    o.board.players = 2 + seed % 8;
    o.board.size_width = uu::min_size_units;
    o.board.size_height = uu::min_size_units;
    if (seed % 2 == 0) o.board.expansions = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
    INFO(o.seed);
    CHECK_NOTHROW(uu::generate(o));
  }
}

TEST_CASE("input: case does not matter in extensions, sizes and papers; --from N of one board", "[cli][input]") {
  const fs::path dir = scratch("case");
  CHECK(run("-q --seed c -o " + uu_test::quoted(dir / "x.PDF")).code == 0);
  CHECK(uu::read_file(dir / "x.PDF").rfind("%PDF-", 0) == 0);
  CHECK(run("-q --seed c --size 12X12 --paper A4 --format JSON -o " + uu_test::quoted(dir / "s.json")).code == 0);
  const Run r = run("-q --seed c --from 5 -o " + uu_test::quoted(dir / "one.json"));
  CHECK(r.code == 0);
  CHECK(Json::parse(uu::read_file(dir / "one.json"))["seed"] == "c-5");
}

TEST_CASE("input: Legal and Tabloid papers", "[cli][input]") {
  const auto legal = uu::parse_paper("Legal");
  REQUIRE(legal);
  CHECK(legal->long_mm == Approx(14 * 25.4));
  CHECK(legal->short_mm == Approx(8.5 * 25.4));
  const auto tabloid = uu::parse_paper("tabloid");
  REQUIRE(tabloid);
  CHECK(tabloid->long_mm == Approx(17 * 25.4));
  CHECK(tabloid->short_mm == Approx(11 * 25.4));
  const fs::path dir = scratch("papers");
  CHECK(run("-q --seed p --paper legal -o " + uu_test::quoted(dir / "b.svg")).code == 0);
  CHECK_THAT(uu::read_file(dir / "b.svg"), Contains("width=\"355.6mm\""));
}

TEST_CASE("input: data files that cannot be honoured are refused at load with the JSON path", "[cli][input]") {
  const auto edited = [](const std::string& field, int value) {
    Json j = Json::parse(uu::embedded_file("game.json"));
    j["node_types"][0][field] = value;
    if (field == "min") j["node_types"][0]["max"] = nullptr;
    return j.dump();
  };
  CHECK_THROWS_WITH(uu::load_dictionary(edited("min", 1000), "d.json"), Contains("d.json: /node_types/0/min") && Contains("at most 12"));
  CHECK_THROWS_WITH(uu::load_dictionary(edited("icon", 99999), "d.json"), Contains("d.json: /node_types/0/icon") && Contains("0 to 63"));
  CHECK_NOTHROW(uu::load_dictionary(edited("min", 12), "d.json"));
}

TEST_CASE("input: check and render refuse boards with absurd values or unknown fields", "[cli][input]") {
  Json far = saved_board();
  far["nodes"][3]["x"] = 1e308;
  Run r = on_board("check", far, "far");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("/nodes/3/x") && Contains("board position"));
  r = on_board("render -o /dev/null --format pdf", far, "far");
  CHECK(r.code == 2);
  // A PNG too large to allocate is refused for saved boards too, naming the DPI that fits.
  r = on_board("render --dpi 2400 -o " + uu_test::quoted(scratch("render-png") / "b.png"), saved_board(), "png");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("--dpi 2400") && Contains("at most --dpi 1401"));
  Json players = saved_board();
  players["options"]["players"] = 20;
  r = on_board("check", players, "players");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("/options") && Contains("players 20") && Contains("between 2 and 9"));
  Json extra = saved_board();
  extra["colour"] = "blue";
  r = on_board("check", extra, "extra");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("/colour") && Contains("unknown field"));
  const fs::path broken = scratch("broken") / "broken.json";
  uu::write_file_atomic(broken, "{\"format\": [1,");
  r = run("check " + uu_test::quoted(broken));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("broken.json: not valid JSON") && !Contains("json.exception"));
}

TEST_CASE("input: check finds incomplete boards; render refuses what check rejects", "[cli][input]") {
  const fs::path dir = scratch("incomplete");
  REQUIRE(run("-q --seed part --stop-after start-nodes -o " + uu_test::quoted(dir / "part.json")).code == 0);
  Run r = run("check " + uu_test::quoted(dir / "part.json"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Contains("complete:") && Contains("without a type"));
  r = run("render -q " + uu_test::quoted(dir / "part.json") + " -o " + uu_test::quoted(dir / "part.pdf"));
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Contains("not drawn") && Contains("complete:"));
  CHECK(!fs::exists(dir / "part.pdf"));
  const std::pair<const char*, const char*> removals[] = {
      {"types", "lists no node types"}, {"areas", "no areas"}, {"tiny_nodes", "has 0 tiny nodes"}, {"resources", "has 0 resources"},
      {"expeditions", "has 0 expeditions"}};
  for (const auto& [field, said] : removals) {
    INFO(field);
    Json board = saved_board();
    board[field] = Json::array();
    if (std::string(field) == "areas") {
      for (const char* placed : {"expeditions", "landmarks", "resources"}) board[placed] = Json::array();
    }
    r = on_board("check", board, field);
    CHECK(r.code == 1);
    CHECK_THAT(r.output, Contains(said));
  }
  Json dots = saved_board();
  for (Json& node : dots["nodes"]) node["power_dots"] = Json::array();
  for (const char* placed : {"resources"}) dots[placed] = Json::array();
  r = on_board("check", dots, "dots");
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Contains("without a power dot"));
  // The complete board passes, with the built-in tables given as --data too.
  r = on_board("check --data " + uu_test::quoted(fs::path(UUBOARD_SOURCE_DIR) / "data/game.json"), saved_board(), "whole");
  CHECK(r.code == 0);
  // Tables that lack a name the board uses: check --data says which.
  Json tables = Json::parse(uu::embedded_file("game.json"));
  const std::string first_tiny = tables["tiny_nodes"][0]["name"];
  tables["tiny_nodes"].erase(0);
  uu::write_file_atomic(dir / "tables.json", tables.dump());
  Json uses = saved_board();
  uses["tiny_nodes"][0]["type"] = first_tiny;
  r = on_board("check --data " + uu_test::quoted(dir / "tables.json"), uses, "uses");
  CHECK(r.code == 1);
  CHECK_THAT(r.output, Contains("tiny node \"" + first_tiny + "\" is not in"));
}

TEST_CASE("input: generate --help lists the options; stats names seeds as batches do", "[cli][input]") {
  Run r = run("generate --help");
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("--players") && Contains("--count") && Contains("--output"));
  r = run("stats --seed cup -n 2");
  CHECK_THAT(r.output, Contains("\"cup-1\" .. \"cup-2\""));
  const std::string readme = uu::read_file(fs::path(UUBOARD_SOURCE_DIR) / "README.md");
  CHECK_THAT(readme, Contains("--seed cup --players 6 --count 20") && Contains("--seed cup-7 --players 6"));
}

TEST_CASE("input: the progress bar fits the terminal and a line says what was written", "[cli][input]") {
  for (int columns : {20, 40, 80, 200}) {
    const std::string line = uu::cli::progress_line(123, 1000, 55.5, 75, columns);
    INFO(line);
    CHECK(static_cast<int>(line.size()) < columns);
    CHECK_THAT(line, Contains("123/1000") || Contains("123"));
  }
  const fs::path dir = scratch("progress");
  // A terminal of 40 columns, through script(1).
  const Run r = uu_test::run_command("script -qec \"stty cols 40; " + std::string(UUBOARD_BINARY) + " --seed bar --stop-after points -n 50 -o " +
                                     (dir / "b.jsonl").string() + "\" /dev/null");
  CHECK(r.code == 0);
  CHECK_THAT(r.output, Contains("wrote 50 boards to ") && Contains("b.jsonl"));
  // Every drawing of the bar (the text between carriage returns that ends in "left")
  // is shorter than the terminal.
  std::size_t start = 0, bars = 0;
  const std::string& out = r.output;
  for (std::size_t i = 0; i <= out.size(); ++i) {
    if (i < out.size() && out[i] != '\r' && out[i] != '\n') continue;
    const std::string piece = out.substr(start, i - start);
    const std::size_t end = piece.find(" left");
    if (end != std::string::npos) {
      ++bars;
      CHECK(end + 5 < 40);
    }
    start = i + 1;
  }
  CHECK(bars > 0);
}

TEST_CASE("input: a folder, an empty name or an endless file is refused by name, not read", "[cli][input]") {
  const fs::path dir = uu_test::scratch_dir("unreadable");
  Run r = run("check " + uu_test::quoted(dir));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("a folder, not a file"));
  r = run("render '' -o " + uu_test::quoted(dir / "r.svg"));
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("an empty file name"));
  // The limit is said before reading past it: from the file's size, or while reading a
  // stream that has none (here with a small limit, so the test reads little).
  uu::write_file_atomic(dir / "big.json", std::string(4097, ' '));
  CHECK_THROWS_WITH(uu::read_file(dir / "big.json", 4096), Contains("larger than the") && Contains("big.json"));
  CHECK(uu::read_file(dir / "big.json", 4097).size() == 4097);
  CHECK_THROWS_WITH(uu::read_file("/dev/zero", std::uintmax_t{1} << 20), Contains("/dev/zero: larger than the 1 MiB a file may be"));
}

TEST_CASE("input: messages name what was typed; a seed's control characters never reach the terminal raw", "[cli][input]") {
  Run r = run("-q=1 --seed x");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("-q=1: a short option takes its value after a space"));
  r = run("--legend=maybe --seed x");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Contains("--legend=maybe: --legend is a switch and takes no value"));
  // A seed with an escape sequence, in a message: shown as \x1B, not sent to the terminal.
  const fs::path dir = uu_test::scratch_dir("control");
  CHECK(uu::cli::printable("seed \"a\033[31mred\x7f\"\n\tnext") == "seed \"a\\x1B[31mred\\x7F\"\n\tnext");
  r = run("--seed \"$(printf 'a\\033[31mred')\" --players 9 --size 11x11 -o " + uu_test::quoted(dir / "b.json"));
  CHECK(r.output.find('\033') == std::string::npos);
  if (r.code != 0) CHECK_THAT(r.output, Contains("a\\x1B[31mred"));
}

TEST_CASE("input: a seed too long for a file name gets a shortened default name", "[cli][input]") {
  const fs::path dir = uu_test::scratch_dir("long-name");
  const std::string seed(300, 's');
  const Run r = uu_test::run_command("cd " + uu_test::quoted(dir) + " && " + std::string(UUBOARD_BINARY) + " -q --format json --seed " + seed);
  REQUIRE(r.code == 0);
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    ++files;
    const std::string name = entry.path().filename().string();
    CHECK(name.size() <= 255);
    CHECK(name.starts_with("uuboard-" + seed.substr(0, 100)));
    CHECK(Json::parse(uu::read_file(entry.path()))["seed"] == seed);
  }
  CHECK(files == 1);
  // Two long seeds that share their start still get two names.
  CHECK(uu::file_safe(seed + "a") != uu::file_safe(seed + "b"));
  CHECK(uu::file_safe(seed + "a").size() <= uu::max_seed_in_name);
}

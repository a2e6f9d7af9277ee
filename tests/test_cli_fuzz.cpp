// The command line under random option vectors: valid and invalid values for every
// option, random bytes in seeds, in random order. Whatever comes in, uuboard must answer
// with a documented exit code (0 to 3), never an internal error or a signal. The runs
// are processes (argv passed as is, no shell), in a scratch folder, with cheap stages
// most of the time so a few thousand fit in CI. UUBOARD_FUZZ_RUNS changes the count.
// Output names that collide (a manifest on the boards' file, through a link, a name
// pattern that repeats, a seed that climbs out of its folder) and random config files
// are in the mix, and a run that exits 0 must have written every board it was asked for.
#include <catch2/catch.hpp>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fmt/core.h>
#include <fstream>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "io/io.hpp"
#include "process.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/rng.hpp"

namespace fs = std::filesystem;

namespace {

struct Outcome {
  int code = -1;    // exit code, or -1 when killed
  int signal = 0;   // the signal that ended it
  std::string err;  // what it printed on stderr
};

// Runs the binary with `args` in `dir`; stdin empty, stdout discarded, stderr kept. A run
// still going after 60 s is stopped by SIGALRM, which counts as a failure.
Outcome run_in(const fs::path& dir, const std::vector<std::string>& args) {
  int pipe_fds[2];
  REQUIRE(::pipe(pipe_fds) == 0);
  std::vector<std::string> copy = args;
  std::string binary = UUBOARD_BINARY;
  std::vector<char*> argv{binary.data()};
  for (std::string& a : copy) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int null_fd = ::open("/dev/null", O_RDWR);
    ::dup2(null_fd, STDIN_FILENO);
    ::dup2(null_fd, STDOUT_FILENO);
    ::dup2(pipe_fds[1], STDERR_FILENO);
    ::close(pipe_fds[0]);
    if (::chdir(dir.c_str()) != 0) ::_exit(126);
    ::alarm(60);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(pipe_fds[1]);
  Outcome out;
  char buf[4096];
  for (ssize_t n; (n = ::read(pipe_fds[0], buf, sizeof buf)) > 0;) out.err.append(buf, static_cast<std::size_t>(n));
  ::close(pipe_fds[0]);
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  if (WIFEXITED(status)) out.code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) out.signal = WTERMSIG(status);
  return out;
}

template <class T>
const T& pick(uu::Rng& rng, const std::vector<T>& items) {
  return items[static_cast<std::size_t>(rng.below(static_cast<int>(items.size())))];
}

// A seed of random bytes: printable text, UTF-8, invalid bytes, control characters.
std::string random_seed(uu::Rng& rng) {
  static const std::vector<std::string> pieces = {"a", "Z", "7", " ", "-", "/", "\\", "\"", "'", "{seed}", "{n}", "%s", "é",
                                                  "日本", "\xf0\x9f\x8e\xb2", "\xff", "\xc3", "\xed\xa0\x80", "\x01", "\t", "\n", "\x7f"};
  std::string seed;
  const int length = rng.between(0, 12);
  for (int i = 0; i < length; ++i) seed += pick(rng, pieces);
  return seed;
}

struct Choice {
  std::string option;
  std::vector<std::string> values;  // empty: a flag
};

std::vector<Choice> generate_choices(const std::string& data) {
  std::vector<Choice> c = {
      {"-p", {"2", "4", "9", "0", "10", "abc", "", "-1", "99999999999", "4.5"}},
      {"-e", {"all", "none", "electric", "Sharp-Scissors,electric", "bogus", ",,", ""}},
      {"--paper", {"a4", "LETTER", "legal", "Tabloid", "a5", "100x80", "0x0", "5000x5000", "abc", "8.5x11in", "nanxnan", "1e400x5"}},
      {"--margin", {"0", "6.35", "-1", "1e308", "nan", "abc", "200"}},
      {"--size", {"11x11", "12X20", "6x6", "1000000x1", "x", "-5x5", "abc", "30x20"}},
      {"-n", {"1", "3", "0", "-1", "1000001", "abc"}},
      {"--from", {"1", "5", "0", "-3", "999999999999", "2147483647"}},
      {"-j", {"0", "1", "2", "2147483647", "-1", "x"}},
      {"--dpi", {"30", "72", "2400", "29", "abc", "100000"}},
      {"-o", {"b.json", "b.jsonl", "b.svg", "b.png", "b.pdf", "x.PDF", "-", "{n}.json", "out/{seed}.svg", "/nonexistent/x.json", "b.txt", "",
              "{players}.json", "o/{seed}/x.json", "{seed}.json", "link.jsonl", "out.jsonl"}},
      {"--format", {"json", "JSONL", "svg", "pdf", "bogus", ""}},
      {"--manifest", {"m.csv", "m.jsonl", "m.txt", "/nonexistent/m.csv", "b.jsonl", "out.jsonl", "link.jsonl", "{n}.json"}},
      {"--config", {"cfg.toml", "cfg.ini", "/etc", "", "missing.toml"}},
      {"--best-of", {"1", "2", "0", "1001", "x"}},
      {"--min-score", {"0", "101", "nan", "x", "-5"}},
      {"--duplex", {"long", "short", "sideways"}},
      {"--data", {data, "/nonexistent.json", "b.json"}},
      {"--legend", {}},
      {"--secret-board", {}},
      {"--ink-friendly", {}},
      {"--mono", {}},
      {"--first-game", {}},
      {"--portrait", {}},
      {"--no-clobber", {}},
      {"--bogus-option", {}},
  };
  std::vector<std::string> stages{"", "bogus"};
  for (std::string_view s : uu::stage_names()) stages.emplace_back(s);
  c.push_back({"--stop-after", stages});
  return c;
}

std::vector<std::string> random_args(uu::Rng& rng, const std::vector<Choice>& choices) {
  std::vector<std::string> args;
  const int kind = rng.below(20);
  if (kind == 4 || kind == 5) {
    // Outputs that may name one file twice: every option valid, so only a collision stops it.
    static const std::vector<std::string> outputs = {"b2.jsonl", "out.jsonl", "link.jsonl", "{n}.json", "{players}.json", "{seed}.json",
                                                     "o/{seed}/x.json", "x.json"};
    static const std::vector<std::string> manifests = {"", "m.csv", "out.jsonl", "link.jsonl", "b2.jsonl", "m.jsonl"};
    args = {"--seed", rng.chance(0.8) ? "c" + std::to_string(rng.below(1000)) : random_seed(rng), "-n", std::to_string(rng.between(1, 3)),
            "-o", pick(rng, outputs), "--stop-after", "points", "-q"};
    if (const std::string& manifest = pick(rng, manifests); !manifest.empty()) args.insert(args.end(), {"--manifest", manifest});
    if (rng.chance(0.3)) args.insert(args.end(), {"--config", "cfg.toml"});
    return args;
  }
  if (kind == 0) return {"check", pick(rng, std::vector<std::string>{"b.json", "b.jsonl", "-", "missing.json", "m.csv"})};
  if (kind == 1) {
    args = {"render", pick(rng, std::vector<std::string>{"b.json", "b.jsonl", "missing.json", "m.csv"})};
  } else if (kind == 2) {
    args = {"generate"};
  } else if (kind == 3) {
    args = {"stats", "-n", pick(rng, std::vector<std::string>{"1", "0", "x"}), "--stop-after", "points"};
  }
  if (rng.chance(0.6)) {
    args.push_back("--seed");
    args.push_back(random_seed(rng));
  }
  const int count = rng.between(0, 6);
  bool staged = false;
  for (int i = 0; i < count; ++i) {
    const Choice& c = pick(rng, choices);
    if (kind == 1 && (c.option == "-p" || c.option == "--paper" || c.option == "--stop-after")) continue;  // not render's
    args.push_back(c.option);
    if (!c.values.empty()) args.push_back(pick(rng, c.values));
    staged = staged || c.option == "--stop-after";
  }
  // Most runs stop after a cheap stage, so thousands fit in a minute.
  if (kind != 1 && !staged && rng.chance(0.9)) {
    args.push_back("--stop-after");
    args.push_back(rng.chance(0.7) ? "points" : "tree");
  }
  if (kind != 1 && rng.chance(0.8)) args.push_back("-q");
  return args;
}

// A config file of random lines: good keys, bad values, comments, sections, a key twice,
// a byte-order mark, invalid UTF-8. None of them sets the output or the count, so a run's
// outputs are still the command line's.
std::string random_config(uu::Rng& rng) {
  static const std::vector<std::string> lines = {
      "players = 6", "players = 99", "paper = \"a5\"", "paper = 'letter'", "margin = nan", "mono = true", "mono = false",
      "legend = false", "no-legend = true", "assembly = false", "first-game = true", "expansions = [electric, all]",
      "expansions = bogus", "seed = \"\"", "seed = \"cfg\" # a comment", "seed = cfg ; a comment", "seed = \"\xff\"",
      "stop-after = points", "[section]", "# a comment", "bogus = 1", "= 5", "players", "portrait = maybe"};
  std::string text = rng.chance(0.1) ? "\xef\xbb\xbf" : "";
  const int count = rng.between(0, 5);
  for (int i = 0; i < count; ++i) text += pick(rng, lines) + "\n";
  return text;
}

// The value of the last `option` in `args`, or empty.
std::string last_value(const std::vector<std::string>& args, const std::string& option) {
  std::string value;
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == option) value = args[i + 1];
  return value;
}

bool has(const std::vector<std::string>& args, const std::string& option) { return std::find(args.begin(), args.end(), option) != args.end(); }

// Nothing lost with exit 0: a generate run that wrote a .jsonl holds every board asked
// for, one a line, and a name pattern made one file per board. Empty when it holds;
// `checked` counts the runs whose outputs were looked at.
std::string lost_boards(const fs::path& dir, const std::vector<std::string>& args, int& checked) {
  if (args.empty() || args[0] == "check" || args[0] == "render" || args[0] == "stats" || has(args, "--format"))
    return {};
  const std::string output = last_value(args, "-o"), count_text = last_value(args, "-n");
  const int count = count_text.empty() ? 1 : std::atoi(count_text.c_str());
  if (output.ends_with(".jsonl")) {
    ++checked;
    std::ifstream in(dir / output);
    int boards = 0;
    for (std::string line; std::getline(in, line);) {
      if (!line.starts_with("{") || line.find("\"uuboard-board\"") == std::string::npos) return output + " holds a line that is not a board";
      ++boards;
    }
    if (boards != count) return fmt::format("{} holds {} boards of {}", output, boards, count);
  } else if (output.ends_with(".json") && output.find('{') != std::string::npos) {
    ++checked;
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
      if (entry.is_regular_file() && entry.path().extension() == ".json" && entry.path() != dir / "b.json") ++files;
    if (files != count) return fmt::format("{} made {} files for {} boards", output, files, count);
  }
  return {};
}

std::string shown(const std::vector<std::string>& args) {
  std::string out;
  for (const std::string& a : args) out += " '" + a + "'";
  return out;
}

}  // namespace

TEST_CASE("cli fuzz: random option vectors end in a documented exit code", "[cli][fuzz]") {
  const fs::path dir = uu_test::scratch_dir("cli-fuzz");
  const std::string data = std::string(UUBOARD_SOURCE_DIR) + "/data/game.json";
  const std::vector<Choice> choices = generate_choices(data);
  // Boards for check and render to read, written again before every run (a run may
  // write over them), and a link to a file that does not exist yet.
  REQUIRE(run_in(dir, {"-q", "--seed", "fuzz", "-o", "b.json"}).code == 0);
  REQUIRE(run_in(dir, {"-q", "--seed", "fuzz", "-n", "2", "-o", "b.jsonl"}).code == 0);
  const std::string board = uu::read_file(dir / "b.json"), boards = uu::read_file(dir / "b.jsonl");
  const std::set<std::string> inputs = {"b.json", "b.jsonl", "link.jsonl"};
  fs::create_symlink("out.jsonl", dir / "link.jsonl");
  const char* env = std::getenv("UUBOARD_FUZZ_RUNS");
  const int runs = env ? std::atoi(env) : 3000;
  uu::Rng rng(0x5eed'f022);
  int codes[4] = {0, 0, 0, 0};
  int outputs_checked = 0;
  for (int i = 0; i < runs; ++i) {
    // A fresh folder: the outputs of earlier runs go, the inputs come back.
    for (const auto& entry : fs::directory_iterator(dir))
      if (!inputs.contains(entry.path().filename().string())) fs::remove_all(entry.path());
    uu::write_file_atomic(dir / "b.json", board);
    uu::write_file_atomic(dir / "b.jsonl", boards);
    uu::write_file_atomic(dir / "cfg.toml", random_config(rng));
    uu::write_file_atomic(dir / "cfg.ini", random_config(rng));
    const std::vector<std::string> args = random_args(rng, choices);
    const Outcome out = run_in(dir, args);
    INFO("run " << i << ": uuboard" << shown(args) << "\nstderr: " << out.err);
    REQUIRE(out.signal == 0);
    REQUIRE(out.code >= 0);
    REQUIRE(out.code <= 3);
    REQUIRE(out.err.find("internal error") == std::string::npos);
    REQUIRE(out.err.find("json.exception") == std::string::npos);
    if (out.code == 0) {
      const std::string lost = lost_boards(dir, args, outputs_checked);
      INFO(lost);
      REQUIRE(lost.empty());
    }
    ++codes[out.code];
  }
  // The mix covers successes and refusals both.
  CHECK(codes[0] > runs / 20);
  CHECK(codes[2] > runs / 20);
  CHECK(outputs_checked > runs / 100);
}

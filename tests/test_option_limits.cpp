// Options inside the documented limits either make a board or are refused before any
// attempt (exit 2), by a message that names the option and what would work. The option
// sets once found to make no board for any seed are pinned one by one through the
// command line; a sweep walks the edges of every limit through the same steps the
// command line takes (read the options, refuse the hopeless, generate).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "io/embedded.hpp"
#include "io/io.hpp"
#include "model/failure_tally.hpp"
#include "model/limits.hpp"
#include "process.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/paper.hpp"

namespace fs = std::filesystem;

namespace {

using Catch::Matchers::Contains;
using Json = nlohmann::json;
using uu_test::Run;

fs::path scratch(const std::string& name) { return uu_test::scratch_dir("limits-" + name); }

// One board of these options written as data (nothing drawn), as a user would ask.
Run board(const std::string& options, const fs::path& out) {
  return uu_test::run_uuboard("-q --seed s1 " + options + " -o " + uu_test::quoted(out));
}

// The built-in tables with one edit, written to `file` for --data.
void write_tables(const fs::path& file, const std::function<void(Json&)>& edit) {
  Json j = Json::parse(uu::embedded_file("game.json"));
  edit(j);
  uu::write_file_atomic(file.string(), j.dump());
}

// What the command line makes of these options for one seed: the reason it refuses them
// before generating (exit 2), or the board, or the failure after every attempt (exit 1).
struct Outcome {
  std::string refused;
  std::string failed;
  std::optional<uu::Board> board;
};

Outcome outcome(const uu::BoardOptionsText& typed, const std::string& seed) {
  Outcome out;
  uu::GenerateOptions o;
  o.seed = seed;
  try {
    o.board = uu::parse_board_options(typed, uu::builtin_dictionary());
  } catch (const uu::OptionError& e) {
    out.refused = e.what();
    return out;
  }
  out.refused = uu::board_problem(o);
  if (!out.refused.empty()) return out;
  uu::GenerateResult made = uu::try_generate(o);
  out.failed = made.failure;
  out.board = std::move(made.board);
  return out;
}

std::string described(const uu::BoardOptionsText& t) {
  return fmt::format("-p {} --paper {}{} --margin {:g}{}{}{}", t.players, t.paper, t.portrait ? " --portrait" : "", t.margin,
                     t.size.empty() ? "" : " --size " + t.size, t.sheets.empty() ? "" : " --sheets " + t.sheets,
                     t.board_paper.empty() ? "" : " --board-paper " + t.board_paper);
}

// Every seed makes a board of these options, or they are refused before any attempt
// with a message naming `option`. Returns whether they were refused.
bool board_or_refused(const uu::BoardOptionsText& typed, int seeds, const std::string& option) {
  for (int k = 1; k <= seeds; ++k) {
    const std::string seed = fmt::format("edge-{}", k);
    const Outcome r = outcome(typed, seed);
    INFO(described(typed) << " seed " << seed);
    if (!r.refused.empty()) {
      CHECK_THAT(r.refused, Contains(option));
      return true;
    }
    CHECK(r.failed == "");
  }
  return false;
}

// The largest whole margin a sheet of `paper` allows (a window of 50 x 50 mm at least).
double largest_margin(const std::string& paper, bool portrait) {
  uu::PageSetup page = *uu::parse_paper(paper);
  page.portrait = portrait;
  double margin = 0;
  for (;;) {
    page.margin_mm = margin + 1;
    if (!uu::page_setup_problem(page).empty()) return margin;
    margin += 1;
  }
}

}  // namespace

TEST_CASE("option limits: the option sets that never made a board make one now", "[option-limits][cli]") {
  const fs::path dir = scratch("made");
  struct Case {
    std::string options;
    int least_nodes;  // what the board holds at least
  };
  const Case cases[] = {
      {"--sheets 3x1", 88},          // a strip too narrow for Critters: the players' rows a unit apart
      {"--sheets 4x1", 88},          //
      {"--sheets 64x1", 88},         // the longest strip
      {"--paper legal --margin 30", 88},  // rows 0.67 units apart at most: a unit apart instead
      {"-p 9 --size 11x11", 136},    // on 2 x 2 sheets: the lattice keeps what 9 players' types need
      {"-p 9 --sheets 2x2", 136},    // the README's club board: 135 points rounded, one row more
  };
  for (const Case& c : cases) {
    INFO(c.options);
    const Run r = board(c.options, dir / "b.json");
    REQUIRE(r.code == 0);
    const Json j = Json::parse(uu::read_file(dir / "b.json"));
    CHECK(j["nodes"].size() >= static_cast<std::size_t>(c.least_nodes));
  }
}

TEST_CASE("option limits: hopeless option sets are refused before generating, naming what works", "[option-limits][cli]") {
  const fs::path dir = scratch("refused");
  struct Case {
    std::string options;
    std::vector<std::string> said;
  };
  const Case cases[] = {
      {"--sheets 64x64", {"--sheets 64x64:", "units of board a sheet", "fewer sheets (--sheets ", "--size"}},
      {"--sheets 16x16", {"--sheets 16x16:", "0.28 units of board a sheet", "at least 0.33"}},
      {"--size 11x11 --sheets 64x64", {"--sheets 64x64:", "a board of 11 x 11 units", "larger --size"}},
      {"--board-paper a5", {"--board-paper a5:", "fits on one a4 sheet", "give --paper a5"}},
      {"--board-paper 10x10", {"--board-paper 10x10:", "at least 50 x 50 mm"}},
      {"--board-paper 1e308x1e308", {"--board-paper 1e308x1e308:", "1e+308 mm sheet is larger than the 5000 mm"}},
      {"--board-paper 5000x5000 --paper a5", {"--board-paper 5000x5000:", "units of board a sheet"}},
      {"--paper legal --margin 79", {"--margin 79:", "too small for 6 pt", "a margin of at most 51 mm"}},
  };
  for (const Case& c : cases) {
    INFO(c.options);
    const Run r = board(c.options, dir / "b.json");
    CHECK(r.code == 2);
    for (const std::string& said : c.said) CHECK_THAT(r.output, Contains(said));
    CHECK_FALSE(fs::exists(dir / "b.json"));
  }
}

TEST_CASE("option limits: game tables that cannot fill a board are refused, naming the file", "[option-limits][cli]") {
  const fs::path dir = scratch("tables");
  struct Case {
    std::string name;
    std::function<void(Json&)> edit;
    std::string expansions;
  };
  const Case cases[] = {
      {"no-types.json",
       [](Json& j) {
         j["node_types"] = Json::array();
         j["energetic_nodes"] = Json::array();
         for (Json& m : j["missions"]) m["relevant_nodes"] = Json::array();
       },
       "none"},
      {"max-0.json",
       [](Json& j) {
         for (Json& t : j["node_types"]) t["min"] = 0, t["max"] = 0;
       },
       "none"},
      {"prob-0.json",
       [](Json& j) {
         for (Json& t : j["node_types"]) t["prob"] = 0;
       },
       "all"},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    write_tables(dir / c.name, c.edit);
    const Run r = board("--data " + uu_test::quoted(dir / c.name) + " -e " + c.expansions, dir / "b.json");
    CHECK(r.code == 2);
    CHECK_THAT(r.output, Contains("--data " + (dir / c.name).string() + ": the maximum counts allow"));
    CHECK_THAT(r.output, Contains("leave a type without a max"));
  }
  // Every prob 0 is no trouble without an expansion that adds node types: each is taken at its minimum.
  CHECK(board("--data " + uu_test::quoted(dir / "prob-0.json"), dir / "b.json").code == 0);
}

TEST_CASE("option limits: a seed that makes no board names the rule that failed most often", "[option-limits]") {
  SECTION("the tally: most attempts, not the last; numbers are an attempt's particulars, not the rule") {
    uu::FailureTally tally;
    tally.add("points: nodes 4 and 6 are 0.632 units apart (at least 0.7 needed)");
    tally.add("start-nodes: no 3 start nodes per side");
    tally.add("points: nodes 67 and 73 are 0.000 units apart (at least 0.7 needed)");
    tally.add("types: border rules for Critters leave 3 nodes, 5 needed");
    const uu::FailureTally::Rule& most = tally.most_frequent();
    CHECK(most.count == 2);
    CHECK(most.last == "points: nodes 67 and 73 are 0.000 units apart (at least 0.7 needed)");
    uu::FailureTally even;
    even.add("tree: some node cannot be joined");
    even.add("start-nodes: no 3 start nodes per side");
    CHECK(even.most_frequent().last == "tree: some node cannot be joined");  // of equals, the first
  }
  SECTION("the message after 25 attempts") {
    const fs::path dir = scratch("rule");
    // Oil forbidden on the border and kept within 0.01 units of it: no node qualifies.
    write_tables(dir / "oil.json", [](Json& j) {
      for (Json& t : j["node_types"]) {
        if (t["name"] != "Oil") continue;
        t["forbidden_on_border"] = true;
        t["max_border_distance"] = 0.01;
      }
    });
    const Run r = board("--data " + uu_test::quoted(dir / "oil.json"), dir / "b.json");
    CHECK(r.code == 1);
    CHECK_THAT(r.output, Contains("no board for seed \"s1\" after 25 attempts; the rule that failed most often (25 of 25) was types: "
                                  "border rules for Oil leave 0 nodes"));
  }
}

TEST_CASE("option limits: the edges of every documented limit make a board or are refused", "[option-limits]") {
  const int seeds = uu_test::sweep(4);
  SECTION("players 2 to 9 on the smallest --size and the longest") {
    for (int players = uu::players_range.lo; players <= uu::players_range.hi; ++players) {
      for (const char* size : {"11x11", "360x11", "11x360"}) {
        uu::BoardOptionsText t;
        t.players = players;
        t.size = size;
        CHECK_FALSE(board_or_refused(t, seeds, "--size"));
      }
    }
  }
  SECTION("a strip of sheets, across and down: the shortest and the longest, for every player count") {
    for (int players = uu::players_range.lo; players <= uu::players_range.hi; ++players) {
      for (const int n : {2, uu::max_sheets_side}) {
        for (const bool across : {true, false}) {
          uu::BoardOptionsText t;
          t.players = players;
          t.sheets = across ? fmt::format("{}x1", n) : fmt::format("1x{}", n);
          CHECK_FALSE(board_or_refused(t, n == 2 ? seeds : 1, "--sheets"));
        }
      }
    }
  }
  SECTION("the most sheets: a players' board and the smallest --size are refused, naming fewer") {
    uu::BoardOptionsText t;
    t.sheets = fmt::format("{0}x{0}", uu::max_sheets_side);
    CHECK(board_or_refused(t, 1, "fewer sheets"));
    t.size = "11x11";
    CHECK(board_or_refused(t, 1, "fewer sheets"));
  }
  SECTION("the largest margin on every paper, both ways, and the largest that prints the board") {
    for (const uu::NamedPaper& paper : uu::named_papers) {
      for (const bool portrait : {false, true}) {
        for (int players : {uu::players_range.lo, uu::players_range.hi}) {
          uu::BoardOptionsText t;
          t.players = players;
          t.paper = std::string(paper.name);
          t.portrait = portrait;
          t.margin = largest_margin(t.paper, portrait);
          if (!board_or_refused(t, 1, "--margin")) continue;
          // The refusal names the largest margin that prints the board: it makes one.
          const std::string said = outcome(t, "edge-1").refused;
          const std::size_t at = said.find("a margin of at most ");
          REQUIRE(at != std::string::npos);
          t.margin = std::stod(said.substr(at + 20));
          CHECK_FALSE(board_or_refused(t, seeds, "--margin"));
        }
      }
    }
  }
  SECTION("every paper as --board-paper on every paper: larger makes a board, one a sheet holds is refused") {
    for (const uu::NamedPaper& sheet : uu::named_papers) {
      for (const uu::NamedPaper& area : uu::named_papers) {
        uu::BoardOptionsText t;
        t.paper = std::string(sheet.name);
        t.board_paper = std::string(area.name);
        const bool smaller = area.long_mm <= sheet.long_mm && area.short_mm <= sheet.short_mm &&
                             (area.long_mm < sheet.long_mm || area.short_mm < sheet.short_mm);
        INFO(t.board_paper << " on " << t.paper);
        CHECK(board_or_refused(t, smaller ? 1 : seeds, "--board-paper") == smaller);
      }
    }
  }
}

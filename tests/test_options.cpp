// Typed options to board options: the one reader, its limits, and the same limits on
// boards read from JSON.
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <string>

#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "model/limits.hpp"
#include "uuboard/options.hpp"
#include "stages/stage_settings.hpp"

TEST_CASE("expansions option takes all, none or a list, in canonical order", "[options]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  const std::vector<std::string> every = {"nasty-nodes", "nodes-of-knowledge", "electric", "extreme-expeditions", "sharp-scissors"};
  CHECK(uu::parse_expansions("all", dict) == every);
  CHECK(uu::parse_expansions("ALL", dict) == every);
  CHECK(uu::parse_expansions("none", dict).empty());
  CHECK(uu::parse_expansions("", dict).empty());
  CHECK(uu::parse_expansions("sharp-scissors,nasty-nodes", dict) == std::vector<std::string>{"nasty-nodes", "sharp-scissors"});
  CHECK(uu::parse_expansions("electric, electric", dict) == std::vector<std::string>{"electric"});
}

TEST_CASE("expansions option refuses unknown names and lists the valid ones", "[options]") {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  CHECK_THROWS_WITH(uu::parse_expansions("nasty-nodes,lasers", dict),
                    Catch::Contains("\"lasers\"") && Catch::Contains("nasty-nodes, nodes-of-knowledge, electric, extreme-expeditions, sharp-scissors"));
  CHECK_THROWS_AS(uu::parse_expansions("electric,", dict), uu::OptionError);
}

namespace {

// What parse_board_options says about `typed`; empty when it takes it.
std::string refusal(const uu::BoardOptionsText& typed) {
  try {
    uu::parse_board_options(typed, uu::builtin_dictionary());
  } catch (const uu::OptionError& e) {
    return e.what();
  }
  return {};
}

// The last cell of the row of a Markdown options table whose first cell starts with
// `option`, backquotes removed; empty when no row does.
std::string documented_default(const std::string& file, const std::string& option) {
  std::ifstream in(std::string(UUBOARD_SOURCE_DIR) + "/" + file);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| `" + option, 0) != 0) continue;
    const std::size_t end = line.find_last_not_of(" |");
    const std::size_t start = line.rfind('|', end) + 1;
    std::string cell = line.substr(start, end + 1 - start);
    std::erase(cell, '`');
    const std::size_t first = cell.find_first_not_of(' ');
    return first == std::string::npos ? std::string() : cell.substr(first);
  }
  return {};
}

}  // namespace

TEST_CASE("board options: the typed defaults are the board's defaults", "[options]") {
  const uu::BoardOptions b = uu::parse_board_options({}, uu::builtin_dictionary());
  CHECK(b == uu::BoardOptions{});
  // ...and those the README's and docs/cli.md's option tables document.
  CHECK(documented_default("README.md", "-p, --players") == std::to_string(b.players));
  CHECK(documented_default("README.md", "-e, --expansions") == "none");
  CHECK(b.expansions.empty());
  CHECK(documented_default("README.md", "--first-game") == "off");
  CHECK_FALSE(b.first_game);
  CHECK(documented_default("README.md", "--paper") == b.page.paper);
  CHECK(documented_default("README.md", "--portrait") == "landscape");
  CHECK_FALSE(b.page.portrait);
  CHECK(std::stod(documented_default("README.md", "--margin")) == b.page.margin_mm);
  CHECK(std::stod(documented_default("docs/cli.md", "--overlap")) == b.page.overlap_mm);
  CHECK(documented_default("docs/cli.md", "--size") == "from players and paper");
  CHECK(b.size_width == 0);
  CHECK(b.size_height == 0);
  CHECK_FALSE(b.page.tiled());
  CHECK(b.best_of == 1);
  CHECK_FALSE(b.min_score);
  // A typed default changed is no longer the board's.
  uu::BoardOptionsText six;
  six.players = 6;
  CHECK_FALSE(uu::parse_board_options(six, uu::builtin_dictionary()) == uu::BoardOptions{});
}

TEST_CASE("board options: each typed option reaches the board", "[options]") {
  uu::BoardOptionsText t;
  t.players = 6;
  t.expansions = "Electric, nasty-nodes";
  t.first_game = true;
  t.paper = "A3";
  t.portrait = true;
  t.margin = 8;
  t.size = "30X20";
  t.sheets = "2x3";
  t.overlap = 12;
  t.best_of = 3;
  t.min_score = 50;
  const uu::BoardOptions b = uu::parse_board_options(t, uu::builtin_dictionary());
  CHECK(b.players == 6);
  CHECK(b.expansions == std::vector<std::string>{"nasty-nodes", "electric"});
  CHECK(b.first_game);
  CHECK(b.page.paper == "a3");
  CHECK(b.page.portrait);
  CHECK(b.page.margin_mm == 8);
  CHECK(b.size_width == 30);
  CHECK(b.size_height == 20);
  CHECK(b.page.sheets_across == 2);
  CHECK(b.page.sheets_down == 3);
  CHECK(b.page.overlap_mm == 12);
  CHECK(b.best_of == 3);
  CHECK(b.min_score == 50.0);
  // --board-paper: the board of an A3 sheet on A4 sheets.
  uu::BoardOptionsText a3_on_a4;
  a3_on_a4.board_paper = "a3";
  const uu::BoardOptions held = uu::parse_board_options(a3_on_a4, uu::builtin_dictionary());
  CHECK(held.page.paper == "a4");
  CHECK(held.page.tiled());
  CHECK(held.page.area_width_mm > 0);
  // --size alone: the sheets that keep its nodes large (--sheets auto).
  uu::BoardOptionsText large;
  large.size = "60x40";
  CHECK(uu::parse_board_options(large, uu::builtin_dictionary()).page.tiled());
}

TEST_CASE("stage settings: each is read from its option, and from no other", "[options]") {
  const uu::BoardOptions base;
  const uu::StageSettings plain = uu::settings_for(base);
  const auto with = [&](auto change) {
    uu::BoardOptions o = base;
    change(o);
    return uu::settings_for(o);
  };
  // The settings of `o` with `field` set to `value`: what `o` should give.
  const auto expected = [&](auto field, auto value) {
    uu::StageSettings s = plain;
    s.*field = value;
    return s;
  };
  CHECK(plain.players == 4);
  CHECK_FALSE((plain.first_game || plain.electric || plain.expeditions || plain.landmarks || plain.resources || plain.tiny_nodes || plain.sized));

  CHECK(with([](uu::BoardOptions& o) { o.players = 7; }) == expected(&uu::StageSettings::players, 7));
  CHECK(with([](uu::BoardOptions& o) { o.first_game = true; }) == expected(&uu::StageSettings::first_game, true));

  uu::StageSettings electric = expected(&uu::StageSettings::electric, true);
  electric.expansions = {"electric"};
  CHECK(with([](uu::BoardOptions& o) { o.expansions = {"electric"}; }) == electric);
  uu::StageSettings expeditions = expected(&uu::StageSettings::expeditions, true);
  expeditions.expansions = {"extreme-expeditions"};
  CHECK(with([](uu::BoardOptions& o) { o.expansions = {"extreme-expeditions"}; }) == expeditions);
  uu::StageSettings scissors = plain;
  scissors.landmarks = scissors.resources = scissors.tiny_nodes = true;
  scissors.expansions = {"sharp-scissors"};
  CHECK(with([](uu::BoardOptions& o) { o.expansions = {"sharp-scissors"}; }) == scissors);
  // An expansion no stage asks for by name: only the tables' types and missions see it.
  const uu::StageSettings nasty = with([](uu::BoardOptions& o) { o.expansions = {"nasty-nodes"}; });
  CHECK(nasty == expected(&uu::StageSettings::expansions, std::vector<std::string>{"nasty-nodes"}));
  CHECK(nasty.has_expansion("nasty-nodes"));
  CHECK_FALSE(nasty.has_expansion("electric"));

  CHECK(with([](uu::BoardOptions& o) { o.size_width = 30; o.size_height = 20; }) == expected(&uu::StageSettings::sized, true));
  CHECK(with([](uu::BoardOptions& o) { o.size_width = 30; }) == plain);  // a size needs both sides
  uu::PageSetup portrait = base.page;
  portrait.portrait = true;
  CHECK(with([](uu::BoardOptions& o) { o.page.portrait = true; }) == expected(&uu::StageSettings::page, portrait));
  // What only the board's choice among candidates reads: no stage needs it.
  CHECK(with([](uu::BoardOptions& o) { o.best_of = 3; o.min_score = 50.0; }) == plain);
}

TEST_CASE("board options: every limit is refused with the option, the value and what is allowed", "[options]") {
  struct Case {
    void (*edit)(uu::BoardOptionsText&);
    const char* said;
  };
  const Case cases[] = {
      {[](uu::BoardOptionsText& t) { t.players = 1; }, "--players 1: must be 2 to 9"},
      {[](uu::BoardOptionsText& t) { t.players = 10; }, "--players 10: must be 2 to 9"},
      {[](uu::BoardOptionsText& t) { t.expansions = "lasers"; }, "--expansions: unknown expansion \"lasers\""},
      {[](uu::BoardOptionsText& t) { t.paper = "b5"; }, "--paper b5: unknown paper (a4, letter, legal, tabloid, a3, a5, or WxH in mm, or WxHin)"},
      {[](uu::BoardOptionsText& t) { t.paper = "6000x300"; }, "--paper 6000x300 --margin 6.35: a 6000 mm sheet is larger than the 5000 mm uuboard draws"},
      {[](uu::BoardOptionsText& t) { t.margin = -1; }, "--paper a4 --margin -1: a margin of -1 mm is not allowed (0 or more)"},
      {[](uu::BoardOptionsText& t) { t.size = "10x10"; }, "--size 10x10: the width must be between 11 and 360 board units"},
      {[](uu::BoardOptionsText& t) { t.size = "20x361"; }, "--size 20x361: the height must be between 11 and 360 board units"},
      {[](uu::BoardOptionsText& t) { t.size = "20"; }, "--size 20: not a size (use WxH in whole board units, for example 30x20)"},
      {[](uu::BoardOptionsText& t) { t.sheets = "65x1"; }, "--sheets 65x1: not a number of sheets (use CxR, each 1 to 64, for example 2x2, or auto)"},
      {[](uu::BoardOptionsText& t) { t.sheets = "auto"; }, "--sheets auto: needs --size"},
      {[](uu::BoardOptionsText& t) { t.overlap = -1; }, "--overlap -1: must be a number of mm, 0 or more"},
      {[](uu::BoardOptionsText& t) { t.sheets = "2x2", t.overlap = 500; }, "--sheets 2x2 --overlap 500: an overlap of 500 mm leaves too little"},
      {[](uu::BoardOptionsText& t) { t.board_paper = "b9"; }, "--board-paper b9: unknown paper"},
      {[](uu::BoardOptionsText& t) { t.board_paper = "a3", t.sheets = "2x2"; }, "--board-paper a3: give --sheets or --board-paper, not both"},
      {[](uu::BoardOptionsText& t) { t.best_of = 0; }, "--best-of 0: must be 1 to 1000"},
      {[](uu::BoardOptionsText& t) { t.best_of = 1001; }, "--best-of 1001: must be 1 to 1000"},
      {[](uu::BoardOptionsText& t) { t.min_score = 101; }, "--min-score 101: must be 0 to 100"},
  };
  for (const Case& c : cases) {
    uu::BoardOptionsText typed;
    c.edit(typed);
    INFO(c.said);
    CHECK_THAT(refusal(typed), Catch::StartsWith(c.said));
  }
  // The ends of each range are allowed.
  for (const int players : {uu::players_range.lo, uu::players_range.hi}) {
    uu::BoardOptionsText typed;
    typed.players = players;
    typed.best_of = players == uu::players_range.lo ? uu::best_of_range.lo : uu::best_of_range.hi;
    typed.min_score = players == uu::players_range.lo ? uu::min_score_range.lo : uu::min_score_range.hi;
    CHECK(refusal(typed).empty());
  }
}

TEST_CASE("limits: ranges are said one way, in help and messages", "[options]") {
  CHECK(uu::range_text(uu::players_range) == "2 to 9");
  CHECK(uu::range_text(uu::min_score_range) == "0 to 100");
  CHECK(uu::range_problem("--count", 0, uu::count_range) == "--count 0: must be 1 to 1000000");
  CHECK(uu::range_problem("--count", uu::count_range.hi, uu::count_range).empty());
  CHECK(uu::from_range.hi == uu::count_range.hi * 1000);
  CHECK_FALSE(uu::min_score_range.holds(std::nan("")));
}

TEST_CASE("board options: a saved board's options pass the same limits", "[options]") {
  uu::GenerateOptions made;
  made.seed = "limits";
  made.stop_after = uu::Stage::points;
  const uu::Board board = uu::generate(made);
  CHECK_NOTHROW(uu::board_from_json_text(uu::board_to_json_text(board), "ok.json"));
  const std::vector<void (*)(uu::BoardOptions&)> edits = {
      [](uu::BoardOptions& o) { o.players = 1; },
      [](uu::BoardOptions& o) { o.players = 20; },
      [](uu::BoardOptions& o) { o.best_of = 0; },
      [](uu::BoardOptions& o) { o.min_score = 120; },
      [](uu::BoardOptions& o) { o.size_width = 5, o.size_height = 40; },
      [](uu::BoardOptions& o) { o.page.margin_mm = -3; },
      [](uu::BoardOptions& o) { o.page.margin_mm = 200; },
      [](uu::BoardOptions& o) { o.page = *uu::parse_paper("9000x100"); },
  };
  for (const auto& edit : edits) {
    uu::Board bad = board;
    edit(bad.options);
    const std::string problem = uu::check_board_options(bad.options, uu::OptionNames::json);
    INFO(problem);
    REQUIRE_FALSE(problem.empty());
    CHECK_THROWS_WITH(uu::board_from_json_text(uu::board_to_json_text(bad), "bad.json"), Catch::Contains(problem));
  }
}

// The table of output formats against everything that names them: detection from -o and
// --format, the help text, the error messages and the completion scripts.
#include <catch2/catch.hpp>
#include <string>

#include "cli/completions.hpp"
#include "cli/formats.hpp"
#include "process.hpp"
#include "model/limits.hpp"

using uu::cli::Format;
using uu::cli::FormatInfo;

TEST_CASE("formats: each is found by its name and its extension, in any case", "[cli][formats]") {
  for (const FormatInfo& f : uu::cli::formats) {
    const std::string name(f.name);
    INFO(name);
    CHECK(uu::cli::format_name(f.format) == f.name);
    CHECK(uu::cli::format_named(name) == f.format);
    std::string upper = name;
    for (char& c : upper) c = static_cast<char>(c - 'a' + 'A');
    CHECK(uu::cli::format_named(upper) == f.format);
    CHECK(uu::cli::format_of_extension("." + name) == f.format);
    CHECK(uu::cli::format_of_extension("." + upper) == f.format);
  }
  CHECK_FALSE(uu::cli::format_named("docx"));
  CHECK_FALSE(uu::cli::format_of_extension(".docx"));
  CHECK_FALSE(uu::cli::format_of_extension("pdf"));
  CHECK_FALSE(uu::cli::format_of_extension("."));
  CHECK_FALSE(uu::cli::format_of_extension(""));
  CHECK(uu::cli::format_list("") == "pdf, svg, png, json or jsonl");
  CHECK(uu::cli::format_list(".", true) == ".pdf, .svg, .png, .json (the board as data) or .jsonl (one board a line)");
}

TEST_CASE("formats: the help and the messages list the table's formats", "[cli][formats]") {
  const uu_test::Run help = uu_test::run_uuboard("render --help");
  CHECK_THAT(help.output, Catch::Contains(uu::cli::format_list(".", true)) && Catch::Contains("Output format: " + uu::cli::format_list("")));
  uu_test::Run r = uu_test::run_uuboard("-q --format doc -o /dev/null");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("(use " + uu::cli::format_list("") + ")"));
  r = uu_test::run_uuboard("-q -o x.doc");
  CHECK(r.code == 2);
  CHECK_THAT(r.output, Catch::Contains("(use " + uu::cli::format_list(".") + ")"));
}

TEST_CASE("formats: every completion script offers exactly the table's formats and the players' range", "[cli][formats]") {
  std::string formats, players;
  for (const FormatInfo& f : uu::cli::formats) formats += (formats.empty() ? "" : " ") + std::string(f.name);
  for (int p = uu::players_range.lo; p <= uu::players_range.hi; ++p) players += (players.empty() ? "" : " ") + std::to_string(p);
  const std::string bash(uu::cli::completion_script("bash"));
  CHECK_THAT(bash, Catch::Contains("_uuboard_formats=\"" + formats + "\"") && Catch::Contains("_uuboard_players=\"" + players + "\""));
  CHECK_THAT(std::string(uu::cli::completion_script("zsh")),
             Catch::Contains(":format:(" + formats + ")") && Catch::Contains(":players:(" + players + ")"));
  CHECK_THAT(std::string(uu::cli::completion_script("fish")),
             Catch::Contains("-l format -x -a '" + formats + "'") && Catch::Contains("-l players -x -a '" + players + "'"));
}

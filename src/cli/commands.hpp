#pragma once
// The three commands behind the command line, as plain functions over what was typed.
// main.cpp parses with CLI11 and catches; nothing here knows CLI11.
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "uuboard/render/layout.hpp"

namespace uu::cli {

// Documented exit codes (docs/cli.md).
inline constexpr int exit_ok = 0;
inline constexpr int exit_invalid = 1;      // an invalid board, or no board could be generated
inline constexpr int exit_usage = 2;        // bad usage or input
inline constexpr int exit_output = 3;       // the output could not be written
inline constexpr int exit_interrupted = 130;  // stopped by SIGINT or SIGTERM between boards

// A value on the command line that cannot be used; the message names it.
class UsageError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// How boards are drawn and written, shared by generate and render.
struct OutputSettings {
  std::string output;   // file, folder, template with {seed} {n} {players}, or empty
  std::string format;   // pdf, svg, png, json or jsonl; empty: from the output's extension
  int dpi = 300;
  std::string duplex = "long";
  LayoutOptions layout;  // dictionary filled in by the command
  std::string data_file;
  int jobs = 0;          // 0: one per core
  bool quiet = false;
  bool no_clobber = false;  // refuse to replace existing files (exit 3)
};

struct GenerateCommand {
  std::string seed;
  int players = 4;
  std::string expansions = "none";
  bool first_game = false;
  std::string paper = "a4";
  bool portrait = false;
  double margin = 6.35;
  std::string size;        // "WxH" in board units, or empty
  std::string sheets;      // "CxR" sheets across and down, "auto", or empty
  double overlap = 10.0;   // mm of glue strip between neighbouring sheets
  std::string board_paper; // the board's size as this paper's, printed on --paper sheets
  std::string stop_after;
  bool batch = false;      // --count or --from given: board k has the seed <seed>-<k>
  int count = 1;
  int from = 1;
  std::string manifest;    // .csv or .jsonl, or empty
  int best_of = 1;         // candidates per board; the fairest is kept
  std::optional<double> min_score;  // make candidates until one is this fair
  OutputSettings out;
};

// uuboard stats: fairness figures over many seeds, as text and as a chart.
struct StatsCommand {
  GenerateCommand board;  // the options of every board; --count boards from --from
  std::string output;     // .svg, .pdf or .png chart, or empty for text only
};

struct RenderCommand {
  std::vector<std::string> inputs;  // .json (one board) or .jsonl (one board a line)
  OutputSettings out;
};

struct CheckCommand {
  std::vector<std::string> inputs;  // "-" is standard input
  bool quiet = false;
  std::string data_file;  // a designer's tables the boards' names must come from
};

inline constexpr int max_count = 1000000;  // boards in one batch

int run_generate(const GenerateCommand& command);
int run_render(const RenderCommand& command);
int run_check(const CheckCommand& command);
int run_stats(const StatsCommand& command);

}  // namespace uu::cli

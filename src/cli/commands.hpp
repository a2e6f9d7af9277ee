#pragma once
// The commands behind the command line, as plain functions over what was typed.
// main.cpp parses with CLI11 and catches; nothing here knows CLI11.
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "uuboard/options.hpp"
#include "uuboard/render/layout.hpp"

namespace uu::cli {

// Documented exit codes (docs/cli.md).
inline constexpr int exit_ok = 0;
inline constexpr int exit_invalid = 1;      // an invalid board, or no board could be generated
inline constexpr int exit_usage = 2;        // bad usage or input
inline constexpr int exit_output = 3;       // the output could not be written
inline constexpr int exit_interrupted = 130;  // stopped by SIGINT or SIGTERM between boards

// The exit code for an error, by its kind; rethrows what is not ours (exit_codes.cpp).
int exit_code_of(const std::exception_ptr& error);

// `code`, or exit_output when what was printed on standard output (check's findings,
// stats' figures, a board written to -) has not all arrived: a full disk or a closed
// pipe is exit 3, not 0.
int with_output_flushed(int code);

// A value on the command line that cannot be used; the message names it.
class UsageError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A message as the terminal is to show it: control characters (a seed may hold them) as
// \xNN, so none moves the cursor or changes colours; line breaks and tabs stay.
std::string printable(std::string_view message);

// Throws UsageError with `problem` unless it is empty (the limits' checks return one).
inline void refuse(const std::string& problem) {
  if (!problem.empty()) throw UsageError(problem);
}

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
  BoardOptionsText board;
  std::string stop_after;
  bool batch = false;      // --count or --from given: board k has the seed <seed>-<k>
  int count = 1;
  bool count_given = false;
  int from = 1;
  std::string shard;       // --shard K/N or auto/N: make only that part of the batch
  std::string manifest;    // .csv or .jsonl, or empty
  OutputSettings out;
};

// uuboard stats: fairness figures over many seeds, as text and as a chart.
struct StatsCommand {
  std::string seed;        // board n has the seed <seed>-<n>, as in a generate batch
  BoardOptionsText board;  // the options of every board; --count boards from --from
  int count = 1;
  int from = 1;
  std::string data_file;
  std::string output;      // .svg, .pdf or .png chart, or empty for text only
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

int run_generate(const GenerateCommand& command);
int run_render(const RenderCommand& command);
int run_check(const CheckCommand& command);
int run_stats(const StatsCommand& command);

}  // namespace uu::cli

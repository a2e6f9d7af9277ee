// The command line: the only file that knows CLI11, and the only catch. The commands
// themselves live in src/cli/.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <fmt/core.h>

#include "cli/commands.hpp"
#include "cli/completions.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/io.hpp"
#include "uuboard/limits.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/output.hpp"

namespace {

using namespace uu::cli;

constexpr const char* exit_codes =
    "Exit codes: 0 done, 1 an invalid board or no board could be generated, 2 bad usage or input, "
    "3 output could not be written, 130 interrupted (files already written are complete). See docs/cli.md.";

// Options that change only how boards are drawn and written: generate and render share them.
void add_output_options(CLI::App& app, OutputSettings& out) {
  app.add_option("-o,--output", out.output,
                 "Output file; its extension picks the format (unless --format): .pdf, .svg, .png, .json (the board as data) "
                 "or .jsonl (one board a line). With {seed}, {n} or {players} in the name: one file per board, folders made "
                 "as needed. A folder or nothing: uuboard-<seed>-<players>p.pdf (or the --format extension) there or here.");
  app.add_option("--format", out.format, "Output format: pdf, svg, png, json or jsonl (default: from the -o extension, else pdf).");
  app.add_option("--dpi", out.dpi, "Resolution of PNG output in dots per inch, 30 to 2400; recorded in the file.")
      ->check(CLI::Range(30, 2400))
      ->capture_default_str();
  app.add_flag("--legend", out.layout.legend, "Add a page explaining every icon on the board (PDF).");
  app.add_flag("--secret-board", out.layout.secret_board,
               "Add a page with the expedition types behind their expeditions, mirrored for double-sided printing (PDF).");
  app.add_option("--duplex", out.duplex, "How the printer turns the sheet for --secret-board: long or short (edge).")->capture_default_str();
  app.add_flag("--ink-friendly", out.layout.ink_friendly, "No colour fills: outlines and icons only.");
  app.add_flag("--mono", out.layout.mono, "Pure black on white, no grey anywhere (monochrome lasers).");
  app.add_option("--data", out.data_file,
                 "Use a designer's own game tables (JSON, same format as data/game.json; see docs/data-format.md) "
                 "instead of the built-in ones.");
  app.add_option("-j,--jobs", out.jobs, "Boards made at once; the output is the same for every value (default: one per core).");
  app.add_flag("-q,--quiet", out.quiet, "Print nothing but errors: no progress bar, no seed, no notes.");
}

void add_generate_options(CLI::App& app, GenerateCommand& g) {
  app.add_option("--seed", g.seed, "Any text (UTF-8, spaces allowed). Without it a short random seed is made and printed on stderr.");
  app.add_option("-p,--players", g.players, "Number of players, 2 to 9. Sets the board's size and node count.")
      ->check(CLI::Range(2, 9))
      ->capture_default_str();
  app.add_option("-e,--expansions", g.expansions,
                 "Expansions to play with: all, none, or a comma-separated list of nasty-nodes, nodes-of-knowledge, "
                 "electric, extreme-expeditions, sharp-scissors.")
      ->capture_default_str();
  app.add_flag("--first-game", g.first_game, "First game: every start node gets the same mission, Traveler or Collector.");
  app.add_option("--paper", g.paper, "Paper: a4, letter, a3, a5, or WxH in mm (210x297) or inches (8.5x11in). The board fills it.")
      ->capture_default_str();
  app.add_flag("--portrait", g.portrait, "Turn the sheet upright (landscape by default).");
  app.add_option("--margin", g.margin, "Margin in mm kept clear on every side; nothing is printed in it.")->capture_default_str();
  app.add_option("--size", g.size,
                 fmt::format("Board size in board units, WxH (for example 30x20), each side {} to {}, instead of the size "
                             "the players and paper give.",
                             uu::min_size_units, uu::max_size_units));
  std::string stages;
  for (std::string_view s : uu::stage_names()) stages += (stages.empty() ? "" : ", ") + std::string(s);
  app.add_option("--stop-after", g.stop_after, "Stop the pipeline after this stage (for inspecting a stage): " + stages + ".");
  app.add_option("-n,--count", g.count,
                 fmt::format("Make N boards (1 to {}); board k uses the seed <seed>-<k>, so any one can be made again alone "
                             "with --seed <seed>-<k>.",
                             max_count));
  app.add_option("--from", g.from, "Start the batch at board K (boards K to K+N-1), to split a batch across processes.");
  app.add_option("--manifest", g.manifest,
                 "Write a manifest (.csv or .jsonl): one row per board with its seed, options, output file, node and edge "
                 "counts and distinct node types.");
  app.add_option("--best-of", g.best_of, "Make N candidates of each board and keep the fairest (docs/fairness.md); 1 to 1000.")
      ->capture_default_str();
  app.add_option("--min-score", g.min_score,
                 "Make candidates until one reaches this fairness score (0-100), within a bounded number of tries.");
  add_output_options(app, g.out);
}

int parse_error(const CLI::App& app, const CLI::ParseError& e) {
  if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
  fmt::print(stderr, "uuboard: error: {}\nRun 'uuboard --help' for the options.\n", e.what());
  return exit_usage;
}

int run(int argc, char** argv) {
  CLI::App app{
      "uuboard: printable boards for Unstable Universe.\n"
      "The same seed and options always give the same board, on any machine.\n"
      "Without a command, uuboard generates (the options below)."};
  app.name("uuboard");
  GenerateCommand generate;
  add_generate_options(app, generate);
  app.set_config("--config", "", "Read options from a TOML or INI file (keys are the long option names: players = 6).");
  app.allow_config_extras(CLI::config_extras_mode::error);
  app.set_version_flag("--version", uu::generator_version());
  app.footer(exit_codes);
  app.require_subcommand(0, 1);

  CLI::App* generate_cmd = app.add_subcommand("generate", "Make boards (the default command; takes the options above).");
  generate_cmd->fallthrough();

  RenderCommand render;
  CLI::App* render_cmd = app.add_subcommand("render", "Draw saved boards (.json or .jsonl) again, without regenerating them.");
  render_cmd->add_option("boards", render.inputs, "Saved boards: .json files (one board) or .jsonl files (one board a line).")->required();
  add_output_options(*render_cmd, render.out);
  render_cmd->footer(exit_codes);

  CheckCommand check;
  CLI::App* check_cmd = app.add_subcommand("check", "Check saved boards against every rule; print each broken one.");
  check_cmd->add_option("boards", check.inputs, "Saved boards: .json files (one board) or .jsonl files (one board a line).")->required();
  check_cmd->add_flag("-q,--quiet", check.quiet, "Print only the broken rules, not the summary.");
  check_cmd->footer("Exit codes: 0 every rule holds, 1 a board breaks a rule, 2 a file is unreadable or not a board.");

  StatsCommand stats;
  CLI::App* stats_cmd = app.add_subcommand(
      "stats", "Fairness figures over many seeds (docs/fairness.md): a text summary on stdout, histograms with -o.");
  stats_cmd->add_option("--seed", stats.board.seed, "Seed prefix: board n has the seed <prefix><n>.");
  stats_cmd->add_option("-p,--players", stats.board.players, "Number of players, 2 to 9.")->capture_default_str();
  stats_cmd->add_option("-e,--expansions", stats.board.expansions, "Expansions: all, none or a list.")->capture_default_str();
  stats_cmd->add_option("--paper", stats.board.paper, "Paper of the boards.")->capture_default_str();
  stats_cmd->add_option("--best-of", stats.board.best_of, "Candidates per board; the fairest is kept.")->capture_default_str();
  stats_cmd->add_option("-n,--count", stats.board.count, "How many boards.")->capture_default_str();
  stats_cmd->add_option("--from", stats.board.from, "First board number.")->capture_default_str();
  stats_cmd->add_option("--data", stats.board.out.data_file, "A designer's own game tables.");
  stats_cmd->add_option("-o,--output", stats.output, "Histograms as .svg, .pdf or .png.");
  stats_cmd->footer("Exit codes: 0 done, 1 some seed gave no board, 2 bad usage, 3 output could not be written.");

  CompletionsCommand completions;
  CLI::App* completions_cmd = app.add_subcommand("completions", "Print the completion script for a shell: source <(uuboard completions bash).");
  completions_cmd->add_option("shell", completions.shell, "bash, zsh or fish.");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return parse_error(app, e);
  }
  if (render_cmd->parsed()) return run_render(render);
  if (check_cmd->parsed()) return run_check(check);
  if (stats_cmd->parsed()) return run_stats(stats);
  if (completions_cmd->parsed()) return run_completions(completions);
  generate.batch = app.count("--count") > 0 || app.count("--from") > 0;
  return run_generate(generate);
}

}  // namespace

// The exit code for an error, by its kind (docs/cli.md); rethrows what is not ours.
int exit_code_of(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const UsageError&) {
    return exit_usage;
  } catch (const uu::OptionError&) {
    return exit_usage;
  } catch (const uu::DataError&) {
    return exit_usage;
  } catch (const uu::BoardFormatError&) {
    return exit_usage;
  } catch (const uu::InputError&) {
    return exit_usage;
  } catch (const uu::GenerationError&) {
    return exit_invalid;
  } catch (const uu::OutputError&) {
    return exit_output;
  } catch (const uu::RenderError&) {
    return exit_output;
  }
}

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    try {
      const int code = exit_code_of(std::current_exception());
      fmt::print(stderr, "uuboard: error: {}\n", e.what());
      return code;
    } catch (...) {
      fmt::print(stderr, "uuboard: internal error: {}\n", e.what());
      return exit_invalid;
    }
  }
}

// The command line: the only file that knows CLI11, and the only catch. The commands
// themselves live in src/cli/.
#include <CLI/CLI.hpp>
#include <csignal>
#include <cstdio>
#include <cstdint>
#include <exception>
#include <algorithm>
#include <fmt/core.h>
#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/completions.hpp"
#include "cli/formats.hpp"
#include "cli/merge.hpp"
#include "cli/typed_number.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "model/limits.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/output.hpp"

namespace {

using namespace uu::cli;

template <class Target>
CLI::Option* add_number(CLI::App& app, const std::string& names, Target& target, const std::string& help, const std::string& allowed) {
  using T = typename number_of<Target>::type;
  const std::string option = names.substr(names.rfind(',') + 1);  // the long name, as typed
  CLI::Option* o = app.add_option_function<std::string>(
      names, [&target, option, allowed](const std::string& text) { target = number_from<T>(option, text, allowed); }, help);
  return o->type_name(std::is_integral_v<T> ? "INT" : "NUMBER");
}

constexpr const char* exit_codes =
    "Exit codes: 0 done, 1 an invalid board or no board could be generated, 2 bad usage or input (options no seed makes a board of "
    "included), "
    "3 output could not be written, 130 interrupted (files already written are complete). See docs/cli.md.";

// Options that change only how boards are drawn and written: generate and render share them.
void add_output_options(CLI::App& app, OutputSettings& out) {
  const std::string_view fallback = format_name(default_format);
  app.add_option("-o,--output", out.output,
                 fmt::format("Output file; its extension picks the format (unless --format): {}. With {{seed}}, {{n}} or {{players}} "
                             "in the name: one file per board, folders made as needed. A folder or nothing: "
                             "uuboard-<seed>-<players>p.{} (or the --format extension) there or here.",
                             format_list(".", true), fallback));
  app.add_option("--format", out.format,
                 fmt::format("Output format: {} (default: from the -o extension, else {}).", format_list(""), fallback));
  add_number(app, "--dpi", out.dpi,
             fmt::format("Resolution of PNG output in dots per inch, {} (default {}); recorded in the file.", range_text(uu::dpi_range), out.dpi),
             range_text(uu::dpi_range));
  // A switch on by default and its --no- form: the last one given wins (a config file's
  // value comes first, so the command line overrides it).
  app.add_flag_callback("--legend", [&out] { out.layout.legend = true; },
                        "The legend page explaining every icon on the board, after the board (PDF; the default).")
      ->trigger_on_parse();
  app.add_flag_callback("--no-legend", [&out] { out.layout.legend = false; }, "Leave out the legend page.")->trigger_on_parse();
  app.add_flag("--secret-board", out.layout.secret_board,
               "Add a page with the expedition types behind their expeditions, mirrored for double-sided printing (PDF).");
  app.add_option("--duplex", out.duplex, "How the printer turns the sheet for --secret-board: long or short (edge).")->capture_default_str();
  app.add_flag_callback("--assembly", [&out] { out.layout.assembly = true; },
                        "With several sheets (--sheets): add the assembly page, the whole board in small with "
                        "the sheet grid and the steps (the default).")
      ->trigger_on_parse();
  app.add_flag_callback("--no-assembly", [&out] { out.layout.assembly = false; }, "With several sheets: leave out the assembly page.")
      ->trigger_on_parse();
  app.add_flag("--ink-friendly", out.layout.ink_friendly, "No colour fills: outlines and icons only.");
  app.add_flag("--mono", out.layout.mono, "Pure black on white, no grey anywhere (monochrome lasers).");
  app.add_option("--data", out.data_file,
                 "Use a designer's own game tables (JSON, same format as data/game.json; see docs/data-format.md) "
                 "instead of the built-in ones.");
  add_number(app, "-j,--jobs", out.jobs,
             fmt::format("Boards made at once, {}; the output is the same for every value (default: one per core).", range_text(uu::jobs_range)),
             range_text(uu::jobs_range) + ", 0 for one per core");
  app.add_flag("-q,--quiet", out.quiet, "Print nothing but errors: no progress bar, no seed, no notes.");
  app.add_flag("--no-clobber", out.no_clobber, "Refuse to replace a file that exists (exit 3) instead of replacing it.");
}

void add_generate_options(CLI::App& app, GenerateCommand& g) {
  uu::BoardOptionsText& b = g.board;
  app.add_option("--seed", g.seed,
                 fmt::format("Any UTF-8 text up to {} bytes (spaces allowed). Without it a short random seed is made and printed on stderr.",
                             uu::max_seed_bytes));
  add_number(app, "-p,--players", b.players,
             fmt::format("Number of players, {} (default {}). Sets the board's size and node count.", range_text(uu::players_range), b.players),
             range_text(uu::players_range));
  app.add_option("-e,--expansions", b.expansions,
                 fmt::format("Expansions to play with: all, none, or a comma-separated list of {}.", uu::expansion_names(uu::builtin_dictionary())))
      ->capture_default_str();
  app.add_flag("--first-game", b.first_game, "First game: every start node gets the same mission, Traveler or Collector.");
  app.add_option("--paper", b.paper,
                 fmt::format("Paper: {}, or WxH in mm (210x297) or inches (8.5x11in), in any case. The board fills it.", uu::paper_names()))
      ->capture_default_str();
  app.add_flag("--portrait", b.portrait, "Turn the sheet upright (landscape by default).");
  add_number(app, "--margin", b.margin, fmt::format("Margin in mm kept clear on every side (default {}); nothing is printed in it.", b.margin),
             "mm, 0 or more");
  app.add_option("--size", b.size,
                 fmt::format("Board size in board units, WxH (for example 30x20), each side {} to {}, instead of the size "
                             "the players and paper give; printed on the sheets --sheets auto picks unless --sheets names them.",
                             uu::min_size_units, uu::max_size_units));
  app.add_option("--sheets", b.sheets,
                 "Print one board across CxR sheets of --paper (for example 2x2), neighbours glued on an overlap strip; the board "
                 "fills the whole mosaic. auto (the default with --size): the fewest sheets that keep a --size board's nodes as large as a "
                 "4-player A4 board's. Sheets whose seams leave a board too little room for its nodes are refused, naming fewer that do.");
  add_number(app, "--overlap", b.overlap, fmt::format("Glue strip in mm that neighbouring sheets share with --sheets (default {}).", b.overlap),
             "mm, 0 or more");
  app.add_option("--board-paper", b.board_paper,
                 "Make the board as large as this paper's (a3, tabloid, WxH...) and print it on the fewest --paper sheets that hold it; "
                 "the paper must need more than one sheet (for a board one sheet holds, give it as --paper).");
  const std::string stages = fmt::format("{}", fmt::join(uu::stage_names(), ", "));
  app.add_option("--stop-after", g.stop_after, "Stop the pipeline after this stage (for inspecting a stage): " + stages + ".");
  add_number(app, "-n,--count", g.count,
             fmt::format("Make N boards ({}); board k uses the seed <seed>-<k>, so any one can be made again alone "
                         "with --seed <seed>-<k>.",
                         range_text(uu::count_range)),
             range_text(uu::count_range));
  add_number(app, "--from", g.from, "Start the batch at board K (boards K to K+N-1), to split a batch across processes.",
             range_text(uu::from_range));
  app.add_option("--shard", g.shard,
                 "Make only the K-th (1 to N) of N near-equal parts of the --count batch, split by board number; auto/N: K from "
                 "the scheduler (JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID or AWS_BATCH_JOB_ARRAY_INDEX). Needs --seed; {shard} in "
                 "-o and --manifest is K. uuboard merge joins the shards; see docs/scale.md.")
      ->type_name("K/N");
  app.add_option("--manifest", g.manifest,
                 "Write a manifest (.csv or .jsonl): one row per board with its seed, options, output file, node and edge "
                 "counts and distinct node types.");
  add_number(app, "--best-of", b.best_of,
             fmt::format("Make N candidates of each board and keep the fairest (docs/fairness.md); {}.", range_text(uu::best_of_range)),
             range_text(uu::best_of_range));
  add_number(app, "--min-score", b.min_score,
             fmt::format("Make candidates until one reaches this fairness score ({}-{}), within a bounded number of tries.",
                         uu::min_score_range.lo, uu::min_score_range.hi),
             range_text(uu::min_score_range));
  add_output_options(app, g.out);
}

void add_stats_options(CLI::App& app, StatsCommand& s) {
  app.add_option("--seed", s.seed, "Seed prefix: board n has the seed <prefix>-<n>, as in a generate batch (just <n> without it).");
  add_number(app, "-p,--players", s.board.players, fmt::format("Number of players, {} (default {}).", range_text(uu::players_range), s.board.players),
             range_text(uu::players_range));
  app.add_option("-e,--expansions", s.board.expansions, "Expansions: all, none or a list.")->capture_default_str();
  app.add_option("--paper", s.board.paper, "Paper of the boards.")->capture_default_str();
  add_number(app, "--best-of", s.board.best_of, fmt::format("Candidates per board, {}; the fairest is kept.", range_text(uu::best_of_range)),
             range_text(uu::best_of_range));
  add_number(app, "-n,--count", s.count, fmt::format("How many boards, {} (default {}).", range_text(uu::stats_count_range), s.count),
             range_text(uu::stats_count_range));
  add_number(app, "--from", s.from, fmt::format("First board number (default {}).", s.from), range_text(uu::from_range));
  app.add_option("--data", s.data_file, "A designer's own game tables.");
  app.add_option("-o,--output", s.output, "Histograms as .svg, .pdf or .png.");
}


// The kind of mistake CLI11 reported, for usage_message to word.
ParseMistake mistake_of(const CLI::ParseError& e) {
  if (dynamic_cast<const CLI::ConversionError*>(&e) != nullptr) return ParseMistake::conversion;
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) != nullptr) return ParseMistake::value_count;
  if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) return ParseMistake::extra_arguments;
  if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr) return ParseMistake::missing;
  return ParseMistake::other;
}

int parse_error(const CLI::App& app, const CLI::ParseError& e, const std::vector<std::string>& args) {
  if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
  fmt::print(stderr, "uuboard: error: {}\nRun 'uuboard --help' for the options.\n", printable(usage_message(mistake_of(e), e.what(), args)));
  return exit_usage;
}

// The program's command of that name, or nullptr.
const CLI::App* command_named(const CLI::App& app, const std::string& name) {
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->check_name(name)) return sub;
  return nullptr;
}

// Where the arguments name a command: the first argument that is neither an option of
// the program (generate's, the default command's) nor such an option's value; the
// arguments' size when none does.
std::size_t command_at(const CLI::App& app, const std::vector<std::string>& args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string name = args[i].substr(0, args[i].find('='));
    if (const CLI::Option* option = app.get_option_no_throw(name); option != nullptr) {
      if (name.size() == args[i].size() && option->get_expected_min() > 0) ++i;  // its value
      continue;
    }
    return command_named(app, args[i]) != nullptr ? i : args.size();
  }
  return args.size();
}

// The config file's entries put into the arguments as options of the command typed
// (uuboard render --config f: render's options), right after its name (at `named`, from
// command_at), so those typed after them win.
void insert_config(Arguments& out, const CLI::App& app, std::size_t named) {
  if (out.config.empty()) return;
  const CLI::App* command = named == out.args.size() ? &app : command_named(app, out.args[named]);
  const auto insert_at = named == out.args.size() ? out.args.begin() : out.args.begin() + static_cast<std::ptrdiff_t>(named) + 1;
  const std::string command_name = command == &app ? std::string() : command->get_name() + " ";
  // A key given twice in the file: its last line counts, as on the command line.
  std::vector<ConfigEntry> entries;
  for (auto it = out.config.rbegin(); it != out.config.rend(); ++it)
    if (std::none_of(entries.begin(), entries.end(), [&](const ConfigEntry& e) { return e.key == it->key; })) entries.push_back(*it);
  std::reverse(entries.begin(), entries.end());
  std::vector<std::string> typed;
  for (const ConfigEntry& entry : entries) {
    if (entry.key == "config" || entry.key == "help" || entry.key == "version")
      throw UsageError(fmt::format("{}: \"{}\" cannot be set in a config file", entry.where, entry.key));
    const CLI::Option* option = command->get_option_no_throw("--" + entry.key);
    if (option == nullptr) {
      throw UsageError(fmt::format("{}: unknown option \"{}\" for uuboard {}(keys are long option names without --, for example players = 6)",
                                   entry.where, entry.key, command_name));
    }
    if (option->get_expected_min() == 0) {
      // A switch on by default (legend, assembly) is turned off by its --no- form.
      if (entry.value == "true" || entry.value == "1") typed.push_back("--" + entry.key);
      else if (entry.value != "false" && entry.value != "0")
        throw UsageError(fmt::format("{}: {} = {}: a switch is true or false", entry.where, entry.key, entry.value));
      else if (command->get_option_no_throw("--no-" + entry.key) != nullptr) typed.push_back("--no-" + entry.key);
      continue;
    }
    typed.push_back("--" + entry.key);
    typed.push_back(entry.value);
  }
  out.args.insert(insert_at, typed.begin(), typed.end());
}

// How often an option was given to a command (0 when the command has no such option).
std::size_t given(const CLI::App& app, const std::string& name) {
  const CLI::Option* option = app.get_option_no_throw(name);
  return option == nullptr ? 0 : option->count();
}

// Text options that an empty value cannot mean anything for: '--stop-after ""' is a
// mistake, not a request for the default.
void refuse_empty(const std::vector<const CLI::App*>& apps, const std::vector<std::string>& names) {
  for (const CLI::App* app : apps) {
    for (const std::string& name : names) {
      const CLI::Option* option = app->get_option_no_throw(name);
      if (option == nullptr || option->count() == 0) continue;
      for (const std::string& value : option->results())
        if (value.empty()) throw UsageError(fmt::format("{} '': an empty value is not allowed (leave the option out for the default)", name));
    }
  }
}

int run(int argc, char** argv) {
  CLI::App app{
      "uuboard: printable boards for Unstable Universe.\n"
      "The same seed and options always give the same board, on any machine.\n"
      "Without a command, uuboard generates (the options below)."};
  app.name("uuboard");
  app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  GenerateCommand generate;
  add_generate_options(app, generate);
  // Read before parsing (read_arguments); listed here so each command's help shows it.
  const auto add_config = [](CLI::App& to) {
    to.add_option("--config", "Read options from a TOML or INI file (keys are the long option names: players = 6); see docs/cli.md.")
        ->type_name("FILE");
  };
  add_config(app);
  app.set_version_flag("--version", uu::generator_version());
  app.footer(exit_codes);
  app.require_subcommand(0, 1);

  // The commands, each with its options. Only the command the arguments name gets its
  // options (the program's help lists the commands by name): building all of them was
  // a sixth of what a run that draws nothing costs.
  const auto command = [&app](const char* name, const char* about, const std::string& footer) {
    CLI::App* sub = app.add_subcommand(name, about);
    sub->option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    sub->footer(footer);
    return sub;
  };
  CLI::App* generate_cmd = command("generate", "Make boards (the default command: uuboard [options] is uuboard generate [options]).", exit_codes);
  RenderCommand render;
  CLI::App* render_cmd = command("render", "Draw saved boards (.json or .jsonl) again, without regenerating them.", exit_codes);
  CheckCommand check;
  CLI::App* check_cmd = command("check", "Check saved boards against every rule; print each broken one.",
                                "Exit codes: 0 every rule holds, 1 a board breaks a rule, 2 a file is unreadable or not a board.");
  StatsCommand stats;
  CLI::App* stats_cmd = command("stats", "Fairness figures over many seeds (docs/fairness.md): a text summary on stdout, histograms with -o.",
                                "Exit codes: 0 done, 1 some seed gave no board, 2 bad usage, 3 output could not be written.");
  MergeCommand merge;
  CLI::App* merge_cmd = command(
      "merge", "Join the .jsonl files and manifests of a batch's shards (--shard) into exactly what the whole batch writes.",
      "Exit codes: 0 joined, 2 bad usage, or a board missing, doubled or of another batch (nothing written), 3 output could not be written.");
  CompletionsCommand completions;
  CLI::App* completions_cmd = app.add_subcommand("completions", "Print the completion script for a shell: source <(uuboard completions bash).");

  Arguments arguments = read_arguments(argc, argv);
  const std::size_t named_at = command_at(app, arguments.args);
  const CLI::App* named = named_at == arguments.args.size() ? nullptr : command_named(app, arguments.args[named_at]);
  if (named == generate_cmd) {
    add_generate_options(*generate_cmd, generate);
  } else if (named == render_cmd) {
    render_cmd->add_option("boards", render.inputs, "Saved boards: .json files (one board), .jsonl files (one board a line), - for stdin.")
        ->required();
    add_output_options(*render_cmd, render.out);
  } else if (named == check_cmd) {
    check_cmd->add_option("boards", check.inputs, "Saved boards: .json files (one board), .jsonl files (one board a line), - for stdin.")
        ->required();
    check_cmd->add_flag("-q,--quiet", check.quiet, "Print only the broken rules, not the summary.");
    check_cmd->add_option("--data", check.data_file, "A designer's own game tables (JSON, as data/game.json), checked on load.");
  } else if (named == stats_cmd) {
    add_stats_options(*stats_cmd, stats);
  } else if (named == merge_cmd) {
    merge_cmd->add_option("shards", merge.inputs, "The shards' .jsonl files and, with --manifest, their manifests, in any order.")->required();
    merge_cmd->add_option("-o,--output", merge.output, "The joined boards: one .jsonl file (- for standard output).");
    merge_cmd->add_option("--manifest", merge.manifest, "The joined manifest (.csv or .jsonl, as the shards' are).");
    add_number(*merge_cmd, "-n,--count", merge.count, "The whole batch's board count, as each shard was given it (needed).", range_text(uu::count_range));
    add_number(*merge_cmd, "--from", merge.from, "The whole batch's first board (default 1).", range_text(uu::from_range));
    merge_cmd->add_flag("-q,--quiet", merge.quiet, "Print nothing but errors.");
    merge_cmd->add_flag("--no-clobber", merge.no_clobber, "Refuse to replace a file that exists (exit 3).");
  } else if (named == completions_cmd) {
    completions_cmd->add_option("shell", completions.shell, "bash, zsh or fish.");
  }
  if (named != nullptr && named != completions_cmd) add_config(*app.get_subcommand(named));

  try {
    insert_config(arguments, app, named_at);
    std::vector<std::string> reversed(arguments.args.rbegin(), arguments.args.rend());
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    return parse_error(app, e, arguments.args);
  } catch (const UsageError& e) {
    throw UsageError(with_origin(e.what(), arguments));
  }
  const std::vector<std::string> texts = {"--seed", "--stop-after", "--output", "--format", "--paper", "--size", "--sheets", "--board-paper", "--manifest", "--data", "--duplex", "--shard"};
  // A message about a value from the config file names the file and the line.
  try {
    refuse_empty({&app, generate_cmd, render_cmd, check_cmd, stats_cmd, merge_cmd}, texts);
    if (render_cmd->parsed()) return run_render(render);
    if (check_cmd->parsed()) return run_check(check);
    if (stats_cmd->parsed()) return run_stats(stats);
    if (completions_cmd->parsed()) return run_completions(completions);
    if (merge_cmd->parsed()) return run_merge(merge);
    generate.batch = given(app, "--count") + given(app, "--from") + given(*generate_cmd, "--count") + given(*generate_cmd, "--from") > 0;
    generate.count_given = given(app, "--count") + given(*generate_cmd, "--count") > 0;
    return run_generate(generate);
  } catch (const UsageError& e) {
    throw UsageError(with_origin(e.what(), arguments));
  } catch (const uu::OptionError& e) {
    throw UsageError(with_origin(e.what(), arguments));
  }
}
}  // namespace

int main(int argc, char** argv) {
#ifdef SIGPIPE
  // A reader that stops early (uuboard -o - | head) makes a write fail with EPIPE, said
  // and counted as exit 3 like any unwritable output, instead of a silent death by signal.
  std::signal(SIGPIPE, SIG_IGN);
#endif
  try {
    return with_output_flushed(run(argc, argv));
  } catch (const std::exception& e) {
    try {
      const int code = exit_code_of(std::current_exception());
      fmt::print(stderr, "uuboard: error: {}\n", printable(e.what()));
      return code;
    } catch (...) {
      fmt::print(stderr, "uuboard: internal error: {}\n", e.what());
      return exit_invalid;
    }
  }
}

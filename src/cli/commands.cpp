// generate, render and check: from parsed options to files, progress and exit codes.
// Batches run through run_ordered, so boards are written in order whatever --jobs is.
#include "cli/commands.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <fmt/core.h>
#include <fmt/format.h>

#include "cli/board_output.hpp"
#include "cli/progress.hpp"
#include "stages/points.hpp"
#include "uuboard/batch.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/drawn.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/io.hpp"
#include "uuboard/limits.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/output.hpp"
#include "uuboard/stats.hpp"
#include "uuboard/validate.hpp"

namespace uu::cli {

namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void note_interrupt(int) { interrupted = 1; }

// A batch stops between boards on SIGINT or SIGTERM, so the files it leaves are whole.
void stop_between_boards_on_signals() {
  std::signal(SIGINT, note_interrupt);
  std::signal(SIGTERM, note_interrupt);
}

// Loads --data and checks the options that only change the drawing.
struct Drawing {
  std::optional<Dictionary> custom;
  LayoutOptions layout;
  int jobs = 1;
};

void load_drawing(const OutputSettings& out, Drawing& drawing) {
  if (!out.data_file.empty()) drawing.custom = load_dictionary_file(out.data_file);
  drawing.layout = out.layout;
  drawing.layout.dictionary = drawing.custom ? &*drawing.custom : &builtin_dictionary();
  if (out.duplex != "long" && out.duplex != "short")
    throw UsageError(fmt::format("--duplex {}: unknown value (use long or short)", out.duplex));
  drawing.layout.duplex = out.duplex == "long" ? Duplex::long_edge : Duplex::short_edge;
  if (out.jobs < 0 || out.jobs > max_jobs) throw UsageError(fmt::format("--jobs {}: must be 1 to {} (0: one per core)", out.jobs, max_jobs));
  drawing.jobs = std::min(out.jobs == 0 ? default_jobs() : out.jobs, max_jobs);
  if (out.dpi < 30 || out.dpi > 2400) throw UsageError(fmt::format("--dpi {}: must be 30 to 2400", out.dpi));
}

void note_single_page_formats(const OutputPlan& plan, const LayoutOptions& layout, bool quiet) {
  if (quiet || !(plan.format == Format::svg || plan.format == Format::png) || !(layout.legend || layout.secret_board)) return;
  fmt::print(stderr, "uuboard: note: {} holds the board page only; write a .pdf for the legend and the secret board\n",
             plan.format == Format::svg ? "svg" : "png");
}

// "WxH" in whole board units; the limits are checked with the other options.
void apply_size(const std::string& text, BoardOptions& board) {
  if (text.empty()) return;
  const auto size = parse_whole_pair(text);
  if (!size) throw UsageError(fmt::format("--size {}: not a size (use WxH in whole board units, for example 30x20)", text));
  board.size_width = size->first;
  board.size_height = size->second;
}

// --sheets, --overlap and --board-paper: the sheets a board is printed on. A --size board
// gets the fewest sheets that keep its nodes as large as a 4-player A4 board's (--sheets
// auto) unless --sheets names them; one sheet when that one does.
void apply_sheets(const GenerateCommand& c, BoardOptions& board) {
  PageSetup& page = board.page;
  if (!std::isfinite(c.overlap) || c.overlap < 0) throw UsageError(fmt::format("--overlap {}: must be a number of mm, 0 or more", c.overlap));
  page.overlap_mm = c.overlap;
  const bool sized = board.size_width > 0 && board.size_height > 0;
  if (!c.board_paper.empty()) {
    if (!c.sheets.empty()) throw UsageError(fmt::format("--board-paper {}: give --sheets or --board-paper, not both", c.board_paper));
    if (sized) throw UsageError(fmt::format("--board-paper {}: give --size or --board-paper, not both", c.board_paper));
    auto area = parse_paper(c.board_paper);
    if (!area) throw UsageError(fmt::format("--board-paper {}: unknown paper (a4, letter, legal, tabloid, a3, a5, or WxH in mm, or WxHin)", c.board_paper));
    area->portrait = page.portrait;
    page = sheets_holding(page, *area);
  } else if (c.sheets == "auto" || c.sheets == "AUTO" || (c.sheets.empty() && sized)) {
    if (!sized) {
      if (c.sheets.empty()) return;
      throw UsageError("--sheets auto: needs --size (a players' board fills the sheets it is given)");
    }
    const PageSetup a4{};
    const PointsConfig four = points_config(4, a4.board_aspect());
    const double comfortable = drawn::unit_mm_for(a4, four.width, four.height);
    page = drawn::sheets_for(page, board.size_width, board.size_height, comfortable);
  } else if (!c.sheets.empty()) {
    const auto sheets = parse_sheets(c.sheets);
    if (!sheets) throw UsageError(fmt::format("--sheets {}: not a number of sheets (use CxR, each 1 to {}, for example 2x2, or auto)", c.sheets, max_sheets_side));
    page.sheets_across = sheets->first;
    page.sheets_down = sheets->second;
  }
  if (const std::string problem = page_setup_problem(page); !problem.empty())
    throw UsageError(fmt::format("--sheets {} --overlap {}: {}", c.sheets.empty() ? "(chosen)" : c.sheets, c.overlap, problem));
}

GenerateOptions generate_options(const GenerateCommand& c, const Dictionary& dict) {
  GenerateOptions options;
  options.dictionary = &dict;
  if (c.players < 2 || c.players > 9) throw UsageError(fmt::format("--players {}: must be 2 to 9", c.players));
  options.board.players = c.players;
  if (!c.stop_after.empty()) {
    options.stop_after = stage_from_name(c.stop_after);
    if (!options.stop_after)
      throw UsageError(fmt::format("--stop-after {}: unknown stage (one of: {})", c.stop_after, fmt::join(stage_names(), ", ")));
  }
  options.board.expansions = parse_expansions(c.expansions, dict);
  options.board.first_game = c.first_game;
  const auto page = parse_paper(c.paper);
  if (!page) throw UsageError(fmt::format("--paper {}: unknown paper (a4, letter, legal, tabloid, a3, a5, or WxH in mm, or WxHin)", c.paper));
  options.board.page = *page;
  options.board.page.portrait = c.portrait;
  options.board.page.margin_mm = c.margin;
  if (!std::isfinite(c.margin)) throw UsageError(fmt::format("--margin {}: must be a number of mm, 0 or more", c.margin));
  if (const std::string problem = page_setup_problem(options.board.page); !problem.empty())
    throw UsageError(fmt::format("--paper {} --margin {}: {}", c.paper, c.margin, problem));
  apply_size(c.size, options.board);
  apply_sheets(c, options.board);
  options.board.best_of = c.best_of;
  options.board.min_score = c.min_score;
  if (const std::string problem = check_board_options(options.board); !problem.empty()) throw UsageError(problem);
  return options;
}

// The run loop shared by generate and render: make(i) gives board i's board on a worker
// thread; boards reach the writer in order.
struct Run {
  int count = 0;
  bool many = false;
  int jobs = 1;
  bool quiet = false;
  const OutputPlan* plan = nullptr;
  const LayoutOptions* layout = nullptr;
  int dpi = 300;
  std::function<Board(int)> make;
  std::function<std::string(int)> describe;  // "board 7 (seed "x-7")" for messages
  std::function<int(int)> number;            // {n} of item i
  std::string resume_option;                 // "--from" when a batch can be resumed by number
};

// A run of `count` boards as the output settings and the drawing ask; the caller adds
// make, describe and number.
Run run_for(int count, bool many, const Drawing& drawing, const OutputSettings& out, const OutputPlan& plan) {
  Run run;
  run.count = count;
  run.many = many;
  run.jobs = drawing.jobs;
  run.quiet = out.quiet;
  run.plan = &plan;
  run.layout = &drawing.layout;
  run.dpi = out.dpi;
  return run;
}

int run_boards(const Run& run, BoardWriter& writer) {
  if (run.many) stop_between_boards_on_signals();
  const int window = 4 * std::min(run.jobs, std::max(run.count, 1));
  std::vector<std::optional<Prepared>> slots(static_cast<std::size_t>(window));
  const auto slot = [&](int i) -> std::optional<Prepared>& { return slots[static_cast<std::size_t>(i % window)]; };
  Progress progress(run.count, !run.quiet);
  const int done = run_ordered(
      run.count, run.jobs, window,
      [&](int i) { slot(i) = prepare(run.make(i), run.number(i), *run.plan, *run.layout, run.dpi); },
      [&](int i) {
        writer.add(std::move(*slot(i)));
        slot(i).reset();
        progress.update(i + 1);
      },
      [] { return interrupted == 0; },
      [&](int i) {
        progress.clear();
        if (!run.many) return;
        const std::string kept = writer.per_board_files() > 0 ? fmt::format("; the {} files before it are complete and kept", writer.per_board_files())
                                                              : "; nothing was written";
        fmt::print(stderr, "uuboard: error: {} failed{}\n", run.describe(i), kept);
      });
  progress.clear();
  if (done < run.count) {
    fmt::print(stderr, "uuboard: error: interrupted after {} of {} boards; {}\n", done, run.count,
               writer.per_board_files() > 0 ? fmt::format("the {} files written are complete", writer.per_board_files())
                                            : std::string("nothing was written"));
    if (!run.resume_option.empty()) {
      const int next = writer.per_board_files() > 0 ? run.number(done) : run.number(0);
      fmt::print(stderr, "uuboard: note: run the same command with {} {} (and --count {}) to make the rest\n", run.resume_option, next,
                 run.count - (next - run.number(0)));
    }
    return exit_interrupted;
  }
  writer.finish();
  if (progress.shown()) fmt::print(stderr, "uuboard: {}\n", writer.written());
  return exit_ok;
}

}  // namespace

int run_generate(const GenerateCommand& c) {
  Drawing drawing;
  load_drawing(c.out, drawing);
  GenerateOptions options = generate_options(c, *drawing.layout.dictionary);
  const bool batch = c.batch;
  if (c.count < 1 || c.count > max_count) throw UsageError(fmt::format("--count {}: must be 1 to {}", c.count, max_count));
  if (c.from < 1 || c.from > max_count * 1000) throw UsageError(fmt::format("--from {}: must be 1 to {}", c.from, max_count * 1000));
  const int first = c.from;
  const int count = batch ? c.count : 1;
  const OutputPlan plan = plan_output(c.out, batch, count > 1);
  if (!c.manifest.empty()) check_manifest_name(c.manifest);
  note_single_page_formats(plan, drawing.layout, c.out.quiet);
  check_sheet_names(options.board.page, plan);
  if (plan.format == Format::png) {
    const PageSetup& page = options.board.page;
    if (const std::string problem = check_png_size(page.page_width(), page.page_height(), c.out.dpi); !problem.empty()) throw UsageError(problem);
  }

  std::string seed = c.seed;
  if (!seed.empty()) {
    if (const std::string problem = check_seed(seed, "--seed"); !problem.empty()) throw UsageError(problem);
    const std::string last = batch ? batch_seed(seed, first + count - 1) : seed;
    if (const std::string problem = check_seed(last, "--seed (with its batch number)"); !problem.empty()) throw UsageError(problem);
  }
  if (seed.empty()) {
    seed = random_seed();
    if (!c.out.quiet) fmt::print(stderr, "uuboard: seed {}\n", seed);
  }
  const auto seed_of = [&](int i) { return batch ? batch_seed(seed, first + i) : seed; };
  Board label;  // names the book in its metadata
  label.seed = fmt::format("{}..{}", seed_of(0), seed_of(count - 1));
  label.options = options.board;
  SceneInfo info{fmt::format("Unstable Universe boards {} to {}", seed_of(0), seed_of(count - 1)), describe_options(label, drawing.layout),
                 generator_version(), "Unstable Universe; uuboard; " + describe_options(label, drawing.layout)};
  BoardWriter writer(plan, std::move(info), c.manifest, WriteOptions{c.out.no_clobber});
  Run run = run_for(count, batch, drawing, c.out, plan);
  run.resume_option = "--from";
  run.make = [&](int i) {
    GenerateOptions o = options;
    o.seed = seed_of(i);
    return generate(o);
  };
  run.describe = [&](int i) { return fmt::format("board {} (seed \"{}\")", first + i, seed_of(i)); };
  run.number = [&](int i) { return first + i; };
  return run_boards(run, writer);
}

namespace {

// One saved board's JSON text and where it came from ("file" or "file:line").
struct Source {
  std::string name;
  std::string text;
};

// A .jsonl file, or standard input ("-") whose first line is a whole JSON object.
bool is_board_lines(const std::string& input, const std::string& text) {
  if (input != "-") {
    std::string ext = std::filesystem::path(input).extension().string();
    return ext == ".jsonl" || ext == ".JSONL";
  }
  const auto end = text.find('\n');
  const std::size_t first = text.find_first_not_of(" \t\r");
  const std::size_t last = text.find_last_not_of(" \t\r", end == std::string::npos ? std::string::npos : end - 1);
  return first != std::string::npos && last != std::string::npos && first < last && text[first] == '{' && text[last] == '}' &&
         end != std::string::npos;
}

std::vector<Source> read_sources(const std::vector<std::string>& inputs) {
  std::vector<Source> sources;
  for (const std::string& input : inputs) {
    std::string text = read_file(input);
    if (!is_board_lines(input, text)) {
      sources.push_back({input, std::move(text)});
      continue;
    }
    std::size_t start = 0;
    for (int line = 1; start < text.size(); ++line) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      if (text.find_first_not_of(" \t\r", start) < end) sources.push_back({fmt::format("{}:{}", input, line), text.substr(start, end - start)});
      start = end + 1;
    }
  }
  if (sources.empty()) throw UsageError("no board in the input (an empty .jsonl file?)");
  return sources;
}

}  // namespace

int run_render(const RenderCommand& c) {
  Drawing drawing;
  load_drawing(c.out, drawing);
  const std::vector<Source> sources = read_sources(c.inputs);
  const bool many = sources.size() > 1;
  const OutputPlan plan = plan_output(c.out, many);
  note_single_page_formats(plan, drawing.layout, c.out.quiet);
  std::string inputs;
  for (const std::string& input : c.inputs) inputs += (inputs.empty() ? "" : ", ") + input;
  SceneInfo info{fmt::format("Unstable Universe boards from {}", inputs), fmt::format("{} boards from {}", sources.size(), inputs),
                 generator_version(), "Unstable Universe; uuboard"};
  BoardWriter writer(plan, std::move(info), "", WriteOptions{c.out.no_clobber});
  Run run = run_for(static_cast<int>(sources.size()), many, drawing, c.out, plan);
  run.make = [&](int i) {
    const Source& source = sources[static_cast<std::size_t>(i)];
    Board board = board_from_json_text(source.text, source.name);
    const std::vector<std::string> problems = validate(board);
    if (!problems.empty()) {
      throw GenerationError(fmt::format("{}: not drawn: the board breaks {} rule{}, first {} ('uuboard check {}' lists them)", source.name,
                                        problems.size(), problems.size() == 1 ? "" : "s", problems.front(), source.name));
    }
    if (plan.format == Format::png) {
      const PageSetup& page = board.options.page;
      if (const std::string problem = check_png_size(page.page_width(), page.page_height(), c.out.dpi); !problem.empty())
        throw UsageError(fmt::format("{}: {}", source.name, problem));
    }
    check_sheet_names(board.options.page, plan);
    return board;
  };
  run.describe = [&](int i) { return fmt::format("board {}", sources[static_cast<std::size_t>(i)].name); };
  run.number = [](int i) { return i + 1; };
  return run_boards(run, writer);
}

namespace {

// With --data: every name on the board must be one the designer's tables list, or the
// board cannot be drawn with them. One line per kind of name that is missing.
std::vector<std::string> unknown_names(const Board& board, const Dictionary& dict, const std::string& file) {
  std::vector<std::string> out;
  const auto listed = [](const std::vector<WeightedName>& table, const std::string& name) {
    return std::any_of(table.begin(), table.end(), [&](const WeightedName& w) { return w.name == name; });
  };
  const auto report = [&](const char* what, const std::string& name) {
    out.push_back(fmt::format("data: {} \"{}\" is not in {}", what, name, file));
  };
  for (const Node& n : board.nodes) {
    if (n.type && dict.node_type_index(*n.type) < 0) report("node type", *n.type);
    if (n.mission && dict.mission_index(*n.mission) < 0) report("mission", *n.mission);
  }
  for (const Expedition& e : board.expeditions)
    if (!listed(dict.expeditions, e.type)) report("expedition", e.type);
  for (const Landmark& l : board.landmarks)
    if (!listed(dict.landmarks, l.type)) report("landmark", l.type);
  for (const Resource& r : board.resources)
    if (!listed(dict.resources, r.type)) report("resource", r.type);
  for (const TinyNode& t : board.tiny_nodes)
    if (!listed(dict.tiny_nodes, t.type)) report("tiny node", t.type);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

int run_check(const CheckCommand& c) {
  std::optional<Dictionary> custom;
  if (!c.data_file.empty()) custom = load_dictionary_file(c.data_file);
  const std::vector<Source> sources = read_sources(c.inputs);
  int broken = 0;
  for (const Source& source : sources) {
    const Board board = board_from_json_text(source.text, source.name);
    std::vector<std::string> problems = validate(board);
    if (custom) {
      const std::vector<std::string> names = unknown_names(board, *custom, c.data_file);
      problems.insert(problems.end(), names.begin(), names.end());
    }
    for (const std::string& problem : problems) fmt::print("{}: {}\n", source.name, problem);
    if (!problems.empty()) ++broken;
  }
  if (!c.quiet) {
    if (broken == 0) fmt::print("checked {} board{}: every rule holds\n", sources.size(), sources.size() == 1 ? "" : "s");
    else fmt::print("checked {} board{}: {} break{} a rule\n", sources.size(), sources.size() == 1 ? "" : "s", broken, broken == 1 ? "s" : "");
  }
  return broken == 0 ? exit_ok : exit_invalid;
}

}  // namespace uu::cli

namespace uu::cli {

int run_stats(const StatsCommand& c) {
  std::optional<Dictionary> custom;
  if (!c.board.out.data_file.empty()) custom = load_dictionary_file(c.board.out.data_file);
  const Dictionary& dict = custom ? *custom : builtin_dictionary();
  GenerateOptions options = generate_options(c.board, dict);
  options.seed = c.board.seed;
  if (c.board.count < 1 || c.board.count > 100000) throw UsageError(fmt::format("--count {}: must be 1 to 100000", c.board.count));
  std::string format;
  if (!c.output.empty()) {
    format = std::filesystem::path(c.output).extension().string();
    if (format != ".svg" && format != ".pdf" && format != ".png") {
      throw UsageError(fmt::format("-o {}: a stats chart is .svg, .pdf or .png", c.output));
    }
  }
  const StatsSummary summary = uu::run_stats(options, c.board.count, c.board.from);
  fmt::print("{}", stats_text(summary));
  if (!c.output.empty()) {
    const Scene scene = stats_scene(summary);
    const std::string bytes = format == ".svg" ? render_svg(scene) : format == ".pdf" ? render_pdf(scene) : render_png(scene, 150.0);
    write_file_atomic(c.output, bytes);
  }
  return summary.failed_seeds.empty() ? exit_ok : exit_invalid;
}

}  // namespace uu::cli

// generate and stats: boards made from typed options, written as files or measured.
#include "cli/commands.hpp"

#include <filesystem>
#include <fmt/core.h>
#include <fmt/format.h>
#include <optional>

#include "cli/formats.hpp"
#include "cli/run_boards.hpp"
#include "cli/run_names.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "model/limits.hpp"
#include "uuboard/render/output.hpp"
#include "uuboard/stats.hpp"

namespace uu::cli {

namespace {

GenerateOptions generate_options(const GenerateCommand& c, const Dictionary& dict) {
  GenerateOptions options;
  options.dictionary = &dict;
  if (!c.stop_after.empty()) {
    options.stop_after = stage_from_name(c.stop_after);
    if (!options.stop_after)
      throw UsageError(fmt::format("--stop-after {}: unknown stage (one of: {})", c.stop_after, fmt::join(stage_names(), ", ")));
  }
  options.board = parse_board_options(c.board, dict);
  return options;
}

// A typed seed (none: a random one is made) and the last seed of its run, <seed>-<n>.
void check_typed_seed(const std::string& seed, const std::string& last) {
  if (seed.empty()) return;
  refuse(check_seed(seed, "--seed"));
  refuse(check_seed(last, "--seed (with its batch number)"));
}

}  // namespace

int run_generate(const GenerateCommand& c) {
  Drawing drawing;
  load_drawing(c.out, drawing);
  const GenerateOptions options = generate_options(c, *drawing.layout.dictionary);
  const bool batch = c.batch;
  refuse(range_problem("--count", c.count, count_range));
  refuse(range_problem("--from", c.from, from_range));
  const int first = c.from;
  const int count = batch ? c.count : 1;
  const OutputPlan plan = plan_output(c.out, batch, count > 1);
  if (!c.manifest.empty()) check_manifest_name(c.manifest);
  note_single_page_formats(plan, drawing.layout, c.out.quiet);
  check_sheet_names(options.board.page, plan);
  if (plan.format == Format::png) {
    const PageSetup& page = options.board.page;
    refuse(check_png_size(page.page_width(), page.page_height(), c.out.dpi));
  }

  std::string seed = c.seed;
  check_typed_seed(seed, batch ? batch_seed(seed, first + count - 1) : seed);
  if (seed.empty()) {
    seed = random_seed();
    if (!c.out.quiet) fmt::print(stderr, "uuboard: seed {}\n", seed);
  }
  const auto seed_of = [&](int i) { return batch ? batch_seed(seed, first + i) : seed; };
  RunNames names;
  names.count = count;
  names.seed = seed_of;
  names.number = [&](int i) { return first + i; };
  names.players = [&](int) { return options.board.players; };
  names.sheets = sheet_labels(options.board.page, plan, drawing.layout);
  names.seeds_differ = batch;
  check_run_names(plan, c.manifest, names);
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

int run_stats(const StatsCommand& c) {
  std::optional<Dictionary> custom;
  if (!c.data_file.empty()) custom = load_dictionary_file(c.data_file);
  GenerateOptions options;
  options.dictionary = custom ? &*custom : &builtin_dictionary();
  options.board = parse_board_options(c.board, *options.dictionary);
  options.seed = c.seed;
  refuse(range_problem("--count", c.count, stats_count_range));
  refuse(range_problem("--from", c.from, from_range));
  std::optional<Format> format;
  if (!c.output.empty()) {
    format = format_of_extension(std::filesystem::path(c.output).extension().string());
    if (format != Format::svg && format != Format::pdf && format != Format::png)
      throw UsageError(fmt::format("-o {}: a stats chart is .svg, .pdf or .png", c.output));
  }
  check_typed_seed(c.seed, stats_seed(c.seed, c.from + c.count - 1));
  const StatsSummary summary = uu::run_stats(options, c.count, c.from);
  fmt::print("{}", stats_text(summary));
  if (format) {
    const Scene scene = stats_scene(summary);
    const std::string bytes = format == Format::svg ? render_svg(scene) : format == Format::pdf ? render_pdf(scene) : render_png(scene, 150.0);
    write_file_atomic(c.output, bytes);
  }
  return summary.failed_seeds.empty() ? exit_ok : exit_invalid;
}

}  // namespace uu::cli

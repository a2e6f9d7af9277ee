// generate and stats: boards made from typed options, written as files or measured.
#include "cli/commands.hpp"

#include <filesystem>
#include <fmt/core.h>
#include <fmt/format.h>
#include <optional>

#include "cli/formats.hpp"
#include "cli/run_boards.hpp"
#include "cli/run_names.hpp"
#include "cli/shard.hpp"
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

// Options that no seed makes a board of are refused before the first board (exit 2). The
// reason is the same for every seed of a run but for the footer rows a long seed takes,
// so its first and last seeds, the longest, stand for all.
void refuse_hopeless(GenerateOptions options, const std::string& data_file, const std::string& first, const std::string& last) {
  const std::string tables = data_file.empty() ? "" : "--data " + data_file;
  for (const std::string& seed : {first, last}) {
    options.seed = seed;
    refuse(board_problem(options, tables));
  }
}

// One shard of a batch (--shard): K of N and the boards it makes.
struct Sharding {
  int index = 1;
  int shards = 1;
  BoardRange boards;
};

std::optional<Sharding> sharding_of(const GenerateCommand& c) {
  if (c.shard.empty()) {
    for (const auto& [option, name] : {std::pair{"-o", c.out.output}, std::pair{"--manifest", c.manifest}}) {
      if (has_shard_field(name))
        throw UsageError(fmt::format("{} {}: {} is the shard's number, for a run with --shard K/N", option, name, shard_field));
    }
    return std::nullopt;
  }
  const ShardSpec spec = parse_shard(c.shard);
  if (c.seed.empty())
    throw UsageError(fmt::format("--shard {}: give --seed too: the shards must make boards of one seed, and without it each would make up its own",
                                 c.shard));
  if (!c.count_given)
    throw UsageError(fmt::format("--shard {}: give the whole batch's --count (and its --from, when it does not start at 1); each shard makes "
                                 "its part of that batch",
                                 c.shard));
  const int index = spec.index ? *spec.index : shard_from_environment(spec.count, process_environment());
  return Sharding{index, spec.count, shard_boards(c.from, c.count, index, spec.count)};
}

// The name with "-{shard}" before its extension, for messages.
std::string with_shard_field(const std::string& name) {
  const std::filesystem::path p(name);
  return (p.parent_path() / (p.stem().string() + "-" + std::string(shard_field) + p.extension().string())).string();
}

// Shards run side by side must not write one file: a one-file output and the manifest
// need {shard} in their names; files of single boards are told apart by {n} or {seed}.
void check_shard_names(const Sharding& s, const std::string& output, const std::string& manifest, const OutputPlan& plan) {
  const bool per_board = plan.kind == OutputPlan::Kind::per_board && is_output_template(plan.name) &&
                         (plan.name.find("{n}") != std::string::npos || plan.name.find("{seed}") != std::string::npos);
  if (plan.name != "-" && !per_board && !has_shard_field(output)) {
    throw UsageError(fmt::format("-o {}: each of the {} shards would write this file; put {} in its name (for example -o '{}'), or {{n}} "
                                 "for a file per board",
                                 output, s.shards, shard_field, with_shard_field(output)));
  }
  if (!manifest.empty() && !has_shard_field(manifest)) {
    throw UsageError(fmt::format("--manifest {}: each of the {} shards would write this file; put {} in its name (for example --manifest '{}')",
                                 manifest, s.shards, shard_field, with_shard_field(manifest)));
  }
}

}  // namespace

int run_generate(const GenerateCommand& c) {
  Drawing drawing;
  load_drawing(c.out, drawing);
  const GenerateOptions options = generate_options(c, *drawing.layout.dictionary);
  refuse(range_problem("--count", c.count, count_range));
  refuse(range_problem("--from", c.from, from_range));
  const std::optional<Sharding> shard = sharding_of(c);
  const bool batch = c.batch || shard;
  const BoardRange boards = shard ? shard->boards : BoardRange{c.from, batch ? c.count : 1};
  const int first = boards.first;
  const int count = boards.count;
  OutputSettings out = c.out;
  std::string manifest = c.manifest;
  if (shard) {
    out.output = expand_shard_field(out.output, shard->index);
    manifest = expand_shard_field(manifest, shard->index);
  }
  const OutputPlan plan = plan_output(out, batch, count > 1);
  if (!manifest.empty()) check_manifest_name(manifest);
  if (shard) check_shard_names(*shard, c.out.output, c.manifest, plan);
  note_single_page_formats(plan, drawing.layout, c.out.quiet);
  check_sheet_names(options.board.page, plan);
  if (plan.format == Format::png) {
    const PageSetup& page = options.board.page;
    refuse(check_png_size(page.page_width(), page.page_height(), c.out.dpi));
  }

  std::string seed = c.seed;
  check_typed_seed(seed, batch ? batch_seed(seed, c.from + c.count - 1) : seed);
  if (shard && !c.out.quiet) {
    fmt::print(stderr, "uuboard: shard {} of {}: {}\n", shard->index, shard->shards,
               count > 0 ? boards_text(first, first + count - 1)
                         : fmt::format("no boards (the batch's {} boards fill only the first {} shards); nothing to write", c.count, c.count));
  }
  if (count == 0) return exit_ok;
  if (seed.empty()) {
    seed = random_seed();
    if (!c.out.quiet) fmt::print(stderr, "uuboard: seed {}\n", seed);
  }
  const auto seed_of = [&](int i) { return batch ? batch_seed(seed, first + i) : seed; };
  refuse_hopeless(options, c.out.data_file, seed_of(0), seed_of(count - 1));
  RunNames names;
  names.count = count;
  names.seed = seed_of;
  names.number = [&](int i) { return first + i; };
  names.players = [&](int) { return options.board.players; };
  names.sheets = sheet_labels(options.board.page, plan, drawing.layout);
  names.seeds_differ = batch;
  check_run_names(plan, manifest, names);
  const std::string seeds = fmt::format("{}..{}", seed_of(0), seed_of(count - 1));  // names the book in its metadata
  SceneInfo info{fmt::format("Unstable Universe boards {} to {}", seed_of(0), seed_of(count - 1)), describe_options(seeds, options.board, drawing.layout),
                 generator_version(), "Unstable Universe; uuboard; " + describe_options(seeds, options.board, drawing.layout)};
  BoardWriter writer(plan, std::move(info), manifest, WriteOptions{c.out.no_clobber});
  Run run = run_for(count, batch, drawing, c.out, plan);
  run.resume_option = shard ? "" : "--from";  // a shard is made again whole
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
  refuse_hopeless(options, c.data_file, stats_seed(c.seed, c.from), stats_seed(c.seed, c.from + c.count - 1));
  const StatsSummary summary = uu::run_stats(options, c.count, c.from);
  fmt::print("{}", stats_text(summary));
  if (format) {
    const Scene scene = stats_scene(summary);
    const std::string bytes = format == Format::svg ? render_svg(scene) : format == Format::pdf ? render_pdf(scene) : render_png(scene, 150.0);
    write_file_atomic(c.output, bytes);
  }
  return summary.failed_seeds.empty() ? exit_ok : exit_invalid;
}

std::string printable(std::string_view message) {
  std::string out;
  for (const char ch : message) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c < 0x20 && ch != '\n' && ch != '\t') || c == 0x7f) out += fmt::format("\\x{:02X}", c);
    else out += ch;
  }
  return out;
}

}  // namespace uu::cli

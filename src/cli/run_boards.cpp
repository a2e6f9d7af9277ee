// The run loop behind generate and render, and the checks of the drawing options.
#include "cli/run_boards.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <fmt/core.h>
#include <unistd.h>

#include "cli/progress.hpp"
#include "cli/ordered_loop.hpp"
#include "model/limits.hpp"

namespace uu::cli {

namespace {

volatile std::sig_atomic_t interrupted = 0;
volatile std::sig_atomic_t between_boards = 0;  // a batch that stops after the board at hand

// SIGINT or SIGTERM. A batch stops between boards, so the files it leaves are whole; a
// second signal, or one during a single board, stops at once. Either way the temporary
// files of what was not finished are removed and the exit code is 130 (docs/cli.md).
extern "C" void note_interrupt(int) {
  if (between_boards && !interrupted) {
    interrupted = 1;
    return;
  }
  remove_temporary_files();
  _exit(exit_interrupted);
}

void stop_on_signals(bool batch) {
  between_boards = batch ? 1 : 0;
  std::signal(SIGINT, note_interrupt);
  std::signal(SIGTERM, note_interrupt);
}

// What standard output holds of a batch stopped early.
std::string streamed_text(const BoardWriter& writer) {
  const int streamed = writer.streamed();
  const std::string_view s = streamed == 1 ? "" : "s";
  return writer.streams_lines() ? fmt::format("standard output got the first {} board{}, each line whole", streamed, s)
                                : fmt::format("standard output got {} board{} of a file cut short: make it again", streamed, s);
}

}  // namespace

void stop_at_once_on_signals() { stop_on_signals(false); }

void load_drawing(const OutputSettings& out, Drawing& drawing) {
  if (!out.data_file.empty()) drawing.custom = load_dictionary_file(out.data_file);
  drawing.layout = out.layout;
  drawing.layout.dictionary = drawing.custom ? &*drawing.custom : &builtin_dictionary();
  if (out.duplex != "long" && out.duplex != "short")
    throw UsageError(fmt::format("--duplex {}: unknown value (use long or short)", out.duplex));
  drawing.layout.duplex = out.duplex == "long" ? Duplex::long_edge : Duplex::short_edge;
  if (out.jobs != 0 && !jobs_range.holds(out.jobs))
    throw UsageError(fmt::format("--jobs {}: must be {} (0: one per core)", out.jobs, range_text(jobs_range)));
  drawing.jobs = std::min(out.jobs == 0 ? default_jobs() : out.jobs, max_jobs);
  if (const std::string problem = range_problem("--dpi", out.dpi, dpi_range); !problem.empty()) throw UsageError(problem);
}

void note_single_page_formats(const OutputPlan& plan, const LayoutOptions& layout, bool quiet) {
  // The legend is on by default: only the secret board, asked for, is worth the note.
  if (quiet || !(plan.format == Format::svg || plan.format == Format::png) || !layout.secret_board) return;
  fmt::print(stderr, "uuboard: note: {} holds the board page only; write a .pdf for the secret board and the legend\n",
             format_name(plan.format));
}

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
  stop_on_signals(run.many);
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
                                 : writer.streamed() > 0      ? "; " + streamed_text(writer)
                                                              : "; nothing was written";
        fmt::print(stderr, "uuboard: error: {} failed{}\n", printable(run.describe(i)), kept);
      });
  progress.clear();
  if (done < run.count) {
    const int streamed = writer.streamed();
    const std::string kept = writer.per_board_files() > 0 ? fmt::format("the {} files written are complete", writer.per_board_files())
                             : streamed > 0                ? streamed_text(writer)
                                                           : std::string("nothing was written");
    fmt::print(stderr, "uuboard: error: interrupted after {} of {} boards; {}\n", done, run.count, kept);
    if (!run.resume_option.empty()) {
      const int kept_boards = writer.per_board_files() > 0 ? done : writer.streams_lines() ? streamed : 0;
      const int next = kept_boards > 0 ? run.number(kept_boards) : run.number(0);
      fmt::print(stderr, "uuboard: note: run the same command with {} {} (and --count {}) to make the rest\n", run.resume_option, next,
                 run.count - (next - run.number(0)));
    }
    return exit_interrupted;
  }
  writer.finish();
  if (progress.shown()) fmt::print(stderr, "uuboard: {}\n", writer.written());
  return exit_ok;
}

}  // namespace uu::cli

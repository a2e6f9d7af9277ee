#pragma once
// The run loop shared by generate and render: boards made on worker threads, written in
// order, with a progress bar, stopped between boards by SIGINT or SIGTERM.
#include <functional>
#include <optional>
#include <string>

#include "cli/board_output.hpp"
#include "cli/commands.hpp"
#include "uuboard/dictionary.hpp"

namespace uu::cli {

// --data loaded and the options that only change the drawing checked.
struct Drawing {
  std::optional<Dictionary> custom;
  LayoutOptions layout;
  int jobs = 1;
};

void load_drawing(const OutputSettings& out, Drawing& drawing);

// A note on stderr when --secret-board asks for pages SVG and PNG do not have.
void note_single_page_formats(const OutputPlan& plan, const LayoutOptions& layout, bool quiet);

// make(i) gives board i's board on a worker thread; boards reach the writer in order.
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
Run run_for(int count, bool many, const Drawing& drawing, const OutputSettings& out, const OutputPlan& plan);

// For work that is not a run of boards (uuboard merge): SIGINT or SIGTERM removes the
// temporary files of the outputs not yet in place and exits with exit_interrupted.
void stop_at_once_on_signals();

// Makes and writes the boards; exit_ok, or exit_interrupted with a note on what to run
// to make the rest.
int run_boards(const Run& run, BoardWriter& writer);

}  // namespace uu::cli

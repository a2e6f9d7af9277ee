#pragma once
// Many boards from one seed: the seed of each board, the name of each output file, the
// manifest rows, and an ordered parallel loop whose result does not depend on the
// number of threads.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "uuboard/board.hpp"

namespace uu {

// Board k (1-based) of a batch made from `seed`: "<seed>-<k>" ("<k>" for an empty seed,
// as `uuboard stats` numbers its boards). A single board made with this seed is the
// same board. generate's batches and stats both name their seeds here.
std::string batch_seed(std::string_view seed, int k);

// A seed as part of a file name: slashes and control characters become '_'.
std::string file_safe(std::string_view seed);

// True when an output name holds {seed}, {n} or {players}: one file per board.
bool is_output_template(std::string_view name);

// The output name with {seed} (made file-safe), {n} and {players} filled in.
std::string expand_output_template(std::string_view name, std::string_view seed, int n, int players);

// A board on several sheets written as SVG or PNG is one file per sheet: {sheet} in the
// name becomes the sheet's label (A1, B1, ...), or "assembly" for the assembly page.
inline constexpr std::string_view sheet_field = "{sheet}";
bool has_sheet_field(std::string_view name);
std::string expand_sheet_field(std::string_view name, std::string_view sheet);

// What a manifest row says about one board.
struct BoardSummary {
  int n = 0;                 // its number in the batch (1-based)
  std::string seed;
  std::string output;        // the file it was written to
  int nodes = 0;
  int edges = 0;
  int distinct_types = 0;    // node types present on the board
  int attempt = 0;
  std::optional<double> fairness_score;  // 0-100 (docs/fairness.md); null when not measured
};

BoardSummary summarize(const Board& board, int n, std::string output);

// A manifest lists the batch's options once per row, so each row stands alone.
std::string manifest_csv_header();
std::string manifest_csv_row(const BoardSummary& summary, const BoardOptions& options);  // ends in '\n'
std::string manifest_jsonl_row(const BoardSummary& summary, const BoardOptions& options);  // ends in '\n'

// Runs work(i) for i in [0, count) on `jobs` threads (1: on the calling thread) and
// deliver(i) on the calling thread in increasing i, each after work(i) has returned.
// At most `window` items run ahead of delivery, which bounds memory. keep_going() is
// asked before each delivery; false stops the loop. The first failure in order of i
// (from work or deliver) stops it too: on_failure(i) is called, later results are
// dropped, and the exception is rethrown once every thread has stopped. Returns the
// number of items delivered.
int run_ordered(int count, int jobs, int window, const std::function<void(int)>& work, const std::function<void(int)>& deliver,
                const std::function<bool()>& keep_going, const std::function<void(int)>& on_failure);

// Threads the machine offers, at least 1.
int default_jobs();

}  // namespace uu

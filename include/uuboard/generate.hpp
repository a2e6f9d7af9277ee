#pragma once
// From a seed and options to a board: the whole pipeline, with deterministic retries.
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/rng.hpp"

namespace uu {

// The pipeline's stages, in order. Each has one name: --stop-after takes it, and its
// random stream is made from it (changing a name changes what seeds mean).
enum class Stage : std::uint8_t {
  points, tree, center_edges, fill_edges, start_nodes, fair_edges, collection, missions,
  types, numbers, power_dots, areas, expeditions, landmarks, resources, tiny_nodes
};
std::string_view stage_name(Stage stage);
std::optional<Stage> stage_from_name(std::string_view name);
// Every stage's name, in pipeline order.
std::span<const std::string_view> stage_names();

// The stream the layout draws the drawing's own choices from (each icon's turn): stream
// "render" of attempt 0 of the board's seed, whichever attempt or candidate made the
// board, so a saved board is drawn as it was when it was made.
Rng drawing_stream(const Board& board);

struct GenerateOptions {
  std::string seed;
  const Dictionary* dictionary = nullptr;  // the game's tables; null: the built-in ones
  BoardOptions board;
  std::optional<Stage> stop_after;  // none: run every stage
  int max_attempts = 25;           // attempt k draws from streams made with k
  // With board.min_score, candidates are made until one reaches it, at most this many
  // in all (never fewer than board.best_of).
  int max_candidates = 50;
#ifdef NDEBUG
  bool validate_each_stage = false;  // run validate() after each stage and stop on a broken invariant
#else
  bool validate_each_stage = true;
#endif
};

// Constraints that could not be met for this seed within max_attempts; the message
// names the rule that failed on most attempts, with its count.
class GenerationError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A board, or why there is none (the message GenerationError would carry).
struct GenerateResult {
  std::optional<Board> board;
  std::string failure;
};

// Why no seed's attempts can make a board of these options with these tables, or empty:
// the seams of a mosaic leave its sheets no room for nodes, the tables' types cannot fill
// the board, or its paper prints it too small to read (with the footer options.seed
// takes). The message names the option and what would work; `tables` names the game's
// tables in it ("--data my.json"; by default "the built-in tables" or "the game tables").
// The command line refuses such options before generating; try_generate fails with it at
// once.
std::string board_problem(const GenerateOptions& options, std::string_view tables = {});

// The options' players/expansions are checked by the caller; this only generates.
// Candidate i (board.best_of, board.min_score) draws from streams whose stage names
// end in "@candidate-i" (candidate 0: the plain names), and makes its own attempts; the
// kept board is the one with the highest fairness score, ties to the lower candidate.
// best_of and min_score apply to complete boards only: with stop_after, candidate 0.
// The board's fairness figures are measured on every board returned.
GenerateResult try_generate(const GenerateOptions& options);
// The same, with GenerationError when there is no board.
Board generate(const GenerateOptions& options);

// Board k (1-based) of a batch made from `seed`: "<seed>-<k>" ("<k>" for an empty seed,
// as `uuboard stats` numbers its boards). A single board made with this seed is the
// same board. generate's batches and stats both name their seeds here.
std::string batch_seed(std::string_view seed, int k);

// A short random seed of lowercase letters and digits: the only place entropy enters.
std::string random_seed();

std::string generator_version();  // "uuboard X.Y.Z"

}  // namespace uu

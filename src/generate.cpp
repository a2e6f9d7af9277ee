// The pipeline on one screen: each stage in order, its own random stream, validation
// after each stage when asked, and a fresh attempt when a stage cannot meet its rules.
#include "uuboard/generate.hpp"

#include <algorithm>
#include <fmt/core.h>
#include <random>
#include <string_view>
#include <vector>

#include "model/failure_tally.hpp"
#include "stages/stages.hpp"
#include "stages/edge_rules.hpp"
#include "stages/ink_field.hpp"
#include "uuboard/fairness.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"

namespace uu {

namespace {

// Runs the stages of one attempt; the board is complete or the failure says why.
StageResult run_attempt(Board& board, const GenerateOptions& options, int attempt, int candidate) {
  const auto stream = [&](Stage stage) {
    const std::string_view name = stage_info(stage).name;
    return candidate == 0 ? stage_rng(options.seed, attempt, name)
                          : stage_rng(options.seed, attempt, fmt::format("{}@candidate-{}", name, candidate));
  };
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  StageResult last;
  const EdgeBuilder* edges_made = nullptr;  // the graph stages' shared edge builder, while they run
  const InkField* ink_made = nullptr;  // the mark stages' shared ink field, once made
  // Records a stage's result; true when the pipeline stops here (failure or --stop-after).
  // After a stage that kept its rules, debug builds check the shared edge builder or ink
  // field against the board, and validate() when asked.
  const auto stop = [&](Stage stage, StageResult result) {
    last = std::move(result);
    if (last.ok && edges_made != nullptr) edges_made->check_against_board();
    if (last.ok && ink_made != nullptr) ink_made->check_against_board();
    if (last.ok && options.validate_each_stage) {
      const auto problems = validate(board, stage_info(stage).through, dict);
      if (!problems.empty()) throw std::logic_error(fmt::format("after stage {}: {}", stage_info(stage).name, problems.front()));
    }
    return !last.ok || options.stop_after == stage;
  };

  const StageSettings settings = settings_for(options.board);
  Rng points_rng = stream(Stage::points);
  const PointsConfig points = points_config_for(options.board, dict);
  if (stop(Stage::points, place_points(board, settings, points, points_rng))) return last;
  EdgeBuilder edges(board);
  edges_made = &edges;
  if (stop(Stage::tree, build_tree(board, edges))) return last;
  if (stop(Stage::center_edges, add_center_edges(board, edges))) return last;
  Rng fill_rng = stream(Stage::fill_edges);
  if (stop(Stage::fill_edges, add_fill_edges(board, edges, FillConfig{}, fill_rng))) return last;
  if (stop(Stage::start_nodes, choose_start_nodes(board, edges, StartConfig{}))) return last;
  if (stop(Stage::fair_edges, add_fair_edges(board, edges, FairEdgesConfig{}))) return last;
  edges_made = nullptr;  // the graph is complete: no later stage builds on it

  Rng collection_rng = stream(Stage::collection), missions_rng = stream(Stage::missions), types_rng = stream(Stage::types),
      numbers_rng = stream(Stage::numbers), dots_rng = stream(Stage::power_dots), expeditions_rng = stream(Stage::expeditions),
      landmarks_rng = stream(Stage::landmarks), resources_rng = stream(Stage::resources), tiny_rng = stream(Stage::tiny_nodes);
  if (stop(Stage::collection, choose_collection(board, dict, settings, collection_rng))) return last;
  if (stop(Stage::missions, assign_missions(board, dict, settings, missions_rng))) return last;
  if (stop(Stage::types, assign_types(board, dict, types_rng))) return last;
  if (stop(Stage::numbers, assign_numbers(board, dict, settings, numbers_rng))) return last;
  if (stop(Stage::power_dots, place_power_dots(board, dict, settings, dots_rng))) return last;
  if (stop(Stage::areas, find_areas(board))) return last;
  // The ink the marks keep clear of, indexed once and followed through the stages that
  // place them.
  InkField ink(board);
  ink_made = &ink;
  const std::vector<RoomyArea> roomy = find_roomy_areas(board, settings, ink);
  ink.check_against_board();  // caught up with the board, before any mark: the whole comparison
  if (stop(Stage::expeditions, place_expeditions(board, dict, settings, roomy, expeditions_rng))) return last;
  if (stop(Stage::landmarks, place_landmarks(board, dict, settings, roomy, landmarks_rng))) return last;
  if (stop(Stage::resources, place_resources(board, dict, settings, resources_rng, ink))) return last;
  if (stop(Stage::tiny_nodes, place_tiny_nodes(board, dict, settings, tiny_rng, ink))) return last;
  return StageResult::success();
}

}  // namespace

Rng drawing_stream(const Board& board) { return stage_rng(board.seed, 0, "render"); }

namespace {

// One candidate: its attempts in order until one meets every rule.
GenerateResult generate_candidate(const GenerateOptions& options, int candidate) {
  FailureTally failures;
  const int attempts = std::max(1, options.max_attempts);
  for (int attempt = 0; attempt < attempts; ++attempt) {
    Board board;
    board.seed = options.seed;
    board.options = options.board;
    board.attempt = attempt;
    board.candidate = candidate;
    const StageResult result = run_attempt(board, options, attempt, candidate);
    if (result.ok) {
      const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
      board.fairness = measure_fairness(board, dict);
      return {std::move(board), {}};
    }
    failures.add(result.failure);
  }
  const FailureTally::Rule& most = failures.most_frequent();
  return {std::nullopt, fmt::format("no board for seed \"{}\"{} after {} attempts; the rule that failed most often ({} of {}) was {}", options.seed,
                                    candidate == 0 ? std::string() : fmt::format(" (candidate {})", candidate), attempts,
                                    most.count, attempts, most.last)};
}

double score_of(const Board& board) { return board.fairness ? board.fairness->score : -1.0; }

}  // namespace

GenerateResult try_generate(const GenerateOptions& typed) {
  if (std::string problem = board_problem(typed); !problem.empty()) return {std::nullopt, fmt::format("no board for seed \"{}\": {}", typed.seed, problem)};
  // Every page prints the seed in full: a long one takes a taller footer band.
  GenerateOptions options = typed;
  options.board.page = with_footer_for(options.seed, options.board.page);
  const int best_of = std::max(1, options.board.best_of);
  const std::optional<double> min_score = options.board.min_score;
  if (options.stop_after || (best_of == 1 && !min_score)) return generate_candidate(options, 0);
  const int limit = min_score ? std::max(best_of, options.max_candidates) : best_of;
  GenerateResult best;
  int made = 0;
  for (int candidate = 0; candidate < limit; ++candidate) {
    if (candidate >= best_of && best.board && (!min_score || score_of(*best.board) >= *min_score)) break;
    ++made;
    GenerateResult next = generate_candidate(options, candidate);
    if (!next.board) {
      if (!best.board) best.failure = std::move(next.failure);
    } else if (!best.board || score_of(*next.board) > score_of(*best.board)) {
      best = std::move(next);
    }
  }
  if (best.board && min_score && score_of(*best.board) < *min_score) {
    best.failure = fmt::format("no board for seed \"{}\" reached fairness score {} in {} candidates; the best scored {} (candidate {})",
                               options.seed, *min_score, made, score_of(*best.board), best.board->candidate);
    best.board.reset();
  }
  return best;
}

Board generate(const GenerateOptions& options) {
  GenerateResult result = try_generate(options);
  if (!result.board) throw GenerationError(result.failure);
  return std::move(*result.board);
}

std::string batch_seed(std::string_view seed, int k) { return seed.empty() ? std::to_string(k) : fmt::format("{}-{}", seed, k); }

std::string random_seed() {
  static constexpr std::string_view alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  std::random_device device;
  Rng rng((static_cast<std::uint64_t>(device()) << 32) ^ device());
  std::string seed;
  for (int i = 0; i < 6; ++i) seed += alphabet[static_cast<std::size_t>(rng.below(static_cast<int>(alphabet.size())))];
  return seed;
}

std::string generator_version() { return std::string("uuboard ") + UUBOARD_VERSION; }

}  // namespace uu

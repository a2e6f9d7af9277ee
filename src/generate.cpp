// The pipeline on one screen: each stage in order, its own random stream, validation
// after each stage when asked, and a fresh attempt when a stage cannot meet its rules.
#include "uuboard/generate.hpp"

#include <array>
#include <fmt/core.h>
#include <random>

#include "stages/graph_stages.hpp"
#include "stages/points.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"

namespace uu {

namespace {

constexpr std::array<std::string_view, 5> stages = {"points", "tree", "center-edges", "fill-edges", "start-nodes"};

Through through_for(std::string_view stage) {
  if (stage == "points") return Through::points;
  if (stage == "tree") return Through::tree;
  if (stage == "center-edges" || stage == "fill-edges") return Through::edges;
  return Through::everything;
}

// Runs the stages of one attempt; the board is complete or the failure says why.
StageResult run_attempt(Board& board, const GenerateOptions& options, int attempt) {
  const auto stream = [&](std::string_view stage) { return stage_rng(options.seed, attempt, stage); };
  StageResult last;
  // Records a stage's result; true when the pipeline stops here (failure or --stop-after).
  const auto stop = [&](std::string_view name, StageResult result) {
    last = std::move(result);
    if (last.ok && options.validate_each_stage) {
      const auto problems = validate(board, through_for(name));
      if (!problems.empty()) throw std::logic_error(fmt::format("after stage {}: {}", name, problems.front()));
    }
    return !last.ok || name == options.stop_after;
  };

  Rng points_rng = stream("points");
  if (stop("points", place_points(board, points_config(options.board.players, options.aspect), points_rng))) return last;
  if (stop("tree", build_tree(board))) return last;
  if (stop("center-edges", add_center_edges(board))) return last;
  Rng fill_rng = stream("fill-edges");
  if (stop("fill-edges", add_fill_edges(board, FillConfig{}, fill_rng))) return last;
  if (stop("start-nodes", choose_start_nodes(board, StartConfig{}))) return last;
  return StageResult::success();
}

}  // namespace

std::span<const std::string_view> stage_names() { return stages; }

bool is_stage_name(std::string_view name) {
  for (std::string_view s : stages) {
    if (s == name) return true;
  }
  return false;
}

Board generate(const GenerateOptions& options) {
  std::string last_failure;
  for (int attempt = 0; attempt < options.max_attempts; ++attempt) {
    Board board;
    board.seed = options.seed;
    board.options = options.board;
    board.attempt = attempt;
    const StageResult result = run_attempt(board, options, attempt);
    if (result.ok) {
      board.unit_mm = board_scale(board, LayoutOptions{});
      return board;
    }
    last_failure = result.failure;
  }
  throw GenerationError(fmt::format("no board for seed \"{}\" after {} attempts; the last one failed at {}", options.seed,
                                    options.max_attempts, last_failure));
}

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

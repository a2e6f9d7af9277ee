// The pipeline on one screen: each stage in order, its own random stream, validation
// after each stage when asked, and a fresh attempt when a stage cannot meet its rules.
#include "uuboard/generate.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fmt/core.h>
#include <random>

#include "stages/content_stages.hpp"
#include "stages/graph_stages.hpp"
#include "stages/points.hpp"
#include "uuboard/drawn.hpp"
#include "uuboard/fairness.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"

namespace uu {

namespace {

constexpr std::array<std::string_view, 16> stages = {
    "points",  "tree",    "center-edges", "fill-edges", "start-nodes", "fair-edges", "collection", "missions",
    "types",   "numbers", "power-dots",   "areas",      "expeditions", "landmarks",  "resources",  "tiny-nodes"};

// The rules that hold once a stage has run (a type rule, say, only once types are set).
Through through_for(std::string_view stage) {
  if (stage == "points") return Through::points;
  if (stage == "tree") return Through::tree;
  if (stage == "center-edges" || stage == "fill-edges") return Through::edges;
  if (stage == "start-nodes" || stage == "fair-edges" || stage == "collection" || stage == "missions" || stage == "types") return Through::start_nodes;
  if (stage == "numbers") return Through::types;
  return Through::everything;
}

// A board on several sheets: no node sits in the band along a seam (about a row of nodes
// wide, stages/seam_band.hpp), so the lattice leaves out a row or column per seam and the
// points stage spreads it over what the bands leave free. A players' board keeps one
// sheet's node count and spacing, laid out in the mosaic's shape (a strip of 2x1
// landscape sheets would otherwise squeeze a sheet's lattice into a third of its height)
// and grown by the bands.
constexpr double seam_row = 0.9;  // board units a seam's band takes, about

PointsConfig tiled_points_config(const BoardOptions& o) {
  const PageSetup& page = o.page;
  const int seams_x = page.sheets_across - 1, seams_y = page.sheets_down - 1;
  if (o.size_width > 0 && o.size_height > 0) {
    PointsConfig c = points_config_for_size(o.size_width, o.size_height);
    c.columns = std::max(2, c.columns - seams_x);
    c.rows = std::max(2, c.rows - seams_y);
    return c;
  }
  const double aspect = page.board_aspect();
  const PointsConfig sheet = points_config(o.players, aspect >= 1.0 ? PageSetup{}.board_aspect() : 1.0 / PageSetup{}.board_aspect());
  const double area = sheet.width * sheet.height, i = 2 * drawn::frame_inset;
  const double bx = seams_x * seam_row, by = seams_y * seam_row;
  // The free area (width - bx) * (height - by) equals one sheet's board, with
  // (width + i) / (height + i) = aspect: a few steps of a fixed point.
  PointsConfig c = sheet;
  c.width = std::sqrt(area * aspect) + bx;
  for (int step = 0; step < 40; ++step) {
    c.height = (c.width + i) / aspect - i;
    c.width = bx + (c.width - bx) * std::sqrt(area / ((c.width - bx) * std::max(c.height - by, 1e-3)));
  }
  c.height = (c.width + i) / aspect - i;
  const int nodes = sheet.columns * sheet.rows;
  c.columns = std::max(2, static_cast<int>(std::lround(std::sqrt(nodes * (c.width - bx) / (c.height - by)))));
  c.rows = std::max(2, static_cast<int>(std::lround(static_cast<double>(nodes) / c.columns)));
  return c;
}

PointsConfig points_config_for(const BoardOptions& o) {
  if (o.page.tiled()) return tiled_points_config(o);
  return o.size_width > 0 && o.size_height > 0 ? points_config_for_size(o.size_width, o.size_height) : points_config(o.players, o.page.board_aspect());
}

// Why the board cannot be printed readably on its paper, or empty when it can: every
// drawn rule needs at least drawn::min_unit_mm to a unit.
std::string print_scale_problem(const BoardOptions& o) {
  const PointsConfig c = points_config_for(o);
  const double unit = drawn::unit_mm_for(o.page, c.width, c.height);
  if (unit >= drawn::min_unit_mm) return {};
  const PageSetup fits = drawn::smallest_paper(c.width, c.height, o.page);
  const PageSetup tiles = drawn::sheets_for(o.page, c.width, c.height, drawn::min_unit_mm);
  return fmt::format("print: a board of {:g} x {:g} units on {} paper is printed at {:.1f} mm a unit, too small for {:g} pt node numbers "
                     "({:.1f} mm a unit needed); use a paper of at least {:g} x {:g} mm (--paper {}{}), --sheets {}x{}, or a smaller --size",
                     c.width, c.height, o.page.paper, unit, drawn::min_text_pt, drawn::min_unit_mm, fits.page_width(), fits.page_height(),
                     fits.paper, fits.portrait ? " --portrait" : "", tiles.sheets_across, tiles.sheets_down);
}

// Runs the stages of one attempt; the board is complete or the failure says why.
StageResult run_attempt(Board& board, const GenerateOptions& options, int attempt, int candidate) {
  const auto stream = [&](std::string_view stage) {
    return candidate == 0 ? stage_rng(options.seed, attempt, stage)
                          : stage_rng(options.seed, attempt, fmt::format("{}@candidate-{}", stage, candidate));
  };
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
  const PointsConfig points = points_config_for(options.board);
  if (stop("points", place_points(board, points, points_rng))) return last;
  if (stop("tree", build_tree(board))) return last;
  if (stop("center-edges", add_center_edges(board))) return last;
  Rng fill_rng = stream("fill-edges");
  if (stop("fill-edges", add_fill_edges(board, FillConfig{}, fill_rng))) return last;
  if (stop("start-nodes", choose_start_nodes(board, StartConfig{}))) return last;
  if (stop("fair-edges", add_fair_edges(board, FairEdgesConfig{}))) return last;

  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  Rng collection_rng = stream("collection"), missions_rng = stream("missions"), types_rng = stream("types"),
      numbers_rng = stream("numbers"), dots_rng = stream("power-dots"), expeditions_rng = stream("expeditions"),
      landmarks_rng = stream("landmarks"), resources_rng = stream("resources"), tiny_rng = stream("tiny-nodes");
  if (stop("collection", choose_collection(board, dict, collection_rng))) return last;
  if (stop("missions", assign_missions(board, dict, missions_rng))) return last;
  if (stop("types", assign_types(board, dict, types_rng))) return last;
  if (stop("numbers", assign_numbers(board, dict, numbers_rng))) return last;
  if (stop("power-dots", place_power_dots(board, dict, dots_rng))) return last;
  if (stop("areas", find_areas(board))) return last;
  const std::vector<RoomyArea> roomy = find_roomy_areas(board);
  if (stop("expeditions", place_expeditions(board, dict, roomy, expeditions_rng))) return last;
  if (stop("landmarks", place_landmarks(board, dict, roomy, landmarks_rng))) return last;
  if (stop("resources", place_resources(board, dict, resources_rng))) return last;
  if (stop("tiny-nodes", place_tiny_nodes(board, dict, tiny_rng))) return last;
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

namespace {

// One candidate: its attempts in order until one meets every rule.
GenerateResult generate_candidate(const GenerateOptions& options, int candidate) {
  if (std::string problem = print_scale_problem(options.board); !problem.empty()) {
    return {std::nullopt, fmt::format("no board for seed \"{}\": {}", options.seed, problem)};
  }
  std::string last_failure;
  for (int attempt = 0; attempt < options.max_attempts; ++attempt) {
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
    last_failure = result.failure;
  }
  return {std::nullopt, fmt::format("no board for seed \"{}\"{} after {} attempts; the last one failed at {}", options.seed,
                                    candidate == 0 ? std::string() : fmt::format(" (candidate {})", candidate), options.max_attempts,
                                    last_failure)};
}

double score_of(const Board& board) { return board.fairness ? board.fairness->score : -1.0; }

}  // namespace

GenerateResult try_generate(const GenerateOptions& options) {
  const int best_of = std::max(1, options.board.best_of);
  const std::optional<double> min_score = options.board.min_score;
  if (!options.stop_after.empty() || (best_of == 1 && !min_score)) return generate_candidate(options, 0);
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

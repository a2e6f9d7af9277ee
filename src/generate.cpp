// The pipeline on one screen: each stage in order, its own random stream, validation
// after each stage when asked, and a fresh attempt when a stage cannot meet its rules.
#include "uuboard/generate.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fmt/core.h>
#include <random>
#include <string_view>
#include <vector>

#include "model/failure_tally.hpp"
#include "stages/collection_catalogue.hpp"
#include "stages/content_stages.hpp"
#include "stages/edge_rules.hpp"
#include "stages/graph_stages.hpp"
#include "stages/ink_field.hpp"
#include "stages/points.hpp"
#include "model/drawn.hpp"
#include "model/limits.hpp"
#include "uuboard/fairness.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/rng.hpp"
#include "uuboard/validate.hpp"

namespace uu {

namespace {

// Every stage once, in pipeline order (the order of enum class Stage): its name and the
// rules that hold once it has run (a type rule, say, only once types are set).
struct StageInfo {
  Stage stage;
  std::string_view name;
  Through through;
};
constexpr std::array<StageInfo, 16> stage_table = {{
    {Stage::points, "points", Through::points},
    {Stage::tree, "tree", Through::tree},
    {Stage::center_edges, "center-edges", Through::edges},
    {Stage::fill_edges, "fill-edges", Through::edges},
    {Stage::start_nodes, "start-nodes", Through::start_nodes},
    {Stage::fair_edges, "fair-edges", Through::start_nodes},
    {Stage::collection, "collection", Through::start_nodes},
    {Stage::missions, "missions", Through::start_nodes},
    {Stage::types, "types", Through::start_nodes},
    {Stage::numbers, "numbers", Through::types},
    {Stage::power_dots, "power-dots", Through::everything},
    {Stage::areas, "areas", Through::everything},
    {Stage::expeditions, "expeditions", Through::everything},
    {Stage::landmarks, "landmarks", Through::everything},
    {Stage::resources, "resources", Through::everything},
    {Stage::tiny_nodes, "tiny-nodes", Through::everything},
}};

constexpr bool table_in_order() {
  for (std::size_t i = 0; i < stage_table.size(); ++i)
    if (static_cast<std::size_t>(stage_table[i].stage) != i) return false;
  return static_cast<std::size_t>(Stage::tiny_nodes) + 1 == stage_table.size();
}
static_assert(table_in_order(), "stage_table lists every Stage once, in the enum's order");

const StageInfo& info(Stage stage) { return stage_table[static_cast<std::size_t>(stage)]; }

constexpr std::array<std::string_view, stage_table.size()> names_in_order() {
  std::array<std::string_view, stage_table.size()> names{};
  for (std::size_t i = 0; i < stage_table.size(); ++i) names[i] = stage_table[i].name;
  return names;
}
constexpr std::array<std::string_view, stage_table.size()> stage_name_list = names_in_order();

// The options with the sheets across and down changed, the rest as they are.
BoardOptions on_sheets(BoardOptions o, int across, int down) {
  o.page.sheets_across = across;
  o.page.sheets_down = down;
  o.page.area_width_mm = o.page.area_height_mm = 0;
  return o;
}

// How the options name the sheets a board is printed on: "--sheets 16x16", or the board
// paper that chose them.
std::string sheets_option(const BoardOptions& o) {
  const PageSetup& page = o.page;
  if (page.area_width_mm > 0)
    return fmt::format("--board-paper {:g}x{:g}", page.area_width_mm + 2 * page.margin_mm, page.area_height_mm + 2 * page.margin_mm + footer_band_mm);
  return fmt::format("--sheets {}x{}", page.sheets_across, page.sheets_down);
}

// Why the seams of a mosaic leave its sheets too little board for nodes, or empty: each
// seam has a band about a node wide that nodes keep out of, and below least_seam_room
// units of board a sheet between them no attempt ever made a board.
std::string seam_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c) {
  const double room = seam_room(o, c).least();
  if (room >= least_seam_room) return {};
  // The largest mosaic of the same shape whose sheets leave enough.
  const int most = std::max(o.page.sheets_across, o.page.sheets_down);
  int across = 1, down = 1;
  for (int k = most - 1; k >= 1; --k) {
    const int a = std::max(1, (o.page.sheets_across * k + most / 2) / most), d = std::max(1, (o.page.sheets_down * k + most / 2) / most);
    const BoardOptions fewer = on_sheets(o, a, d);
    if (seam_room(fewer, points_config_for(fewer, dict)).least() < least_seam_room) continue;
    across = a;
    down = d;
    break;
  }
  const bool sized = o.size_width > 0 && o.size_height > 0;
  const std::string board = sized ? fmt::format("a board of {} x {} units", o.size_width, o.size_height)
                                  : fmt::format("a {}-player board, whose node count stays one sheet's,", o.players);
  std::string instead = ", or a larger --size (--sheets auto picks the sheets that print it well)";
  if (!sized) {
    // The --size that --sheets auto prints on about these sheets, at a four-player A4 board's scale.
    const double unit = comfortable_unit_mm(), inset2 = 2 * drawn::frame_inset;
    const auto units = [&](double mm) { return std::clamp(static_cast<int>(mm / unit - inset2), min_size_units, max_size_units); };
    instead = fmt::format(", or give --size {}x{} for a board with more nodes that fills about these sheets",
                          units(o.page.board_width_mm()), units(o.page.board_height_mm()));
  }
  return fmt::format("{}: on {} x {} sheets of {} {} leaves {:.2f} units of board a sheet between the bands its nodes keep clear "
                     "along the seams, and at least {:.2f} are needed; print it on fewer sheets (--sheets {}x{} at most in this shape; "
                     "the fewer, the likelier a board){}",
                     sheets_option(o), o.page.sheets_across, o.page.sheets_down, o.page.paper, board, room, least_seam_room, across, down,
                     instead);
}

// The largest margin, in whole millimetres below the one given, at which a players' board
// prints readably on its paper, its rows far enough apart to relax on most attempts;
// negative when none does.
double largest_readable_margin(const BoardOptions& o, const Dictionary& dict) {
  for (double margin = std::floor(o.page.margin_mm); margin >= 0; margin -= 1.0) {
    BoardOptions m = o;
    m.page.margin_mm = margin;
    if (!page_setup_problem(m.page).empty()) continue;
    const PointsConfig c = points_config_for(m, dict);
    if (closest_spacing(c) >= sure_row_spacing && drawn::unit_mm_for(m.page, c.width, c.height) >= drawn::min_unit_mm) return margin;
  }
  return -1.0;
}

// Why the board cannot be printed readably on its paper, or empty when it can: every
// drawn rule needs at least drawn::min_unit_mm to a unit.
std::string print_scale_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c) {
  const double unit = drawn::unit_mm_for(o.page, c.width, c.height);
  if (unit >= drawn::min_unit_mm) return {};
  const PageSetup fits = drawn::smallest_paper(c.width, c.height, o.page);
  const PageSetup tiles = drawn::sheets_for(o.page, c.width, c.height, drawn::min_unit_mm);
  const std::string problem =
      fmt::format("print: a board of {:g} x {:g} units on {} paper is printed at {:.1f} mm a unit, too small for {:g} pt node numbers "
                  "({:.1f} mm a unit needed); use a paper of at least {:g} x {:g} mm (--paper {}{}), --sheets {}x{}",
                  c.width, c.height, o.page.paper, unit, drawn::min_text_pt, drawn::min_unit_mm, fits.page_width(), fits.page_height(),
                  fits.paper, fits.portrait ? " --portrait" : "", tiles.sheets_across, tiles.sheets_down);
  if (o.size_width > 0 && o.size_height > 0) return problem + ", or a smaller --size";
  if (o.page.area_width_mm > 0) return fmt::format("{}: {}, or a larger --board-paper", sheets_option(o), problem);
  const double margin = largest_readable_margin(o, dict);
  if (margin < 0) return problem;
  return fmt::format("--margin {:g}: {}, or a margin of at most {:g} mm", o.page.margin_mm, problem, margin);
}

// Why the tables' types cannot fill the board, or empty when they can: the minimum
// counts of the types every board holds need more nodes than it has, or the maximum
// counts of all it may hold cover fewer.
std::string tables_problem(const BoardOptions& o, const Dictionary& dict, const PointsConfig& c, std::string_view tables) {
  const std::int64_t nodes = std::int64_t{c.columns} * c.rows;
  const std::int64_t free_nodes = nodes - 4 * starts_per_side - 1;
  std::int64_t least = 0;
  for (const TypeRules& t : certain_types(dict, o)) least += t.min;
  if (least > free_nodes) {
    const bool sized = o.size_width > 0 && o.size_height > 0;
    return fmt::format("{}: the minimum counts need {} nodes ({} players' node types), only {} are free on {} besides the start nodes "
                       "and the center; {}",
                       sized ? fmt::format("--size {}x{}", o.size_width, o.size_height) : std::string(tables), least, o.players, free_nodes,
                       sized ? "this board" : fmt::format("a {}-player board", o.players),
                       sized ? "give a larger --size" : "lower the minimums");
  }
  const std::int64_t coverable = coverable_nodes(dict, o, free_nodes);
  if (coverable >= free_nodes) return {};
  const bool drawn = draws_types(dict, o);
  return fmt::format("{}: the maximum counts allow {} nodes, {} need a type (the maximums of the node types this board may hold{}, "
                     "scaled for {} players); {}leave a type without a max, or raise the maximums",
                     tables, coverable, free_nodes, drawn ? ", those with a prob above 0" : "", o.players,
                     drawn ? "give more types a prob above 0, " : "");
}

// Runs the stages of one attempt; the board is complete or the failure says why.
StageResult run_attempt(Board& board, const GenerateOptions& options, int attempt, int candidate) {
  const auto stream = [&](Stage stage) {
    const std::string_view name = info(stage).name;
    return candidate == 0 ? stage_rng(options.seed, attempt, name)
                          : stage_rng(options.seed, attempt, fmt::format("{}@candidate-{}", name, candidate));
  };
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  StageResult last;
  // Records a stage's result; true when the pipeline stops here (failure or --stop-after).
  const auto stop = [&](Stage stage, StageResult result) {
    last = std::move(result);
    if (last.ok && options.validate_each_stage) {
      const auto problems = validate(board, info(stage).through, dict);
      if (!problems.empty()) throw std::logic_error(fmt::format("after stage {}: {}", info(stage).name, problems.front()));
    }
    return !last.ok || options.stop_after == stage;
  };

  Rng points_rng = stream(Stage::points);
  const PointsConfig points = points_config_for(options.board, dict);
  if (stop(Stage::points, place_points(board, points, points_rng))) return last;
  EdgeBuilder edges(board);
  if (stop(Stage::tree, build_tree(board, edges))) return last;
  if (stop(Stage::center_edges, add_center_edges(board, edges))) return last;
  Rng fill_rng = stream(Stage::fill_edges);
  if (stop(Stage::fill_edges, add_fill_edges(board, edges, FillConfig{}, fill_rng))) return last;
  if (stop(Stage::start_nodes, choose_start_nodes(board, edges, StartConfig{}))) return last;
  if (stop(Stage::fair_edges, add_fair_edges(board, edges, FairEdgesConfig{}))) return last;

  Rng collection_rng = stream(Stage::collection), missions_rng = stream(Stage::missions), types_rng = stream(Stage::types),
      numbers_rng = stream(Stage::numbers), dots_rng = stream(Stage::power_dots), expeditions_rng = stream(Stage::expeditions),
      landmarks_rng = stream(Stage::landmarks), resources_rng = stream(Stage::resources), tiny_rng = stream(Stage::tiny_nodes);
  if (stop(Stage::collection, choose_collection(board, dict, collection_rng))) return last;
  if (stop(Stage::missions, assign_missions(board, dict, missions_rng))) return last;
  if (stop(Stage::types, assign_types(board, dict, types_rng))) return last;
  if (stop(Stage::numbers, assign_numbers(board, dict, numbers_rng))) return last;
  if (stop(Stage::power_dots, place_power_dots(board, dict, dots_rng))) return last;
  if (stop(Stage::areas, find_areas(board))) return last;
  // The ink the marks keep clear of, indexed once and followed through the stages that place them.
  InkField ink(board);
  const std::vector<RoomyArea> roomy = find_roomy_areas(board, ink);
  if (stop(Stage::expeditions, place_expeditions(board, dict, roomy, expeditions_rng))) return last;
  if (stop(Stage::landmarks, place_landmarks(board, dict, roomy, landmarks_rng))) return last;
  if (stop(Stage::resources, place_resources(board, dict, resources_rng, ink))) return last;
  if (stop(Stage::tiny_nodes, place_tiny_nodes(board, dict, tiny_rng, ink))) return last;
  return StageResult::success();
}

}  // namespace

std::string board_problem(const GenerateOptions& options, std::string_view tables) {
  BoardOptions o = options.board;
  o.page = with_footer_for(options.seed, o.page);
  const Dictionary& dict = options.dictionary ? *options.dictionary : builtin_dictionary();
  if (tables.empty()) tables = &dict == &builtin_dictionary() ? "the built-in tables" : "the game tables";
  const PointsConfig c = points_config_for(o, dict);
  for (const std::string& problem : {seam_problem(o, dict, c), tables_problem(o, dict, c, tables), print_scale_problem(o, dict, c)})
    if (!problem.empty()) return problem;
  return {};
}

std::string_view stage_name(Stage stage) { return info(stage).name; }

std::optional<Stage> stage_from_name(std::string_view name) {
  for (const StageInfo& s : stage_table)
    if (s.name == name) return s.stage;
  return std::nullopt;
}

std::span<const std::string_view> stage_names() { return stage_name_list; }

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

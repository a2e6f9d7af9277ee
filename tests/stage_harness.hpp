#pragma once
// Boards built "up to" a stage exactly as generate()'s run_attempt does (the same
// options, streams and shared EdgeBuilder), so a test can call the stage under test
// directly; and plain checkers of the graph rules, each returning what it found wrong
// (empty when nothing), so a test can show it fails on a broken copy.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <fmt/core.h>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "stages/edge_rules.hpp"
#include "stages/stages.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/rng.hpp"

namespace uu_stage {

// One option set: a players' board, or a board of size x (size * 7 / 10) units.
struct Setup {
  int players = 4;
  bool all_expansions = false;
  int size = 0;
  std::string name() const {
    return fmt::format("{} players, {}{}", players, all_expansions ? "all expansions" : "no expansions",
                       size > 0 ? fmt::format(", --size {}x{}", size, size * 7 / 10) : "");
  }
};

// Players 2, 4, 9 with no and with every expansion, and a small and a large --size.
std::vector<Setup> setups();

// Runs check(setup, seed) for every option set and the seeds "<prefix>-0" to
// "<prefix>-<seeds - 1>", each named in the message of a check that fails.
template <class Check>
void each_board(const std::string& prefix, int seeds, Check&& check) {
  for (const Setup& s : setups()) {
    for (int k = 0; k < seeds; ++k) {
      const std::string seed = fmt::format("{}-{}", prefix, k);
      INFO(s.name() << ", seed " << seed);
      check(s, seed);
    }
  }
}

// The options as try_generate() hands them to run_attempt (the footer band for the seed).
uu::GenerateOptions options_for(const Setup& s, const std::string& seed);

// The board generate() makes for these options, stopped after `stage` (--stop-after).
uu::Board pipeline_up_to(const Setup& s, const std::string& seed, uu::Stage stage);

uu::Rng stream(const uu::GenerateOptions& o, int attempt, uu::Stage stage);

// A board and the EdgeBuilder the graph stages share; it refers to the board, so it is
// held in place (by unique_ptr) and never copied.
struct Staged {
  uu::GenerateOptions options;
  int attempt = 0;
  uu::Board board;
  std::optional<uu::EdgeBuilder> edges;
  uu::Board before;  // the board as the stage under test found it
};

// The stages before `stage` for one attempt, as run_attempt runs them (default
// configs); null when one of them fails.
std::unique_ptr<Staged> build_before(const Setup& s, const std::string& seed, int attempt, uu::Stage stage);

// The first attempt, in the pipeline's order, on which the stages before `stage` and
// `run` (the stage under test, called with the Staged and its attempt) succeed; null
// when none of 25 does.
template <class Run>
std::unique_ptr<Staged> first_success(const Setup& s, const std::string& seed, uu::Stage stage, Run&& run) {
  for (int attempt = 0; attempt < 25; ++attempt) {
    std::unique_ptr<Staged> st = build_before(s, seed, attempt, stage);
    if (st && run(*st).ok) return st;
  }
  return nullptr;
}

// ---- Checkers: each returns a description of the first fault, or an empty string.

std::vector<int> degrees(const uu::Board& b);

int cross_sign(uu::Vec2 a, uu::Vec2 b, uu::Vec2 c);
bool on_segment(uu::Vec2 a, uu::Vec2 b, uu::Vec2 p);
// Plain reference: two edges cross when they meet anywhere but at a shared end, or run
// along one line from a shared end.
bool edges_cross(const uu::Board& b, const uu::Edge& e, const uu::Edge& f);

std::string crossing(const uu::Board& b);

std::string border_pair(const uu::Board& b);

// Border and start nodes border_degree_cap, the center none, the others regular_degree_cap.
std::string over_cap(const uu::Board& b);

std::string edge_rules(const uu::Board& b);

// The edges a stage added to `before` (its edges a prefix of `after`'s), or a fault.
std::string only_added(const uu::Board& before, const uu::Board& after);

// Replays the edges after the first `from` of `after` on a fresh EdgeBuilder over
// `before`'s nodes and first edges: each must be one can_add() allows at its turn.
std::string replay_refused(const uu::Board& before, const uu::Board& after, std::size_t from);

// Start nodes: per_side on each side, each on one side with 1-2 edges, no two adjacent
// or sharing a neighbour.
std::string start_rules(const uu::Board& b, int per_side);

}  // namespace uu_stage

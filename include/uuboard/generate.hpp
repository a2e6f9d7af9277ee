#pragma once
// From a seed and options to a board: the whole pipeline, with deterministic retries.
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "uuboard/board.hpp"
#include "uuboard/dictionary.hpp"

namespace uu {

// Stage names in pipeline order; --stop-after takes one of these.
std::span<const std::string_view> stage_names();
bool is_stage_name(std::string_view name);

struct GenerateOptions {
  std::string seed;
  const Dictionary* dictionary = nullptr;  // the game's tables; null: the built-in ones
  BoardOptions board;
  std::string stop_after;          // empty: run every stage
  int max_attempts = 25;           // attempt k draws from streams made with k
#ifdef NDEBUG
  bool validate_each_stage = false;  // run validate() after each stage and stop on a broken invariant
#else
  bool validate_each_stage = true;
#endif
};

// Constraints that could not be met for this seed within max_attempts; the message
// names the rule from the last attempt.
class GenerationError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The options' players/expansions are checked by the caller; this only generates.
Board generate(const GenerateOptions& options);

// A short random seed of lowercase letters and digits: the only place entropy enters.
std::string random_seed();

std::string generator_version();  // "uuboard X.Y.Z"

}  // namespace uu

#pragma once
// Every file a run will write, worked out before the first board is made: two names of
// one file (after links are resolved) and a name that a field's value takes out of its
// folder are refused with exit 2, so no board is ever written over another or over the
// manifest, and nothing lands outside the folder the name gives.
#include <functional>
#include <string>
#include <vector>

#include "cli/board_output.hpp"

namespace uu::cli {

// What the names of a run's boards are made of. Board i (0-based) is numbered
// number(i), has the seed seed(i) and players(i) players; its sheets are `sheets`
// (labels, "assembly" last; empty when the board is on one sheet or the format holds
// every sheet). `seeds_differ`: no two boards share a seed (a generate batch).
struct RunNames {
  int count = 1;
  std::function<std::string(int)> seed;
  std::function<int(int)> number;
  std::function<int(int)> players;
  std::vector<std::string> sheets;
  bool seeds_differ = false;
};

// True when two names are one file once links and ".." are resolved (as far as the file
// system has the folders), even when that file does not exist yet.
bool same_file(const std::string& a, const std::string& b);

// UsageError naming both names (or the field and its value) when the run's outputs and
// the manifest ("" for none) cannot all be written as separate files.
void check_run_names(const OutputPlan& plan, const std::string& manifest, const RunNames& run);

}  // namespace uu::cli

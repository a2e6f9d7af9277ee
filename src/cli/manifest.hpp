#pragma once
// The manifest of a batch (--manifest): one row per board, CSV or JSON lines.
#include <optional>
#include <string>

#include "uuboard/board.hpp"

namespace uu {

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

}  // namespace uu

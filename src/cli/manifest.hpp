#pragma once
// The manifest of a batch (--manifest): one row per board, CSV or JSON lines.
#include <optional>
#include <string>
#include <string_view>

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

// Rows read back (uuboard merge joins the manifests of a batch's shards): a row's board
// number and seed, or nothing when the text is not a row of this manifest's columns.
struct ManifestRow {
  int n = 0;
  std::string seed;
};
std::optional<ManifestRow> read_manifest_csv_row(std::string_view record);  // without its '\n'
std::optional<ManifestRow> read_manifest_jsonl_row(std::string_view line);

// The row with `output` as the file that holds its board, every other byte as it was;
// ends in '\n'. The row must be one read_manifest_*_row reads.
std::string manifest_csv_row_with_output(std::string_view record, std::string_view output);
std::string manifest_jsonl_row_with_output(std::string_view line, std::string_view output);

}  // namespace uu

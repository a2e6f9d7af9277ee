#pragma once
// Where the boards of one run go: a file per board, one PDF holding them all (a
// "book"), or one .jsonl file; and the manifest beside them.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "uuboard/batch.hpp"
#include "uuboard/render/output.hpp"

namespace uu::cli {

enum class Format { pdf, svg, png, json, jsonl };

struct OutputPlan {
  enum class Kind { per_board, book, lines };
  Kind kind = Kind::per_board;
  Format format = Format::pdf;
  std::string name;  // per_board: a path, maybe a template; book and lines: the file
};

// Decides the plan before any work, so a bad name is refused at once. `many`: the run
// is a batch (or renders several boards), so a plain file name collects them all.
OutputPlan plan_output(const OutputSettings& settings, bool many);

// What the manifest format is, from its extension; UsageError for anything else.
void check_manifest_name(const std::string& manifest);

// One board made ready to write; made on a worker thread.
struct Prepared {
  BoardSummary summary;
  BoardOptions options;
  std::string bytes;  // the file (per board), the board's PDF for the book, or the .jsonl line
};

Prepared prepare(const Board& board, int n, const OutputPlan& plan, const LayoutOptions& layout, int dpi);

// Takes prepared boards in order on one thread. A per-board file is written at once,
// atomically (its folders made when the name is a template); the book, the .jsonl file and the manifest only by finish(), so an
// interrupted or failed run leaves none of them half-written.
class BoardWriter {
 public:
  BoardWriter(OutputPlan plan, SceneInfo book_info, std::string manifest);
  void add(Prepared prepared);
  void finish();
  int per_board_files() const { return files_; }

 private:
  OutputPlan plan_;
  std::optional<PdfJoiner> book_;
  std::string lines_;
  std::string manifest_;
  std::string manifest_text_;
  int files_ = 0;
};

}  // namespace uu::cli

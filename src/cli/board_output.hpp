#pragma once
// Where the boards of one run go: a file per board, one PDF holding them all (a
// "book"), or one .jsonl file; and the manifest beside them.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/formats.hpp"
#include "cli/manifest.hpp"
#include "cli/output_names.hpp"
#include "io/io.hpp"
#include "uuboard/render/output.hpp"

namespace uu::cli {

struct OutputPlan {
  enum class Kind { per_board, book, lines };
  Kind kind = Kind::per_board;
  Format format = Format::pdf;
  std::string name;  // per_board: a path, maybe a template; book and lines: the file
};

// Decides the plan before any work, so a bad name is refused at once. `many`: the run
// is a batch (or renders several boards), so a plain file name collects them all.
// `several`: more than one board (false for a batch of one, which may be any format).
// "-" is standard output (pdf unless --format says otherwise).
OutputPlan plan_output(const OutputSettings& settings, bool many, bool several = true);

// What the manifest format is, from its extension; UsageError for anything else.
void check_manifest_name(const std::string& manifest);

// One board made ready to write; made on a worker thread.
struct Prepared {
  BoardSummary summary;
  BoardOptions options;
  std::string bytes;  // the file (per board) or the .jsonl line
  Scene book_pages;   // the board's pages, for the book
  // A board on several sheets as SVG or PNG: a file per sheet (and the assembly page),
  // path and bytes, instead of `bytes`.
  std::vector<std::pair<std::string, std::string>> sheet_files;
};

// A tiled board as SVG or PNG needs {sheet} in the file name: UsageError otherwise.
void check_sheet_names(const PageSetup& page, const OutputPlan& plan);
// What {sheet} becomes in the files of a board on `page` (the assembly page last, when
// drawn); empty when the plan's format holds every sheet in one file.
std::vector<std::string> sheet_labels(const PageSetup& page, const OutputPlan& plan, const LayoutOptions& layout);

Prepared prepare(const Board& board, int n, const OutputPlan& plan, const LayoutOptions& layout, int dpi);

// Takes prepared boards in order on one thread. A per-board file is written at once,
// atomically (its folders made when the name is a template). The book, the .jsonl file
// and the manifest are opened as temporary files by the constructor, so an output that
// cannot be written is found before the first board; boards are appended to them as
// they come (memory does not grow with the batch) and finish() puts them in place, so
// an interrupted or failed run leaves none of them.
class BoardWriter {
 public:
  BoardWriter(OutputPlan plan, SceneInfo book_info, const std::string& manifest, WriteOptions write = {});
  void add(Prepared prepared);
  void finish();
  int per_board_files() const { return files_; }
  // Boards already sent to standard output, which is written as boards come (no
  // temporary file to take back); whole lines of a .jsonl stream, or part of a book.
  int streamed() const { return plan_.name == "-" ? boards_ : 0; }
  bool streams_lines() const { return plan_.kind == OutputPlan::Kind::lines; }
  std::string written() const;  // "wrote 20 boards to cup.pdf" for the closing line

 private:
  OutputPlan plan_;
  WriteOptions write_;
  std::optional<PdfBook> book_;
  std::optional<OutputFile> joined_;    // the book or the .jsonl file
  std::optional<OutputFile> manifest_;
  bool csv_ = false;
  int files_ = 0;
  int boards_ = 0;
  std::string last_file_;
};

}  // namespace uu::cli

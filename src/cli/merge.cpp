#include "cli/merge.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <fmt/core.h>
#include <fmt/format.h>
#include <limits>
#include <optional>
#include <unistd.h>

#include "cli/board_output.hpp"
#include "cli/commands.hpp"
#include "cli/manifest.hpp"
#include "cli/merge_lines.hpp"
#include "cli/run_boards.hpp"
#include "cli/run_names.hpp"
#include "cli/shard.hpp"
#include "io/io.hpp"
#include "model/ascii_lower.hpp"
#include "model/limits.hpp"

namespace uu::cli {

namespace {

namespace fs = std::filesystem;

std::string are(std::int64_t first, std::int64_t last) {
  return fmt::format("{} {}", boards_text(static_cast<int>(first), static_cast<int>(last)), first == last ? "is" : "are");
}

}  // namespace

std::string coverage_problem(std::vector<Span> spans, int from, int count, const std::string& files) {
  std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
    return a.first != b.first ? a.first < b.first : a.last != b.last ? a.last < b.last : a.file < b.file;
  });
  const std::int64_t end = std::int64_t{from} + count - 1;
  std::vector<std::string> problems;
  std::vector<std::pair<std::int64_t, std::int64_t>> missing;
  std::int64_t next = from;  // the first board no span before has held
  std::string holder;        // the file that holds board next - 1
  for (const Span& s : spans) {
    if (s.first < from) problems.push_back(fmt::format("{} in {}, before the batch", are(s.first, std::min<std::int64_t>(s.last, from - 1)), s.file));
    if (s.last > end) problems.push_back(fmt::format("{} in {}, after the batch", are(std::max<std::int64_t>(s.first, end + 1), s.last), s.file));
    const std::int64_t first = std::max<std::int64_t>(s.first, from);
    const std::int64_t last = std::min<std::int64_t>(s.last, end);
    if (first > last) continue;
    if (first > next) missing.emplace_back(next, first - 1);
    if (first < next) problems.push_back(fmt::format("{} in both {} and {}", are(first, std::min(last, next - 1)), holder, s.file));
    if (last >= next) {
      next = last + 1;
      holder = s.file;
    }
  }
  if (next <= end) missing.emplace_back(next, end);
  if (!missing.empty()) {
    std::vector<std::string> ranges;
    for (const auto& [first, last] : missing) ranges.push_back(boards_text(static_cast<int>(first), static_cast<int>(last)));
    const bool one = missing.size() == 1 && missing[0].first == missing[0].second;
    problems.insert(problems.begin(), fmt::format("{} {} in none of the {} given", fmt::join(ranges, " and "), one ? "is" : "are", files));
  }
  return fmt::format("{}", fmt::join(problems, "; "));
}

namespace {

// The batch every file must be of: its seed, and where it was first seen.
struct Batch {
  std::string seed;
  std::string where;
};

// Board k of the batch "cup" has the seed "cup-k" (batch_seed): its number, checked to be
// of the same batch as the boards before.
int board_number(const std::string& seed, const std::string& where, Batch& batch) {
  const std::size_t dash = seed.rfind('-');
  const std::string_view digits = dash == std::string::npos ? std::string_view() : std::string_view(seed).substr(dash + 1);
  int n = 0;
  const auto [at, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (digits.empty() || digits[0] == '0' || ec != std::errc() || at != digits.data() + digits.size())
    throw UsageError(fmt::format("{}: the seed \"{}\" is not one of a batch's (<seed>-<k>, made with --count)", where, seed));
  const std::string prefix = seed.substr(0, dash);
  if (batch.where.empty()) batch = {prefix, where};
  if (prefix != batch.seed)
    throw UsageError(fmt::format("{}: a board of the batch --seed \"{}\", but {} is of --seed \"{}\": the files are of different batches", where,
                                 prefix, batch.where, batch.seed));
  return n;
}

int board_line_number(std::string_view line, const std::string& where, Batch& batch) {
  const LineHead head = read_head(line);
  if (head.format != "uuboard-board" || !head.seed)
    throw UsageError(fmt::format("{}: not a saved board (a line of the .jsonl file a --shard run writes)", where));
  return board_number(*head.seed, where, batch);
}

enum class Kind { nothing, boards, csv_manifest, jsonl_manifest };

int row_number(std::string_view record, Kind kind, const std::string& where, Batch& batch) {
  const std::optional<ManifestRow> row = kind == Kind::csv_manifest ? read_manifest_csv_row(record) : read_manifest_jsonl_row(record);
  if (!row) throw UsageError(fmt::format("{}: not a row of a uuboard manifest", where));
  const int n = board_number(row->seed, where, batch);
  if (n != row->n) throw UsageError(fmt::format("{}: the row of board {} has the seed \"{}\" of board {}", where, row->n, row->seed, n));
  return n;
}

// One file given to merge: what it holds, and its boards first to last (0: none).
struct Input {
  std::string path;
  Kind kind = Kind::nothing;
  int first = 0;
  int last = 0;
};

std::string csv_header() {
  const std::string header = manifest_csv_header();
  return header.substr(0, header.size() - 1);
}

// A manifest is read whole before anything is written (its rows are short): every row
// numbered, of the batch, in order.
void scan_rows(Input& input, Records& records, std::string record, Batch& batch) {
  do {
    const int n = row_number(record, input.kind, records.where(), batch);
    if (input.first != 0 && n != input.last + 1)
      throw UsageError(fmt::format("{}: board {} follows board {}: a shard's manifest has its boards in order, none left out", records.where(), n,
                                   input.last));
    if (input.first == 0) input.first = n;
    input.last = n;
  } while (records.next(record));
}

// What a file holds, read before anything is written: a manifest whole, a file of boards
// its first and last lines.
Input scan(const std::string& path, Batch& batch) {
  if (path == "-") throw UsageError("merge reads the shards' files, not standard input (-)");
  Input input{path};
  const std::string ext = ascii_lower(fs::path(path).extension().string());
  std::string record;
  if (ext == ".csv") {
    Records records(path, true);
    if (!records.next(record) || record != csv_header())
      throw UsageError(fmt::format("{}: not a uuboard manifest (its first line is not the header {})", path, csv_header()));
    input.kind = Kind::csv_manifest;
    if (records.next(record)) scan_rows(input, records, record, batch);
    return input;
  }
  if (ext != ".jsonl")
    throw UsageError(fmt::format("{}: merge joins .jsonl files of boards and .csv or .jsonl manifests, not \"{}\" files", path, ext));
  Records records(path, false);
  if (!records.next(record)) return input;  // an empty file: no boards
  if (read_head(record).first_key == "n") {
    input.kind = Kind::jsonl_manifest;
    scan_rows(input, records, record, batch);
    return input;
  }
  input.kind = Kind::boards;
  input.first = board_line_number(record, records.where(), batch);
  input.last = board_line_number(last_line(path), path + " (its last line)", batch);
  return input;
}

// Small writes collected into large ones.
class Appender {
 public:
  explicit Appender(OutputFile& file) : file_(file) {}
  void add(std::string_view bytes) {
    pending_ += bytes;
    if (pending_.size() >= (1 << 20)) flush();
  }
  void flush() {
    file_.write(pending_);
    pending_.clear();
  }

 private:
  OutputFile& file_;
  std::string pending_;
};

// The files of one kind in board order, each checked again line by line as it is copied:
// numbered one after the other, of the batch.
void join(const std::vector<Input>& inputs, Kind kind, const std::string& output, OutputFile& file, Batch& batch) {
  Appender out(file);
  if (kind == Kind::csv_manifest) out.add(manifest_csv_header());
  for (const Input& input : inputs) {
    Records records(input.path, kind == Kind::csv_manifest);
    std::string record;
    if (kind == Kind::csv_manifest) records.next(record);  // the header, read before
    int expected = input.first;
    while (records.next(record)) {
      const std::string where = records.where();
      const int n = kind == Kind::boards ? board_line_number(record, where, batch) : row_number(record, kind, where, batch);
      if (n != expected)
        throw UsageError(fmt::format("{}: board {} where board {} was expected: the file's boards are not one run in order; nothing was written",
                                     where, n, expected));
      if (kind == Kind::boards || output.empty()) {
        out.add(record);
        out.add("\n");
      } else {
        out.add(kind == Kind::csv_manifest ? manifest_csv_row_with_output(record, output) : manifest_jsonl_row_with_output(record, output));
      }
      ++expected;
    }
    if (input.first != 0 && expected != input.last + 1)
      throw UsageError(fmt::format("{}: its last line changed while it was read; nothing was written", input.path));
  }
  out.flush();
}

Kind manifest_kind(const std::string& manifest) {
  return ascii_lower(fs::path(manifest).extension().string()) == ".csv" ? Kind::csv_manifest : Kind::jsonl_manifest;
}

void check_merge_names(const MergeCommand& c) {
  if (c.output.empty() && c.manifest.empty())
    throw UsageError("merge: give -o FILE.jsonl to join the shards' boards, --manifest FILE to join their manifests, or both");
  if (c.count == 0)
    throw UsageError("merge: give the whole batch's --count (and --from, when it does not start at 1), as each shard was given it: merge checks "
                     "that every board of the batch is there once");
  refuse(range_problem("--count", c.count, count_range));
  refuse(range_problem("--from", c.from, from_range));
  if (!c.output.empty() && c.output != "-" && ascii_lower(fs::path(c.output).extension().string()) != ".jsonl")
    throw UsageError(fmt::format("-o {}: merge writes the boards as one .jsonl file", c.output));
  if (!c.manifest.empty()) check_manifest_name(c.manifest);
  if (!c.output.empty() && !c.manifest.empty() && c.output != "-" && same_file(c.output, c.manifest))
    throw UsageError(fmt::format("-o {} and --manifest {} are one file; give them different names", c.output, c.manifest));
  for (const std::string& input : c.inputs) {
    for (const std::string& written : {c.output, c.manifest}) {
      if (!written.empty() && written != "-" && input != "-" && same_file(input, written))
        throw UsageError(fmt::format("{} is both a file to join and the one to write; write the joined file under another name", input));
    }
  }
}

}  // namespace

int run_merge(const MergeCommand& c) {
  check_merge_names(c);
  Batch batch;
  std::vector<Input> boards;
  std::vector<Input> manifests;
  for (const std::string& path : c.inputs) {
    Input input = scan(path, batch);
    if (input.kind == Kind::nothing) continue;
    if (input.kind == Kind::boards) {
      if (c.output.empty()) throw UsageError(fmt::format("{} holds boards: give -o FILE.jsonl to join them (or leave it out)", path));
      boards.push_back(std::move(input));
      continue;
    }
    if (c.manifest.empty()) throw UsageError(fmt::format("{} is a manifest: give --manifest FILE to join the manifests (or leave it out)", path));
    if (input.kind != manifest_kind(c.manifest))
      throw UsageError(fmt::format("{} is a {} manifest and --manifest {} a {} one: give the shards' manifests and the joined one the same type",
                                   path, input.kind == Kind::csv_manifest ? ".csv" : ".jsonl", c.manifest,
                                   manifest_kind(c.manifest) == Kind::csv_manifest ? ".csv" : ".jsonl"));
    if (input.first != 0) manifests.push_back(std::move(input));
  }
  std::vector<std::string> problems;
  const auto check = [&](std::vector<Input>& inputs, const std::string& files) {
    std::vector<Span> spans;
    for (const Input& input : inputs) spans.push_back({input.first, input.last, input.path});
    if (std::string problem = coverage_problem(spans, c.from, c.count, files); !problem.empty()) problems.push_back(problem);
    std::sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.first < b.first; });
  };
  if (!c.output.empty()) check(boards, "board files");
  if (!c.manifest.empty()) check(manifests, "manifests");
  if (!problems.empty()) {
    throw UsageError(fmt::format("merge: {} (the batch, --from {} --count {}, is {}); nothing was written", fmt::join(problems, "; "), c.from,
                                 c.count, boards_text(c.from, c.from + c.count - 1)));
  }

  stop_at_once_on_signals();
  const WriteOptions write{c.no_clobber};
  std::optional<OutputFile> joined;
  std::optional<OutputFile> manifest;
  if (!c.output.empty()) joined.emplace(c.output, write);
  if (!c.manifest.empty()) manifest.emplace(c.manifest, write);
  if (joined) join(boards, Kind::boards, c.output, *joined, batch);
  if (manifest) join(manifests, manifest_kind(c.manifest), c.output, *manifest, batch);
  if (joined) joined->commit();
  if (manifest) manifest->commit();
  if (!c.quiet && isatty(STDERR_FILENO)) {
    const std::string into = c.output.empty() ? c.manifest : c.manifest.empty() ? c.output : c.output + " and " + c.manifest;
    fmt::print(stderr, "uuboard: joined {} of the batch --seed \"{}\" into {}\n", boards_text(c.from, c.from + c.count - 1), batch.seed, into);
  }
  return exit_ok;
}

}  // namespace uu::cli

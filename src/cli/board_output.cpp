#include "cli/board_output.hpp"

#include <fmt/core.h>
#include <system_error>

#include "model/ascii_lower.hpp"
#include "uuboard/board_json.hpp"
#include "io/io.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/sheets.hpp"

namespace uu::cli {

namespace {

// The format -o names by its extension.
Format format_of_file(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  if (const auto format = format_of_extension(ext)) return *format;
  throw UsageError(fmt::format("-o {}: unknown file type \"{}\" (use {})", path.string(), ext.empty() ? "(none)" : ascii_lower(ext),
                               format_list(".")));
}

void make_parent_folders(const std::filesystem::path& path) {
  if (!path.has_parent_path()) return;
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) throw OutputError(fmt::format("cannot write {}: cannot create the folder {}: {}", path.string(), path.parent_path().string(), ec.message()));
}

}  // namespace

OutputPlan plan_output(const OutputSettings& settings, bool many, bool several) {
  std::optional<Format> format;
  if (!settings.format.empty()) {
    format = format_named(settings.format);
    if (!format) throw UsageError(fmt::format("--format {}: unknown format (use {})", settings.format, format_list("")));
  }
  std::string name = settings.output;
  std::error_code ec;
  if (name.empty() || std::filesystem::is_directory(name, ec)) {
    // A folder or nothing: every board gets its own file with the default name.
    const std::string file = fmt::format("uuboard-{{seed}}-{{players}}p.{}", format_name(format.value_or(default_format)));
    name = name.empty() ? file : (std::filesystem::path(name) / file).string();
  }
  OutputPlan plan;
  plan.format = format ? *format : name == "-" ? default_format : format_of_file(name);
  plan.name = name;
  if (has_sheet_field(name) && plan.format != Format::svg && plan.format != Format::png)
    throw UsageError(fmt::format("-o {}: {} names the files of single sheets (.svg or .png); a {} holds every sheet", name, sheet_field,
                                 format_name(plan.format)));
  if (is_output_template(name) || !many) return plan;
  if (!several && plan.format != Format::pdf && plan.format != Format::jsonl) return plan;
  if (plan.format == Format::pdf) {
    plan.kind = OutputPlan::Kind::book;
  } else if (plan.format == Format::jsonl) {
    plan.kind = OutputPlan::Kind::lines;
  } else {
    throw UsageError(fmt::format("-o {}: several boards go into one .pdf or .jsonl file, or one {} file each with {{seed}} or {{n}} "
                                 "in the name (for example -o 'boards/{{seed}}.{}')",
                                 name, format_name(plan.format), format_name(plan.format)));
  }
  return plan;
}

void check_manifest_name(const std::string& manifest) {
  const std::string ext = ascii_lower(std::filesystem::path(manifest).extension().string());
  if (ext != ".csv" && ext != ".jsonl")
    throw UsageError(fmt::format("--manifest {}: unknown file type \"{}\" (use .csv or .jsonl)", manifest, ext.empty() ? "(none)" : ext));
}

namespace {

// The sheets of a tiled board as SVG or PNG files, {sheet} naming each; the assembly
// page after them when it is asked for. Legend and secret board are in the PDF only.
std::vector<std::pair<std::string, std::string>> sheet_files(const Board& board, const std::string& path, const OutputPlan& plan,
                                                             const LayoutOptions& layout, int dpi) {
  LayoutOptions sheets_only = layout;
  sheets_only.legend = sheets_only.secret_board = false;
  const Scene scene = uu::layout(board, sheets_only);
  const std::vector<SheetWindow> windows = sheet_windows(board.options.page);
  std::vector<std::pair<std::string, std::string>> files;
  for (std::size_t k = 0; k < scene.pages.size(); ++k) {
    const std::string name = expand_sheet_field(path, k < windows.size() ? windows[k].label : "assembly");
    files.emplace_back(name, plan.format == Format::svg ? render_svg(scene, k) : render_png(scene, static_cast<double>(dpi), k));
  }
  return files;
}

}  // namespace

void check_sheet_names(const PageSetup& page, const OutputPlan& plan) {
  if (!page.tiled() || (plan.format != Format::svg && plan.format != Format::png) || has_sheet_field(plan.name)) return;
  const std::string_view ext = format_name(plan.format);
  throw UsageError(fmt::format("-o {}: a board on {} sheets is a {} file per sheet; put {} in the name (for example -o 'board-{}.{}')", plan.name,
                               page.sheet_count(), ext, sheet_field, sheet_field, ext));
}

std::vector<std::string> sheet_labels(const PageSetup& page, const OutputPlan& plan, const LayoutOptions& layout) {
  if (!page.tiled() || (plan.format != Format::svg && plan.format != Format::png)) return {};
  std::vector<std::string> labels;
  for (const SheetWindow& w : sheet_windows(page)) labels.push_back(w.label);
  if (layout.assembly) labels.push_back("assembly");
  return labels;
}

Prepared prepare(const Board& board, int n, const OutputPlan& plan, const LayoutOptions& layout, int dpi) {
  Prepared p;
  p.options = board.options;
  check_sheet_names(board.options.page, plan);
  const bool templated = is_output_template(plan.name);
  const std::string path = templated ? expand_output_template(plan.name, board.seed, n, board.options.players) : plan.name;
  p.summary = summarize(board, n, path);
  if ((plan.format == Format::svg || plan.format == Format::png) && board.options.page.tiled()) {
    p.sheet_files = sheet_files(board, path, plan, layout, dpi);
    return p;
  }
  switch (plan.format) {
    case Format::json: p.bytes = board_to_json_text(board); break;
    case Format::jsonl: p.bytes = board_to_json_text(board, -1); break;  // one line, ending in a newline
    case Format::svg: p.bytes = render_svg(uu::layout(board, layout)); break;
    case Format::png: p.bytes = render_png(uu::layout(board, layout), static_cast<double>(dpi)); break;
    case Format::pdf:
      if (plan.kind == OutputPlan::Kind::book) p.book_pages = uu::layout(board, layout);  // drawn in order by the writer
      else p.bytes = render_pdf(uu::layout(board, layout));
      break;
  }
  return p;
}

BoardWriter::BoardWriter(OutputPlan plan, SceneInfo book_info, const std::string& manifest, WriteOptions write)
    : plan_(std::move(plan)), write_(write) {
  if (plan_.kind == OutputPlan::Kind::book) book_.emplace(std::move(book_info));
  // One plain file (a single board, or the book or .jsonl of a batch) is opened now, so
  // an output that cannot be written is found before any board is made.
  if (plan_.kind != OutputPlan::Kind::per_board || !(is_output_template(plan_.name) || has_sheet_field(plan_.name)))
    joined_.emplace(plan_.name, write_);
  if (!manifest.empty()) {
    manifest_.emplace(manifest, write_);
    csv_ = ascii_lower(std::filesystem::path(manifest).extension().string()) == ".csv";
    if (csv_) manifest_->write(manifest_csv_header());
  }
}

void BoardWriter::add(Prepared prepared) {
  switch (plan_.kind) {
    case OutputPlan::Kind::per_board:
      for (const auto& [path, bytes] : prepared.sheet_files) {
        make_parent_folders(path);
        write_file_atomic(path, bytes, write_);
        last_file_ = path;
        ++files_;
      }
      if (!prepared.sheet_files.empty()) break;
      if (joined_) {
        joined_->write(prepared.bytes);
        joined_->commit();
      } else {
        make_parent_folders(prepared.summary.output);
        write_file_atomic(prepared.summary.output, prepared.bytes, write_);
      }
      last_file_ = prepared.summary.output;
      ++files_;
      break;
    case OutputPlan::Kind::book:
      book_->add(prepared.book_pages);
      joined_->write(book_->take());
      break;
    case OutputPlan::Kind::lines: joined_->write(prepared.bytes); break;
  }
  ++boards_;
  if (!manifest_) return;
  manifest_->write(csv_ ? manifest_csv_row(prepared.summary, prepared.options) : manifest_jsonl_row(prepared.summary, prepared.options));
}

void BoardWriter::finish() {
  if (book_) joined_->write(book_->finish());
  if (joined_ && plan_.kind != OutputPlan::Kind::per_board) joined_->commit();
  if (manifest_) manifest_->commit();
}

std::string BoardWriter::written() const {
  const std::string boards = fmt::format("{} board{}", boards_, boards_ == 1 ? "" : "s");
  std::string out = joined_ ? fmt::format("wrote {} to {}", boards, joined_->name())
                            : files_ == 1 ? fmt::format("wrote {} to {}", boards, last_file_)
                                          : fmt::format("wrote {} to {} files ({})", boards, files_, plan_.name);
  if (manifest_) out += fmt::format(", manifest {}", manifest_->name());
  return out;
}

}  // namespace uu::cli

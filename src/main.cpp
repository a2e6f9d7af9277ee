// The command line: the only file that knows CLI11, and the only catch.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <fmt/core.h>

#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/io.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

namespace {

// Documented exit codes.
constexpr int exit_ok = 0;
constexpr int exit_generation = 1;
constexpr int exit_usage = 2;
constexpr int exit_output = 3;

class UsageError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class Format { pdf, svg, png, json };

Format format_of(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  if (ext == ".pdf") return Format::pdf;
  if (ext == ".svg") return Format::svg;
  if (ext == ".png") return Format::png;
  if (ext == ".json") return Format::json;
  throw UsageError(fmt::format("-o {}: unknown file type \"{}\" (use .pdf, .svg, .png or .json)", path.string(),
                               ext.empty() ? "(none)" : ext));
}

// Seeds may hold anything; a file name may not hold a slash or a control character.
std::string file_safe(std::string_view seed) {
  std::string out;
  for (unsigned char c : seed) out += (c == '/' || c == '\\' || c < 0x20 || c == 0x7f) ? '_' : static_cast<char>(c);
  return out.empty() ? "board" : out;
}

std::filesystem::path output_path(const std::string& given, const uu::Board& board) {
  const std::string name = fmt::format("uuboard-{}-{}p.pdf", file_safe(board.seed), board.options.players);
  if (given.empty()) return name;
  std::filesystem::path path(given);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return path / name;
  return path;
}

std::string render(const uu::Board& board, Format format) {
  const uu::LayoutOptions layout_options;
  switch (format) {
    case Format::json: return uu::board_to_json_text(board);
    case Format::svg: return uu::render_svg(uu::layout(board, layout_options));
    case Format::png: return uu::render_png(uu::layout(board, layout_options), 300.0);
    case Format::pdf: break;
  }
  return uu::render_pdf(uu::layout(board, layout_options));
}

int run(int argc, char** argv) {
  CLI::App app{
      "uuboard: printable boards for Unstable Universe.\n"
      "The same seed and options always give the same board, on any machine."};
  app.name("uuboard");
  uu::GenerateOptions options;
  std::string output;
  std::string seed;
  app.add_option("--seed", seed, "Any text (UTF-8, spaces allowed). Without it a short random seed is made and printed on stderr.");
  app.add_option("-p,--players", options.board.players, "Number of players, 2 to 9. Sets the board's size and node count.")
      ->check(CLI::Range(2, 9))
      ->capture_default_str();
  app.add_option("-o,--output", output,
                 "Output file; its extension picks the format: .pdf, .svg, .png (300 dpi) or .json (the board as data). "
                 "A directory or nothing: uuboard-<seed>-<players>p.pdf there or here.");
  std::string stop_after;
  std::string stage_list;
  for (std::string_view s : uu::stage_names()) stage_list += (stage_list.empty() ? "" : ", ") + std::string(s);
  app.add_option("--stop-after", stop_after, "Stop the pipeline after this stage (for inspecting a stage): " + stage_list + ".");
  app.set_version_flag("--version", uu::generator_version());
  app.footer("Exit codes: 0 done, 1 no board could be generated, 2 bad usage or input, 3 output could not be written.");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "uuboard: error: {}\nRun 'uuboard --help' for the options.\n", e.what());
    return exit_usage;
  }

  if (!stop_after.empty() && !uu::is_stage_name(stop_after)) {
    throw UsageError(fmt::format("--stop-after {}: unknown stage (one of: {})", stop_after, stage_list));
  }
  options.stop_after = stop_after;
  if (!output.empty() && !std::filesystem::is_directory(output)) format_of(output);  // refuse before any work

  if (seed.empty()) {
    seed = uu::random_seed();
    fmt::print(stderr, "uuboard: seed {}\n", seed);
  }
  options.seed = seed;
  const uu::Board board = uu::generate(options);
  const std::filesystem::path path = output_path(output, board);
  uu::write_file_atomic(path, render(board, format_of(path)));
  return exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const UsageError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_usage;
  } catch (const uu::GenerationError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_generation;
  } catch (const uu::OutputError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_output;
  } catch (const uu::RenderError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_output;
  } catch (const std::exception& e) {
    fmt::print(stderr, "uuboard: internal error: {}\n", e.what());
    return exit_generation;
  }
}

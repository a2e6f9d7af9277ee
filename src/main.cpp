// The command line: the only file that knows CLI11, and the only catch.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <fmt/core.h>

#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/io.hpp"
#include "uuboard/options.hpp"
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

const char* extension_of(Format format) {
  switch (format) {
    case Format::svg: return "svg";
    case Format::png: return "png";
    case Format::json: return "json";
    case Format::pdf: break;
  }
  return "pdf";
}

Format format_named(const std::string& name) {
  if (name == "pdf") return Format::pdf;
  if (name == "svg") return Format::svg;
  if (name == "png") return Format::png;
  if (name == "json") return Format::json;
  throw UsageError(fmt::format("--format {}: unknown format (use pdf, svg, png or json)", name));
}

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

std::filesystem::path output_path(const std::string& given, const uu::Board& board, const char* extension) {
  const std::string name = fmt::format("uuboard-{}-{}p.{}", file_safe(board.seed), board.options.players, extension);
  if (given.empty()) return name;
  std::filesystem::path path(given);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return path / name;
  return path;
}

std::string render(const uu::Board& board, Format format, const uu::LayoutOptions& layout_options, int dpi) {
  switch (format) {
    case Format::json: return uu::board_to_json_text(board);
    case Format::svg: return uu::render_svg(uu::layout(board, layout_options));
    case Format::png: return uu::render_png(uu::layout(board, layout_options), static_cast<double>(dpi));
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
                 "Output file; its extension picks the format (unless --format): .pdf, .svg, .png or .json (the board as data). "
                 "A directory or nothing: uuboard-<seed>-<players>p.pdf (or the --format extension) there or here.");
  std::string expansions = "none";
  app.add_option("-e,--expansions", expansions,
                 "Expansions to play with: all, none, or a comma-separated list of nasty-nodes, nodes-of-knowledge, "
                 "electric, extreme-expeditions, sharp-scissors.")
      ->capture_default_str();
  app.add_flag("--first-game", options.board.first_game,
               "First game: every start node gets the same mission, Traveler or Collector.");
  std::string paper = "a4";
  app.add_option("--paper", paper, "Paper: a4, letter, a3, a5, or WxH in mm (210x297) or inches (8.5x11in). The board fills it.")
      ->capture_default_str();
  bool portrait = false;
  app.add_flag("--portrait", portrait, "Turn the sheet upright (landscape by default).");
  double margin = uu::PageSetup{}.margin_mm;
  app.add_option("--margin", margin, "Margin in mm kept clear on every side; nothing is printed in it.")->capture_default_str();
  std::string data_file;
  app.add_option("--data", data_file,
                 "Use a designer's own game tables (JSON, same format as data/game.json; see docs/data-format.md) "
                 "instead of the built-in ones.");
  std::string format_name;
  app.add_option("--format", format_name, "Output format: pdf, svg, png or json (default: from the -o extension, else pdf).");
  int dpi = 300;
  app.add_option("--dpi", dpi, "Resolution of PNG output in dots per inch, 30 to 2400; recorded in the file.")
      ->check(CLI::Range(30, 2400))
      ->capture_default_str();
  uu::LayoutOptions layout_options;
  app.add_flag("--legend", layout_options.legend, "Add a page explaining every icon on this board (PDF).");
  app.add_flag("--secret-board", layout_options.secret_board,
               "Add a page with the expedition types behind their expeditions, mirrored for double-sided printing (PDF).");
  std::string duplex = "long";
  app.add_option("--duplex", duplex, "How the printer turns the sheet for --secret-board: long or short (edge).")->capture_default_str();
  app.add_flag("--ink-friendly", layout_options.ink_friendly, "No colour fills: outlines and icons only.");
  app.add_flag("--mono", layout_options.mono, "Pure black on white, no grey anywhere (monochrome lasers).");
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
  uu::Dictionary custom;
  if (!data_file.empty()) {
    custom = uu::load_dictionary_file(data_file);
    options.dictionary = &custom;
  }
  const uu::Dictionary& dict = options.dictionary ? *options.dictionary : uu::builtin_dictionary();
  options.board.expansions = uu::parse_expansions(expansions, dict);
  const auto page = uu::parse_paper(paper);
  if (!page) throw UsageError(fmt::format("--paper {}: unknown paper (a4, letter, a3, a5, or WxH in mm, or WxHin)", paper));
  options.board.page = *page;
  options.board.page.portrait = portrait;
  options.board.page.margin_mm = margin;
  if (const std::string problem = uu::page_setup_problem(options.board.page); !problem.empty()) {
    throw UsageError(fmt::format("--paper {} --margin {}: {}", paper, margin, problem));
  }
  if (duplex != "long" && duplex != "short") throw UsageError(fmt::format("--duplex {}: unknown value (use long or short)", duplex));
  layout_options.duplex = duplex == "long" ? uu::Duplex::long_edge : uu::Duplex::short_edge;
  std::optional<Format> format;
  if (!format_name.empty()) format = format_named(format_name);
  if (!format && !output.empty() && !std::filesystem::is_directory(output)) format_of(output);  // refuse before any work

  if (seed.empty()) {
    seed = uu::random_seed();
    fmt::print(stderr, "uuboard: seed {}\n", seed);
  }
  options.seed = seed;
  const uu::Board board = uu::generate(options);
  layout_options.dictionary = &dict;
  const std::filesystem::path path = output_path(output, board, extension_of(format.value_or(Format::pdf)));
  const Format chosen = format ? *format : format_of(path);
  if ((chosen == Format::svg || chosen == Format::png) && (layout_options.legend || layout_options.secret_board))
    fmt::print(stderr, "uuboard: note: {} holds the board page only; write a .pdf for the legend and the secret board\n", extension_of(chosen));
  uu::write_file_atomic(path, render(board, chosen, layout_options, dpi));
  return exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const UsageError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_usage;
  } catch (const uu::OptionError& e) {
    fmt::print(stderr, "uuboard: error: {}\n", e.what());
    return exit_usage;
  } catch (const uu::DataError& e) {
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

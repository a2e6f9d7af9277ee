// render and check: boards saved as JSON, read again, drawn or checked against every rule.
#include <algorithm>
#include <filesystem>
#include <fmt/core.h>

#include "cli/commands.hpp"
#include "cli/formats.hpp"
#include "cli/run_boards.hpp"
#include "cli/run_names.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "io/io.hpp"
#include "model/limits.hpp"
#include "uuboard/validate.hpp"

namespace uu::cli {

namespace {

// One saved board's JSON text and where it came from ("file" or "file:line").
struct Source {
  std::string name;
  std::string text;
};

// A .jsonl file, or standard input ("-") whose first line is a whole JSON object.
bool is_board_lines(const std::string& input, const std::string& text) {
  if (input != "-") {
    return format_of_extension(std::filesystem::path(input).extension().string()) == Format::jsonl;
  }
  const auto end = text.find('\n');
  const std::size_t first = text.find_first_not_of(" \t\r");
  const std::size_t last = text.find_last_not_of(" \t\r", end == std::string::npos ? std::string::npos : end - 1);
  return first != std::string::npos && last != std::string::npos && first < last && text[first] == '{' && text[last] == '}' &&
         end != std::string::npos;
}

std::vector<Source> read_sources(const std::vector<std::string>& inputs) {
  std::vector<Source> sources;
  for (const std::string& input : inputs) {
    std::string text = read_file(input);
    if (!is_board_lines(input, text)) {
      sources.push_back({input, std::move(text)});
      continue;
    }
    std::size_t start = 0;
    for (int line = 1; start < text.size(); ++line) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      if (text.find_first_not_of(" \t\r", start) < end) sources.push_back({fmt::format("{}:{}", input, line), text.substr(start, end - start)});
      start = end + 1;
    }
  }
  if (sources.empty()) throw UsageError("no board in the input (an empty .jsonl file?)");
  return sources;
}

// The seed and player count each board's file name takes, read ahead of the boards
// (a source that does not read is reported when its board is read).
RunNames names_of(const std::vector<Source>& sources) {
  std::vector<std::pair<std::string, int>> named;
  for (const Source& source : sources) {
    const nlohmann::json j = nlohmann::json::parse(source.text, nullptr, false);
    const bool object = j.is_object();
    const auto options = object ? j.find("options") : j.end();
    const bool has_players = object && options != j.end() && options->is_object() && options->contains("players") &&
                             (*options)["players"].is_number_integer();
    named.emplace_back(object && j.contains("seed") && j["seed"].is_string() ? j["seed"].get<std::string>() : source.name,
                       has_players ? (*options)["players"].get<int>() : 0);
  }
  RunNames names;
  names.count = static_cast<int>(named.size());
  names.seed = [named](int i) { return named[static_cast<std::size_t>(i)].first; };
  names.number = [](int i) { return i + 1; };
  names.players = [named](int i) { return named[static_cast<std::size_t>(i)].second; };
  return names;
}

}  // namespace

int run_render(const RenderCommand& c) {
  Drawing drawing;
  load_drawing(c.out, drawing);
  const std::vector<Source> sources = read_sources(c.inputs);
  const bool many = sources.size() > 1;
  const OutputPlan plan = plan_output(c.out, many);
  check_run_names(plan, "", names_of(sources));
  note_single_page_formats(plan, drawing.layout, c.out.quiet);
  std::string inputs;
  for (const std::string& input : c.inputs) inputs += (inputs.empty() ? "" : ", ") + input;
  SceneInfo info{fmt::format("Unstable Universe boards from {}", inputs), fmt::format("{} boards from {}", sources.size(), inputs),
                 generator_version(), "Unstable Universe; uuboard"};
  BoardWriter writer(plan, std::move(info), "", WriteOptions{c.out.no_clobber});
  Run run = run_for(static_cast<int>(sources.size()), many, drawing, c.out, plan);
  run.make = [&](int i) {
    const Source& source = sources[static_cast<std::size_t>(i)];
    Board board = board_from_json_text(source.text, source.name);
    const std::vector<std::string> problems = validate(board, Through::finished, drawing.custom ? *drawing.custom : builtin_dictionary());
    if (!problems.empty()) {
      throw GenerationError(fmt::format("{}: not drawn: the board breaks {} rule{}, first {} ('uuboard check {}' lists them)", source.name,
                                        problems.size(), problems.size() == 1 ? "" : "s", problems.front(), source.name));
    }
    if (plan.format == Format::png) {
      const PageSetup& page = board.options.page;
      if (const std::string problem = check_png_size(page.page_width(), page.page_height(), c.out.dpi); !problem.empty())
        throw UsageError(fmt::format("{}: {}", source.name, problem));
    }
    check_sheet_names(board.options.page, plan);
    return board;
  };
  run.describe = [&](int i) { return fmt::format("board {}", sources[static_cast<std::size_t>(i)].name); };
  run.number = [](int i) { return i + 1; };
  return run_boards(run, writer);
}

int run_check(const CheckCommand& c) {
  std::optional<Dictionary> custom;
  if (!c.data_file.empty()) custom = load_dictionary_file(c.data_file);
  const std::vector<Source> sources = read_sources(c.inputs);
  int broken = 0;
  for (const Source& source : sources) {
    const Board board = board_from_json_text(source.text, source.name);
    // The designer's tables, when given, decide the names and rules a board may hold, as
    // they did when it was made; `render` checks with the same call.
    const std::vector<std::string> problems = validate(board, Through::finished, custom ? *custom : builtin_dictionary());
    for (const std::string& problem : problems) fmt::print("{}: {}\n", source.name, problem);
    if (!problems.empty()) ++broken;
  }
  if (!c.quiet) {
    if (broken == 0) fmt::print("checked {} board{}: every rule holds\n", sources.size(), sources.size() == 1 ? "" : "s");
    else fmt::print("checked {} board{}: {} break{} a rule\n", sources.size(), sources.size() == 1 ? "" : "s", broken, broken == 1 ? "s" : "");
  }
  return broken == 0 ? exit_ok : exit_invalid;
}

}  // namespace uu::cli

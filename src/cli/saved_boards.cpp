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

// One saved board's JSON text and where it came from ("file" or "file:line"), or why it
// could not be read.
struct Source {
  std::string name;
  std::string text;
  std::string unread;  // the reason, when the file or the line could not be read
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

bool is_lines_name(const std::string& input) {
  return input == "-" || format_of_extension(std::filesystem::path(input).extension().string()) == Format::jsonl;
}

std::string too_large(const std::string& name) {
  return fmt::format("{}: larger than the {} MiB a board may be", name, max_board_bytes >> 20);
}

// Every input's boards. A file that cannot be read is an error at once, or, with
// `keep_going` (check), a source that says why, so the other files are still checked.
std::vector<Source> read_sources(const std::vector<std::string>& inputs, bool keep_going) {
  std::vector<Source> sources;
  for (const std::string& input : inputs) {
    std::string text;
    try {
      text = read_file(input, is_lines_name(input) ? max_read_bytes : max_board_bytes);
    } catch (const InputError& e) {
      if (!keep_going) throw;
      sources.push_back({input, {}, e.what()});
      continue;
    }
    if (!is_board_lines(input, text)) {
      if (text.size() > max_board_bytes) {
        if (!keep_going) throw InputError(too_large(input));
        sources.push_back({input, {}, too_large(input)});
        continue;
      }
      sources.push_back({input, std::move(text), {}});
      continue;
    }
    std::size_t start = 0;
    for (int line = 1; start < text.size(); ++line) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      const std::string name = fmt::format("{}:{}", input, line);
      if (end - start > max_board_bytes) {
        if (!keep_going) throw InputError(too_large(name));
        sources.push_back({name, {}, too_large(name)});
      } else if (text.find_first_not_of(" \t\r", start) < end) {
        sources.push_back({name, text.substr(start, end - start), {}});
      }
      start = end + 1;
    }
  }
  if (sources.empty()) throw UsageError("no board in the input (an empty .jsonl file?)");
  return sources;
}

// A saved board read and held to its options' node count (exit 2 beyond it).
Board read_board(const Source& source, const Dictionary& dict) {
  Board board = board_from_json_text(source.text, source.name);
  if (const std::string limit = node_count_limit(board, dict); !limit.empty())
    throw InputError(fmt::format("{}: {}", source.name, limit));
  return board;
}

// At most this many findings of one rule are printed for a board; the rest are counted.
constexpr int findings_shown_per_rule = 10;

// A board's findings on stdout, `findings_shown_per_rule` of each rule at most, then how
// many more each rule has.
void print_findings(const std::string& name, const std::vector<std::string>& problems) {
  std::vector<std::pair<std::string, int>> rules;  // in order of first finding
  for (const std::string& problem : problems) {
    const std::string rule = problem.substr(0, problem.find(':'));
    auto it = std::find_if(rules.begin(), rules.end(), [&](const auto& r) { return r.first == rule; });
    if (it == rules.end()) it = rules.insert(rules.end(), {rule, 0});
    if (++it->second <= findings_shown_per_rule) fmt::print("{}: {}\n", name, problem);
  }
  for (const auto& [rule, count] : rules) {
    if (count > findings_shown_per_rule)
      fmt::print("{}: {}: {} more findings of this rule ({} in all)\n", name, rule, count - findings_shown_per_rule, count);
  }
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
  const std::vector<Source> sources = read_sources(c.inputs, false);
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
    const Dictionary& dict = drawing.custom ? *drawing.custom : builtin_dictionary();
    Board board = read_board(source, dict);
    const std::vector<std::string> problems = validate(board, Through::finished, dict);
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
  const Dictionary& dict = custom ? *custom : builtin_dictionary();
  const std::vector<Source> sources = read_sources(c.inputs, true);
  int broken = 0, unread = 0;
  // A file or line that is not a board is said on stderr, and the others are still checked.
  const auto not_a_board = [&](const std::exception& e) {
    fmt::print(stderr, "uuboard: error: {}\n", printable(e.what()));
    ++unread;
  };
  for (const Source& source : sources) {
    std::vector<std::string> problems;
    try {
      if (!source.unread.empty()) throw InputError(source.unread);
      // The designer's tables, when given, decide the names and rules a board may hold, as
      // they did when it was made; `render` checks with the same calls.
      problems = validate(read_board(source, dict), Through::finished, dict);
    } catch (const InputError& e) {
      not_a_board(e);
      continue;
    } catch (const BoardFormatError& e) {
      not_a_board(e);
      continue;
    }
    print_findings(source.name, problems);
    if (!problems.empty()) ++broken;
  }
  const std::size_t read = sources.size() - static_cast<std::size_t>(unread);
  if (!c.quiet) {
    std::string summary = read == 0   ? std::string("checked no board")
                          : broken == 0 ? fmt::format("checked {} board{}: every rule holds", read, read == 1 ? "" : "s")
                                        : fmt::format("checked {} board{}: {} break{} a rule", read, read == 1 ? "" : "s", broken, broken == 1 ? "s" : "");
    if (unread > 0) summary += fmt::format("{} {} could not be read (above)", read == 0 ? ":" : ";", unread);
    fmt::print("{}\n", summary);
  }
  if (unread > 0) return exit_usage;
  return broken == 0 ? exit_ok : exit_invalid;
}

}  // namespace uu::cli

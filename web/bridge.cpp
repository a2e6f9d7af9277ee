// The core as the web page and the JavaScript entry (uuboard.mjs) call it, compiled to
// WebAssembly. One request in, as JSON text: which command, the options as the command
// line's long names with their values as typed (text), and which outputs to make. The
// answer is a list of parts: part 0 a JSON header (exit code, seed, message, the names of
// the other parts), then the parts' bytes (the board's JSON, one SVG per page, the PDF).
// Every check and message is the command line's own: the options go through the same
// reader (parse_board_options) and limits, so a bad value reads the same in the page.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <emscripten/emscripten.h>
#include <fmt/core.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "uuboard/board_json.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/pdf.hpp"
#include "uuboard/render/sheets.hpp"
#include "uuboard/render/svg.hpp"
#include "uuboard/validate.hpp"
#include "model/limits.hpp"

namespace {

using Json = nlohmann::ordered_json;

// Exit codes as the command line's (docs/cli.md).
constexpr int exit_ok = 0;
constexpr int exit_invalid = 1;
constexpr int exit_usage = 2;

// Bad input: the message names the option as typed and what is allowed.
struct Refused {
  std::string message;
};

struct Part {
  std::string name;
  std::string bytes;
};

std::vector<Part> parts;  // the last answer
std::string font_regular, font_bold;

// The options as typed: every value is text, as on a command line.
struct Typed {
  const Json& options;
  std::optional<std::string> text(const char* name) const {
    const auto it = options.find(name);
    if (it == options.end() || it->is_null()) return std::nullopt;
    if (!it->is_string()) throw Refused{fmt::format("--{}: expected text, not {}", name, it->dump())};
    return it->get<std::string>();
  }
  bool flag(const char* name, bool fallback) const {
    const std::optional<std::string> t = text(name);
    if (!t) return fallback;
    if (*t == "true" || *t == "1" || t->empty()) return true;
    if (*t == "false" || *t == "0") return false;
    throw Refused{fmt::format("--{} {}: use true or false", name, *t)};
  }
  // A number as the command line reads one: the whole text, finite, with its wording.
  template <class T>
  void number(const char* name, T& target, const std::string& allowed) const {
    const std::optional<std::string> t = text(name);
    if (!t) return;
    const bool whole = std::is_integral_v<T>;
    const auto refuse = [&](const char* what) { return Refused{fmt::format("--{} {}: {} ({})", name, t->empty() ? "''" : *t, what, allowed)}; };
    const char* begin = t->c_str();
    char* end = nullptr;
    const bool plain = !t->empty() && (std::isdigit(static_cast<unsigned char>((*t)[0])) || (*t)[0] == '-' || (*t)[0] == '.');
    if constexpr (std::is_integral_v<T>) {
      const std::int64_t v = plain ? std::strtoll(begin, &end, 10) : 0;
      if (!plain || end != begin + t->size()) throw refuse("not a whole number");
      if (v < INT32_MIN || v > INT32_MAX) throw refuse("out of range");
      target = static_cast<T>(v);
    } else {
      const bool hex = t->find_first_of("xXpP") != std::string::npos;
      const double v = plain && !hex ? std::strtod(begin, &end) : 0.0;
      if (!plain || hex || end != begin + t->size()) throw refuse(whole ? "not a whole number" : "not a number");
      if (!std::isfinite(v)) throw refuse("not a finite number");
      target = v;
    }
  }
};

// Refuses an option name the command line does not have for this command.
void check_names(const Json& options, const std::vector<std::string>& known) {
  for (const auto& [name, value] : options.items()) {
    if (std::find(known.begin(), known.end(), name) == known.end())
      throw Refused{fmt::format("--{}: unknown option (one of: {})", name, fmt::join(known, ", "))};
  }
}

const std::vector<std::string> drawing_names = {"ink-friendly", "mono", "legend", "secret-board", "duplex", "assembly"};

uu::LayoutOptions drawing_options(const Typed& typed) {
  uu::LayoutOptions layout;
  layout.legend = typed.flag("legend", layout.legend);
  layout.secret_board = typed.flag("secret-board", layout.secret_board);
  layout.ink_friendly = typed.flag("ink-friendly", layout.ink_friendly);
  layout.mono = typed.flag("mono", layout.mono);
  layout.assembly = typed.flag("assembly", layout.assembly);
  const std::string duplex = typed.text("duplex").value_or("long");
  if (duplex != "long" && duplex != "short") throw Refused{fmt::format("--duplex {}: unknown value (use long or short)", duplex)};
  layout.duplex = duplex == "long" ? uu::Duplex::long_edge : uu::Duplex::short_edge;
  layout.dictionary = &uu::builtin_dictionary();
  return layout;
}

uu::BoardOptionsText board_options_text(const Typed& typed) {
  uu::BoardOptionsText b;
  typed.number("players", b.players, uu::range_text(uu::players_range));
  b.expansions = typed.text("expansions").value_or(b.expansions);
  b.first_game = typed.flag("first-game", b.first_game);
  b.paper = typed.text("paper").value_or(b.paper);
  b.portrait = typed.flag("portrait", b.portrait);
  typed.number("margin", b.margin, "mm, 0 or more");
  b.size = typed.text("size").value_or(b.size);
  b.sheets = typed.text("sheets").value_or(b.sheets);
  typed.number("overlap", b.overlap, "mm, 0 or more");
  b.board_paper = typed.text("board-paper").value_or(b.board_paper);
  return b;
}

// The files the command line writes for one board: -o b.json, -o b.svg (-o 'b-{sheet}.svg'
// for a board on several sheets: each sheet without the legend and secret pages, then the
// assembly page) and -o b.pdf.
void add_outputs(const uu::Board& board, const uu::LayoutOptions& layout, const Json& outputs) {
  const auto wants = [&](const char* what) { return std::find(outputs.begin(), outputs.end(), what) != outputs.end(); };
  if (wants("json")) parts.push_back({"json", uu::board_to_json_text(board)});
  if (wants("svg")) {
    uu::LayoutOptions sheets_only = layout;
    if (board.options.page.tiled()) sheets_only.legend = sheets_only.secret_board = false;
    const uu::Scene scene = uu::layout(board, sheets_only);
    const std::vector<uu::SheetWindow> windows = uu::sheet_windows(board.options.page);
    const std::size_t pages = board.options.page.tiled() ? scene.pages.size() : 1;
    for (std::size_t k = 0; k < pages; ++k) {
      const std::string label = !board.options.page.tiled() ? "board" : k < windows.size() ? windows[k].label : "assembly";
      parts.push_back({"svg:" + label, uu::render_svg(scene, k)});
    }
  }
  if (wants("pdf")) {
    if (font_regular.empty() || font_bold.empty()) throw std::runtime_error("the fonts for the PDF are not loaded");
    const uu::Scene scene = uu::layout(board, layout);
    parts.push_back({"pdf", uu::write_pdf(std::span(&scene, 1), scene.info, uu::PdfFonts{font_regular, font_bold})});
  }
}

std::string generate(const Json& request, const Json& options, const Json& outputs) {
  std::vector<std::string> known = {"seed", "players", "expansions", "first-game", "paper", "portrait", "margin",
                                    "size", "sheets", "overlap", "board-paper"};
  known.insert(known.end(), drawing_names.begin(), drawing_names.end());
  check_names(options, known);
  const Typed typed{options};
  const uu::LayoutOptions layout = drawing_options(typed);
  uu::GenerateOptions o;
  o.dictionary = &uu::builtin_dictionary();
  o.board = uu::parse_board_options(board_options_text(typed), *o.dictionary);
  o.seed = typed.text("seed").value_or("");
  if (o.seed.empty()) o.seed = request.value("random_seed", std::string());
  if (o.seed.empty()) o.seed = uu::random_seed();
  if (const std::string problem = uu::check_seed(o.seed, "--seed"); !problem.empty()) throw Refused{problem};
  // Options no seed makes a board of are refused before generating, as the command line does.
  if (const std::string problem = uu::board_problem(o); !problem.empty()) throw Refused{problem};
  add_outputs(uu::generate(o), layout, outputs);
  return o.seed;
}

// A saved board drawn again, as `uuboard render` does: read, checked against every rule, drawn.
std::string render(const Json& request, const Json& options, const Json& outputs) {
  check_names(options, drawing_names);
  const uu::LayoutOptions layout = drawing_options(Typed{options});
  const std::string source = request.value("name", std::string("board.json"));
  const uu::Board board = uu::board_from_json_text(request.value("board", std::string()), source);
  const std::vector<std::string> problems = uu::validate(board, uu::Through::finished, uu::builtin_dictionary());
  if (!problems.empty()) {
    throw uu::GenerationError(fmt::format("{}: not drawn: the board breaks {} rule{}, first {}", source, problems.size(),
                                          problems.size() == 1 ? "" : "s", problems.front()));
  }
  add_outputs(board, layout, outputs);
  return board.seed;
}

// Boards of seeds bench-0 ... bench-(count - 1) made and nothing else, timed inside the
// module (bench/web_bench.mjs sets it beside the native build's time for the same boards).
Json bench(const Json& request, const Json& options) {
  uu::GenerateOptions o;
  o.dictionary = &uu::builtin_dictionary();
  o.board = uu::parse_board_options(board_options_text(Typed{options}), *o.dictionary);
  const int count = request.value("count", 200);
  std::int64_t nodes = 0;
  const double start = emscripten_get_now();
  for (int i = 0; i < count; ++i) {
    o.seed = "bench-" + std::to_string(i);
    nodes += static_cast<std::int64_t>(uu::generate(o).nodes.size());
  }
  return Json{{"boards", count}, {"nodes", nodes}, {"ms", emscripten_get_now() - start}};
}

// Every option the page offers, with the command line's defaults, limits and choices.
Json option_info() {
  const uu::BoardOptionsText b;
  const uu::LayoutOptions l;
  const auto flag = [](const char* name, bool value) { return Json{{"name", name}, {"kind", "flag"}, {"default", value}}; };
  const auto text = [](const char* name, const std::string& value) { return Json{{"name", name}, {"kind", "text"}, {"default", value}}; };
  Json expansions = Json::array({"all", "none"});
  for (const uu::ExpansionInfo& e : uu::builtin_dictionary().expansions) expansions.push_back(e.name);
  Json papers = Json::array();
  for (const uu::NamedPaper& p : uu::named_papers) papers.push_back(p.name);
  return Json::array({
      Json{{"name", "seed"}, {"kind", "text"}, {"default", ""}, {"max_bytes", uu::max_seed_bytes}},
      Json{{"name", "players"}, {"kind", "int"}, {"default", b.players}, {"min", uu::players_range.lo}, {"max", uu::players_range.hi}},
      Json{{"name", "expansions"}, {"kind", "text"}, {"default", b.expansions}, {"choices", expansions}},
      flag("first-game", b.first_game),
      Json{{"name", "paper"}, {"kind", "text"}, {"default", b.paper}, {"choices", papers}},
      flag("portrait", b.portrait),
      Json{{"name", "margin"}, {"kind", "number"}, {"default", b.margin}, {"min", 0.0}},
      Json{{"name", "size"}, {"kind", "text"}, {"default", b.size}, {"min", uu::min_size_units}, {"max", uu::max_size_units}},
      text("sheets", b.sheets),
      Json{{"name", "overlap"}, {"kind", "number"}, {"default", b.overlap}, {"min", 0.0}},
      Json{{"name", "board-paper"}, {"kind", "text"}, {"default", b.board_paper}, {"choices", papers}},
      flag("ink-friendly", l.ink_friendly),
      flag("mono", l.mono),
      flag("legend", l.legend),
      flag("secret-board", l.secret_board),
      Json{{"name", "duplex"}, {"kind", "choice"}, {"default", "long"}, {"choices", {"long", "short"}}},
      flag("assembly", l.assembly),
  });
}

int run(const std::string& text) {
  parts.clear();
  parts.push_back({"header", ""});
  Json header;
  int code = exit_ok;
  try {
    const Json request = Json::parse(text);
    const std::string command = request.value("command", std::string());
    const Json options = request.value("options", Json::object());
    const Json outputs = request.value("outputs", Json::array());
    if (command == "generate") header["seed"] = generate(request, options, outputs);
    else if (command == "render") header["seed"] = render(request, options, outputs);
    else if (command == "bench") header["bench"] = bench(request, options);
    else if (command == "info") {
      header["version"] = uu::generator_version().substr(std::string_view("uuboard ").size());
      header["options"] = option_info();
    } else throw Refused{fmt::format("unknown command \"{}\"", command)};
  } catch (const Refused& r) {
    code = exit_usage;
    header["message"] = r.message;
  } catch (const uu::OptionError& e) {
    code = exit_usage;
    header["message"] = e.what();
  } catch (const uu::BoardFormatError& e) {
    code = exit_usage;
    header["message"] = e.what();
  } catch (const uu::GenerationError& e) {
    code = exit_invalid;
    header["message"] = e.what();
  } catch (const std::exception& e) {
    code = exit_invalid;
    header["message"] = e.what();
  }
  if (code != exit_ok) parts.resize(1);
  header["code"] = code;
  Json names = Json::array();
  for (std::size_t i = 1; i < parts.size(); ++i) names.push_back(parts[i].name);
  header["parts"] = names;
  parts[0].bytes = header.dump();
  return code;
}

}  // namespace

extern "C" {

// Hands over the TrueType bytes of DejaVu Sans (bold 0) and DejaVu Sans Bold (bold 1).
EMSCRIPTEN_KEEPALIVE void uu_set_font(int bold, const char* data, int size) {
  (bold ? font_bold : font_regular).assign(data, static_cast<std::size_t>(size));
}

// Runs one request (JSON text of `size` bytes); the exit code, as the command line's.
EMSCRIPTEN_KEEPALIVE int uu_run(const char* request, int size) { return run(std::string(request, static_cast<std::size_t>(size))); }

EMSCRIPTEN_KEEPALIVE int uu_part_count() { return static_cast<int>(parts.size()); }
EMSCRIPTEN_KEEPALIVE const char* uu_part_data(int i) { return parts[static_cast<std::size_t>(i)].bytes.data(); }
EMSCRIPTEN_KEEPALIVE int uu_part_size(int i) { return static_cast<int>(parts[static_cast<std::size_t>(i)].bytes.size()); }

}  // extern "C"

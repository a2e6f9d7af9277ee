// A saved board cannot be edited past `check`: good boards of four kinds (four players with
// every expansion, nine players, a board on two sheets, a first game), each edited once in
// every way below, are rejected by the rule that names the edit, and `render` refuses them
// (both run validate() at Through::finished, as the command-line sample at the end shows).
// Untouched boards of many settings pass, so the rules reject nothing the generator makes.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fmt/core.h>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "process.hpp"
#include "io/io.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/paper.hpp"
#include "uuboard/validate.hpp"

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

// A board made as the command line makes it from these options.
uu::Board made(const std::string& seed, const uu::BoardOptionsText& typed) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board = uu::parse_board_options(typed, uu::builtin_dictionary());
  return uu::generate(o);
}

struct Base {
  std::string name;
  uu::Board board;
  Json json;
};

std::vector<Base> bases() {
  std::vector<Base> out;
  const auto add = [&](std::string name, const std::string& seed, const uu::BoardOptionsText& typed) {
    uu::Board board = made(seed, typed);
    Json json = Json::parse(uu::board_to_json_text(board));
    out.push_back({std::move(name), std::move(board), std::move(json)});
  };
  uu::BoardOptionsText all;
  all.expansions = "all";
  add("4 players, every expansion", "t", all);
  uu::BoardOptionsText nine;
  nine.players = 9;
  add("9 players", "nine", nine);
  uu::BoardOptionsText sheets;
  sheets.expansions = "electric,sharp-scissors";
  sheets.sheets = "2x1";
  add("2x1 sheets", "tiles", sheets);
  uu::BoardOptionsText first;
  first.first_game = true;
  first.expansions = "nodes-of-knowledge,extreme-expeditions";
  add("first game", "first", first);
  return out;
}

// One edit of a good board: what it changes, the rules any of which must reject it
// ("page|scale"), and the change.
struct Edit {
  std::string what;
  std::string rules;
  std::function<void(Json&)> apply;
  std::string kind = {};  // the family of edits it belongs to, set by edits_of()
};

// The rule of a finding: the text before its first colon.
std::string rule_of(const std::string& problem) { return problem.substr(0, problem.find(':')); }

bool names_rule(const std::vector<std::string>& problems, const std::string& rules) {
  std::set<std::string> wanted;
  for (std::size_t start = 0; start <= rules.size();) {
    const std::size_t bar = std::min(rules.find('|', start), rules.size());
    wanted.insert(rules.substr(start, bar - start));
    start = bar + 1;
  }
  return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return wanted.contains(rule_of(p)); });
}

// The ids of the nodes that satisfy `pick`, at most `most` of them.
template <class Pick>
std::vector<std::size_t> nodes_where(const Json& board, Pick pick, std::size_t most) {
  std::vector<std::size_t> ids;
  for (std::size_t i = 0; i < board["nodes"].size() && ids.size() < most; ++i)
    if (pick(board["nodes"][i])) ids.push_back(i);
  return ids;
}

// The original's resolution classes: 2-4, 5-6, 7-8 and 9 players share a lattice
// (src/stages/points.cpp), so only a change across classes changes the node count.
int lattice_class(int players) { return players <= 4 ? 0 : players <= 6 ? 1 : players <= 8 ? 2 : 3; }

void page_edits(const Json& good, std::vector<Edit>& edits) {
  const std::string paper = good["options"]["paper"];
  for (const uu::NamedPaper& p : uu::named_papers) {
    if (p.name == paper) continue;
    edits.push_back({fmt::format("options.paper {}", p.name), "scale|page", [name = std::string(p.name)](Json& j) { j["options"]["paper"] = name; }});
  }
  edits.push_back({"options.portrait flipped", "page|scale", [](Json& j) { j["options"]["portrait"] = !j["options"]["portrait"].get<bool>(); }});
  for (double margin : {3.0, 10.0, 20.0})
    edits.push_back({fmt::format("options.margin_mm {}", margin), "page|scale", [margin](Json& j) { j["options"]["margin_mm"] = margin; }});
  for (double factor : {0.5, 0.99, 1.01, 2.0})
    edits.push_back({fmt::format("board.unit_mm x {}", factor), "scale",
                     [factor](Json& j) { j["board"]["unit_mm"] = j["board"]["unit_mm"].get<double>() * factor; }});
  edits.push_back({"board.width + 0.5", "page", [](Json& j) { j["board"]["width"] = j["board"]["width"].get<double>() + 0.5; }});
  edits.push_back({"board.height x 1.1", "page", [](Json& j) { j["board"]["height"] = j["board"]["height"].get<double>() * 1.1; }});
  edits.push_back({"options.size [14, 11]", "nodes|page", [](Json& j) { j["options"]["size"] = Json::array({14, 11}); }});
}

void player_edits(const Json& good, std::vector<Edit>& edits) {
  const int players = good["options"]["players"];
  for (int p = 2; p <= 9; ++p) {
    if (lattice_class(p) == lattice_class(players)) continue;
    edits.push_back({fmt::format("options.players {}", p), "nodes", [p](Json& j) { j["options"]["players"] = p; }});
  }
}

void number_edits(const Json& good, std::vector<Edit>& edits) {
  const auto numbered = nodes_where(good, [](const Json& n) { return n["role"] == "regular" && !n["number"].is_null(); }, 3);
  for (std::size_t v : numbered) {
    const int n = good["nodes"][v]["number"];
    for (int value : {999, n + 2, 0})
      edits.push_back({fmt::format("node {} number {}", v, value), "numbers", [v, value](Json& j) { j["nodes"][v]["number"] = value; }});
  }
}

void electric_edits(const Json& good, std::vector<Edit>& edits) {
  const auto center = nodes_where(good, [](const Json& n) { return n["role"] == "center"; }, 1);
  const Json& number = good["nodes"][center.at(0)]["number"];
  if (number.is_null()) return;
  const int n = number;
  for (int value : {0, 999, n + 1, n - 1}) {
    if (value == n) continue;
    edits.push_back({fmt::format("center number {}", value), "numbers", [c = center[0], value](Json& j) { j["nodes"][c]["number"] = value; }});
  }
}

void name_edits(const Json& good, std::vector<Edit>& edits) {
  const auto renamed = [&](std::string what, std::function<Json&(Json&)> field) {
    Json copy = good;
    const std::string own = field(copy);
    std::string lower = own;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (std::string name : {std::string("Banana"), lower + "s", std::string()}) {
      edits.push_back({fmt::format("{} \"{}\"", what, name), "names", [field, name](Json& j) { field(j) = name; }});
    }
  };
  const std::size_t regular = nodes_where(good, [](const Json& n) { return n["role"] == "regular"; }, 1).at(0);
  const std::size_t start = nodes_where(good, [](const Json& n) { return n["role"] == "start"; }, 1).at(0);
  renamed("a node's type", [regular](Json& j) -> Json& { return j["nodes"][regular]["type"]; });
  renamed("a mission", [start](Json& j) -> Json& { return j["nodes"][start]["mission"]; });
  renamed("a types[] name", [](Json& j) -> Json& { return j["types"][0]["name"]; });
  for (const char* marks : {"expeditions", "landmarks", "resources", "tiny_nodes"}) {
    if (good[marks].empty()) continue;
    renamed(fmt::format("{}[0].type", marks), [key = std::string(marks)](Json& j) -> Json& { return j[key][0]["type"]; });
  }
  edits.push_back({"options.expansions + \"banana\"", "names", [](Json& j) { j["options"]["expansions"].push_back("banana"); }});
}

// Edits of one entry of `types`: every rule loosened, tightened or invented.
void type_rule_edits(const Json& good, std::size_t t, std::vector<Edit>& edits) {
  const Json& rules = good["types"][t];
  const std::string name = rules["name"];
  const auto edit = [&](std::string what, std::function<void(Json&)> change) {
    edits.push_back({fmt::format("types {} {}", name, what), "type-rules", [t, change](Json& j) { change(j["types"][t]); }});
  };
  if (rules["max"].is_null()) {
    edit("max 5", [](Json& r) { r["max"] = 5; });
  } else {
    const int max = rules["max"];
    edit("max + 1", [max](Json& r) { r["max"] = max + 1; });
    edit("max 999", [](Json& r) { r["max"] = 999; });
    edit("max null", [](Json& r) { r["max"] = nullptr; });
  }
  const int min = rules["min"];
  edit("min + 1", [min](Json& r) { r["min"] = min + 1; });
  if (min > 1) edit("min - 1", [min](Json& r) { r["min"] = min - 1; });
  edit("category invented", [](Json& r) { r["category"] = "Banana"; });
  for (const Json& other : good["types"]) {
    if (other["category"] == rules["category"]) continue;
    edit("category of another type", [c = other["category"]](Json& r) { r["category"] = c; });
    break;
  }
  const bool cuts = std::find(rules["actions"].begin(), rules["actions"].end(), Json("Cutting")) != rules["actions"].end();
  if (cuts) edit("actions without Cutting", [](Json& r) { r["actions"] = Json::array(); });
  else edit("actions + Cutting", [](Json& r) { r["actions"].push_back("Cutting"); });
  edit("actions + an invented one", [](Json& r) { r["actions"].push_back("Flying"); });
  edit("max_sequence + 1", [](Json& r) { r["max_sequence"] = r["max_sequence"].get<int>() + 1; });
  edit("forbidden_on_border flipped", [](Json& r) { r["forbidden_on_border"] = !r["forbidden_on_border"].get<bool>(); });
  for (const char* key : {"min_border_distance", "max_border_distance"}) {
    if (rules[key].is_null()) edit(fmt::format("{} 1.5", key), [k = std::string(key)](Json& r) { r[k] = 1.5; });
    else {
      edit(fmt::format("{} null", key), [k = std::string(key)](Json& r) { r[k] = nullptr; });
      edit(fmt::format("{} + 0.5", key), [k = std::string(key)](Json& r) { r[k] = r[k].get<double>() + 0.5; });
    }
  }
  if (rules["needs_number"].is_null()) edit("needs_number invented", [](Json& r) { r["needs_number"] = "Banana"; });
  else edit("needs_number null", [](Json& r) { r["needs_number"] = nullptr; });
  if (rules["requirements"].empty()) edit("requirements + another type", [other = good["types"][t == 0 ? 1 : 0]["name"]](Json& r) { r["requirements"].push_back(other); });
  else edit("requirements cleared", [](Json& r) { r["requirements"] = Json::array(); });
}

void types_edits(const Json& good, std::vector<Edit>& edits) {
  std::set<std::size_t> chosen = {0, 1};
  for (std::size_t t = 0; t < good["types"].size(); ++t) {
    if (!good["types"][t]["needs_number"].is_null() || !good["types"][t]["min_border_distance"].is_null()) chosen.insert(t);
  }
  for (std::size_t t : chosen) type_rule_edits(good, t, edits);
  edits.push_back({"types[0] and types[1] swapped", "type-rules", [](Json& j) { std::swap(j["types"][0], j["types"][1]); }});
}

// Whether the board holds a node type or mission of `expansion` (the built-in tables).
bool holds_from(const Json& good, const std::string& expansion) {
  const uu::Dictionary& dict = uu::builtin_dictionary();
  for (const Json& t : good["types"]) {
    const int i = dict.node_type_index(t["name"].get<std::string>());
    if (i >= 0 && dict.node_types[static_cast<std::size_t>(i)].expansion == expansion) return true;
  }
  for (const Json& n : good["nodes"]) {
    const int m = n["mission"].is_null() ? -1 : dict.mission_index(n["mission"].get<std::string>());
    if (m >= 0 && dict.missions[static_cast<std::size_t>(m)].expansion == expansion) return true;
  }
  return false;
}

void expansion_edits(const Json& good, std::vector<Edit>& edits) {
  const Json& on = good["options"]["expansions"];
  for (std::size_t k = 0; k < on.size(); ++k) {
    const std::string e = on[k];
    const bool marks = (e == "extreme-expeditions" && !good["expeditions"].empty()) || (e == "sharp-scissors" && !good["landmarks"].empty());
    if (!marks && !holds_from(good, e) && e != "electric") continue;
    edits.push_back({fmt::format("expansion {} dropped", e), e == "electric" ? "numbers|expansions" : "expansions",
                     [k](Json& j) { j["options"]["expansions"].erase(k); }});
  }
  if (on.empty()) return;
  edits.push_back({"an expansion listed twice", "expansions", [](Json& j) { j["options"]["expansions"].push_back(j["options"]["expansions"][0]); }});
  if (on.size() > 1)
    edits.push_back({"expansions reversed", "expansions", [](Json& j) {
                       Json& list = j["options"]["expansions"];
                       std::reverse(list.begin(), list.end());
                     }});
}

void mission_edits(const Json& good, std::vector<Edit>& edits) {
  const auto starts = nodes_where(good, [](const Json& n) { return n["role"] == "start"; }, 12);
  const std::string first = good["nodes"][starts.at(0)]["mission"];
  if (!good["options"]["first_game"].get<bool>()) {
    edits.push_back({"first_game set, missions mixed", "missions", [](Json& j) { j["options"]["first_game"] = true; }});
    edits.push_back({"every seat the same mission", "missions", [starts, first](Json& j) {
                       for (std::size_t s : starts) j["nodes"][s]["mission"] = first;
                     }});
    return;
  }
  edits.push_back({"first_game cleared", "missions", [](Json& j) { j["options"]["first_game"] = false; }});
  // Another mission of the tables for seats 0, 1 and 2 of the first game.
  const uu::Dictionary& dict = uu::builtin_dictionary();
  for (std::size_t k = 0; k < 3; ++k) {
    for (std::size_t m = k; m < dict.missions.size(); ++m) {
      if (dict.missions[m].name == first || dict.missions[m].expansion) continue;
      edits.push_back({fmt::format("seat {} of a first game holds {}", k, dict.missions[m].name), "missions",
                       [s = starts[k], name = dict.missions[m].name](Json& j) { j["nodes"][s]["mission"] = name; }});
      break;
    }
  }
}

void fairness_edits(const Json& good, std::vector<Edit>& edits) {
  const auto edit = [&](std::string what, std::function<void(Json&)> change) {
    edits.push_back({"fairness " + what, "fairness", [change](Json& j) { change(j["fairness"]); }});
  };
  const double score = good["fairness"]["score"];
  for (double value : {200.0, -5.0, score + 1, score - 0.5}) edit(fmt::format("score {}", value), [value](Json& f) { f["score"] = value; });
  edit("starts empty", [](Json& f) { f["starts"] = Json::array(); });
  edit("a start dropped", [](Json& f) { f["starts"].erase(0); });
  for (const char* figure : {"moves", "reach_3", "cutting_3", "disjoint_paths"}) {
    edit(fmt::format("starts[1].{} + 1", figure), [k = std::string(figure)](Json& f) { f["starts"][1][k] = f["starts"][1][k].get<int>() + 1; });
  }
  edit("starts[2].path_length + 0.5", [](Json& f) { f["starts"][2]["path_length"] = f["starts"][2]["path_length"].get<double>() + 0.5; });
  const auto center = nodes_where(good, [](const Json& n) { return n["role"] == "center"; }, 1).at(0);
  const auto regular = nodes_where(good, [](const Json& n) { return n["role"] == "regular"; }, 1).at(0);
  for (std::size_t node : {center, regular})
    edit(fmt::format("starts[0].node {}, not a start", node), [node](Json& f) { f["starts"][0]["node"] = node; });
  edit("starts[0].mission_nodes_4 changed", [](Json& f) {
    Json& m = f["starts"][0]["mission_nodes_4"];
    m = m.is_null() ? Json(3) : Json(nullptr);
  });
  edit("moves.spread + 1", [](Json& f) { f["moves"]["spread"] = f["moves"]["spread"].get<double>() + 1; });
  edit("path_length.ratio null", [](Json& f) { f["path_length"]["ratio"] = nullptr; });
  edit("reach_3.min - 1", [](Json& f) { f["reach_3"]["min"] = f["reach_3"]["min"].get<double>() - 1; });
  edit("quadrant_nodes.top_left + 1", [](Json& f) { f["quadrant_nodes"]["top_left"] = f["quadrant_nodes"]["top_left"].get<int>() + 1; });
  edit("quadrant_cv + 0.1", [](Json& f) { f["quadrant_cv"] = f["quadrant_cv"].get<double>() + 0.1; });
  edit("mission_short + 1", [](Json& f) { f["mission_short"] = f["mission_short"].get<int>() + 1; });
  if (score < 100) {
    edits.push_back({"options.min_score above the score", "fairness", [score](Json& j) { j["options"]["min_score"] = std::min(100.0, std::floor(score) + 1); }});
  }
}

void range_edits(const Json& good, std::vector<Edit>& edits) {
  const auto dotted = nodes_where(good, [](const Json& n) { return !n["power_dots"].empty(); }, 3);
  for (std::size_t v : dotted) {
    for (double angle : {1e307, -1e307, 3.5})
      edits.push_back({fmt::format("node {} dot 0 angle {:g}", v, angle), "range", [v, angle](Json& j) { j["nodes"][v]["power_dots"][0]["angle"] = angle; }});
  }
  for (const char* marks : {"resources", "tiny_nodes"}) {
    if (good[marks].empty()) continue;
    for (double angle : {1e307, -4.0})
      edits.push_back({fmt::format("{}[0].angle {:g}", marks, angle), "range", [key = std::string(marks), angle](Json& j) { j[key][0]["angle"] = angle; }});
  }
  for (int attempt : {-1, 25, 1000})
    edits.push_back({fmt::format("board.attempt {}", attempt), "range", [attempt](Json& j) { j["board"]["attempt"] = attempt; }});
  edits.push_back({"board.candidate 3 without best_of", "range", [](Json& j) { j["board"]["candidate"] = 3; }});
}

// The families of edits, each named as the tests report it.
using Family = void (*)(const Json&, std::vector<Edit>&);
const std::vector<std::pair<std::string, Family>> families = {
    {"page setup and scale", page_edits}, {"players", player_edits},     {"needs-number numbers", number_edits},
    {"Electric number", electric_edits},  {"names", name_edits},         {"type rules", types_edits},
    {"expansions", expansion_edits},      {"missions", mission_edits},   {"fairness", fairness_edits},
    {"angles and counts", range_edits},
};

std::vector<Edit> edits_of(const Json& good) {
  std::vector<Edit> edits;
  for (const auto& [kind, family] : families) {
    const std::size_t from = edits.size();
    family(good, edits);
    for (std::size_t i = from; i < edits.size(); ++i) edits[i].kind = kind;
  }
  return edits;
}

// What `check` and `render` run on a saved board; a board the reader refuses is refused too.
std::vector<std::string> problems_of(const Json& j) {
  try {
    return uu::validate(uu::board_from_json(j, "edited.json"), uu::Through::finished, uu::builtin_dictionary());
  } catch (const uu::BoardFormatError& e) {
    return {std::string("not a board: ") + e.what()};
  }
}

}  // namespace

TEST_CASE("tampered: one edit of a good board is rejected by the rule it breaks", "[tampered]") {
  std::size_t total = 0;
  std::map<std::string, int> by_kind;
  for (const Base& base : bases()) {
    INFO(base.name);
    REQUIRE(uu::validate(base.board).empty());
    REQUIRE(problems_of(base.json).empty());
    for (const Edit& edit : edits_of(base.json)) {
      Json edited = base.json;
      edit.apply(edited);
      REQUIRE(edited != base.json);
      const std::vector<std::string> problems = problems_of(edited);
      INFO(edit.what << " (wanted " << edit.rules << "): " << (problems.empty() ? "passes" : problems.front()));
      CHECK(names_rule(problems, edit.rules));
      ++by_kind[edit.kind];
      ++total;
    }
  }
  CHECK(total >= 300);
  // Every family is tried on some board.
  for (const auto& family : families) {
    INFO(family.first);
    CHECK(by_kind[family.first] > 0);
  }
}

TEST_CASE("tampered: on the command line check names the rule and render draws nothing", "[tampered][cli]") {
  const fs::path dir = uu_test::scratch_dir("tampered");
  const Base base = bases().front();
  // The first edit of each family, through both commands.
  std::set<std::string> tried;
  for (const Edit& edit : edits_of(base.json)) {
    if (!tried.insert(edit.kind).second) continue;
    Json edited = base.json;
    edit.apply(edited);
    const fs::path file = dir / fmt::format("edit-{}.json", tried.size());
    uu::write_file_atomic(file, edited.dump(1));
    INFO(edit.what << " (wanted " << edit.rules << ")");
    const uu_test::Run checked = uu_test::run_uuboard("check " + uu_test::quoted(file));
    CHECK(checked.code == 1);
    const std::string prefix = file.string() + ": ";
    std::vector<std::string> findings;
    for (std::size_t at = checked.output.find(prefix); at != std::string::npos; at = checked.output.find(prefix, at + 1))
      findings.push_back(checked.output.substr(at + prefix.size(), checked.output.find('\n', at) - at - prefix.size()));
    CHECK(names_rule(findings, edit.rules));
    const fs::path drawn = dir / fmt::format("edit-{}.svg", tried.size());
    const uu_test::Run rendered = uu_test::run_uuboard("render " + uu_test::quoted(file) + " -o " + uu_test::quoted(drawn));
    CHECK(rendered.code == 1);
    CHECK_THAT(rendered.output, Catch::Contains("not drawn"));
    CHECK_FALSE(fs::exists(drawn));
  }
  CHECK(tried.size() >= families.size() - 1);  // a board has needs-number nodes or not
  // The untouched board passes both.
  uu::write_file_atomic(dir / "good.json", base.json.dump(1));
  CHECK(uu_test::run_uuboard("check " + uu_test::quoted(dir / "good.json")).code == 0);
  CHECK(uu_test::run_uuboard("render " + uu_test::quoted(dir / "good.json") + " -o " + uu_test::quoted(dir / "good.svg")).code == 0);
}

TEST_CASE("tampered: untouched boards of many settings pass when read back from JSON", "[tampered]") {
  // 300.004x200.006 is saved as 300x200.01: read back, it must be the same page.
  const std::vector<std::string> papers = {"a4", "letter", "legal", "tabloid", "a3", "a5", "8.5x11in", "300.004x200.006"};
  const std::vector<std::string> expansions = {"none", "all", "electric,sharp-scissors", "nasty-nodes,nodes-of-knowledge", "extreme-expeditions", "electric"};
  int first_games = 0, sized = 0, tiled = 0;
  std::set<int> players_seen;
  std::set<std::string> papers_seen;
  const int count = uu_test::sweep(240);
  for (int k = 0; k < count; ++k) {
    uu::BoardOptionsText typed;
    typed.players = 2 + k % 8;
    typed.paper = papers[static_cast<std::size_t>((k + k / 8) % 8)];
    typed.portrait = k % 3 == 0;
    typed.margin = k % 4 == 1 ? 10.0 : uu::PageSetup{}.margin_mm;
    typed.expansions = expansions[static_cast<std::size_t>(k % 6)];
    typed.first_game = k % 5 == 0;
    if (k % 9 == 4) typed.size = k % 2 == 0 ? "14x11" : "20x13";
    if (k % 13 == 6) typed.sheets = k % 2 == 0 ? "2x1" : "1x2";
    if (k % 17 == 3) typed.best_of = 2;
    // A5 is too small for the larger lattices: two to four players, no --size.
    if (typed.paper == "a5") {
      typed.players = 2 + k % 3;
      typed.size.clear();
    }
    const std::string seed = fmt::format("good-{}", k);
    const uu::Board board = made(seed, typed);
    const uu::Board back = uu::board_from_json_text(uu::board_to_json_text(board), seed + ".json");
    const std::vector<std::string> problems = uu::validate(back, uu::Through::finished, uu::builtin_dictionary());
    INFO(seed << ": " << typed.players << " players, " << typed.paper << (typed.portrait ? " portrait" : "") << ", margin " << typed.margin
              << ", " << typed.expansions << (typed.first_game ? ", first game" : "") << ", size " << typed.size << ", sheets " << typed.sheets
              << ": " << (problems.empty() ? "" : problems.front()));
    CHECK(problems.empty());
    first_games += typed.first_game;
    sized += !typed.size.empty();
    tiled += back.options.page.tiled();
    players_seen.insert(typed.players);
    papers_seen.insert(typed.paper);
  }
  CHECK(players_seen.size() == 8);
  CHECK(papers_seen.size() == papers.size());
  CHECK(first_games > 0);
  CHECK(sized > 0);
  CHECK(tiled > 0);
}

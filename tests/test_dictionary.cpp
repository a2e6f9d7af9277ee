#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>

#include "uuboard/dictionary.hpp"
#include "io/embedded.hpp"
#include "model/builtin_tables.hpp"
#include "process.hpp"

namespace {

using Json = nlohmann::json;
using Catch::Matchers::Contains;

const uu::NodeType& node(const uu::Dictionary& d, std::string_view name) {
  const int index = d.node_type_index(name);
  REQUIRE(index >= 0);
  return d.node_types[static_cast<std::size_t>(index)];
}

Json builtin_json() { return Json::parse(uu::embedded_file("game.json")); }

// Loads `text` and returns the DataError's message; fails the test if it loads.
std::string error_of_text(const std::string& text) {
  try {
    uu::load_dictionary(text, "game.json");
  } catch (const uu::DataError& e) {
    return e.what();
  }
  FAIL("the broken tables loaded without error");
  return {};
}

// The built-in tables with one edit applied, then loaded.
std::string error_of(const std::function<void(Json&)>& edit) {
  Json j = builtin_json();
  edit(j);
  return error_of_text(j.dump(2));
}

void set(Json& j, const std::string& pointer, Json value) {
  j[Json::json_pointer(pointer)] = std::move(value);
}

void erase(Json& j, const std::string& parent, const std::string& key) {
  j[Json::json_pointer(parent)].erase(key);
}

}  // namespace

TEST_CASE("built-in tables load with the expected sizes", "[dictionary]") {
  const uu::Dictionary& d = uu::builtin_dictionary();
  CHECK(d.categories.size() == 8);
  CHECK(d.action_types.size() == 7);
  CHECK(d.expansions.size() == 5);
  CHECK(d.node_types.size() == 36);
  CHECK(d.missions.size() == 10);
  CHECK(d.expeditions.size() == 7);
  CHECK(d.landmarks.size() == 5);
  CHECK(d.resources.size() == 5);
  CHECK(d.tiny_nodes.size() == 5);
  CHECK(d.energetic_nodes.size() == 9);
  CHECK(d.first_game_missions == std::vector<std::string>{"Traveler", "Collector"});
  CHECK(&d == &uu::builtin_dictionary());
}

TEST_CASE("built-in tables hold the original's values", "[dictionary]") {
  const uu::Dictionary& d = uu::builtin_dictionary();

  const uu::NodeType& critters = node(d, "Critters");
  CHECK(critters.min == 5);
  CHECK(!critters.max);
  CHECK(critters.max_sequence == 1);
  CHECK(critters.min_border_distance == 2.0);
  CHECK(!critters.max_border_distance);
  CHECK(critters.forbidden_on_border);
  CHECK(critters.needs_number == "Stardust");
  CHECK(critters.requirements == std::vector<std::string>{"Stardust"});
  CHECK(critters.icon == 8);

  CHECK(node(d, "Dynamite").max == 7);
  CHECK(node(d, "Water").max_sequence == 4);
  CHECK(node(d, "Water").max_border_distance == 2.0);
  CHECK(node(d, "Oil").max_sequence == 2);
  CHECK(node(d, "Fire").actions == std::vector<std::string>{"Cutting", "Modify"});
  CHECK(node(d, "Dragon Dino").needs_number == "Electricity");
  CHECK(node(d, "Biomass").expansion == "electric");
  CHECK(node(d, "Electricity").icon == 30);
  CHECK(d.node_type_index("Twinbird") == -1);
  CHECK(d.node_type_index("Center") == -1);

  // The types whose power dots are not the players' draw: Village Ruins always has four,
  // a Chameleon two more than it draws.
  CHECK(node(d, "Village Ruins").power_dots == 4);
  CHECK(node(d, "Village Ruins").extra_power_dots == 0);
  CHECK(!node(d, "Chameleon").power_dots);
  CHECK(node(d, "Chameleon").extra_power_dots == 2);
  CHECK(std::count_if(d.node_types.begin(), d.node_types.end(),
                      [](const uu::NodeType& t) { return t.power_dots || t.extra_power_dots != 0; }) == 2);

  int base_min = 0;
  double base_prob = 0;
  int base_count = 0;
  for (const uu::NodeType& t : d.node_types) {
    if (t.expansion) continue;
    base_min += t.min;
    base_prob += t.prob;
    ++base_count;
  }
  CHECK(base_count == 9);
  CHECK(base_min == 39);
  CHECK(base_prob == 33.0);

  const uu::Mission& peacemaker =
      d.missions[static_cast<std::size_t>(d.mission_index("Peacemaker"))];
  CHECK(peacemaker.relevant_nodes == std::vector<std::string>{"Dynamite", "Fire"});
  CHECK(d.mission_index("Conqueror") >= 0);
  CHECK(d.missions[static_cast<std::size_t>(d.mission_index("Destroyer"))].expansion ==
        "nasty-nodes");

  CHECK(d.category_index("Plants") == 0);
  CHECK(d.category_index("Center") == 7);
  CHECK(d.categories[4].light_color == "#FFFFFF");
  CHECK(d.expansion_index("sharp-scissors") == 4);
  CHECK(d.expansions[2].label == "The Electric Expansion");
  CHECK(d.expansions[2].adds_node_types);
  CHECK_FALSE(d.expansions[3].adds_node_types);

  const double tiny_total =
      std::accumulate(d.tiny_nodes.begin(), d.tiny_nodes.end(), 0.0,
                      [](double sum, const uu::WeightedName& w) { return sum + w.prob; });
  CHECK(tiny_total == 12.5);
  CHECK(d.tiny_nodes[1].name == "Pause");
  CHECK(d.tiny_nodes[1].icon == 2);
  CHECK(d.expeditions[0].icon == 1);
  CHECK(d.resources[4].name == "Gas");
  CHECK(d.energetic_nodes[1].type == "Fire");
  CHECK(d.energetic_nodes[1].weight == 0.5);
}

TEST_CASE("omitted optional fields take their defaults; _ keys are comments", "[dictionary]") {
  Json j = builtin_json();
  j["_comment"] = "a designer's note";
  j["node_types"][0] = Json{{"name", "Oil"},
                            {"category", "Resources"},
                            {"actions", {"Cutting"}},
                            {"icon", 1},
                            {"_note", "trimmed"}};
  j["missions"][3] =
      Json{{"name", "Traveler"}, {"color", "#8C7A6B"}, {"light_color", "#FFD2AC"}, {"icon", 3}};
  const uu::Dictionary d = uu::load_dictionary(j.dump(), "mine.json");
  const uu::NodeType& oil = d.node_types[0];
  CHECK(!oil.expansion);
  CHECK(oil.prob == 1.0);
  CHECK(oil.min == 0);
  CHECK(!oil.max);
  CHECK(oil.max_sequence == 2);
  CHECK_FALSE(oil.forbidden_on_border);
  CHECK(!oil.min_border_distance);
  CHECK(!oil.needs_number);
  CHECK(oil.requirements.empty());
  CHECK(!oil.power_dots);
  CHECK(oil.extra_power_dots == 0);
  CHECK(!oil.effect);
  CHECK(d.missions[3].prob == 1.0);
  CHECK(d.missions[3].relevant_nodes.empty());
}

TEST_CASE("a data file without the power-dot fields loads, every type taking the draw", "[dictionary]") {
  Json j = builtin_json();
  for (Json& t : j["node_types"]) {
    t.erase("power_dots");
    t.erase("extra_power_dots");
  }
  const uu::Dictionary d = uu::load_dictionary(j.dump(), "older.json");
  for (const uu::NodeType& t : d.node_types) {
    CHECK(!t.power_dots);
    CHECK(t.extra_power_dots == 0);
  }
}

TEST_CASE("a designer's file loads from disk", "[dictionary]") {
  const std::string path =
      (std::filesystem::temp_directory_path() / "uuboard_test_dictionary.json").string();
  {
    std::ofstream out(path, std::ios::binary);
    out << uu::embedded_file("game.json");
  }
  const uu::Dictionary d = uu::load_dictionary_file(path);
  CHECK(d.node_types.size() == uu::builtin_dictionary().node_types.size());
  std::remove(path.c_str());
  CHECK_THROWS_AS(uu::load_dictionary_file(path), uu::DataError);
  CHECK_THROWS_WITH(uu::load_dictionary_file(path), Contains(path));
}

TEST_CASE("broken tables give a DataError naming the path and the problem", "[dictionary]") {
  SECTION("misspelt requirement") {
    CHECK(error_of([](Json& j) { set(j, "/node_types/7/requirements/0", "Stardsut"); }) ==
          "game.json: /node_types/7/requirements/0: \"Stardsut\" names no node type");
  }
  SECTION("missing required field") {
    const std::string m = error_of([](Json& j) { erase(j, "/node_types/3", "category"); });
    CHECK_THAT(m, Contains("/node_types/3/category") && Contains("missing required field"));
  }
  SECTION("missing top-level table") {
    const std::string m = error_of([](Json& j) { j.erase("missions"); });
    CHECK_THAT(m, Contains("game.json: /missions: missing required field"));
  }
  SECTION("wrong JSON type") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/0/prob", "five"); });
    CHECK_THAT(m, Contains("/node_types/0/prob") && Contains("expected a number, found string"));
  }
  SECTION("table of the wrong type") {
    const std::string m = error_of([](Json& j) { j["node_types"] = Json::object(); });
    CHECK_THAT(m, Contains("/node_types: expected an array, found object"));
  }
  SECTION("fractional count") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/2/min", 2.5); });
    CHECK_THAT(m, Contains("/node_types/2/min") && Contains("whole number"));
  }
  SECTION("unknown category") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/2/category", "Plantz"); });
    CHECK_THAT(m, Contains("/node_types/2/category") && Contains("\"Plantz\" names no category"));
  }
  SECTION("unknown action type") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/4/actions/0", "Cuting"); });
    CHECK_THAT(m,
               Contains("/node_types/4/actions/0") && Contains("\"Cuting\" names no action type"));
  }
  SECTION("unknown expansion on a node type") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/12/expansion", "nasty"); });
    CHECK_THAT(m, Contains("/node_types/12/expansion") && Contains("\"nasty\" names no expansion"));
  }
  SECTION("unknown expansion on a mission") {
    const std::string m = error_of([](Json& j) { set(j, "/missions/6/expansion", "expeditions"); });
    CHECK_THAT(m,
               Contains("/missions/6/expansion") && Contains("\"expeditions\" names no expansion"));
  }
  SECTION("node type in an expansion that adds none") {
    const std::string m =
        error_of([](Json& j) { set(j, "/node_types/12/expansion", "sharp-scissors"); });
    CHECK_THAT(m, Contains("/node_types/12/expansion") && Contains("adds_node_types"));
  }
  SECTION("unknown needs_number type") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/7/needs_number", "Stars"); });
    CHECK_THAT(m,
               Contains("/node_types/7/needs_number") && Contains("\"Stars\" names no node type"));
  }
  SECTION("needs_number type not among the requirements") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/7/needs_number", "Oil"); });
    CHECK_THAT(m, Contains("/node_types/7/needs_number") &&
                      Contains("\"Oil\" must also be listed in requirements"));
  }
  SECTION("requirement from another expansion") {
    const std::string m =
        error_of([](Json& j) { set(j, "/node_types/4/requirements", {"Clock"}); });
    CHECK_THAT(m, Contains("/node_types/4/requirements/0") &&
                      Contains("\"Clock\" belongs to expansion \"nasty-nodes\""));
  }
  SECTION("requirement naming itself") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/0/requirements", {"Oil"}); });
    CHECK_THAT(
        m, Contains("/node_types/0/requirements/0") && Contains("\"Oil\" cannot require itself"));
  }
  SECTION("requirement listed twice") {
    const std::string m = error_of([](Json& j) {
      set(j, "/node_types/14/requirements", {"Wood", "Wood"});
    });
    CHECK_THAT(m,
               Contains("/node_types/14/requirements/1") && Contains("\"Wood\" is listed twice"));
  }
  SECTION("relevant node naming no node type") {
    const std::string m =
        error_of([](Json& j) { j["missions"][1]["relevant_nodes"].push_back("Gas"); });
    CHECK_THAT(m,
               Contains("/missions/1/relevant_nodes/2") && Contains("\"Gas\" names no node type"));
  }
  SECTION("energetic type naming no node type") {
    const std::string m = error_of([](Json& j) { set(j, "/energetic_nodes/3/type", "Sunn"); });
    CHECK_THAT(m, Contains("/energetic_nodes/3/type") && Contains("\"Sunn\" names no node type"));
  }
  SECTION("duplicate node type name") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/5/name", "Oil"); });
    CHECK_THAT(m, Contains("/node_types/5/name") &&
                      Contains("\"Oil\" is already the name of /node_types/0"));
  }
  SECTION("duplicate mission name") {
    const std::string m = error_of([](Json& j) { set(j, "/missions/9/name", "Digger"); });
    CHECK_THAT(m, Contains("/missions/9/name") &&
                      Contains("\"Digger\" is already the name of /missions/7"));
  }
  SECTION("duplicate category name") {
    const std::string m = error_of([](Json& j) { set(j, "/categories/1/name", "Plants"); });
    CHECK_THAT(m, Contains("/categories/1/name") && Contains("\"Plants\""));
  }
  SECTION("duplicate landmark name") {
    const std::string m = error_of([](Json& j) { set(j, "/landmarks/4/name", "Lake"); });
    CHECK_THAT(m, Contains("/landmarks/4/name") &&
                      Contains("\"Lake\" is already the name of /landmarks/2"));
  }
  SECTION("min above max") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/5/min", 8); });
    CHECK_THAT(m, Contains("/node_types/5/max") && Contains("max 7 is below min 8"));
  }
  SECTION("negative prob") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/1/prob", -1); });
    CHECK_THAT(m, Contains("/node_types/1/prob") && Contains("must not be negative"));
  }
  SECTION("non-finite prob") {
    std::string text = builtin_json().dump(2);
    const std::string needle = "\"prob\": 1.5";
    const std::size_t at = text.find(needle);
    REQUIRE(at != std::string::npos);
    text.replace(at, needle.size(), "\"prob\": 1e999");
    const std::string m = error_of_text(text);
    CHECK(m == "game.json: /tiny_nodes/3/prob: number overflow parsing '1e999'");
  }
  SECTION("no drawable entry") {
    const std::string m = error_of([](Json& j) {
      for (Json& e : j["expeditions"]) e["prob"] = 0;
    });
    CHECK_THAT(m, Contains("/expeditions") && Contains("positive prob"));
  }
  SECTION("max_sequence below 1") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/1/max_sequence", 0); });
    CHECK_THAT(m, Contains("/node_types/1/max_sequence") && Contains("at least 1"));
  }
  SECTION("min_border_distance above max_border_distance") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/2/min_border_distance", 3); });
    CHECK_THAT(m,
               Contains("/node_types/2/min_border_distance") && Contains("max_border_distance 2"));
  }
  SECTION("power dots out of range") {
    CHECK(error_of([](Json& j) { set(j, "/node_types/4/power_dots", 0); }) ==
          "game.json: /node_types/4/power_dots: must be 1 to 18 (or null for the players' draw), found 0");
    CHECK(error_of([](Json& j) { set(j, "/node_types/4/power_dots", 19); }) ==
          "game.json: /node_types/4/power_dots: must be 1 to 18 (or null for the players' draw), found 19");
    CHECK(error_of([](Json& j) { set(j, "/node_types/4/extra_power_dots", -1); }) ==
          "game.json: /node_types/4/extra_power_dots: must be 0 to 18, found -1");
    CHECK_THAT(error_of([](Json& j) { set(j, "/node_types/4/extra_power_dots", 1.5); }),
               Contains("/node_types/4/extra_power_dots") && Contains("whole number"));
    CHECK_THAT(error_of([](Json& j) { set(j, "/node_types/4/extra_power_dots", nullptr); }),
               Contains("/node_types/4/extra_power_dots: expected a whole number, found null"));
  }
  SECTION("a fixed count and an extra together") {
    const std::string m = error_of([](Json& j) {
      set(j, "/node_types/4/power_dots", 3);
      set(j, "/node_types/4/extra_power_dots", 1);
    });
    CHECK(m == "game.json: /node_types/4/extra_power_dots: must be 0 when power_dots is given: a fixed count takes no extra");
  }
  SECTION("first-game mission naming no mission") {
    const std::string m = error_of([](Json& j) { set(j, "/first_game_missions/1", "Colector"); });
    CHECK_THAT(m, Contains("/first_game_missions/1") && Contains("\"Colector\" names no mission"));
  }
  SECTION("first-game mission from an expansion") {
    const std::string m = error_of([](Json& j) { set(j, "/first_game_missions/1", "Digger"); });
    CHECK_THAT(m, Contains("/first_game_missions/1") && Contains("not a base-game mission"));
  }
  SECTION("unknown field") {
    const std::string m = error_of([](Json& j) { set(j, "/node_types/3/max_sequense", 1); });
    CHECK_THAT(m, Contains("/node_types/3/max_sequense") && Contains("unknown field"));
  }
  SECTION("bad colour") {
    const std::string m = error_of([](Json& j) { set(j, "/categories/2/light_color", "yellow"); });
    CHECK_THAT(m, Contains("/categories/2/light_color") && Contains("\"yellow\""));
  }
  SECTION("a category the generator relies on is missing") {
    const std::string m = error_of([](Json& j) { j["categories"].erase(7); });
    CHECK_THAT(m, Contains("/categories") && Contains("\"Center\""));
  }
  SECTION("an expansion the generator relies on is missing") {
    const std::string m = error_of([](Json& j) { j["expansions"].erase(4); });
    CHECK_THAT(m, Contains("/expansions") && Contains("\"sharp-scissors\""));
  }
  SECTION("unsupported format version") {
    const std::string m = error_of([](Json& j) { j["format_version"] = 2; });
    CHECK_THAT(m, Contains("/format_version") && Contains("version 2"));
  }
  SECTION("not a data file") {
    CHECK_THAT(error_of_text("[1, 2]"), Contains("game.json: /: expected an object, found array"));
    CHECK_THAT(error_of_text("{\"format\": \"other\"}"), Contains("game.json: /format:"));
  }
  SECTION("syntax error reports line and column") {
    const std::string m =
        error_of_text("{\n  \"format\": \"uuboard-data\",\n  \"format_version\": tru\n}");
    CHECK_THAT(m, Contains("game.json: line 3, column") && Contains("byte"));
  }
  SECTION("field given twice") {
    const std::string m = error_of_text(
        "{\"format\": \"uuboard-data\", \"categories\": [{\"name\": \"A\", \"name\": \"B\"}]}");
    CHECK(m == "game.json: /categories/0/name: field given twice");
  }
}

// The program carries its tables as code written at build time (tools/tables_source.cpp):
// every field of every entry must be the file's, so a field the writer forgets shows here.
TEST_CASE("the tables compiled into the program are data/game.json's, field for field", "[dictionary]") {
  const uu::Dictionary parsed = uu::parse_builtin_tables();
  const uu::Dictionary compiled = uu::builtin_tables();
  REQUIRE(compiled.node_types.size() == parsed.node_types.size());
  for (std::size_t i = 0; i < parsed.node_types.size(); ++i) {
    INFO("node type " << parsed.node_types[i].name);
    CHECK(compiled.node_types[i] == parsed.node_types[i]);
  }
  REQUIRE(compiled.missions.size() == parsed.missions.size());
  for (std::size_t i = 0; i < parsed.missions.size(); ++i) {
    INFO("mission " << parsed.missions[i].name);
    CHECK(compiled.missions[i] == parsed.missions[i]);
  }
  CHECK(compiled == parsed);
  CHECK(uu::builtin_dictionary() == parsed);
  // Effects hold quotes, dashes and other bytes that need escaping in C++ source.
  const bool any_effect = std::any_of(parsed.node_types.begin(), parsed.node_types.end(), [](const uu::NodeType& t) { return t.effect.has_value(); });
  CHECK(any_effect);
}

TEST_CASE("the build-time table writer refuses tables that break a rule, with the loader's message", "[dictionary]") {
  using uu_test::quoted, uu_test::Run, uu_test::run_command, uu_test::scratch_dir;
  const std::filesystem::path dir = scratch_dir("tables-source");
  Json tables = builtin_json();
  tables["node_types"][0]["category"] = "Nowhere";
  { std::ofstream(dir / "game.json") << tables.dump(); }
  const Run bad = run_command(std::string(UUBOARD_TABLES_SOURCE) + " " + quoted(dir / "game.json") + " " + quoted(dir / "out.cpp"));
  CHECK(bad.code == 1);
  CHECK_THAT(bad.output, Contains("/node_types/0/category") && Contains("Nowhere"));
  CHECK_FALSE(std::filesystem::exists(dir / "out.cpp"));

  const Run good = run_command(std::string(UUBOARD_TABLES_SOURCE) + " " + quoted(std::filesystem::path(UUBOARD_SOURCE_DIR) / "data/game.json") + " " +
                               quoted(dir / "out.cpp"));
  CHECK(good.code == 0);
  CHECK(std::filesystem::file_size(dir / "out.cpp") > 1000);
}

// The power-dot counts of node types are the data's: tables that give another type a
// fixed count or extra dots change what the "power-dots" stage places and what validate()
// allows, and a type the tables leave alone takes the players' draw.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fmt/core.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "process.hpp"
#include "stages/stages.hpp"
#include "io/embedded.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/validate.hpp"

namespace {

using Json = nlohmann::json;

// A designer's tables: the built-in ones with Fish always five dots, Fire one more than
// it draws, and Village Ruins back to the plain draw.
uu::Dictionary designer_tables() {
  Json j = Json::parse(uu::embedded_file("game.json"));
  for (Json& t : j["node_types"]) {
    if (t["name"] == "Fish") t["power_dots"] = 5;
    if (t["name"] == "Fire") t["extra_power_dots"] = 1;
    if (t["name"] == "Village Ruins") t["power_dots"] = nullptr;
  }
  return uu::load_dictionary(j.dump(), "designer.json");
}

// One regular node of `type` alone in the middle of the board: nothing limits its dots,
// so it gets exactly the count it asks for.
uu::Board lone_node(const std::string& type, int players) {
  uu::Board board;
  board.width = 10.0;
  board.height = 10.0;
  board.unit_mm = 28.4;
  board.options.players = players;
  board.nodes.push_back({});
  board.nodes[0].pos = {5.0, 5.0};
  board.nodes[0].type = type;
  return board;
}

std::size_t dots_placed(const std::string& type, int players, const uu::Dictionary& dict, std::uint64_t seed) {
  uu::Board board = lone_node(type, players);
  uu::Rng rng(seed);
  REQUIRE(uu::place_power_dots(board, dict, uu::settings_for(board.options), rng).ok);
  return board.nodes[0].power_dots.size();
}

// What validate() says about power-dot counts.
std::vector<std::string> dot_count_problems(const uu::Board& board, const uu::Dictionary& dict) {
  std::vector<std::string> out;
  for (const std::string& p : uu::validate(board, uu::Through::everything, dict))
    if (p.starts_with("dots:") && p.find("allowed") != std::string::npos) out.push_back(p);
  return out;
}

}  // namespace

TEST_CASE("power dots: the tables, not the type's name, set a type's count", "[dot-rules]") {
  const uu::Dictionary& builtin = uu::builtin_dictionary();
  const uu::Dictionary designer = designer_tables();
  // Two players draw one or two dots; the same stream makes the same draw in both tables.
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    INFO("seed " << seed);
    const std::size_t fish = dots_placed("Fish", 2, builtin, seed);
    CHECK((fish == 1 || fish == 2));
    CHECK(dots_placed("Fish", 2, designer, seed) == 5);
    CHECK(dots_placed("Fire", 2, designer, seed) == dots_placed("Fire", 2, builtin, seed) + 1);
    CHECK(dots_placed("Village Ruins", 2, builtin, seed) == 4);
    CHECK(dots_placed("Village Ruins", 2, designer, seed) == dots_placed("Oil", 2, designer, seed));
    CHECK(dots_placed("Chameleon", 2, designer, seed) == dots_placed("Oil", 2, designer, seed) + 2);
  }
}

TEST_CASE("power dots: validate() allows what the tables give a type, and no more", "[dot-rules]") {
  const uu::Dictionary& builtin = uu::builtin_dictionary();
  const uu::Dictionary designer = designer_tables();
  uu::Board fish = lone_node("Fish", 2);
  uu::Rng rng(3);
  REQUIRE(uu::place_power_dots(fish, designer, uu::settings_for(fish.options), rng).ok);
  REQUIRE(fish.nodes[0].power_dots.size() == 5);
  CHECK(dot_count_problems(fish, designer).empty());
  CHECK(dot_count_problems(fish, builtin) == std::vector<std::string>{"dots: node 0 has 5 dots, at most 2 allowed"});

  uu::Board ruins = lone_node("Village Ruins", 2);
  REQUIRE(uu::place_power_dots(ruins, builtin, uu::settings_for(ruins.options), rng).ok);
  REQUIRE(ruins.nodes[0].power_dots.size() == 4);
  CHECK(dot_count_problems(ruins, builtin).empty());
  CHECK(dot_count_problems(ruins, designer) == std::vector<std::string>{"dots: node 0 has 4 dots, at most 2 allowed"});

  // Fire may have one more than the draw's most under the designer's tables.
  uu::Board fire = lone_node("Fire", 2);
  fire.nodes[0].power_dots = {{0.0}, {2.0}, {-2.0}};
  CHECK(dot_count_problems(fire, designer).empty());
  CHECK(dot_count_problems(fire, builtin) == std::vector<std::string>{"dots: node 0 has 3 dots, at most 2 allowed"});
}

TEST_CASE("power dots: a whole board made with a designer's tables holds them", "[dot-rules]") {
  const uu::Dictionary designer = designer_tables();
  uu::GenerateOptions options;
  options.seed = "designer-dots";
  options.dictionary = &designer;
  options.board.players = 4;
  options.validate_each_stage = true;  // validate() after every stage, with the same tables
  const uu::Board board = uu::generate(options);
  CHECK(uu::validate(board, uu::Through::finished, designer).empty());
  // Four players draw two or three; a Fish node asks for five and gets what room allows.
  const auto more_than_drawn = std::count_if(board.nodes.begin(), board.nodes.end(), [](const uu::Node& n) {
    return n.type == "Fish" && n.power_dots.size() > 3;
  });
  REQUIRE(more_than_drawn > 0);
  CHECK_FALSE(dot_count_problems(board, uu::builtin_dictionary()).empty());
}

TEST_CASE("power dots: check and render judge a saved board by the tables given with --data", "[dot-rules]") {
  const std::filesystem::path dir = uu_test::scratch_dir("dot-rules-data");
  Json tables = Json::parse(uu::embedded_file("game.json"));
  for (Json& t : tables["node_types"])
    if (t["name"] == "Fish") t["power_dots"] = 5;
  const std::string data = (dir / "designer.json").string();
  std::ofstream(data) << tables.dump();
  const uu_test::Run made = uu_test::run_uuboard(fmt::format("-q --seed designer-dots -p 4 --data {} -o {}/b.json", data, dir.string()));
  REQUIRE(made.code == 0);
  const std::string board = (dir / "b.json").string();
  // By its own tables the board holds; by the built-in ones its Fish nodes have too many dots.
  CHECK(uu_test::run_uuboard(fmt::format("check --data {} {}", data, board)).code == 0);
  const uu_test::Run builtin = uu_test::run_uuboard(fmt::format("check {}", board));
  CHECK(builtin.code == 1);
  CHECK(builtin.output.find("dots:") != std::string::npos);
  CHECK(uu_test::run_uuboard(fmt::format("-q render --data {} {} -o {}/b.svg", data, board, dir.string())).code == 0);
  CHECK(uu_test::run_uuboard(fmt::format("-q render {} -o {}/c.svg", board, dir.string())).code == 1);
}

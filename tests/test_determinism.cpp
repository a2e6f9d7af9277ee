// The same seed and options give the same bytes, run after run; golden hashes pin the
// meaning of a seed, so changing them is a deliberate act (bump format_version or note
// it in the changelog, and update the hashes here).
#include <catch2/catch.hpp>

#include "board_samples.hpp"
#include "sha256.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/render/layout.hpp"
#include "uuboard/render/output.hpp"

TEST_CASE("two runs give identical JSON and SVG bytes", "[determinism]") {
  for (int players : {2, 4, 9}) {
    const uu::Board a = uu_test::make_board("same twice", players);
    const uu::Board b = uu_test::make_board("same twice", players);
    CHECK(uu::board_to_json_text(a) == uu::board_to_json_text(b));
    CHECK(uu::render_svg(uu::layout(a, {})) == uu::render_svg(uu::layout(b, {})));
  }
}

TEST_CASE("different seeds give different boards; seeds may hold any text", "[determinism]") {
  const auto a = uu::board_to_json_text(uu_test::make_board("a", 4));
  const auto b = uu::board_to_json_text(uu_test::make_board("b", 4));
  CHECK(a != b);
  const uu::Board utf8 = uu_test::make_board("Ünstable Üniverse 🚀 with spaces", 4);
  CHECK(utf8.seed == "Ünstable Üniverse 🚀 with spaces");
  CHECK(uu::board_to_json_text(utf8).find("Ünstable Üniverse 🚀 with spaces") != std::string::npos);
}

namespace {
// The board's JSON without the generator's version string, which changes with every
// release while the board must not.
std::string golden_hash(const std::string& seed, int players) {
  auto j = uu::board_to_json(uu_test::make_board(seed, players));
  j.erase("generator");
  return uu_test::sha256_hex(j.dump(1) + "\n");
}
}  // namespace

TEST_CASE("golden: the JSON of three boards is pinned by SHA-256", "[determinism][golden]") {
  // The same as: uuboard --seed golden --players N -o b.json; drop the "generator" line;
  // sha256sum b.json
  CHECK(golden_hash("golden", 2) == "c5f3335e6058f15158b4f3050bcd9da63d4356d9277d40a9ef6130b8ffc48303");
  CHECK(golden_hash("golden", 4) == "68ea181ecb577a9d4e211583b7e0070ff74eae2bb6d98e5727f5514d1dcdb002");
  CHECK(golden_hash("golden", 9) == "482cce2c97a67602637b4999ec3c4be2e29829878afce11a40defd2644c5f43a");
}

TEST_CASE("a board survives the JSON round trip unchanged", "[determinism][json]") {
  for (int players : {3, 7}) {
    const uu::Board board = uu_test::make_board("round trip", players);
    const std::string text = uu::board_to_json_text(board);
    const uu::Board back = uu::board_from_json_text(text, "test.json");
    CHECK(back.nodes == board.nodes);
    CHECK(back.edges == board.edges);
    CHECK(back.center == board.center);
    CHECK(uu::board_to_json_text(back) == text);
  }
}

TEST_CASE("a malformed board names the JSON path of the problem", "[json]") {
  const std::string text = uu::board_to_json_text(uu_test::make_board("bad json", 4));
  auto j = nlohmann::json::parse(text);
  const auto error_of = [](const nlohmann::json& doc) {
    try {
      (void)uu::board_from_json(doc, "bad.json");
    } catch (const uu::BoardFormatError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  {
    auto doc = j;
    doc["edges"][3]["b"] = 5000;
    CHECK_THAT(error_of(doc), Catch::Contains("bad.json: /edges/3/b") && Catch::Contains("5000"));
  }
  {
    auto doc = j;
    doc["nodes"][2].erase("x");
    CHECK_THAT(error_of(doc), Catch::Contains("/nodes/2") && Catch::Contains("missing field \"x\""));
  }
  {
    auto doc = j;
    doc["nodes"][0]["role"] = "boss";
    CHECK_THAT(error_of(doc), Catch::Contains("/nodes/0/role") && Catch::Contains("boss"));
  }
  {
    auto doc = j;
    doc["format_version"] = 99;
    CHECK_THAT(error_of(doc), Catch::Contains("/format_version"));
  }
  {
    auto doc = j;
    doc["nodes"][1]["y"] = "high";
    CHECK_THAT(error_of(doc), Catch::Contains("/nodes/1/y") && Catch::Contains("expected a number"));
  }
  CHECK_THAT([] {
    try {
      (void)uu::board_from_json_text("{\"format\": ", "cut.json");
    } catch (const uu::BoardFormatError& e) {
      return std::string(e.what());
    }
    return std::string();
  }(), Catch::Contains("cut.json: not valid JSON"));
}

// JsonWriter (io/json_writer.hpp) and the board's JSON text against their reference:
// nlohmann's dump of the same document, byte for byte, or the same exception.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "board_samples.hpp"
#include "io/json_writer.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/options.hpp"

namespace {

using ojson = nlohmann::ordered_json;

// The document `j` written through JsonWriter, as the board writer writes its own.
void write_tree(uu::JsonWriter& w, const ojson& j) {
  if (j.is_object()) {
    w.begin_object();
    for (const auto& [key, value] : j.items()) {
      w.key_escaped(key);
      write_tree(w, value);
    }
    w.end_object();
  } else if (j.is_array()) {
    w.begin_array();
    for (const ojson& item : j) write_tree(w, item);
    w.end_array();
  } else if (j.is_string()) {
    w.value(j.get_ref<const std::string&>());
  } else if (j.is_number_float()) {
    w.value(j.get<double>());
  } else if (j.is_number()) {
    w.value(j.get<std::int64_t>());
  } else if (j.is_boolean()) {
    w.value(j.get<bool>());
  } else {
    w.null();
  }
}

std::string written(const ojson& j, int indent) {
  uu::JsonWriter w(indent, 0);
  write_tree(w, j);
  return w.take();
}

std::string number_text(double x) {
  uu::JsonWriter w(-1);
  w.value(x);
  return w.take();
}

std::string string_text(const std::string& text) {
  uu::JsonWriter w(-1);
  w.value(text);
  return w.take();
}

// What happens to `text` as a JSON string: its text, or the message of the error thrown.
template <class Write>
std::string text_or_error(Write&& write) {
  try {
    return write();
  } catch (const nlohmann::json::exception& e) {
    return std::string("error: ") + e.what();
  }
}

double from_bits(std::uint64_t bits) {
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

// A random document of up to `depth` levels: every kind of value, empty and full
// containers, keys that need escapes.
ojson random_document(std::mt19937_64& rng, int depth) {
  const auto below = [&](std::uint64_t n) { return rng() % n; };
  const int kind = static_cast<int>(below(depth > 0 ? 9 : 7));
  switch (kind) {
    case 0: return nullptr;
    case 1: return below(2) == 1;
    case 2: return static_cast<std::int64_t>(rng());
    case 3: return static_cast<int>(below(2000)) - 1000;
    case 4: {
      const double x = from_bits(rng());
      return std::isfinite(x) ? x : 0.5;
    }
    case 5: return static_cast<double>(below(100000)) / 1000.0 - 50.0;
    case 6: return std::string(below(2) ? "plain" : "q\"b\\\x01\n\xc3\xa9");
    case 7: {
      ojson a = ojson::array();
      for (std::uint64_t k = below(4); k > 0; --k) a.push_back(random_document(rng, depth - 1));
      return a;
    }
    default: {
      ojson o = ojson::object();
      for (std::uint64_t k = below(4); k > 0; --k) {
        std::string key = "k";
        key += std::to_string(k);
        if (below(2) == 1) key += "\t\"";  // a key that needs escapes
        o[key] = random_document(rng, depth - 1);
      }
      return o;
    }
  }
}

const std::vector<int> indents = {-1, 0, 1, 2, 4};

}  // namespace

TEST_CASE("json writer: numbers as nlohmann writes them", "[json-writer]") {
  const double awkward[] = {0.0, -0.0, 1.0, -1.0, 2.0, 0.1, 0.2, 0.3, 1.0 / 3.0, 1e-7, -1e-7, 1e-5, 1e-4, 0.001, 1e15,
                            1e16, 1e17, 1e21, 1e22, 123456789012345680.0, 9007199254740993.0, 1.5e300, 5e-324,
                            std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                            -std::numeric_limits<double>::max(), std::numeric_limits<double>::epsilon(), 6.35, 297.0,
                            13.600000000000001, 3.141592653589793, -2.356194490192345};
  for (double x : awkward) CHECK(number_text(x) == ojson(x).dump());
  CHECK(number_text(-0.0) == "-0.0");
  CHECK(number_text(1e-7) == "1e-07");
  CHECK(number_text(1e21) == "1e+21");
  CHECK(number_text(2.0) == "2.0");
  CHECK(number_text(std::nan("")) == "null");
  CHECK(number_text(-std::numeric_limits<double>::infinity()) == "null");
  CHECK(number_text(std::numeric_limits<double>::infinity()) == ojson(std::numeric_limits<double>::infinity()).dump());

  std::mt19937_64 rng(7);
  for (int k = 0; k < 200000; ++k) {
    // Any bit pattern, and values of the size a board holds.
    const double x = k % 2 == 0 ? from_bits(rng()) : (static_cast<double>(rng() >> 11) / 9007199254740992.0 - 0.5) * 400.0;
    if (number_text(x) != ojson(x).dump()) FAIL_CHECK(number_text(x) << " written for " << ojson(x).dump());
  }

  for (std::int64_t n : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{7}, std::int64_t{-100}, std::numeric_limits<std::int64_t>::max(),
                         std::numeric_limits<std::int64_t>::min()}) {
    CHECK(written(ojson(n), -1) == ojson(n).dump());
  }
  CHECK(written(ojson(std::numeric_limits<int>::min()), 1) == ojson(std::numeric_limits<int>::min()).dump(1));
}

TEST_CASE("json writer: strings escaped as nlohmann escapes them", "[json-writer]") {
  std::vector<std::string> texts = {"", "plain", "say \"hi\"", "back\\slash", "tab\there", "new\nline", "\b\f\r",
                                    std::string("nul\0in", 6), "\x7f", "\x1f\x01", "/solidus/", "Ünstable Üniverse 🚀",
                                    "\xe2\x82\xac \xf4\x8f\xbf\xbf \xed\x9f\xbf \xee\x80\x80"};
  for (int c = 0; c < 0x80; ++c) texts.emplace_back(1, static_cast<char>(c));
  for (const std::string& t : texts) CHECK(string_text(t) == ojson(t).dump());
  CHECK(written(ojson("\x01"), -1) == "\"\\u0001\"");

  // Invalid UTF-8 (a lone continuation byte, overlong forms, surrogates, past U+10FFFF,
  // cut short) throws what nlohmann throws; random bytes agree either way.
  std::vector<std::string> bad = {"\x80", "a\xc0\xaf", "\xc1\xbf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
                                  "\xf5\x80\x80\x80", "\xff", "cut \xe2\x82", "\xf0\x9f\x9a"};
  std::mt19937_64 rng(11);
  for (int k = 0; k < 20000; ++k) {
    std::string t;
    for (std::uint64_t n = rng() % 6; n > 0; --n) {
      const std::uint64_t r = rng();
      t += static_cast<char>(r % 3 == 0 ? 0x80 + (r >> 8) % 0x80 : r % 3 == 1 ? 0xc0 + (r >> 8) % 0x40 : (r >> 8) % 0x100);
    }
    bad.push_back(t);
  }
  int refused = 0;
  for (const std::string& t : bad) {
    const std::string ours = text_or_error([&] { return string_text(t); });
    const std::string theirs = text_or_error([&] { return ojson(t).dump(); });
    if (ours != theirs) FAIL_CHECK(ojson(ojson::binary_t(std::vector<std::uint8_t>(t.begin(), t.end()))).dump() << ": " << ours);
    refused += ours.rfind("error: ", 0) == 0 ? 1 : 0;
  }
  CHECK(refused > 10000);
}

TEST_CASE("json writer: documents laid out as nlohmann lays them out, every indent", "[json-writer]") {
  std::vector<ojson> documents = {ojson::object(), ojson::array(), ojson(nullptr), ojson(3.5), ojson("top"),
                                  ojson::parse(R"({"a": [], "b": {}, "c": [[], {}, [1, [2, {"d": null}]]], "e": {"f": {}}})"),
                                  ojson::parse(R"([{}, [], [[]], {"x": [{}]}])")};
  std::mt19937_64 rng(3);
  for (int k = 0; k < 3000; ++k) documents.push_back(random_document(rng, 4));
  for (const ojson& j : documents) {
    for (int indent : indents) {
      const std::string ours = written(j, indent);
      if (ours != j.dump(indent)) FAIL_CHECK("indent " << indent << ": " << j.dump() << "\nwritten as\n" << ours);
    }
  }
}

namespace {

// The board's text is the document's dump, both ways the program writes it.
void check_text(const uu::Board& board) {
  const ojson doc = uu::board_to_json(board);
  for (int indent : {1, -1}) {
    const std::string text = uu::board_to_json_text(board, indent);
    if (text != doc.dump(indent) + "\n") FAIL_CHECK("seed " << board.seed << ", indent " << indent << ": the text differs");
  }
}

uu::Board board_from(const std::string& seed, const uu::BoardOptionsText& typed) {
  uu::GenerateOptions o;
  o.seed = seed;
  o.board = uu::parse_board_options(typed, uu::builtin_dictionary());
  return uu::generate(o);
}

}  // namespace

TEST_CASE("board json: the text is the document's dump on 1000 boards of every option", "[json-writer][json]") {
  const std::vector<std::string> expansions = {"none", "all", "electric,sharp-scissors", "nasty-nodes,nodes-of-knowledge",
                                               "extreme-expeditions", "nodes-of-knowledge,electric,extreme-expeditions"};
  const std::vector<std::string> papers = {"a4", "letter", "a3", "a5", "tabloid", "300x200"};
  const int seeds = uu_test::sweep(1000);
  int tiled = 0;  // boards over several sheets, whose pages the text must carry too
  for (int k = 0; k < seeds; ++k) {
    uu::BoardOptionsText typed;
    typed.players = 2 + k % 8;
    typed.expansions = expansions[static_cast<std::size_t>(k % 6)];
    typed.paper = papers[static_cast<std::size_t>(k / 6 % 6)];
    typed.portrait = k % 5 == 1;
    typed.first_game = k % 7 == 3;
    if (k % 11 == 4) typed.best_of = 2;
    if (k % 50 == 9) {  // several sheets: given, picked for a size, or from a larger paper
      typed.paper = "a4";
      typed.size = k % 150 == 9 ? "20x14" : "";
      typed.sheets = k % 150 == 59 ? "2x1" : k % 150 == 9 ? "auto" : "";
      typed.board_paper = k % 150 == 109 ? "a3" : "";
      if (typed.sheets.empty() && typed.board_paper.empty()) typed.sheets = "1x2";
    }
    const uu::Board board = board_from("json-" + std::to_string(k), typed);
    check_text(board);
    tiled += board.options.page.tiled() ? 1 : 0;
  }
  CHECK(tiled > 0);
}

TEST_CASE("board json: awkward numbers and strings are written as the document has them", "[json-writer][json]") {
  uu::Board board = uu_test::generated("awkward", 4, true);
  REQUIRE(board.nodes.size() > 4);
  REQUIRE(!board.types.empty());
  board.seed = "say \"hi\" \\ \t\x01\x1f\x7f Ünstable 🚀 \xe2\x82\xac";
  board.nodes[0].pos = {-0.0, 1e-7};
  board.nodes[1].pos = {1e21, 0.1};
  board.nodes[2].pos = {5e-324, -1e-5};
  board.nodes[3].power_dots = {{-0.0}, {1e300}, {-3.141592653589793}};
  board.nodes[4].type = "a \"quoted\"\nname";
  board.types[0].min_border_distance = -0.0;
  board.types[0].requirements = {"\\", "\x02", "é"};
  board.width = 1e16;
  board.unit_mm = 0.30000000000000004;
  board.options.min_score = 1e-7;
  board.options.size_width = 30;
  board.options.size_height = 20;
  check_text(board);
  CHECK(uu::board_to_json_text(board, -1).find("\"x\":-0.0,\"y\":1e-07") != std::string::npos);
  CHECK(uu::board_to_json_text(board).find("\"x\": 1e+21") != std::string::npos);

  board.fairness.reset();
  board.options.page.sheets_across = 2;
  board.options.page.area_width_mm = 400.5;
  board.options.page.area_height_mm = 280.0;
  check_text(board);
  check_text(uu::Board{});  // every array empty, no fairness
  check_text(uu_test::make_board("cut short", 3, uu::Stage::fill_edges));

  board.seed = "bad \xc3\x28 utf-8";
  const auto dumped = [&] { return uu::board_to_json(board).dump(); };
  const auto text = [&] { return uu::board_to_json_text(board); };
  CHECK(text_or_error(text).rfind("error: [json.exception.type_error.316]", 0) == 0);
  CHECK(text_or_error(text) == text_or_error(dumped));
}

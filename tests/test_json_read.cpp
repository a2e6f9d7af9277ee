// The JSON readers' shared part (src/io/json_read.hpp): paths are JSON Pointers, and every
// complaint reads "<source>: <path>: <problem>" as the reader's own exception type.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "io/json_read.hpp"

namespace {

struct TestError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Place = uu::json_read::Place<TestError>;

std::string message_of(const Place& place, std::string_view problem) {
  try {
    place.fail(problem);
  } catch (const TestError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("json_read: paths are JSON Pointers, the document itself is /", "[json]") {
  CHECK(uu::json_read::child("", "node_types") == "/node_types");
  CHECK(uu::json_read::child("/node_types", 7) == "/node_types/7");
  CHECK(uu::json_read::child("/x", "a/b~c") == "/x/a~1b~0c");
  const Place file("mine.json");
  CHECK(message_of(file, "expected an object") == "mine.json: /: expected an object");
  CHECK(message_of(file / "missions" / 2 / "name", "must not be empty") == "mine.json: /missions/2/name: must not be empty");
  // The path reads back through nlohmann's own JSON Pointer.
  const nlohmann::json doc = {{"a/b~c", {10, 20, 30}}};
  CHECK(doc.at(nlohmann::json::json_pointer((Place("x") / "a/b~c" / 2).path())) == 30);
}

TEST_CASE("json_read: nlohmann's messages lose their tag", "[json]") {
  const auto reason_of_parsing = [](const std::string& text) {
    try {
      return "parsed " + nlohmann::json::parse(text).dump();
    } catch (const nlohmann::json::exception& e) {
      const std::string reason = uu::json_read::reason(e);
      const std::string what = e.what();
      CHECK(what.starts_with("[json.exception."));
      CHECK(what.ends_with("] " + reason));
      return reason;
    }
  };
  CHECK(reason_of_parsing("{\"a\": tru}").starts_with("parse error at line 1, column "));
  CHECK(reason_of_parsing("[1e999]") == "number overflow parsing '1e999'");
}

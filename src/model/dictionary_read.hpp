#pragma once
// The reader of data files behind load_dictionary(), in two parts: Fields, typed and
// checked access to one JSON object (dictionary_fields.cpp), and the tables read and
// cross-checked with it (dictionary_tables.cpp).
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/json_read.hpp"
#include "uuboard/dictionary.hpp"

namespace uu::data_read {

using Json = nlohmann::json;
using Place = json_read::Place<DataError>;

// Text as a JSON string, quotes and escapes included, for messages.
std::string in_quotes(std::string_view text);

// Shortest text that reads back as the same number, for messages.
std::string number_text(double value);

// One JSON object of a data file. A value of the wrong type, a missing required field or
// an unknown key (other than the designer's "_" comments) is a DataError at its path.
class Fields {
 public:
  Fields(const Json& value, Place place, std::initializer_list<std::string_view> known);

  Place at(std::string_view key) const { return place_ / key; }

  const Json& required(std::string_view key) const;
  // Absent and null both mean "not given".
  const Json* optional(std::string_view key) const;

  std::string text(std::string_view key) const;
  std::optional<std::string> optional_text(std::string_view key) const;
  std::string color(std::string_view key) const;  // "#RRGGBB"
  double number(std::string_view key, double fallback) const;
  std::optional<double> optional_number(std::string_view key) const;
  int integer(std::string_view key) const;
  int integer(std::string_view key, int fallback) const;
  std::optional<int> optional_integer(std::string_view key) const;
  bool boolean(std::string_view key, bool fallback) const;
  // Non-empty names, none listed twice.
  std::vector<std::string> names(std::string_view key, bool is_required) const;
  const Json& array(std::string_view key) const;

 private:
  // Like optional() but an explicit null is a type error: these fields have a default.
  const Json* present(std::string_view key) const;

  const Json& object_;
  Place place_;
};

// The tables of a parsed data file, every reference between them checked.
Dictionary read_tables(const Json& root, std::string_view file);

}  // namespace uu::data_read

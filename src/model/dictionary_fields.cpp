// Typed access to one object of a data file, with the file and the JSON path in every
// complaint.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "model/dictionary_read.hpp"

namespace uu::data_read {

namespace {

[[noreturn]] void type_error(const Json& v, const Place& at, const std::string& expected) {
  at.fail("expected " + expected + ", found " + std::string(v.type_name()));
}

std::string read_string(const Json& v, const Place& at, const std::string& or_null = "") {
  if (!v.is_string()) type_error(v, at, "a string" + or_null);
  std::string value = v.get<std::string>();
  if (value.empty()) at.fail("must not be empty");
  return value;
}

double finite(const Json& v, const Place& at, const std::string& or_null) {
  if (!v.is_number()) type_error(v, at, "a number" + or_null);
  const double value = v.get<double>();
  if (!std::isfinite(value)) at.fail("must be a finite number");
  return value;
}

int whole(const Json& v, const Place& at, const std::string& or_null) {
  if (!v.is_number()) type_error(v, at, "a whole number" + or_null);
  const double value = v.get<double>();
  if (value != std::floor(value) || std::fabs(value) > 1e9) at.fail("expected a whole number, found " + v.dump());
  return static_cast<int>(value);
}

// The value v at `at` through read (read_string, finite or whole); `fallback` when absent.
template <class T, class Read>
T given_or(const Json* v, const Place& at, T fallback, Read read) {
  return v ? read(*v, at, "") : fallback;
}

// The same for a field whose default is null, which may also be written null.
template <class T, class Read>
std::optional<T> given_or_none(const Json* v, const Place& at, Read read) {
  return v ? std::optional<T>(read(*v, at, " or null")) : std::nullopt;
}

}  // namespace

std::string in_quotes(std::string_view text) { return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string number_text(double value) { return Json(value).dump(); }

Fields::Fields(const Json& value, Place place, std::initializer_list<std::string_view> known) : object_(value), place_(std::move(place)) {
  if (!value.is_object()) place_.fail("expected an object, found " + std::string(value.type_name()));
  for (const auto& item : value.items()) {
    if (item.key().starts_with('_')) continue;
    if (std::find(known.begin(), known.end(), item.key()) == known.end()) at(item.key()).fail("unknown field " + in_quotes(item.key()));
  }
}

const Json& Fields::required(std::string_view key) const {
  const auto it = object_.find(key);
  if (it == object_.end()) at(key).fail("missing required field");
  return *it;
}

const Json* Fields::optional(std::string_view key) const {
  const auto it = object_.find(key);
  return it == object_.end() || it->is_null() ? nullptr : &*it;
}

const Json* Fields::present(std::string_view key) const {
  const auto it = object_.find(key);
  return it == object_.end() ? nullptr : &*it;
}

std::string Fields::text(std::string_view key) const { return read_string(required(key), at(key)); }

std::optional<std::string> Fields::optional_text(std::string_view key) const {
  return given_or_none<std::string>(optional(key), at(key), read_string);
}

std::string Fields::color(std::string_view key) const {
  std::string value = text(key);
  const bool ok = value.size() == 7 && value[0] == '#' &&
                  std::all_of(value.begin() + 1, value.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
  if (!ok) at(key).fail(in_quotes(value) + " is not a colour of the form \"#RRGGBB\"");
  return value;
}

double Fields::number(std::string_view key, double fallback) const { return given_or(present(key), at(key), fallback, finite); }

std::optional<double> Fields::optional_number(std::string_view key) const { return given_or_none<double>(optional(key), at(key), finite); }

int Fields::integer(std::string_view key) const { return whole(required(key), at(key), ""); }

int Fields::integer(std::string_view key, int fallback) const { return given_or(present(key), at(key), fallback, whole); }

std::optional<int> Fields::optional_integer(std::string_view key) const { return given_or_none<int>(optional(key), at(key), whole); }

bool Fields::boolean(std::string_view key, bool fallback) const {
  const Json* v = present(key);
  if (!v) return fallback;
  if (!v->is_boolean()) type_error(*v, at(key), "true or false");
  return v->get<bool>();
}

std::vector<std::string> Fields::names(std::string_view key, bool is_required) const {
  const Json* v = is_required ? &required(key) : present(key);
  std::vector<std::string> out;
  if (!v) return out;
  if (!v->is_array()) type_error(*v, at(key), "an array of names");
  for (std::size_t i = 0; i < v->size(); ++i) {
    const Place item = at(key) / i;
    out.push_back(read_string((*v)[i], item));
    if (std::count(out.begin(), out.end(), out.back()) > 1) item.fail(in_quotes(out.back()) + " is listed twice");
  }
  return out;
}

const Json& Fields::array(std::string_view key) const {
  const Json& v = required(key);
  if (!v.is_array()) type_error(v, at(key), "an array");
  return v;
}

}  // namespace uu::data_read

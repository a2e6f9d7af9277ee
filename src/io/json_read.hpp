#pragma once
// What the readers of JSON files (a designer's data tables, saved boards) share: where a
// value sits, as a JSON Pointer, and errors worded "<source>: <path>: <problem>".
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>

namespace uu::json_read {

// JSON Pointer (RFC 6901) steps, so a path can be pasted into any JSON tool.
std::string child(const std::string& path, std::string_view key);
std::string child(const std::string& path, std::size_t index);

// "<source>: <path>: <problem>"; the empty path, the whole document, reads "/".
std::string located(std::string_view source, const std::string& path, std::string_view problem);

// nlohmann's message without its "[json.exception.<kind>.<id>] " tag.
std::string reason(const nlohmann::json::exception& e);

// A value's place: the source it was read from and its path there. Every complaint about
// the value is an Error (the reader's exception type) naming both.
template <class Error>
class Place {
 public:
  explicit Place(std::string_view source, std::string path = {}) : source_(source), path_(std::move(path)) {}

  const std::string& path() const { return path_; }
  Place operator/(std::string_view key) const { return Place(source_, child(path_, key)); }
  Place operator/(std::size_t index) const { return Place(source_, child(path_, index)); }

  [[noreturn]] void fail(std::string_view problem) const { throw Error(located(source_, path_, problem)); }

 private:
  std::string_view source_;
  std::string path_;
};

}  // namespace uu::json_read

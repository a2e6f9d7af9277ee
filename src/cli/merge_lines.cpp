#include "cli/merge_lines.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include "io/io.hpp"

namespace uu::cli {

namespace {

// nlohmann's SAX interface, stopped at the seed.
class HeadReader {
 public:
  LineHead head;
  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(nlohmann::json::number_integer_t) { return true; }
  bool number_unsigned(nlohmann::json::number_unsigned_t) { return true; }
  bool number_float(nlohmann::json::number_float_t, const std::string&) { return true; }
  bool binary(nlohmann::json::binary_t&) { return true; }
  bool start_object(std::size_t) { return ++depth_ > 0; }
  bool end_object() { return --depth_ >= 0; }
  bool start_array(std::size_t) { return ++depth_ > 0; }
  bool end_array() { return --depth_ >= 0; }
  bool key(std::string& name) {
    if (depth_ != 1) return true;
    key_ = name;
    if (head.first_key.empty()) head.first_key = name;
    return true;
  }
  bool string(std::string& value) {
    if (depth_ != 1) return true;
    if (key_ == "format") head.format = value;
    if (key_ != "seed") return true;
    head.seed = value;
    return false;  // the rest of the line is not needed
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) { return false; }

 private:
  int depth_ = 0;
  std::string key_;
};

}  // namespace

LineHead read_head(std::string_view line) {
  HeadReader reader;
  nlohmann::json::sax_parse(line, &reader);
  return reader.head;
}

Records::Records(const std::string& path, bool csv) : path_(path), csv_(csv), in_(path, std::ios::binary) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(fmt::format("cannot read {}: it is a folder", path));
  if (!in_) throw InputError(fmt::format("cannot read {}: {}", path, std::strerror(errno)));
}

bool Records::next(std::string& record) {
  while (std::getline(in_, record)) {
    start_ = ++line_;
    if (record.find_first_not_of(" \t\r") == std::string::npos) continue;
    while (csv_ && std::count(record.begin(), record.end(), '"') % 2 == 1 && std::getline(in_, more_)) {
      ++line_;
      record += '\n';
      record += more_;
    }
    return true;
  }
  if (in_.bad()) throw InputError(fmt::format("cannot read {}: {}", path_, std::strerror(errno)));
  return false;
}

std::string Records::where() const { return fmt::format("{}:{}", path_, start_); }

std::string last_line(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  std::int64_t pos = in ? static_cast<std::int64_t>(in.tellg()) : 0;
  std::string tail;
  while (pos > 0) {
    const std::int64_t size = std::min<std::int64_t>(pos, 1 << 16);
    pos -= size;
    std::string piece(static_cast<std::size_t>(size), '\0');
    in.seekg(pos);
    if (!in.read(piece.data(), size)) throw InputError(fmt::format("cannot read {}: {}", path, std::strerror(errno)));
    tail.insert(0, piece);
    const std::size_t content_end = tail.find_last_not_of(" \t\r\n");
    if (content_end == std::string::npos) {
      tail.clear();
      continue;
    }
    const std::size_t newline = tail.rfind('\n', content_end);
    if (newline != std::string::npos) return tail.substr(newline + 1, content_end - newline);
    if (pos == 0) return tail.substr(0, content_end + 1);
  }
  return {};
}

}  // namespace uu::cli

// Reads a data file's text into a Dictionary: parsing it with the JSON path of every
// error and every key given twice, then the tables (dictionary_tables.cpp).
#include "uuboard/dictionary.hpp"

#include <filesystem>
#include <fmt/core.h>
#include <fstream>
#include <set>

#include "model/dictionary_read.hpp"

namespace uu {

namespace {

using data_read::Json;
using data_read::Place;

template <class T, class Name>
int index_by(const std::vector<T>& items, std::string_view name, Name name_of) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (name_of(items[i]) == name) return static_cast<int>(i);
  }
  return -1;
}

// Follows the parser through the document as a JSON Pointer, so errors nlohmann raises
// while reading a value (a number too large) can name where they happened, and so two
// equal keys in one object, which nlohmann would silently collapse, are reported.
class ParsePosition {
 public:
  explicit ParsePosition(std::string_view file) : file_(file) {}

  bool on_event(Json::parse_event_t event, const Json& parsed) {
    using Event = Json::parse_event_t;
    switch (event) {
      case Event::object_start:
        frames_.push_back({false, 0, {}, {}});
        break;
      case Event::array_start:
        frames_.push_back({true, 0, {}, {}});
        break;
      case Event::key:
        on_key(parsed.get<std::string>());
        break;
      case Event::object_end:
      case Event::array_end:
        frames_.pop_back();
        finish_element();
        break;
      case Event::value:
        finish_element();
        break;
    }
    return true;
  }

  Place place() const {
    Place out(file_);
    for (const Frame& frame : frames_) out = frame.is_array ? out / frame.index : out / frame.key;
    return out;
  }

 private:
  struct Frame {
    bool is_array;
    std::size_t index;
    std::string key;
    std::set<std::string> keys;
  };

  void on_key(const std::string& key) {
    Frame& top = frames_.back();
    top.key = key;
    if (!top.keys.insert(key).second) place().fail("field given twice");
  }

  void finish_element() {
    if (!frames_.empty() && frames_.back().is_array) ++frames_.back().index;
  }

  std::string_view file_;
  std::vector<Frame> frames_;
};

Json parse_json(std::string_view text, std::string_view file) {
  ParsePosition position(file);
  try {
    return Json::parse(text, [&position](int, Json::parse_event_t event, Json& parsed) { return position.on_event(event, parsed); });
  } catch (const Json::parse_error& e) {
    // e.byte counts from 1 and points at the character that could not be read.
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    // nlohmann's wording without its "parse error at line L, column C: ", as we give our own.
    std::string reason = json_read::reason(e);
    if (const std::size_t colon = reason.find(": "); colon != std::string::npos) reason.erase(0, colon + 2);
    throw DataError(std::string(file) + ": line " + std::to_string(line) + ", column " + std::to_string(column) + " (byte " +
                    std::to_string(e.byte) + "): " + reason);
  } catch (const Json::exception& e) {
    position.place().fail(json_read::reason(e));
  }
}

}  // namespace

int Dictionary::node_type_index(std::string_view name) const {
  return index_by(node_types, name, [](const NodeType& t) -> const std::string& { return t.name; });
}
int Dictionary::mission_index(std::string_view name) const {
  return index_by(missions, name, [](const Mission& m) -> const std::string& { return m.name; });
}
int Dictionary::category_index(std::string_view name) const {
  return index_by(categories, name, [](const Category& c) -> const std::string& { return c.name; });
}
int Dictionary::expansion_index(std::string_view name) const {
  return index_by(expansions, name, [](const ExpansionInfo& e) -> const std::string& { return e.name; });
}
int Dictionary::action_type_index(std::string_view name) const {
  return index_by(action_types, name, [](const std::string& a) -> const std::string& { return a; });
}

Dictionary load_dictionary(std::string_view json_text, std::string_view file_name) {
  const Json root = parse_json(json_text, file_name);
  try {
    return data_read::read_tables(root, file_name);
  } catch (const Json::exception& e) {
    // The reader checks every type before converting, so this is a bug; still, only
    // DataError may leave this function.
    Place(file_name).fail(e.what());
  }
}

Dictionary load_dictionary_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw DataError(path + ": is a directory, not a data file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DataError(path + ": cannot open the file for reading");
  // The game's own tables are 22 KB; what is far larger (a device such as /dev/zero
  // that never ends) is refused once past the limit rather than read to the end.
  constexpr std::size_t max_data_bytes = std::size_t{1} << 22;
  std::string text;
  char buffer[1 << 14];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_data_bytes)
      throw DataError(fmt::format("{}: larger than the {} MiB a data file may be (the game's own tables are 22 KB)", path, max_data_bytes >> 20));
  }
  if (in.bad()) throw DataError(path + ": reading the file failed");
  return load_dictionary(text, path);
}

}  // namespace uu

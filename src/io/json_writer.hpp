#pragma once
// JSON text written straight into memory, byte for byte as nlohmann::json's dump(indent)
// lays out the same document: its number forms, its string escapes and its line layout,
// without building the document first. Knows nothing of boards (io/board_json_write.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uu {

// A member's name as the program spells it, checked as the program is compiled to need no
// escape (printable ASCII, no quote or backslash), so writing it is a copy.
class JsonKey {
 public:
  consteval JsonKey(const char* name) : name_(name) {  // NOLINT: converts from a literal on purpose
    for (char c : name_) {
      // Not a constant expression, so a name that needs an escape does not compile.
      if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') throw "this name needs JsonWriter::key_escaped";
    }
  }
  std::string_view text() const { return name_; }

 private:
  std::string_view name_;
};

class JsonWriter {
 public:
  // indent < 0: one line; otherwise one member or item a line, `indent` spaces a level.
  // `expected_bytes`: room made at the start, so a good guess means no copy as it grows.
  explicit JsonWriter(int indent, std::size_t expected_bytes = 256);

  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  // Before each member's value.
  void key(JsonKey name);
  // The same for a name known only at run time, escaped as a string value is.
  void key_escaped(std::string_view name);

  // Strings are escaped as nlohmann escapes them (control characters as \u00xx, UTF-8
  // passed through); invalid UTF-8 throws nlohmann's type_error 316, as its dump does.
  void value(std::string_view text);
  void value(const char* text) { value(std::string_view(text)); }
  void value(const std::string& text) { value(std::string_view(text)); }
  // Platform-sized integers (std::size_t, long) match no overload on purpose.
  void value(std::int64_t number);
  void value(int number) { value(static_cast<std::int64_t>(number)); }
  // nlohmann's shortest round-trip form ("0.1", "1e-07", "1e+21", "-0.0", "2.0"), and
  // "null" for a number that is not finite.
  void value(double number);
  void value(bool flag);
  void null();
  void value(std::nullptr_t) { null(); }
  template <class T>
  void value(const std::optional<T>& v) {
    if (v) value(*v);
    else null();
  }
  template <class T>
  void value(const std::vector<T>& items) {
    begin_array();
    for (const T& item : items) value(item);
    end_array();
  }
  template <class T>
  void member(JsonKey name, const T& v) {
    key(name);
    value(v);
  }

  // The text written so far, the writer left empty.
  std::string take();

 private:
  bool pretty() const { return indent_ >= 0; }
  // Room for `bytes` more bytes plus what separates a value from the one before it, with
  // that separator written: where the value goes. Finish with used(end of the value).
  char* start_value(std::size_t bytes);
  char* room(std::size_t bytes) {
    if (text_.size() - size_ < bytes) grow(bytes);
    return text_.data() + size_;
  }
  void grow(std::size_t bytes);
  void used(char* end) { size_ = static_cast<std::size_t>(end - text_.data()); }
  void open(char bracket);
  void close(char bracket);
  char* new_line(char* at) const;
  // `text` as a string, followed by `then` (a key's colon).
  void string_value(std::string_view text, std::string_view then);
  void literal(std::string_view text);

  static constexpr std::size_t slack = 16;  // room made beyond a line's indentation
  std::string text_;  // written up to size_, then room to write into
  std::size_t size_ = 0;
  int indent_;
  int depth_ = 0;
  std::size_t pad_ = 0;  // spaces that start a line at this depth
  bool empty_ = true;       // nothing written yet in the innermost object or array
  bool after_key_ = false;  // the next value is a member's, already separated
};

}  // namespace uu

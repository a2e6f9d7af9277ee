#pragma once
// JSON text appended straight to a string, byte for byte as nlohmann::json's dump(indent)
// lays out the same document: its number forms, its string escapes and its line layout,
// without building the document first. Knows nothing of boards (io/board_json_write.cpp).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uu {

class JsonWriter {
 public:
  // indent < 0: one line; otherwise one member or item a line, `indent` spaces a level.
  JsonWriter(std::string& out, int indent) : out_(out), indent_(indent < 0 ? -1 : indent) {}

  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  // Before each member's value.
  void key(std::string_view name);

  void value(std::string_view text);
  void value(const char* text) { value(std::string_view(text)); }
  void value(const std::string& text) { value(std::string_view(text)); }
  // Platform-sized integers (std::size_t, long) match no overload on purpose.
  void value(std::int64_t number);
  void value(int number) { value(static_cast<std::int64_t>(number)); }
  void value(double number);
  void value(bool flag);
  void null();
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
  void member(std::string_view name, const T& v) {
    key(name);
    value(v);
  }

 private:
  bool pretty() const { return indent_ >= 0; }
  void before_value();
  void open(char bracket);
  void close(char bracket);
  void new_line();

  std::string& out_;
  int indent_;
  int depth_ = 0;
  bool empty_ = true;       // nothing written yet in the innermost object or array
  bool after_key_ = false;  // the next value is a member's, already separated
};

// `text` as a JSON string, quotes included, escaped as nlohmann's dump escapes it (control
// characters as \u00xx, UTF-8 passed through); invalid UTF-8 throws its type_error 316.
void append_json_string(std::string& out, std::string_view text);

// The shortest text that reads back to `number` (nlohmann's grisu2: "0.1", "1e-07",
// "1e+21", "-0.0", "2.0"); "null" when it is not finite, as nlohmann writes it.
void append_json_number(std::string& out, double number);

}  // namespace uu

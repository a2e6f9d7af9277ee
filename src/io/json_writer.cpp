#include "io/json_writer.hpp"

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace uu {

namespace {

// The length of the well-formed UTF-8 sequence starting at s[i] (RFC 3629: no overlong
// forms, no surrogates, nothing past U+10FFFF), or 0 when it is not one.
int utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
  const auto continuation = [&](std::size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) {
    return byte(k) >= lo && byte(k) <= hi;
  };
  const unsigned lead = byte(i);
  if (lead >= 0xC2 && lead <= 0xDF) return continuation(i + 1) ? 2 : 0;
  if (lead >= 0xE0 && lead <= 0xEF) {
    const unsigned lo = lead == 0xE0 ? 0xA0 : 0x80;
    const unsigned hi = lead == 0xED ? 0x9F : 0xBF;
    return continuation(i + 1, lo, hi) && continuation(i + 2) ? 3 : 0;
  }
  if (lead >= 0xF0 && lead <= 0xF4) {
    const unsigned lo = lead == 0xF0 ? 0x90 : 0x80;
    const unsigned hi = lead == 0xF4 ? 0x8F : 0xBF;
    return continuation(i + 1, lo, hi) && continuation(i + 2) && continuation(i + 3) ? 4 : 0;
  }
  return 0;
}

void append_control_escape(std::string& out, unsigned char c) {
  static constexpr char hex[] = "0123456789abcdef";
  switch (c) {
    case '\b': out += "\\b"; return;
    case '\t': out += "\\t"; return;
    case '\n': out += "\\n"; return;
    case '\f': out += "\\f"; return;
    case '\r': out += "\\r"; return;
    case '"': out += "\\\""; return;
    case '\\': out += "\\\\"; return;
    default: break;
  }
  const char code[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
  out.append(code, sizeof code);
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  const std::size_t start = out.size();
  out += '"';
  std::size_t plain_from = 0;  // the run of bytes copied as they are starts here
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80) {
      ++i;
      continue;
    }
    out.append(text.data() + plain_from, i - plain_from);
    if (c < 0x80) {
      append_control_escape(out, c);
      plain_from = ++i;
      continue;
    }
    const int length = utf8_sequence_length(text, i);
    if (length == 0) {
      // Not UTF-8: nlohmann's own dump throws the error it always threw for this text.
      // Should it ever accept what the test above refused, its text is the answer.
      const std::string dumped = nlohmann::json(std::string(text)).dump();
      out.resize(start);
      out += dumped;
      return;
    }
    out.append(text.data() + i, static_cast<std::size_t>(length));
    i += static_cast<std::size_t>(length);
    plain_from = i;
  }
  out.append(text.data() + plain_from, text.size() - plain_from);
  out += '"';
}

void append_json_number(std::string& out, double number) {
  if (!std::isfinite(number)) {
    out += "null";
    return;
  }
  char buffer[64];
  const char* end = nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, number);
  out.append(buffer, static_cast<std::size_t>(end - buffer));
}

void JsonWriter::key(std::string_view name) {
  before_value();
  append_json_string(out_, name);
  out_ += pretty() ? ": " : ":";
  after_key_ = true;
}

void JsonWriter::value(std::string_view text) {
  before_value();
  append_json_string(out_, text);
}

void JsonWriter::value(std::int64_t number) {
  before_value();
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
  out_.append(buffer, static_cast<std::size_t>(result.ptr - buffer));
}

void JsonWriter::value(double number) {
  before_value();
  append_json_number(out_, number);
}

void JsonWriter::value(bool flag) {
  before_value();
  out_ += flag ? "true" : "false";
}

void JsonWriter::null() {
  before_value();
  out_ += "null";
}

void JsonWriter::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (depth_ == 0) return;
  if (!empty_) out_ += ',';
  empty_ = false;
  new_line();
}

void JsonWriter::open(char bracket) {
  before_value();
  out_ += bracket;
  ++depth_;
  empty_ = true;
}

void JsonWriter::close(char bracket) {
  --depth_;
  if (!empty_) new_line();
  out_ += bracket;
  empty_ = false;
}

void JsonWriter::new_line() {
  if (!pretty()) return;
  out_ += '\n';
  out_.append(static_cast<std::size_t>(depth_) * static_cast<std::size_t>(indent_), ' ');
}

}  // namespace uu

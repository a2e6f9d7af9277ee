#include "io/json_writer.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cmath>
#include <cstring>
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

// An ASCII character below 0x20, a quote or a backslash, as nlohmann escapes it.
char* escape(char* at, unsigned char c) {
  static constexpr char hex[] = "0123456789abcdef";
  *at++ = '\\';
  switch (c) {
    case '\b': *at++ = 'b'; return at;
    case '\t': *at++ = 't'; return at;
    case '\n': *at++ = 'n'; return at;
    case '\f': *at++ = 'f'; return at;
    case '\r': *at++ = 'r'; return at;
    case '"': *at++ = '"'; return at;
    case '\\': *at++ = '\\'; return at;
    default: break;
  }
  const char code[] = {'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
  std::memcpy(at, code, sizeof code);
  return at + sizeof code;
}

// The bytes written as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> plain_bytes = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c) plain[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
  return plain;
}();

// Whether any of the eight bytes in `word` is not plain: below 0x20, a quote, a
// backslash or 0x80 and above (each test exact: a borrow starts only at such a byte).
bool any_not_plain(std::uint64_t word) {
  constexpr std::uint64_t ones = 0x0101010101010101u;
  constexpr std::uint64_t highs = 0x8080808080808080u;
  const auto has_zero_byte = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
  return (((word - 0x20 * ones) & ~word) | has_zero_byte(word ^ ('"' * ones)) | has_zero_byte(word ^ ('\\' * ones)) | word) & highs;
}

// `text` quoted and escaped at `at`; where it ends, or nullptr when it is not UTF-8.
char* write_string(char* at, std::string_view text) {
  *at++ = '"';
  std::size_t i = 0;
  for (std::uint64_t word; i + 8 <= text.size(); i += 8, at += 8) {
    std::memcpy(&word, text.data() + i, 8);
    if (any_not_plain(word)) break;
    std::memcpy(at, &word, 8);
  }
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (plain_bytes[c]) {
      *at++ = static_cast<char>(c);
      ++i;
    } else if (c < 0x80) {
      at = escape(at, c);
      ++i;
    } else if (const int length = utf8_sequence_length(text, i); length > 0) {
      std::memcpy(at, text.data() + i, static_cast<std::size_t>(length));
      at += length;
      i += static_cast<std::size_t>(length);
    } else {
      return nullptr;
    }
  }
  *at++ = '"';
  return at;
}

// Bytes a string of n bytes can take written out: \u00xx for each, and the quotes.
std::size_t most_string_bytes(std::size_t n) { return 6 * n + 2; }
// nlohmann's own number buffer is this large.
constexpr std::size_t most_number_bytes = 64;

}  // namespace

JsonWriter::JsonWriter(int indent, std::size_t expected_bytes) : indent_(indent < 0 ? -1 : indent) {
  text_.resize(expected_bytes);
}

std::string JsonWriter::take() {
  text_.resize(size_);
  size_ = 0;
  depth_ = 0;
  pad_ = 0;
  empty_ = true;
  after_key_ = false;
  return std::move(text_);
}

void JsonWriter::grow(std::size_t bytes) { text_.resize(std::max(2 * text_.size(), size_ + bytes)); }

char* JsonWriter::new_line(char* at) const {
  if (!pretty()) return at;
  *at++ = '\n';
  // Room was made for `slack` bytes more than the pad: a short pad is one fixed copy.
  static constexpr char spaces[slack + 1] = "                ";
  if (pad_ <= slack) std::memcpy(at, spaces, slack);
  else std::memset(at, ' ', pad_);
  return at + pad_;
}

char* JsonWriter::start_value(std::size_t bytes) {
  char* at = room(bytes + 2 + slack + pad_);
  if (after_key_) {
    after_key_ = false;
    return at;
  }
  if (depth_ == 0) return at;
  if (!empty_) *at++ = ',';
  empty_ = false;
  return new_line(at);
}

void JsonWriter::open(char bracket) {
  char* at = start_value(1);
  *at++ = bracket;
  used(at);
  ++depth_;
  if (pretty()) pad_ += static_cast<std::size_t>(indent_);
  empty_ = true;
}

void JsonWriter::close(char bracket) {
  --depth_;
  if (pretty()) pad_ -= static_cast<std::size_t>(indent_);
  char* at = room(2 + slack + pad_);
  if (!empty_) at = new_line(at);
  *at++ = bracket;
  used(at);
  empty_ = false;
}

void JsonWriter::key(JsonKey name) {
  const std::string_view text = name.text();
  char* at = start_value(text.size() + 4);
  *at++ = '"';
  std::memcpy(at, text.data(), text.size());
  at += text.size();
  *at++ = '"';
  *at++ = ':';
  if (pretty()) *at++ = ' ';
  used(at);
  after_key_ = true;
}

void JsonWriter::key_escaped(std::string_view name) {
  string_value(name, pretty() ? ": " : ":");
  after_key_ = true;
}

void JsonWriter::value(std::string_view text) { string_value(text, ""); }

void JsonWriter::string_value(std::string_view text, std::string_view then) {
  char* const start = start_value(most_string_bytes(text.size()) + then.size());
  char* at = write_string(start, text);
  if (at == nullptr) {
    // Not UTF-8: nlohmann's own dump throws the error it always threw for this text.
    // Should it ever accept what write_string refused, its text is the answer.
    const std::string dumped = nlohmann::json(std::string(text)).dump();
    std::memcpy(start, dumped.data(), dumped.size());
    at = start + dumped.size();
  }
  for (char c : then) *at++ = c;
  used(at);
}

void JsonWriter::value(std::int64_t number) {
  char* at = start_value(20);
  used(std::to_chars(at, at + 20, number).ptr);
}

void JsonWriter::value(double number) {
  if (!std::isfinite(number)) {
    null();
    return;
  }
  char* at = start_value(most_number_bytes);
  used(nlohmann::detail::to_chars(at, at + most_number_bytes, number));
}

void JsonWriter::value(bool flag) { literal(flag ? "true" : "false"); }

void JsonWriter::null() { literal("null"); }

void JsonWriter::literal(std::string_view text) {
  char* at = start_value(text.size());
  std::memcpy(at, text.data(), text.size());
  used(at + text.size());
}

}  // namespace uu

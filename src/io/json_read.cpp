#include "io/json_read.hpp"

namespace uu::json_read {

std::string child(const std::string& path, std::string_view key) {
  std::string out = path + "/";
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string child(const std::string& path, std::size_t index) { return path + "/" + std::to_string(index); }

std::string located(std::string_view source, const std::string& path, std::string_view problem) {
  std::string out(source);
  out += ": ";
  out += path.empty() ? "/" : path;
  out += ": ";
  out += problem;
  return out;
}

std::string reason(const nlohmann::json::exception& e) {
  std::string text = e.what();
  const std::size_t tag_end = text.find("] ");
  if (text.starts_with("[json.exception") && tag_end != std::string::npos) text.erase(0, tag_end + 2);
  return text;
}

}  // namespace uu::json_read

#pragma once
// Files in and out. Writing is atomic: a file appears complete or not at all.
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace uu {

class OutputError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};
class InputError : public std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes to a temporary file beside `path`, then renames it into place; on any failure
// the temporary is removed and OutputError names the path and the reason.
void write_file_atomic(const std::filesystem::path& path, std::string_view bytes);

std::string read_file(const std::filesystem::path& path);  // InputError when unreadable

}  // namespace uu

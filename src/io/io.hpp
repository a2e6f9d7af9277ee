#pragma once
// Files in and out. Writing is atomic: a file appears complete or not at all.
//
// Policy for an output that exists (docs/cli.md): a symbolic link is written through
// (its target is replaced, the link stays); the replaced file keeps its permission bits;
// with no_clobber an existing file is refused. "-" is standard output, and a path that
// is not a regular file (a terminal, a pipe, /dev/stdout) is written in place, since it
// cannot be renamed over.
#include <cstdint>
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

struct WriteOptions {
  bool no_clobber = false;  // refuse to replace an existing file
};

// An output file written in pieces: opened as a temporary file beside its target (which
// proves the folder writable before any work), filled with write(), and put in place by
// commit(). Destroyed uncommitted, it removes the temporary. Errors are OutputError
// naming the path and the reason.
class OutputFile {
 public:
  OutputFile(const std::filesystem::path& path, WriteOptions options = {});
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;
  void write(std::string_view bytes);
  void commit();
  const std::string& name() const { return shown_; }

 private:
  [[noreturn]] void fail(const std::string& why);
  std::string shown_;   // the path as given, for messages
  std::string target_;  // where the file goes (a link's target)
  std::string temp_;    // empty when writing in place
  WriteOptions options_;
  int mode_ = -1;       // the replaced file's permission bits, or -1
  int fd_ = -1;
  int live_slot_ = -1;  // where remove_temporary_files() finds temp_
  bool in_place_ = false;
  bool done_ = false;
};

// The file a path names once symbolic links are followed, even to a file not there yet
// (the path itself when it is not a link).
std::filesystem::path link_target(const std::filesystem::path& path);

// Removes the temporary file of every OutputFile not yet committed; safe to call from a
// signal handler (it only unlinks), so a run stopped by a signal leaves none behind.
void remove_temporary_files() noexcept;

// Writes `bytes` to `path` as one OutputFile.
void write_file_atomic(const std::filesystem::path& path, std::string_view bytes, WriteOptions options = {});

// The most a file read whole may hold: a .jsonl batch larger than this is split (or
// rendered in parts).
inline constexpr std::uintmax_t max_read_bytes = std::uintmax_t{1} << 30;  // 1 GiB
// The most one saved board may be: the largest (--size 360x360, every expansion) is
// 63 MB of JSON.
inline constexpr std::uintmax_t max_board_bytes = std::uintmax_t{1} << 27;  // 128 MiB

// "-" reads standard input. InputError when unreadable, a folder, an empty name, or
// larger than `limit` bytes (said with the limit, before reading that far).
std::string read_file(const std::filesystem::path& path, std::uintmax_t limit = max_read_bytes);

}  // namespace uu

#include "io/io.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fmt/core.h>
#include <fstream>
#include <iostream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace uu {

std::filesystem::path link_target(const std::filesystem::path& path) {
  std::error_code ec;
  std::filesystem::path p = path;
  for (int depth = 0; depth < 40 && std::filesystem::is_symlink(p, ec); ++depth) {
    const std::filesystem::path next = std::filesystem::read_symlink(p, ec);
    if (ec) break;
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
  return p;
}

namespace {
std::string reason() { return std::strerror(errno); }

}  // namespace

namespace {

// The temporary files being written, for remove_temporary_files() in a signal handler:
// fixed slots, so the handler neither allocates nor locks; a slot's path is written
// whole before the slot is marked live.
struct LiveTemp {
  std::array<char, 4096> path{};
  std::atomic<int> state{0};  // 0 free, 1 being filled, 2 live
};
std::array<LiveTemp, 64> live_temps;

int note_live(const std::string& path) {
  if (path.size() >= LiveTemp{}.path.size()) return -1;
  for (std::size_t i = 0; i < live_temps.size(); ++i) {
    int free = 0;
    if (!live_temps[i].state.compare_exchange_strong(free, 1)) continue;
    std::copy(path.begin(), path.end(), live_temps[i].path.begin());
    live_temps[i].path[path.size()] = '\0';
    live_temps[i].state.store(2, std::memory_order_release);
    return static_cast<int>(i);
  }
  return -1;
}

void forget_live(int& slot) {
  if (slot >= 0) live_temps[static_cast<std::size_t>(slot)].state.store(0, std::memory_order_release);
  slot = -1;
}

}  // namespace

void remove_temporary_files() noexcept {
  for (LiveTemp& t : live_temps) {
    if (t.state.load(std::memory_order_acquire) == 2) ::unlink(t.path.data());
  }
}

OutputFile::OutputFile(const std::filesystem::path& path, WriteOptions options) : shown_(path.string()), options_(options) {
  if (shown_ == "-") {
    in_place_ = true;
    fd_ = STDOUT_FILENO;
    return;
  }
  struct stat st{};
  const bool exists = ::stat(shown_.c_str(), &st) == 0;  // through links
  if (exists && S_ISDIR(st.st_mode)) throw OutputError(fmt::format("cannot write {}: it is a folder", shown_));
  if (exists && !S_ISREG(st.st_mode)) {
    // A terminal, a pipe or a device (/dev/stdout into a pipe): written where it is.
    in_place_ = true;
    fd_ = ::open(shown_.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0) throw OutputError(fmt::format("cannot write {}: {}", shown_, reason()));
    return;
  }
  if (exists && options_.no_clobber) throw OutputError(fmt::format("cannot write {}: it exists and --no-clobber was given", shown_));
  const std::filesystem::path target = link_target(path);
  target_ = target.string();
  if (exists) mode_ = static_cast<int>(st.st_mode & 07777);
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  std::string name = ".";  // appended, not joined with +, which GCC 12 -O3 misreads (-Wrestrict)
  name += target.filename().string();
  name += ".tmp-XXXXXX";
  temp_ = (dir / name).string();
  fd_ = ::mkstemp(temp_.data());
  if (fd_ < 0) {
    temp_.clear();
    throw OutputError(fmt::format("cannot write {}: {}", shown_, reason()));
  }
  live_slot_ = note_live(temp_);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0 && fd_ != STDOUT_FILENO) ::close(fd_);
  if (!done_ && !temp_.empty()) std::remove(temp_.c_str());
  forget_live(live_slot_);
}

void OutputFile::fail(const std::string& why) {
  if (fd_ >= 0 && fd_ != STDOUT_FILENO) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) std::remove(temp_.c_str());
  temp_.clear();
  forget_live(live_slot_);
  throw OutputError(fmt::format("cannot write {}: {}", shown_, why));
}

void OutputFile::write(std::string_view bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(reason());
    }
    done += static_cast<std::size_t>(n);
  }
}

void OutputFile::commit() {
  done_ = true;
  if (in_place_) {
    if (fd_ != STDOUT_FILENO && ::close(fd_) != 0) fail(reason());
    fd_ = -1;
    return;
  }
  if (::fsync(fd_) != 0 && errno != EINVAL) fail(reason());
  // mkstemp makes the file private: give it the replaced file's mode, or the usual one.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd_, mode_ >= 0 ? static_cast<mode_t>(mode_) : static_cast<mode_t>(0666 & ~mask));
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail(reason());
  if (options_.no_clobber) {
    // link() refuses an existing name, so a file made meanwhile is not replaced either.
    if (::link(temp_.c_str(), target_.c_str()) != 0) fail(errno == EEXIST ? "it exists and --no-clobber was given" : reason());
    std::remove(temp_.c_str());
  } else if (std::rename(temp_.c_str(), target_.c_str()) != 0) {
    fail(reason());
  }
  temp_.clear();
  forget_live(live_slot_);
}

void write_file_atomic(const std::filesystem::path& path, std::string_view bytes, WriteOptions options) {
  OutputFile file(path, options);
  file.write(bytes);
  file.commit();
}

namespace {

std::string mebibytes(std::uintmax_t bytes) { return fmt::format("{} MiB", bytes >> 20); }

// All of `in`, in pieces, refusing to go past `limit` bytes. The text grows by doubling
// but never past the limit and a piece, so an endless stream (/dev/zero) costs at most
// about one and a half times the limit before it is refused.
std::string read_stream(std::istream& in, const std::string& name, std::uintmax_t limit) {
  std::string text;
  char buffer[1 << 16];
  const std::uintmax_t most = limit + sizeof buffer;
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    const auto piece = static_cast<std::size_t>(in.gcount());
    if (text.size() + piece > text.capacity())
      text.reserve(static_cast<std::size_t>(std::min<std::uintmax_t>(most, std::max<std::uintmax_t>(2 * text.capacity(), text.size() + piece))));
    text.append(buffer, piece);
    if (text.size() > limit) throw InputError(fmt::format("{}: larger than the {} a file may be", name, mebibytes(limit)));
  }
  if (in.bad()) throw InputError(fmt::format("cannot read {}", name));
  return text;
}

}  // namespace

std::string read_file(const std::filesystem::path& path, std::uintmax_t limit) {
  if (path.empty()) throw InputError("an empty file name (give the path of a file, or - for standard input)");
  if (path == "-") return read_stream(std::cin, "standard input", limit);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError(fmt::format("{}: a folder, not a file", path.string()));
  if (const std::uintmax_t size = std::filesystem::file_size(path, ec); !ec && size > limit)
    throw InputError(fmt::format("{}: {} bytes, larger than the {} a file may be", path.string(), size, mebibytes(limit)));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot read {}: {}", path.string(), reason()));
  return read_stream(in, path.string(), limit);
}

}  // namespace uu

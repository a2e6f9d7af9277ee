#include "io/io.hpp"

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

namespace {
std::string reason() { return std::strerror(errno); }

// The file a path names once symbolic links are followed (the path itself when it is not a link).
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
}  // namespace

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
}

OutputFile::~OutputFile() {
  if (fd_ >= 0 && fd_ != STDOUT_FILENO) ::close(fd_);
  if (!done_ && !temp_.empty()) std::remove(temp_.c_str());
}

void OutputFile::fail(const std::string& why) {
  if (fd_ >= 0 && fd_ != STDOUT_FILENO) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) std::remove(temp_.c_str());
  temp_.clear();
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
}

void write_file_atomic(const std::filesystem::path& path, std::string_view bytes, WriteOptions options) {
  OutputFile file(path, options);
  file.write(bytes);
  file.commit();
}

std::string read_file(const std::filesystem::path& path) {
  std::ostringstream buffer;
  if (path == "-") {
    buffer << std::cin.rdbuf();
    if (std::cin.bad()) throw InputError("cannot read standard input");
    return buffer.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot read {}: {}", path.string(), reason()));
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(fmt::format("cannot read {}", path.string()));
  return buffer.str();
}

}  // namespace uu

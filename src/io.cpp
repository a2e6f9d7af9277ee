#include "uuboard/io.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fmt/core.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace uu {

namespace {
std::string reason() { return std::strerror(errno); }
}  // namespace

void write_file_atomic(const std::filesystem::path& path, std::string_view bytes) {
  // Renaming over a device or a folder would replace it, so only files are written.
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
    throw OutputError(fmt::format("cannot write {}: not a regular file", path.string()));
  }
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  std::string name = ".";  // appended, not joined with +, which GCC 12 -O3 misreads (-Wrestrict)
  name += path.filename().string();
  name += ".tmp-XXXXXX";
  std::string temp = (dir / name).string();
  const int fd = mkstemp(temp.data());
  if (fd < 0) throw OutputError(fmt::format("cannot write {}: {}", path.string(), reason()));
  const auto give_up = [&](const std::string& why) {
    ::close(fd);
    std::remove(temp.c_str());
    throw OutputError(fmt::format("cannot write {}: {}", path.string(), why));
  };
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      give_up(reason());
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 && errno != EINVAL) give_up(reason());
  // mkstemp makes the file private; give it the usual permissions.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd, static_cast<mode_t>(0666 & ~mask));
  if (::close(fd) != 0) {
    std::remove(temp.c_str());
    throw OutputError(fmt::format("cannot write {}: {}", path.string(), reason()));
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string why = reason();
    std::remove(temp.c_str());
    throw OutputError(fmt::format("cannot write {}: {}", path.string(), why));
  }
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot read {}: {}", path.string(), reason()));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(fmt::format("cannot read {}", path.string()));
  return buffer.str();
}

}  // namespace uu

#include "cli/progress.hpp"

#include <cstdio>
#include <string>
#include <unistd.h>
#include <fmt/core.h>

namespace uu::cli {

Progress::Progress(int total, bool wanted)
    : total_(total), enabled_(wanted && total > 1 && ::isatty(STDERR_FILENO) == 1), start_(std::chrono::steady_clock::now()), last_(start_) {}

Progress::~Progress() { clear(); }

void Progress::update(int done) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (done < total_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? done / seconds : 0.0;
  const int left = rate > 0 ? static_cast<int>((total_ - done) / rate + 0.5) : 0;
  constexpr int width = 30;
  const int filled = static_cast<int>(static_cast<long long>(done) * width / total_);
  const std::string bar = std::string(static_cast<std::size_t>(filled), '#') + std::string(static_cast<std::size_t>(width - filled), '.');
  fmt::print(stderr, "\r[{}] {}/{} boards  {:.1f}/s  {}:{:02} left\033[K", bar, done, total_, rate, left / 60, left % 60);
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::clear() {
  if (!drawn_) return;
  fmt::print(stderr, "\r\033[K");
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace uu::cli

#include "cli/progress.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <sys/ioctl.h>
#include <unistd.h>
#include <fmt/core.h>

namespace uu::cli {

namespace {

// The terminal's width, 80 when it cannot be asked.
int terminal_columns() {
  winsize size{};
  if (::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace

std::string progress_line(int done, int total, double rate, int seconds_left, int columns) {
  const std::string text = fmt::format(" {}/{} boards  {:.1f}/s  {}:{:02} left", done, total, rate, seconds_left / 60, seconds_left % 60);
  // One column is left free: writing the last one makes some terminals wrap.
  const int room = columns - 1 - static_cast<int>(text.size()) - 2;
  const int width = std::min(30, room);
  if (width < 5) return text.substr(1, static_cast<std::size_t>(std::max(0, columns - 1)));
  const int filled = static_cast<int>(static_cast<long long>(done) * width / std::max(total, 1));
  return fmt::format("[{}{}]{}", std::string(static_cast<std::size_t>(filled), '#'), std::string(static_cast<std::size_t>(width - filled), '.'), text);
}

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
  fmt::print(stderr, "\r{}\033[K", progress_line(done, total_, rate, left, terminal_columns()));
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

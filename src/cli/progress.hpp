#pragma once
// A progress bar on stderr (boards done, rate, time left), drawn only when stderr is a
// terminal, so logs and pipes stay clean, and never wider than the terminal. Reads the
// clock, but nothing it measures reaches an output file.
#include <chrono>
#include <string>

namespace uu::cli {

// The bar's line for `columns` terminal columns: the bar shrinks first, then the text is cut.
std::string progress_line(int done, int total, double rate, int seconds_left, int columns);

class Progress {
 public:
  Progress(int total, bool wanted);  // wanted: not --quiet; drawn only on a terminal
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  void update(int done);
  void clear();  // before printing a message, and when the run ends
  bool shown() const { return enabled_; }  // the bar is drawn (stderr is a terminal)

 private:
  int total_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace uu::cli

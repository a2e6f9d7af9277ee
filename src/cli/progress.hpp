#pragma once
// A progress bar on stderr (boards done, rate, time left), drawn only when stderr is a
// terminal, so logs and pipes stay clean. Reads the clock, but nothing it measures
// reaches an output file.
#include <chrono>

namespace uu::cli {

class Progress {
 public:
  Progress(int total, bool wanted);  // wanted: not --quiet; drawn only on a terminal
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;
  void update(int done);
  void clear();  // before printing a message, and when the run ends

 private:
  int total_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace uu::cli

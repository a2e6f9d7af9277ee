#pragma once
// Running the uuboard binary and other commands from the tests.
#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace uu_test {

struct Run {
  int code;
  std::string output;  // stdout and stderr together
};

// Runs a shell command line; output and exit code.
inline Run run_command(const std::string& command) {
  Run r{-1, {}};
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  while (std::fgets(buf.data(), static_cast<int>(buf.size()), pipe)) r.output += buf.data();
  const int status = pclose(pipe);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// Runs the uuboard binary under test with the given arguments (shell syntax).
inline Run run_uuboard(const std::string& args) { return run_command(std::string(UUBOARD_BINARY) + " " + args); }

// The exit code and peak resident memory (KB) of one run of the binary under test, its
// arguments passed as they are (no shell), stdout and stderr discarded. A run still going
// after a minute is ended by SIGALRM, which fails the test.
struct Measured {
  int code = -1;
  long peak_kb = 0;
};

inline Measured run_measured(const std::vector<std::string>& args) {
  std::string binary = UUBOARD_BINARY;
  std::vector<std::string> copy = args;
  std::vector<char*> argv{binary.data()};
  for (std::string& a : copy) argv.push_back(a.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int null_fd = open("/dev/null", O_WRONLY);
    dup2(null_fd, STDOUT_FILENO);
    dup2(null_fd, STDERR_FILENO);
    alarm(60);
    execv(argv[0], argv.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  REQUIRE(wait4(pid, &status, 0, &usage) == pid);
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), usage.ru_maxrss};
}

// A path quoted for the shell commands the tests run (paths hold no single quote).
inline std::string quoted(const std::filesystem::path& p) {
  std::string out = "'";  // appended, not joined with +, which GCC 12 -O3 misreads (-Wrestrict)
  out += p.string();
  out += '\'';
  return out;
}

// A fresh, empty folder for one test.
inline std::filesystem::path scratch_dir(const std::string& name) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("uuboard-test-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace uu_test

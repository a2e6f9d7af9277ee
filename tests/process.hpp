#pragma once
// Running the uuboard binary and other commands from the tests.
#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

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

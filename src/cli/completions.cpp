// The completion scripts come from completions/ through cmake/EmbedData.cmake
// (uu::embedded_completion), named there by their file names in completions/.
#include "cli/completions.hpp"

#include <array>
#include <cstdio>
#include <fmt/core.h>

#include "cli/commands.hpp"
#include "io/io.hpp"

namespace uu {
std::string_view embedded_completion(std::string_view name);  // generated
}  // namespace uu

namespace uu::cli {

namespace {

struct Script {
  std::string_view shell;
  std::string_view file;  // in completions/
};

constexpr std::array<Script, 3> scripts{{{"bash", "uuboard.bash"}, {"zsh", "_uuboard"}, {"fish", "uuboard.fish"}}};

}  // namespace

std::string_view completion_script(std::string_view shell) {
  for (const Script& s : scripts) {
    if (s.shell == shell) return embedded_completion(s.file);
  }
  if (shell.empty()) throw UsageError("completions: no shell given (use bash, zsh or fish)");
  throw UsageError(fmt::format("completions {}: unknown shell (use bash, zsh or fish)", shell));
}

int run_completions(const CompletionsCommand& command) {
  const std::string_view script = completion_script(command.shell);
  if (std::fwrite(script.data(), 1, script.size(), stdout) != script.size() || std::fflush(stdout) != 0) {
    throw OutputError(fmt::format("completions {}: cannot write the script to standard output", command.shell));
  }
  return exit_ok;
}

}  // namespace uu::cli

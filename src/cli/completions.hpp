#pragma once
// uuboard completions SHELL: the shell completion scripts of completions/, compiled into
// the binary, so a user can load them without the installed files:
//   source <(uuboard completions bash)
#include <string>
#include <string_view>

namespace uu::cli {

struct CompletionsCommand {
  std::string shell;  // bash, zsh or fish
};

// The script for a shell, or UsageError naming the shell and the ones there are.
std::string_view completion_script(std::string_view shell);

// Prints the script on stdout; OutputError when stdout cannot take it.
int run_completions(const CompletionsCommand& command);

}  // namespace uu::cli

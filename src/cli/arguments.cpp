// The arguments around CLI11's parse: --config read in, parse errors in our words,
// values traced back to the config file's line.
#include "cli/arguments.hpp"

#include <algorithm>
#include <cstdint>
#include <fmt/core.h>
#include <optional>

#include "cli/commands.hpp"
#include "io/io.hpp"

namespace uu::cli {

namespace {

// An options file is a few lines; a larger one is not one.
constexpr std::uintmax_t max_config_bytes = std::uintmax_t{1} << 20;

}  // namespace

Arguments read_arguments(int argc, char** argv) {
  Arguments out;
  std::optional<std::string> file;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--config") {
      if (i + 1 >= argc) throw UsageError("--config needs a file name");
      file = argv[++i];
    } else if (arg.rfind("--config=", 0) == 0) {
      file = arg.substr(9);
    } else {
      out.args.push_back(arg);
      if (arg.starts_with("--")) out.typed.push_back(arg.substr(0, arg.find('=')));
    }
  }
  if (!file) return out;
  std::string text;
  try {
    text = uu::read_file(*file, max_config_bytes);
  } catch (const uu::InputError& e) {
    throw UsageError(fmt::format("--config '{}': {}", *file, e.what()));
  }
  out.config = parse_config(text, *file);
  return out;
}

std::string with_origin(const std::string& message, const Arguments& arguments) {
  for (const ConfigEntry& entry : arguments.config) {
    const std::string option = "--" + entry.key;
    if (message.find(fmt::format("{} {}:", option, entry.value)) != std::string::npos) return fmt::format("{}: {}", entry.where, message);
    const bool typed = std::find(arguments.typed.begin(), arguments.typed.end(), option) != arguments.typed.end();
    if (!typed && (message.starts_with(option + ":") || message.starts_with(option + " '':"))) return fmt::format("{}: {}", entry.where, message);
  }
  return message;
}

std::string usage_message(ParseMistake mistake, const std::string& what, const std::vector<std::string>& args) {
  if (mistake == ParseMistake::conversion && what.starts_with("Could not convert: ")) {
    // "Could not convert: --legend = maybe": a value given to a switch.
    const std::string rest = what.substr(19);
    const auto eq = rest.find(" = ");
    if (eq != std::string::npos) {
      const std::string option = rest.substr(0, eq);
      return fmt::format("{}={}: {} is a switch and takes no value (give {} alone, or leave it out)", option, rest.substr(eq + 3), option, option);
    }
  }
  if (mistake == ParseMistake::value_count) {
    const auto colon = what.find(':');
    const std::string option = colon == std::string::npos ? std::string("an option") : what.substr(0, colon);
    if (what.find("At Most") != std::string::npos) return fmt::format("{} was given more than once; give it once", option);
    return fmt::format("{} needs a value", option);
  }
  if (mistake == ParseMistake::extra_arguments) {
    // CLI11 lists them last first (the arguments are parsed from a reversed list).
    const auto colon = what.find(": ");
    std::string listed;
    if (colon != std::string::npos) {
      std::string rest = what.substr(colon + 2);
      for (std::size_t end = rest.size(); end > 0;) {
        const std::size_t space = rest.rfind(' ', end - 1);
        const std::size_t start = space == std::string::npos ? 0 : space + 1;
        listed += (listed.empty() ? "" : " ") + rest.substr(start, end - start);
        end = space == std::string::npos ? 0 : space;
      }
    }
    // "-q=1" reaches CLI11 as the switch -q and a stray "-=1".
    for (const std::string& arg : args)
      if (arg.size() > 3 && arg[0] == '-' && arg[1] != '-' && arg[2] == '=' && listed.find("-" + arg.substr(2)) != std::string::npos)
        return fmt::format("{}: a short option takes its value after a space ({} {}), and a switch takes none", arg, arg.substr(0, 2), arg.substr(3));
    return fmt::format("unexpected argument: {} (not an option of this command)", listed);
  }
  if (mistake == ParseMistake::missing) {
    if (what.find("subcommand") != std::string::npos) return "give at most one command: generate, render, check, stats or merge";
    if (what.find("boards is required") != std::string::npos) return "no board given: name .json or .jsonl files, or - for standard input";
    if (what.find("shards is required") != std::string::npos) return "merge: no file given: name the shards' .jsonl files (and manifests)";
    return fmt::format("{} (see --help)", what);
  }
  if (what.find("At Most 1 required") != std::string::npos) return "give at most one command: generate, render, check, stats or merge";
  return what;
}

}  // namespace uu::cli

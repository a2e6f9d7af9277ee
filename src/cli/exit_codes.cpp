// How the program ends: the exit code for each kind of error (docs/cli.md), and
// standard output checked to have arrived.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fmt/core.h>
#include <system_error>

#include "cli/commands.hpp"
#include "io/io.hpp"
#include "uuboard/board_json.hpp"
#include "uuboard/dictionary.hpp"
#include "uuboard/generate.hpp"
#include "uuboard/options.hpp"
#include "uuboard/render/scene.hpp"

namespace uu::cli {

int exit_code_of(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const UsageError&) {
    return exit_usage;
  } catch (const uu::OptionError&) {
    return exit_usage;
  } catch (const uu::DataError&) {
    return exit_usage;
  } catch (const uu::BoardFormatError&) {
    return exit_usage;
  } catch (const uu::InputError&) {
    return exit_usage;
  } catch (const uu::GenerationError&) {
    return exit_invalid;
  } catch (const uu::OutputError&) {
    return exit_output;
  } catch (const uu::RenderError&) {
    return exit_output;
  } catch (const std::system_error&) {  // a failed write to a stream ({fmt}'s print)
    return exit_output;
  }
}

int with_output_flushed(int code) {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
  fmt::print(stderr, "uuboard: error: cannot write to standard output: {}\n", std::strerror(errno));
  return code == exit_ok ? exit_output : code;
}

}  // namespace uu::cli

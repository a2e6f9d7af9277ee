// libFuzzer target: the board JSON reader, then validate() on whatever it accepted.
// Any input must read or fail with BoardFormatError, and validate must only report.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "uuboard/board_json.hpp"
#include "uuboard/validate.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const uu::Board board = uu::board_from_json_text(text, "fuzz.json");
    (void)uu::validate(board);
  } catch (const uu::BoardFormatError&) {
  }
  return 0;
}

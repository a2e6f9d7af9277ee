// libFuzzer target: the data-table loader. Any input must load or fail with DataError;
// a crash, a sanitizer report or any other exception is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "uuboard/dictionary.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const uu::Dictionary dict = uu::load_dictionary(text, "fuzz.json");
    (void)dict;
  } catch (const uu::DataError&) {
  }
  return 0;
}

#pragma once
// What every stage returns: success, or the constraint it could not meet as an
// ordinary value, so generate() can retry with the next attempt.
#include <string>

namespace uu {

struct StageResult {
  bool ok = true;
  std::string failure;  // names the rule that could not be met

  static StageResult success() { return {}; }
  static StageResult fail(std::string why) { return {false, std::move(why)}; }
};

}  // namespace uu

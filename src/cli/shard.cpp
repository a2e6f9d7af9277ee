#include "cli/shard.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <fmt/core.h>
#include <fmt/format.h>
#include <limits>
#include <vector>

#include "cli/commands.hpp"
#include "model/limits.hpp"

namespace uu::cli {

namespace {

// A whole number 0 or more written plainly (digits only), or nothing.
std::optional<std::int64_t> plain_number(std::string_view text) {
  if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
  std::int64_t value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

// The most shards a batch can have: one board each.
constexpr Range<int> shards_range{1, count_range.hi};

}  // namespace

ShardSpec parse_shard(std::string_view text) {
  const auto bad = [&](const std::string& why) { return UsageError(fmt::format("--shard {}: {}", text, why)); };
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos)
    throw bad("give K/N, the K-th of N shards (for example --shard 2/4), or auto/N to read K from the scheduler");
  const std::string_view k = text.substr(0, slash);
  const std::string_view n = text.substr(slash + 1);
  const std::optional<std::int64_t> shards = plain_number(n);
  if (!shards) throw bad(fmt::format("N \"{}\" is not a whole number (give K/N or auto/N)", n));
  if (*shards < shards_range.lo || *shards > shards_range.hi) throw bad(fmt::format("N must be {}", range_text(shards_range)));
  ShardSpec spec;
  spec.count = static_cast<int>(*shards);
  if (k == "auto") return spec;
  const std::optional<std::int64_t> index = plain_number(k);
  if (!index) throw bad(fmt::format("K \"{}\" is not a whole number or auto (give K/N or auto/N)", k));
  if (*index < 1 || *index > *shards)
    throw bad(fmt::format("K must be 1 to {} (shards are counted from 1; auto/{} reads K from the scheduler)", *shards, *shards));
  spec.index = static_cast<int>(*index);
  return spec;
}

Environment process_environment() {
  return [](std::string_view name) -> std::optional<std::string> {
    const char* value = std::getenv(std::string(name).c_str());
    if (value == nullptr || *value == '\0') return std::nullopt;
    return std::string(value);
  };
}

namespace {

// One scheduler's answer: K, and the variables it was read from for messages.
struct Reading {
  std::int64_t index = 0;  // 1-based
  std::string source;      // "JOB_COMPLETION_INDEX=2"
};

class Variables {
 public:
  explicit Variables(const Environment& environment) : environment_(environment) {}
  std::optional<std::string> text(std::string_view name) const { return environment_(name); }
  // The variable as a whole number 0 or more; UsageError naming it when it is not one.
  std::optional<std::int64_t> number(std::string_view name) const {
    const std::optional<std::string> value = environment_(name);
    if (!value) return std::nullopt;
    const std::optional<std::int64_t> n = plain_number(*value);
    if (!n || *n > std::numeric_limits<int>::max())
      throw UsageError(fmt::format("--shard auto: {}={} is not a whole number 0 or more, as the scheduler sets it", name, *value));
    return n;
  }

 private:
  const Environment& environment_;
};

// The scheduler's own count of tasks, when it tells one, must be the N of --shard auto/N.
void check_task_count(const Variables& vars, std::string_view name, std::string_view tasks, int shards) {
  const std::optional<std::int64_t> count = vars.number(name);
  if (count && *count != shards)
    throw UsageError(fmt::format("--shard auto/{}: {}={}: the scheduler runs {} {}, but the batch is split in {} shards; make the two the same",
                                 shards, name, *count, *count, tasks, shards));
}

std::optional<Reading> zero_based(const Variables& vars, std::string_view name) {
  const std::optional<std::int64_t> index = vars.number(name);
  if (!index) return std::nullopt;
  return Reading{*index + 1, fmt::format("{}={} (counted from 0)", name, *index)};
}

// A Slurm array --array=MIN-MAX:STEP: task ID is shard (ID - MIN) / STEP + 1.
std::optional<Reading> slurm(const Variables& vars, int shards) {
  const std::optional<std::int64_t> id = vars.number("SLURM_ARRAY_TASK_ID");
  if (!id) return std::nullopt;
  const std::optional<std::int64_t> min = vars.number("SLURM_ARRAY_TASK_MIN");
  if (!min)
    throw UsageError(fmt::format("--shard auto: SLURM_ARRAY_TASK_ID={} is set but SLURM_ARRAY_TASK_MIN is not, so the array's first index is not "
                                 "known; give --shard K/N",
                                 *id));
  const std::int64_t step = vars.number("SLURM_ARRAY_TASK_STEP").value_or(1);
  const std::string source = fmt::format("SLURM_ARRAY_TASK_ID={} (SLURM_ARRAY_TASK_MIN={}, step {})", *id, *min, step);
  const std::optional<std::int64_t> max = vars.number("SLURM_ARRAY_TASK_MAX");
  const std::optional<std::int64_t> count = vars.number("SLURM_ARRAY_TASK_COUNT");
  const bool plain_range = step >= 1 && *id >= *min && (*id - *min) % step == 0 && (!max || !count || *max - *min == (*count - 1) * step);
  if (!plain_range)
    throw UsageError(fmt::format("--shard auto: {} (SLURM_ARRAY_TASK_MAX={}, SLURM_ARRAY_TASK_COUNT={}): the array is not one range "
                                 "--array=MIN-MAX[:STEP], so its tasks are not shards 1 to N in order; give --shard K/N",
                                 source, max ? fmt::format("{}", *max) : "unset", count ? fmt::format("{}", *count) : "unset"));
  check_task_count(vars, "SLURM_ARRAY_TASK_COUNT", "array tasks", shards);
  return Reading{(*id - *min) / step + 1, source};
}

}  // namespace

int shard_from_environment(int shards, const Environment& environment) {
  const Variables vars(environment);
  std::vector<Reading> readings;
  if (auto r = zero_based(vars, "JOB_COMPLETION_INDEX")) readings.push_back(*r);
  if (auto r = slurm(vars, shards)) readings.push_back(*r);
  if (auto r = zero_based(vars, "AWS_BATCH_JOB_ARRAY_INDEX")) {
    check_task_count(vars, "AWS_BATCH_JOB_ARRAY_SIZE", "child jobs", shards);
    readings.push_back(*r);
  }
  if (readings.empty())
    throw UsageError(fmt::format("--shard auto/{}: none of JOB_COMPLETION_INDEX (Kubernetes Indexed Job), SLURM_ARRAY_TASK_ID (Slurm job array) "
                                 "or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array job) is set; outside those, give --shard K/{}",
                                 shards, shards));
  const auto differs = [&](const Reading& r) { return r.index != readings.front().index; };
  if (std::any_of(readings.begin(), readings.end(), differs)) {
    std::vector<std::string> said;
    for (const Reading& r : readings) said.push_back(fmt::format("{} says shard {}", r.source, r.index));
    throw UsageError(fmt::format("--shard auto/{}: the schedulers' variables disagree: {}; unset the ones not meant, or give --shard K/{}", shards,
                                 fmt::join(said, ", "), shards));
  }
  const Reading& r = readings.front();
  if (r.index < 1 || r.index > shards)
    throw UsageError(fmt::format("--shard auto/{}: {} is shard {}, but there are {} shards (1 to {}); run as many tasks as shards", shards,
                                 r.source, r.index, shards, shards));
  return static_cast<int>(r.index);
}

BoardRange shard_boards(int from, int count, int index, int shards) {
  const std::int64_t each = count / shards;
  const std::int64_t longer = count % shards;  // the first `longer` shards hold one more
  const std::int64_t before = (index - 1) * each + std::min<std::int64_t>(index - 1, longer);
  return {static_cast<int>(from + before), static_cast<int>(each + (index <= longer ? 1 : 0))};
}

std::string boards_text(int first, int last) {
  return first == last ? fmt::format("board {}", first) : fmt::format("boards {} to {}", first, last);
}

}  // namespace uu::cli

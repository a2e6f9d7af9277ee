#pragma once
// --shard K/N and --shard auto/N: the K-th of N near-equal, contiguous parts of a batch,
// split by board number, so N processes make the whole batch between them. With auto, K
// comes from the scheduler's index variable (docs/scale.md), each read from its own base.
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace uu::cli {

// What --shard says: K (1-based; empty for auto) of N.
struct ShardSpec {
  std::optional<int> index;
  int count = 1;
};

// "2/3" or "auto/3"; UsageError naming --shard, the text and what is allowed.
ShardSpec parse_shard(std::string_view text);

// An environment variable's value, or nothing when it is unset or empty.
using Environment = std::function<std::optional<std::string>(std::string_view name)>;
Environment process_environment();

// K for --shard auto/N from the schedulers' variables: JOB_COMPLETION_INDEX (Kubernetes
// Indexed Job, 0-based), SLURM_ARRAY_TASK_ID (Slurm job array, counted from
// SLURM_ARRAY_TASK_MIN in steps of SLURM_ARRAY_TASK_STEP) and AWS_BATCH_JOB_ARRAY_INDEX
// (AWS Batch array job, 0-based). UsageError naming the variables and their values when
// none is set, when those set disagree, when one is not a number or K is not 1 to N, or
// when the scheduler's own count of tasks is not N.
int shard_from_environment(int shards, const Environment& environment);

// Boards first .. first + count - 1 (count 0: none).
struct BoardRange {
  int first = 1;
  int count = 0;
};

// Shard `index` (1-based) of `shards` over the batch of `count` boards from `from`: the
// first count % shards shards hold one board more than the others, in board order.
BoardRange shard_boards(int from, int count, int index, int shards);

// "board 7" or "boards 7 to 9", as messages name boards.
std::string boards_text(int first, int last);

}  // namespace uu::cli

#pragma once
// uuboard merge: the .jsonl files and manifests that the shards of a batch wrote
// (--shard K/N), joined into exactly the files the whole batch writes in one run. Boards
// are told by the number their seed ends in (<seed>-<k>); a board that no file holds, or
// that two hold, is refused naming the boards, before anything is written. The files are
// read a line at a time, so memory does not grow with the batch.
#include <string>
#include <vector>

namespace uu::cli {

struct MergeCommand {
  std::vector<std::string> inputs;  // the shards' .jsonl files and manifests, in any order
  std::string output;               // the joined .jsonl file ("-": standard output), or empty
  std::string manifest;             // the joined manifest (.csv or .jsonl), or empty
  int count = 0;                    // the whole batch: boards from .. from + count - 1
  int from = 1;
  bool quiet = false;
  bool no_clobber = false;
};

int run_merge(const MergeCommand& command);

// The boards first .. last that one file holds.
struct Span {
  int first = 0;
  int last = 0;
  std::string file;
};

// What is wrong with `spans` as the batch of `count` boards from `from`: the boards no
// file holds, those two files hold and those outside the batch, named with their files;
// empty when every board of the batch is in exactly one span. `files` names the kind of
// file in messages ("board files", "manifests").
std::string coverage_problem(std::vector<Span> spans, int from, int count, const std::string& files);

}  // namespace uu::cli

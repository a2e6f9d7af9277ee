#pragma once
// Reading the files uuboard merge joins, a line at a time, so memory does not grow with
// them: the records of a text file, a file's last line read from its end, and the first
// members of a JSON line.
#include <fstream>
#include <optional>
#include <string>
#include <string_view>

namespace uu::cli {

// The members of a JSON line up to its seed: enough to tell a saved board ("format":
// "uuboard-board") from a manifest row (first member "n"), and to number it, without
// reading the rest of a board's line.
struct LineHead {
  std::string first_key;
  std::string format;
  std::optional<std::string> seed;
};

LineHead read_head(std::string_view line);

// The records of a text file, a line at a time, blank lines skipped; in a CSV file the
// line breaks of a quoted field stay inside its record. InputError when unreadable.
class Records {
 public:
  Records(const std::string& path, bool csv);
  bool next(std::string& record);  // false at the end
  std::string where() const;       // "file:line" of the last record's first line

 private:
  std::string path_;
  bool csv_;
  std::ifstream in_;
  std::string more_;
  int line_ = 0;
  int start_ = 0;
};

// The last line of a file that is not blank, read from the file's end: a shard's file may
// be long, and only its last board's number is wanted before merging.
std::string last_line(const std::string& path);

}  // namespace uu::cli

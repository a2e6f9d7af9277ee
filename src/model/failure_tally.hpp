#pragma once
// The failures of a board's attempts, counted by rule, so that a seed none of whose
// attempts made a board is reported by the rule that failed most often.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace uu {

// The failures of a candidate's attempts, by rule. A rule is known by its message with
// the particulars of one attempt (node ids, counts, distances: the numbers) left out, so
// "nodes 4 and 6 are 0.632 units apart" and "nodes 67 and 73 are 0.000 units apart" are
// one rule; the message kept is its last attempt's.
class FailureTally {
 public:
  struct Rule {
    std::string key;
    std::string last;
    int count = 0;
  };

  void add(const std::string& failure) {
    const std::string key = without_numbers(failure);
    const auto it = std::find_if(rules_.begin(), rules_.end(), [&](const Rule& r) { return r.key == key; });
    Rule& rule = it != rules_.end() ? *it : rules_.emplace_back(Rule{key, {}, 0});
    rule.last = failure;
    ++rule.count;
  }

  // The rule that failed on most attempts; of equals, the one that failed first. At
  // least one failure must have been added.
  const Rule& most_frequent() const {
    const Rule* best = &rules_.front();
    for (const Rule& r : rules_)
      if (r.count > best->count) best = &r;
    return *best;
  }

 private:
  static std::string without_numbers(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const bool digit = text[i] >= '0' && text[i] <= '9';
      if (!digit) {
        out += text[i];
        continue;
      }
      out += '#';
      while (i + 1 < text.size() && ((text[i + 1] >= '0' && text[i + 1] <= '9') || text[i + 1] == '.')) ++i;
    }
    return out;
  }

  std::vector<Rule> rules_;  // in the order they first failed; one an attempt at most
};

}  // namespace uu

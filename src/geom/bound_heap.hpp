#pragma once
// The queue of a best-first search that must take the same steps on every run (polylabel's
// cells): the item of largest bound first, among equal bounds the one pushed first.
#include <cstddef>
#include <vector>

namespace uu {

// The items pushed so far are kept in the order they were pushed, and the heap holds
// their bounds and places: a heap of small entries, in the same order as a heap of the
// items. `Item` has a double `bound`.
template <class Item>
class BoundHeap {
 public:
  bool empty() const { return queue_.empty(); }
  // The bound of the item pop() would return.
  double top_bound() const { return queue_.front().bound; }
  // Empty again, in the memory already held.
  void clear() {
    items_.clear();
    queue_.clear();
  }

  void push(const Item& item) {
    const Queued entry{item.bound, items_.size()};
    items_.push_back(item);
    queue_.push_back(entry);
    rise(queue_.size() - 1, entry);
  }
  // The hole left at the top goes down to a leaf, each step to the child that comes
  // first (a step the same on every path, so no branch), and the last entry fills it
  // from there up. The item stays valid until the next push() or clear().
  const Item& pop() {
    const std::size_t at = queue_.front().item;
    const Queued last = queue_.back();
    queue_.pop_back();
    const std::size_t n = queue_.size();
    if (n == 0) return items_[at];
    std::size_t hole = 0;
    for (std::size_t child = 2; child < n; child = 2 * hole + 2) {
      child -= static_cast<std::size_t>(comes_after(queue_[child], queue_[child - 1]));
      queue_[hole] = queue_[child];
      hole = child;
    }
    if (2 * hole + 1 < n) {
      queue_[hole] = queue_[2 * hole + 1];
      hole = 2 * hole + 1;
    }
    rise(hole, last);
    return items_[at];
  }

 private:
  struct Queued {
    double bound;
    std::size_t item;  // in items_; a lower index is an older item
  };
  // Larger bound first; among equal bounds the older item first. Worked out without a
  // branch: which entry comes first is data the branch predictor cannot guess.
  static bool comes_after(const Queued& a, const Queued& b) {
    return static_cast<bool>(static_cast<int>(a.bound < b.bound) | (static_cast<int>(a.bound == b.bound) & static_cast<int>(a.item > b.item)));
  }
  // Puts `entry` at `hole` or above it, moving down the parents that come after it.
  void rise(std::size_t hole, const Queued& entry) {
    while (hole > 0) {
      const std::size_t parent = (hole - 1) / 2;
      if (!comes_after(queue_[parent], entry)) break;
      queue_[hole] = queue_[parent];
      hole = parent;
    }
    queue_[hole] = entry;
  }

  std::vector<Item> items_;
  std::vector<Queued> queue_;  // a binary heap, first entry first
};

}  // namespace uu

#pragma once
// Sorting the short lists a node keeps (its neighbours, its partners, its arcs and dots:
// a handful each), many times per board.
#include <algorithm>
#include <cstddef>
#include <functional>
#include <span>

namespace uu {

// Sorts by `less` in place: insertion sort, cheaper than std::sort's calls for the few
// elements these lists hold; a list longer than 16 goes to std::sort. Where equal
// elements are the same bits, the result is std::sort's.
template <class T, class Less>
void sort_short_by(std::span<T> items, Less less) {
  if (items.size() > 16) {
    std::sort(items.begin(), items.end(), less);
    return;
  }
  for (std::size_t k = 1; k < items.size(); ++k) {
    const T item = items[k];
    std::size_t hole = k;
    for (; hole > 0 && less(item, items[hole - 1]); --hole) items[hole] = items[hole - 1];
    items[hole] = item;
  }
}

// Ascending, as std::sort leaves them.
inline void sort_short(std::span<int> ids) { sort_short_by(ids, std::less<int>{}); }

// The same, with `along` (as long as `ids`) moved with them: along[k] stays with ids[k].
template <class T>
void sort_short(std::span<int> ids, std::span<T> along) {
  for (std::size_t k = 1; k < ids.size(); ++k) {
    const int id = ids[k];
    const T with = along[k];
    std::size_t hole = k;
    for (; hole > 0 && ids[hole - 1] > id; --hole) {
      ids[hole] = ids[hole - 1];
      along[hole] = along[hole - 1];
    }
    ids[hole] = id;
    along[hole] = with;
  }
}

}  // namespace uu

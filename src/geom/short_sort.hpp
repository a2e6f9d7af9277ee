#pragma once
// Sorting the short lists of ids a node keeps (its neighbours, its partners: a handful
// each), many times per board.
#include <cstddef>
#include <span>

namespace uu {

// Ascending, as std::sort leaves them: insertion sort, cheaper for lists this short.
inline void sort_short(std::span<int> ids) {
  for (std::size_t k = 1; k < ids.size(); ++k) {
    const int id = ids[k];
    std::size_t hole = k;
    for (; hole > 0 && ids[hole - 1] > id; --hole) ids[hole] = ids[hole - 1];
    ids[hole] = id;
  }
}

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

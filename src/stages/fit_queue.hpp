#pragma once
// Sets of node types as bit rows, and the queue of untyped nodes the type solver takes
// most constrained first (src/stages/types.cpp).
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace uu {

// Sets of types as bit rows: type t is bit t % 64 of word t / 64.
using Bits = std::uint64_t;
inline constexpr std::size_t bits_per_word = 64;

// Words for a row of `bits` bits.
inline std::size_t words_for(std::size_t bits) { return (bits + bits_per_word - 1) / bits_per_word; }
inline std::size_t word_of(int t) { return static_cast<std::size_t>(t) / bits_per_word; }
inline Bits bit_at(std::size_t i) { return Bits{1} << (i % bits_per_word); }
inline Bits bit_of(int t) { return bit_at(static_cast<std::size_t>(t)); }

// The queued nodes, least (fit, rank) first: a row of bits per fit count with bit r set
// for the queued node of rank r, and a summary row with a bit per non-empty word, so
// the least is found by scanning a few words. A heap of the same keys spans the whole
// board, and on a large board every level of every pop missed the cache. A node sits
// in one row at most, so the rows hold no stale entries.
class FitQueue {
 public:
  void reset(std::size_t fits, std::size_t ranks) {
    words_ = words_for(ranks);
    summary_words_ = words_for(words_);
    bits_.assign(fits * words_, 0);
    summary_.assign(fits * summary_words_, 0);
    size_.assign(fits, 0);
    filled_.assign(words_for(fits), 0);
  }

  void insert(int fit, std::size_t rank) {
    const std::size_t f = static_cast<std::size_t>(fit), w = rank / bits_per_word;
    bits_[f * words_ + w] |= bit_at(rank);
    summary_[f * summary_words_ + w / bits_per_word] |= bit_at(w);
    if (size_[f]++ == 0) filled_[f / bits_per_word] |= bit_at(f);
  }

  void erase(int fit, std::size_t rank) {
    const std::size_t f = static_cast<std::size_t>(fit), w = rank / bits_per_word;
    Bits& word = bits_[f * words_ + w];
    word &= ~bit_at(rank);
    if (word == 0) summary_[f * summary_words_ + w / bits_per_word] &= ~bit_at(w);
    if (--size_[f] == 0) filled_[f / bits_per_word] &= ~bit_at(f);
  }

  // The rank of the least queued (fit, rank), or -1 when the queue is empty.
  std::int64_t least() const {
    for (std::size_t fw = 0; fw < filled_.size(); ++fw) {
      if (filled_[fw] == 0) continue;
      const std::size_t f = fw * bits_per_word + static_cast<std::size_t>(std::countr_zero(filled_[fw]));
      for (std::size_t sw = 0; sw < summary_words_; ++sw) {
        if (const Bits summary = summary_[f * summary_words_ + sw]; summary != 0) {
          const std::size_t w = sw * bits_per_word + static_cast<std::size_t>(std::countr_zero(summary));
          return static_cast<std::int64_t>(w * bits_per_word + static_cast<std::size_t>(std::countr_zero(bits_[f * words_ + w])));
        }
      }
    }
    return -1;
  }

 private:
  std::size_t words_ = 0, summary_words_ = 0;  // per row
  std::vector<Bits> bits_, summary_;           // row after row, one per fit count
  std::vector<std::size_t> size_;              // per fit count
  std::vector<Bits> filled_;                   // bit f set while row f holds a node
};

}  // namespace uu

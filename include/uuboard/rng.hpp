#pragma once
// The project's own random number generator. Its outputs are part of the meaning of
// every saved seed, so nothing here may change without changing format_version.
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

namespace uu {

// SplitMix64's output function: a bijection of 64-bit words that spreads every input bit.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// SplitMix64: tiny state, fast, and good enough statistically for board generation.
class Rng {
 public:
  explicit Rng(std::uint64_t state) : state_(state) {}

  // Defined here so the stages' inner loops can inline them.
  std::uint64_t next() {
    state_ += step;
    return mix64(state_);
  }
  // Where n calls of next() would leave the stream, in one step.
  void discard(std::uint64_t n) { state_ += n * step; }
  // Uniform double in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  // Uniform double in [lo, hi).
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  // Unbiased integer in [0, n); n must be positive.
  std::uint64_t below(std::uint64_t n);
  int below(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }
  // Uniform integer in [lo, hi], both inclusive.
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }
  bool chance(double p) { return uniform() < p; }

  // Fisher-Yates from the last index down.
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const std::size_t j = static_cast<std::size_t>(below(static_cast<std::uint64_t>(i)));
      std::swap(items[i - 1], items[j]);
    }
  }

  // Index drawn with probability proportional to its weight; weights <= 0 are never
  // drawn. Returns -1 when no weight is positive.
  int pick_weighted(std::span<const double> weights);

 private:
  static constexpr std::uint64_t step = 0x9e3779b97f4a7c15ull;
  std::uint64_t state_;
};

// 64-bit hash of a byte string (FNV-1a followed by a SplitMix64 finaliser).
std::uint64_t hash_bytes(std::string_view bytes, std::uint64_t basis = 0xcbf29ce484222325ull);

// The stream a stage draws from: a function of the seed string, the attempt and the
// stage name only, so extra draws in one stage never shift another.
Rng stage_rng(std::string_view seed, int attempt, std::string_view stage);

}  // namespace uu

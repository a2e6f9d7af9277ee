#include "uuboard/rng.hpp"

#include <string>

namespace uu {

std::uint64_t Rng::below(std::uint64_t n) {
  // Reject the few values that would make the remainder uneven.
  const std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    const std::uint64_t r = next();
    if (r >= threshold) return r % n;
  }
}

int Rng::pick_weighted(std::span<const double> weights) {
  double total = 0.0;
  for (double w : weights) {
    if (w > 0.0) total += w;
  }
  if (!(total > 0.0)) return -1;
  const double target = uniform() * total;
  double running = 0.0;
  int last_positive = -1;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (!(weights[i] > 0.0)) continue;
    running += weights[i];
    last_positive = static_cast<int>(i);
    if (target < running) return last_positive;
  }
  return last_positive;  // rounding left target at the very top
}

std::uint64_t hash_bytes(std::string_view bytes, std::uint64_t basis) {
  std::uint64_t h = basis;
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  return mix64(h);
}

Rng stage_rng(std::string_view seed, int attempt, std::string_view stage) {
  // Length-prefixed fields, so ("ab", "c") and ("a", "bc") never collide.
  std::string key;
  key.reserve(seed.size() + stage.size() + 32);
  key += std::to_string(seed.size());
  key += ':';
  key += seed;
  key += '|';
  key += std::to_string(attempt);
  key += '|';
  key += stage;
  return Rng(hash_bytes(key));
}

}  // namespace uu

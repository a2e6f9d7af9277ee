#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <vector>

#include "sha256.hpp"
#include "uuboard/rng.hpp"

using uu::Rng;

TEST_CASE("sha256 helper matches the FIPS 180-4 examples", "[rng]") {
  CHECK(uu_test::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(uu_test::sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(uu_test::sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST_CASE("the generator's first outputs are pinned (they are part of every seed's meaning)", "[rng]") {
  Rng rng(1234567);
  // SplitMix64's published reference values for seed 1234567.
  CHECK(rng.next() == 6457827717110365317ull);
  CHECK(rng.next() == 3203168211198807973ull);
  CHECK(rng.next() == 9817491932198370423ull);
  CHECK(rng.next() == 4593380528125082431ull);
  CHECK(rng.next() == 16408922859458223821ull);
}

TEST_CASE("stage streams are pinned and independent", "[rng]") {
  CHECK(uu::hash_bytes("") == 0xf52a15e9a9b5e89bull);
  auto a = uu::stage_rng("seed", 0, "points");
  auto b = uu::stage_rng("seed", 0, "points");
  auto c = uu::stage_rng("seed", 0, "tree");
  auto d = uu::stage_rng("seed", 1, "points");
  auto e = uu::stage_rng("seed 0", 0, "points");
  const auto first = a.next();
  CHECK(first == b.next());
  CHECK(first != c.next());
  CHECK(first != d.next());
  CHECK(first != e.next());
  // Length-prefixing keeps ("ab", "c") apart from ("a", "bc").
  CHECK(uu::stage_rng("ab", 0, "c").next() != uu::stage_rng("a", 0, "bc").next());
}

TEST_CASE("below(n) stays in range and hits every value", "[rng]") {
  Rng rng(42);
  for (std::uint64_t n : {1ull, 2ull, 3ull, 7ull, 10ull, 1000ull}) {
    std::vector<int> hits(static_cast<std::size_t>(std::min<std::uint64_t>(n, 1000)), 0);
    for (int i = 0; i < 20000; ++i) {
      const std::uint64_t v = rng.below(n);
      REQUIRE(v < n);
      ++hits[static_cast<std::size_t>(v)];
    }
    CHECK(std::count(hits.begin(), hits.end(), 0) == 0);
  }
  // Uniformity: each of 6 faces within 5 % of the expected count over 60000 rolls.
  std::vector<int> faces(6, 0);
  for (int i = 0; i < 60000; ++i) ++faces[static_cast<std::size_t>(rng.below(6))];
  for (int f : faces) CHECK(std::abs(f - 10000) < 500);
}

TEST_CASE("uniform() lies in the half-open unit interval and between() is inclusive", "[rng]") {
  Rng rng(7);
  bool saw_lo = false, saw_hi = false;
  for (int i = 0; i < 10000; ++i) {
    const double u = rng.uniform();
    REQUIRE(u >= 0.0);
    REQUIRE(u < 1.0);
    const int v = rng.between(3, 5);
    REQUIRE(v >= 3);
    REQUIRE(v <= 5);
    saw_lo |= v == 3;
    saw_hi |= v == 5;
  }
  CHECK(saw_lo);
  CHECK(saw_hi);
}

TEST_CASE("discard leaves the stream where as many draws would", "[rng]") {
  for (const std::uint64_t n : {0ull, 1ull, 2ull, 7ull, 400ull}) {
    Rng drawn(2024), skipped(2024);
    for (std::uint64_t i = 0; i < n; ++i) drawn.next();
    skipped.discard(n);
    CHECK(drawn.next() == skipped.next());
    CHECK(drawn.next() == skipped.next());
  }
}

TEST_CASE("shuffle permutes and is reproducible", "[rng]") {
  std::vector<int> a(50), b(50);
  std::iota(a.begin(), a.end(), 0);
  std::iota(b.begin(), b.end(), 0);
  Rng r1(99), r2(99);
  r1.shuffle(std::span<int>(a));
  r2.shuffle(std::span<int>(b));
  CHECK(a == b);
  std::vector<int> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> expect(50);
  std::iota(expect.begin(), expect.end(), 0);
  CHECK(sorted == expect);
  CHECK(a != expect);
}

TEST_CASE("pick_weighted follows the weights and never picks a zero weight", "[rng]") {
  Rng rng(5);
  const std::vector<double> weights = {1.0, 0.0, 3.0, -2.0};
  std::vector<int> hits(4, 0);
  for (int i = 0; i < 40000; ++i) ++hits[static_cast<std::size_t>(rng.pick_weighted(weights))];
  CHECK(hits[1] == 0);
  CHECK(hits[3] == 0);
  CHECK(std::abs(hits[0] - 10000) < 600);
  CHECK(std::abs(hits[2] - 30000) < 600);
  const std::vector<double> none = {0.0, -1.0};
  CHECK(rng.pick_weighted(none) == -1);
  CHECK(rng.pick_weighted(std::vector<double>{}) == -1);
}

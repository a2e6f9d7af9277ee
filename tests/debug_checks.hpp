#pragma once
// The shared caches (the edge builder, the ink field) check themselves against the board
// in debug builds and throw naming what differs; optimised builds leave the check out.
#include <catch2/catch.hpp>

namespace uu_test {

// A cache's check once the board changed behind its back: in a debug build it throws,
// naming `what`; in an optimised build it must do nothing, even then.
template <class Cache>
void expect_stale(const Cache& cache, const char* what) {
  INFO(what);
#ifndef NDEBUG
  CHECK_THROWS_WITH(cache.check_against_board(), Catch::Contains(what));
#else
  CHECK_NOTHROW(cache.check_against_board());
#endif
}

}  // namespace uu_test

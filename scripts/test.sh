#!/usr/bin/env bash
# Installs and builds as needed, then runs the whole test suite; then the page's tests
# (scripts/web.sh test: the WebAssembly build against the native one, byte for byte, and
# the page in a headless Chromium); then the same suite built by clang with
# AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/, its sweeps over many
# seeds shortened) and the fuzz smoke (fuzz/run.sh, each libFuzzer target for a bounded
# time). All run by default and in CI; UUBOARD_QUICK=1 skips all but the first for a
# quick local run, and UUBOARD_FUZZ_SECONDS sets the time per fuzz target (default 20).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/.."
"$here/setup.sh"
(cd "$root/build" && ctest --output-on-failure -j "$(nproc)")

if [ "${UUBOARD_QUICK:-0}" = 1 ]; then
  echo "test: UUBOARD_QUICK=1, so the page's tests, the sanitizer run and the fuzz smoke were skipped" >&2
  exit 0
fi

echo "test: the page (build-web): WebAssembly against native, and in Chromium" >&2
bash "$here/web.sh" test

# One clang build (fuzz/CMakeLists.txt: the project with UUBOARD_SANITIZE=ON, at -O1 with
# assertions on) serves both the sanitizer run of the suite and the fuzz targets.
echo "test: the suite under ASan + UBSan (build-asan)" >&2
cd "$root"
if [ ! -f build-asan/CMakeCache.txt ]; then
  CXX=clang++ CXXFLAGS="-O1" cmake -S fuzz -B build-asan -DCMAKE_BUILD_TYPE=Debug >/dev/null
fi
cmake --build build-asan -j "$(nproc)" >/dev/null
# The sweeps over many seeds run a fifth of their seeds here (UUBOARD_SWEEP=short, see
# tests/board_samples.hpp): every code path they reach is reached by the first seeds,
# and the full sweeps have just run in the ordinary build.
# The test of memory staying flat over a batch measures peak memory, which ASan's
# allocator holds on to by design (its quarantine of freed blocks): it runs in the
# ordinary build above, not here. The command-line fuzz test starts a process per run,
# which takes ASan far longer (600 s for its 3000 runs on a slow hour, against 100 s
# in the ordinary build): a fifth of its runs here, as with the sweeps.
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$root/fuzz/lsan.supp" \
  UBSAN_OPTIONS=print_stacktrace=1 UUBOARD_SWEEP=short UUBOARD_FUZZ_RUNS=600 ctest --output-on-failure -j "$(nproc)" -E "memory stays flat")

echo "test: fuzz smoke" >&2
UUBOARD_FUZZ_BUILD_DIR=build-asan "$root/fuzz/run.sh" "${UUBOARD_FUZZ_SECONDS:-20}"

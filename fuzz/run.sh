#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) in build-fuzz/ and runs each for
# a bounded time on a copy of its seed corpus. A crash stops the script with the input
# saved as build-fuzz/crash-*; make it a regression test in tests/test_robustness.cpp.
# Usage: fuzz/run.sh [seconds per target, default 30]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
build_dir="${UUBOARD_FUZZ_BUILD_DIR:-build-fuzz}"
targets=(dictionary board_json)

# -O1 with assertions on: fast enough to fuzz, and a broken invariant is a finding too.
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  CXX=clang++ CXXFLAGS="-O1" cmake -S fuzz -B "$build_dir" -DCMAKE_BUILD_TYPE=Debug >/dev/null
fi
cmake --build "$build_dir" -j "$(nproc)" --target "${targets[@]/#/fuzz_}" >/dev/null

for t in "${targets[@]}"; do
  work="$build_dir/corpus-$t"
  mkdir -p "$work"
  cp -n fuzz/corpus/"$t"/* "$work"/ 2>/dev/null || true
  echo "fuzz: $t for ${seconds}s" >&2
  # -max_len covers the largest seed; -rss_limit_mb and -timeout turn a blow-up or a
  # hang into a reported failure instead of a stuck CI run.
  if ! "$build_dir/fuzz_$t" "$work" fuzz/corpus/"$t" -max_total_time="$seconds" -max_len=32768 -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="$build_dir/crash-$t-" -print_final_stats=1 \
      >"$build_dir/fuzz-$t.log" 2>&1; then
    tail -n 60 "$build_dir/fuzz-$t.log" >&2
    echo "fuzz: $t FAILED; the input is in $build_dir/crash-$t-*" >&2
    exit 1
  fi
  grep -E "^(stat::number_of_executed_units|Done)" "$build_dir/fuzz-$t.log" >&2 || true
done
echo "fuzz: no crash in ${#targets[@]} targets" >&2

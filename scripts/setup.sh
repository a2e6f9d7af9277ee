#!/usr/bin/env bash
# Installs what uuboard needs from Debian 12 packages (only what is missing) and builds
# it in build/. Safe to run again: it does only the work that is left.
set -euo pipefail
cd "$(dirname "$0")/.."

# clang and its runtime (libFuzzer, sanitizers) are for the fuzz smoke in scripts/test.sh;
# man-db and groff-base render the man page in tests/install, dpkg-dev (dpkg-shlibdeps)
# lets cpack -G DEB work out the package's dependencies; parallel runs the GNU parallel
# line of docs/scale.md in tests/test_cli_shards.cpp.
packages=(g++ cmake make pkg-config libcli11-dev libcairo2-dev nlohmann-json3-dev libfmt-dev zlib1g-dev catch2
          poppler-utils fonts-dejavu-core clang libclang-rt-14-dev man-db groff-base dpkg-dev parallel)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

build_type="${UUBOARD_BUILD_TYPE:-RelWithDebInfo}"
build_dir="${UUBOARD_BUILD_DIR:-build}"
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  echo "setup: configuring $build_dir ($build_type)" >&2
fi
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE="$build_type" ${UUBOARD_CMAKE_ARGS:-} >/dev/null
# A first build takes a few minutes; later ones only rebuild what changed.
[ -x "$build_dir/uuboard" ] || echo "setup: building uuboard in $build_dir (a few minutes the first time)" >&2
cmake --build "$build_dir" -j "$(nproc)" >/dev/null

#!/usr/bin/env bash
# The page: the core compiled to WebAssembly and the static site around it, built into
# build-web/site/ (docs/web.md). Installs what is missing from Debian 12's packages
# (emscripten, nodejs, fonts-dejavu-core...) and does only the work that is left.
#   bash scripts/web.sh          build build-web/site/
#   bash scripts/web.sh serve    build, then serve it on 127.0.0.1 (the URL is printed)
#   bash scripts/web.sh test     build, then the cross-build determinism test and the
#                                browser test (needs the native build/uuboard: scripts/setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-build}"
case "$mode" in build | serve | test) ;; *) echo "usage: bash scripts/web.sh [serve|test]" >&2; exit 2 ;; esac

packages=(emscripten nodejs cmake make fonts-dejavu-core libfmt-dev nlohmann-json3-dev poppler-utils)
[ "$mode" = test ] && packages+=(chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "web: installing ${missing[*]} (a few minutes the first time)" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Debian's emscripten runs its JavaScript optimizer with Debian's acorn, found here.
export NODE_PATH=/usr/share/nodejs
build_dir="${UUBOARD_WEB_BUILD_DIR:-build-web}"
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  echo "web: configuring $build_dir (emscripten)" >&2
  emcmake cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
echo "web: building $build_dir/site (the core as WebAssembly: a few minutes the first time)" >&2
cmake --build "$build_dir" -j "$(nproc)" >/dev/null
echo "web: built $build_dir/site ($(du -k "$build_dir/site/uuboard-core.wasm" | cut -f1) KB of WebAssembly)" >&2

case "$mode" in
  serve)
    exec node web/serve.mjs "$build_dir/site" "${UUBOARD_WEB_PORT:-8080}"
    ;;
  test)
    [ -x build/uuboard ] || bash scripts/setup.sh
    if [ ! -d web/node_modules ]; then
      echo "web: installing the browser test's npm packages (web/package-lock.json)" >&2
      PUPPETEER_SKIP_DOWNLOAD=1 npm ci --prefix web --no-audit --no-fund >/dev/null
    fi
    node tests/web/determinism.mjs build/uuboard "$build_dir/site"
    node tests/web/browser_test.mjs
    ;;
esac

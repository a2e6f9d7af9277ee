#!/usr/bin/env bash
# Installs and builds as needed, then runs the whole test suite.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/setup.sh"
cd "$here/../build"
ctest --output-on-failure -j "$(nproc)"

#!/usr/bin/env bash
# Installs and builds as needed, then runs uuboard with the given arguments.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/setup.sh"
exec "$here/../build/uuboard" "$@"

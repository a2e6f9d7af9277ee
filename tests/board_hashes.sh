#!/usr/bin/env bash
# Every byte of 1 000 boards' JSON, SVG and PDF (40 option sets, tools/board_hashes.sh),
# against the digest pinned in tests/golden/board_hashes.sha256. A change meant to keep
# every board (a faster writer, another way of linking, a redesign) must leave it as it
# is. A change meant to draw or make boards differently updates it deliberately, with the
# golden tests:
#   tools/board_hashes.sh build/uuboard 25 "json svg pdf" | sha256sum > tests/golden/board_hashes.sha256
# To see which files changed, write the list with the program before and after and diff.
# usage: tests/board_hashes.sh UUBOARD SOURCE_DIR
set -euo pipefail
uuboard="$1"
source_dir="$2"
list="$(mktemp)"
trap 'rm -f "$list"' EXIT
"$source_dir/tools/board_hashes.sh" "$uuboard" 25 "json svg pdf" > "$list"
files=$(wc -l < "$list")
digest=$(sha256sum < "$list" | cut -c1-64)
pinned=$(cut -c1-64 "$source_dir/tests/golden/board_hashes.sha256")
if [ "$digest" != "$pinned" ]; then
  echo "FAIL: the $files files of tools/board_hashes.sh hash to $digest, pinned: $pinned" >&2
  exit 1
fi
echo "board hashes: $files files (JSON, SVG and PDF of 1 000 boards) as pinned"

#!/usr/bin/env bash
# Three boards for a game night, one per table, each with its own seed kept in the file
# name so a lost sheet can be printed again.
set -euo pipefail
uuboard="${UUBOARD:-uuboard}"
out="${1:-boards}"
mkdir -p "$out"
for table in 1 2 3; do
  "$uuboard" --seed "game-night-table-$table" --players 4 -o "$out/table-$table.pdf"
done
echo "wrote $out/table-1.pdf $out/table-2.pdf $out/table-3.pdf"

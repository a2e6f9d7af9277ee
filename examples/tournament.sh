#!/usr/bin/env bash
# A tournament's boards: 20 boards for 6 players with every expansion, in one PDF (each
# board followed by its legend page), and a manifest listing every board's seed, so a
# lost or damaged sheet can be printed again alone with `uuboard --seed <seed>`.
#   bash examples/tournament.sh [output folder] [seed]
set -euo pipefail
uuboard="${UUBOARD:-uuboard}"
out="${1:-tournament}"
seed="${2:-spring-cup-2026}"
mkdir -p "$out"
"$uuboard" --seed "$seed" --players 6 --expansions all --legend --count 20 --quiet \
  -o "$out/boards.pdf" --manifest "$out/manifest.csv"
echo "wrote $out/boards.pdf (20 boards, each with its legend) and $out/manifest.csv"

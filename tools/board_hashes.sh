#!/usr/bin/env bash
# The hash of every file a program writes for a fixed set of boards: JSON, SVG, PDF and
# PNG of 40 option sets (players 2-9, expansions none, all and mixed, every paper both
# ways, first game, --size, --sheets, --board-paper, ink-friendly, mono, secret board,
# no legend, best-of), PER boards each. Two programs that print the same lines write the
# same bytes, so a change meant to keep every board (a faster writer, a new link, a
# redesign) is shown to by:
#
#   tools/board_hashes.sh old/uuboard > before.txt
#   tools/board_hashes.sh build/uuboard > after.txt
#   cmp before.txt after.txt && wc -l after.txt
#
# usage: tools/board_hashes.sh UUBOARD [PER] [FORMATS]   (PER boards an option set,
# default 25: 1 000 boards; 50 gives 2 000. FORMATS, default "json svg pdf png": PNG's
# pixels come from pixman, whose code differs by CPU, so the hashes pinned in
# tests/golden/board_hashes.sha256 leave it out.)
set -euo pipefail
program="$(realpath "$1")"
per="${2:-25}"
formats="${3:-json svg pdf png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sets=(
  "-p 2" "-p 3 -e none" "-p 4" "-p 4 -e all" "-p 5 -e nasty-nodes,sharp-scissors" "-p 6 -e all"
  "-p 7" "-p 8 -e all" "-p 9 -e all" "-p 9 -e none"
  "-p 4 --first-game" "-p 6 -e all --first-game" "-p 3 --paper a5" "-p 5 -e all --paper a5 --portrait"
  "-p 4 --paper letter" "-p 8 --paper letter --portrait -e all" "-p 6 --paper a3 -e all" "-p 2 --paper 300x200"
  "-p 4 --portrait" "-p 9 --portrait -e all" "--size 30x20" "--size 12x16 -e all --sheets 1x1 --portrait"
  "-p 6 --sheets 2x1 -e all" "-p 9 --sheets 2x2" "-p 4 --board-paper a3 -e all" "-p 5 --sheets 2x2 --overlap 12"
  "-p 4 --ink-friendly" "-p 6 --mono -e all" "-p 4 --secret-board -e all" "-p 3 --no-legend"
  "-p 4 --best-of 3" "-p 7 --margin 12 -e all" "-p 2 -e all --ink-friendly --mono" "-p 4 --secret-board --duplex short -e all"
  "-p 6 --paper tabloid" "-p 4 -e sharp-scissors" "-p 5 -e nasty-nodes" "-p 8 --sheets 2x1 --no-assembly"
  "-p 3 --first-game --paper letter" "--size 60x40 -e all"
)

i=0
for set in "${sets[@]}"; do
  i=$((i + 1))
  dir="$work/$i"
  mkdir -p "$dir"
  # A board on several sheets is an SVG or PNG a sheet ({sheet}); one PDF holds them all.
  for format in $formats; do
    name="{n}.$format"
    resolution=()
    case "$format" in
      json | pdf) ;;
      svg) name="{n}-{sheet}.svg" ;;
      png) name="{n}-{sheet}.png" resolution=(--dpi 40) ;;
      *) echo "board_hashes: unknown format $format" >&2; exit 2 ;;
    esac
    # shellcheck disable=SC2086 # each set is a list of options
    "$program" --seed "hashes-$i" --count "$per" $set "${resolution[@]}" -q -o "$dir/$name"
  done
  (cd "$dir" && for f in $(ls | sort -V); do echo "$i:$set:$f $(sha256sum < "$f" | cut -c1-64)"; done)
done

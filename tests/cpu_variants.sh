#!/usr/bin/env bash
# cpu_variants.sh UUBOARD: a seed gives the same boards whatever the CPU. The C library
# picks, when a program starts, versions of its math built for the CPU's features
# (fused multiply-add among them), and those differ in the last bit now and then;
# GLIBC_TUNABLES hides the features, as an older or another CPU would lack them. The
# boards must not change (src/geom/trig.hpp is why they do not).
set -euo pipefail
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
hidden="glibc.cpu.hwcaps=-AVX512F,-AVX2,-FMA,-FMA4,-AVX"
for args in "-p 4 -e all -n 40" "-p 9 -e all -n 15" "-p 2 -n 30" "-p 6 -e all --paper a3 --portrait -n 15" "--size 60x40 -e all -n 2"; do
  # shellcheck disable=SC2086  # the options are meant to split
  "$bin" -q -j 1 --seed cpu-variants --format jsonl -o "$tmp/native.jsonl" $args
  # shellcheck disable=SC2086
  GLIBC_TUNABLES=$hidden "$bin" -q -j 1 --seed cpu-variants --format jsonl -o "$tmp/plain.jsonl" $args
  if ! cmp -s "$tmp/native.jsonl" "$tmp/plain.jsonl"; then
    echo "cpu_variants: with $hidden the boards of '$args' differ" >&2
    exit 1
  fi
done
echo "cpu_variants: the same boards with the CPU's math features hidden"

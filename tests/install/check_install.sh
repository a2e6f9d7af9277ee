#!/usr/bin/env bash
# `cmake --install` into a fresh prefix, then use what it put there as a user would: the
# program runs and makes a board, man renders the page, the bash completion loads (zsh's
# and fish's too when those shells are installed), and examples/library, built against
# the installed package with find_package(uuboard), makes the same board as the program,
# and through uuboard::cairo (Cairo linked shared, where the program has it linked in)
# the same PDF bytes.
# Usage: check_install.sh BUILD_DIR SOURCE_DIR CXX_COMPILER
set -uo pipefail
build_dir="$1"
source_dir="$2"
compiler="$3"
failed=0
fail() {
  echo "FAIL: $*" >&2
  failed=1
}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

cmake --install "$build_dir" --prefix "$prefix" >"$work/install.log" 2>&1 || {
  cat "$work/install.log" >&2
  fail "cmake --install $build_dir --prefix $prefix failed"
  exit 1
}
for file in bin/uuboard share/man/man1/uuboard.1 share/bash-completion/completions/uuboard \
    share/zsh/site-functions/_uuboard share/fish/vendor_completions.d/uuboard.fish \
    share/doc/uuboard/README.md share/doc/uuboard/docs/cli.md share/doc/uuboard/examples/library/main.cpp \
    include/uuboard/generate.hpp lib/libuuboard-core.a lib/libuuboard-cairo.a lib/cmake/uuboard/uuboardConfig.cmake \
    lib/cmake/uuboard/uuboardConfigVersion.cmake lib/cmake/uuboard/uuboardTargets.cmake; do
  [ -f "$prefix/$file" ] || fail "cmake --install did not install $file"
done

uuboard="$prefix/bin/uuboard"
[ "$("$uuboard" --version)" = "$("$build_dir/uuboard" --version)" ] || fail "the installed uuboard --version differs from the build's"
"$uuboard" --seed install -p 6 -e all -q -o "$work/program.json" || fail "the installed uuboard makes no board"
"$uuboard" --seed install -p 6 -e all -q -o "$work/program.pdf" || fail "the installed uuboard makes no PDF"
"$uuboard" check -q "$work/program.json" || fail "the installed uuboard's board fails uuboard check"

warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$prefix/share/man/man1/uuboard.1" 2>&1 >"$work/man.txt")"
[ -z "$warnings" ] || fail "man -l warns: $warnings"
grep -q '^SYNOPSIS' "$work/man.txt" || fail "man -l renders no SYNOPSIS"

bash -c ". '$prefix/share/bash-completion/completions/uuboard' && complete -p uuboard" >/dev/null ||
  fail "bash does not load the installed completion"
if command -v zsh >/dev/null; then
  zsh -c "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -Uz compinit; compinit -u; (( \$+_comps[uuboard] ))" ||
    fail "zsh does not load the installed completion"
fi
if command -v fish >/dev/null; then
  fish -c "source '$prefix/share/fish/vendor_completions.d/uuboard.fish'; complete -C 'uuboard --pl'" | grep -q -- --players ||
    fail "fish does not load the installed completion"
fi

# A program of its own, against the installed package only.
if cmake -S "$source_dir/examples/library" -B "$work/example" -DCMAKE_PREFIX_PATH="$prefix" \
     -DCMAKE_CXX_COMPILER="$compiler" -DCMAKE_BUILD_TYPE=Release >"$work/example.log" 2>&1 &&
   cmake --build "$work/example" >>"$work/example.log" 2>&1; then
  "$work/example/make_board" install 6 "$work/library.json" || fail "examples/library makes no board"
  cmp -s "$work/program.json" "$work/library.json" ||
    fail "examples/library's board differs from uuboard --seed install -p 6 -e all"
  "$work/example/make_pdf" install 6 "$work/library.pdf" || fail "examples/library's make_pdf makes no PDF"
  cmp -s "$work/program.pdf" "$work/library.pdf" ||
    fail "examples/library's PDF (uuboard::cairo) differs from uuboard --seed install -p 6 -e all -o x.pdf"
else
  cat "$work/example.log" >&2
  fail "examples/library does not build against the installed package"
fi

[ "$failed" -eq 0 ] && echo "install: every check passed"
exit "$failed"

#!/usr/bin/env bash
# The completion scripts of completions/ against the program: `uuboard completions SHELL`
# prints each as it is in the repository; each names every command and long option the
# help lists; every value the bash script offers (players, expansions, papers, stages,
# formats, duplex) is one the program accepts, and every value named by the program's
# error for a bad one, that it accepts, is offered; the bash script completes as meant.
# zsh and fish load their scripts when they are installed.
# Usage: check_completions.sh UUBOARD SOURCE_DIR
set -uo pipefail
uuboard="$1"
source_dir="$2"
. "$(dirname "$0")/help_options.sh"
failed=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

declare -A files=([bash]=uuboard.bash [zsh]=_uuboard [fish]=uuboard.fish)
for shell in bash zsh fish; do
  "$uuboard" completions "$shell" | cmp -s - "$source_dir/completions/${files[$shell]}" ||
    fail "uuboard completions $shell differs from completions/${files[$shell]}"
done
"$uuboard" completions tcsh >/dev/null 2>"$work/err"
code=$?
[ "$code" -eq 2 ] || fail "uuboard completions tcsh exits $code, not 2"
grep -q "tcsh" "$work/err" && grep -q "bash, zsh or fish" "$work/err" ||
  fail "uuboard completions tcsh: the message names neither the shell nor the shells allowed: $(cat "$work/err")"

# A long option as the shell's script writes it.
mentions() {  # shell file option
  local name="${3#--}"
  case "$1" in
    fish) grep -qE -- "-l $name( |$)" "$2" ;;
    *) grep -qE -- "(^|[^a-z-])--$name([^a-z0-9-]|$)" "$2" ;;
  esac
}
options="$(help_long_options)"
commands="$(help_commands)"
[ -n "$options" ] && [ -n "$commands" ] || fail "no options or commands found in uuboard --help"
for shell in bash zsh fish; do
  file="$source_dir/completions/${files[$shell]}"
  for option in $options; do
    mentions "$shell" "$file" "$option" || fail "completions/${files[$shell]} does not complete $option"
  done
  for command in $commands; do
    grep -qw -- "$command" "$file" || fail "completions/${files[$shell]} does not complete the command $command"
  done
done

# The value lists of the bash script; the zsh and fish scripts offer the same words.
values() { bash -c ". '$source_dir/completions/uuboard.bash'; echo \$_uuboard_$1"; }
for list in players expansions papers stages formats duplex shells; do
  [ -n "$(values $list)" ] || fail "completions/uuboard.bash has no list _uuboard_$list"
  for value in $(values $list); do
    for shell in zsh fish; do
      grep -qE -- "(^|[^a-z0-9-])$value([^a-z0-9-]|$)" "$source_dir/completions/${files[$shell]}" ||
        fail "completions/${files[$shell]} does not offer $value (in _uuboard_$list of the bash script)"
    done
  done
done

# Whether the program takes VALUE for OPTION (a quick board: the first stage only, as data).
accepts() {  # option value
  local args=(--seed completions -q -o "$work/board" --dpi 30)
  [ "$1" = --stop-after ] || args+=(--stop-after points)
  [ "$1" = --format ] || args+=(--format json)
  "$uuboard" "${args[@]}" "$1" "$2" >/dev/null 2>&1
}
# Words of the program's message for a bad value, those it accepts being the allowed ones.
named_values() {  # option
  "$uuboard" --seed completions -q -o "$work/board" "$1" no-such-value 2>&1 >/dev/null |
    grep -oE '[a-z0-9][a-z0-9]*(-[a-z0-9]+)*' | sort -u
}
check_values() {  # option list
  local value
  for value in $(values "$2"); do
    accepts "$1" "$value" || fail "$1 $value is offered by the completions but refused by uuboard"
  done
  for value in $(named_values "$1"); do
    [ "$value" = no-such-value ] && continue
    if accepts "$1" "$value" && ! grep -qw -- "$value" <<<"$(values "$2")"; then
      fail "$1 $value is taken by uuboard but not offered by the completions"
    fi
  done
}
check_values --expansions expansions
check_values --paper papers
check_values --stop-after stages
check_values --duplex duplex
check_values --format formats
for value in $(values players); do accepts --players "$value" || fail "--players $value is offered but refused"; done
for value in 1 10; do
  ! accepts --players "$value" || fail "--players $value is taken by uuboard but the completions offer only $(values players)"
done

# What bash completes, through the script's function as bash calls it.
completes() {  # words... -> the candidates for the last word
  bash -c '. "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _uuboard; printf "%s\n" "${COMPREPLY[@]}"' \
    "$source_dir/completions/uuboard.bash" "$@" 2>/dev/null
}
expect() {  # expected-word words...
  local want="$1"
  shift
  completes "$@" | grep -qx -- "$want" || fail "bash: '$*' does not offer $want (got: $(completes "$@" | tr '\n' ' '))"
}
expect 9 uuboard --players ""
expect nasty-nodes,sharp-scissors uuboard -e nasty-nodes,sh
expect tiny-nodes uuboard --stop-after ti
expect render uuboard re
expect --legend uuboard render --leg
expect --best-of uuboard stats --be
expect zsh uuboard completions z
touch "$work/saved.json" "$work/notes.txt"
expect "$work/saved.json" uuboard check "$work/s"
completes uuboard check "$work/n" | grep -q notes.txt && fail "bash: check offers a file that is not a board"

for shell in zsh fish; do
  command -v "$shell" >/dev/null || { echo "note: $shell is not installed; its script was checked as text only"; continue; }
  case "$shell" in
    zsh) zsh -c "fpath=('$source_dir/completions' \$fpath); autoload -Uz compinit; compinit -u; (( \$+_comps[uuboard] ))" ||
           fail "zsh does not load completions/_uuboard" ;;
    fish) fish -c "source '$source_dir/completions/uuboard.fish'; complete -C 'uuboard --stop-after ti'" | grep -q tiny-nodes ||
            fail "fish does not complete --stop-after from completions/uuboard.fish" ;;
  esac
done

[ "$failed" -eq 0 ] && echo "completions: every check passed"
exit "$failed"

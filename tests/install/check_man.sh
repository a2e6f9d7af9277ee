#!/usr/bin/env bash
# The man page man/uuboard.1 against the program: every long option and command the
# help lists is in the page, every option the page names is one the program has, the
# page carries the program's version, and man renders it without a warning.
# Usage: check_man.sh UUBOARD MAN_PAGE
set -uo pipefail
uuboard="$1"
page="$2"
. "$(dirname "$0")/help_options.sh"
failed=0

# The page's text with roff's \- as -, so options read as they are typed.
text="$(sed 's/\\-/-/g' "$page")"
help_options="$(help_long_options)"
[ -n "$help_options" ] || fail "no long options found in uuboard --help"
for option in $help_options; do
  grep -qE -- "(^|[^a-z-])$option([^a-z0-9-]|$)" <<<"$text" || fail "$page does not document $option (listed by uuboard --help)"
done
for option in $(grep -oE -- '--[a-z][a-z0-9-]*' <<<"$text" | sort -u); do
  grep -qx -- "$option" <<<"$help_options" || fail "$page documents $option, which no help of uuboard lists"
done
for command in $(help_commands); do
  grep -qE "^\.(B|BI) \"?$command( |\"|$)" "$page" || fail "$page has no entry for the command $command"
done

version="$("$uuboard" --version | head -n 1 | tr -d '\n')"
grep -q "^\.TH UUBOARD 1 .*\"$version\"" "$page" || fail "$page's .TH line does not name the version \"$version\""

warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)"
[ -z "$warnings" ] || fail "man -l $page warns: $warnings"
[ "$(LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$page" 2>/dev/null | grep -c '^SYNOPSIS')" -eq 1 ] || fail "man -l $page renders no SYNOPSIS"

[ "$failed" -eq 0 ] && echo "man page: every check passed"
exit "$failed"

# Shared by the checks in this folder: the long options and commands `uuboard --help`
# lists, over the program and each of its commands. Needs $uuboard set.

# The commands under "Subcommands:" in the program's help.
help_commands() {
  "$uuboard" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }'
}

# Every long option in the option column of the help of the program and its commands.
help_long_options() {
  {
    "$uuboard" --help
    local command
    for command in $(help_commands); do "$uuboard" "$command" --help; done
  } | grep -oE '^ +(-[a-zA-Z],)?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u
}

fail() {
  echo "FAIL: $*" >&2
  failed=1
}

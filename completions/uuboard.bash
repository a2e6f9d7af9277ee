# bash completion for uuboard(1).
# Installed as share/bash-completion/completions/uuboard; also printed by
# `uuboard completions bash`, so `source <(uuboard completions bash)` loads it by hand.

_uuboard_commands="generate render check stats merge completions"
_uuboard_shells="bash zsh fish"
_uuboard_players="2 3 4 5 6 7 8 9"
_uuboard_expansions="all none nasty-nodes nodes-of-knowledge electric extreme-expeditions sharp-scissors"
_uuboard_papers="a4 letter a3 a5 legal tabloid"
_uuboard_stages="points tree center-edges fill-edges start-nodes fair-edges collection missions types numbers power-dots areas expeditions landmarks resources tiny-nodes"
_uuboard_formats="pdf svg png json jsonl"
_uuboard_duplex="long short"

# Options of each command; generate's are also those of uuboard without a command.
_uuboard_output_options="-o --output --format --dpi --legend --no-legend --secret-board --duplex --assembly --no-assembly --ink-friendly --mono --data -j --jobs -q --quiet --no-clobber"
_uuboard_generate_options="-h --help --seed -p --players -e --expansions --first-game --paper --portrait --margin --size --sheets --overlap --board-paper --stop-after -n --count --from --shard --manifest --best-of --min-score $_uuboard_output_options --config --version"
_uuboard_render_options="-h --help $_uuboard_output_options"
_uuboard_check_options="-h --help -q --quiet"
_uuboard_stats_options="-h --help --seed -p --players -e --expansions --paper --best-of -n --count --from --data -o --output"
_uuboard_merge_options="-h --help -o --output --manifest -n --count --from -q --quiet --no-clobber --config"

# Files with one of the given extensions, and folders to look in.
_uuboard_files() {
  local cur="$1" ext
  shift
  for ext in "$@"; do
    COMPREPLY+=($(compgen -f -X "!*.$ext" -- "$cur"))
  done
  COMPREPLY+=($(compgen -d -- "$cur"))
  compopt -o filenames 2>/dev/null
}

# Completes a comma-separated list: the words offered are the list so far plus one more name.
_uuboard_complete_list() {
  local cur="$1" names="$2" prefix="" name
  [[ "$cur" == *,* ]] && prefix="${cur%,*},"
  for name in $names; do
    [[ "$prefix$name" == "$cur"* ]] && COMPREPLY+=("$prefix$name")
  done
  compopt -o nospace 2>/dev/null
}

_uuboard() {
  local cur prev command="" i word
  COMPREPLY=()
  cur="${COMP_WORDS[COMP_CWORD]}"
  prev="${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="${COMP_WORDS[i]}"
    if [[ " $_uuboard_commands " == *" $word "* ]]; then
      command="$word"
      break
    fi
  done

  # The value of the option just typed.
  case "$prev" in
    -p|--players)
      COMPREPLY=($(compgen -W "$_uuboard_players" -- "$cur")); return ;;
    -e|--expansions)
      _uuboard_complete_list "$cur" "$_uuboard_expansions"; return ;;
    --paper|--board-paper)
      COMPREPLY=($(compgen -W "$_uuboard_papers" -- "$cur")); return ;;
    --sheets)
      COMPREPLY=($(compgen -W "auto 2x1 1x2 2x2 3x2 2x3 3x3" -- "$cur")); return ;;
    --stop-after)
      COMPREPLY=($(compgen -W "$_uuboard_stages" -- "$cur")); return ;;
    --format)
      COMPREPLY=($(compgen -W "$_uuboard_formats" -- "$cur")); return ;;
    --duplex)
      COMPREPLY=($(compgen -W "$_uuboard_duplex" -- "$cur")); return ;;
    --data)
      _uuboard_files "$cur" json; return ;;
    --config)
      _uuboard_files "$cur" toml ini; return ;;
    --manifest)
      _uuboard_files "$cur" csv jsonl; return ;;
    -o|--output)
      COMPREPLY=($(compgen -f -- "$cur")); compopt -o filenames 2>/dev/null; return ;;
    --shard)
      COMPREPLY=($(compgen -W "auto/" -- "$cur")); compopt -o nospace 2>/dev/null; return ;;
    --seed|--margin|--size|--overlap|-n|--count|--from|--best-of|--min-score|--dpi|-j|--jobs)
      return ;;  # free values: nothing to offer
  esac

  local options
  case "$command" in
    ""|generate) options="$_uuboard_generate_options" ;;
    render) options="$_uuboard_render_options" ;;
    check) options="$_uuboard_check_options" ;;
    stats) options="$_uuboard_stats_options" ;;
    merge) options="$_uuboard_merge_options" ;;
    completions)
      [[ "$prev" == completions ]] && COMPREPLY=($(compgen -W "$_uuboard_shells" -- "$cur"))
      return ;;
  esac

  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
  elif [[ "$command" == render || "$command" == check ]]; then
    _uuboard_files "$cur" json jsonl
  elif [[ "$command" == merge ]]; then
    _uuboard_files "$cur" jsonl csv
  elif [[ -z "$command" ]]; then
    COMPREPLY=($(compgen -W "$_uuboard_commands" -- "$cur"))
  fi
}

complete -F _uuboard uuboard

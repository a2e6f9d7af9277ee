# fish completion for uuboard(1).
# Installed as share/fish/vendor_completions.d/uuboard.fish; also printed by
# `uuboard completions fish`.

set -l commands generate render check stats merge completions
# Where each set of options applies: generate's also without a command.
set -l generating "not __fish_seen_subcommand_from render check stats merge completions"
set -l drawing "not __fish_seen_subcommand_from check stats merge completions"

function __uuboard_expansions
    printf '%s\n' all none nasty-nodes nodes-of-knowledge electric extreme-expeditions sharp-scissors
end

complete -c uuboard -f
complete -c uuboard -s h -l help -d 'Print the help and exit'

complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a generate -d 'Make boards (the default command)'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a render -d 'Draw saved boards again'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a check -d 'Check saved boards against every rule'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a stats -d 'Fairness figures over many seeds'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a merge -d 'Join the parts of a batch made with --shard'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -a completions -d 'Print the completion script for a shell'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -l config -r -F -d 'Read options from a TOML or INI file'
complete -c uuboard -n "not __fish_seen_subcommand_from $commands" -l version -d 'Print the version and exit'

complete -c uuboard -n $generating -l seed -x -d 'Any text; without it a random seed'
complete -c uuboard -n $generating -s p -l players -x -a '2 3 4 5 6 7 8 9' -d 'Number of players'
complete -c uuboard -n $generating -s e -l expansions -x -a '(__fish_complete_list , __uuboard_expansions)' -d 'Expansions to play with'
complete -c uuboard -n $generating -l first-game -d 'Every start node gets the same mission'
complete -c uuboard -n $generating -l paper -x -a 'a4 letter a3 a5 legal tabloid' -d 'Paper: a name, or WxH in mm or inches'
complete -c uuboard -n $generating -l portrait -d 'Turn the sheet upright'
complete -c uuboard -n $generating -l margin -x -d 'Margin in mm kept clear on every side'
complete -c uuboard -n $generating -l size -x -d 'Board size in board units, WxH'
complete -c uuboard -n $generating -l sheets -x -a 'auto 2x1 1x2 2x2 3x2 2x3 3x3' -d 'Print the board across CxR sheets'
complete -c uuboard -n $generating -l overlap -x -d 'Glue strip between sheets, mm'
complete -c uuboard -n $generating -l board-paper -x -a 'a4 letter a3 a5 legal tabloid' -d "Make the board this paper's size, on --paper sheets"
complete -c uuboard -n $generating -l stop-after -x -a 'points tree center-edges fill-edges start-nodes fair-edges collection missions types numbers power-dots areas expeditions landmarks resources tiny-nodes' -d 'Stop the pipeline after this stage'
complete -c uuboard -n $generating -s n -l count -x -d 'Make N boards'
complete -c uuboard -n $generating -l from -x -d 'Start the batch at board K'
complete -c uuboard -n $generating -l shard -x -a 'auto/' -d 'Make only the K-th of N parts: K/N, or auto/N from the scheduler'
complete -c uuboard -n $generating -l manifest -r -F -d 'Write a manifest (.csv or .jsonl)'
complete -c uuboard -n $generating -l best-of -x -d 'Candidates per board; the fairest is kept'
complete -c uuboard -n $generating -l min-score -x -d 'Make candidates until one is this fair (0-100)'

complete -c uuboard -n $drawing -s o -l output -r -F -d 'Output file; its extension picks the format'
complete -c uuboard -n $drawing -l format -x -a 'pdf svg png json jsonl' -d 'Output format'
complete -c uuboard -n $drawing -l dpi -x -d 'Resolution of PNG output, 30 to 2400'
complete -c uuboard -n $drawing -l legend -d 'The legend page explaining every icon (the default)'
complete -c uuboard -n $drawing -l no-legend -d 'Leave out the legend page'
complete -c uuboard -n $drawing -l secret-board -d 'Add the expedition types behind their expeditions'
complete -c uuboard -n $drawing -l duplex -x -a 'long short' -d 'How the printer turns the sheet for --secret-board'
complete -c uuboard -n $drawing -l assembly -d 'With several sheets: add the assembly page'
complete -c uuboard -n $drawing -l no-assembly -d 'With several sheets: leave out the assembly page'
complete -c uuboard -n $drawing -l ink-friendly -d 'No colour fills: outlines and icons only'
complete -c uuboard -n $drawing -l mono -d 'Pure black on white'
complete -c uuboard -n $drawing -l data -r -F -d "A designer's own game tables (JSON)"
complete -c uuboard -n $drawing -s j -l jobs -x -d 'Boards made at once'
complete -c uuboard -n $drawing -s q -l quiet -d 'Print nothing but errors'
complete -c uuboard -n $drawing -l no-clobber -d 'Refuse to replace a file that exists'

complete -c uuboard -n "__fish_seen_subcommand_from render check" -F -d 'Saved board'
complete -c uuboard -n "__fish_seen_subcommand_from check" -s q -l quiet -d 'Print only the broken rules'

complete -c uuboard -n "__fish_seen_subcommand_from stats" -l seed -x -d 'Seed prefix'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -s p -l players -x -a '2 3 4 5 6 7 8 9' -d 'Number of players'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -s e -l expansions -x -a '(__fish_complete_list , __uuboard_expansions)' -d 'Expansions'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -l paper -x -a 'a4 letter a3 a5 legal tabloid' -d 'Paper of the boards'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -l best-of -x -d 'Candidates per board'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -s n -l count -x -d 'How many boards'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -l from -x -d 'First board number'
complete -c uuboard -n "__fish_seen_subcommand_from stats" -l data -r -F -d "A designer's own game tables (JSON)"
complete -c uuboard -n "__fish_seen_subcommand_from stats" -s o -l output -r -F -d 'Histograms as .svg, .pdf or .png'

complete -c uuboard -n "__fish_seen_subcommand_from merge" -F -d 'Shard file (.jsonl, manifest)'
complete -c uuboard -n "__fish_seen_subcommand_from merge" -s o -l output -r -F -d 'The joined boards, one .jsonl file'
complete -c uuboard -n "__fish_seen_subcommand_from merge" -l manifest -r -F -d 'The joined manifest'
complete -c uuboard -n "__fish_seen_subcommand_from merge" -s n -l count -x -d "The whole batch's board count"
complete -c uuboard -n "__fish_seen_subcommand_from merge" -l from -x -d "The whole batch's first board"
complete -c uuboard -n "__fish_seen_subcommand_from merge" -s q -l quiet -d 'Print nothing but errors'
complete -c uuboard -n "__fish_seen_subcommand_from merge" -l no-clobber -d 'Refuse to replace a file that exists'
complete -c uuboard -n "__fish_seen_subcommand_from merge" -l config -r -F -d 'Read options from a TOML or INI file'

complete -c uuboard -n "__fish_seen_subcommand_from completions" -x -a 'bash zsh fish' -d 'Shell'

#!/usr/bin/env bash
# A program answers what it was given while its input is still open: writes
# a case to it, waits for the answer (10 s at most), and only then ends the
# input. A program that held its answers until the input ended fails here.
#   interactive.sh PROGRAM CASE ANSWER [OPTION]...
# CASE is written as its words: "1 3 1 2 3" is the book-sort input "1", then
# "3 1 2 3" (the count of cases, then the case), a Rotation board one line.
# The count declares the one case: the answer must come before the program
# reads on for the end of the input. A count of 2 declares two: the case is
# written, its answer awaited, and then it is written again, so a program
# that reads cases ahead (to search several at once) must not wait for the
# second before it answers the first. The OPTIONs go to the program. With
# EOL=crlf in the environment, lines end in CR LF.
set -euo pipefail
program=$1
case_text=$2
answer=$3
shift 3
coproc solver { "$program" "$@"; }
pid=$solver_PID  # bash unsets solver_PID once the program has ended
read -r -a words <<< "$case_text"
eol=$'\n'
[[ ${EOL:-} == crlf ]] && eol=$'\r\n'
await() {
  if ! IFS= read -r -t 10 line <&"${solver[0]}"; then
    echo "$program: no answer within 10 s while its input was open" >&2
    exit 1
  fi
  if [[ $line != "$answer" ]]; then
    echo "$program: answered '$line', expected '$answer'" >&2
    exit 1
  fi
}
if [[ $(basename "$program") == rotation-* ]]; then
  # A board, its answer (the moves; then the center's symbol, passed over),
  # and the board again: a program that reads boards ahead to search several
  # at once must answer the first before the second is there.
  printf '%s\n' "$case_text" >&"${solver[1]}"
  await
  if ! IFS= read -r -t 10 center <&"${solver[0]}"; then
    echo "$program: no center symbol within 10 s while its input was open" >&2
    exit 1
  fi
  printf '%s\n' "$case_text" >&"${solver[1]}"
  await
else
  # The count of cases first, then the case on its own line.
  printf '%s%s%s%s' "${words[0]}" "$eol" "${words[*]:1}" "$eol" >&"${solver[1]}"
  await
  if [[ ${words[0]} == 2 ]]; then
    printf '%s%s' "${words[*]:1}" "$eol" >&"${solver[1]}"
    await
  fi
fi
eval "exec ${solver[1]}>&-"
wait "$pid" || true
echo "$program answered '$line' before its input ended"

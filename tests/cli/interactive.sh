#!/usr/bin/env bash
# A program answers what it was given while its input is still open: writes
# a case to it, waits for the answer (10 s at most), and only then ends the
# input. A program that held its answers until the input ended fails here.
#   interactive.sh PROGRAM CASE ANSWER
# CASE is written as its words: "1 3 1 2 3" is the book-sort input "1", then
# "3 1 2 3" (the count of cases, then the case), a Rotation board one line.
# The count declares the one case: the answer must come before the program
# reads on for the end of the input.
set -euo pipefail
program=$1
case_text=$2
answer=$3
coproc solver { "$program"; }
pid=$solver_PID  # bash unsets solver_PID once the program has ended
read -r -a words <<< "$case_text"
if [[ $(basename "$program") == rotation-* ]]; then
  printf '%s\n' "$case_text" >&"${solver[1]}"
else
  # The count of cases first, then the case on its own line.
  printf '%s\n%s\n' "${words[0]}" "${words[*]:1}" >&"${solver[1]}"
fi
if ! IFS= read -r -t 10 line <&"${solver[0]}"; then
  echo "$program: no answer within 10 s while its input was open" >&2
  exit 1
fi
eval "exec ${solver[1]}>&-"
wait "$pid" || true
if [[ $line != "$answer" ]]; then
  echo "$program: answered '$line', expected '$answer'" >&2
  exit 1
fi
echo "$program answered '$line' before its input ended"

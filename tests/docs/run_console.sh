#!/usr/bin/env bash
# Runs one ```console block of a Markdown document as a test: each line that
# starts with "$ " is a command, run from the repository root by bash (one
# shell for the whole block, so `echo $?` sees the command before it), and
# the lines after it up to the next command are what it must print, standard
# output and standard error together. The programs the docs run from
# build/<preset>/examples/ are taken from PROGRAMS instead. Times vary from run
# to run: a number followed by a unit of time (s, ms, us) matches any such
# number, and so does a rate (a number followed by "nodes/s"). Blocks whose
# fence reads ```console not-run are skipped (the document says why: a long
# build, say); the others are numbered from 1.
#
#   run_console.sh DOCUMENT N PROGRAMS
set -uo pipefail
document=$1
number=$2
programs=$3

# The Nth runnable block, without its fences.
block=$(awk -v wanted="$number" '
  /^```console *$/ { inside = 1; ++count; next }
  /^```/ && inside { inside = 0; next }
  inside && count == wanted { print }
' "$document")
if [ -z "$block" ]; then
  echo "$document: no console block number $number" >&2
  exit 1
fi

# A fresh, empty place for anything a program keeps (fifteen-puzzle's cache).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CACHE_HOME="$scratch/cache"
unset ROTATION_CACHE_DIR

transcript=""
status=0
while IFS= read -r line; do
  if [[ $line == '$ '* ]]; then
    command=${line#'$ '}
    transcript+="$line"$'\n'
    run=$(sed -E "s#build/[A-Za-z0-9_.-]+/examples/#$programs/#g" <<< "$command")
    # Each command sees the status of the one before it, as in a terminal.
    transcript+=$( (exit "$status"); eval "$run" 2>&1)
    status=$?
    # $(...) drops the final newlines: a command that printed nothing adds nothing.
    [[ ${transcript: -1} == $'\n' ]] || transcript+=$'\n'
  fi
done <<< "$block"
transcript=${transcript%$'\n'}

normalize() {
  sed -E -e 's/[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)? (us|ms|s)([^a-z/]|$)/<time> \3\4/g' \
         -e 's#[0-9]+ nodes/s#<rate> nodes/s#g'
}
if [ "$(normalize <<< "$transcript")" != "$(normalize <<< "$block")" ]; then
  echo "$document, console block $number: the commands printed" >&2
  diff <(normalize <<< "$block") <(normalize <<< "$transcript") >&2
  exit 1
fi
echo "$document, console block $number: as documented"

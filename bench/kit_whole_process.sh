#!/usr/bin/env bash
# Whole-process figures of puzzle-solve, the puzzle author's kit, on the
# inputs twsearch's figures are quoted for (docs/performance.md): the median
# wall time of RUNS runs of each command, start-up, reading, tables and
# searches included.
#
#   bench/kit_whole_process.sh [BUILD_DIR] [RUNS]     (default build/default, 9)
#
# Inputs, made here: 1,000 random 2x2x2 scrambles of 40 moves (U, R, F and
# their powers); 1,000 random boards of the Rotation Game (rotation-random-
# boards), each written as three scramble states, one per symbol as the
# target, as a twsearch user writes them.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
runs=${2:-9}
solve=$build/examples/puzzle-solve
definitions=examples/data/puzzles
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

now() { date +%s.%N; }
since() { awk -v start="$1" -v end="$(now)" 'BEGIN { print end - start }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# timed NAME COMMAND...: the median of RUNS runs, after one not counted.
timed() {
  local name=$1 i start
  shift
  local -a times=()
  "$@" > /dev/null
  for ((i = 0; i < runs; ++i)); do
    start=$(now); "$@" > /dev/null; times+=("$(since "$start")")
  done
  printf '%-52s %7.3f s\n' "$name" "$(printf '%s\n' "${times[@]}" | median)"
}

awk 'BEGIN {
  srand(2026); split("U U2 U\x27 R R2 R\x27 F F2 F\x27", move, " ")
  for (n = 0; n < 1000; ++n) {
    line = ""
    for (k = 0; k < 40; ++k) line = line (k ? " " : "") move[int(rand() * 9) + 1]
    print line
  }
}' > "$scratch/cube2.txt"
"$build/bench/rotation-random-boards" 1000 > "$scratch/boards.in"
awk '$0 != "0" {
  for (s = 1; s <= 3; ++s) {
    labels = ""
    for (c = 1; c <= NF; ++c) labels = labels (c > 1 ? " " : "") ($c == s ? 1 : 2)
    printf "ScrambleState b%ds%d\nCELL\n%s\nEnd\n", NR, s, labels
  }
}' "$scratch/boards.in" > "$scratch/rotation.scr"

# The tables go to a cache of this run's own, filled by each command's first
# run (not counted): the timed runs read them, as every run after a user's
# first does. The --no-cache rows build them in the process.
export ROTATION_CACHE_DIR="$scratch/cache"

echo "median wall seconds of $runs runs, whole process"
timed "2x2x2 distance counts (--god)" "$solve" --god "$definitions/cube2_fixed.tws"
timed "2x2x2, 1,000 random states, all powers" "$solve" "$definitions/cube2_fixed.tws" "$scratch/cube2.txt"
timed "2x2x2, the same, tables built (--no-cache)" \
  "$solve" --no-cache "$definitions/cube2_fixed.tws" "$scratch/cube2.txt"
timed "2x2x2, 1,000 random states, quarter turns" \
  "$solve" --metric=quarter "$definitions/cube2_fixed.tws" "$scratch/cube2.txt"
timed "2x2x2, the same, tables built (--no-cache)" \
  "$solve" --no-cache --metric=quarter "$definitions/cube2_fixed.tws" "$scratch/cube2.txt"
timed "Rotation Game, 1,000 random boards (3,000 states)" \
  "$solve" --metric=quarter "$definitions/rotation_game.tws" "$scratch/rotation.scr"
timed "Rotation Game, the same, tables built (--no-cache)" \
  "$solve" --no-cache --metric=quarter "$definitions/rotation_game.tws" "$scratch/rotation.scr"

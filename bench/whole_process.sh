#!/usr/bin/env bash
# Whole-process figures of the programs (issue-style targets that Google
# Benchmark cannot see: start-up, reading the input, the databases' cache):
# each pair of commands runs in turn, A B A B ..., RUNS times, and the median
# wall time of each and the median of the ratios A/B pair by pair are printed
# (pairing keeps a ratio meaningful while a busy machine's speed drifts).
#
#   bench/whole_process.sh [BUILD_DIR] [RUNS]     (default build/default, 9)
#
# Needs the programs and rotation-random-boards built in BUILD_DIR (the
# default preset builds them). Leaves its inputs and a cache in a scratch
# directory, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
runs=${2:-9}
programs=$build/examples
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CACHE_HOME=$scratch/cache
unset ROTATION_CACHE_DIR

now() { date +%s.%N; }
since() { awk -v start="$1" -v end="$(now)" 'BEGIN { print end - start }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# pair NAME 'COMMAND A' 'COMMAND B': times both (bash -c, output thrown away).
pair() {
  local name=$1 a=$2 b=$3 i start ta tb
  local -a times_a=() times_b=() ratios=()
  bash -c "$a" > /dev/null 2>&1 || true  # a warm-up of each, not counted
  bash -c "$b" > /dev/null 2>&1 || true
  for ((i = 0; i < runs; ++i)); do
    start=$(now); bash -c "$a" > /dev/null 2>&1; ta=$(since "$start")
    start=$(now); bash -c "$b" > /dev/null 2>&1; tb=$(since "$start")
    times_a+=("$ta"); times_b+=("$tb"); ratios+=("$(awk -v a="$ta" -v b="$tb" 'BEGIN { print a / b }')")
  done
  printf '%-44s A %7.3f s  B %7.3f s  A/B %5.2f\n' "$name" \
    "$(printf '%s\n' "${times_a[@]}" | median)" "$(printf '%s\n' "${times_b[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | median)"
}

# Inputs: 100,000 random boards; a 15-puzzle board one move from the goal;
# 20 boards 30 random moves from it; Korf's instances of 42 to 48 moves (17),
# and the two of them nearest the default's first try (706,949 and 2,400,266
# nodes with Manhattan distance: the worst case for trying it first).
"$build/bench/rotation-random-boards" 100000 > "$scratch/boards.in"
printf '1\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n' > "$scratch/one_move.in"
# 50,000 boards one move from the goal: reading, not searching.
awk 'BEGIN { print 50000; for (n = 0; n < 50000; ++n) print "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15" }' \
  > "$scratch/near.in"
# 20,000 rows of 6 books, random orders.
awk 'BEGIN {
  srand(6); print 20000
  for (n = 0; n < 20000; ++n) {
    for (i = 1; i <= 6; ++i) b[i] = i
    for (i = 6; i > 1; --i) { j = int(rand() * i) + 1; t = b[i]; b[i] = b[j]; b[j] = t }
    print 6; print b[1], b[2], b[3], b[4], b[5], b[6]
  }
}' > "$scratch/books.in"
awk 'BEGIN {
  srand(17); print 20
  for (n = 0; n < 20; ++n) {
    for (c = 0; c < 16; ++c) t[c] = (c + 1) % 16
    z = 15; prev = -1
    for (k = 0; k < 30; ++k) {
      m = 0; r = int(z / 4); col = z % 4
      if (col < 3 && z + 1 != prev) o[m++] = z + 1
      if (r < 3 && z + 4 != prev) o[m++] = z + 4
      if (r > 0 && z - 4 != prev) o[m++] = z - 4
      if (col > 0 && z - 1 != prev) o[m++] = z - 1
      x = o[int(rand() * m)]; t[z] = t[x]; t[x] = 0; prev = z; z = x
    }
    line = t[0]; for (c = 1; c < 16; ++c) line = line " " t[c]; print line
  }
}' > "$scratch/walk30.in"
paste -d' ' examples/data/fifteen_korf100.lengths <(tail -n +2 examples/data/fifteen_korf100.in) |
  awk '$1 >= 42 && $1 <= 48 { $1 = ""; sub(/^ /, ""); print }' > "$scratch/korf_body"
{ wc -l < "$scratch/korf_body"; cat "$scratch/korf_body"; } > "$scratch/korf42_48.in"
for n in 1 11; do
  { echo 1; sed -n "${n}p" "$scratch/korf_body"; } > "$scratch/korf_edge$n.in"
done

echo "A and B: median wall seconds of $runs runs each, whole process; A/B: median of the pairs' ratios"
pair "rotation-solve: stdin (A) vs file (B)" \
  "$programs/rotation-solve < $scratch/boards.in" "$programs/rotation-solve $scratch/boards.in"
pair "book-sort: stdin (A) vs file (B)" \
  "$programs/book-sort < $scratch/books.in" "$programs/book-sort $scratch/books.in"
pair "fifteen-puzzle: stdin (A) vs file (B)" \
  "$programs/fifteen-puzzle --heuristic=manhattan < $scratch/near.in" \
  "$programs/fifteen-puzzle --heuristic=manhattan $scratch/near.in"
pair "rotation-judge-lite: stdin (A) vs cat | (B)" \
  "$programs/rotation-judge-lite < $scratch/boards.in" "cat $scratch/boards.in | $programs/rotation-judge-lite"

# The first run on a machine builds the start-up databases into the cache.
start=$(now)
"$programs/fifteen-puzzle" "$scratch/korf42_48.in" > /dev/null
printf 'fifteen-puzzle, first run on the 17 Korf boards (builds the cache): %.2f s\n' "$(since "$start")"
for input in one_move walk30 korf_edge1 korf_edge11 korf42_48; do
  pair "fifteen-puzzle default (A) vs manhattan (B): $input" \
    "$programs/fifteen-puzzle $scratch/$input.in" \
    "$programs/fifteen-puzzle --heuristic=manhattan $scratch/$input.in"
done
start=$(now)
"$programs/fifteen-puzzle" examples/data/fifteen_korf100.in > /dev/null
printf "fifteen-puzzle default, Korf's 100 (cache filled): %.2f s\n" "$(since "$start")"

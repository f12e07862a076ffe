#!/usr/bin/env bash
# The 3x3x3 from its definition on random walks: puzzle-solve's whole
# process with its tables looked up on the state alone (--images=1) and on
# the images it picks (--images=auto, the default), the same answers
# checked, nodes from --stats. The tables are read from a cache of this
# run's own, filled by a first run that is not timed.
#
#   bench/cube3_walks.sh [BUILD_DIR] [WALKS] [LENGTH] [MEMORY_MB]
#                         (default build/default, 20, 14, 256)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
walks=${2:-20}
length=${3:-14}
memory=${4:-256}
solve=$build/examples/puzzle-solve
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export ROTATION_CACHE_DIR="$scratch/cache"

awk -v walks="$walks" -v moves="$length" 'BEGIN {
  srand(2026); split("U U2 U\x27 R R2 R\x27 F F2 F\x27 D D2 D\x27 L L2 L\x27 B B2 B\x27", move, " ")
  for (n = 0; n < walks; ++n) {
    line = ""
    for (k = 0; k < moves; ++k) line = line (k ? " " : "") move[int(rand() * 18) + 1]
    print line
  }
}' > "$scratch/walks.txt"
definition=examples/data/puzzles/cube3.tws
"$solve" --memory="$memory" "$definition" < /dev/null > /dev/null  # fills the cache

now() { date +%s.%N; }
for images in 1 auto; do
  start=$(now)
  "$solve" --stats --memory="$memory" --images="$images" "$definition" "$scratch/walks.txt" \
    > "$scratch/answers.$images" 2> "$scratch/stats.$images"
  seconds=$(awk -v start="$start" -v end="$(now)" 'BEGIN { print end - start }')
  nodes=$(awk '/nodes expanded/ { for (i = 1; i <= NF; ++i) if ($(i + 1) == "nodes") n += $i } END { print n }' \
    "$scratch/stats.$images")
  printf -- '--images=%-5s %12s nodes expanded %8.2f s\n' "$images" "$nodes" "$seconds"
done
cmp -s "$scratch/answers.1" "$scratch/answers.auto" || { echo "the answers differ" >&2; exit 1; }
echo "lengths: $(awk '{ print NF }' "$scratch/answers.1" | sort -n | uniq -c | awk '{ printf "%s%dx%d", (NR > 1 ? ", " : ""), $1, $2 }')"

#!/usr/bin/env bash
# The 24-puzzle's hard instances, outside CI: Korf and Taylor's ten random
# boards (examples/data/fifteen24_korf_taylor10.in, numbered 1 to 10 as
# published), the ones chosen, each solved by fifteen-puzzle --size=5 with
# the large databases of --pdb-dir (built there first when missing: about 5
# minutes on 2 cores, 510 MB on disk), then its answer replayed on its board
# and checked against the published length (tests/puzzles/replay_fifteen.cmake).
#
#   bench/korf_taylor24.sh PDB_DIR [THREADS [CASE...]]
#       THREADS: the search's threads, default 0 (one per core)
#       CASE: instance numbers, default 2 1 (the two easiest: 95 and 100 moves)
#   BUILD_DIR=build/default (the default) holds examples/fifteen-puzzle.
#   CHECKPOINT_DIR=DIR: each instance's search saved every minute to
#       DIR/korf_taylor24-N.checkpoint and, run again, resumed from it (an
#       instance of hours survives a reboot; the file goes once it is solved).
#
# Per case it prints a line before each pass of the search (--progress),
# fifteen-puzzle's --stats line (nodes, passes, the search's time, the
# databases' loading apart on the line before) and the answer; it stops at the first answer that does not replay to the goal in
# the published number of moves.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; }
if [ $# -ge 1 ] && { [ "$1" = "-h" ] || [ "$1" = "--help" ]; }; then
  usage
  exit 0
fi
[ $# -ge 1 ] || { usage >&2; exit 2; }
pdb_dir=$1
threads=${2:-0}
shift $(($# >= 2 ? 2 : 1))
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(2 1)
program=${BUILD_DIR:-build/default}/examples/fifteen-puzzle
boards=examples/data/fifteen24_korf_taylor10.in
lengths=examples/data/fifteen24_korf_taylor10.lengths
[ -x "$program" ] || { echo "korf_taylor24.sh: build $program first" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for n in "${cases[@]}"; do
  case $n in
    [1-9] | 10) ;;
    *) echo "korf_taylor24.sh: no instance '$n' (1 to 10)" >&2; exit 2 ;;
  esac
  # Line 1 of the boards file is the count; instance n is line n + 1.
  { echo 1; sed -n "$((n + 1))p" "$boards"; } > "$scratch/board.in"
  sed -n "${n}p" "$lengths" > "$scratch/length"
  case $threads in
    0) on="every core" ;;
    1) on="1 thread" ;;
    *) on="$threads threads" ;;
  esac
  echo "instance $n ($(cat "$scratch/length") moves published), on $on:"
  checkpoint=()
  if [ -n "${CHECKPOINT_DIR:-}" ]; then
    mkdir -p "$CHECKPOINT_DIR"
    checkpoint=(--checkpoint="$CHECKPOINT_DIR/korf_taylor24-$n.checkpoint")
  fi
  "$program" --size=5 --pdb-dir="$pdb_dir" --threads="$threads" --stats --progress \
    ${checkpoint[@]+"${checkpoint[@]}"} "$scratch/board.in" > "$scratch/answer"
  cat "$scratch/answer"
  cmake -DBOARDS="$scratch/board.in" -DANSWERS="$scratch/answer" -DLENGTHS="$scratch/length" \
    -P tests/puzzles/replay_fifteen.cmake
done

#!/usr/bin/env bash
# A rank killed in the middle of a distributed search ends the whole run, with
# a non-zero status and a message naming the rank, within seconds: never a run
# whose other ranks wait for it forever.
#
#   rank_killed.sh MPIEXEC PROGRAM   PROGRAM: rotation-mpi-tests (its --long search)
set -euo pipefail
mpiexec=$1
program=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$mpiexec" -np 3 --oversubscribe "$program" --long > "$out/stdout" 2> "$out/stderr" &
run=$!
# The search under way: its second pass (the first handed out in units) has begun.
for _ in $(seq 600); do
  [ "$(grep -c '^searching' "$out/stdout" || true)" -ge 2 ] && break
  sleep 0.1
done
if [ "$(grep -c '^searching' "$out/stdout" || true)" -lt 2 ]; then
  echo "the search did not begin within a minute" >&2
  kill "$run" 2> /dev/null || true
  exit 1
fi
# Rank 1 is the process whose environment says so (Open MPI sets it).
victim=""
for pid in $(pgrep -f -- "$program --long"); do
  if tr '\0' '\n' < "/proc/$pid/environ" 2> /dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=1'; then
    victim=$pid
  fi
done
[ -n "$victim" ] || { echo "no rank 1 found" >&2; kill "$run"; exit 1; }
kill -KILL "$victim"
killed=$SECONDS
status=0
for _ in $(seq 200); do
  kill -0 "$run" 2> /dev/null || break
  sleep 0.1
done
if kill -0 "$run" 2> /dev/null; then
  echo "the run still going 20 s after rank 1 was killed" >&2
  kill "$run"
  exit 1
fi
wait "$run" || status=$?
echo "the run ended $((SECONDS - killed)) s after rank 1 was killed, with status $status"
[ "$status" -ne 0 ] || { echo "a run with a rank killed ended with status 0" >&2; exit 1; }
grep -q 'rank 1' "$out/stderr" || {
  echo "no message names rank 1; standard error:" >&2
  cat "$out/stderr" >&2
  exit 1
}
if grep -q '^found' "$out/stdout"; then
  echo "the search was over before rank 1 was killed" >&2
  exit 1
fi

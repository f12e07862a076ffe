#!/usr/bin/env bash
# Runs every rotation fuzz harness for a bounded time, each on a copy of its
# seed corpus in a temporary directory (the committed corpus is never
# touched), and prints one summary line per harness. Exits non-zero if any
# harness crashes, trips a sanitizer, times out on an input, leaks or runs out
# of memory; the log and the failing input are then kept and their paths shown.
#
# usage: tests/fuzz/run_fuzzers.sh [SECONDS [BIN_DIR]]
#   SECONDS  how long each harness fuzzes (default 60)
#   BIN_DIR  where the harness programs are, <build>/tests/fuzz (default:
#            $ROTATION_FUZZ_BIN_DIR, else build/fuzz/tests/fuzz of this
#            checkout if it is there, else the current directory)
# environment:
#   ROTATION_FUZZERS         harnesses to run (default: all three)
#   ROTATION_FUZZ_TIMEOUT    seconds one input may take before it counts as a
#                            hang (default 10; a board takes microseconds)
#   ROTATION_FUZZ_KEEP=1     keep the work directory (grown corpora, logs)
set -uo pipefail

usage() { sed -n '/^# usage:/,/^set /{/^set /d;s/^# \{0,1\}//;p;}' "$0" >&2; exit 2; }

seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
default_bin_dir=.
[[ -d $here/../../build/fuzz/tests/fuzz ]] && default_bin_dir=$here/../../build/fuzz/tests/fuzz
bin_dir=${2:-${ROTATION_FUZZ_BIN_DIR:-$default_bin_dir}}
timeout_per_input=${ROTATION_FUZZ_TIMEOUT:-10}
harnesses=${ROTATION_FUZZERS:-fuzz_board_parser fuzz_judge_reader fuzz_move_parser}

case $seconds in -h|--help) usage ;; esac
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "run_fuzzers.sh: SECONDS must be a positive integer, not '$seconds'" >&2; usage; }
[[ $timeout_per_input =~ ^[1-9][0-9]*$ ]] || { echo "run_fuzzers.sh: ROTATION_FUZZ_TIMEOUT must be a positive integer" >&2; exit 2; }
for harness in $harnesses; do
  if [[ ! -x $bin_dir/$harness ]]; then
    echo "run_fuzzers.sh: no program $bin_dir/$harness: build the fuzzers (clang++," \
         "ROTATION_BUILD_FUZZERS=ON) and give their directory as BIN_DIR" >&2
    exit 2
  fi
  if [[ ! -d $here/corpus/$harness ]]; then
    echo "run_fuzzers.sh: no seed corpus $here/corpus/$harness" >&2
    exit 2
  fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/rotation-fuzz.XXXXXX") || exit 2
keep=${ROTATION_FUZZ_KEEP:-0}
# shellcheck disable=SC2317  # called by the trap
cleanup() { if [[ $keep == 0 ]]; then rm -rf "$work"; fi; }
trap cleanup EXIT
trap 'keep=1; echo "run_fuzzers.sh: interrupted; work directory kept: $work" >&2; exit 130' INT TERM

export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# The value of "name: value" or of a libFuzzer "stat::name: value" line in a log.
final_stat() { sed -n "s/^stat::$2: *//p" "$1" | tail -n 1; }

failures=0
for harness in $harnesses; do
  dir=$work/$harness
  mkdir -p "$dir/corpus" "$dir/artifacts"
  cp -R "$here/corpus/$harness/." "$dir/corpus/"
  seeds=$(find "$dir/corpus" -type f | wc -l)
  # The judge reader caps lines at 4096 bytes: let inputs grow past that.
  extra=()
  [[ $harness == fuzz_judge_reader ]] && extra=(-max_len=8192)

  # libFuzzer stops itself after -max_total_time; the outer timeout only
  # guards against a hang that libFuzzer itself cannot see.
  timeout --kill-after=10 $((seconds + 120)) \
    "$bin_dir/$harness" "$dir/corpus" \
      -max_total_time="$seconds" -timeout="$timeout_per_input" \
      -error_exitcode=77 -timeout_exitcode=70 -rss_limit_mb=2048 \
      -artifact_prefix="$dir/artifacts/" -print_final_stats=1 "${extra[@]}" \
      >"$dir/log" 2>&1
  status=$?

  runs=$(final_stat "$dir/log" number_of_executed_units)
  speed=$(final_stat "$dir/log" average_exec_per_sec)
  rss=$(final_stat "$dir/log" peak_rss_mb)
  last=$(grep -E '^#[0-9]+' "$dir/log" | tail -n 1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$last")
  numbers="${seconds} s, ${runs:-?} runs, ${speed:-?} exec/s, cov ${cov:-?}, ft ${ft:-?}, corpus ${seeds} -> ${corp:-?}, peak rss ${rss:-?} MB"

  if [[ $status -eq 0 ]]; then
    printf '%-18s PASS  %s\n' "$harness" "$numbers"
    continue
  fi
  failures=$((failures + 1))
  keep=1
  # libFuzzer names the input it saves after what went wrong.
  artifact=$(find "$dir/artifacts" -type f | head -n 1)
  case ${artifact##*/} in
    crash-*) why="crash, sanitizer report or failed check" ;;
    leak-*) why="memory leak" ;;
    timeout-*) why="an input ran over ${timeout_per_input} s" ;;
    oom-*) why="out of memory (over 2048 MB)" ;;
    *) case $status in
         124|137) why="the whole run hung past $((seconds + 120)) s" ;;
         *) why="exit status $status" ;;
       esac ;;
  esac
  printf '%-18s FAIL  %s: %s\n' "$harness" "$why" "$numbers"
  if [[ -n $artifact ]]; then
    printf '%-18s       input: %s\n' "" "$artifact"
    printf '%-18s       reproduce: %s %s\n' "" "$bin_dir/$harness" "$artifact"
  fi
  printf '%-18s       log: %s\n' "" "$dir/log"
  grep -E -m 1 -A 20 'ERROR: |runtime error: |fuzz invariant violated|deadly signal|terminate called|ALARM: ' \
    "$dir/log" | sed 's/^/    | /'
done

if [[ $keep != 0 ]]; then echo "work directory kept: $work"; fi
if [[ $failures -ne 0 ]]; then
  echo "run_fuzzers.sh: $failures of $(wc -w <<<"$harnesses") harnesses failed" >&2
  exit 1
fi
exit 0

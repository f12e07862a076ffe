#!/usr/bin/env bash
# The library on WebAssembly: builds rotation-judge-lite for wasm32-wasi with
# clang 19 and its WASI libc++ (no exceptions, no threads in that runtime),
# runs it under node's WASI on the judge sample and compares the answers byte
# for byte, then checks that a bad board is refused with the library's message,
# and that tables a 32-bit target cannot index are refused (too_large.cpp).
#
#   tests/wasm/check.sh [OUTPUT_DIR]      (default build/wasm)
#
# Needs clang++-19, lld-19, wasi-libc, libc++-19-dev-wasm32,
# libc++abi-19-dev-wasm32, libclang-rt-19-dev-wasm32 (Debian 12) and node.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/wasm}
mkdir -p "$out"
wasm="$out/rotation-judge-lite.wasm"

clang++-19 --target=wasm32-wasi -std=c++20 -O2 -fno-exceptions \
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Werror \
  -I include -c examples/rotation_judge_lite.cpp -o "$out/rotation-judge-lite.o"
# Linked without an -O option: with one, clang runs binaryen's wasm-opt
# whenever it finds one on PATH (CI installs binaryen for the playground), and
# what is tested would depend on what happens to be installed.
clang++-19 --target=wasm32-wasi "$out/rotation-judge-lite.o" -o "$wasm"
echo "built $wasm: $(wc -c < "$wasm") bytes"

# Every public header compiles alone for the target, warning-free; the ones
# that need file streams, which WASI's libc++ lacks, say so. One compiler a
# core: a header takes a second or two, and there are about ninety.
check_header() {
  local header=$1 out=$2 unit
  unit=$(mktemp -d "$out/header.XXXXXX")
  printf '#include <%s>\nint main() {}\n' "$header" > "$unit/header.cpp"
  local needs_files=0
  case "$header" in
    rotation/search/pattern_database_file.hpp | rotation/table_file.hpp | \
      rotation/search/checkpoint_file.hpp | rotation/permutation/table_cache.hpp) needs_files=1 ;;
  esac
  if clang++-19 --target=wasm32-wasi -std=c++20 -fsyntax-only -fno-exceptions \
      -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Werror \
      -I include "$unit/header.cpp" 2> "$unit/header.err"; then
    if [ "$needs_files" -eq 1 ]; then
      echo "$header compiled for wasm32-wasi, which has no file streams" >&2
      return 1
    fi
  elif [ "$needs_files" -eq 0 ] ||
    ! grep -q "this standard library has no file streams" "$unit/header.err"; then
    echo "$header:" >&2
    cat "$unit/header.err" >&2
    return 1
  fi
  rm -r "$unit"
}
export -f check_header
# Not the distributed layer (rotation/distributed): it needs MPI and threads,
# which this target has neither of, and no other header includes it.
(cd include && find rotation -name '*.hpp' -not -path 'rotation/distributed/*' | sort) |
  xargs -P "$(nproc)" -I{} bash -c 'check_header "$1" "$2"' _ {} "$out"
echo "every public header compiles for wasm32-wasi"

run() { node --no-warnings tests/wasm/run_wasi.mjs "$wasm"; }

run < examples/data/rotation_sample.in > "$out/sample.out"
cmp examples/data/rotation_sample.out "$out/sample.out"
echo "the judge sample: answers as published"

status=0
printf '1 2 3\n' | run > "$out/bad.out" 2> "$out/bad.err" || status=$?
expected="rotation-judge-lite: line 1 (case 1): expected 24 symbols, got 3"
if [ "$status" -ne 1 ] || [ "$(cat "$out/bad.err")" != "$expected" ] || [ -s "$out/bad.out" ]; then
  echo "a bad board: exit $status, standard error:" >&2
  cat "$out/bad.err" >&2
  echo "expected exit 1 and: $expected" >&2
  exit 1
fi
echo "a bad board: refused with the library's message"

# Counts of 2^32 or more do not fit the target's size_t: refused before
# anything is allocated, not narrowed into a small table read out of bounds.
large="$out/too_large.wasm"
clang++-19 --target=wasm32-wasi -std=c++20 -O2 -fno-exceptions \
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Werror \
  -I include tests/wasm/too_large.cpp -o "$large"
refused() {
  local status=0
  node --no-warnings tests/wasm/run_wasi.mjs "$large" "$1" > "$out/large.out" 2> "$out/large.err" ||
    status=$?
  if [ "$status" -ne 3 ] || [ "$(cat "$out/large.err")" != "refused: $2" ]; then
    echo "too_large $1: exit $status, standard output and error:" >&2
    cat "$out/large.out" "$out/large.err" >&2
    echo "expected exit 3 and: refused: $2" >&2
    exit 1
  fi
}
refused abstraction "pattern database 'chain': 4294967360 states, more than a 32-bit target can index (at most 4294967295)"
refused size17 "pattern database: 4426165368 placements, more than a 32-bit target can index (at most 4294967295)"
echo "tables of 2^32 entries or more: refused on wasm32"

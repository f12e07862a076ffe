#!/usr/bin/env bash
# What a user pays at every build for this header-only library: the CPU time
# (user + system, the median of N runs) of compiling one file, for files that
# include more and more of the library, against a file that includes only the
# standard headers the library includes. The table in docs/performance.md
# comes from it.
#
#   bench/compile_time.sh [RUNS]     (default 5; CXX and CXXFLAGS are honoured,
#                                     default g++ and -std=c++20 -O2)
#
# CPU time, not wall time, so that a busy machine changes the figures less;
# still, run it on an idle one.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
cxx=${CXX:-g++}
read -r -a flags <<< "${CXXFLAGS:--std=c++20 -O2}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The standard headers the library includes, and nothing else.
grep -rhoE '^#include <[a-z_]+>' include/rotation | sort -u > "$work/standard_headers.cpp"
echo 'int main() {}' >> "$work/standard_headers.cpp"

# The n-th ```cpp block of a Markdown file.
block() { awk -v n="$2" '/^```cpp$/ { k++; inside = (k == n); next } /^```/ { inside = 0 } inside' "$1"; }
block README.md 1 > "$work/readme_first_program.cpp"
block docs/extending.md 1 > "$work/driver_alone_pancakes.cpp"

printf '#include <rotation/rotation.hpp>\nint main() {}\n' > "$work/include_everything.cpp"
printf '#include <rotation/search/ida_star.hpp>\nint main() {}\n' > "$work/include_driver.cpp"
cat > "$work/board_alone.cpp" <<'CPP'
#include <rotation/board.hpp>
#include <cstdio>
int main(int, char** argv) {
  auto board = rotation::Board<>::parse(argv[0]);
  board.apply(rotation::Move<>::from_letter('A'));
  std::printf("%d\n", board.is_solved());
}
CPP

seconds() {  # the median CPU time of compiling $1, in seconds
  local file=$1 times=()
  for ((i = 0; i < runs; ++i)); do
    times+=("$( { /usr/bin/time -f '%U %S' "$cxx" "${flags[@]}" -I include -c "$file" -o /dev/null; } 2>&1 |
      awk '{ printf "%.2f", $1 + $2 }')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

base=$(seconds "$work/standard_headers.cpp")
echo "$cxx ${flags[*]}, the median of $runs runs, CPU seconds (user + system)"
echo
echo "| file | seconds | against the standard headers |"
echo "|---|---|---|"
row() {  # row FILE LABEL
  local s
  s=$([ "$1" = standard_headers ] && echo "$base" || seconds "$work/$1.cpp")
  echo "| $2 | $s | $(awk -v s="$s" -v b="$base" 'BEGIN { printf "%.2fx", s / b }') |"
}
row standard_headers "the standard headers the library includes, nothing else"
row include_driver "\`#include <rotation/search/ida_star.hpp>\` (the IDA* driver alone)"
row driver_alone_pancakes "the pancake program of docs/extending.md (the driver alone, used)"
row board_alone "\`#include <rotation/board.hpp>\`: a board parsed and moved"
row include_everything "\`#include <rotation/rotation.hpp>\` (everything), nothing used"
row readme_first_program "the README's first program: rotation.hpp, parse, solve, print"

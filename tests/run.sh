#!/usr/bin/env bash
# Every test, on a fresh Debian 12 (or Ubuntu) machine: installs from the
# distribution what the tests need and the machine lacks (as root, or through
# sudo), says exactly what to install where it cannot, then builds everything
# and runs every test (`cmake --workflow --preset test`).
#
#   tests/run.sh            the Quick start's second command; CI runs it first
#
# Needs: a C++20 compiler (g++ 12 or clang++ 14), CMake 3.25, Ninja, Catch2,
# Google Benchmark, pkg-config (the test of the installed rotation.pc) and
# Open MPI (the distributed searches' tests run three ranks under mpirun).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each need: a command that tells whether it is met, and its Debian package.
missing=()
need() {  # need PACKAGE TEST...
  local package=$1
  shift
  "$@" > /dev/null 2>&1 || missing+=("$package")
}
has_cmake_3_25() {
  local version
  version=$(cmake --version | sed -n 's/^cmake version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
  read -r major minor <<< "$version"
  [ "$major" -gt 3 ] || { [ "$major" -eq 3 ] && [ "$minor" -ge 25 ]; }
}
has_header() {  # has_header HEADER: the C++ compiler finds it
  printf '#include <%s>\n' "$1" | "${CXX:-c++}" -std=c++20 -x c++ -fsyntax-only - 2> /dev/null
}

need g++ command -v "${CXX:-c++}"
need cmake has_cmake_3_25
need ninja-build command -v ninja
need pkg-config command -v pkg-config
need catch2 has_header catch2/catch.hpp
need libbenchmark-dev has_header benchmark/benchmark.h
need libopenmpi-dev command -v mpicxx
need openmpi-bin command -v mpirun

if [ ${#missing[@]} -gt 0 ]; then
  install=(apt-get install -y --no-install-recommends "${missing[@]}")
  if ! command -v apt-get > /dev/null; then
    echo "tests/run.sh: missing ${missing[*]} (Debian package names); install them, then run me again" >&2
    exit 1
  fi
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    # sudo, if it may run without a password or can ask for one here.
    if command -v sudo > /dev/null && { sudo -n true 2> /dev/null || [ -t 0 ]; }; then
      as_root=(sudo)
    else
      echo "tests/run.sh: missing ${missing[*]}; as root, run: apt-get update && ${install[*]}" >&2
      exit 1
    fi
  fi
  echo "tests/run.sh: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update
  "${as_root[@]}" "${install[@]}"
fi

cmake --workflow --preset test

#pragma once

// Bit helpers shared by the cell masks and the subset ranking.

#include <cstdint>

namespace rotation::detail {

// Portable population count: GCC's std::popcount calls a library routine
// unless the target has a popcnt instruction; this stays inline everywhere
// (and compilers turn it into popcnt where they may).
constexpr int popcount(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555u);
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return static_cast<int>((x * 0x0101010101010101u) >> 56);
}

}  // namespace rotation::detail

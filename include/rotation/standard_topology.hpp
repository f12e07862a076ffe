#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The board of the Rotation Game, cells numbered row by row:
//
//         0     1
//         2     3
//   4  5  6  7  8  9 10
//        11    12
//  13 14 15 16 17 18 19
//        20    21
//        22    23

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "topology.hpp"

namespace rotation {

struct StandardTopology {
  static constexpr std::size_t cell_count = 24;
  static constexpr int symbol_count = 3;

  // Moves A..D are the four lines as the puzzle states them. E..H rotate the
  // same lines the other way, so they are written as reversals rather than
  // copied out: E reverses B, F reverses A, G reverses D, H reverses C.
  static constexpr std::array<std::array<Cell, 7>, 8> lines = [] {
    constexpr std::array<std::array<Cell, 7>, 4> forward{{
        {0, 2, 6, 11, 15, 20, 22},    // A: left column, upwards
        {1, 3, 8, 12, 17, 21, 23},    // B: right column, upwards
        {10, 9, 8, 7, 6, 5, 4},       // C: upper row, rightwards
        {19, 18, 17, 16, 15, 14, 13}  // D: lower row, rightwards
    }};
    constexpr std::array<std::size_t, 4> reversed_from{1, 0, 3, 2};  // E, F, G, H
    std::array<std::array<Cell, 7>, 8> all{};
    for (std::size_t m = 0; m < 4; ++m) {
      all[m] = forward[m];
      std::ranges::reverse_copy(forward[reversed_from[m]], all[4 + m].begin());
    }
    return all;
  }();

  static constexpr std::array<Cell, 8> center{6, 7, 8, 11, 12, 15, 16, 17};

  static constexpr std::array<GridPosition, 24> layout{{
      {0, 2}, {0, 4},                                          // 0, 1
      {1, 2}, {1, 4},                                          // 2, 3
      {2, 0}, {2, 1}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6},  // 4 .. 10
      {3, 2}, {3, 4},                                          // 11, 12
      {4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}, {4, 5}, {4, 6},  // 13 .. 19
      {5, 2}, {5, 4},                                          // 20, 21
      {6, 2}, {6, 4},                                          // 22, 23
  }};
};

static_assert(Topology<StandardTopology>);
// Instantiating the facts runs every consistency check on the tables.
static_assert(TopologyFacts<StandardTopology>::inverse ==
                  std::array<std::uint8_t, 8>{5, 4, 7, 6, 1, 0, 3, 2},
              "A<->F, B<->E, C<->H, D<->G as the puzzle states");

}  // namespace rotation

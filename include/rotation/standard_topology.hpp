#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The board of the Rotation Game, cells numbered row by row:
///
///            0     1
///            2     3
///      4  5  6  7  8  9 10
///           11    12
///     13 14 15 16 17 18 19
///           20    21
///           22    23

#include <array>
#include <cstddef>
#include <cstdint>

#include "hash_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// The standard board is the size-7 member of the # family.
using StandardTopology = HashTopology<7>;

namespace detail {

// The tables as the puzzle states them, to check the generated ones against.
// Moves A..D are the four lines; E..H rotate them the other way.
struct PublishedStandardTables {
  static constexpr std::array<std::array<Cell, 7>, 8> lines{{
      {0, 2, 6, 11, 15, 20, 22},     // A: left column, upwards
      {1, 3, 8, 12, 17, 21, 23},     // B: right column, upwards
      {10, 9, 8, 7, 6, 5, 4},        // C: upper row, rightwards
      {19, 18, 17, 16, 15, 14, 13},  // D: lower row, rightwards
      {23, 21, 17, 12, 8, 3, 1},     // E: B reversed
      {22, 20, 15, 11, 6, 2, 0},     // F: A reversed
      {13, 14, 15, 16, 17, 18, 19},  // G: D reversed
      {4, 5, 6, 7, 8, 9, 10},        // H: C reversed
  }};
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

}  // namespace detail

static_assert(StandardTopology::cell_count == 24 && StandardTopology::symbol_count == 3);
static_assert(StandardTopology::lines == detail::PublishedStandardTables::lines,
              "the generated size-7 lines are the puzzle's");
static_assert(StandardTopology::center == detail::PublishedStandardTables::center);
static_assert(StandardTopology::layout == detail::PublishedStandardTables::layout);
static_assert(Topology<StandardTopology>);
// Instantiating the facts runs every consistency check on the tables.
static_assert(TopologyFacts<StandardTopology>::inverse ==
                  std::array<std::uint8_t, 8>{5, 4, 7, 6, 1, 0, 3, 2},
              "A<->F, B<->E, C<->H, D<->G as the puzzle states");

}  // namespace rotation

#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The # board of any odd size L >= 5: two full columns and two full rows of L
/// cells on an L x L grid, at indices c1 = (L - 3) / 2 and c2 = (L + 1) / 2.
/// Size 7 is the Rotation Game's board (standard_topology.hpp); size 5 has 16
/// cells and 2 symbols, size 9 has 32 cells and 4 symbols, size 11 has 40 cells
/// and 5 symbols. Every table is generated from L at compile time:
///
///     cells    every grid square on one of the four lines, numbered row by row,
///              top to bottom, left to right, from 0: 4L - 4 of them
///     moves    A: column c1, head at the top (blocks move up); B: column c2, the
///              same; C: row c1, head at the right end (blocks move right);
///              D: row c2, the same; E, F, G, H reverse B, A, D, C
///     center   the 8 cells around the middle square: rows c1..c2 x columns
///              c1..c2, less the middle square itself
///     symbols  1 .. (L - 1) / 2, eight blocks of each
///
/// Size 5, for example (A = 0 3 7 10 14, C = 6 5 4 3 2):
///
///        0     1
///     2  3  4  5  6
///        7     8
///     9 10 11 12 13
///       14    15

#include <array>
#include <cstddef>
#include <cstdint>

#include "topology.hpp"

namespace rotation {

/// The # board of odd size L >= 5, as a Topology, every table generated from L at compile
/// time. `HashTopology<7>` is the Rotation Game's board, StandardTopology.
template <std::size_t L>
struct HashTopology {
  static_assert(L >= 5 && L % 2 == 1, "the # board has an odd size of 5 or more");
  static_assert(4 * L - 4 <= 64, "cell sets are 64-bit masks: the # board has at most size 17");

  static constexpr std::size_t size = L;  ///< The side of the grid, in squares.
  /// 4L - 4: every grid square on one of the four lines.
  static constexpr std::size_t cell_count = 4 * L - 4;
  /// (L - 1) / 2 symbols, eight blocks of each.
  static constexpr int symbol_count = static_cast<int>(L - 1) / 2;

 private:
  static constexpr std::size_t c1 = (L - 3) / 2;
  static constexpr std::size_t c2 = (L + 1) / 2;

  static constexpr bool on_board(std::size_t row, std::size_t column) {
    return row == c1 || row == c2 || column == c1 || column == c2;
  }

  // cell_at[row][column]: the cell's number, or cell_count off the board.
  static constexpr auto cell_at = [] {
    std::array<std::array<std::size_t, L>, L> grid{};
    std::size_t next = 0;
    for (std::size_t r = 0; r < L; ++r)
      for (std::size_t c = 0; c < L; ++c) grid[r][c] = on_board(r, c) ? next++ : cell_count;
    return grid;
  }();

 public:
  /// The lines of the moves: A and B the columns c1 and c2, head at the top; C and D the
  /// rows c1 and c2, head at the right end; E, F, G, H reverse B, A, D, C.
  static constexpr std::array<std::array<Cell, L>, 8> lines = [] {
    std::array<std::array<Cell, L>, 8> all{};
    for (std::size_t k = 0; k < L; ++k) {
      all[0][k] = static_cast<Cell>(cell_at[k][c1]);          // A: column c1, from the top
      all[1][k] = static_cast<Cell>(cell_at[k][c2]);          // B: column c2, from the top
      all[2][k] = static_cast<Cell>(cell_at[c1][L - 1 - k]);  // C: row c1, from the right
      all[3][k] = static_cast<Cell>(cell_at[c2][L - 1 - k]);  // D: row c2, from the right
    }
    constexpr std::array<std::size_t, 4> reversed_from{1, 0, 3, 2};  // E, F, G, H
    for (std::size_t m = 0; m < 4; ++m)
      for (std::size_t k = 0; k < L; ++k) all[4 + m][k] = all[reversed_from[m]][L - 1 - k];
    return all;
  }();

  /// The 8 cells around the middle square.
  static constexpr std::array<Cell, 8> center = [] {
    std::array<Cell, 8> cells{};
    std::size_t n = 0;
    for (std::size_t r = c1; r <= c2; ++r)
      for (std::size_t c = c1; c <= c2; ++c)
        if (r != c1 + 1 || c != c1 + 1) cells[n++] = static_cast<Cell>(cell_at[r][c]);
    return cells;
  }();

  /// Each cell drawn at its own square of the L x L grid.
  static constexpr std::array<GridPosition, cell_count> layout = [] {
    std::array<GridPosition, cell_count> at{};
    for (std::size_t r = 0; r < L; ++r)
      for (std::size_t c = 0; c < L; ++c)
        if (on_board(r, c))
          at[cell_at[r][c]] = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c)};
    return at;
  }();
};

}  // namespace rotation

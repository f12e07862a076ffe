#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Layer 1: what a board topology is, and what follows from its tables.
/// A topology is pure data (which cells each move rotates, which cells form the
/// center, where each cell is drawn); everything else is derived here at compile
/// time and checked with static_asserts, so a wrong table fails the build rather
/// than a search. Nothing here knows about searching.

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

namespace rotation {

/// Index of a cell of the board, 0 .. cell_count - 1.
using Cell = std::uint8_t;

/// Where a cell is drawn when a board is rendered as text.
struct GridPosition {
  std::uint8_t row;     ///< The text row, 0 at the top.
  std::uint8_t column;  ///< The column, 0 at the left.
  /// Two positions are equal when both their row and their column are.
  friend constexpr bool operator==(GridPosition, GridPosition) = default;
};

/// A board topology: a type that names its tables as static constexpr members.
/// - `cell_count`: number of cells
/// - `symbol_count`: symbols are 1 .. symbol_count
/// - `lines`: one line per move, as `std::array<std::array<Cell, L>, M>`;
///   move i sends the block on `lines[i][k + 1]` to `lines[i][k]` and
///   the head block `lines[i][0]` to the tail
/// - `center`: the cells that must all hold one symbol
/// - `layout`: one GridPosition per cell, for rendering
///
/// The concept checks only that the tables exist; TopologyFacts checks what they hold.
// clang-format off
template <class T>
concept Topology = requires {
  { T::cell_count } -> std::convertible_to<std::size_t>;
  { T::symbol_count } -> std::convertible_to<int>;
  { T::lines.size() } -> std::convertible_to<std::size_t>;
  { T::lines[0].size() } -> std::convertible_to<std::size_t>;
  { T::lines[0][0] } -> std::convertible_to<Cell>;
  { T::center.size() } -> std::convertible_to<std::size_t>;
  { T::center[0] } -> std::convertible_to<Cell>;
  { T::layout[0] } -> std::convertible_to<GridPosition>;
};
// clang-format on

namespace detail {

template <class Array>
constexpr bool all_distinct_and_below(const Array& cells, std::size_t limit) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] >= limit) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (cells[i] == cells[j]) return false;
  }
  return true;
}

template <class Line>
constexpr bool is_reverse(const Line& a, const Line& b) {
  return std::equal(a.begin(), a.end(), b.rbegin());
}

template <class LineA, class LineB>
constexpr bool share_a_cell(const LineA& a, const LineB& b) {
  for (auto x : a)
    for (auto y : b)
      if (x == y) return true;
  return false;
}

}  // namespace detail

/// Everything derived from a topology's tables, computed once at compile time.
/// Instantiating it checks the tables with static_asserts, so a wrong table fails the build.
template <Topology T>
struct TopologyFacts {
  static constexpr std::size_t cell_count = T::cell_count;        ///< The number of cells.
  static constexpr int symbol_count = T::symbol_count;            ///< The number of symbols.
  static constexpr std::size_t move_count = T::lines.size();      ///< The number of moves.
  static constexpr std::size_t line_length = T::lines[0].size();  ///< The length of every line.
  static constexpr std::size_t center_size = T::center.size();    ///< The number of center cells.
  /// The number of blocks of each symbol, as many as the center has cells.
  /// The goal needs every block of the center symbol in the center, so there
  /// are exactly as many blocks of each symbol as there are center cells.
  static constexpr int blocks_per_symbol = static_cast<int>(center_size);

  /// True when every line lists distinct cells, each below cell_count.
  static constexpr bool lines_well_formed = [] {
    for (const auto& line : T::lines)
      if (!detail::all_distinct_and_below(line, cell_count)) return false;
    return true;
  }();

  /// `inverse[m]` is the index of the move that rotates the same line the other way.
  static constexpr std::array<std::uint8_t, move_count> inverse = [] {
    std::array<std::uint8_t, move_count> result{};
    for (std::size_t m = 0; m < move_count; ++m) {
      result[m] = static_cast<std::uint8_t>(move_count);  // "none" until found
      for (std::size_t n = 0; n < move_count; ++n)
        if (n != m && detail::is_reverse(T::lines[m], T::lines[n]))
          result[m] = static_cast<std::uint8_t>(n);
    }
    return result;
  }();

  /// True when every move has an inverse: a move whose line is its line reversed.
  static constexpr bool every_move_has_inverse =
      std::ranges::none_of(inverse, [](auto n) { return n == move_count; });

  /// `disjoint[m][n]`: moves m and n touch no common cell, so they commute.
  static constexpr auto disjoint = [] {
    std::array<std::array<bool, move_count>, move_count> result{};
    for (std::size_t m = 0; m < move_count; ++m)
      for (std::size_t n = 0; n < move_count; ++n)
        result[m][n] = !detail::share_a_cell(T::lines[m], T::lines[n]);
    return result;
  }();

  /// `in_center[c]`: cell c is one of the center's.
  static constexpr std::array<bool, cell_count> in_center = [] {
    std::array<bool, cell_count> result{};
    for (auto cell : T::center) result[cell] = true;
    return result;
  }();

  /// True when every cell lies on some line.
  /// A cell on no line never changes: a block there stays there, so a board
  /// that needs it moved could never be solved.
  static constexpr bool every_cell_on_a_line = [] {
    std::array<bool, cell_count> on_a_line{};
    for (const auto& line : T::lines)
      for (auto cell : line)
        if (cell < cell_count) on_a_line[cell] = true;
    return std::ranges::all_of(on_a_line, [](bool on) { return on; });
  }();

  /// True when the lines join every cell to every other, through cells they share.
  /// Cells that share a line can trade blocks; if the lines split the cells
  /// into groups that share none, a block never leaves its group, and most
  /// boards could never be solved. (Connected is not enough for every shape:
  /// the pattern database's build checks that every placement reaches the
  /// center.)
  static constexpr bool lines_connect_every_cell = [] {
    std::array<std::size_t, cell_count> group{};
    for (std::size_t c = 0; c < cell_count; ++c) group[c] = c;
    auto root = [&group](std::size_t c) {
      while (group[c] != c) c = group[c];
      return c;
    };
    for (const auto& line : T::lines)
      for (auto cell : line)
        if (cell < cell_count && line[0] < cell_count) group[root(cell)] = root(line[0]);
    for (std::size_t c = 0; c < cell_count; ++c)
      if (root(c) != root(0)) return false;
    return true;
  }();

  static_assert(move_count >= 1 && move_count <= 26,
                "moves are named by the letters A..Z: a topology has 1 to 26 of them");
  static_assert(line_length >= 3, "a line of fewer than 3 cells is its own inverse");
  static_assert(cell_count <= 256, "cells are indexed by std::uint8_t");
  static_assert(lines_well_formed, "every line must list distinct cells, each below cell_count");
  static_assert(every_move_has_inverse,
                "every move needs an inverse: a move whose line is its line reversed");
  static_assert(every_cell_on_a_line,
                "every cell must lie on some line: no move would ever carry a block off it");
  static_assert(lines_connect_every_cell,
                "the lines must connect every cell: blocks never cross between cells that no "
                "chain of lines joins");
  static_assert(detail::all_distinct_and_below(T::center, cell_count),
                "the center must list distinct cells, each below cell_count");
  static_assert(symbol_count >= 1 && symbol_count <= 9,
                "symbols are written as single digits 1..9");
  static_assert(static_cast<std::size_t>(symbol_count) * center_size == cell_count,
                "each symbol has exactly as many blocks as the center has cells");
  static_assert(T::layout.size() == cell_count, "the layout places every cell");
  static_assert(detail::all_distinct_and_below(
                    [] {
                      std::array<std::size_t, cell_count> keys{};
                      for (std::size_t c = 0; c < cell_count; ++c)
                        keys[c] = T::layout[c].row * std::size_t{256} + T::layout[c].column;
                      return keys;
                    }(),
                    std::size_t{256} * 256),
                "the layout must draw each cell at its own position");
};

}  // namespace rotation

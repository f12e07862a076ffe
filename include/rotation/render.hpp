#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A board drawn in the shape of its topology, one text row per layout row:
///
///           1     1
///           1     1
///     3  2  3  2  3  1  3
///     ...

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "board.hpp"

namespace rotation {

/// The board drawn in the shape of its topology, one text row per layout row.
/// Each symbol is right-aligned in three columns at its cell's GridPosition; a row has no
/// trailing spaces and ends in a newline.
template <Topology T>
std::string render(const Board<T>& board) {
  constexpr std::size_t cell_width = 3;
  std::size_t rows = 0;
  std::size_t columns = 0;
  for (const GridPosition& at : T::layout) {
    rows = std::max<std::size_t>(rows, at.row + 1u);
    columns = std::max<std::size_t>(columns, at.column + 1u);
  }
  std::vector<std::string> lines(rows, std::string(columns * cell_width, ' '));
  for (std::size_t c = 0; c < T::layout.size(); ++c) {
    const GridPosition at = T::layout[c];
    lines[at.row][at.column * cell_width + cell_width - 1] = static_cast<char>('0' + board[c]);
  }
  std::string text;
  for (auto& line : lines) {
    line.erase(line.find_last_not_of(' ') + 1);
    text += line;
    text.push_back('\n');
  }
  return text;
}

}  // namespace rotation

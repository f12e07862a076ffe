#pragma once

// Between the test support's plain cells (reference::Cells, samples::Cells:
// a symbol per cell) and the library's boards, and the text of a board for
// test messages. The one copy the tests and the benchmark use.

#include <rotation/board.hpp>

#include <array>
#include <cstddef>
#include <span>
#include <string>

namespace board_cells {

using Cells = std::array<int, 24>;  // reference::Cells and samples::Cells

inline rotation::Board<> to_board(const Cells& cells) {
  return rotation::Board<>(std::span<const int>(cells));
}

inline Cells to_cells(const rotation::Board<>& board) {
  Cells cells{};
  for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = board[c];
  return cells;
}

// "1 1 3 ...": the symbols in cell order, as the judge format writes a board.
inline std::string text_of(const Cells& cells) {
  std::string text;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c != 0) text.push_back(' ');
    text += std::to_string(cells[c]);
  }
  return text;
}

}  // namespace board_cells

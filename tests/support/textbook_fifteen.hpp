#pragma once

// The "plain textbook program" for the 15-puzzle (the 15-puzzle statement): the
// baseline rotation-bench measures the library's rotation::sliding::DomainOf against,
// and in the tests a second, independent source of answers. It shares nothing
// with the library or the example: written from scratch in the style of the
// classic contest solutions. One global board, moves as row and column steps
// tried R D U L, recursive depth-first search that plays and takes back moves
// in place, pruning only the move that undoes the previous one, the Manhattan
// distance recomputed over all 16 cells at every node, IDA*'s bound raised to
// the smallest f that went past it, the answer in a char buffer.
//
// Deliberately NOT optimised beyond that: it is the yardstick, not a rival.
// The only additions are the node counter (one increment per expanded node,
// counted like search::Statistics::nodes_expanded) and the std::string
// wrapper at the bottom.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace textbook15 {

inline int board[16];
inline int blank;
inline int bound;
inline int next_bound;
inline char ans[128];  // optimal 15-puzzle solutions have at most 80 moves
inline std::uint64_t nodes;

inline const int dr[4] = {0, 1, -1, 0};  // R D U L
inline const int dc[4] = {1, 0, 0, -1};
inline const char name[5] = "RDUL";

inline int iabs(int x) { return x < 0 ? -x : x; }

inline int manhattan() {
  int sum = 0;
  for (int i = 0; i < 16; i++) {
    int t = board[i];
    if (t == 0) continue;
    sum += iabs((t - 1) / 4 - i / 4) + iabs((t - 1) % 4 - i % 4);
  }
  return sum;
}

inline bool dfs(int g, int last) {
  int h = manhattan();
  if (g + h > bound) {
    if (g + h < next_bound) next_bound = g + h;
    return false;
  }
  if (h == 0) {
    ans[g] = '\0';
    return true;
  }
  nodes++;
  int r = blank / 4, c = blank % 4;
  for (int m = 0; m < 4; m++) {
    if (last != -1 && m == 3 - last) continue;  // R<->L, D<->U
    int nr = r + dr[m], nc = c + dc[m];
    if (nr < 0 || nr > 3 || nc < 0 || nc > 3) continue;
    int old = blank, nb = nr * 4 + nc;
    board[old] = board[nb];
    board[nb] = 0;
    blank = nb;
    ans[g] = name[m];
    if (dfs(g + 1, m)) return true;
    blank = old;
    board[nb] = board[old];
    board[old] = 0;
  }
  return false;
}

inline bool solvable() {
  int inv = 0;
  for (int i = 0; i < 16; i++)
    for (int j = i + 1; j < 16; j++)
      if (board[i] && board[j] && board[i] > board[j]) inv++;
  return (inv + blank / 4) % 2 == 1;
}

}  // namespace textbook15

// Solves one board given row-major, 0 for the blank: the moves of the blank,
// or "No Solution". Not reentrant: the search state is global, as in the
// textbook program.
inline std::string textbook_fifteen_solve(const std::array<int, 16>& cells) {
  for (std::size_t i = 0; i < 16; i++) {
    textbook15::board[i] = cells[i];
    if (cells[i] == 0) textbook15::blank = static_cast<int>(i);
  }
  if (!textbook15::solvable()) return "No Solution";
  textbook15::bound = textbook15::manhattan();
  for (;;) {
    textbook15::next_bound = 1 << 30;
    if (textbook15::dfs(0, -1)) break;
    textbook15::bound = textbook15::next_bound;
  }
  return std::string(textbook15::ans);
}

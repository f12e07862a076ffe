#pragma once

// The "plain textbook program" for the Rotation Game (POJ 2286), for two uses:
// the baseline rotation-bench measures the library against, and, in the tests,
// an independent source of answers for boards deeper than the breadth-first
// reference (reference_solver.hpp) can reach. Like that reference it shares
// nothing with include/rotation: its own move table, transcribed from the puzzle statement
// section 1, its own board and its own search. Written from scratch for this
// project in the style of the classic contest solutions: one global board,
// a hand-written move table, recursive depth-first search that plays and takes
// back moves in place, pruning only the move that undoes the previous one, the
// bound `8 - count of the most frequent center symbol` recomputed at every
// node, iterative deepening from depth 0, moves tried A..H, the answer in a
// char buffer.
//
// Deliberately NOT optimised beyond that: it is the yardstick, not a rival.
// The only additions are the node counter (one increment per expanded node,
// counted like search::Statistics::nodes_expanded: a node whose moves are
// tried) and the std::string wrapper at the bottom.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace textbook {

// Cells of the '#' board, row by row (see the puzzle statement).
inline int board[24];

// The seven cells of each move's line, head first: new[l_i] = old[l_(i+1)].
inline const int line[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},     // A
    {1, 3, 8, 12, 17, 21, 23},     // B
    {10, 9, 8, 7, 6, 5, 4},        // C
    {19, 18, 17, 16, 15, 14, 13},  // D
    {23, 21, 17, 12, 8, 3, 1},     // E
    {22, 20, 15, 11, 6, 2, 0},     // F
    {13, 14, 15, 16, 17, 18, 19},  // G
    {4, 5, 6, 7, 8, 9, 10},        // H
};
inline const int rev[8] = {5, 4, 7, 6, 1, 0, 3, 2};  // A<->F, B<->E, C<->H, D<->G
inline const int center[8] = {6, 7, 8, 11, 12, 15, 16, 17};

inline char ans[1000];  // "generously sized": no real answer comes near it
inline int maxd;
inline std::uint64_t nodes;  // expanded nodes, all iterations

inline void rotate(int m) {
  int t = board[line[m][0]];
  for (int i = 0; i < 6; i++) board[line[m][i]] = board[line[m][i + 1]];
  board[line[m][6]] = t;
}

inline int h() {
  int cnt[4] = {0, 0, 0, 0};
  for (int i = 0; i < 8; i++) cnt[board[center[i]]]++;
  int best = cnt[1];
  if (cnt[2] > best) best = cnt[2];
  if (cnt[3] > best) best = cnt[3];
  return 8 - best;
}

inline bool dfs(int d, int last) {
  int e = h();
  if (d + e > maxd) return false;
  if (e == 0) {  // the bound is 0 exactly when the center is uniform
    ans[d] = '\0';
    return true;
  }
  nodes++;
  for (int m = 0; m < 8; m++) {
    if (last != -1 && m == rev[last]) continue;
    rotate(m);
    ans[d] = static_cast<char>('A' + m);
    if (dfs(d + 1, m)) return true;
    rotate(rev[m]);
  }
  return false;
}

}  // namespace textbook

// Solves one board: returns the moves ("" when the center is already uniform;
// the judge would print "No moves needed") and sets `center` to the center's
// symbol after them. The answer is the one the puzzle statement asks for: the depth limit
// rises one move at a time and the bound never overestimates, so the first
// solution found is a shortest one, and moves are tried A..H at every depth, so
// it is the lexicographically smallest of those (skipping a move's inverse
// right after it loses none: a shortest solution never holds such a pair).
// Not reentrant: the search state is global, as in the textbook program.
inline std::string textbook_solve(const std::array<int, 24>& cells, int& center) {
  for (std::size_t i = 0; i < 24; i++) textbook::board[i] = cells[i];
  for (textbook::maxd = 0;; textbook::maxd++)
    if (textbook::dfs(0, -1)) break;
  center = textbook::board[6];
  return std::string(textbook::ans);
}

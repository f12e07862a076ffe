#pragma once

// An independent reference for the whole family of # boards, for tests only.
//
// Like reference_solver.hpp it shares nothing with include/rotation: no
// rotation header is included, and every table is derived here, from the
// family's definition alone, at run time. It aims to be obviously right, not
// fast.
//
// The family. Take an odd size L of at least 5 and an L x L grid. Two columns
// and two rows, at the 0-based indices c1 = (L - 3) / 2 and c2 = (L + 1) / 2,
// each run the full length of the grid, drawing a #; the middle line of the
// grid (index (L - 1) / 2) lies between them and is not part of the board.
// Every grid square that lies on one of those four lines is a cell: 4L - 4 of
// them (4 lines of L squares, less the 4 crossings counted twice). Cells are
// numbered from 0 in reading order: row by row from the top, left to right
// within a row.
//
// There are eight moves, named A to H, each given by a line of L cells
// l_0 .. l_(L-1):
//   A  column c1, read from the top down      E  B read backwards
//   B  column c2, read from the top down      F  A read backwards
//   C  row c1, read from the right end        G  D read backwards
//   D  row c2, read from the right end        H  C read backwards
// A move slides every block of its line one cell toward l_0 and wraps the
// block on l_0 round to l_(L-1): new[l_i] = old[l_(i+1)] for i < L - 1, and
// new[l_(L-1)] = old[l_0]. E..H thus turn the same four cycles the other way.
//
// The center is the 3 x 3 block of squares rows c1..c2 by columns c1..c2, less
// its middle square (which is off the board): 8 cells. The symbols are
// 1 .. (L - 1) / 2, eight blocks of each, so that the center can be filled by
// one of them. A board is solved when its eight center cells hold one symbol.
// The answer for a board is its shortest solving move string, the
// lexicographically smallest (A < B < ... < H) of the shortest ones, with the
// symbol it leaves in the center; a solved board needs no moves.
//
// Size 7 is the Rotation Game's own board; size 5 has 16 cells and 2 symbols,
// size 9 has 32 cells and 4 symbols, size 11 has 40 cells and 5 symbols.
//
// What is here: the tables of any size (family); moves and the goal test on
// plain cells; a brute-force, depth-limited solver for boards a handful of
// moves from solved on any size (solve_within); the exact distance of every
// size-5 board with the answers and solution counts it gives (size5); the
// farthest placement of one symbol on the small sizes (placement_census);
// and a seeded scrambler (scrambled_board).

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace family_reference {

inline constexpr int move_count = 8;
inline constexpr int center_size = 8;

// Plain ints as indices, converted in one place.
inline std::size_t at(int index) { return static_cast<std::size_t>(index); }

struct Square {
  int row = 0;
  int column = 0;
  friend bool operator==(const Square&, const Square&) = default;
};

// The tables of one size, derived from the definition above.
struct Family {
  int size = 0;                                    // L
  int cell_count = 0;                              // 4L - 4
  int symbol_count = 0;                            // (L - 1) / 2
  std::array<std::vector<int>, move_count> lines;  // A..H, l_0 first
  std::vector<int> center;                         // the 8 center cells, increasing
  std::vector<Square> square;                      // [cell]: where it lies on the grid
};

inline Family family(int size) {
  if (size < 5 || size % 2 == 0)
    throw std::invalid_argument("family_reference::family: the size must be odd and at least 5");
  const int c1 = (size - 3) / 2;
  const int c2 = (size + 1) / 2;
  auto on_board = [&](int row, int column) {
    return row == c1 || row == c2 || column == c1 || column == c2;
  };

  Family f;
  f.size = size;
  f.symbol_count = (size - 1) / 2;
  // number[row][column]: the cell's number, -1 off the board.
  std::vector<std::vector<int>> number(at(size), std::vector<int>(at(size), -1));
  for (int row = 0; row < size; ++row)
    for (int column = 0; column < size; ++column)
      if (on_board(row, column)) {
        number[at(row)][at(column)] = f.cell_count++;
        f.square.push_back({row, column});
      }

  for (int k = 0; k < size; ++k) {
    f.lines[0].push_back(number[at(k)][at(c1)]);             // A: column c1, top down
    f.lines[1].push_back(number[at(k)][at(c2)]);             // B: column c2, top down
    f.lines[2].push_back(number[at(c1)][at(size - 1 - k)]);  // C: row c1, from the right
    f.lines[3].push_back(number[at(c2)][at(size - 1 - k)]);  // D: row c2, from the right
  }
  auto reversed = [](std::vector<int> line) {
    std::reverse(line.begin(), line.end());
    return line;
  };
  f.lines[4] = reversed(f.lines[1]);  // E
  f.lines[5] = reversed(f.lines[0]);  // F
  f.lines[6] = reversed(f.lines[3]);  // G
  f.lines[7] = reversed(f.lines[2]);  // H

  const int middle = (size - 1) / 2;
  for (int row = c1; row <= c2; ++row)
    for (int column = c1; column <= c2; ++column)
      if (row != middle || column != middle) f.center.push_back(number[at(row)][at(column)]);
  return f;
}

// The symbol on each cell, cell 0 first.
using Cells = std::vector<int>;

// Move 0..7 (A..H): new[l_i] = old[l_(i+1)], new[l_(L-1)] = old[l_0].
inline void apply(const Family& f, Cells& cells, int move) {
  const std::vector<int>& l = f.lines[at(move)];
  const int head = cells[at(l.front())];  // old[l_0]
  // In increasing i, old[l_(i+1)] is still unchanged when it is read.
  for (std::size_t i = 0; i + 1 < l.size(); ++i) cells[at(l[i])] = cells[at(l[i + 1])];
  cells[at(l.back())] = head;
}

// Applies moves written as letters "A".."H", in order.
inline void apply(const Family& f, Cells& cells, std::string_view moves) {
  for (char letter : moves) apply(f, cells, letter - 'A');
}

// The symbol filling all eight center cells, or 0 when the center is mixed.
inline int center_symbol(const Family& f, const Cells& cells) {
  const int first = cells[at(f.center[0])];
  for (int cell : f.center)
    if (cells[at(cell)] != first) return 0;
  return first;
}

// A legal board: cell_count symbols, eight of each of 1..symbol_count.
inline bool is_board(const Family& f, const Cells& cells) {
  if (static_cast<int>(cells.size()) != f.cell_count) return false;
  std::vector<int> count(at(f.symbol_count + 1), 0);
  for (int symbol : cells) {
    if (symbol < 1 || symbol > f.symbol_count) return false;
    ++count[at(symbol)];
  }
  return std::all_of(count.begin() + 1, count.end(), [](int n) { return n == center_size; });
}

// "1 2 2 ...": the symbols in cell order, as the judge format writes a board.
inline std::string text_of(const Cells& cells) {
  std::string text;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c != 0) text.push_back(' ');
    text += std::to_string(cells[c]);
  }
  return text;
}

// A board's answer: the moves as letters ("" when already solved) and the
// symbol in the center after them.
struct Answer {
  std::string moves;
  int center_symbol = 0;
  friend bool operator==(const Answer&, const Answer&) = default;
};

namespace detail {

// Tries every string of exactly `moves_left` more moves, in lexicographic order
// (depth first, children in A..H order), and stops at the first that ends on a
// solved board, leaving it in `path`.
inline bool first_solving_string(const Family& f, const Cells& cells, int moves_left,
                                 std::string& path) {
  if (moves_left == 0) return center_symbol(f, cells) != 0;
  for (int move = 0; move < move_count; ++move) {
    Cells child = cells;
    apply(f, child, move);
    path.push_back(static_cast<char>('A' + move));
    if (first_solving_string(f, child, moves_left - 1, path)) return true;
    path.pop_back();
  }
  return false;
}

}  // namespace detail

// The answer of a board of any size, if it is at most `max_depth` moves from
// solved; nothing otherwise. Brute force by iterative deepening: for d = 0, 1,
// ... every string of d moves is tried in lexicographic order. When the round
// for d finds a string, no shorter string solves the board (the earlier rounds
// tried them all), so it is a shortest solution, and it is the first of them in
// lexicographic order because the round meets the strings in that order. No
// pruning, no heuristic: 8^d strings in round d (262,144 for d = 6).
inline std::optional<Answer> solve_within(const Family& f, const Cells& cells, int max_depth) {
  for (int depth = 0; depth <= max_depth; ++depth) {
    std::string path;
    if (detail::first_solving_string(f, cells, depth, path)) {
      Cells end = cells;
      apply(f, end, path);
      return Answer{path, center_symbol(f, end)};
    }
  }
  return std::nullopt;
}

// ---------------------------------------------------------------------------
// Size 5, exhaustively. Its boards hold eight 1s and eight 2s on 16 cells, so a
// board is the set of cells holding symbol 1: a 16-bit mask, bit c for cell c.
// There are C(16, 8) = 12,870 of them.

using Mask5 = std::uint16_t;

inline Cells cells_of(Mask5 ones) {
  Cells cells(16);
  for (std::size_t c = 0; c < 16; ++c) cells[c] = (ones >> c & 1) != 0 ? 1 : 2;
  return cells;
}

inline Mask5 mask_of(const Cells& cells) {
  unsigned ones = 0;
  for (std::size_t c = 0; c < cells.size(); ++c)
    if (cells[c] == 1) ones |= 1u << c;
  return static_cast<Mask5>(ones);
}

class Size5 {
 public:
  static constexpr int unknown = -1;

  Size5() : family_(family(5)), distance_(1u << 16, unknown), next_(1u << 16) {
    for (unsigned m = 0; m < (1u << 16); ++m)
      if (std::popcount(m) == center_size) boards_.push_back(static_cast<Mask5>(m));
    // Each board's neighbour under each move, by the plain apply on cells.
    for (Mask5 board : boards_)
      for (int move = 0; move < move_count; ++move) {
        Cells cells = cells_of(board);
        apply(family_, cells, move);
        next_[board][at(move)] = mask_of(cells);
      }
    // The distance to solved, straight from its definition: 0 for a solved
    // board; otherwise one more than the least distance among the board's
    // neighbours. Level d + 1 is every board still unknown with a neighbour at
    // level d; the levels stop when one comes out empty.
    for (Mask5 board : boards_)
      if (center_symbol(family_, cells_of(board)) != 0) distance_[board] = 0;
    for (int d = 0;; ++d) {
      std::vector<Mask5> level;
      for (Mask5 board : boards_) {
        if (distance_[board] != unknown) continue;
        for (Mask5 neighbour : next_[board])
          if (distance_[neighbour] == d) {
            level.push_back(board);
            break;
          }
      }
      if (level.empty()) break;
      for (Mask5 board : level) distance_[board] = d + 1;
    }
    for (Mask5 board : boards_) {
      if (distance_[board] == unknown) throw std::logic_error("family_reference: unsolvable board");
      const auto d = at(distance_[board]);
      if (boards_at_.size() <= d) boards_at_.resize(d + 1, 0);
      ++boards_at_[d];
    }
    // Shortest solution strings, counted level by level (see solution_count).
    solutions_.assign(1u << 16, 0);
    for (int d = 0; d < static_cast<int>(boards_at_.size()); ++d)
      for (Mask5 board : boards_) {
        if (distance_[board] != d) continue;
        if (d == 0) {
          solutions_[board] = 1;
          continue;
        }
        for (Mask5 neighbour : next_[board])
          if (distance_[neighbour] == d - 1) solutions_[board] += solutions_[neighbour];
      }
  }

  const Family& tables() const { return family_; }

  // Every board, in increasing order of its mask.
  const std::vector<Mask5>& boards() const { return boards_; }

  // The fewest moves that solve the board.
  int distance(Mask5 board) const { return distance_[board]; }

  // [d]: how many boards need exactly d moves. Its last index is God's number.
  const std::vector<std::uint64_t>& boards_at() const { return boards_at_; }
  int gods_number() const { return static_cast<int>(boards_at_.size()) - 1; }

  // The board after one move.
  Mask5 after(Mask5 board, int move) const { return next_[board][at(move)]; }

  // The answer, by greedy descent on the distances: from a board at distance d
  // > 0, take the first move in A..H order that leads to distance d - 1, and
  // repeat. Why that is the lexicographically first shortest string: let S(b)
  // be the shortest solving strings of b, all of length d(b). A string m + s
  // is in S(b) exactly when d(m(b)) = d(b) - 1 and s is in S(m(b)): if m + s
  // solves b in d(b) moves then s solves m(b) in d(b) - 1, and m(b) cannot need
  // fewer (b would need fewer than d(b)); conversely if d(m(b)) = d(b) - 1, m
  // followed by a shortest solution of m(b) solves b in d(b) moves. All strings
  // in S(b) have the same length, so the smallest starts with the smallest
  // letter m for which S(b) has a string starting with m, that is the first m
  // with d(m(b)) = d(b) - 1, and continues with the smallest of S(m(b)). By
  // induction on d(b), the descent picks exactly those.
  Answer answer(Mask5 board) const {
    Answer result;
    while (distance_[board] > 0) {
      int move = 0;
      while (distance_[after(board, move)] != distance_[board] - 1) ++move;
      result.moves.push_back(static_cast<char>('A' + move));
      board = after(board, move);
    }
    result.center_symbol = center_symbol(family_, cells_of(board));
    return result;
  }

  // The number of distinct shortest solving strings: 1 for a solved board;
  // otherwise, by the characterization of S(b) above, the sum over the moves m
  // with d(m(b)) = d(b) - 1 of the count of m(b).
  std::uint64_t solution_count(Mask5 board) const { return solutions_[board]; }

 private:
  Family family_;
  std::vector<Mask5> boards_;
  std::vector<int> distance_;                        // [mask]
  std::vector<std::array<Mask5, move_count>> next_;  // [mask][move]
  std::vector<std::uint64_t> boards_at_;             // [distance]
  std::vector<std::uint64_t> solutions_;             // [mask]
};

// Built on first use, then shared (read only) by every test in the program.
inline const Size5& size5() {
  static const Size5 table;
  return table;
}

// ---------------------------------------------------------------------------
// One symbol's placement (the set of cells holding its eight blocks) and the
// fewest moves that bring it onto the center, for the sizes whose cell sets fit
// a 24-bit index (5 and 7).

// Where the blocks on `cells` (bit c: cell c) are after a move, by the rule
// new[l_i] = old[l_(i+1)], new[l_(L-1)] = old[l_0].
inline std::uint32_t apply_to_set(const Family& f, std::uint32_t cells, int move) {
  const std::vector<int>& l = f.lines[at(move)];
  std::uint32_t result = cells;
  for (std::size_t i = 0; i < l.size(); ++i) {
    const std::size_t from = at(l[(i + 1) % l.size()]);
    const std::uint32_t bit = std::uint32_t{1} << at(l[i]);
    result = (cells >> from & 1) != 0 ? (result | bit) : (result & ~bit);
  }
  return result;
}

struct PlacementCensus {
  std::uint64_t placements = 0;  // placements reached: all of them, C(cells, 8)
  int farthest = 0;              // the most moves any of them needs
};

// A breadth-first search from the center over placements. It runs from the
// goal outwards, which gives distances to the goal because moves come in
// inverse pairs: the move whose line is another's reversed turns the same cycle
// back (F undoes A, E undoes B, H undoes C, G undoes D, and the other way
// round), so a placement one move away from a set is one move back to it too.
inline PlacementCensus placement_census(const Family& f) {
  if (f.cell_count > 24)
    throw std::invalid_argument("family_reference::placement_census: sizes 5 and 7 only");
  std::uint32_t center = 0;
  for (int cell : f.center) center |= std::uint32_t{1} << at(cell);
  std::vector<std::int8_t> distance(std::size_t{1} << at(f.cell_count), -1);
  std::vector<std::uint32_t> queue{center};
  distance[center] = 0;
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const std::uint32_t from = queue[next];
    for (int move = 0; move < move_count; ++move) {
      const std::uint32_t to = apply_to_set(f, from, move);
      if (distance[to] != -1) continue;
      distance[to] = static_cast<std::int8_t>(distance[from] + 1);
      queue.push_back(to);
    }
  }
  return {queue.size(), distance[queue.back()]};
}

// ---------------------------------------------------------------------------
// Seeded boards: the same seed gives the same boards on every platform. Only
// the engine's raw output is used (std::mt19937_64 is fully specified; the
// standard distributions are not).

// A uniform integer in [0, n), n > 0.
inline std::size_t below(std::mt19937_64& rng, std::size_t n) {
  const std::uint64_t range = n;
  const std::uint64_t limit =
      std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % range;
  std::uint64_t draw = rng();
  while (draw >= limit) draw = rng();
  return static_cast<std::size_t>(draw % range);
}

// A random solved board: the center symbol uniform in 1..symbol_count, the
// other symbols' blocks shuffled (Fisher-Yates) over the cells outside it.
inline Cells random_solved_board(const Family& f, std::mt19937_64& rng) {
  const int center_symbol = static_cast<int>(below(rng, at(f.symbol_count))) + 1;
  std::vector<int> others;
  for (int s = 1; s <= f.symbol_count; ++s)
    if (s != center_symbol)
      for (int k = 0; k < center_size; ++k) others.push_back(s);
  for (std::size_t i = others.size(); i > 1; --i) std::swap(others[i - 1], others[below(rng, i)]);

  Cells cells(at(f.cell_count), 0);
  for (int cell : f.center) cells[at(cell)] = center_symbol;
  std::size_t n = 0;
  for (int& symbol : cells)
    if (symbol == 0) symbol = others[n++];
  return cells;
}

// A random solved board scrambled by `moves` uniformly random moves (inverses
// allowed): it is at most `moves` moves from solved.
inline Cells scrambled_board(const Family& f, std::mt19937_64& rng, int moves) {
  Cells cells = random_solved_board(f, rng);
  for (int k = 0; k < moves; ++k) apply(f, cells, static_cast<int>(below(rng, move_count)));
  return cells;
}

}  // namespace family_reference

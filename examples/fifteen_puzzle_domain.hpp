#pragma once

// The 15-puzzle (the 15-puzzle statement) as a domain of the generic IDA* driver,
// which is used unmodified: only its header is included.
//
// The state carries its own Manhattan distance, updated by each move from the
// one tile that moved, so the heuristic is a field read and no node sums 15
// tiles. Moves of the blank come from a per-cell table in the order R D U L,
// which the driver then honours: among shortest solutions, the first in that
// order is returned.

#include <rotation/search/ida_star.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace fifteen {

inline constexpr int side = 4;
inline constexpr int cells = side * side;

// Row-major cells; tile t (1..15) belongs on cell t - 1, the blank (0) on 15.
using Tiles = std::array<std::uint8_t, cells>;

inline constexpr Tiles goal_tiles = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

// Where the blank goes. The enumerators are in the judge's order, and each
// one's inverse is its mirror in that order (3 - value).
enum class Slide : std::uint8_t { right, down, up, left };

constexpr char letter(Slide slide) { return "RDUL"[static_cast<std::size_t>(slide)]; }
constexpr Slide inverse(Slide slide) { return static_cast<Slide>(3 - static_cast<int>(slide)); }

struct Board {
  Tiles tiles{};
  Tiles cell_of{};             // [t]: the cell of tile t (the blank's at 0)
  std::uint8_t blank = 0;      // the blank's cell
  std::uint8_t manhattan = 0;  // sum over the tiles of their distance home
  friend constexpr bool operator==(const Board&, const Board&) = default;
};

namespace detail {

constexpr int abs(int x) { return x < 0 ? -x : x; }

// distance[t][c]: moves tile t needs from cell c to its own cell; 0 for the
// blank, which the Manhattan bound leaves out.
inline constexpr auto distance = [] {
  std::array<std::array<std::uint8_t, cells>, cells> table{};
  for (int tile = 1; tile < cells; ++tile)
    for (int cell = 0; cell < cells; ++cell) {
      const int home = tile - 1;
      table[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)] =
          static_cast<std::uint8_t>(abs(home / side - cell / side) +
                                    abs(home % side - cell % side));
    }
  return table;
}();

// The cell offset of each slide, in Slide order.
inline constexpr std::array<int, 4> offset = {1, side, -side, -1};

// The legal slides from each cell of the blank, in R D U L order.
struct Slides {
  std::array<Slide, 4> slide{};
  std::uint8_t count = 0;
};
inline constexpr auto slides_from = [] {
  std::array<Slides, cells> table{};
  for (int cell = 0; cell < cells; ++cell) {
    const int row = cell / side;
    const int column = cell % side;
    const std::array<bool, 4> legal = {column + 1 < side, row + 1 < side, row > 0, column > 0};
    Slides& slides = table[static_cast<std::size_t>(cell)];
    for (std::size_t s = 0; s < 4; ++s)
      if (legal[s]) slides.slide[slides.count++] = static_cast<Slide>(s);
  }
  return table;
}();
static_assert(slides_from[0].count == 2 && slides_from[5].count == 4 && slides_from[15].count == 2);
static_assert(slides_from[15].slide[0] == Slide::up && slides_from[15].slide[1] == Slide::left);

}  // namespace detail

class Domain {
 public:
  using state_type = Board;
  using move_type = Slide;

  static std::span<const Slide> moves(const Board& board) {
    const detail::Slides& slides = detail::slides_from[board.blank];
    return {slides.slide.data(), slides.count};
  }

  // The tile on the target cell moves where the blank was: only its distance
  // changes, by one.
  static constexpr void apply(Board& board, Slide slide) {
    const auto from = static_cast<std::size_t>(board.blank);
    const int target = board.blank + detail::offset[static_cast<std::size_t>(slide)];
    const auto to = static_cast<std::size_t>(target);
    const std::uint8_t tile = board.tiles[to];
    const auto& distance = detail::distance[tile];
    board.manhattan = static_cast<std::uint8_t>(board.manhattan + distance[from] - distance[to]);
    board.tiles[from] = tile;
    board.tiles[to] = 0;
    board.cell_of[tile] = static_cast<std::uint8_t>(from);
    board.cell_of[0] = static_cast<std::uint8_t>(to);
    board.blank = static_cast<std::uint8_t>(to);
  }
  static constexpr void undo(Board& board, Slide slide) { apply(board, fifteen::inverse(slide)); }
  static constexpr Slide inverse(Slide slide) { return fifteen::inverse(slide); }
  static constexpr bool is_goal(const Board& board) { return board.tiles == goal_tiles; }
};

// Manhattan distance: each slide moves one tile one cell, so it changes the
// sum by exactly one, and the sum is 0 only on the goal. Admissible.
struct Manhattan {
  constexpr int operator()(const Board& board) const { return board.manhattan; }
};

// The board of a row-major list of 16 cells holding 0..15 once each; throws
// std::invalid_argument naming the first bad cell.
constexpr Board make_board(const Tiles& tiles) {
  Board board{tiles, {}, 0, 0};
  unsigned seen = 0;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    const int tile = tiles[cell];
    if (tile >= cells)
      throw std::invalid_argument("cell " + std::to_string(cell + 1) + ": " + std::to_string(tile) +
                                  " is not a tile (0 to 15)");
    if (((seen >> tile) & 1U) != 0)
      throw std::invalid_argument("cell " + std::to_string(cell + 1) + ": tile " +
                                  std::to_string(tile) + " appears twice");
    seen |= 1U << tile;
    board.cell_of[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(cell);
    if (tile == 0) board.blank = static_cast<std::uint8_t>(cell);
    board.manhattan =
        static_cast<std::uint8_t>(board.manhattan + detail::distance[tiles[cell]][cell]);
  }
  return board;
}

// The parity rule for an even width: a horizontal slide changes neither the
// number of inverted tile pairs nor the blank's row; a vertical one moves a
// tile past three others (the inversions change by 1 or 3) and the blank by
// one row. So inversions + blank row keeps its parity, which on the goal is
// 0 + 3, odd; and every board with that parity can be solved (Johnson and
// Story, 1879). Needs a valid board.
constexpr bool solvable(const Board& board) {
  int inversions = 0;
  for (std::size_t i = 0; i < board.tiles.size(); ++i)
    for (std::size_t j = i + 1; j < board.tiles.size(); ++j)
      if (board.tiles[i] != 0 && board.tiles[j] != 0 && board.tiles[i] > board.tiles[j])
        ++inversions;
  return (inversions + board.blank / side) % 2 == 1;
}

// The options of a search on the calling thread alone, limited as `limits` says.
inline rotation::search::ParallelOptions one_thread(const rotation::search::Options& limits = {}) {
  rotation::search::ParallelOptions options;
  static_cast<rotation::search::Options&>(options) = limits;
  options.threads = 1;
  return options;
}

struct Solution {
  bool solvable = false;
  rotation::search::Status status = rotation::search::Status::exhausted;
  std::vector<Slide> moves;  // a shortest solution, the first in R D U L order
  rotation::search::Statistics stats;
};

// Solves a board; an unsolvable one is answered by the parity rule, without
// searching. The heuristic only changes the speed: any admissible one gives
// the same answer. Options may limit the search (a node budget, a stop token)
// and spread it over threads (ParallelOptions::threads; the same answer on any
// number).
template <rotation::search::Heuristic<Board> H = Manhattan>
Solution solve(const Board& board, const H& heuristic = {},
               const rotation::search::ParallelOptions& options = one_thread()) {
  Solution solution;
  if (!solvable(board)) return solution;
  solution.solvable = true;
  auto result = rotation::search::parallel_ida_star(Domain{}, board, heuristic, options);
  solution.status = result.status;
  solution.moves = std::move(result.path);
  solution.stats = result.stats;
  return solution;
}

inline std::string to_string(std::span<const Slide> moves) {
  std::string text;
  text.reserve(moves.size());
  for (Slide slide : moves) text.push_back(letter(slide));
  return text;
}

}  // namespace fifteen

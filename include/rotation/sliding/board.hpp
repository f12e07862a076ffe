#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The sliding-tile puzzles' boards, from 2 x 2 to 5 x 5 cells (the 15-puzzle on 4 x 4, the
/// 24-puzzle on 5 x 5): the board, its slides, making one from a list of tiles, the parity
/// rule of which boards can be solved, and the slides as text.
///
/// The board carries its own Manhattan distance, updated by each slide from the one tile
/// that moved, so that the heuristic is a field read and no node sums every tile.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "../detail/raise.hpp"
#include "../error.hpp"

namespace rotation::sliding {

/// Where the blank goes. The enumerators are in the order of the letters R D U L, and each
/// one's inverse is its mirror in that order (3 - value).
enum class Slide : std::uint8_t {
  right,  ///< the blank one cell right (the tile there moves left)
  down,   ///< one cell down
  up,     ///< one cell up
  left    ///< one cell left
};

/// The slide's letter: R, D, U or L.
constexpr char letter(Slide slide) { return "RDUL"[static_cast<std::size_t>(slide)]; }
/// The slide that takes `slide` back.
constexpr Slide inverse(Slide slide) { return static_cast<Slide>(3 - static_cast<int>(slide)); }

/// A board of Side x Side cells, 2 to 5: the 15-puzzle is 4, the 24-puzzle 5.
template <int Side>
struct BoardOf {
  static_assert(Side >= 2 && Side <= 5, "2 x 2 to 5 x 5 boards");
  static constexpr int side = Side;  ///< cells a row and a column
  static constexpr std::size_t cells = static_cast<std::size_t>(Side) * Side;  ///< of the board
  /// Row-major cells; tile t (1 .. cells - 1) belongs on cell t - 1, the blank (0) on the last.
  using Tiles = std::array<std::uint8_t, cells>;

  Tiles tiles{};               ///< [c]: the tile on cell c (the blank is 0)
  Tiles cell_of{};             ///< [t]: the cell of tile t (the blank's at 0)
  std::uint8_t blank = 0;      ///< the blank's cell
  std::uint8_t manhattan = 0;  ///< sum over the tiles of their distance home (at most 192)
  /// Equal when every tile is on the same cell.
  friend constexpr bool operator==(const BoardOf&, const BoardOf&) = default;
};

/// The goal: 1 2 ... cells - 1, the blank last.
template <int Side>
inline constexpr typename BoardOf<Side>::Tiles goal_tiles_of = [] {
  typename BoardOf<Side>::Tiles tiles{};
  for (std::size_t cell = 0; cell + 1 < tiles.size(); ++cell)
    tiles[cell] = static_cast<std::uint8_t>(cell + 1);
  return tiles;
}();

}  // namespace rotation::sliding

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

constexpr int absolute(int x) { return x < 0 ? -x : x; }

// The legal slides from a cell of the blank, in R D U L order.
struct BlankSlides {
  std::array<sliding::Slide, 4> slide{};
  std::uint8_t count = 0;
};

// The tables of a board's size.
template <int Side>
struct TileGeometry {
  static constexpr std::size_t cells = static_cast<std::size_t>(Side) * Side;

  // distance[t][c]: moves tile t needs from cell c to its own cell; 0 for the
  // blank, which the Manhattan bound leaves out.
  static constexpr auto distance = [] {
    std::array<std::array<std::uint8_t, cells>, cells> table{};
    for (int tile = 1; tile < Side * Side; ++tile)
      for (int cell = 0; cell < Side * Side; ++cell) {
        const int home = tile - 1;
        table[static_cast<std::size_t>(tile)][static_cast<std::size_t>(cell)] =
            static_cast<std::uint8_t>(absolute(home / Side - cell / Side) +
                                      absolute(home % Side - cell % Side));
      }
    return table;
  }();

  // The cell offset of each slide, in Slide order.
  static constexpr std::array<int, 4> offset = {1, Side, -Side, -1};

  // The cell a slide brings the blank to from `blank`: the cell of the tile
  // that moves. The slide must be legal there (slides_from).
  static constexpr std::size_t target(std::size_t blank, sliding::Slide slide) {
    const int cell = static_cast<int>(blank) + offset[static_cast<std::size_t>(slide)];
    return static_cast<std::size_t>(cell);
  }

  static constexpr auto slides_from = [] {
    std::array<BlankSlides, cells> table{};
    for (int cell = 0; cell < Side * Side; ++cell) {
      const int row = cell / Side;
      const int column = cell % Side;
      const std::array<bool, 4> legal = {column + 1 < Side, row + 1 < Side, row > 0, column > 0};
      BlankSlides& slides = table[static_cast<std::size_t>(cell)];
      for (std::size_t s = 0; s < 4; ++s)
        if (legal[s]) slides.slide[slides.count++] = static_cast<sliding::Slide>(s);
    }
    return table;
  }();
};
static_assert(TileGeometry<4>::slides_from[0].count == 2 &&
              TileGeometry<4>::slides_from[5].count == 4 &&
              TileGeometry<4>::slides_from[15].count == 2);
static_assert(TileGeometry<4>::slides_from[15].slide[0] == sliding::Slide::up &&
              TileGeometry<4>::slides_from[15].slide[1] == sliding::Slide::left);
static_assert(TileGeometry<5>::slides_from[24].count == 2 &&
              TileGeometry<5>::slides_from[12].count == 4);

// The side of a board of `cells` cells.
constexpr int tile_board_side(std::size_t cells) {
  int side = 2;
  while (static_cast<std::size_t>(side) * static_cast<std::size_t>(side) < cells) ++side;
  return side;
}

}  // namespace rotation::detail

namespace rotation::sliding {

/// The board of a row-major list of Side x Side cells holding 0 .. cells - 1 once each.
/// Throws rotation::invalid_board (an input_error) naming the first bad cell.
template <std::size_t N>
constexpr BoardOf<detail::tile_board_side(N)> make_board(const std::array<std::uint8_t, N>& tiles) {
  constexpr int board_side = detail::tile_board_side(N);
  static_assert(static_cast<std::size_t>(board_side) * board_side == N, "a square board");
  using Geometry = detail::TileGeometry<board_side>;
  BoardOf<board_side> board{tiles, {}, 0, 0};
  std::uint32_t seen = 0;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    const int tile = tiles[cell];
    if (static_cast<std::size_t>(tile) >= N)
      rotation::detail::raise(invalid_board("cell " + std::to_string(cell + 1) + ": " +
                                            std::to_string(tile) + " is not a tile (0 to " +
                                            std::to_string(N - 1) + ")"));
    if (((seen >> tile) & 1U) != 0)
      rotation::detail::raise(invalid_board("cell " + std::to_string(cell + 1) + ": tile " +
                                            std::to_string(tile) + " appears twice"));
    seen |= std::uint32_t{1} << tile;
    board.cell_of[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(cell);
    if (tile == 0) board.blank = static_cast<std::uint8_t>(cell);
    board.manhattan =
        static_cast<std::uint8_t>(board.manhattan + Geometry::distance[tiles[cell]][cell]);
  }
  return board;
}

/// Whether the board can be solved: the parity rule. A horizontal slide changes neither
/// the number of inverted tile pairs nor the blank's row; a vertical one moves a tile past
/// Side - 1 others, changing the inversions by an odd number when Side is even (and the
/// blank's row by one), by an even one when Side is odd. So with an even side, inversions +
/// the blank's row keeps its parity, which on the goal is that of Side - 1; with an odd
/// side, the inversions keep theirs, even on the goal. And every board that keeps it can be
/// solved (Johnson and Story, 1879). Needs a valid board.
template <int Side>
constexpr bool solvable(const BoardOf<Side>& board) {
  int inversions = 0;
  for (std::size_t i = 0; i < board.tiles.size(); ++i)
    for (std::size_t j = i + 1; j < board.tiles.size(); ++j)
      if (board.tiles[i] != 0 && board.tiles[j] != 0 && board.tiles[i] > board.tiles[j])
        ++inversions;
  if constexpr (Side % 2 == 0) return (inversions + board.blank / Side) % 2 == (Side - 1) % 2;
  return inversions % 2 == 0;
}

/// The slides as their letters, e.g. "RDDL".
inline std::string to_string(std::span<const Slide> moves) {
  std::string text;
  text.reserve(moves.size());
  for (Slide slide : moves) text.push_back(letter(slide));
  return text;
}

}  // namespace rotation::sliding

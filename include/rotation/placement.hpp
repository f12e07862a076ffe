#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// Placement: where one symbol's blocks are, and nothing else. A board is
// solved with symbol s in the center exactly when the placement of s is the
// center, so a board's search splits into one search per symbol over
// placements: a far smaller space, and the one the pattern database ranks.
//
// A placement always holds exactly as many cells as the center, all on the
// board: the pattern database ranks it without a check, so the invariant is
// what keeps every table look-up in range. It is built from a board, checked
// from a mask, or moved by a move (a permutation of the cells).

#include <cstddef>
#include <string>

#include "bitboard.hpp"
#include "board.hpp"
#include "detail/text.hpp"
#include "error.hpp"
#include "move.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// Where one symbol's blocks are: as many cells as the center, all on the board.
template <Topology T = StandardTopology>
class Placement {
  using bits = Bitboard<T>;

 public:
  /// A set of cells: bit c set for cell c.
  using mask_type = typename bits::mask_type;
  /// The number of cells of every placement: one symbol's blocks.
  static constexpr std::size_t size = TopologyFacts<T>::center_size;

  /// The center itself: the placement of the symbol that fills it.
  constexpr Placement() = default;

  /// The placement of the blocks on `cells` (bit c set for cell c). Throws
  /// invalid_placement unless the mask holds exactly `size` cells, all on the
  /// board.
  constexpr explicit Placement(mask_type cells) : cells_(checked(cells)) {}

  /// The placement of `symbol` (1..symbol_count) on `board`. Throws
  /// input_error for a symbol out of range.
  static constexpr Placement of(const Board<T>& board, int symbol) {
    return Placement(board.cells_of(symbol), valid);  // a board holds `size` of each symbol
  }

  /// The cells of the blocks: bit c set for cell c.
  constexpr mask_type cells() const { return cells_; }

  /// Moves the blocks by `move`.
  constexpr void apply(Move<T> move) { cells_ = bits::apply(move, cells_); }
  /// Whether the blocks fill the center.
  constexpr bool is_center() const { return cells_ == bits::center; }

  /// Whether two placements hold the same cells.
  friend constexpr bool operator==(Placement, Placement) = default;

 private:
  struct Valid {};
  static constexpr Valid valid{};
  constexpr Placement(mask_type cells, Valid) : cells_(cells) {}

  static constexpr mask_type checked(mask_type cells) {
    if (const mask_type off_board = cells & ~bits::all_cells; off_board != 0) {
      std::size_t cell = 0;
      while ((off_board >> cell & 1) == 0) ++cell;
      detail::raise(invalid_placement(detail::message({"placement: cell ", detail::Decimal(cell),
                                                       " is not on the board (cells 0 to ",
                                                       detail::Decimal(T::cell_count - 1), ")"})));
    }
    if (const auto count = static_cast<std::size_t>(bits::count(cells)); count != size)
      detail::raise(
          invalid_placement(detail::message({"placement: expected ", detail::Decimal(size),
                                             " cells, got ", detail::Decimal(count)})));
    return cells;
  }

  mask_type cells_ = bits::center;
};

}  // namespace rotation

#pragma once

// Placement: where one symbol's blocks are, and nothing else. A board is
// solved with symbol s in the center exactly when the placement of s is the
// center, so a board's search splits into one search per symbol over
// placements: a far smaller space, and the one the pattern database ranks.

#include "bitboard.hpp"
#include "board.hpp"
#include "move.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

template <Topology T = StandardTopology>
struct Placement {
  using mask_type = typename Bitboard<T>::mask_type;

  mask_type cells = 0;  // bit c set: a block of the symbol is on cell c

  // The placement of `symbol` on `board`.
  static constexpr Placement of(const Board<T>& board, int symbol) {
    return Placement{board.cells_of(symbol)};
  }

  constexpr void apply(Move<T> move) { cells = Bitboard<T>::apply(move.index(), cells); }
  constexpr void undo(Move<T> move) { apply(move.inverse()); }
  constexpr bool is_center() const { return cells == Bitboard<T>::center; }

  friend constexpr bool operator==(Placement, Placement) = default;
};

}  // namespace rotation

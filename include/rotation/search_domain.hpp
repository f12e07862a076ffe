#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The Rotation Game as search::Domains: the glue between the values (layer 1)
// and the generic driver (layer 3). Two views of the same moves: whole boards,
// and the placement of a single symbol.

#include <array>
#include <cstddef>

#include "board.hpp"
#include "move.hpp"
#include "placement.hpp"
#include "topology.hpp"

namespace rotation {

/// What both domains share: the moves, in letter order (so the first shortest
/// solution is the lexicographically smallest), and which of them never needs
/// trying right after another.
template <Topology T>
struct RotationMoves {
  /// A move of the topology.
  using move_type = Move<T>;

  /// Every move, in letter order.
  static constexpr std::array<move_type, move_type::count> all_moves = move_type::all();

  /// The move that takes `move` back.
  static constexpr move_type inverse(move_type move) { return move.inverse(); }

  /// Whether `next` never needs trying right after `previous`. It does not when
  /// it takes `previous` back, or when the two touch no common cell and `next`
  /// comes first in letter order: "next previous" reaches the same position and
  /// is lexicographically smaller.
  static constexpr bool is_redundant(move_type previous, move_type next) {
    return redundant[previous.index()][next.index()];
  }

 private:
  static constexpr auto redundant = [] {
    using facts = TopologyFacts<T>;
    std::array<std::array<bool, move_type::count>, move_type::count> table{};
    for (std::size_t p = 0; p < move_type::count; ++p)
      for (std::size_t n = 0; n < move_type::count; ++n)
        table[p][n] = n == facts::inverse[p] || (facts::disjoint[p][n] && n < p);
    return table;
  }();
};

/// Whole boards: solved when the center holds one symbol, any symbol.
template <Topology T>
struct RotationDomain : RotationMoves<T> {
  /// A whole board.
  using state_type = Board<T>;
  using typename RotationMoves<T>::move_type;

  /// Every move, from any board.
  static constexpr const auto& moves(const state_type&) { return RotationMoves<T>::all_moves; }
  /// Makes `move` on `board`.
  static constexpr void apply(state_type& board, move_type move) { board.apply(move); }
  /// Takes `move` back on `board`.
  static constexpr void undo(state_type& board, move_type move) { board.undo(move); }
  /// Whether the center holds one symbol.
  static constexpr bool is_goal(const state_type& board) { return board.is_solved(); }
};

/// One symbol's placement: solved when its blocks fill the center. A placement
/// is one word, so the driver restores it by copy rather than by an undo.
template <Topology T>
struct PlacementDomain : RotationMoves<T> {
  /// Where one symbol's blocks are.
  using state_type = Placement<T>;
  using typename RotationMoves<T>::move_type;

  /// Every move, from any placement.
  static constexpr const auto& moves(const state_type&) { return RotationMoves<T>::all_moves; }
  /// Moves the placement's blocks by `move`.
  static constexpr void apply(state_type& placement, move_type move) { placement.apply(move); }
  /// Whether the blocks fill the center.
  static constexpr bool is_goal(const state_type& placement) { return placement.is_center(); }
};

}  // namespace rotation

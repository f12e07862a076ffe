#pragma once

// The Rotation Game as a search::Domain: the glue between the board (layer 1)
// and the generic driver (layer 3).

#include <array>
#include <cstddef>

#include "board.hpp"
#include "move.hpp"
#include "topology.hpp"

namespace rotation {

template <Topology T>
struct RotationDomain {
  using state_type = Board<T>;
  using move_type = BasicMove<T>;

  static constexpr std::array<move_type, move_type::count> all_moves = move_type::all();

  // Every move is legal everywhere; tried in letter order, so the first
  // shortest solution is the lexicographically smallest.
  static constexpr const auto& moves(const state_type&) { return all_moves; }
  static constexpr void apply(state_type& board, move_type move) { board.apply(move); }
  static constexpr void undo(state_type& board, move_type move) { board.undo(move); }
  static constexpr bool is_goal(const state_type& board) { return board.is_solved(); }

  // `next` is never needed right after `previous` when it takes it back, or
  // when the two touch no common cell and `next` comes first in letter order:
  // "next previous" reaches the same board and is lexicographically smaller.
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

}  // namespace rotation

#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// Whole boards that carry each symbol's exact distance, for searches over
// boards with the exact table (every optimal solution, say). The table holds
// distances modulo 15 or 3, so evaluating a board from scratch walks down the table
// once per symbol; carried along, a distance is updated from the one before by
// a single look-up per symbol and move, and the bound is a field read.

#include <algorithm>
#include <array>
#include <cstddef>

#include "board.hpp"
#include "move.hpp"
#include "pattern_database.hpp"
#include "placement.hpp"
#include "search_domain.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// A board with the exact distance of each symbol's placement, carried along the moves.
template <Topology T = StandardTopology>
struct BoardWithDistances {
  Board<T> board;                                ///< the board itself
  std::array<int, T::symbol_count> distances{};  ///< the moves symbol s needs, at index s - 1

  /// The moves the board needs: the least over its symbols.
  int least() const { return *std::ranges::min_element(distances); }
};

/// The moves of RotationDomain, on boards with their distances.
template <Topology T = StandardTopology>
class ExactBoardDomain : public RotationMoves<T> {
 public:
  /// A board with its symbols' distances.
  using state_type = BoardWithDistances<T>;
  using typename RotationMoves<T>::move_type;

  /// The domain over the distances of `table` (the shared one unless given), which must
  /// outlive it.
  explicit ExactBoardDomain(const PatternDatabase<T>& table = PatternDatabase<T>::instance())
      : table_(&table) {}

  /// The board with its distances, from one walk down the table per symbol.
  state_type start(const Board<T>& board) const {
    state_type state{board, {}};
    for (int s = 1; s <= T::symbol_count; ++s)
      state.distances[static_cast<std::size_t>(s - 1)] =
          table_->distance(Placement<T>::of(board, s));
    return state;
  }

  /// Every move, from any state.
  static constexpr const auto& moves(const state_type&) { return RotationMoves<T>::all_moves; }

  /// Makes `move` on the board and updates each symbol's distance by one look-up.
  /// No undo: the driver restores the few words of a state by copy.
  void apply(state_type& state, move_type move) const {
    state.board.apply(move);
    for (int s = 1; s <= T::symbol_count; ++s) {
      auto& distance = state.distances[static_cast<std::size_t>(s - 1)];
      distance = table_->distance_next_to(Placement<T>::of(state.board, s), distance);
    }
  }

  /// Whether the board is solved.
  static bool is_goal(const state_type& state) { return state.board.is_solved(); }

 private:
  const PatternDatabase<T>* table_;
};

namespace heuristics {

/// The exact bound of a board that carries its distances: a field read.
struct CarriedDistance {
  /// The least of the board's carried distances.
  template <Topology T>
  int operator()(const BoardWithDistances<T>& state) const {
    return state.least();
  }
};

}  // namespace heuristics

}  // namespace rotation

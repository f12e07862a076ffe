#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Glue: a state of a permutation puzzle solved optimally, or its shortest
/// solutions counted, by the library's IDA* over the puzzle's coordinates
/// guided by its pattern databases.

#include <cstdint>

#include "../search/all_shortest.hpp"
#include "../search/ida_star.hpp"
#include "coordinate_space.hpp"
#include "pattern_tables.hpp"

namespace rotation::permutation {

/// A shortest sequence of moves (indices into space.moves()) from `start` to the solved
/// state, the first in move order; Status::exhausted when a table shows that none exists.
[[nodiscard]] inline search::Result<CoordinateSpace::move_type> solve(
    const CoordinateSpace& space, const LargestOfPatterns& heuristic, const CoordinateState& start,
    const search::Options& options = {}) {
  if (heuristic.unsolvable(start)) return {};  // exhausted: no sequence of moves solves it
  return search::ida_star(space, start, heuristic, options);
}

/// The number of shortest sequences of moves from `start` to the solved state.
[[nodiscard]] inline search::Enumeration count_solutions(const CoordinateSpace& space,
                                                         const LargestOfPatterns& heuristic,
                                                         const CoordinateState& start,
                                                         const search::Options& options = {}) {
  if (heuristic.unsolvable(start)) return {};
  return search::count_shortest(space, start, heuristic, options);
}

}  // namespace rotation::permutation

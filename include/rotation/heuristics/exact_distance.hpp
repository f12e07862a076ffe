#pragma once

// The exact number of moves left, from the pattern database: for a placement,
// its table entry; for a board, the least over its symbols' placements. With
// it IDA* never takes a wrong step: it expands only the nodes of the answer.

#include <algorithm>
#include <limits>

#include "../board.hpp"
#include "../pattern_database.hpp"
#include "../placement.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

struct ExactDistance {
  template <Topology T>
  int operator()(const Placement<T>& placement) const {
    return PatternDatabase<T>::instance().distance(placement.cells);
  }

  template <Topology T>
  int operator()(const Board<T>& board) const {
    const auto& table = PatternDatabase<T>::instance();
    int best = std::numeric_limits<int>::max();
    for (int s = 1; s <= T::symbol_count; ++s) best = std::min(best, table.distance(board.cells_of(s)));
    return best;
  }
};

}  // namespace rotation::heuristics

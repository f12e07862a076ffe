#pragma once

// The exact number of moves left, from the pattern database: for a placement,
// its table entry; for a board, the least over its symbols' placements. With
// it IDA* never takes a wrong step: it expands only the nodes of the answer.

#include <algorithm>
#include <limits>

#include "../board.hpp"
#include "../pattern_database.hpp"
#include "../placement.hpp"
#include "../standard_topology.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

// Holds a pointer to the shared, read-only table: constructing the first
// ExactDistance of a topology builds it (about 20 ms); copies are free, and
// every evaluation is a plain look-up.
template <Topology T = StandardTopology>
class ExactDistance {
 public:
  ExactDistance() : table_(&PatternDatabase<T>::instance()) {}

  int operator()(const Placement<T>& placement) const { return table_->distance(placement.cells); }

  int operator()(const Board<T>& board) const {
    int best = std::numeric_limits<int>::max();
    for (int s = 1; s <= T::symbol_count; ++s)
      best = std::min(best, table_->distance(board.cells_of(s)));
    return best;
  }

 private:
  const PatternDatabase<T>* table_;
};

}  // namespace rotation::heuristics

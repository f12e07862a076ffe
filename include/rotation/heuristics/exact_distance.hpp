#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

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

  // solve() runs one search per symbol with this heuristic (see solve.hpp).
  static constexpr bool bounds_placements = true;

  int operator()(const Placement<T>& placement) const { return table_->distance(placement); }

  int operator()(const Board<T>& board) const {
    int best = std::numeric_limits<int>::max();
    for (int s = 1; s <= T::symbol_count; ++s)
      best = std::min(best, table_->distance(Placement<T>::of(board, s)));
    return best;
  }

 private:
  const PatternDatabase<T>* table_;
};

}  // namespace rotation::heuristics

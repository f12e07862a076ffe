#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The exact number of moves left, from the pattern database: for a placement,
// its table entry; for a board, the least over its symbols' placements. With
// it IDA* never takes a wrong step: it expands only the nodes of the answer.

#include <limits>

#include "../board.hpp"
#include "../pattern_database.hpp"
#include "../placement.hpp"
#include "../standard_topology.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

/// The exact number of moves left, from the pattern database.
///
/// Holds a pointer to the shared, read-only table: constructing the first
/// ExactDistance of a topology builds it (about 20 ms for the standard board);
/// copies are free. On sizes 5 and 7 an evaluation is one look-up per symbol;
/// larger tables store distances modulo 15 or 3 (see pattern_database.hpp), and an
/// evaluation walks down to the center, a few look-ups per move left, where the
/// entry and the blocks outside the center do not settle the distance. solve()
/// does better than evaluate it node by node: with an exact bound IDA* only
/// ever walks down the table, so it takes that walk directly (see solve.hpp).
template <Topology T = StandardTopology>
class ExactDistance {
 public:
  /// Shares the table of T, building it on first use.
  ExactDistance() : table_(&PatternDatabase<T>::instance()) {}
  /// Reads `table` instead (one a program built with progress, or loaded from a file), which
  /// must outlive the heuristic and its copies.
  explicit ExactDistance(const PatternDatabase<T>& table) : table_(&table) {}

  /// solve() runs one search per symbol with this heuristic (see solve.hpp).
  static constexpr bool bounds_placements = true;

  /// The moves the placement needs: its table distance.
  int operator()(const Placement<T>& placement) const { return table_->distance(placement); }

  /// The moves the board needs: the least over its symbols. A symbol's walk
  /// stops once it is no shorter than the best so far.
  int operator()(const Board<T>& board) const {
    int best = std::numeric_limits<int>::max();
    for (int s = 1; s <= T::symbol_count; ++s)
      if (const auto moves = table_->distance_within(Placement<T>::of(board, s), best))
        best = *moves;
    return best;
  }

  /// The shared table the distances come from.
  const PatternDatabase<T>& table() const { return *table_; }

 private:
  const PatternDatabase<T>* table_;
};

}  // namespace rotation::heuristics

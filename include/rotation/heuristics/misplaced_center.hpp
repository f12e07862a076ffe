#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The textbook bound: a move changes the number of center cells holding any one
// symbol by at most one, so at least (center size - the most frequent symbol's
// count there) moves remain.

#include <algorithm>

#include "../bitboard.hpp"
#include "../board.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

/// The textbook bound: the center cells that do not hold its most frequent symbol.
struct MisplacedCenter {
  /// The bound for `board`: the center's size less its most frequent symbol's count.
  template <Topology T>
  constexpr int operator()(const Board<T>& board) const {
    using bits = Bitboard<T>;
    int most = 0;
    for (int s = 1; s <= T::symbol_count; ++s)
      most = std::max(most, bits::count(board.cells_of(s) & bits::center));
    return static_cast<int>(T::center.size()) - most;
  }
};

}  // namespace rotation::heuristics

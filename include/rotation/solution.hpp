#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// What solve() returns: the moves, the symbol they leave in the center, and
// the work the search did. A value of its own, so that code that writes or
// stores answers (the judge format) needs no search.

#include <optional>
#include <vector>

#include "move.hpp"
#include "search/result.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// What solve() returns: the moves, the symbol they leave in the center, and the search's work.
template <Topology T = StandardTopology>
struct Solution {
  /// Whether the search found a solution, or why not.
  search::Status status = search::Status::exhausted;
  std::vector<Move<T>> moves;        ///< empty when the board is already solved
  std::optional<int> center_symbol;  ///< the center's symbol after the moves, when found
  search::Statistics stats;          ///< summed over every search that solve() ran

  /// Whether a solution was found: `moves` holds it.
  [[nodiscard]] bool found() const { return status == search::Status::found; }
};

}  // namespace rotation

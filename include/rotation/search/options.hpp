#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The limits of a search and its progress callback (Options), apart from any driver: a
/// puzzle's header can take or fill them without pulling a search in.

#include <cstdint>
#include <functional>
#include <limits>

#include "../detail/config.hpp"
#include "result.hpp"

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

namespace rotation::search {

/// The default max_depth of Options: no limit on the length of a path.
inline constexpr int unlimited_depth = std::numeric_limits<int>::max() / 2;
/// The default node_budget of Options: no limit on the states expanded.
inline constexpr std::uint64_t unlimited_nodes = std::numeric_limits<std::uint64_t>::max();

/// Called before each depth-first pass with its bound and the work so far.
using PassObserver = std::function<void(int bound, const Statistics& so_far)>;

/// The limits of a search and its progress callback (all optional).
struct Options {
  /// The longest path worth finding, in moves: any int.
  ///
  /// A search that finds no path of at most max_depth moves ends with
  /// Status::exhausted. Below 0 every search does, even from a start that is a
  /// goal (no path has fewer than 0 moves), so that max_depth = length - 1
  /// means "shorter than length" for every length. Up to INT_MAX, a search of
  /// a finite space ends exhausted once every path is tried.
  int max_depth = unlimited_depth;
  std::uint64_t node_budget = unlimited_nodes;  ///< most states to expand
#if ROTATION_HAS_STOP_TOKEN
  /// A request to stop the search, checked per pass and every 4096 nodes.
  ///
  /// Only where the standard library has std::stop_token (not WebAssembly's: see
  /// detail/config.hpp).
  std::stop_token stop;
#endif
  PassObserver on_pass;  ///< called before each pass; empty: no call, no cost
};

}  // namespace rotation::search

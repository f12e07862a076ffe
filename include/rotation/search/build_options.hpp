#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// What the table builders report while they work and how many threads they use: shared by
/// build_pattern_database (build_pattern_database.hpp) and build_in_place (build_in_place.hpp).

#include <cstddef>
#include <cstdint>
#include <functional>

namespace rotation::search {

/// Where a build stands, after each level.
struct BuildProgress {
  int distance = 0;                      ///< the level just expanded
  std::uint64_t states_at_distance = 0;  ///< abstract states at that distance
  std::uint64_t states_reached = 0;      ///< abstract states given a distance so far
  std::uint64_t entries_set = 0;         ///< entries given a distance so far
  std::uint64_t entries = 0;             ///< entries in all
};

/// How a build reports its progress and how many threads it uses.
struct BuildOptions {
  /// Called after each level with the progress, on the calling thread; empty: no call.
  std::function<void(const BuildProgress&)> on_level;
  std::size_t threads = 0;  ///< 0: one per core for large levels, one for small
};

}  // namespace rotation::search

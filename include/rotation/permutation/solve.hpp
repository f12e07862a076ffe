#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Glue: a state of a permutation puzzle solved optimally, or its shortest
/// solutions counted, by the library's IDA* over the puzzle's coordinates
/// guided by its pattern databases (looked up on the state alone, or on its
/// images under some symmetries too: symmetric_space.hpp); many states at
/// once on every core.

#include <atomic>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "../detail/threads.hpp"

#include "../search/all_shortest.hpp"
#include "../search/ida_star.hpp"
#include "../search/parallel_count_shortest.hpp"
#include "../search/parallel_ida_star.hpp"
#include "coordinate_space.hpp"
#include "pattern_tables.hpp"
#include "symmetric_space.hpp"

namespace rotation::permutation {

/// What solve() and count_solutions() search: a space of coordinates (CoordinateSpace, or
/// SymmetricSpace for look-ups on a state's images) and its tables (LargestOfPatterns, or
/// LargestOverImages), which say when a state cannot be solved at all.
template <class Space, class Tables>
concept TablesOf = search::Domain<Space> && search::Heuristic<Tables, typename Space::state_type> &&
    requires(const Tables& tables, const typename Space::state_type& state) {
  { tables.unsolvable(state) } -> std::convertible_to<bool>;
};

/// A shortest sequence of moves (indices into space.moves()) from `start` to the solved
/// state, the first in move order; Status::exhausted when a table shows that none exists.
template <class Space, class Tables>
requires TablesOf<Space, Tables>
[[nodiscard]] search::Result<typename Space::move_type> solve(
    const Space& space, const Tables& heuristic, const typename Space::state_type& start,
    const search::Options& options = {}) {
  if (heuristic.unsolvable(start)) return {};  // exhausted: no sequence of moves solves it
  return search::ida_star(space, start, heuristic, options);
}

/// solve() with one search on options.threads threads (0: one per core): the same answer.
/// (Parallel is a template parameter only so that `solve(space, heuristic, start, {})`
/// still means Options.)
template <class Space, class Tables, std::same_as<search::ParallelOptions> Parallel>
requires TablesOf<Space, Tables>
[[nodiscard]] search::Result<typename Space::move_type> solve(
    const Space& space, const Tables& heuristic, const typename Space::state_type& start,
    const Parallel& options) {
  if (heuristic.unsolvable(start)) return {};
  return search::parallel_ida_star(space, start, heuristic, options);
}

/// The number of shortest sequences of moves from `start` to the solved state.
template <class Space, class Tables>
requires TablesOf<Space, Tables>
[[nodiscard]] search::Enumeration count_solutions(const Space& space, const Tables& heuristic,
                                                  const typename Space::state_type& start,
                                                  const search::Options& options = {}) {
  if (heuristic.unsolvable(start)) return {};
  return search::count_shortest(space, start, heuristic, options);
}

/// count_solutions() counted on options.threads threads (0: one per core): the same count.
template <class Space, class Tables, std::same_as<search::ParallelOptions> Parallel>
requires TablesOf<Space, Tables>
[[nodiscard]] search::Enumeration count_solutions(const Space& space, const Tables& heuristic,
                                                  const typename Space::state_type& start,
                                                  const Parallel& options) {
  if (heuristic.unsolvable(start)) return {};
  return search::parallel_count_shortest(space, start, heuristic, options);
}

/// Every state of `starts` solved as solve() does, on `threads` threads (0: one per core;
/// one where the platform has no threads), the results in the order of `starts`. The
/// space and the tables are shared: they are only read. A state is handed to the next
/// free thread, so a hard one does not hold up the others; with fewer states than threads,
/// each is searched in turn on every thread (parallel_ida_star), so that none stays idle:
/// the same paths, but the statistics then add up the threads' nodes, and the node budget
/// is the parallel search's (looked at every 256 nodes of each thread).
[[nodiscard]] inline std::vector<search::Result<CoordinateSpace::move_type>> solve_all(
    const CoordinateSpace& space, const LargestOfPatterns& heuristic,
    std::span<const CoordinateState> starts, std::size_t threads = 0,
    const search::Options& options = {}) {
  std::vector<search::Result<CoordinateSpace::move_type>> results(starts.size());
  const std::size_t threads_wanted = threads != 0 ? threads : detail::hardware_threads();
  const std::size_t workers =
      std::min<std::size_t>(threads_wanted, std::max<std::size_t>(starts.size(), 1));
  if (starts.size() < threads_wanted) {
    search::ParallelOptions on_every_thread;
    static_cast<search::Options&>(on_every_thread) = options;
    on_every_thread.threads = static_cast<unsigned>(threads_wanted);
    for (std::size_t i = 0; i < starts.size(); ++i)
      results[i] = solve(space, heuristic, starts[i], on_every_thread);
    return results;
  }
  std::atomic<std::size_t> next{0};
  detail::run_split(workers, [&](std::size_t) {
    for (std::size_t i = next++; i < starts.size(); i = next++)
      results[i] = solve(space, heuristic, starts[i], options);
  });
  return results;
}

}  // namespace rotation::permutation

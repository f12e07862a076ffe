#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Solving a sliding-tile board: IDA* from the search layer over DomainOf with any
/// admissible heuristic (solve), or over TrackedDomain with an additive set's values carried
/// on the board (solve_tracked). An unsolvable board is answered by the parity rule,
/// without a search. The only header of the module that runs a search.

#include <utility>
#include <vector>

#include "../search/concepts.hpp"
#include "../search/parallel_ida_star.hpp"
#include "../search/result.hpp"
#include "board.hpp"
#include "domain.hpp"
#include "duplicate_automaton.hpp"
#include "tracked_domain.hpp"

namespace rotation::sliding {

/// The options of a search on the calling thread alone, limited as `limits` says.
inline search::ParallelOptions one_thread(const search::Options& limits = {}) {
  search::ParallelOptions options;
  static_cast<search::Options&>(options) = limits;
  options.threads = 1;
  return options;
}

/// What solve and solve_tracked answer.
struct Solution {
  bool solvable = false;  ///< false: the parity rule says no sequence of slides solves it
  /// exhausted when the search ended (found, or proved there is none), else why it stopped
  search::Status status = search::Status::exhausted;
  std::vector<Slide> moves;  ///< a shortest solution, the first in R D U L order
  search::Statistics stats;  ///< the search's nodes and passes
};

/// Solves a board; an unsolvable one is answered by the parity rule, without searching.
/// The heuristic only changes the speed: any admissible one gives the same answer. Options
/// may limit the search (a node budget, a stop token) and spread it over threads
/// (ParallelOptions::threads; the same answer on any number).
template <int Side, search::Heuristic<BoardOf<Side>> H = Manhattan>
Solution solve(const BoardOf<Side>& board, const H& heuristic = {},
               const search::ParallelOptions& options = one_thread()) {
  Solution solution;
  if (!solvable(board)) return solution;
  solution.solvable = true;
  auto result = search::parallel_ida_star(DomainOf<Side>{}, board, heuristic, options);
  solution.status = result.status;
  solution.moves = std::move(result.path);
  solution.stats = result.stats;
  return solution;
}

/// solve with a set's heuristic, tracked (TrackedDomain): the same answer, sooner, and
/// fewer nodes (duplicate paths pruned by `automaton`; with inverse_pruning, on one thread,
/// the same nodes as solve with `set.heuristic()`). The set needs its databases.
template <class Set>
Solution solve_tracked(
    const BoardOf<Set::side>& board, const Set& set,
    const search::ParallelOptions& options = one_thread(),
    const DuplicateAutomaton<Set::side>& automaton = duplicate_pruning<Set::side>()) {
  Solution solution;
  if (!solvable(board)) return solution;
  solution.solvable = true;
  const TrackedDomain<Set> domain(set, automaton);
  auto result = search::parallel_ida_star(domain, domain.track(board), TrackedEstimate{}, options);
  solution.status = result.status;
  solution.moves = std::move(result.path);
  solution.stats = result.stats;
  return solution;
}

}  // namespace rotation::sliding

#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// Every optimal solution of a board, in lexicographic order, and their number.
// Distinct move strings count separately even when they reach the same board.

#include <concepts>
#include <span>
#include <utility>

#include "board.hpp"
#include "exact_domain.hpp"
#include "heuristics/exact_distance.hpp"
#include "move.hpp"
#include "search/all_shortest.hpp"
#include "search_domain.hpp"

namespace rotation {

/// Calls visit(moves) for every shortest solution of `board`, moves being a
/// `std::span<const Move<T>>`, in lexicographic order. A visitor returning
/// bool ends the enumeration by returning false. The exact default heuristic
/// keeps the search on optimal paths only (its boards carry their distances:
/// exact_domain.hpp); any admissible one gives the same solutions, more slowly.
template <Topology T, class Visitor, search::Heuristic<Board<T>> H = heuristics::ExactDistance<T>>
search::Enumeration for_each_solution(const Board<T>& board, Visitor visit, const H& heuristic = {},
                                      const search::Options& options = {}) {
  if constexpr (std::same_as<H, heuristics::ExactDistance<T>>) {
    const ExactBoardDomain<T> domain(heuristic.table());
    return search::for_each_shortest(domain, domain.start(board), heuristics::CarriedDistance{},
                                     std::move(visit), options);
  } else {
    return search::for_each_shortest(RotationDomain<T>{}, board, heuristic, std::move(visit),
                                     options);
  }
}

/// The number of distinct shortest move strings that solve `board` (1 for a
/// board that needs no move).
template <Topology T, search::Heuristic<Board<T>> H = heuristics::ExactDistance<T>>
search::Enumeration count_solutions(const Board<T>& board, const H& heuristic = {},
                                    const search::Options& options = {}) {
  return for_each_solution(
      board, [](std::span<const Move<T>>) {}, heuristic, options);
}

}  // namespace rotation

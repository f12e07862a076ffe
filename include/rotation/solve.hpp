#pragma once

// rotation::solve: a board in, a shortest, lexicographically smallest solution
// out. Glue between the board, a heuristic policy and the generic driver.

#include <vector>

#include "board.hpp"
#include "heuristics/misplaced_center.hpp"
#include "move.hpp"
#include "search/ida_star.hpp"
#include "search_domain.hpp"
#include "standard_topology.hpp"

namespace rotation {

// The heuristic solve() uses when given none.
using DefaultHeuristic = heuristics::MisplacedCenter;

template <Topology T = StandardTopology>
struct BasicSolution {
  search::Status status = search::Status::exhausted;
  std::vector<BasicMove<T>> moves;  // empty when the board is already solved
  int center_symbol = 0;            // the center's symbol after the moves; 0 unless found
  search::Statistics stats;

  bool found() const { return status == search::Status::found; }
};

using Solution = BasicSolution<>;

// Solves `board` with `heuristic`, which must never overestimate the number of
// moves left (every policy in rotation::heuristics qualifies). Without limits
// in `options` the answer is always found: every board is solvable.
template <Topology T, search::Heuristic<Board<T>> H = DefaultHeuristic>
BasicSolution<T> solve(const Board<T>& board, const H& heuristic = {},
                       const search::Options& options = {}) {
  auto result = search::ida_star(RotationDomain<T>{}, board, heuristic, options);
  BasicSolution<T> solution;
  solution.status = result.status;
  solution.stats = result.stats;
  if (result.found()) {
    // Replaying the moves costs a few dozen cell copies and gives the final
    // center from the board's own rules rather than from the search's state.
    Board<T> end = board;
    end.apply(result.path);
    solution.center_symbol = end.center_symbol().value_or(0);
    solution.moves = std::move(result.path);
  }
  return solution;
}

}  // namespace rotation

#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A heuristic looked up through a symmetry of the puzzle. When `symmetry`
/// maps every state to one exactly as far from the goal (the 15-puzzle's
/// reflection in its main diagonal, which swaps rows and columns and renames
/// the tiles), h(symmetry(state)) is a second admissible estimate of the same
/// distance, often different from h(state): take the larger with max_of.
/// Generic: any state type.

#include <concepts>
#include <type_traits>
#include <utility>

#include "concepts.hpp"

namespace rotation::search {

/// A heuristic looked up through a symmetry of the puzzle: heuristic(symmetry(state)).
///
/// When `symmetry` maps every state to one exactly as far from the goal, this is a second
/// admissible estimate of the same distance, often different from heuristic(state): take the
/// larger with max_of.
template <class Symmetry, class H>
struct ThroughSymmetry {
  Symmetry symmetry;  ///< maps a state to one exactly as far from the goal
  H heuristic;        ///< the heuristic applied to the mapped state

  /// The estimate of `heuristic` for symmetry(state).
  // clang-format off
  template <class State>
    requires std::invocable<const Symmetry&, const State&> &&
             Heuristic<H, std::remove_cvref_t<std::invoke_result_t<const Symmetry&, const State&>>>
  constexpr int operator()(const State& state) const {
    // clang-format on
    return int(heuristic(symmetry(state)));
  }
};

/// The heuristic that looks `heuristic` up through `symmetry` (see ThroughSymmetry).
template <class Symmetry, class H>
constexpr ThroughSymmetry<Symmetry, H> through_symmetry(Symmetry symmetry, H heuristic) {
  return ThroughSymmetry<Symmetry, H>{std::move(symmetry), std::move(heuristic)};
}

}  // namespace rotation::search

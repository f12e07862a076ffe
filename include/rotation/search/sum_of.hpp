#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The sum of additive heuristics. Adding two lower bounds is admissible only
/// when no move is counted by both: pattern databases over disjoint patterns
/// whose moves of the other tiles cost 0 (see abstraction.hpp) qualify; two
/// ordinary heuristics do not (take max_of). Generic: any state type.

#include <tuple>
#include <utility>

#include "concepts.hpp"

namespace rotation::search {

/// The sum of the estimates of additive heuristics.
///
/// Adding two lower bounds is admissible only when no move is counted by both: pattern
/// databases over disjoint patterns whose moves of the other tiles cost 0 (see Abstraction)
/// qualify; two ordinary heuristics do not (take max_of).
template <class... Heuristics>
struct SumOf {
  std::tuple<Heuristics...> parts;  ///< the heuristics added

  /// The sum of the parts' estimates of `state`.
  // clang-format off
  template <class State>
    requires(Heuristic<Heuristics, State> && ...)
  constexpr int operator()(const State& state) const {
    // clang-format on
    return std::apply([&state](const auto&... h) { return (0 + ... + int(h(state))); }, parts);
  }
};

/// The heuristic whose estimate is the sum of those of `parts` (at least one, additive).
template <class... Heuristics>
constexpr SumOf<Heuristics...> sum_of(Heuristics... parts) {
  static_assert(sizeof...(Heuristics) > 0, "sum_of needs at least one heuristic");
  return SumOf<Heuristics...>{std::tuple<Heuristics...>(std::move(parts)...)};
}

}  // namespace rotation::search

#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The larger of several admissible bounds is still admissible, and tighter.
/// Generic: it combines heuristics of any state type.

#include <algorithm>
#include <tuple>
#include <utility>

#include "concepts.hpp"

namespace rotation::search {

/// The largest estimate of several heuristics: admissible when each of them is, and tighter.
template <class... Heuristics>
struct MaxOf {
  std::tuple<Heuristics...> parts;  ///< the heuristics combined

  /// The largest of the parts' estimates of `state`.
  // clang-format off
  template <class State>
    requires(Heuristic<Heuristics, State> && ...)
  constexpr int operator()(const State& state) const {
    // clang-format on
    return std::apply([&state](const auto&... h) { return std::max({int(h(state))...}); }, parts);
  }
};

/// The heuristic whose estimate is the largest of those of `parts` (at least one).
template <class... Heuristics>
constexpr MaxOf<Heuristics...> max_of(Heuristics... parts) {
  static_assert(sizeof...(Heuristics) > 0, "max_of needs at least one heuristic");
  return MaxOf<Heuristics...>{std::tuple<Heuristics...>(std::move(parts)...)};
}

}  // namespace rotation::search

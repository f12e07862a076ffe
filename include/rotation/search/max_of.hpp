#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The larger of several admissible bounds is still admissible, and tighter.
// Generic: it combines heuristics of any state type.

#include <algorithm>
#include <tuple>
#include <utility>

#include "concepts.hpp"

namespace rotation::search {

template <class... Heuristics>
struct MaxOf {
  std::tuple<Heuristics...> parts;

  // clang-format off
  template <class State>
    requires(Heuristic<Heuristics, State> && ...)
  constexpr int operator()(const State& state) const {
    // clang-format on
    return std::apply([&state](const auto&... h) { return std::max({int(h(state))...}); }, parts);
  }
};

template <class... Heuristics>
constexpr MaxOf<Heuristics...> max_of(Heuristics... parts) {
  static_assert(sizeof...(Heuristics) > 0, "max_of needs at least one heuristic");
  return MaxOf<Heuristics...>{std::tuple<Heuristics...>(std::move(parts)...)};
}

}  // namespace rotation::search

#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Every shortest path, not just the first: IDA* run to the end of the pass
/// that finds a goal, reporting each goal path in the domain's move order.
///
/// Only moves that undo the previous one are skipped here (with the domain's
/// inverse), or, with a move automaton (DomainWithMoveAutomaton), the moves
/// that end a sequence some shorter sequence does the same as. A domain's
/// is_redundant may also drop orderings of commuting moves, which is right
/// for finding the first path and wrong for counting them all, so it is not
/// used.

#include <concepts>
#include <cstdint>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "ida_star.hpp"

namespace rotation::search {

/// What an enumeration of shortest paths returns: how it ended, how many paths it reported
/// and how long they are, and the work it did.
struct Enumeration {
  Status status = Status::exhausted;  ///< how the enumeration ended
  /// Shortest paths reported (all of them, if found and not ended early).
  std::uint64_t count = 0;
  std::optional<int> length;  ///< their number of moves, when found
  Statistics stats;           ///< the work it did

  /// Whether it found a shortest path (status is Status::found).
  [[nodiscard]] bool found() const { return status == Status::found; }
};

/// Calls visit(path) for every shortest path from `start` to a goal, in the
/// domain's move order (lexicographic order, for moves named A < B < ...),
/// path being a std::span of the moves. A visitor that returns bool ends the
/// enumeration by returning false.
// clang-format off
template <Domain D, Heuristic<typename D::state_type> H, class Visitor>
  requires std::invocable<Visitor&, std::span<const typename D::move_type>>
Enumeration for_each_shortest(const D& domain, typename D::state_type start, const H& heuristic,
                              Visitor visit, const Options& options = {}) {
  // clang-format on
  detail::check_optional_members<D>();  // a misfit undo, inverse or is_redundant: a build error
  using move_type = typename D::move_type;
  using visit_result = std::invoke_result_t<Visitor&, std::span<const move_type>>;
  auto on_goal = [&visit](const std::vector<move_type>& path) {
    const std::span<const move_type> moves(path);
    if constexpr (std::same_as<visit_result, bool>) {
      return !visit(moves);
    } else {
      visit(moves);
      return false;
    }
  };
  detail::IdaStar<D, H, detail::Pruning::inverses_only, decltype(on_goal)> search(
      domain, heuristic, std::move(start), options, on_goal);
  auto result = search.run();
  Enumeration enumeration;
  enumeration.status = result.status;
  enumeration.count = search.goals();
  enumeration.stats = result.stats;
  if (result.found()) enumeration.length = static_cast<int>(result.path.size());
  return enumeration;
}

/// The number of shortest paths from `start` to a goal.
template <Domain D, Heuristic<typename D::state_type> H>
Enumeration count_shortest(const D& domain, typename D::state_type start, const H& heuristic,
                           const Options& options = {}) {
  return for_each_shortest(
      domain, std::move(start), heuristic, [](std::span<const typename D::move_type>) {}, options);
}

}  // namespace rotation::search

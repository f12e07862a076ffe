#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The work units of a parallel search: one pass at a bound cut into the nodes at a fixed
/// depth that the pass would expand, in the order one thread would meet them (split_pass,
/// split_deeper), and one unit searched on its own (search_unit). A unit is its path from
/// the start and the pass's bound, so any scheduler that can run a function on a unit can
/// search it, on this machine or another; parallel_ida_star.hpp is the one for threads.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "ida_star.hpp"

namespace rotation::search {

/// A piece of one pass of a parallel search: every node below the one that `prefix` leads
/// to from the start, within `bound` (moves so far plus the heuristic).
template <class Move>
struct WorkUnit {
  int bound = 0;             ///< the pass's bound
  std::vector<Move> prefix;  ///< the moves from the start to the unit's node
};

/// What searching a work unit found.
template <class Move>
struct UnitResult {
  /// found: `path` is the first path to a goal below the unit, in the domain's move order;
  /// exhausted: no goal within the bound; stopped or budget_exceeded: not searched to its end.
  Status status = Status::exhausted;
  std::vector<Move> path;  ///< from the start, the unit's prefix included, when found
  Statistics stats;        ///< the unit's nodes (passes and final_bound stay 0)
  /// The least bound of a node cut within max_depth: the next pass's bound, if no unit
  /// of this pass finds a goal (nothing when no node was cut).
  std::optional<std::int64_t> next_bound;
};

/// One pass of a parallel search, split (split_pass): the work units in the order one thread
/// would meet them, and what the pass met above them. For a scheduler of its own (a
/// distributed run): parallel_ida_star()'s threads number the units as they meet them.
template <class Move>
struct SplitPass {
  std::vector<WorkUnit<Move>> units;  ///< in the one-thread order
  /// A goal above the units, met after every unit: the answer if no unit has one.
  std::optional<std::vector<Move>> goal;
  Statistics stats;                        ///< the nodes above the units
  std::optional<std::int64_t> next_bound;  ///< the least bound of a node cut above the units
  Status status = Status::exhausted;       ///< stopped or budget_exceeded: the split is partial
  int depth = 0;                           ///< the units' depth, in moves from the start
};

}  // namespace rotation::search

// One detail namespace for the whole library (see ida_star.hpp).
namespace rotation::detail {

// Adds a part's nodes to a parallel search's total (the passes are the driver's to count).
inline void add_work(search::Statistics& total, const search::Statistics& part) {
  total.nodes_expanded += part.nodes_expanded;
  total.nodes_generated += part.nodes_generated;
}

// The least of two bounds of the next pass, either of which may be none.
inline void lower_to(std::optional<std::int64_t>& bound, const std::optional<std::int64_t>& other) {
  if (other && (!bound || *other < *bound)) bound = other;
}

// A unit's search: one pass below a node, ended by its first goal.
template <class D, class H>
using ParallelUnitSearch = IdaStar<D, H, Pruning::redundant_orderings, EndAtFirstGoal, true>;

// What a unit's search (or a split's) ended with, as a UnitResult.
template <class D, class H>
search::UnitResult<typename D::move_type> unit_result_of(
    const ParallelUnitSearch<D, H>& finished, typename ParallelUnitSearch<D, H>::Outcome outcome) {
  using Outcome = typename ParallelUnitSearch<D, H>::Outcome;
  search::UnitResult<typename D::move_type> result;
  result.stats = finished.stats();
  result.next_bound = finished.next_bound();
  if (outcome == Outcome::ended_by_goal) {
    result.status = search::Status::found;
    result.path = finished.path();
  } else if (outcome == Outcome::aborted) {
    result.status = finished.stopped() ? search::Status::stopped : search::Status::budget_exceeded;
  }
  return result;
}

// One unit of a split expanded by a level: its children within the bound, and
// what its search met (a goal among the children ends the unit's list there).
template <class Move>
struct ExpandedUnit {
  std::vector<std::vector<Move>> children;
  search::UnitResult<Move> result;
};

template <class D, class H>
void expand_unit(const D& domain, const typename D::state_type& start, const H& heuristic,
                 const search::WorkUnit<typename D::move_type>& unit, int depth,
                 const search::Options& options, ExpandedUnit<typename D::move_type>& expanded) {
  ParallelUnitSearch<D, H> search(domain, heuristic, start, options, EndAtFirstGoal{});
  expanded.children.clear();
  const auto outcome = search.pass_below(unit.bound, unit.prefix, depth + 1, &expanded.children);
  expanded.result = unit_result_of<D, H>(search, outcome);
}

// Takes the units of a level, expanded (the first `count` of them: all, or up
// to one that met a goal or was stopped), into `split` as split_deeper does.
template <class Move>
void take_level(search::SplitPass<Move>& split, std::vector<ExpandedUnit<Move>>& level,
                std::size_t count) {
  const int bound = split.units.front().bound;
  std::vector<search::WorkUnit<Move>> deeper;
  for (std::size_t i = 0; i < count; ++i) {
    auto& unit = level[i];
    add_work(split.stats, unit.result.stats);
    lower_to(split.next_bound, unit.result.next_bound);
    for (auto& prefix : unit.children) deeper.push_back({bound, std::move(prefix)});
    if (unit.result.status == search::Status::found) {
      split.goal = std::move(unit.result.path);
      break;
    }
    if (unit.result.status != search::Status::exhausted) {
      split.status = unit.result.status;
      break;
    }
  }
  split.units = std::move(deeper);
  ++split.depth;
}

// Whether split_deeper would split: units there, above bound - 1 moves, and
// neither a goal met nor a stop nor the budget.
template <class Move>
bool can_split(const search::SplitPass<Move>& split) {
  return !split.goal && split.status == search::Status::exhausted && !split.units.empty() &&
         split.depth < split.units.front().bound - 1;
}

}  // namespace rotation::detail

namespace rotation::search {
/// Searches one work unit: the pass at unit.bound below the node unit.prefix leads to from
/// `start`. `options` apply as to ida_star() (max_depth, node_budget for this unit alone, the
/// stop token; on_pass is not called). The same answer wherever it runs.
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] UnitResult<typename D::move_type> search_unit(
    const D& domain, typename D::state_type start, const H& heuristic,
    const WorkUnit<typename D::move_type>& unit, const Options& options = {}) {
  detail::check_optional_members<D>();
  detail::ParallelUnitSearch<D, H> search(domain, heuristic, std::move(start), options,
                                          detail::EndAtFirstGoal{});
  const auto outcome = search.pass_below(unit.bound, unit.prefix);
  return detail::unit_result_of<D, H>(search, outcome);
}

/// Splits a pass deeper by one level: every unit is expanded, in order, and its children
/// within the bound take its place (a pass whose units lie at bound - 1 moves or deeper is
/// left as it is: their children would be leaves). A goal among the children ends the list:
/// the units after it are not needed. Options as for search_unit(). Returns whether it
/// split: false, leaving `split` as it was, when its units are at bound - 1 moves or
/// deeper, when there are none, or when the split has already met a goal, been stopped or
/// run over its budget.
template <Domain D, Heuristic<typename D::state_type> H>
bool split_deeper(const D& domain, const typename D::state_type& start, const H& heuristic,
                  SplitPass<typename D::move_type>& split, const Options& options = {}) {
  using Move = typename D::move_type;
  if (!detail::can_split(split)) return false;
  std::vector<detail::ExpandedUnit<Move>> level(split.units.size());
  std::size_t count = 0;
  while (count < split.units.size()) {
    auto& unit = level[count];
    detail::expand_unit(domain, start, heuristic, split.units[count], split.depth, options, unit);
    ++count;
    if (unit.result.status != Status::exhausted) break;
  }
  detail::take_level(split, level, count);
  return true;
}

/// Cuts the pass at `bound` from `start` into work units at `depth` moves (fewer when the
/// bound leaves no room: units lie at bound - 1 moves at most), expanding the levels above
/// them once each. Options as for search_unit().
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] SplitPass<typename D::move_type> split_pass(const D& domain,
                                                          const typename D::state_type& start,
                                                          const H& heuristic, int bound, int depth,
                                                          const Options& options = {}) {
  detail::check_optional_members<D>();
  SplitPass<typename D::move_type> split;
  split.units.push_back({bound, {}});
  while (split.depth < depth && split_deeper(domain, start, heuristic, split, options)) {
  }
  return split;
}

}  // namespace rotation::search

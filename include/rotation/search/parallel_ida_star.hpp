#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// IDA* on several threads, with the answer of one.
///
/// Each pass at a bound is cut into work units: the nodes at a fixed depth
/// (the split depth) that the pass would expand, in the order one thread would
/// meet them. A unit is its path from the start and the pass's bound
/// (WorkUnit): searching it (search_unit) needs nothing else, so any scheduler
/// that can run a function on a unit could search it, on this machine or
/// another. Here the threads take the units in that order, each the next one
/// not yet taken, and the first goal in the order wins: a thread that finds a
/// goal in unit i cancels the units after i, and the units before i are
/// searched to their end, since a goal in them would come first. So the answer
/// is the one-thread answer, the first shortest path in the domain's move
/// order, whatever the timing.
///
/// The statistics add up every thread's nodes, those of the units cancelled
/// on the way included: a parallel search expands at least as many nodes as
/// one thread, the difference being the work past the first goal in the
/// order. The node budget is checked against the threads' total every 4,096
/// nodes of each, so a search may pass it by that much per thread before it
/// ends. The heuristic is called from every thread at once: it must be safe to
/// (every heuristic of the library is: their tables are read-only).

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "../detail/threads.hpp"
#include "ida_star.hpp"

namespace rotation::search {

/// The options of a parallel search: those of every search, and the threads.
struct ParallelOptions : Options {
  /// The threads to search on; 0, the default: one per core.
  unsigned threads = 0;
};

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

/// One pass of a parallel search, split: the work units in the order one thread would meet
/// them, and what the pass met above them.
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
using ParallelUnitSearch = IdaStar<D, H, Pruning::redundant_orderings, EndAtFirstGoal>;

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

// No unit: the least index of a unit that found a goal, before one does.
inline constexpr std::size_t no_parallel_unit = std::numeric_limits<std::size_t>::max();

// What the threads of one pass share.
struct ParallelPass {
  std::atomic<std::size_t> next{0};                        // the next unit to take
  std::atomic<std::size_t> first_found{no_parallel_unit};  // the first unit known to hold a goal
  std::atomic<std::uint64_t> nodes{0};                     // expanded by every thread, every pass
  std::uint64_t budget = search::unlimited_nodes;

  void found_in(std::size_t unit) {
    std::size_t seen = first_found.load();
    while (unit < seen && !first_found.compare_exchange_weak(seen, unit)) {
    }
  }
};

// One unit's view of the shared state, for its search's monitor.
struct UnitWatch {
  ParallelPass* pass;
  std::size_t unit;
  std::uint64_t reported = 0;  // of this unit's nodes, those added to pass->nodes

  static bool check(void* context, std::uint64_t nodes_expanded) {
    auto& watch = *static_cast<UnitWatch*>(context);
    watch.report(nodes_expanded);
    return watch.unit > watch.pass->first_found.load(std::memory_order_relaxed) ||
           watch.pass->nodes.load(std::memory_order_relaxed) >= watch.pass->budget;
  }
  void report(std::uint64_t nodes_expanded) {
    pass->nodes.fetch_add(nodes_expanded - reported, std::memory_order_relaxed);
    reported = nodes_expanded;
  }
};

// Units per thread worth cutting a pass into: enough that the threads finish
// a pass nearly together, few enough that a unit costs more than taking it.
inline constexpr std::size_t parallel_units_per_thread = 64;

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
/// the units after it are not needed. Options as for search_unit().
template <Domain D, Heuristic<typename D::state_type> H>
void split_deeper(const D& domain, const typename D::state_type& start, const H& heuristic,
                  SplitPass<typename D::move_type>& split, const Options& options = {}) {
  using Move = typename D::move_type;
  if (split.goal || split.status != Status::exhausted || split.units.empty()) return;
  const int bound = split.units.front().bound;
  if (split.depth >= bound - 1) return;
  std::vector<std::vector<Move>> children;
  std::vector<WorkUnit<Move>> deeper;
  for (const auto& unit : split.units) {
    detail::ParallelUnitSearch<D, H> search(domain, heuristic, start, options,
                                            detail::EndAtFirstGoal{});
    children.clear();
    const auto outcome = search.pass_below(bound, unit.prefix, split.depth + 1, &children);
    const auto above = detail::unit_result_of<D, H>(search, outcome);
    detail::add_work(split.stats, above.stats);
    detail::lower_to(split.next_bound, above.next_bound);
    for (auto& prefix : children) deeper.push_back({bound, std::move(prefix)});
    if (above.status == Status::found) {
      split.goal = above.path;
      break;
    }
    if (above.status != Status::exhausted) {
      split.status = above.status;
      break;
    }
  }
  split.units = std::move(deeper);
  ++split.depth;
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
  while (split.depth < depth && split.depth < bound - 1 && !split.goal &&
         split.status == Status::exhausted && !split.units.empty())
    split_deeper(domain, start, heuristic, split, options);
  return split;
}

/// Searches from `start` for a shortest path to a goal of `domain`, guided by `heuristic`,
/// on options.threads threads (0: one per core): the same path as ida_star(), the first
/// shortest one in the domain's move order, and the same meaning of the statistics, with
/// every thread's nodes added up. on_pass is called on the calling thread before each pass;
/// the stop token is seen by every thread. With one thread, it is ida_star().
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] Result<typename D::move_type> parallel_ida_star(const D& domain,
                                                              typename D::state_type start,
                                                              const H& heuristic,
                                                              const ParallelOptions& options = {}) {
  detail::check_optional_members<D>();
  using Move = typename D::move_type;
  const std::size_t threads =
      options.threads == 0 ? detail::hardware_threads() : std::size_t{options.threads};
  if (threads == 1) return ida_star(domain, std::move(start), heuristic, options);

  Result<Move> result;
  if (options.max_depth < 0) return result;  // exhausted: no path is that short
  const auto root_h = static_cast<int>(std::invoke(heuristic, std::as_const(start)));
  if (root_h == 0 && domain.is_goal(std::as_const(start))) {
    result.status = Status::found;
    return result;
  }
  detail::ParallelPass shared;
  shared.budget = options.node_budget;
  Options unit_options = options;  // each unit: the stop token and max_depth, not the budget
  unit_options.node_budget = unlimited_nodes;
  unit_options.on_pass = {};
  auto stop_requested = [&] {
#if ROTATION_HAS_STOP_TOKEN
    return options.stop.stop_requested();
#else
    return false;
#endif
  };
  for (int bound = root_h; bound <= options.max_depth;) {
    if (options.on_pass) options.on_pass(bound, result.stats);
    if (stop_requested()) {
      result.status = Status::stopped;
      return result;
    }
    ++result.stats.passes;
    result.stats.final_bound = bound;

    // Deep enough for units_per_thread units a thread, if the pass has them: each level
    // above the units is expanded once, as one thread would.
    SplitPass<Move> split;
    split.units.push_back({bound, {}});
    const std::size_t wanted = threads * detail::parallel_units_per_thread;
    while (split.units.size() < wanted && split.depth < bound - 1 && !split.goal &&
           split.status == Status::exhausted && !split.units.empty())
      split_deeper(domain, start, heuristic, split, unit_options);
    detail::add_work(result.stats, split.stats);
    shared.nodes += split.stats.nodes_expanded;
    if (split.status == Status::exhausted && shared.nodes.load() >= shared.budget)
      split.status = Status::budget_exceeded;
    if (split.status != Status::exhausted) {
      result.status = split.status;
      return result;
    }

    const std::size_t count = split.units.size();
    std::vector<UnitResult<Move>> units(count);
    std::vector<char> searched(count, 0);  // not a vector<bool>: each thread writes its own
    shared.next = 0;
    shared.first_found = detail::no_parallel_unit;
    detail::run_split(std::min(threads, std::max<std::size_t>(count, 1)), [&](std::size_t) {
      for (;;) {
        const std::size_t i = shared.next.fetch_add(1);
        if (i >= count || i > shared.first_found.load()) return;
        // Over the budget, or stopped: this unit and the later ones stay unsearched.
        if (shared.nodes.load(std::memory_order_relaxed) >= shared.budget || stop_requested())
          return;
        detail::ParallelUnitSearch<D, H> search(domain, heuristic, start, unit_options,
                                                detail::EndAtFirstGoal{});
        detail::UnitWatch watch{&shared, i};
        search.set_monitor(&detail::UnitWatch::check, &watch);
        const auto outcome = search.pass_below(bound, split.units[i].prefix);
        watch.report(search.stats().nodes_expanded);
        // A unit the monitor ended is over the budget, or cancelled: after the first goal.
        units[i] = detail::unit_result_of<D, H>(search, outcome);
        searched[i] = 1;
        if (units[i].status == Status::found) shared.found_in(i);
      }
    });

    // The units up to the first goal (all of them if none) were searched to their end,
    // unless stopped or over the budget; the later ones, cancelled, count only as work.
    const std::size_t first = shared.first_found.load();
    const std::size_t needed = first == detail::no_parallel_unit ? count : first + 1;
    std::optional<std::int64_t> next_bound = split.next_bound;
    for (const auto& unit : units) detail::add_work(result.stats, unit.stats);
    for (std::size_t i = 0; i < needed; ++i) {
      if (searched[i] == 0)
        units[i].status = stop_requested() ? Status::stopped : Status::budget_exceeded;
      if (units[i].status == Status::stopped || units[i].status == Status::budget_exceeded) {
        result.status = units[i].status;
        return result;
      }
      detail::lower_to(next_bound, units[i].next_bound);
    }
    if (first != detail::no_parallel_unit) {
      result.status = Status::found;
      result.path = std::move(units[first].path);
      return result;
    }
    if (split.goal) {
      result.status = Status::found;
      result.path = std::move(*split.goal);
      return result;
    }
    if (!next_bound) break;  // every path tried: a finite space, or max_depth reached
    bound = static_cast<int>(*next_bound);
  }
  result.status = Status::exhausted;
  return result;
}

}  // namespace rotation::search

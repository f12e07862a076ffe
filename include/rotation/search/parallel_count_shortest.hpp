#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The number of shortest paths, counted on several threads: count_shortest()
/// with the passes cut into work units as parallel_ida_star() cuts them.
///
/// A count needs no order: the pass that meets a goal is searched to its end
/// on every thread, each unit counting the goals below it, and the count is
/// their sum, the same on any number of threads. So no unit is cancelled, and
/// the nodes are those of one thread, give or take the levels split above the
/// units (each expanded once, as one thread would). Moves are pruned as
/// count_shortest() prunes them (inverses only, or the domain's move
/// automaton): orderings of commuting moves are distinct paths.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "all_shortest.hpp"
#include "parallel_ida_star.hpp"

namespace rotation::detail {

// A unit's search when counting: every goal of the pass, none ending it.
struct CountEveryGoal {
  template <class Path>
  constexpr bool operator()(const Path&) const {
    return false;
  }
};

// Every thread's nodes, against the budget of a count.
struct CountedNodes {
  std::atomic<std::uint64_t> nodes{0};
  std::uint64_t budget = search::unlimited_nodes;
};

// One unit's view of them, for its search's monitor (a count cancels no unit).
struct NodeWatch {
  CountedNodes* shared;
  std::uint64_t reported = 0;  // of this unit's nodes, those added to shared->nodes

  static bool check(void* context, std::uint64_t nodes_expanded) {
    auto& watch = *static_cast<NodeWatch*>(context);
    watch.report(nodes_expanded);
    return watch.shared->nodes.load(std::memory_order_relaxed) >= watch.shared->budget;
  }
  void report(std::uint64_t nodes_expanded) {
    shared->nodes.fetch_add(nodes_expanded - reported, std::memory_order_relaxed);
    reported = nodes_expanded;
  }
};

template <class D, class H>
using CountingSearch = IdaStar<D, H, Pruning::inverses_only, CountEveryGoal>;

// What the searches of one pass of a count found, added up.
template <class Move>
struct CountedPass {
  std::uint64_t goals = 0;
  search::Statistics stats;
  std::optional<std::int64_t> next_bound;
  search::Status status = search::Status::exhausted;  // stopped or budget_exceeded: cut short

  template <class D, class H>
  void add(const CountingSearch<D, H>& search, typename CountingSearch<D, H>::Outcome outcome) {
    goals += search.goals();
    add_work(stats, search.stats());
    lower_to(next_bound, search.next_bound());
    if (outcome == CountingSearch<D, H>::Outcome::aborted && status == search::Status::exhausted)
      status = search.stopped() ? search::Status::stopped : search::Status::budget_exceeded;
  }
  void add(const CountedPass& other) {
    goals += other.goals;
    add_work(stats, other.stats);
    lower_to(next_bound, other.next_bound);
    if (status == search::Status::exhausted) status = other.status;
  }
};

}  // namespace rotation::detail

namespace rotation::search {

/// count_shortest() on options.threads threads (0: one per core): the same count, length
/// and status, and the same nodes (no unit is cancelled). Cut short (stopped, over the
/// budget), the count is of the paths met before the end, as count_shortest()'s, but which
/// those are depends on the threads' timing. on_pass is called on the calling thread
/// before each pass; max_depth, the node budget (checked against the threads' total every
/// 256 nodes of each) and the stop token apply as to count_shortest(). With one thread, it
/// is count_shortest().
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] Enumeration parallel_count_shortest(const D& domain, typename D::state_type start,
                                                  const H& heuristic,
                                                  const ParallelOptions& options = {}) {
  detail::check_optional_members<D>();
  using Move = typename D::move_type;
  using Search = detail::CountingSearch<D, H>;
  const std::size_t threads =
      options.threads == 0 ? detail::hardware_threads() : std::size_t{options.threads};
  if (threads == 1) return count_shortest(domain, std::move(start), heuristic, options);

  Enumeration result;
  if (options.max_depth < 0) return result;  // exhausted: no path is that short
  const auto root_h = static_cast<int>(std::invoke(heuristic, std::as_const(start)));
  if (root_h == 0 && domain.is_goal(std::as_const(start))) {
    result.status = Status::found;  // the empty path, the only one of 0 moves
    result.count = 1;
    result.length = 0;
    return result;
  }
  detail::CountedNodes shared;
  shared.budget = options.node_budget;
  Options unit_options = options;  // each unit: the stop token and max_depth, not the budget
  unit_options.node_budget = unlimited_nodes;
  unit_options.on_pass = {};
  detail::SearchThreads search_threads(threads);
  detail::WorkerPool& pool = search_threads.pool();
  detail::PassSizes sizes;

  // Searches `units` at `bound` on the pool's threads, each below its prefix, or (with
  // `split_depth` >= 0) only down to that depth, collecting the nodes there per unit.
  auto search_all = [&](const std::vector<std::vector<Move>>& units, int bound, int split_depth,
                        std::vector<std::vector<std::vector<Move>>>* deeper) {
    std::vector<detail::CountedPass<Move>> counted(units.size());
    std::atomic<std::size_t> next{0};
    auto search_units = [&](std::size_t) {
      for (std::size_t i = next.fetch_add(1); i < units.size(); i = next.fetch_add(1)) {
        if (shared.nodes.load(std::memory_order_relaxed) >= shared.budget) {
          counted[i].status = Status::budget_exceeded;
          continue;
        }
#if ROTATION_HAS_STOP_TOKEN
        if (options.stop.stop_requested()) {
          counted[i].status = Status::stopped;
          continue;
        }
#endif
        Search search(domain, heuristic, start, unit_options, detail::CountEveryGoal{});
        detail::NodeWatch watch{&shared};
        search.set_monitor(&detail::NodeWatch::check, &watch, detail::parallel_check_interval);
        const auto outcome = search.pass_below(bound, units[i], split_depth,
                                               deeper == nullptr ? nullptr : &(*deeper)[i]);
        watch.report(search.stats().nodes_expanded);
        counted[i].template add<D, H>(search, outcome);
      }
    };
    // A level of a few units is not worth waking the threads for.
    pool.run(units.size() >= 4 * pool.size() || deeper == nullptr ? units.size() : 1, search_units);
    detail::CountedPass<Move> total;
    for (const auto& unit : counted) total.add(unit);
    return total;
  };

  for (int bound = root_h; bound <= options.max_depth;) {
    if (options.on_pass) options.on_pass(bound, result.stats);
#if ROTATION_HAS_STOP_TOKEN
    if (options.stop.stop_requested()) {
      result.status = Status::stopped;
      return result;
    }
#endif
    ++result.stats.passes;
    result.stats.final_bound = bound;

    // Split level by level, each level's units searched down to the next on the threads; a
    // goal met above the units is counted there.
    detail::CountedPass<Move> pass;
    std::vector<std::vector<Move>> units{{}};
    const std::size_t wanted = sizes.units_wanted(pool.size());
    for (int depth = 0; units.size() < wanted && !units.empty() && depth < bound - 1; ++depth) {
      std::vector<std::vector<std::vector<Move>>> children(units.size());
      pass.add(search_all(units, bound, depth + 1, &children));
      if (pass.status != Status::exhausted) break;
      units.clear();
      for (auto& of_unit : children)
        for (auto& child : of_unit) units.push_back(std::move(child));
    }
    if (pass.status == Status::exhausted) pass.add(search_all(units, bound, -1, nullptr));
    detail::add_work(result.stats, pass.stats);
    sizes.add(pass.stats.nodes_expanded);
    if (pass.status != Status::exhausted) {
      result.status = pass.status;
      result.count = pass.goals;  // as count_shortest: the paths met before the end
      return result;
    }
    if (pass.goals > 0) {
      result.status = Status::found;
      result.count = pass.goals;
      result.length = bound;  // a goal is met in the first pass whose bound reaches it
      return result;
    }
    if (!pass.next_bound) break;  // every path tried: a finite space, or max_depth reached
    bound = static_cast<int>(*pass.next_bound);
  }
  result.status = Status::exhausted;
  return result;
}

}  // namespace rotation::search

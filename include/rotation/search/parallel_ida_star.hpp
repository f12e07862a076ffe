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
/// another. Here every thread walks the levels above the units itself and
/// numbers the units in the order it meets them; it expands those whose number
/// it took from a shared counter (the next one not yet taken) and walks past
/// the others: nothing passes between the threads but numbers. The first goal
/// in the order wins: a thread that finds a goal in unit i cancels the units
/// after i, and the units before i are searched to their end, since a goal in
/// them would come first. So the answer is the one-thread answer, the first
/// shortest path in the domain's move order, whatever the timing.
///
/// The statistics add up every thread's nodes in the units, those of the units
/// cancelled on the way included, and the levels above them once: a parallel
/// search expands at least as many nodes as one thread, the difference being
/// the work past the first goal in the order. The split depth of a pass is the
/// shallowest at which the pass before expanded as many nodes as the units
/// wanted. The node budget is checked against the threads' total every 256
/// nodes of each, so a search may pass it by that much per thread before it
/// ends. The heuristic is called from every thread at once: it must be safe to
/// (every heuristic of the library is: their tables are read-only).
///
/// The first pass, and a pass expected to be small (the last one's nodes
/// times its growth), are searched on the calling thread alone. The threads
/// are kept for the process's next parallel search once it has started them
/// (one stays idle, asleep, between searches).
///
/// A search of hours can be resumed: on_checkpoint is handed, every
/// checkpoint_interval, where the search stands (a Checkpoint: the pass, its
/// split depth, and how many of its units, in the one-thread order, were
/// searched to their end), and once more when it ends stopped or over its
/// budget; the same search given that checkpoint as `resume`, in this process
/// or another, goes on from there and ends with the answer it would have
/// given without the break. The units below the mark need not be searched
/// again because the units go out in order: every unit below the least one
/// a thread still holds is done.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "../detail/config.hpp"
#include "../detail/threads.hpp"
#include "checkpoint.hpp"
#include "ida_star.hpp"
#include "parallel_options.hpp"  // IWYU pragma: export (ParallelOptions)
#include "unit_claims.hpp"
#include "work_units.hpp"  // IWYU pragma: export (WorkUnit, split_pass, search_unit)

// One detail namespace for the whole library (see ida_star.hpp).
namespace rotation::detail {

// The depth to cut the next pass at for `wanted` units: the shallowest (but the
// start) where the last pass expanded as many nodes, since a pass at a higher
// bound expands at least as many at each depth; else where it expanded the
// most. Within the bound: units lie at bound - 1 moves at most.
template <std::size_t Levels>
int split_depth_for(std::size_t wanted, const std::array<std::uint64_t, Levels>& level_nodes,
                    int bound) {
  const int deepest = std::min(std::max(bound - 1, 0), static_cast<int>(Levels) - 1);
  int most = std::min(1, deepest);
  for (int depth = most; depth <= deepest; ++depth) {
    const std::uint64_t nodes = level_nodes[static_cast<std::size_t>(depth)];
    if (nodes >= wanted) return depth;
    if (nodes > level_nodes[static_cast<std::size_t>(most)]) most = depth;
  }
  return most;
}

// The depth the first pass is cut at, for lack of a pass before it: deep enough
// that its units tell the next pass how the tree grows.
inline constexpr int parallel_first_split_depth = 8;

// The threads of a parallel search: the process's pool, kept from one search
// to the next (a search of a millisecond would otherwise spend a tenth of it
// starting a thread), or one of its own when another search holds that.
// The lease is a flag, not a mutex: a search started from within another's
// on_pass, on the same thread, finds it taken and makes its own pool. The
// kept pool's threads are joined when the program ends normally (exit() from
// inside a search, or fork() during one, is not supported).
class SearchThreads {
 public:
  explicit SearchThreads(std::size_t threads) {
#if ROTATION_HAS_THREADS
    Shared& shared = kept();
    bool taken = false;
    if (shared.busy.compare_exchange_strong(taken, true)) {
      if (!shared.pool || shared.threads != threads) {
        shared.pool.reset();  // its threads end before the next start
        shared.pool = std::make_unique<WorkerPool>(threads);
        shared.threads = threads;
      }
      pool_ = shared.pool.get();
      leased_ = true;
      return;
    }
#endif
    own_ = std::make_unique<WorkerPool>(threads);
    pool_ = own_.get();
  }
  SearchThreads(const SearchThreads&) = delete;
  SearchThreads& operator=(const SearchThreads&) = delete;
  ~SearchThreads() {
#if ROTATION_HAS_THREADS
    if (leased_) kept().busy.store(false);
#endif
  }
  WorkerPool& pool() { return *pool_; }

 private:
#if ROTATION_HAS_THREADS
  struct Shared {
    std::atomic<bool> busy{false};
    std::unique_ptr<WorkerPool> pool;
    std::size_t threads = 0;
  };
  static Shared& kept() {
    static Shared shared;
    return shared;
  }
  bool leased_ = false;
#endif
  std::unique_ptr<WorkerPool> own_;
  WorkerPool* pool_ = nullptr;
};

// How often a unit's search looks at the others': a unit past the first goal
// found is work thrown away, and most units are a few hundred nodes.
inline constexpr std::uint64_t parallel_check_interval = 256;

// Units per thread worth cutting a pass into: enough that the threads finish
// a pass nearly together, few enough that each thread expands runs of nodes
// the one-thread order keeps together (their table entries stay in its cache).
inline constexpr std::size_t parallel_units_per_thread = 64;

// A large pass is cut finer, into units of this many nodes (expected) and up
// to parallel_most_units_per_thread a thread: when a goal turns up, the other
// threads have searched units past it, work thrown away, about a unit each.
// With 64 units a thread, one pass of a billion nodes wasted a tenth of its
// work so (the 24-puzzle's easiest instance, 2 threads); with 1,024, about
// 2%. Units of this size make their own cost negligible.
inline constexpr std::uint64_t parallel_large_unit_nodes = 65536;
inline constexpr std::size_t parallel_most_units_per_thread = 1024;

// The nodes a unit should hold at the least, on average: every thread walks
// the levels above the units, about a node for each unit.
inline constexpr std::uint64_t parallel_unit_nodes = 64;

// The nodes of the passes so far, which tell how large the next will be: a
// pass expected to be small is cut into fewer units, or none (searched on the
// calling thread), since waking the threads costs more than they save.
class PassSizes {
 public:
  void add(std::uint64_t nodes) {
    before_ = last_;
    last_ = nodes;
    ++passes_;
  }

  // A resumed pass, searched here in part: the next is taken to be large.
  void add_resumed() {
    before_ = 0;
    last_ = std::numeric_limits<std::uint64_t>::max() / 4;
    passes_ = std::max(passes_ + 1, 2);
  }

  // The units to cut the next pass into, for `threads` threads: 1 means the
  // pass is searched whole, on the calling thread.
  std::size_t units_wanted(std::size_t threads) const {
    const std::size_t most = threads * parallel_units_per_thread;
    // The first pass, at the start's own estimate, is the least of a search but
    // for a heuristic exact at the start, whose single pass goes straight down.
    if (passes_ == 0) return 1;
    const double expected = expected_nodes();
    const double worth = expected / static_cast<double>(parallel_unit_nodes);
    if (worth < static_cast<double>(2 * threads)) return 1;
    if (worth < static_cast<double>(most)) return static_cast<std::size_t>(worth);
    const double large = expected / static_cast<double>(parallel_large_unit_nodes);
    const std::size_t finest = threads * parallel_most_units_per_thread;
    if (large >= static_cast<double>(finest)) return finest;
    return large > static_cast<double>(most) ? static_cast<std::size_t>(large) : most;
  }

  // The next pass's nodes, expected: the last pass's times its growth over the one before
  // (none known: 1).
  double expected_nodes() const {
    const double growth = passes_ >= 2 && before_ > 0 && last_ > before_
                              ? static_cast<double>(last_) / static_cast<double>(before_)
                              : 1.0;
    return static_cast<double>(last_) * growth;
  }
  int passes() const { return passes_; }

 private:
  std::uint64_t last_ = 0;
  std::uint64_t before_ = 0;
  int passes_ = 0;
};

}  // namespace rotation::detail

namespace rotation::search {

/// Searches from `start` for a shortest path to a goal of `domain`, guided by `heuristic`,
/// on options.threads threads (0: one per core): the same path as ida_star(), the first
/// shortest one in the domain's move order, and the same meaning of the statistics, with
/// every thread's nodes added up. on_pass is called on the calling thread before each pass;
/// the stop token is seen by every thread. With one thread, and neither `resume` nor
/// `on_checkpoint`, it is ida_star().
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] Result<typename D::move_type> parallel_ida_star(const D& domain,
                                                              typename D::state_type start,
                                                              const H& heuristic,
                                                              const ParallelOptions& options = {}) {
  detail::check_optional_members<D>();
  using Move = typename D::move_type;
  const std::size_t threads =
      options.threads == 0 ? detail::hardware_threads() : std::size_t{options.threads};
  if (threads == 1 && !options.resume && !options.on_checkpoint)
    return ida_star(domain, std::move(start), heuristic, options);

  Result<Move> result;
  if (options.max_depth < 0) return result;  // exhausted: no path is that short
  const auto root_h = static_cast<int>(std::invoke(heuristic, std::as_const(start)));
  if (root_h == 0 && domain.is_goal(std::as_const(start))) {
    result.status = Status::found;
    return result;
  }
  // A resumed search starts in the pass it was in, counted again below.
  int bound = root_h;
  if (options.resume) {
    bound = options.resume->bound;
    result.stats = options.resume->stats;
    result.stats.passes = std::max(result.stats.passes, 1) - 1;
  }
  detail::ClaimedPass shared(threads);
  shared.budget = options.node_budget;
  detail::Checkpoints checkpoints(options.on_checkpoint, options.checkpoint_interval);
  shared.checkpointing = checkpoints.wanted();
  Options unit_options = options;  // each thread: the stop token and max_depth, not the budget
  unit_options.node_budget = unlimited_nodes;
  unit_options.on_pass = {};
  auto stop_requested = [&] {
#if ROTATION_HAS_STOP_TOKEN
    return options.stop.stop_requested();
#else
    return false;
#endif
  };
  detail::SearchThreads search_threads(threads);
  detail::WorkerPool& pool = search_threads.pool();
  detail::PassSizes sizes;
  using Search = detail::ParallelUnitSearch<D, H>;
  // How a thread's search of a pass ended.
  struct ThreadEnd {
    typename Search::Outcome outcome = Search::Outcome::pass_over;
    std::size_t key = detail::no_parallel_key;  // of its goal, or of the unit it held
    bool stopped = false;
    std::vector<Move> path;  // its goal's
    std::optional<std::int64_t> next_bound;
    Statistics in_units;
    Statistics walk;
    std::array<std::uint64_t, Search::counted_levels> level_nodes{};
  };
  std::vector<ThreadEnd> ends(pool.size());
  // The last pass's nodes at each depth: where to cut the next.
  std::array<std::uint64_t, Search::counted_levels> level_nodes{};
  for (bool resuming = options.resume.has_value(); bound <= options.max_depth; resuming = false) {
    if (options.on_pass) options.on_pass(bound, result.stats);
    // A resumed pass was large enough to want a checkpoint: every thread searches it.
    const std::size_t wanted = resuming ? pool.size() : sizes.units_wanted(pool.size());
    const std::size_t used = wanted > 1 ? pool.size() : 1;  // a small pass: the caller's alone
    // A pass on the caller's thread alone is cut as a shared one would be: its units tell
    // the next how the tree grows.
    const std::size_t cut_for = std::max(wanted, pool.size() * detail::parallel_units_per_thread);
    const int depth = resuming ? options.resume->depth
                      : result.stats.passes == 0
                          ? std::clamp(detail::parallel_first_split_depth, std::min(1, bound - 1),
                                       std::max(bound - 1, 0))
                          : detail::split_depth_for(cut_for, level_nodes, bound);
    const std::size_t first_unit =
        resuming ? static_cast<std::size_t>(options.resume->units_done) : 0;
    checkpoints.start_pass(bound, depth, used, first_unit);
    if (stop_requested()) {
      result.status = Status::stopped;
      Statistics so_far = result.stats;
      so_far.passes += 1;  // the pass to resume
      so_far.final_bound = bound;
      checkpoints.hand_out(first_unit, so_far,
                           resuming ? options.resume->next_bound : std::nullopt);
      return result;
    }
    ++result.stats.passes;
    result.stats.final_bound = bound;
    shared.start_pass(result.stats, first_unit,
                      resuming ? options.resume->next_bound : std::nullopt);
    auto search_part = [&](std::size_t t) {
      Search search(domain, heuristic, start, unit_options, detail::EndAtFirstGoal{});
      detail::UnitTaker<Search> taker(shared, search, t, t == 0 ? &checkpoints : nullptr);
      search.set_claims(taker.claims());
      search.set_monitor(&detail::UnitTaker<Search>::check, &taker,
                         detail::parallel_check_interval);
      ThreadEnd& end = ends[t];
      end.outcome = search.pass_below(bound, {}, depth);
      end.key = taker.key();
      if (end.outcome == Search::Outcome::ended_by_goal) {
        if (!taker.in_unit()) end.key = detail::goal_key_after(taker.units_met());
        detail::lower_index(shared.first_found, end.key);
        end.path = search.path();
      }
      end.stopped = search.stopped();
      taker.finish();
      end.next_bound = search.next_bound();
      end.in_units = taker.unit_work();
      end.walk = taker.walk_work();
      end.level_nodes = search.level_nodes();
    };
    // An exception on one thread (an observer's, memory running out) ends the others' parts
    // at their next look, as a goal before every unit would, rather than at the pass's end;
    // the pool rethrows it once all are through.
    auto search_pass = [&](std::size_t t) {
#if ROTATION_HAS_EXCEPTIONS
      try {
        search_part(t);
      } catch (...) {
        detail::lower_index(shared.first_found, 0);
        throw;
      }
#else
      search_part(t);
#endif
    };
    pool.run(used, search_pass);

    // The units' nodes add up; the walks above them, the same nodes, count once.
    Statistics walk;
    for (std::size_t t = 0; t < used; ++t) {
      detail::add_work(result.stats, ends[t].in_units);
      walk.nodes_expanded = std::max(walk.nodes_expanded, ends[t].walk.nodes_expanded);
      walk.nodes_generated = std::max(walk.nodes_generated, ends[t].walk.nodes_generated);
    }
    // So do the levels: above the units, every thread's walk met the same nodes.
    for (std::size_t level = 0; level < level_nodes.size(); ++level) {
      level_nodes[level] = 0;
      for (std::size_t t = 0; t < used; ++t)
        level_nodes[level] = level < static_cast<std::size_t>(depth)
                                 ? std::max(level_nodes[level], ends[t].level_nodes[level])
                                 : level_nodes[level] + ends[t].level_nodes[level];
    }
    detail::add_work(result.stats, walk);
    if (resuming)
      sizes.add_resumed();
    else
      sizes.add(result.stats.nodes_expanded - shared.before.nodes_expanded);

    // Every unit before the first goal (every unit, if none) was searched to its end but
    // where a thread was stopped, or ran over the budget, before it.
    const std::size_t first = shared.first_found.load();
    // A resumed pass: the units below the mark cut nodes too.
    std::optional<std::int64_t> next_bound;
    if (resuming) next_bound = options.resume->next_bound;
    for (std::size_t t = 0; t < used; ++t) {
      const ThreadEnd& end = ends[t];
      if (end.outcome == Search::Outcome::aborted && end.key < first) {
        result.status = end.stopped ? Status::stopped : Status::budget_exceeded;
        // Every thread's cuts are of this pass: all of them may go in.
        for (std::size_t u = 0; u < used; ++u)
          if (ends[u].next_bound) detail::lower_cut(shared.least_cut, *ends[u].next_bound);
        checkpoints.hand_out(checkpoints.units_done(shared), result.stats, shared.next_bound());
        return result;
      }
      detail::lower_to(next_bound, end.next_bound);
    }
    if (first != detail::no_parallel_key) {
      for (std::size_t t = 0; t < used; ++t)
        if (ends[t].outcome == Search::Outcome::ended_by_goal && ends[t].key == first)
          result.path = std::move(ends[t].path);
      result.status = Status::found;
      return result;
    }
    if (!next_bound) break;  // every path tried: a finite space, or max_depth reached
    bound = static_cast<int>(*next_bound);
  }
  result.status = Status::exhausted;
  return result;
}

}  // namespace rotation::search

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

namespace rotation::search {

/// The options of a parallel search: those of every search, the threads, and checkpoints.
struct ParallelOptions : Options {
  /// The threads to search on; 0, the default: one per core.
  unsigned threads = 0;
  /// Go on from this checkpoint of a search of the same start, domain and heuristic (the
  /// threads may differ): the answer is that search's. A checkpoint of another search
  /// gives a wrong one; that is the caller's to rule out (keep the start with it). The
  /// search counts on from the checkpoint's nodes, node_budget included: a search run in
  /// legs raises its budget each leg, and makes no progress if one unit needs more nodes
  /// than a leg (the unit starts over in each).
  std::optional<Checkpoint> resume;
  /// Called on the calling thread every checkpoint_interval while that thread searches a
  /// pass (not while it waits for the others to end their last units), and when the search
  /// ends stopped or over its budget (not when it finds a goal or runs out of paths):
  /// empty, the default, no call and no cost. An exception it throws ends
  /// the search (the other threads at their next look) and comes out of parallel_ida_star.
  CheckpointObserver on_checkpoint;
  /// How often on_checkpoint is called (at the calling thread's first look, every 256
  /// nodes, once it is over); 0: at every look. A resumed search searches the units that
  /// were under way again, so a break loses the interval and what those units had done.
  std::chrono::milliseconds checkpoint_interval{60'000};
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

// The order of what a pass meets: unit k (the k-th node at the split depth) is
// key 2k + 1, and a goal above the units, met after m of them, key 2m.
inline constexpr std::size_t unit_key(std::size_t unit) { return 2 * unit + 1; }
inline constexpr std::size_t goal_key_after(std::size_t units_met) { return 2 * units_met; }
// No goal found yet: above every key.
inline constexpr std::size_t no_parallel_key = std::numeric_limits<std::size_t>::max();

// Lowers `value` to `to`, if that is lower, with other threads doing the same.
inline void lower_index(std::atomic<std::size_t>& value, std::size_t to) {
  std::size_t seen = value.load();
  while (to < seen && !value.compare_exchange_weak(seen, to)) {
  }
}

// Lowers a bound to `to`, if that is lower, with other threads doing the same.
inline void lower_cut(std::atomic<std::int64_t>& value, std::int64_t to) {
  std::int64_t seen = value.load();
  while (to < seen && !value.compare_exchange_weak(seen, to)) {
  }
}

// Raises `value` to `to`, if that is higher, with other threads doing the same.
inline void raise_count(std::atomic<std::uint64_t>& value, std::uint64_t to) {
  std::uint64_t seen = value.load(std::memory_order_relaxed);
  while (to > seen && !value.compare_exchange_weak(seen, to, std::memory_order_relaxed)) {
  }
}

// What the threads of one pass share: the tickets, the first goal, the nodes.
// Every thread walks the levels above the units (the same nodes in the same
// order, each thread as far as it goes): they count once, as the furthest
// walk's; the units' nodes add up.
struct ClaimedPass {
  explicit ClaimedPass(std::size_t threads)
      : holding(std::make_unique<std::atomic<std::size_t>[]>(threads)), thread_count(threads) {}

  std::atomic<std::size_t> next_ticket{0};                // the next unit to take
  std::atomic<std::size_t> first_found{no_parallel_key};  // the least key of a goal found
  std::atomic<std::uint64_t> unit_nodes{0};               // expanded in units, every thread's
  std::atomic<std::uint64_t> walk_nodes{0};      // expanded above the units, the furthest walk's
  std::atomic<std::uint64_t> unit_generated{0};  // the same two, generated (for checkpoints)
  std::atomic<std::uint64_t> walk_generated{0};
  // [t]: the unit thread t holds (expanding it, or walking to it), or one before it, or
  // no_parallel_key before it takes its first: every unit below the least is done.
  std::unique_ptr<std::atomic<std::size_t>[]> holding;
  std::size_t thread_count;
  // The least bound of a node cut in a unit done (or under way), for checkpoints.
  std::atomic<std::int64_t> least_cut{no_cut};
  static constexpr std::int64_t no_cut = std::numeric_limits<std::int64_t>::max();
  bool checkpointing = false;  // report generated nodes and cuts too, for checkpoints
  search::Statistics before;   // the passes before this one (and a resumed pass's nodes so far)
  std::uint64_t budget = search::unlimited_nodes;

  // A resumed pass starts at its checkpoint's units_done and next_bound.
  void start_pass(const search::Statistics& so_far, std::size_t first_ticket,
                  std::optional<std::int64_t> cut = std::nullopt) {
    next_ticket = first_ticket;
    first_found = no_parallel_key;
    unit_nodes = 0;
    walk_nodes = 0;
    unit_generated = 0;
    walk_generated = 0;
    least_cut = cut ? *cut : no_cut;
    for (std::size_t t = 0; t < thread_count; ++t) holding[t].store(no_parallel_key);
    before = so_far;
  }
  bool over_budget() const {
    return before.nodes_expanded + unit_nodes.load(std::memory_order_relaxed) +
               walk_nodes.load(std::memory_order_relaxed) >=
           budget;
  }
  // The units of the pass done, for the first `used` threads: those below every one held.
  std::size_t units_done(std::size_t used) const {
    std::size_t least = no_parallel_key;
    for (std::size_t t = 0; t < used; ++t) least = std::min(least, holding[t].load());
    return least;
  }
  std::optional<std::int64_t> next_bound() const {
    const std::int64_t least = least_cut.load();
    return least == no_cut ? std::nullopt : std::optional<std::int64_t>(least);
  }
  // The work so far, as the threads last reported it.
  search::Statistics work() const {
    search::Statistics so_far = before;
    so_far.nodes_expanded +=
        unit_nodes.load(std::memory_order_relaxed) + walk_nodes.load(std::memory_order_relaxed);
    so_far.nodes_generated += unit_generated.load(std::memory_order_relaxed) +
                              walk_generated.load(std::memory_order_relaxed);
    return so_far;
  }
};

// The checkpoints of a parallel search (ParallelOptions::on_checkpoint): the
// calling thread's part of each pass hands one out when the interval is over.
class Checkpoints {
 public:
  Checkpoints(const search::CheckpointObserver& observer, std::chrono::milliseconds interval)
      : observer_(&observer),
        interval_(std::max(interval, std::chrono::milliseconds{0})),
        due_(after(std::chrono::steady_clock::now())) {}

  bool wanted() const { return static_cast<bool>(*observer_); }
  void start_pass(int bound, int depth, std::size_t used, std::size_t first_unit) {
    bound_ = bound;
    depth_ = depth;
    used_ = used;
    mark_ = first_unit;
  }
  // The units of the pass done: those below every one held, or below an earlier mark (a
  // unit done stays done; a thread that starts late may show one below it for a moment).
  std::size_t units_done(const ClaimedPass& pass) {
    mark_ = std::max(mark_, pass.units_done(used_));
    return mark_;
  }
  // From the calling thread's monitor: a checkpoint, if one is due and no goal is found yet
  // (a search with a goal ends soon, and is not resumed).
  void at_look(const ClaimedPass& pass) {
    if (!wanted() || pass.first_found.load(std::memory_order_relaxed) != no_parallel_key) return;
    const auto now = std::chrono::steady_clock::now();
    if (now < due_) return;
    // The mark first: the cuts of the units below it are published by then.
    const std::size_t done = units_done(pass);
    hand_out(done, pass.work(), pass.next_bound());
    due_ = after(now);
  }
  // One of the pass started last: at a look, or the last of a search that ends stopped or
  // over its budget.
  void hand_out(std::size_t done, const search::Statistics& so_far,
                std::optional<std::int64_t> next_bound) const {
    if (!wanted()) return;
    search::Checkpoint checkpoint;
    checkpoint.bound = bound_;
    checkpoint.depth = depth_;
    checkpoint.units_done = done;
    checkpoint.next_bound = next_bound;
    checkpoint.stats = so_far;
    (*observer_)(std::as_const(checkpoint));
  }

 private:
  // When the interval from `now` is over: never, for an interval past the clock's range.
  std::chrono::steady_clock::time_point after(std::chrono::steady_clock::time_point now) const {
    using std::chrono::steady_clock;
    if (interval_ >= std::chrono::duration_cast<std::chrono::milliseconds>(
                         steady_clock::time_point::max() - now))
      return steady_clock::time_point::max();
    return now + interval_;
  }

  const search::CheckpointObserver* observer_;
  std::chrono::milliseconds interval_;
  std::chrono::steady_clock::time_point due_;
  int bound_ = 0;
  int depth_ = 0;
  std::size_t used_ = 1;
  std::size_t mark_ = 0;
};

// One thread's part of a pass: its search walks the levels above the units
// and numbers the units in the order it meets them; it expands those whose
// number it took as a ticket (the next one no thread has taken) and walks past
// the others. So the units go out in the one-thread order, and nothing passes
// between threads but a number: no unit is copied, and none replayed from the
// start.
template <class Search>
class UnitTaker {
 public:
  using Claim = typename Search::Claim;

  // `checkpoints`: the calling thread's, which hands them out; null on the others.
  UnitTaker(ClaimedPass& pass, const Search& search, std::size_t thread,
            Checkpoints* checkpoints = nullptr)
      : pass_(&pass), search_(&search), checkpoints_(checkpoints), thread_(thread) {
    // Held before taken: a thread that starts late (or after the others, where parts run one
    // after another) holds none until here, and does not pin the mark meanwhile.
    pass_->holding[thread_].store(pass_->next_ticket.load());
    take_ticket();
  }
  UnitTaker(const UnitTaker&) = delete;
  UnitTaker& operator=(const UnitTaker&) = delete;

  typename Search::UnitClaims claims() { return {&claim, &done, this}; }

  // The search's monitor: reports the nodes, and ends the pass for this
  // thread once its unit comes after a goal found, or the budget is spent.
  static bool check(void* context, std::uint64_t /*nodes_expanded*/) {
    auto& taker = *static_cast<UnitTaker*>(context);
    taker.report();
    if (taker.checkpoints_ != nullptr) taker.checkpoints_->at_look(*taker.pass_);
    return taker.key() > taker.pass_->first_found.load(std::memory_order_relaxed) ||
           taker.pass_->over_budget();
  }

  // The key of the unit this thread holds (expanding it, or walking to it).
  std::size_t key() const { return unit_key(ticket_); }
  bool in_unit() const { return in_unit_; }
  std::size_t units_met() const { return met_; }

  // After the search: a unit it ended in counts as the thread's unit work.
  void finish() {
    if (in_unit_) close_unit();
    report();
  }
  const search::Statistics& unit_work() const { return in_units_; }
  search::Statistics walk_work() const {
    const search::Statistics& all = search_->stats();
    return {all.nodes_expanded - in_units_.nodes_expanded,
            all.nodes_generated - in_units_.nodes_generated, 0, 0};
  }

 private:
  static Claim claim(void* context) {
    auto& taker = *static_cast<UnitTaker*>(context);
    const std::size_t unit = taker.met_++;
    if (unit != taker.ticket_) return Claim::walk_past;  // another thread's
    if (taker.key() > taker.pass_->first_found.load(std::memory_order_relaxed) ||
        taker.pass_->over_budget())
      return Claim::end_pass;
    taker.unit_start_ = taker.search_->stats();
    taker.in_unit_ = true;
    return Claim::expand;
  }

  static void done(void* context) {
    auto& taker = *static_cast<UnitTaker*>(context);
    taker.close_unit();
    taker.take_ticket();
  }

  // The next unit no thread has taken. Until the store, holding_ still shows the unit
  // before, which is done: the mark of units done (ClaimedPass::units_done) may lag, never lead.
  void take_ticket() {
    if (pass_->checkpointing) {  // the unit done's nodes and cuts, published before the mark moves
      report();
      if (const auto cut = search_->next_bound()) lower_cut(pass_->least_cut, *cut);
    }
    ticket_ = pass_->next_ticket.fetch_add(1);
    pass_->holding[thread_].store(ticket_);
  }

  void close_unit() {
    const search::Statistics& now = search_->stats();
    in_units_.nodes_expanded += now.nodes_expanded - unit_start_.nodes_expanded;
    in_units_.nodes_generated += now.nodes_generated - unit_start_.nodes_generated;
    in_unit_ = false;
  }

  void report() {
    const search::Statistics& all = search_->stats();
    const std::uint64_t in_units =
        in_units_.nodes_expanded + (in_unit_ ? all.nodes_expanded - unit_start_.nodes_expanded : 0);
    pass_->unit_nodes.fetch_add(in_units - reported_, std::memory_order_relaxed);
    reported_ = in_units;
    raise_count(pass_->walk_nodes, all.nodes_expanded - in_units);
    if (!pass_->checkpointing) return;  // only checkpoints need them
    const std::uint64_t generated =
        in_units_.nodes_generated +
        (in_unit_ ? all.nodes_generated - unit_start_.nodes_generated : 0);
    pass_->unit_generated.fetch_add(generated - reported_generated_, std::memory_order_relaxed);
    reported_generated_ = generated;
    raise_count(pass_->walk_generated, all.nodes_generated - generated);
  }

  ClaimedPass* pass_;
  const Search* search_;
  Checkpoints* checkpoints_;
  std::size_t thread_;                    // its index in the pass, 0 for the calling thread
  std::size_t ticket_ = 0;                // the unit this thread expands next
  std::size_t met_ = 0;                   // the units met so far
  bool in_unit_ = false;                  // expanding unit ticket_
  search::Statistics unit_start_;         // the search's nodes when that unit began
  search::Statistics in_units_;           // the nodes of the units expanded to their end
  std::uint64_t reported_ = 0;            // of those (and the current unit's), added to the pass
  std::uint64_t reported_generated_ = 0;  // the same, generated
};

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
    // The last pass's nodes times its growth over the one before (none known: 1).
    const double growth = passes_ >= 2 && before_ > 0 && last_ > before_
                              ? static_cast<double>(last_) / static_cast<double>(before_)
                              : 1.0;
    const double expected = static_cast<double>(last_) * growth;
    const double worth = expected / static_cast<double>(parallel_unit_nodes);
    if (worth < static_cast<double>(2 * threads)) return 1;
    if (worth < static_cast<double>(most)) return static_cast<std::size_t>(worth);
    const double large = expected / static_cast<double>(parallel_large_unit_nodes);
    const std::size_t finest = threads * parallel_most_units_per_thread;
    if (large >= static_cast<double>(finest)) return finest;
    return large > static_cast<double>(most) ? static_cast<std::size_t>(large) : most;
  }

 private:
  std::uint64_t last_ = 0;
  std::uint64_t before_ = 0;
  int passes_ = 0;
};

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

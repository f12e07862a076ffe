#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// How the threads of a parallel search share one pass's work units (details of
/// parallel_ida_star.hpp): the units numbered in the one-thread order and taken as tickets,
/// the first goal in that order, the nodes counted once, and the checkpoints' mark (every
/// unit below the least one a thread still holds is done).

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <utility>

#include "checkpoint.hpp"
#include "parallel_options.hpp"
#include "result.hpp"

// One detail namespace for the whole library (see ida_star.hpp).
namespace rotation::detail {

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

// When a checkpoint interval from `now` is over: never, for one past the clock's range.
inline std::chrono::steady_clock::time_point checkpoint_due_after(
    std::chrono::steady_clock::time_point now, std::chrono::milliseconds interval) {
  using std::chrono::steady_clock;
  interval = std::max(interval, std::chrono::milliseconds{0});
  if (interval >=
      std::chrono::duration_cast<std::chrono::milliseconds>(steady_clock::time_point::max() - now))
    return steady_clock::time_point::max();
  return now + interval;
}

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
  std::chrono::steady_clock::time_point after(std::chrono::steady_clock::time_point now) const {
    return checkpoint_due_after(now, interval_);
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

}  // namespace rotation::detail

#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Many searches on every core: solve_batch hands a batch of items (boards, scrambles) out
/// to the threads one item a thread, and an item that proves long is searched again on
/// every thread, so that a batch of short searches is not held up by what one search loses
/// on several threads (its passes too small to share, the work past the first goal), and a
/// long one still gets every core. The answers come out in the items' order, on the calling
/// thread, and are each the answer one search of that item gives, on any number of
/// threads.
///
/// Knows nothing of the items: the caller's `search(i, options)` runs item i's search.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/config.hpp"
#include "../detail/threads.hpp"
#include "parallel_ida_star.hpp"
#include "result.hpp"

namespace rotation::search {

/// How solve_batch spreads a batch over threads.
struct BatchOptions {
  /// The threads; 0, the default: one per core.
  unsigned threads = 0;
  /// The nodes an item is searched for on one thread, beside the other threads' items,
  /// before it counts as long: it is then searched again from its start on every thread,
  /// after the batch's short items (so a long item costs at most this much twice). About a
  /// second of a search here.
  std::uint64_t short_budget = 20'000'000;
};

}  // namespace rotation::search

// One detail namespace for the whole library (see detail/).
namespace rotation::detail {

// solve_batch's work: `first(i, options)` is each item's try, `again(i,
// options)` a long item's search on every thread. With `try_alone`, an item
// searched alone (one thread, or a single item) has its try too, on every
// thread; without, it is searched once, by `again`.
template <class First, class Again, class Deliver>
void solve_batch_parts(std::size_t count, const First& first, const Again& again,
                       const Deliver& deliver, const search::BatchOptions& batch,
                       const search::ParallelOptions& base, bool try_alone) {
  using Result = std::invoke_result_t<const First&, std::size_t, const search::ParallelOptions&>;
  static_assert(
      std::is_same_v<
          Result, std::invoke_result_t<const Again&, std::size_t, const search::ParallelOptions&>>,
      "the try and the search again return the same type");
  // Without threads (or without exceptions, which the threads' errors need) one at a time.
  constexpr bool parallel = ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS;
  const unsigned threads =
      batch.threads == 0 ? static_cast<unsigned>(hardware_threads()) : batch.threads;
  search::ParallelOptions every_thread = base;
  every_thread.threads = threads;
  search::ParallelOptions tried = base;
  tried.node_budget = std::min(base.node_budget, batch.short_budget);
  // Over the budget of the try but not over the caller's: worth a search again.
  const auto is_long = [&](const Result& result) {
    return result.status == search::Status::budget_exceeded &&
           result.stats.nodes_expanded < base.node_budget;
  };
  if (threads <= 1 || count <= 1 || !parallel) {
    tried.threads = threads;
    for (std::size_t i = 0; i < count; ++i) {
      if (!try_alone) {
        deliver(i, again(i, every_thread), std::uint64_t{0});
        continue;
      }
      Result result = first(i, tried);
      if (!is_long(result)) {
        deliver(i, std::move(result), std::uint64_t{0});
        continue;
      }
      const std::uint64_t first_try = result.stats.nodes_expanded;
      deliver(i, again(i, every_thread), first_try);
    }
    return;
  }
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS
  tried.threads = 1;
  const std::size_t parts = std::min<std::size_t>(threads, count);  // no thread without an item
  // Each slot is written by the one thread that took its item, then published by its
  // flag; only the calling thread (part 0) reads them, and delivers.
  std::vector<std::optional<Result>> results(count);
  std::vector<std::atomic<bool>> done(count);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::size_t delivered = 0;
  bool deliver_failed = false;  // an exception came out of deliver: deliver no more
  // Delivers the answers that are there, in order, up to the first long item. An item
  // counts as delivered before deliver is called, so that one that throws is not
  // delivered again.
  const auto deliver_ready = [&] {
    while (!deliver_failed && delivered < count &&
           done[delivered].load(std::memory_order_acquire) && !is_long(*results[delivered])) {
      const std::size_t i = delivered++;
      Result result = std::move(*results[i]);
      results[i].reset();
      deliver_failed = true;
      deliver(i, std::move(result), std::uint64_t{0});
      deliver_failed = false;
    }
  };
  try {
    run_split(parts, [&](std::size_t part) {
      try {
        for (;;) {
          if (failed.load(std::memory_order_relaxed)) return;
          const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
          if (i >= count) return;
          results[i].emplace(first(i, tried));
          done[i].store(true, std::memory_order_release);
          if (part == 0) deliver_ready();
        }
      } catch (...) {
        failed.store(true, std::memory_order_relaxed);
        throw;
      }
    });
  } catch (...) {
    deliver_ready();
    throw;
  }

  // Every item has had its try: the long ones, in order, on every thread.
  for (; delivered < count; ++delivered) {
    Result& result = *results[delivered];
    if (!is_long(result)) {
      deliver(delivered, std::move(result), std::uint64_t{0});
    } else {
      const std::uint64_t first_try = result.stats.nodes_expanded;
      deliver(delivered, again(delivered, every_thread), first_try);
    }
    results[delivered].reset();
  }
#endif
}

}  // namespace rotation::detail

namespace rotation::search {

/// Solves items 0 .. count - 1 and hands each answer to `deliver` in that order, on the
/// calling thread.
///
/// `search(i, options)` runs item i's search (with parallel_ida_star, or anything that
/// honours the options) and returns its result: any type with `status` (a Status) and
/// `stats` (Statistics), such as Result. `options` is `base` with the threads and
/// node budget of the batch's try: one thread and at most `batch.short_budget` nodes, and
/// for a long item every thread and `base`'s budget. `search` is called on several threads
/// at once (for different items): it must be safe to. `deliver(i, result, first_try)`
/// gets item i's answer and the nodes its one-thread try expanded before it was searched
/// again (0 for an item searched once).
///
/// On one thread, or for a single item, each item is searched once, on every thread. An
/// exception from `search` or `deliver` ends the batch and comes out here once the threads
/// have stopped: the answers delivered are some of those before the item that threw, in
/// order (up to it, or to a long item before it, which is not searched again). `base`'s
/// callbacks (`on_pass`, `on_checkpoint`) are called from several threads at once, and
/// its `resume` would apply to every item: a batch is for searches without them.
template <class Search, class Deliver>
void solve_batch(std::size_t count, const Search& search, const Deliver& deliver,
                 const BatchOptions& batch = {}, const ParallelOptions& base = {}) {
  detail::solve_batch_parts(count, search, search, deliver, batch, base, /*try_alone=*/false);
}

/// solve_batch with a try that differs from the search again: `first_try(i, options)` is
/// item i's search under the batch's budget (a cheap heuristic, say), and `again(i,
/// options)` the search of an item whose try ran over it, on every thread, after the
/// others (with a stronger heuristic that costs time to set up, and is set up only then).
/// An item searched alone (on one thread, or a single item) has its try too, on every
/// thread. Both return the same type; `first_try` is called on several threads at once,
/// `again` only on the calling thread.
template <class FirstTry, class Again, class Deliver>
void solve_batch(std::size_t count, const FirstTry& first_try, const Again& again,
                 const Deliver& deliver, const BatchOptions& batch = {},
                 const ParallelOptions& base = {}) {
  detail::solve_batch_parts(count, first_try, again, deliver, batch, base, /*try_alone=*/true);
}

}  // namespace rotation::search

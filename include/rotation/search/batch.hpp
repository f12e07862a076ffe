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
/// exception from `search` or `deliver` ends the batch: the answers before the item that
/// threw are delivered, and it comes out here once the threads have stopped.
template <class Search, class Deliver>
void solve_batch(std::size_t count, const Search& search, const Deliver& deliver,
                 const BatchOptions& batch = {}, const ParallelOptions& base = {}) {
  using Result = std::invoke_result_t<const Search&, std::size_t, const ParallelOptions&>;
  // Without threads (or without exceptions, which the threads' errors need) one at a time.
  constexpr bool parallel = ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS;
  const unsigned threads =
      batch.threads == 0 ? static_cast<unsigned>(detail::hardware_threads()) : batch.threads;
  ParallelOptions every_thread = base;
  every_thread.threads = threads;
  if (threads <= 1 || count <= 1 || !parallel) {
    for (std::size_t i = 0; i < count; ++i) deliver(i, search(i, every_thread), std::uint64_t{0});
    return;
  }
#if ROTATION_HAS_THREADS && ROTATION_HAS_EXCEPTIONS

  ParallelOptions one_thread = base;
  one_thread.threads = 1;
  one_thread.node_budget = std::min(base.node_budget, batch.short_budget);
  // Over the budget of the try but not over the caller's: worth a search on every thread.
  const auto is_long = [&](const Result& result) {
    return result.status == Status::budget_exceeded &&
           result.stats.nodes_expanded < base.node_budget;
  };

  // Each slot is written by the one thread that took its item, then published by its
  // flag; only the calling thread (part 0) reads them, and delivers.
  std::vector<std::optional<Result>> results(count);
  std::vector<std::atomic<bool>> done(count);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::size_t delivered = 0;
  std::vector<std::size_t> long_items;
  // Delivers the answers that are there, in order, up to the first long item.
  const auto deliver_ready = [&] {
    while (delivered < count && done[delivered].load(std::memory_order_acquire) &&
           !is_long(*results[delivered])) {
      deliver(delivered, std::move(*results[delivered]), std::uint64_t{0});
      results[delivered].reset();
      ++delivered;
    }
  };
  try {
    detail::run_split(threads, [&](std::size_t part) {
      try {
        for (;;) {
          if (failed.load(std::memory_order_relaxed)) return;
          const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
          if (i >= count) return;
          results[i].emplace(search(i, one_thread));
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
    Result& tried = *results[delivered];
    if (!is_long(tried)) {
      deliver(delivered, std::move(tried), std::uint64_t{0});
    } else {
      const std::uint64_t first_try = tried.stats.nodes_expanded;
      deliver(delivered, search(delivered, every_thread), first_try);
    }
    results[delivered].reset();
  }
#endif
}

}  // namespace rotation::search

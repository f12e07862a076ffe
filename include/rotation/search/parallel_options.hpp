#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The options of a parallel search (ParallelOptions): those of every search, the threads,
/// and checkpoints; apart from the driver (parallel_ida_star.hpp), so that a puzzle's header
/// can take them without pulling a search in.

#include <chrono>
#include <optional>

#include "checkpoint.hpp"
#include "options.hpp"

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

}  // namespace rotation::search

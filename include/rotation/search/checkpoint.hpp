#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Where a parallel search stands (parallel_ida_star.hpp's on_checkpoint), enough to
/// resume it (its `resume`), apart from the driver so that code that keeps checkpoints
/// (checkpoint_file.hpp) does not pull it in.

#include <cstdint>
#include <functional>
#include <optional>

#include "result.hpp"

namespace rotation::search {

/// Where a parallel search stands, enough to resume it (ParallelOptions::resume): the
/// passes below `bound` found no goal, and the pass at `bound`, cut into work units at
/// `depth` moves from the start, searched its first `units_done` units (in the order one
/// thread meets them) to their end without finding one.
struct Checkpoint {
  int bound = 0;                 ///< the pass's bound
  int depth = 0;                 ///< its units' depth, in moves from the start
  std::uint64_t units_done = 0;  ///< its units searched to their end, the first ones in order
  /// The least bound of a node the pass cut so far: the next pass's bound, unless the rest
  /// of the pass cuts a lower one (none: no node cut yet).
  std::optional<std::int64_t> next_bound;
  /// The work so far, the pass at `bound` counted in `passes`. Its nodes include those of
  /// the units under way, which a resumed search searches again (and counts again).
  Statistics stats;
};

/// Called with a checkpoint of a parallel search (ParallelOptions::on_checkpoint).
using CheckpointObserver = std::function<void(const Checkpoint&)>;

}  // namespace rotation::search

#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The options of a distributed search (distributed_ida_star.hpp), apart from the driver.

#include <cstddef>
#include <cstdint>

#include "../search/parallel_options.hpp"

namespace rotation::distributed {

/// The options of a distributed search: those of a parallel search, read as follows, and
/// how its passes are cut.
///
/// - `threads`: this rank's search threads (0: one per core of its machine); ranks may
///   differ. The rank's main thread passes the messages beside them.
/// - `max_depth`, `node_budget`: as for every search. The budget is the whole run's,
///   checked as each unit is reported: a run may pass it by the units under way.
/// - `stop`: rank 0's is the one that counts, seen at the next report or pass.
/// - `on_pass`, `on_checkpoint`: called on rank 0 alone (the checkpoint is the run's).
/// - `resume`: the same checkpoint on every rank (one of this search's, or of the same
///   search on threads: the units are the same).
struct DistributedOptions : search::ParallelOptions {
  /// A pass expected to expand fewer nodes (the last pass's times its growth over the one
  /// before) is searched whole by every rank on its own, on one thread, with no message: a
  /// message costs as much as thousands of nodes, and every rank gets the same answer. The
  /// first pass always is. 0: every pass after the first is handed out in units.
  std::uint64_t local_pass_nodes = std::uint64_t{1} << 22;
  /// The nodes a work unit should hold, on average: a pass is cut into its expected nodes
  /// over this many units, but into at least 4 and at most most_units_per_thread units for
  /// each thread of all the ranks.
  std::uint64_t unit_nodes = 65536;
  /// The most units a pass is cut into, for each search thread of all the ranks.
  std::size_t most_units_per_thread = 1024;
};

}  // namespace rotation::distributed

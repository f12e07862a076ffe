#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The bookkeeping of one pass's work units on the rank that hands them out (a detail of
/// distributed_ida_star.hpp, kept apart because it needs no MPI and is tested without it):
/// the units go out in the one-thread order, in runs, and come back as reports of numbers;
/// from those it knows the first goal in that order, the units done (every one below the
/// mark), the least cut, the nodes, and when the pass is over.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "../search/result.hpp"

namespace rotation::distributed {

/// What searching one work unit found, as numbers: what a rank reports to the one that
/// handed the unit out. The path of a goal stays with the rank that found it.
struct UnitReport {
  std::uint64_t unit = 0;  ///< the unit's number in the pass, in the one-thread order
  /// found: a goal below it; exhausted: searched to its end without one; stopped: called
  /// off (a goal before it, a stop, the budget) before its end, or never begun.
  search::Status status = search::Status::exhausted;
  std::uint64_t nodes_expanded = 0;        ///< its nodes, as far as it was searched
  std::uint64_t nodes_generated = 0;       ///< the same, generated
  std::optional<std::int64_t> next_bound;  ///< the least bound of a node it cut
};

/// A run of consecutive units handed to one rank: `first` and the `count` after it.
struct UnitRun {
  std::uint64_t first = 0;  ///< the first unit of the run
  std::uint64_t count = 0;  ///< 0: none left to hand out in this pass
};

}  // namespace rotation::distributed

// One detail namespace for the whole library (see search/ida_star.hpp).
namespace rotation::detail {

// One pass's units as the handing-out rank sees them. Units go out in order, so
// every unit below the least one not yet reported done is done: a checkpoint
// needs that mark alone. A goal in unit f calls off the units after f; the pass
// is over when no unit handed out is still to report and either the units
// before the first goal are done, or all are, or the pass is being stopped.
class UnitDispatch {
 public:
  // `units` in the pass, the first `first_unit` of them done already (a resumed
  // pass), `cut` the least cut of those, `ranks` sharing the rest.
  UnitDispatch(std::uint64_t units, std::uint64_t first_unit, std::size_t ranks,
               std::optional<std::int64_t> cut = std::nullopt)
      : units_(units),
        next_(std::min(first_unit, units)),
        mark_(next_),
        done_(units - next_),
        out_(ranks),
        least_cut_(cut) {}

  // Up to `want` of the next units for `rank`: fewer as the pass runs out (a share
  // of what is left, so the ranks end nearly together), none once all are out,
  // a goal is found before the next, or the pass is being stopped.
  distributed::UnitRun hand_out(std::size_t rank, std::uint64_t want) {
    const std::uint64_t end = first_found_ ? std::min(*first_found_, units_) : units_;
    if (stopping_ || next_ >= end || want == 0) return {next_, 0};
    const std::uint64_t share = std::max<std::uint64_t>(1, (end - next_) / (2 * out_.size()));
    const std::uint64_t count = std::min({want, share, end - next_});
    const distributed::UnitRun run{next_, count};
    next_ += count;
    out_[rank] += count;
    return run;
  }

  // A report from `rank` of a unit it was handed. Returns false, changing nothing, for a
  // unit that rank does not hold (a message out of place).
  [[nodiscard]] bool report(std::size_t rank, const distributed::UnitReport& unit) {
    if (rank >= out_.size() || out_[rank] == 0 || unit.unit < mark_base() || unit.unit >= next_)
      return false;
    --out_[rank];
    expanded_ += unit.nodes_expanded;
    generated_ += unit.nodes_generated;
    // Every cut is a node of this pass past its bound, whether its unit ended or not.
    if (unit.next_bound && (!least_cut_ || *unit.next_bound < *least_cut_))
      least_cut_ = unit.next_bound;
    if (unit.status == search::Status::found && (!first_found_ || unit.unit < *first_found_))
      first_found_ = unit.unit;
    if (unit.status == search::Status::found || unit.status == search::Status::exhausted) {
      done_[unit.unit - mark_base()] = true;
      while (mark_ < units_ && done_[mark_ - mark_base()]) ++mark_;
    }
    return true;
  }

  // Hand out nothing more (a stop asked for, the node budget spent).
  void stop() { stopping_ = true; }
  bool stopping() const { return stopping_; }

  // The first unit in the order that holds a goal, among those reported.
  std::optional<std::uint64_t> first_found() const { return first_found_; }
  // Every unit below this one is done (searched to its end, without a goal before the first).
  std::uint64_t units_done() const { return mark_; }
  std::uint64_t units() const { return units_; }
  // The least bound of a node cut so far, the resumed units' included.
  std::optional<std::int64_t> next_bound() const { return least_cut_; }
  // The units' nodes reported so far (in this process's part of a resumed pass).
  std::uint64_t nodes_expanded() const { return expanded_; }
  std::uint64_t nodes_generated() const { return generated_; }
  // Units handed out and not yet reported, over every rank.
  std::uint64_t outstanding() const {
    std::uint64_t total = 0;
    for (const std::uint64_t count : out_) total += count;
    return total;
  }

  // Whether the pass is over: nothing out, and nothing left that could change its answer.
  bool over() const {
    if (outstanding() != 0) return false;
    if (first_found_ && mark_ >= *first_found_) return true;  // the goal, and all before it
    return stopping_ || mark_ == units_;
  }
  // Whether it ended with its first goal in order: every unit before it done.
  bool found() const { return first_found_ && mark_ >= *first_found_; }

 private:
  std::uint64_t mark_base() const { return units_ - done_.size(); }

  std::uint64_t units_;
  std::uint64_t next_;              // the next unit to hand out
  std::uint64_t mark_;              // every unit below it is done
  std::vector<bool> done_;          // [u - first unit]: unit u reported done
  std::vector<std::uint64_t> out_;  // [rank]: its units handed out, not yet reported
  std::optional<std::int64_t> least_cut_;
  std::optional<std::uint64_t> first_found_;
  std::uint64_t expanded_ = 0;
  std::uint64_t generated_ = 0;
  bool stopping_ = false;
};

}  // namespace rotation::detail

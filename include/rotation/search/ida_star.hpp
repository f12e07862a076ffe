#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Layer 3: a generic IDA* driver for unit-cost puzzles.
///
/// It knows nothing about any puzzle. A puzzle enters as a Domain (states, the
/// moves of a state in a fixed order, apply and undo in place, a goal test) and a
/// heuristic (any callable giving a lower bound on the moves left).
///
/// Guarantees, for an admissible heuristic (never above the true distance):
///   * the first path found has the fewest moves;
///   * among those, it is the first in the domain's move order, compared move by
///     move (for moves named A < B < ..., the lexicographically smallest string).
///
/// Move pruning (is_redundant or inverse, below) keeps both guarantees as long as
/// it removes only paths that are not the first shortest one.
///
/// The search works on one state, in place: no allocation per node, no copy of
/// the state per child. It never prints; progress is reported through an
/// optional callback, once per pass.

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/config.hpp"
#include "concepts.hpp"
#include "options.hpp"  // IWYU pragma: export (Options, PassObserver)
#include "result.hpp"   // IWYU pragma: export (Result, Statistics, Status)

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// Which moves a pass skips right after the previous one: every ordering the
// domain calls redundant (enough to find the first shortest path), or only
// the inverses (needed to see every shortest path).
enum class Pruning { redundant_orderings, inverses_only };

// IDA*: depth-first passes under a rising bound on depth + heuristic. Every
// goal a pass reaches goes to `on_goal(path)`, which returns true to end the
// search there; after a pass that reached a goal no further pass starts, so
// on_goal sees exactly the shortest paths, in the domain's move order. With
// CountLevels, it counts the nodes it expands at each depth (level_nodes()),
// which a parallel search reads to choose where to cut its next pass.
template <search::Domain D, search::Heuristic<typename D::state_type> H, Pruning P, class OnGoal,
          bool CountLevels = false>
class IdaStar {
 public:
  using state_type = typename D::state_type;
  using move_type = typename D::move_type;

  IdaStar(const D& domain, const H& heuristic, state_type start, const search::Options& options,
          OnGoal on_goal)
      : domain_(domain),
        heuristic_(heuristic),
        state_(std::move(start)),
        options_(options),
        on_goal_(std::move(on_goal)),
        max_depth_(options.max_depth),
        next_check_(std::min(options.node_budget, stop_check_interval)) {}

  search::Result<move_type> run() {
    search::Result<move_type> result;
    // No path is shorter than 0 moves: below 0, none is worth finding, not
    // even the empty one of a start that is a goal (Options::max_depth).
    if (max_depth_ < 0) return finish(result);  // exhausted
    const std::uint32_t sequence = sequence_start();
    const int root_h = evaluate();
    if (root_h == 0 && domain_.is_goal(state_)) {
      ++goals_;
      on_goal_(std::as_const(path_));
      result.status = search::Status::found;
      return finish(result);
    }
    bound_ = root_h;
    while (bound_ <= max_depth_) {
      // A bound need not be a length any pass reaches (a heuristic's estimate,
      // a max_depth of INT_MAX): past a few hundred moves the path grows as
      // the pass needs.
      path_.reserve(static_cast<std::size_t>(std::min(bound_, path_reserve_limit)));
      if (options_.on_pass) options_.on_pass(bound_, stats_);
      if (stop_requested()) {
        result.status = search::Status::stopped;
        return finish(result);
      }
      ++stats_.passes;
      stats_.final_bound = bound_;
      next_bound_ = no_bound;
      const Outcome outcome = expand(0, nullptr, sequence);
      if (outcome == Outcome::aborted) {
        result.status = stop_requested_ ? search::Status::stopped : search::Status::budget_exceeded;
        return finish(result);
      }
      if (outcome == Outcome::ended_by_goal || goals_ > 0) {
        result.status = search::Status::found;
        result.path = outcome == Outcome::ended_by_goal ? std::move(path_) : std::move(first_path_);
        return finish(result);
      }
      // No node was cut within max_depth: every path is tried, and a pass
      // at a higher bound would only repeat this one (a finite space, or
      // max_depth reached).
      if (next_bound_ == no_bound) break;
      bound_ = static_cast<int>(next_bound_);  // at most max_depth, so an int
    }
    result.status = search::Status::exhausted;
    return finish(result);
  }

  std::uint64_t goals() const { return goals_; }

  enum class Outcome { ended_by_goal, pass_over, aborted };

  // Called every `interval` nodes (at most stop_check_interval) with the nodes
  // expanded so far: true ends the search (Outcome::aborted). A parallel search
  // counts its threads' nodes against the budget there, and cancels the units
  // it no longer needs.
  using Monitor = bool (*)(void* context, std::uint64_t nodes_expanded);

  void set_monitor(Monitor monitor, void* context, std::uint64_t interval = stop_check_interval) {
    monitor_ = monitor;
    monitor_context_ = context;
    check_interval_ = std::clamp<std::uint64_t>(interval, 1, stop_check_interval);
    next_check_ = std::min(options_.node_budget, stats_.nodes_expanded + check_interval_);
  }

  // Work units taken as a pass meets them (a parallel pass on threads): at the
  // split depth, with no list of units to fill, claim() says whether this
  // search expands the node there (the next unit in the pass's order), walks
  // past it (another thread's), or ends the pass (Outcome::aborted); done()
  // follows a unit expanded to its end.
  enum class Claim { walk_past, expand, end_pass };
  struct UnitClaims {
    Claim (*claim)(void* context) = nullptr;
    void (*done)(void* context) = nullptr;
    void* context = nullptr;
  };
  void set_claims(UnitClaims claims) { claims_ = claims; }

  // One pass at `bound` below the node that `prefix` leads to from the start
  // (a parallel search's work unit; the empty prefix: the whole pass), in a
  // search constructed for it. With split_depth >= 0 the nodes at that depth
  // (below `bound`) are not expanded but their paths appended to `units`, in
  // the order the pass meets them, or, without `units`, handed to the claims
  // (set_claims). On ended_by_goal, path() is the goal's path.
  Outcome pass_below(int bound, const std::vector<move_type>& prefix, int split_depth = -1,
                     std::vector<std::vector<move_type>>* units = nullptr) {
    std::uint32_t sequence = sequence_start();
    for (const move_type& move : prefix) {
      // The prefix came from a pass of the same search: no move of it is pruned.
      if constexpr (search::DomainWithMoveAutomaton<D>)
        sequence = static_cast<std::uint32_t>(
            domain_.sequence_next(sequence, move, P == Pruning::inverses_only));
      domain_.apply(state_, move);
    }
    path_.reserve(static_cast<std::size_t>(std::min(bound, path_reserve_limit)));
    path_.assign(prefix.begin(), prefix.end());
    bound_ = bound;
    next_bound_ = no_bound;
    split_depth_ = split_depth;
    units_ = units;
    const auto depth = static_cast<int>(prefix.size());
    if (prefix.empty()) return expand(depth, nullptr, sequence);
    const move_type previous = prefix.back();  // path_ grows: no pointer into it
    return expand(depth, &previous, sequence);
  }

  // After pass_below: the least f of a node cut within max_depth, if any.
  std::optional<std::int64_t> next_bound() const {
    return next_bound_ == no_bound ? std::nullopt : std::optional<std::int64_t>(next_bound_);
  }
  const std::vector<move_type>& path() const { return path_; }
  const search::Statistics& stats() const { return stats_; }
  bool stopped() const { return stop_requested_; }

  // With CountLevels: the nodes expanded at each depth, those at counted_levels - 1 or
  // deeper in the last.
  static constexpr std::size_t counted_levels = CountLevels ? 128 : 1;
  const std::array<std::uint64_t, counted_levels>& level_nodes() const { return level_nodes_; }

 private:
  // Above every int, so that even a cut at INT_MAX is told from none.
  static constexpr std::int64_t no_bound = std::numeric_limits<std::int64_t>::max();
  static constexpr std::uint64_t stop_check_interval = 4096;
  static constexpr int path_reserve_limit = 256;

  bool stop_requested() const {
#if ROTATION_HAS_STOP_TOKEN
    return options_.stop.stop_requested();
#else
    return false;
#endif
  }

  // The move automaton's state for the empty path from the current state
  // (DomainWithMoveAutomaton; 0 otherwise): the domain's own, or one it
  // works out from where the search starts.
  std::uint32_t sequence_start() const {
    if constexpr (!search::DomainWithMoveAutomaton<D>) {
      return 0;
    } else if constexpr (search::SequenceStartOfState<D>) {
      return static_cast<std::uint32_t>(domain_.sequence_start(std::as_const(state_)));
    } else {
      return static_cast<std::uint32_t>(domain_.sequence_start());
    }
  }

  int evaluate() { return static_cast<int>(std::invoke(heuristic_, std::as_const(state_))); }
  // The heuristic on a node at `depth`, where a value above bound - depth cuts
  // it: a heuristic that can stop early is told so (HeuristicWithCutOff).
  int evaluate_at(int depth) {
    if constexpr (search::HeuristicWithCutOff<H, state_type>) {
      const std::int64_t enough = std::int64_t{bound_} - depth + 1;
      return static_cast<int>(heuristic_.at_least(
          std::as_const(state_),
          static_cast<int>(std::clamp<std::int64_t>(enough, 0, std::numeric_limits<int>::max()))));
    } else {
      return evaluate();
    }
  }

  // Whether `move` need not be tried right after `previous` (null at the start).
  bool skip(const move_type* previous, const move_type& move) const {
    if (previous == nullptr) return false;
    if constexpr (P == Pruning::redundant_orderings && search::DomainWithMovePruning<D>) {
      return domain_.is_redundant(*previous, move);
    } else if constexpr (search::DomainWithInverse<D>) {
      return move == domain_.inverse(*previous);
    } else {
      return false;
    }
  }

  // The node budget and the stop token, looked at only when the count of
  // expanded nodes reaches next_check_: one comparison per node otherwise.
  bool should_abort() {
    if (stats_.nodes_expanded < next_check_) [[likely]]
      return false;
    if (stats_.nodes_expanded >= options_.node_budget) return true;
    if (stop_requested()) {
      stop_requested_ = true;
      return true;
    }
    if (monitor_ != nullptr && monitor_(monitor_context_, stats_.nodes_expanded)) return true;
    next_check_ = std::min(options_.node_budget, stats_.nodes_expanded + check_interval_);
    return false;
  }

  // Tries every move from the current state, which lies `depth` moves from the
  // start, `sequence` being the state of the domain's move automaton for the
  // path there (DomainWithMoveAutomaton; 0 otherwise). On `ended_by_goal`,
  // path_ holds the last path found and state_ its goal.
  Outcome expand(int depth, const move_type* previous, std::uint32_t sequence) {
    if (depth == split_depth_) return at_unit(depth, previous, sequence);
    return expand_node(depth, previous, sequence);
  }

  // A node at the split depth: a work unit, listed, or expanded if claimed
  // (pass_below with a split depth has one or the other).
  Outcome at_unit(int depth, const move_type* previous, std::uint32_t sequence) {
    if (units_ != nullptr) {
      units_->push_back(path_);
      return Outcome::pass_over;
    }
    switch (claims_.claim(claims_.context)) {
      case Claim::walk_past:
        return Outcome::pass_over;
      case Claim::end_pass:
        return Outcome::aborted;
      case Claim::expand:
        break;
    }
    const Outcome outcome = expand_node(depth, previous, sequence);
    if (outcome == Outcome::pass_over) claims_.done(claims_.context);
    return outcome;
  }

  // expand() past the split depth's test.
  Outcome expand_node(int depth, const move_type* previous,
                      [[maybe_unused]] std::uint32_t sequence) {
    if (should_abort()) return Outcome::aborted;
    ++stats_.nodes_expanded;
    if constexpr (CountLevels)
      ++level_nodes_[std::min(static_cast<std::size_t>(depth), counted_levels - 1)];
    const int child_depth = depth + 1;
    [[maybe_unused]] const auto parent = saved_for_restore();
    for (const move_type& move : domain_.moves(std::as_const(state_))) {
      std::uint32_t next_sequence = 0;
      if constexpr (search::DomainWithMoveAutomaton<D>) {
        const auto next = static_cast<std::int64_t>(
            domain_.sequence_next(sequence, move, P == Pruning::inverses_only));
        if (next < 0) continue;
        next_sequence = static_cast<std::uint32_t>(next);
      } else if (skip(previous, move)) {
        continue;
      }
      domain_.apply(state_, move);
      ++stats_.nodes_generated;
      const int h = evaluate_at(child_depth);
      // In 64 bits: a heuristic may return up to INT_MAX.
      const std::int64_t f = std::int64_t{child_depth} + h;
      if (f <= bound_) {
        path_.push_back(move);
        // An admissible heuristic is zero on a goal, so only then test for one.
        if (h == 0 && domain_.is_goal(state_)) {
          ++goals_;
          if (on_goal_(std::as_const(path_))) return Outcome::ended_by_goal;
          if (goals_ == 1) first_path_ = path_;  // the search goes on: keep the first
        } else if (child_depth < bound_) {
          const Outcome below = expand(child_depth, &move, next_sequence);
          if (below != Outcome::pass_over) return below;
        } else {
          // Its children lie past the bound; they would be cut at bound + 1 at
          // the least, so record that instead of generating them.
          note_cut(std::int64_t{child_depth} + 1);
        }
        path_.pop_back();
      } else {
        note_cut(f);
      }
      restore(move, parent);
    }
    return Outcome::pass_over;
  }

  // Without an undo, a copy of the state before its moves, to restore.
  auto saved_for_restore() const {
    if constexpr (search::DomainWithUndo<D>)
      return nullptr;
    else
      return state_;
  }

  template <class Saved>
  void restore(const move_type& move, const Saved& parent) {
    if constexpr (search::DomainWithUndo<D>)
      domain_.undo(state_, move);
    else
      state_ = parent;
  }

  // A cut node of estimated total `f` bounds the next pass from above, unless
  // it could not lead to a solution within max_depth anyway.
  void note_cut(std::int64_t f) {
    if (f < next_bound_ && f <= max_depth_) next_bound_ = f;
  }

  search::Result<move_type> finish(search::Result<move_type>& result) {
    result.stats = stats_;
    return std::move(result);
  }

  const D& domain_;
  const H& heuristic_;
  state_type state_;
  const search::Options& options_;
  OnGoal on_goal_;
  std::vector<move_type> path_;
  std::vector<move_type> first_path_;
  search::Statistics stats_;
  std::uint64_t goals_ = 0;
  int max_depth_;
  std::uint64_t next_check_;
  int bound_ = 0;
  std::int64_t next_bound_ = no_bound;
  bool stop_requested_ = false;
  int split_depth_ = -1;
  std::vector<std::vector<move_type>>* units_ = nullptr;
  UnitClaims claims_;
  std::array<std::uint64_t, counted_levels> level_nodes_{};
  Monitor monitor_ = nullptr;
  void* monitor_context_ = nullptr;
  std::uint64_t check_interval_ = stop_check_interval;
};

struct EndAtFirstGoal {
  template <class Path>
  constexpr bool operator()(const Path&) const {
    return true;
  }
};

}  // namespace rotation::detail

namespace rotation::search {

/// Searches from `start` for a shortest path to a goal of `domain`, guided by
/// `heuristic`.
///
/// The guarantees (see also ida_star.hpp), for an admissible heuristic (never above
/// the true distance): the path found has the fewest moves, and among those it is the first
/// in the domain's move order, compared move by move (for moves named A < B < ..., the
/// lexicographically smallest string). Move pruning (is_redundant or inverse) keeps both
/// guarantees as long as it removes only paths that are not the first shortest one.
template <Domain D, Heuristic<typename D::state_type> H>
[[nodiscard]] Result<typename D::move_type> ida_star(const D& domain, typename D::state_type start,
                                                     const H& heuristic,
                                                     const Options& options = {}) {
  detail::check_optional_members<D>();  // a misfit undo, inverse or is_redundant: a build error
  using Search =
      detail::IdaStar<D, H, detail::Pruning::redundant_orderings, detail::EndAtFirstGoal>;
  return Search(domain, heuristic, std::move(start), options, detail::EndAtFirstGoal{}).run();
}

}  // namespace rotation::search

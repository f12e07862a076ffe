#pragma once

// The sliding-tile puzzles with an additive set's values carried on the
// state, so that the heuristic is a field read, as Manhattan distance is on
// fifteen::BoardOf.
//
// AdditiveSetOf::heuristic() looks every pattern up at every node: on the
// 24-puzzle's large set, 8 ranks of 6 tiles and 8 reads scattered over
// 510 MB. But a move slides one tile, which belongs to one pattern and is read
// by one mirror lookup: the other values are the parent's. So the state keeps
// each pattern's value and their two sums, and a move looks up two patterns
// again. The estimates are the same, node for node (the tests compare them);
// only their cost changes.

#include <rotation/search/parallel_ida_star.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

#include "fifteen_puzzle_domain.hpp"

namespace fifteen {

// A board and the values of a set's patterns on it and on its mirror image.
template <int Side, std::size_t Patterns>
struct TrackedBoard {
  BoardOf<Side> board;
  std::array<std::uint8_t, Patterns> value{};   // [i]: pattern i's value on the board
  std::array<std::uint8_t, Patterns> mirror{};  // [i]: its value on the mirror image
  int sum = 0;                                  // of value
  int mirror_sum = 0;                           // of mirror
  // The two values each move replaced, the last move's on top, so that an
  // undo puts them back instead of looking them up again; moves beyond the
  // stack's depth look them up.
  static constexpr std::size_t kept = 192;
  std::array<std::array<std::uint8_t, 2>, kept> replaced{};
  std::size_t depth = 0;  // moves applied and not undone
};

// The domain of DomainOf<Set::side>, on boards that carry the values of
// `Set` (an AdditiveSetOf with its databases), which must outlive it.
template <class Set>
class TrackedDomain {
 public:
  static constexpr int side = Set::side;
  using state_type = TrackedBoard<side, Set::count>;
  using move_type = Slide;

  // Needs the set's databases: std::logic_error if they are not there yet.
  explicit TrackedDomain(const Set& set) : set_(&set) { set.require_databases("a tracked search"); }

  // The board with every value looked up.
  state_type track(const BoardOf<side>& board) const {
    state_type tracked{board};
    for (std::size_t i = 0; i < Set::count; ++i) {
      tracked.value[i] = static_cast<std::uint8_t>(set_->value(i, board));
      tracked.mirror[i] = static_cast<std::uint8_t>(set_->mirror_value(i, board));
      tracked.sum += tracked.value[i];
      tracked.mirror_sum += tracked.mirror[i];
    }
    return tracked;
  }

  static std::span<const Slide> moves(const state_type& state) {
    return DomainOf<side>::moves(state.board);
  }
  void apply(state_type& state, Slide slide) const {
    const std::size_t from = state.board.blank;
    DomainOf<side>::apply(state.board, slide);
    const std::size_t tile = state.board.tiles[from];  // the tile that slid, where the blank was
    const std::size_t p = set_->pattern_of(tile);
    const std::size_t m = set_->mirror_pattern_of(tile);
    if (state.depth < state_type::kept)
      state.replaced[state.depth] = {state.value[p], state.mirror[m]};
    ++state.depth;
    set(state, p, static_cast<std::uint8_t>(set_->value(p, state.board)), m,
        static_cast<std::uint8_t>(set_->mirror_value(m, state.board)));
  }
  void undo(state_type& state, Slide slide) const {
    const std::size_t from = state.board.blank;
    DomainOf<side>::apply(state.board, fifteen::inverse(slide));
    const std::size_t tile = state.board.tiles[from];
    const std::size_t p = set_->pattern_of(tile);
    const std::size_t m = set_->mirror_pattern_of(tile);
    --state.depth;
    if (state.depth < state_type::kept) {
      const auto [value, mirror] = state.replaced[state.depth];
      set(state, p, value, m, mirror);
    } else {
      set(state, p, static_cast<std::uint8_t>(set_->value(p, state.board)), m,
          static_cast<std::uint8_t>(set_->mirror_value(m, state.board)));
    }
  }
  static constexpr Slide inverse(Slide slide) { return fifteen::inverse(slide); }
  static constexpr bool is_goal(const state_type& state) {
    return DomainOf<side>::is_goal(state.board);
  }

 private:
  static void set(state_type& state, std::size_t p, std::uint8_t value, std::size_t m,
                  std::uint8_t mirror) {
    state.sum += value - state.value[p];
    state.value[p] = value;
    state.mirror_sum += mirror - state.mirror[m];
    state.mirror[m] = mirror;
  }

  const Set* set_;
};

// The heuristic of a tracked board: what Set::heuristic() gives on its board.
struct TrackedEstimate {
  template <int Side, std::size_t Patterns>
  constexpr int operator()(const TrackedBoard<Side, Patterns>& state) const {
    return std::max(state.sum, state.mirror_sum);
  }
};

// fifteen::solve with a set's heuristic, tracked: the same answer and, on
// one thread, the same nodes, sooner.
template <class Set>
Solution solve_tracked(const BoardOf<Set::side>& board, const Set& set,
                       const rotation::search::ParallelOptions& options = one_thread()) {
  Solution solution;
  if (!solvable(board)) return solution;
  solution.solvable = true;
  const TrackedDomain<Set> domain(set);
  auto result =
      rotation::search::parallel_ida_star(domain, domain.track(board), TrackedEstimate{}, options);
  solution.status = result.status;
  solution.moves = std::move(result.path);
  solution.stats = result.stats;
  return solution;
}

}  // namespace fifteen

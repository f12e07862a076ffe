#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The sliding-tile puzzles with an additive set's values carried on the state, so that the
/// heuristic is a field read, as Manhattan distance is on BoardOf.
///
/// AdditiveSetOf::heuristic() ranks every pattern and looks it up at every node: on the
/// 24-puzzle's large set, 8 ranks of 6 tiles and 8 reads scattered over 510 MB. But a move
/// slides one tile, which belongs to one pattern and is read by one mirror lookup: the
/// other entries and values are the parent's. So the state keeps each pattern's entry and
/// value, and their two sums; a move updates two entries by arithmetic (in each entry's
/// order of cells, a move along a row adds or takes a weight, one across rows also looks at
/// the cells it passes) and reads two values, and an undo puts back what its move replaced.
/// The estimates are the same, node for node (the tests compare them); only their cost
/// changes.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "board.hpp"
#include "domain.hpp"
#include "duplicate_automaton.hpp"

namespace rotation::sliding {

/// A board and the entries and values of a set's patterns on it and on its mirror image.
template <int Side, std::size_t Patterns>
struct TrackedBoard {
  BoardOf<Side> board;                                 ///< the board itself
  std::array<std::uint64_t, Patterns> entry{};         ///< [i]: pattern i's entry on the board
  std::array<std::uint64_t, Patterns> mirror_entry{};  ///< [i]: its entry on the mirror image
  std::array<std::uint8_t, Patterns> value{};          ///< [i]: pattern i's value on the board
  std::array<std::uint8_t, Patterns> mirror{};         ///< [i]: its value on the mirror image
  int sum = 0;                                         ///< of value
  int mirror_sum = 0;                                  ///< of mirror
  /// What a move replaced (its pattern's entry and value, its mirror lookup's), kept so
  /// that an undo puts them back instead of working them out again.
  struct Replaced {
    std::uint64_t entry = 0;         ///< the pattern's entry before the move
    std::uint64_t mirror_entry = 0;  ///< the mirror lookup's entry before the move
    std::uint8_t value = 0;          ///< the pattern's value before the move
    std::uint8_t mirror = 0;         ///< the mirror lookup's value before the move
  };
  /// The moves whose replaced values are kept; moves beyond work them out on undo.
  static constexpr std::size_t kept = 192;
  std::array<Replaced, kept> replaced{};  ///< [d]: what the move at depth d replaced
  std::size_t depth = 0;                  ///< moves applied and not undone
};

/// The domain of DomainOf<Set::side>, on boards that carry the entries and values of `Set`
/// (an AdditiveSetOf with its databases), which must outlive it.
template <class Set>
class TrackedDomain {
 public:
  static constexpr int side = Set::side;  ///< the board's side
  /// The search's state: a board with its set's entries and values.
  using state_type = TrackedBoard<side, Set::count>;
  /// A move: where the blank goes.
  using move_type = Slide;

  /// Needs the set's databases: usage_error if they are not there yet. Paths are
  /// pruned as `automaton` says (it must outlive the domain): by default, the duplicates of
  /// duplicate_automaton.hpp; with inverse_pruning, only a move's inverse, as DomainOf does.
  explicit TrackedDomain(const Set& set,
                         const DuplicateAutomaton<side>& automaton = duplicate_pruning<side>())
      : set_(&set), automaton_(&automaton) {
    set.require_databases("a tracked search");
  }

  /// The move automaton's start (search::DomainWithMoveAutomaton): its state holds the
  /// blank's cell, where a word's twin must fit.
  std::uint32_t sequence_start(const state_type& start) const {
    return DuplicateAutomaton<side>::start(start.board.blank);
  }
  /// The automaton's state after `slide`, or a negative value: the slide is pruned.
  std::int64_t sequence_next(std::uint32_t sequence, Slide slide, bool every_shortest) const {
    return automaton_->next(sequence, static_cast<std::uint8_t>(slide), every_shortest);
  }

  /// The board with every entry ranked and every value read.
  state_type track(const BoardOf<side>& board) const {
    state_type tracked{board};
    for (std::size_t i = 0; i < Set::count; ++i) {
      tracked.entry[i] = set_->entry(i, board);
      tracked.mirror_entry[i] = set_->mirror_entry(i, board);
      tracked.value[i] = static_cast<std::uint8_t>(set_->value_at(i, tracked.entry[i]));
      tracked.mirror[i] = static_cast<std::uint8_t>(set_->value_at(i, tracked.mirror_entry[i]));
      tracked.sum += tracked.value[i];
      tracked.mirror_sum += tracked.mirror[i];
    }
    return tracked;
  }

  /// The legal slides of the blank, in R D U L order.
  static std::span<const Slide> moves(const state_type& state) {
    return DomainOf<side>::moves(state.board);
  }
  /// Slides the blank, updating the two entries and values the slid tile changes.
  void apply(state_type& state, Slide slide) const {
    const Touched touched = touched_by(state, slide);
    const std::size_t d = state.depth++;
    if (d < state_type::kept) state.replaced[d] = replaced_by(state, touched);
    slide_tile(state, slide, touched);
  }
  /// Takes back `slide`, the last slide applied, putting back what it replaced.
  void undo(state_type& state, Slide slide) const {
    const Slide back = sliding::inverse(slide);
    const Touched touched = touched_by(state, back);
    const std::size_t d = --state.depth;
    if (d >= state_type::kept) {
      slide_tile(state, back, touched);
      return;
    }
    const auto& replaced = state.replaced[d];
    DomainOf<side>::apply(state.board, back);
    if (touched.pattern < Set::count)
      put(state.entry[touched.pattern], state.value[touched.pattern], state.sum, replaced.entry,
          replaced.value);
    if (touched.mirror_pattern < Set::count)
      put(state.mirror_entry[touched.mirror_pattern], state.mirror[touched.mirror_pattern],
          state.mirror_sum, replaced.mirror_entry, replaced.mirror);
  }
  /// The slide that takes `slide` back.
  static constexpr Slide inverse(Slide slide) { return sliding::inverse(slide); }
  /// Whether the tiles are home.
  static constexpr bool is_goal(const state_type& state) {
    return DomainOf<side>::is_goal(state.board);
  }

 private:
  // The tile a slide moves and the patterns it is in: Set::count for none.
  struct Touched {
    std::size_t tile;
    std::size_t pattern;
    std::size_t mirror_pattern;
  };
  Touched touched_by(const state_type& state, Slide slide) const {
    const std::size_t tile =
        state.board.tiles[detail::TileGeometry<side>::target(state.board.blank, slide)];
    return {tile, set_->pattern_of(tile), set_->mirror_pattern_of(tile)};
  }
  static std::uint64_t shifted(std::uint64_t entry, std::int64_t change) {
    return static_cast<std::uint64_t>(static_cast<std::int64_t>(entry) + change);
  }

  // The entries and values that the slide will replace (0 for none).
  typename state_type::Replaced replaced_by(const state_type& state, const Touched& touched) const {
    typename state_type::Replaced replaced;
    if (touched.pattern < Set::count) {
      replaced.entry = state.entry[touched.pattern];
      replaced.value = state.value[touched.pattern];
    }
    if (touched.mirror_pattern < Set::count) {
      replaced.mirror_entry = state.mirror_entry[touched.mirror_pattern];
      replaced.mirror = state.mirror[touched.mirror_pattern];
    }
    return replaced;
  }

  // Slides the tile next to the blank, working out the two entries it
  // changes and reading their values.
  void slide_tile(state_type& state, Slide slide, const Touched& touched) const {
    const unsigned blank = state.board.blank;
    DomainOf<side>::apply(state.board, slide);
    if (const std::size_t p = touched.pattern; p < Set::count) {
      const std::uint64_t entry =
          shifted(state.entry[p], set_->entry_change(touched.tile, blank, slide, state.board));
      put(state.entry[p], state.value[p], state.sum, entry,
          static_cast<std::uint8_t>(set_->value_at(p, entry)));
    }
    if (const std::size_t m = touched.mirror_pattern; m < Set::count) {
      const std::uint64_t entry =
          shifted(state.mirror_entry[m],
                  set_->mirror_entry_change(touched.tile, blank, slide, state.board));
      put(state.mirror_entry[m], state.mirror[m], state.mirror_sum, entry,
          static_cast<std::uint8_t>(set_->value_at(m, entry)));
    }
  }

  // Sets an entry and its value, keeping their sum.
  static void put(std::uint64_t& entry, std::uint8_t& value, int& sum, std::uint64_t new_entry,
                  std::uint8_t new_value) {
    entry = new_entry;
    sum += new_value - value;
    value = new_value;
  }

  const Set* set_;
  const DuplicateAutomaton<side>* automaton_;
};

/// The heuristic of a tracked board: what Set::heuristic() gives on its board.
struct TrackedEstimate {
  /// The larger of the two sums the board carries.
  template <int Side, std::size_t Patterns>
  constexpr int operator()(const TrackedBoard<Side, Patterns>& state) const {
    return std::max(state.sum, state.mirror_sum);
  }
};

}  // namespace rotation::sliding

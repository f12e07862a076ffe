#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// What a pattern database needs of a puzzle: an abstraction of it, as a
/// concept. Nothing here builds or searches.
///
/// An abstraction keeps part of a state (the pattern: some tiles, some cells)
/// and forgets the rest. Its states are ranked: every abstract state has a
/// number in 0 .. size() - 1 and back. The builder searches breadth-first from
/// the abstract goals over the abstract moves, and the database keeps, for
/// each abstract state, how many moves it needs at least: a lower bound on the
/// real distance of every state that looks like it, so an admissible
/// heuristic.
///
/// Each abstract move costs 0 or 1. A move that only moves what the pattern
/// forgets (in a sliding puzzle, another tile) costs 0 in an additive
/// database, which then counts only the pattern's own moves; the estimates of
/// databases over disjoint patterns can be added and stay admissible.
///
/// Optional members:
///   * entries() and entry(state): the database keeps one entry per entry
///     number, the fewest moves of any abstract state with that number. An
///     abstraction that tracks something only the search needs (where the
///     blank is) keeps it out of the table this way. Without them, the entry
///     of a state is its rank.
///   * static constexpr bool unit_costs = true: every move costs 1. The
///     builder then needs one bit per state instead of two.
///   * entry_of_rank(rank): the entry of the state of that rank, when the
///     abstraction finds it from the rank alone more cheaply than entry(state).
///   * for_each_ranked_move(state, rank, sink): the moves of a state of that
///     rank, calling sink(next_rank, cost) with the rank of each next state.
///     For an abstraction that finds a neighbour's rank from its own more
///     cheaply than rank() does from scratch; the builder then uses it.

#include <concepts>
#include <cstdint>
#include <ranges>
#include <string_view>
#include <type_traits>

namespace rotation::search {

/// The callback that for_each_move calls, once per move: the state it leads
/// to and its cost (0 or 1). Only its shape is used, in the concepts below.
template <class State>
struct MoveSink {
  /// Takes one move: the state it leads to, and its cost (0 or 1).
  void operator()(const State& next, int cost) const;
};
/// The callback that for_each_ranked_move calls, once per move: the rank of
/// the next state, and the cost. Only its shape is used, in the concepts below.
struct RankedMoveSink {
  /// Takes one move: the rank of the state it leads to, and its cost (0 or 1).
  void operator()(std::uint64_t next_rank, int cost) const;
};

// clang-format 14 garbles requires-clauses: the concepts keep their layout.
// clang-format off
/// What a pattern database needs of a puzzle: an abstraction of it, with ranked states.
///
/// An abstraction keeps part of a state (the pattern) and forgets the rest. It requires, on a
/// const `A`:
///   * `A::state_type`, copyable: an abstract state;
///   * `id()`, convertible to std::string_view: names it in a saved database (two abstractions
///     with the same id must rank the same states the same way);
///   * `size()`: the number of abstract states, ranked 0 to size() - 1;
///   * `rank(state)` and `unrank(rank)`: the rank of a state, and the state of a rank;
///   * `goals()`: an input range of the abstract goals, where every distance starts from 0;
///   * `for_each_move(state, sink)`: calls sink(next, cost) once per move, with a cost of 0
///     or 1 (0 for a move that only moves what the pattern forgets, in an additive database).
///
/// Optional members: entries() and entry(state) (AbstractionWithEntries);
/// `static constexpr bool unit_costs = true` when every move costs 1, so that the builder
/// needs one bit per state instead of two (has_unit_costs); entry_of_rank(rank), when the
/// abstraction finds the entry of a state from its rank alone more cheaply than entry(state);
/// for_each_ranked_move (AbstractionWithRankedMoves).
template <class A>
concept Abstraction = requires(const A& abstraction, const typename A::state_type& state,
                               std::uint64_t rank, MoveSink<typename A::state_type> sink) {
  requires std::copyable<typename A::state_type>;
  // Names it in a saved database: two abstractions with the same id must rank
  // the same states the same way.
  { abstraction.id() } -> std::convertible_to<std::string_view>;
  { abstraction.size() } -> std::convertible_to<std::uint64_t>;  // ranks: 0 .. size() - 1
  { abstraction.rank(state) } -> std::convertible_to<std::uint64_t>;
  { abstraction.unrank(rank) } -> std::convertible_to<typename A::state_type>;
  // The abstract goals, where every distance starts from 0.
  { abstraction.goals() } -> std::ranges::input_range;
  requires std::convertible_to<std::ranges::range_value_t<decltype(abstraction.goals())>,
                               typename A::state_type>;
  abstraction.for_each_move(state, sink);  // calls sink(next, cost) per move
};

/// An abstraction whose table has fewer entries than it has states.
///
/// It requires, besides Abstraction: `entries()`, the number of entries, and `entry(state)`,
/// the entry number of a state. The database keeps one entry per entry number, the fewest
/// moves of any abstract state with that number: an abstraction that tracks something only
/// the search needs (where the blank is) keeps it out of the table this way.
template <class A>
concept AbstractionWithEntries =
    Abstraction<A> && requires(const A& abstraction, const typename A::state_type& state) {
      { abstraction.entries() } -> std::convertible_to<std::uint64_t>;
      { abstraction.entry(state) } -> std::convertible_to<std::uint64_t>;
    };

/// An abstraction that ranks the next states itself.
///
/// It requires, besides Abstraction: `for_each_ranked_move(state, rank, sink)`, the moves of
/// a state of that rank, calling sink(next_rank, cost) with the rank of each next state. For
/// an abstraction that finds a neighbour's rank from its own more cheaply than rank() does
/// from scratch; the builder then uses it.
template <class A>
concept AbstractionWithRankedMoves =
    Abstraction<A> && requires(const A& abstraction, const typename A::state_type& state,
                               std::uint64_t rank, RankedMoveSink sink) {
      abstraction.for_each_ranked_move(state, rank, sink);
    };
// clang-format on

/// The number of entries of the table of an abstraction (its size() without entries()).
template <Abstraction A>
constexpr std::uint64_t entry_count(const A& abstraction) {
  if constexpr (AbstractionWithEntries<A>)
    return abstraction.entries();
  else
    return abstraction.size();
}
/// The entry of a state in the table of an abstraction (its rank without entry(state)).
template <Abstraction A>
constexpr std::uint64_t entry_of(const A& abstraction, const typename A::state_type& state) {
  if constexpr (AbstractionWithEntries<A>)
    return abstraction.entry(state);
  else
    return abstraction.rank(state);
}

/// Whether every move of A costs 1 (A::unit_costs, false when absent).
template <class A>
constexpr bool has_unit_costs() {
  if constexpr (requires { A::unit_costs; })
    return static_cast<bool>(A::unit_costs);
  else
    return false;
}

}  // namespace rotation::search

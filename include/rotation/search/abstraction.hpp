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
#include <cstddef>
#include <cstdint>
#include <ranges>
#include <string_view>
#include <type_traits>

#include "../detail/member_probe.hpp"

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
/// abstraction finds the entry of a state from its rank alone more cheaply than entry(state)
/// (AbstractionWithEntryOfRank); for_each_ranked_move (AbstractionWithRankedMoves); for
/// build_in_place, next_in_rank_order (AbstractionWithRankOrder) and symmetries
/// (AbstractionWithSymmetries). A member of one of these names that is there but does not
/// fit is a build error that names it, not a member silently done without.
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
/// An abstraction that finds the entry of a state from its rank alone.
///
/// It requires, besides Abstraction: `entry_of_rank(rank)`, convertible to std::uint64_t, the
/// entry of the state of that rank; build_pattern_database uses it instead of entry(state)
/// (or the rank) when it is cheaper than unranking first.
template <class A>
concept AbstractionWithEntryOfRank =
    Abstraction<A> && requires(const A& abstraction, std::uint64_t rank) {
      { abstraction.entry_of_rank(rank) } -> std::convertible_to<std::uint64_t>;
    };

/// An abstraction that steps from a state to the state of the next rank.
///
/// It requires, besides Abstraction: `next_in_rank_order(state)`, convertible to state_type;
/// build_in_place's scans use it instead of an unrank per state.
template <class A>
concept AbstractionWithRankOrder =
    Abstraction<A> && requires(const A& abstraction, const typename A::state_type& state) {
      { abstraction.next_in_rank_order(state) } -> std::convertible_to<typename A::state_type>;
    };

/// An abstraction that names its symmetries: maps of the states that keep the goals and map
/// moves to moves, and so keep every distance.
///
/// It requires, besides Abstraction: `A::symmetries`, their number, convertible to
/// std::size_t; `symmetric_state(k, state)` for k below it, convertible to state_type; and
/// state_type ordered by <. build_in_place then expands one state of each set that the maps
/// send onto each other, the least.
template <class A>
concept AbstractionWithSymmetries =
    Abstraction<A> &&
    requires(const A& abstraction, const typename A::state_type& state,
             const typename A::state_type& other, std::size_t k) {
      { A::symmetries } -> std::convertible_to<std::size_t>;
      { abstraction.symmetric_state(k, state) } -> std::convertible_to<typename A::state_type>;
      { state < other } -> std::convertible_to<bool>;
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

namespace rotation::detail {

ROTATION_DETAIL_MEMBER_PROBE(entries);
ROTATION_DETAIL_MEMBER_PROBE(entry);
ROTATION_DETAIL_MEMBER_PROBE(unit_costs);
ROTATION_DETAIL_MEMBER_PROBE(entry_of_rank);
ROTATION_DETAIL_MEMBER_PROBE(for_each_ranked_move);
ROTATION_DETAIL_MEMBER_PROBE(next_in_rank_order);
ROTATION_DETAIL_MEMBER_PROBE(symmetries);
ROTATION_DETAIL_MEMBER_PROBE(symmetric_state);

// An abstraction's optional members that are there but do not fit, as
// check_optional_members (search/concepts.hpp) finds a domain's: a builder
// does without a member it cannot call, which is right when it was left out
// and wrong when its signature is slightly off (a missing const, a rank of
// the wrong type), so each misfit stops the build with a message naming it.
// The builders' entry points call it; consteval, no code in the program.
template <class A>
consteval void check_optional_abstraction_members() {
  using search::AbstractionWithEntries;
  static_assert(!(HasMember_entries<A> || HasMember_entry<A>) || AbstractionWithEntries<A>,
                "the abstraction has a member 'entries' or 'entry', but not the pair that "
                "AbstractionWithEntries needs on a const abstraction: entries() and "
                "entry(const state_type&), each convertible to std::uint64_t: fix their "
                "signatures or remove them");
  static_assert(
      !HasMember_unit_costs<A> ||
          requires {
            { A::unit_costs } -> std::convertible_to<bool>;
            typename std::bool_constant<static_cast<bool>(A::unit_costs)>;
          },
      "the abstraction has a member 'unit_costs', but it is not a static constexpr bool: write "
      "static constexpr bool unit_costs = true; or remove it");
  static_assert(!HasMember_entry_of_rank<A> || search::AbstractionWithEntryOfRank<A>,
                "the abstraction has a member 'entry_of_rank', but it cannot be called as "
                "abstraction.entry_of_rank(std::uint64_t) on a const abstraction, returning "
                "something convertible to std::uint64_t: fix its signature or remove it");
  static_assert(!HasMember_for_each_ranked_move<A> || search::AbstractionWithRankedMoves<A>,
                "the abstraction has a member 'for_each_ranked_move', but it cannot be called as "
                "abstraction.for_each_ranked_move(const state_type&, std::uint64_t, sink) on a "
                "const abstraction, sink(std::uint64_t next_rank, int cost): fix its signature "
                "or remove it");
  static_assert(!HasMember_next_in_rank_order<A> || search::AbstractionWithRankOrder<A>,
                "the abstraction has a member 'next_in_rank_order', but it cannot be called as "
                "abstraction.next_in_rank_order(const state_type&) on a const abstraction, "
                "returning a state_type: fix its signature or remove it");
  static_assert(!(HasMember_symmetries<A> || HasMember_symmetric_state<A>) ||
                    search::AbstractionWithSymmetries<A>,
                "the abstraction has a member 'symmetries' or 'symmetric_state', but not what "
                "AbstractionWithSymmetries needs: A::symmetries convertible to std::size_t, "
                "symmetric_state(std::size_t, const state_type&) on a const abstraction "
                "returning a state_type, and state_type ordered by <: fix them or remove them");
}

}  // namespace rotation::detail

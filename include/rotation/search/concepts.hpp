#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// What the generic search needs of a puzzle and of a heuristic, as concepts.
/// Nothing here knows a puzzle or runs a search: puzzle code that only needs to
/// name these requirements includes this header, not the driver.

#include <concepts>
#include <ranges>
#include <type_traits>

#include "../detail/member_probe.hpp"

namespace rotation::search {

// clang-format 14 garbles requires-clauses: the concepts keep their layout.
// clang-format off
/// A domain with undo(state, move), which takes a move back in place.
///
/// It requires `domain.undo(state, move)` on a const domain, with a `state_type&` and a
/// `const move_type&`. A domain whose states are cheap to copy may leave it out: the driver
/// then keeps each expanded state and copies it back, which for a state of a few words beats
/// recomputing it.
template <class D>
concept DomainWithUndo = requires(const D& domain, typename D::state_type& state,
                                  const typename D::move_type& move) {
  domain.undo(state, move);
};

}  // namespace rotation::search

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// The required members, one concept each, named for how the driver calls
// them: on a const domain. Of a member that is there but not const, g++ says
// only that the expression is invalid; its notes also name the concept that
// failed and print the expression, so both names say "const" (clang++ adds
// "not marked const" itself).
template <class D>
concept MovesCallableOnAConstDomain =
    requires(const D& const_domain, const typename D::state_type& const_state) {
      // The moves to try from a state, in the order that defines "first".
      { const_domain.moves(const_state) } -> std::ranges::input_range;
      requires std::convertible_to<
          std::ranges::range_value_t<decltype(const_domain.moves(const_state))>,
          typename D::move_type>;
    };
template <class D>
concept ApplyCallableOnAConstDomain = requires(const D& const_domain,
                                               typename D::state_type& state,
                                               const typename D::move_type& move) {
  const_domain.apply(state, move);  // play a move in place
};
template <class D>
concept IsGoalCallableOnAConstDomain =
    requires(const D& const_domain, const typename D::state_type& const_state) {
      { const_domain.is_goal(const_state) } -> std::convertible_to<bool>;
    };

}  // namespace rotation::detail

namespace rotation::search {

/// What the driver needs of a puzzle.
///
/// It requires, on a const `D` (so `moves`, `apply` and `is_goal` are const or static
/// member functions):
///   * `D::state_type`, movable (the driver owns the one it works on), and copyable unless
///     the domain has undo (DomainWithUndo);
///   * `D::move_type`, copyable (the path holds copies);
///   * `moves(state)`: an input range of move_type, the moves to try from a state, in the
///     order that defines "first";
///   * `apply(state, move)`: plays a move in place;
///   * `is_goal(state)`, convertible to bool.
///
/// The optional members (undo, is_redundant and inverse: DomainWithUndo,
/// DomainWithMovePruning, DomainWithInverse) may be left out, and the driver does without;
/// one that is there must fit, or the build fails (see WellFormedOptionalMembers).
template <class D>
concept Domain = std::movable<typename D::state_type> &&  // the driver owns the one it works on
                 std::copyable<typename D::move_type> &&  // the path holds copies
                 detail::MovesCallableOnAConstDomain<D> && detail::ApplyCallableOnAConstDomain<D> &&
                 detail::IsGoalCallableOnAConstDomain<D> &&
                 (DomainWithUndo<D> || std::copyable<typename D::state_type>);

/// A domain with is_redundant(previous, next), which says that `next` never needs trying
/// right after `previous` (it undoes it, or commutes with it and comes earlier).
///
/// Optional. It requires, besides Domain: `domain.is_redundant(move, move)` on a const
/// domain and two `const move_type&`, convertible to bool.
template <class D>
concept DomainWithMovePruning =
    Domain<D> && requires(const D& domain, const typename D::move_type& move) {
      { domain.is_redundant(move, move) } -> std::convertible_to<bool>;
    };

/// A domain with inverse(m), the move that takes m back, so it is never tried right after m.
///
/// Optional, and used when is_redundant is absent. It requires, besides Domain: a move_type
/// with ==, and `domain.inverse(move)` on a const domain and a `const move_type&`,
/// convertible to move_type.
template <class D>
concept DomainWithInverse =
    Domain<D> && std::equality_comparable<typename D::move_type> &&
    requires(const D& domain, const typename D::move_type& move) {
      { domain.inverse(move) } -> std::convertible_to<typename D::move_type>;
    };

/// A domain whose move automaton starts in one state, `domain.sequence_start()`, whatever the
/// start (DomainWithMoveAutomaton).
template <class D>
concept SequenceStartOfDomain = requires(const D& domain) {
  { domain.sequence_start() } -> std::convertible_to<std::uint32_t>;
};
/// A domain whose move automaton starts in a state of the search's start,
/// `domain.sequence_start(start)` (DomainWithMoveAutomaton).
template <class D>
concept SequenceStartOfState = requires(const D& domain, const typename D::state_type& start) {
  { domain.sequence_start(start) } -> std::convertible_to<std::uint32_t>;
};

/// A domain that prunes whole move sequences with an automaton: the driver keeps, for the path
/// so far, a state of the domain's automaton, and tries a move only if the automaton has a
/// next state for it.
///
/// Optional, and used instead of is_redundant and inverse when present. It requires, besides
/// Domain: `domain.sequence_start()`, the automaton's state for the empty path, convertible
/// to std::uint32_t, or `domain.sequence_start(start)`, the same from the search's start
/// state (for an automaton whose states say where the path is, as the sliding-tile puzzles',
/// whose moves depend on the blank's cell); and `domain.sequence_next(state, move,
/// every_shortest)`, convertible to
/// std::int64_t: the state after `move`, or a negative value when no path that goes on with
/// `move` needs trying. With `every_shortest` false (finding the first shortest path), a move
/// may be refused when the path it makes ends in a sequence that a shorter one, or an equal
/// one earlier in move order, does the same as; with `every_shortest` true (counting every
/// shortest path), only when a shorter one does.
template <class D>
concept DomainWithMoveAutomaton =
    Domain<D> && (SequenceStartOfDomain<D> || SequenceStartOfState<D>) &&
    requires(const D& domain, std::uint32_t state, const typename D::move_type& move) {
      { domain.sequence_next(state, move, true) } -> std::convertible_to<std::int64_t>;
    };

/// A heuristic: a lower bound on the number of moves from a state to a goal,
/// zero on every goal, as an integer below 2^30. The driver only calls it.
///
/// It requires a `const H&` callable with a `const State&`, returning an integer type other
/// than bool.
template <class H, class State>
concept Heuristic = std::invocable<const H&, const State&> &&
                    std::integral<std::invoke_result_t<const H&, const State&>> &&
                    !std::same_as<std::remove_cv_t<std::invoke_result_t<const H&, const State&>>, bool>;

/// A heuristic that may stop looking once it knows a node will be cut:
/// `h.at_least(state, enough)` returns its value on the state, or any lower
/// bound of at least `enough` found before it has looked at everything (the
/// largest of several tables, say, stops at the first that reaches it). The
/// driver asks for enough to cut the node, so the cheaper answer changes no
/// path; a cut node's estimate still bounds the next pass from below.
template <class H, class State>
concept HeuristicWithCutOff = Heuristic<H, State> && requires(const H& h, const State& state, int enough) {
  { h.at_least(state, enough) } -> std::integral;
};
// clang-format on

// Optional members that exist but do not fit.
//
// The driver asks "can undo / inverse / is_redundant be called as documented?"
// and, when not, does without: it copies states instead of undoing moves, or
// prunes nothing. That is right for a domain that leaves a member out, and
// wrong for one that meant to provide it and got the signature slightly wrong
// (a missing const, `Move&` for `const Move&`, a move type without ==): the
// search still gives the right answers, only slower, and nothing says why. So
// the driver also asks "is there a member of that name at all?", and a member
// that is there but does not fit stops the build with a message naming it.
//
// "Is there a member named undo at all" is detail/member_probe.hpp's probe.
}  // namespace rotation::search

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

ROTATION_DETAIL_MEMBER_PROBE(undo);
ROTATION_DETAIL_MEMBER_PROBE(inverse);
ROTATION_DETAIL_MEMBER_PROBE(is_redundant);
ROTATION_DETAIL_MEMBER_PROBE(sequence_start);
ROTATION_DETAIL_MEMBER_PROBE(sequence_next);

// clang-format off
// The documented signatures, without requiring the rest of a Domain, so that
// each can be checked (and reported) on its own.
template <class D>
concept InverseFits = requires(const D& domain, const typename D::move_type& move) {
  { domain.inverse(move) } -> std::convertible_to<typename D::move_type>;
};
template <class D>
concept IsRedundantFits = requires(const D& domain, const typename D::move_type& move) {
  { domain.is_redundant(move, move) } -> std::convertible_to<bool>;
};

}  // namespace rotation::detail

namespace rotation::search {

/// Every optional member the domain has is usable as documented: a domain
/// without them satisfies this, a domain with a misfit does not.
///
/// A member named undo must satisfy DomainWithUndo; one named inverse must be callable as
/// in DomainWithInverse, with a move_type that has ==; one named is_redundant must be
/// callable as in DomainWithMovePruning; one named sequence_start or sequence_next makes
/// the domain a DomainWithMoveAutomaton, both of them fitting. In a class that can be
/// derived from, a member of that name counts whatever its kind or signature.
template <class D>
concept WellFormedOptionalMembers =
    (!detail::HasMember_undo<D> || DomainWithUndo<D>) &&
    (!detail::HasMember_inverse<D> ||
     (detail::InverseFits<D> && std::equality_comparable<typename D::move_type>)) &&
    (!detail::HasMember_is_redundant<D> || detail::IsRedundantFits<D>) &&
    (!(detail::HasMember_sequence_start<D> || detail::HasMember_sequence_next<D>) ||
     DomainWithMoveAutomaton<D>);
// clang-format on

}  // namespace rotation::search

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// The same checks, one static_assert each so that the message says which
// member and which signature. The entry points of the driver call it (it is
// consteval: evaluated during compilation, no code in the program).
template <class D>
consteval void check_optional_members() {
  static_assert(!HasMember_undo<D> || search::DomainWithUndo<D>,
                "the domain has a member 'undo', but it cannot be called as "
                "domain.undo(state_type&, const move_type&) on a const domain: fix its signature "
                "or remove it");
  static_assert(!HasMember_inverse<D> || InverseFits<D>,
                "the domain has a member 'inverse', but it cannot be called as "
                "domain.inverse(const move_type&) on a const domain, returning a move_type: fix "
                "its signature or remove it");
  static_assert(!HasMember_inverse<D> || std::equality_comparable<typename D::move_type>,
                "the domain has a member 'inverse', but move_type has no operator== to compare a "
                "move with the inverse of the previous one: give move_type an operator== or "
                "remove inverse");
  static_assert(!HasMember_is_redundant<D> || IsRedundantFits<D>,
                "the domain has a member 'is_redundant', but it cannot be called as "
                "domain.is_redundant(const move_type&, const move_type&) on a const domain, "
                "returning bool: fix its signature or remove it");
  static_assert(!(HasMember_sequence_start<D> || HasMember_sequence_next<D>) ||
                    search::DomainWithMoveAutomaton<D>,
                "the domain has a member 'sequence_start' or 'sequence_next', but not the pair "
                "that DomainWithMoveAutomaton needs on a const domain: sequence_start() or "
                "sequence_start(const state_type&), convertible to std::uint32_t, and "
                "sequence_next(std::uint32_t, const move_type&, bool), convertible to "
                "std::int64_t: fix their signatures or remove them");
}

}  // namespace rotation::detail

namespace rotation::search {}  // namespace rotation::search

#pragma once

// What the generic search needs of a puzzle and of a heuristic, as concepts.
// Nothing here knows a puzzle or runs a search: puzzle code that only needs to
// name these requirements includes this header, not the driver.

#include <concepts>
#include <ranges>
#include <type_traits>

namespace rotation::search {

// clang-format 14 garbles requires-clauses: the concepts keep their layout.
// clang-format off
// undo(state, move) takes a move back in place. A domain whose states are
// cheap to copy may leave it out: the driver then keeps each expanded state and
// copies it back, which for a state of a few words beats recomputing it.
template <class D>
concept DomainWithUndo = requires(const D& domain, typename D::state_type& state,
                                  const typename D::move_type& move) {
  domain.undo(state, move);
};

// What the driver needs of a puzzle.
template <class D>
concept Domain = requires(const D& domain, typename D::state_type& state,
                          const typename D::state_type& const_state,
                          const typename D::move_type& move) {
  requires std::movable<typename D::state_type>;  // the driver owns the one it works on
  requires std::copyable<typename D::move_type>;  // the path holds copies
  // The moves to try from a state, in the order that defines "first".
  { domain.moves(const_state) } -> std::ranges::input_range;
  requires std::convertible_to<std::ranges::range_value_t<decltype(domain.moves(const_state))>,
                               typename D::move_type>;
  domain.apply(state, move);  // play a move in place
  { domain.is_goal(const_state) } -> std::convertible_to<bool>;
} && (DomainWithUndo<D> || std::copyable<typename D::state_type>);

// Optional: is_redundant(previous, next) says that `next` never needs trying
// right after `previous` (it undoes it, or commutes with it and comes earlier).
template <class D>
concept DomainWithMovePruning =
    Domain<D> && requires(const D& domain, const typename D::move_type& move) {
      { domain.is_redundant(move, move) } -> std::convertible_to<bool>;
    };

// Optional, and used when is_redundant is absent: inverse(m) is the move that
// takes m back, so it is never tried right after m.
template <class D>
concept DomainWithInverse =
    Domain<D> && std::equality_comparable<typename D::move_type> &&
    requires(const D& domain, const typename D::move_type& move) {
      { domain.inverse(move) } -> std::convertible_to<typename D::move_type>;
    };

// A heuristic: a lower bound on the number of moves from a state to a goal,
// zero on every goal, as an integer below 2^30. The driver only calls it.
template <class H, class State>
concept Heuristic = std::invocable<const H&, const State&> &&
                    std::integral<std::invoke_result_t<const H&, const State&>> &&
                    !std::same_as<std::remove_cv_t<std::invoke_result_t<const H&, const State&>>, bool>;
// clang-format on

}  // namespace rotation::search

#pragma once

// A permutation puzzle's CoordinateSpace with its move automaton hidden: the
// driver then prunes with is_redundant (pairs of moves) and counts with
// inverse, as before the automaton. The tests and the benchmark compare the
// two on the same states.

#include <rotation/permutation/coordinate_space.hpp>

#include <cstdint>
#include <vector>

struct PairwisePruning {
  const rotation::permutation::CoordinateSpace& space;
  using state_type = rotation::permutation::CoordinateState;
  using move_type = std::uint16_t;
  const std::vector<move_type>& moves(const state_type& s) const { return space.moves(s); }
  void apply(state_type& s, move_type m) const { space.apply(s, m); }
  bool is_goal(const state_type& s) const { return space.is_goal(s); }
  bool is_redundant(move_type a, move_type b) const { return space.is_redundant(a, b); }
  move_type inverse(move_type m) const { return space.inverse(m); }
};

#pragma once

// The smallest valid domain, for the cases to add one faulty member to: walk
// along the integers, one step at a time, to 3.

#include <array>

#include <rotation/search/all_shortest.hpp>
#include <rotation/search/ida_star.hpp>

struct Walk {
  using state_type = int;
  using move_type = int;

  static std::array<int, 2> moves(const int&) { return {1, -1}; }
  static void apply(int& position, const int& step) { position += step; }
  static bool is_goal(const int& position) { return position == 3; }
};

// Exact, hence admissible.
struct DistanceToGoal {
  int operator()(const int& position) const { return position < 3 ? 3 - position : position - 3; }
};

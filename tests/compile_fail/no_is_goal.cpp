// The compilers' own concept diagnostics: both name the missing expression.
// expect-error: domain\.is_goal\(const_state\)
// expect-error: invalid

#include <array>

#include <rotation/search/ida_star.hpp>

struct NoGoal {
  using state_type = int;
  using move_type = int;

  static std::array<int, 2> moves(const int&) { return {1, -1}; }
  static void apply(int& position, const int& step) { position += step; }
#ifndef ROTATION_EXPECT_COMPILE_ERROR
  static bool is_goal(const int& position) { return position == 3; }
#endif
};

struct Zero {
  int operator()(const int&) const { return 0; }
};

int main() { return rotation::search::ida_star(NoGoal{}, 0, Zero{}).found() ? 0 : 1; }

// The first error, in pieces (each must match):
// expect-first-error: the domain has a member 'inverse', but move_type has no operator== to
// expect-first-error: operator== to compare a move with the inverse of the previous one:
// expect-first-error: previous one: give move_type an operator== or remove inverse

#include "walk.hpp"

struct Step {
  int by = 0;
#ifndef ROTATION_EXPECT_COMPILE_ERROR
  friend bool operator==(const Step&, const Step&) = default;
#endif
};

struct StepWalk {
  using state_type = int;
  using move_type = Step;

  static std::array<Step, 2> moves(const int&) { return {Step{1}, Step{-1}}; }
  static void apply(int& position, const Step& step) { position += step.by; }
  static bool is_goal(const int& position) { return position == 3; }
  static Step inverse(const Step& step) { return Step{-step.by}; }
};

int main() { return rotation::search::ida_star(StepWalk{}, 0, DistanceToGoal{}).found() ? 0 : 1; }

// A required member that is not const. The driver calls it on a const
// domain, and the notes of both compilers must say so: the concept that
// fails, and the expression on a const domain.
// expect-error: MovesCallableOnAConstDomain
// expect-error: const_domain\.moves\(const_state\)

#include "walk.hpp"

// Hides Walk's static moves with a member function.
struct WalkWithMemberMoves : Walk {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  std::array<int, 2> moves(const int&) { return {1, -1}; }  // not const
#else
  std::array<int, 2> moves(const int&) const { return {1, -1}; }
#endif
};

int main() {
  return rotation::search::ida_star(WalkWithMemberMoves{}, 0, DistanceToGoal{}).found() ? 0 : 1;
}

// The first error, in pieces (each must match):
// expect-first-error: the domain has a member 'sequence_start' or 'sequence_next', but not
// expect-first-error: the pair that DomainWithMoveAutomaton needs on a const domain
// expect-first-error: fix their signatures or remove them

#include <cstdint>

#include "walk.hpp"

// An automaton of one state that refuses a step straight back: the walk's
// is_redundant as an automaton, in the state the last step (0: none, 1: +1, 2: -1).
struct WalkWithAutomaton : Walk {
  static std::uint32_t sequence_start() { return 0; }
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  std::int64_t sequence_next(std::uint32_t last, const int& step,
                             bool){// not const
#else
  std::int64_t sequence_next(std::uint32_t last, const int& step, bool) const {
#endif
                                   const std::uint32_t next = step > 0 ? 1 : 2;
  return last != 0 && last != next ? -1 : next;
}
}
;

int main() {
  return rotation::search::ida_star(WalkWithAutomaton{}, 0, DistanceToGoal{}).found() ? 0 : 1;
}

// The first error, in pieces (each must match):
// expect-first-error: the abstraction has a member 'symmetries' or 'symmetric_state', but
// expect-first-error: not what AbstractionWithSymmetries needs
// expect-first-error: fix them or remove them

#include "ring.hpp"

// The ring's mirror, position p to 8 - p: it keeps the goal and maps steps to steps.
struct RingWithMirror : Ring {
  static constexpr std::size_t symmetries = 1;
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  int symmetric_state(std::size_t, const int& position) { return (8 - position) % 8; }  // not const
#else
  int symmetric_state(std::size_t, const int& position) const { return (8 - position) % 8; }
#endif
};

int main() { return rotation::search::build_in_place(RingWithMirror{}).counts.size() == 5 ? 0 : 1; }

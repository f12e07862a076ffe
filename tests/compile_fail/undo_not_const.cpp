// The first error, in pieces (each must match):
// expect-first-error: the domain has a member 'undo', but it cannot be called as
// expect-first-error: domain\.undo\(state_type&, const move_type&\) on a const domain:
// expect-first-error: const domain: fix its signature or remove it

#include "walk.hpp"

struct WalkWithUndo : Walk {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  void undo(int& position, const int& step) { position -= step; }  // not const
#else
  void undo(int& position, const int& step) const { position -= step; }
#endif
};

int main() {
  return rotation::search::ida_star(WalkWithUndo{}, 0, DistanceToGoal{}).found() ? 0 : 1;
}

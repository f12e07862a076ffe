// The first error, in pieces (each must match):
// expect-first-error: the domain has a member 'inverse', but it cannot be called as
// expect-first-error: domain\.inverse\(const move_type&\) on a const domain, returning a move_type:
// expect-first-error: move_type: fix its signature or remove it

#include "walk.hpp"

struct WalkWithInverse : Walk {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  int inverse(int& step) const { return -step; }  // int&: a const move cannot bind to it
#else
  int inverse(const int& step) const { return -step; }
#endif
};

// count_shortest: the enumeration reports it too.
int main() {
  return rotation::search::count_shortest(WalkWithInverse{}, 0, DistanceToGoal{}).found() ? 0 : 1;
}

// The first error, in pieces (each must match):
// expect-first-error: the domain has a member 'is_redundant', but it cannot be called as
// expect-first-error: domain\.is_redundant\(const move_type&, const move_type&\) on a const domain,
// expect-first-error: returning bool: fix its signature or remove it

#include "walk.hpp"

struct Step {  // not Walk's move type, and no int converts to it
  int by = 0;
};

struct WalkWithPruning : Walk {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  static bool is_redundant(const Step& previous, const Step& next) {
    return next.by == -previous.by;
  }
#else
  static bool is_redundant(const int& previous, const int& next) { return next == -previous; }
#endif
};

int main() {
  return rotation::search::ida_star(WalkWithPruning{}, 0, DistanceToGoal{}).found() ? 0 : 1;
}

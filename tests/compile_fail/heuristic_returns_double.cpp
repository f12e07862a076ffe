// The compilers' own concept diagnostics: g++ says is_integral_v<_Tp> with
// _Tp = double is false, clang++ that double does not satisfy integral.
// expect-error: Heuristic<
// expect-error: integral.*double|double.*integral

#include "walk.hpp"

struct HalfDistance {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  double operator()(const int& position) const { return DistanceToGoal{}(position) / 2.0; }
#else
  int operator()(const int& position) const { return DistanceToGoal{}(position) / 2; }
#endif
};

int main() { return rotation::search::ida_star(Walk{}, 0, HalfDistance{}).found() ? 0 : 1; }

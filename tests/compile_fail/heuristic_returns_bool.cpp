// bool is an integral type, but no count of moves. The compilers' own concept
// diagnostics: g++ names Heuristic<H, ...> and the same_as<..., bool>, clang++
// Heuristic<AtGoal, ...> and same_as<..., _Bool>.
// expect-error: Heuristic<
// expect-error: same_as<.*(bool|_Bool)>.*evaluated to

#include "walk.hpp"

struct AtGoal {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  bool operator()(const int& position) const { return position != 3; }
#else
  int operator()(const int& position) const { return position != 3 ? 1 : 0; }
#endif
};

int main() { return rotation::search::ida_star(Walk{}, 0, AtGoal{}).found() ? 0 : 1; }

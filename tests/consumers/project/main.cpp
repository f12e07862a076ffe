// The README's snippet, verbatim: the public contract of the library. Left
// as the README shows it, so clang-format does not touch it.
// clang-format off
#include <rotation/rotation.hpp>
#include <iostream>
int main() {
  auto board = rotation::Board<>::parse("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
  auto solution = rotation::solve(board);
  std::cout << rotation::to_string(solution.moves) << '\n' << *solution.center_symbol << '\n';
}
// clang-format on

// The sliding-tile program of docs/guide.md ("The sliding-tile puzzles from
// your own program"), verbatim: a 24-puzzle board solved through the installed
// <rotation/sliding.hpp>.
#include <rotation/sliding.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <iostream>

namespace sliding = rotation::sliding;

int main() {
  // The cells row by row, 1 .. 24 for the tiles and 0 for the blank.
  const auto board = sliding::make_board(std::array<std::uint8_t, 25>{
      1, 2, 3, 8, 4, 6, 7, 13, 15, 5, 17, 12, 23, 9, 10, 11, 22, 16, 20, 24, 0, 21, 19, 18, 14});
  auto set = sliding::twenty_four::startup_set();
  set.build([](std::size_t, const rotation::search::BuildProgress&) {});
  const sliding::Solution solution = sliding::solve_tracked(board, set);

  auto replayed = board;
  for (const sliding::Slide slide : solution.moves)
    sliding::twenty_four::Domain::apply(replayed, slide);
  std::cout << solution.moves.size() << " moves: " << sliding::to_string(solution.moves) << '\n'
            << (sliding::twenty_four::Domain::is_goal(replayed) ? "solved" : "not solved") << '\n';
}

// The heuristics: zero exactly on solved boards, never above the true distance
// (from an independent breadth-first search and the published answers),
// ExactDistance equal to it, values worked out by hand, and LineDistance really
// tighter than MisplacedCenter somewhere.

#include <rotation/board.hpp>
#include <rotation/heuristics/exact_distance.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/search/max_of.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <random>
#include <string>

#include "board_cells.hpp"
#include "catch.hpp"
#include "random_boards.hpp"
#include "reference_solver.hpp"
#include "samples.hpp"

namespace {

using board_cells::text_of;
using board_cells::to_board;
using rotation::Board;
using rotation::heuristics::ExactDistance;
using rotation::heuristics::LineDistance;
using rotation::heuristics::MisplacedCenter;
using rotation::search::max_of;

struct Values {
  int misplaced;
  int lines;
  int both;
};

Values evaluate(const Board<>& board) {
  return {MisplacedCenter{}(board), LineDistance{}(board),
          max_of(MisplacedCenter{}, LineDistance{})(board)};
}

}  // namespace

TEST_CASE("heuristics: zero on solved boards", "[heuristics]") {
  SECTION("the solved sample board") {
    const Board<> board = Board<>::parse(samples::already_solved.board);
    REQUIRE(board.is_solved());
    const Values v = evaluate(board);
    CHECK(v.misplaced == 0);
    CHECK(v.lines == 0);
    CHECK(v.both == 0);
    CHECK(ExactDistance{}(board) == 0);
  }

  SECTION("seeded random solved boards, every center symbol") {
    std::mt19937_64 rng(0x5eed'0101);
    std::array<int, 4> by_symbol{};
    for (int i = 0; i < 200; ++i) {
      const reference::Cells cells = random_boards::random_solved_board(rng);
      const std::string board_text = text_of(cells);
      CAPTURE(board_text);
      REQUIRE(reference::is_goal(cells));
      ++by_symbol[static_cast<std::size_t>(reference::center_symbol(cells))];
      const Values v = evaluate(to_board(cells));
      CHECK(v.misplaced == 0);
      CHECK(v.lines == 0);
      CHECK(v.both == 0);
      CHECK(ExactDistance{}(to_board(cells)) == 0);
    }
    CHECK(by_symbol[1] > 0);
    CHECK(by_symbol[2] > 0);
    CHECK(by_symbol[3] > 0);
  }
}

TEST_CASE("heuristics: never above the BFS distance, zero only when solved; ExactDistance equal",
          "[heuristics][reference]") {
  // 50 boards for each scramble length 1..6: 300 boards within 6 moves.
  const auto boards = random_boards::scrambled_boards(0x5eed'0102, 6, 50);
  std::array<int, 7> by_distance{};
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const std::optional<int> distance = reference::bfs_distance(cells, 6);
    REQUIRE(distance.has_value());
    ++by_distance[static_cast<std::size_t>(*distance)];
    const Values v = evaluate(to_board(cells));
    CAPTURE(*distance, v.misplaced, v.lines, v.both);
    CHECK(v.misplaced <= *distance);
    CHECK(v.lines <= *distance);
    CHECK(v.both <= *distance);
    CHECK(v.both == std::max(v.misplaced, v.lines));
    // Both bounds are zero exactly on the goal (all blocks of one symbol in the
    // center), so neither can stop a search short of it.
    CHECK((v.misplaced == 0) == (*distance == 0));
    CHECK((v.lines == 0) == (*distance == 0));
    CHECK(ExactDistance{}(to_board(cells)) == *distance);
  }
  for (std::size_t d = 1; d <= 6; ++d) {
    CAPTURE(d);
    CHECK(by_distance[d] > 0);
  }
}

TEST_CASE("heuristics: never above the published answer lengths; ExactDistance equal",
          "[heuristics]") {
  // the puzzle statement's sample: each answer is a shortest solution, so its
  // length is the board's distance.
  for (const samples::Sample& sample : samples::all) {
    const int distance = static_cast<int>(sample.moves.size());
    CAPTURE(sample.board, distance);
    const Board<> board = Board<>::parse(sample.board);
    const Values v = evaluate(board);
    CAPTURE(v.misplaced, v.lines, v.both);
    CHECK(v.misplaced <= distance);
    CHECK(v.lines <= distance);
    CHECK(v.both <= distance);
    CHECK(ExactDistance{}(board) == distance);
  }
}

TEST_CASE("heuristics: LineDistance is strictly tighter than MisplacedCenter on some boards",
          "[heuristics]") {
  // Admissibility alone would pass for a LineDistance that returned 0; this
  // fails unless it actually beats the textbook bound somewhere.
  int near_greater = 0;
  for (const reference::Cells& cells : random_boards::scrambled_boards(0x5eed'0103, 6, 20)) {
    const Values v = evaluate(to_board(cells));
    if (v.lines > v.misplaced) ++near_greater;
  }
  int random_greater = 0;
  for (const reference::Cells& cells : random_boards::uniform_boards(0x5eed'0104, 200)) {
    const Values v = evaluate(to_board(cells));
    if (v.lines > v.misplaced) ++random_greater;
    CHECK(v.both == std::max(v.misplaced, v.lines));
  }
  CAPTURE(near_greater, random_greater);
  CHECK(near_greater > 0);
  CHECK(random_greater > 0);
}

// Worked by hand from the puzzle statement's definitions.
//
// Center cells: 6 7 8 11 12 15 16 17. MisplacedCenter is 8 minus the count of
// the most frequent symbol in the center. For LineDistance every cell outside
// the center lies on one line, at positions 0, 1, 5 or 6 of its seven cells;
// the center part of every line is positions 2, 3, 4, so the distances are
// 2, 1, 1, 2:
//   left column  (A/F: 0 2 6 11 15 20 22):     cell 0 -> 2, 2 -> 1, 20 -> 1, 22 -> 2
//   right column (B/E: 1 3 8 12 17 21 23):     cell 1 -> 2, 3 -> 1, 21 -> 1, 23 -> 2
//   upper row    (C/H: 10 9 8 7 6 5 4):        cell 10 -> 2, 9 -> 1, 5 -> 1, 4 -> 2
//   lower row    (D/G: 19 18 17 16 15 14 13):  cell 19 -> 2, 18 -> 1, 14 -> 1, 13 -> 2
// Per symbol: the sum over the four lines of the largest distance of a block of
// that symbol on the line; LineDistance is the smallest of the three sums.
TEST_CASE("heuristics: values worked out by hand", "[heuristics]") {
  SECTION("first sample board: both bounds 2, the true distance (AC)") {
    // cells: 0:1 1:1 2:1 3:1 4:3 5:2 6:3 7:2 8:3 9:1 10:3 11:2 12:2 13:3 14:1
    //        15:2 16:2 17:2 18:3 19:1 20:2 21:1 22:3 23:3
    // Center 6..17 holds 3 2 3 2 2 2 2 2: six 2s, so MisplacedCenter = 8 - 6 = 2.
    // Symbol 2 outside the center: cell 5 (upper row, 1), cell 20 (left, 1): 1 + 1 = 2.
    // Symbol 1 outside: 0 (2), 2 (1) left -> 2; 1 (2), 3 (1), 21 (1) right -> 2;
    //   9 (1) upper -> 1; 14 (1), 19 (2) lower -> 2: 7.
    // Symbol 3 outside: 22 left -> 2; 23 right -> 2; 4, 10 upper -> 2; 13 (2), 18 (1) -> 2: 8.
    // LineDistance = min(7, 2, 8) = 2.
    const Values v = evaluate(Board<>::parse(samples::all[0].board));
    CHECK(v.misplaced == 2);
    CHECK(v.lines == 2);
    CHECK(v.both == 2);
  }

  SECTION("second sample board: both bounds 4, the true distance (DDHH)") {
    // Cells 0..7 hold 1, 8..15 hold 2, 16..23 hold 3.
    // Center 6 7 8 11 12 15 16 17 holds 1 1 2 2 2 2 3 3: four 2s, MisplacedCenter = 4.
    // Symbol 1 outside: 0, 2 left -> 2; 1, 3 right -> 2; 4, 5 upper -> 2; none lower: 6.
    // Symbol 2 outside: 9, 10 upper -> 2; 13, 14 lower -> 2: 4.
    // Symbol 3 outside: 20, 22 left -> 2; 21, 23 right -> 2; 18, 19 lower -> 2: 6.
    // LineDistance = min(6, 4, 6) = 4.
    const Values v = evaluate(Board<>::parse(samples::all[1].board));
    CHECK(v.misplaced == 4);
    CHECK(v.lines == 4);
    CHECK(v.both == 4);
  }

  SECTION("one block two cells up the left column: LineDistance 2 > MisplacedCenter 1") {
    // A solved board (center all 1, 2s on the upper cells outside, 3s on the
    // lower ones) with the blocks of cells 0 and 6 swapped:
    // cells: 0:1 1:2 2:2 3:2 4:2 5:2 6:2 7:1 8:1 9:2 10:2 11:1 12:1 13:3 14:3
    //        15:1 16:1 17:1 18:3 19:3 20:3 21:3 22:3 23:3
    // Center holds seven 1s and one 2: MisplacedCenter = 8 - 7 = 1.
    // Symbol 1 outside: only cell 0, left column distance 2: 2.
    // Symbol 2 outside: 2 left -> 1; 1 (2), 3 (1) right -> 2; 4 (2), 5, 9, 10 upper -> 2: 5.
    // Symbol 3 outside: 20 (1), 22 (2) left -> 2; 21, 23 right -> 2;
    //   13, 14, 18, 19 lower -> 2: 6.
    // LineDistance = min(2, 5, 6) = 2.
    const Values v = evaluate(Board<>::parse("1 2 2 2 2 2 2 1 1 2 2 1 1 3 3 1 1 1 3 3 3 3 3 3"));
    CHECK(v.misplaced == 1);
    CHECK(v.lines == 2);
    CHECK(v.both == 2);
  }

  SECTION("blocks next to a mixed center: MisplacedCenter 4 > LineDistance 3") {
    // cells: 0:2 1:2 2:1 3:1 4:2 5:1 6:2 7:2 8:3 9:1 10:2 11:1 12:1 13:2 14:3
    //        15:1 16:1 17:3 18:3 19:2 20:3 21:3 22:3 23:3
    // Center 6 7 8 11 12 15 16 17 holds 2 2 3 1 1 1 1 3: four 1s, MisplacedCenter = 4.
    // Symbol 1 outside: 2 left -> 1; 3 right -> 1; 5, 9 upper -> 1; none lower: 3.
    // Symbol 2 outside: 0 left -> 2; 1 right -> 2; 4, 10 upper -> 2; 13, 19 lower -> 2: 8.
    // Symbol 3 outside: 20 (1), 22 (2) left -> 2; 21 (1), 23 (2) right -> 2;
    //   14, 18 lower -> 1: 5.
    // LineDistance = min(3, 8, 5) = 3.
    const Values v = evaluate(Board<>::parse("2 2 1 1 2 1 2 2 3 1 2 1 1 2 3 1 1 3 3 2 3 3 3 3"));
    CHECK(v.misplaced == 4);
    CHECK(v.lines == 3);
    CHECK(v.both == 4);
  }
}

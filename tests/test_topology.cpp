// The standard board's tables against the puzzle statement's, written out here by hand, and
// the moves as the library plays them (on cell masks and on boards) against
// the puzzle statement's rule.

#include <rotation/rotation.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "board_cells.hpp"
#include "catch.hpp"
#include "random_boards.hpp"
#include "samples.hpp"

namespace {

// the puzzle statement's move table, transcribed literally: one line per move, A to H.
const std::array<std::string, 8> spec_lines{
    "0 2 6 11 15 20 22",     // A
    "1 3 8 12 17 21 23",     // B
    "10 9 8 7 6 5 4",        // C
    "19 18 17 16 15 14 13",  // D
    "23 21 17 12 8 3 1",     // E
    "22 20 15 11 6 2 0",     // F
    "13 14 15 16 17 18 19",  // G
    "4 5 6 7 8 9 10",        // H
};

std::vector<int> numbers(const std::string& text) {
  std::istringstream in(text);
  std::vector<int> result;
  for (int n; in >> n;) result.push_back(n);
  return result;
}

// A uniformly random legal board, the same on every platform.
rotation::Board<> random_board(std::mt19937_64& rng) {
  return board_cells::to_board(random_boards::random_board(rng));
}

}  // namespace

TEST_CASE("the move lines are the puzzle statement's, A to H", "[topology]") {
  using rotation::StandardTopology;
  for (std::size_t m = 0; m < 8; ++m) {
    INFO("move " << static_cast<char>('A' + m));
    const auto expected = numbers(spec_lines[m]);
    const auto& line = StandardTopology::lines[m];
    REQUIRE(std::vector<int>(line.begin(), line.end()) == expected);
  }
}

TEST_CASE("the center is the eight cells around the middle square", "[topology]") {
  const auto& center = rotation::StandardTopology::center;
  CHECK(std::vector<int>(center.begin(), center.end()) ==
        std::vector<int>{6, 7, 8, 11, 12, 15, 16, 17});
}

TEST_CASE("inverses pair A-F, B-E, C-H, D-G", "[topology][move]") {
  const std::array<std::string, 4> pairs{"AF", "BE", "CH", "DG"};
  for (const auto& pair : pairs) {
    const auto a = rotation::Move<>::from_letter(pair[0]);
    const auto b = rotation::Move<>::from_letter(pair[1]);
    CHECK(a.inverse() == b);
    CHECK(b.inverse() == a);
  }
}

TEST_CASE("each move permutes exactly its seven cells in one 7-cycle", "[topology][move]") {
  // Observed through the library's own cell masks: Bitboard::apply(m, cells)
  // is where the blocks on `cells` are after move m. By the puzzle statement
  // (new[l_i] = old[l_(i+1)], new[l6] = old[l0]) the block on l0 goes to l6,
  // then l5, ..., l1, and is back on l0 after exactly seven moves.
  using Bits = rotation::Bitboard<rotation::StandardTopology>;
  for (const auto move : rotation::Move<>::all()) {
    INFO("move " << move.letter());
    const auto line = numbers(spec_lines[move.index()]);
    REQUIRE(line.size() == 7);

    std::vector<int> visited;  // the block's cell after each move
    auto mask = Bits::bit(static_cast<std::size_t>(line[0]));
    do {
      mask = Bits::apply(move, mask);
      REQUIRE(Bits::count(mask) == 1);  // one block stays one block
      visited.push_back(std::countr_zero(mask));
    } while (mask != Bits::bit(static_cast<std::size_t>(line[0])) && visited.size() < 24);
    CAPTURE(visited);
    CHECK(visited.size() == 7);
    auto visited_cells = visited;
    auto line_cells = line;
    std::ranges::sort(visited_cells);
    std::ranges::sort(line_cells);
    CHECK(visited_cells == line_cells);
    const std::vector<int> expected_walk{line[6], line[5], line[4], line[3],
                                         line[2], line[1], line[0]};
    CHECK(visited == expected_walk);

    // Every cell off the line keeps its block.
    for (std::size_t cell = 0; cell < 24; ++cell) {
      if (std::ranges::find(line, static_cast<int>(cell)) != line.end()) continue;
      CAPTURE(cell);
      CHECK(Bits::apply(move, Bits::bit(cell)) == Bits::bit(cell));
    }

    // On boards, through Board::apply and operator[]: one move is the puzzle statement's
    // rule cell by cell, seven restore the board and fewer do not (unless the
    // line holds one symbol only: 7 is prime, so no shorter period).
    std::mt19937_64 rng(0x5eed'0201 + move.index());
    for (int trial = 0; trial < 20; ++trial) {
      const auto original = random_board(rng);
      const auto before = board_cells::to_cells(original);
      auto once = original;
      once.apply(move);
      const auto after = board_cells::to_cells(once);
      for (std::size_t i = 0; i < 7; ++i) {
        CAPTURE(i);
        const auto to = static_cast<std::size_t>(line[i]);
        const auto from = static_cast<std::size_t>(line[(i + 1) % 7]);
        CHECK(after[to] == before[from]);
      }
      for (std::size_t cell = 0; cell < 24; ++cell) {
        if (std::ranges::find(line, static_cast<int>(cell)) != line.end()) continue;
        CAPTURE(cell);
        CHECK(after[cell] == before[cell]);
      }

      bool uniform_line = true;
      for (auto c : move.line())
        uniform_line = uniform_line && original[c] == original[move.line()[0]];
      auto board = original;
      for (int k = 1; k <= 7; ++k) {
        board.apply(move);
        if (k < 7 && !uniform_line) CHECK(board != original);
      }
      CHECK(board == original);
    }
  }
}

TEST_CASE("a move then its inverse, or then undo, is the identity", "[topology][move]") {
  std::mt19937_64 rng(0x5eed'0202);
  for (int trial = 0; trial < 50; ++trial) {
    const auto original = random_board(rng);
    for (const auto move : rotation::Move<>::all()) {
      auto board = original;
      board.apply(move);
      board.apply(move.inverse());
      CHECK(board == original);
      board.apply(move);
      board.undo(move);
      CHECK(board == original);
    }
  }
}

TEST_CASE("a move sends every block one cell toward the head of its line", "[topology][move]") {
  // The sample's first board after move A, worked out by hand from the puzzle statement:
  // cells 0 2 6 11 15 20 22 held 1 1 3 2 2 2 3 and now hold 1 3 2 2 2 3 1.
  auto board = rotation::Board<>::parse(samples::all[0].board);
  board.apply(rotation::Move<>::from_letter('A'));
  CHECK(rotation::to_string(board) == "1 1 3 1 3 2 2 2 3 1 3 2 2 3 1 2 2 2 3 1 3 1 1 3");
}

TEST_CASE("the pretty rendering draws the # shape of the puzzle statement", "[topology][render]") {
  const auto board = rotation::Board<>::parse(samples::all[0].board);
  const std::string expected =
      "        1     1\n"
      "        1     1\n"
      "  3  2  3  2  3  1  3\n"
      "        2     2\n"
      "  3  1  2  2  2  3  1\n"
      "        2     1\n"
      "        3     3\n";
  CHECK(rotation::render(board) == expected);
}

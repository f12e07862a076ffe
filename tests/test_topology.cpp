// The standard board's tables against SPEC.md's, written out here by hand.

#include <rotation/rotation.hpp>

#include <array>
#include <cstddef>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

// SPEC.md's move table, transcribed literally: one line per move, A to H.
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

rotation::Board<> shuffled_board(std::mt19937& rng) {
  std::array<int, 24> symbols{};
  for (int c = 0; c < 24; ++c) symbols[c] = 1 + c / 8;
  std::shuffle(symbols.begin(), symbols.end(), rng);
  return rotation::Board<>(symbols);
}

}  // namespace

TEST_CASE("the move lines are SPEC.md's, A to H", "[topology]") {
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
    const auto a = rotation::Move::from_letter(pair[0]);
    const auto b = rotation::Move::from_letter(pair[1]);
    CHECK(a.inverse() == b);
    CHECK(b.inverse() == a);
  }
}

TEST_CASE("each move permutes exactly its seven cells in one 7-cycle", "[topology][move]") {
  for (const auto move : rotation::Move::all()) {
    INFO("move " << move.letter());
    const auto expected = numbers(spec_lines[move.index()]);
    // Follow the cycle on the tables: cell l[k+1] feeds l[k], l[0] feeds l[6].
    std::array<int, 24> source{};
    for (int c = 0; c < 24; ++c) source[c] = c;
    for (std::size_t k = 0; k < 7; ++k) source[expected[k]] = expected[(k + 1) % 7];
    // Start from cell l0 and walk source links: back at l0 after exactly 7 steps.
    int cell = expected[0];
    int steps = 0;
    do {
      cell = source[cell];
      ++steps;
    } while (cell != expected[0]);
    CHECK(steps == 7);

    // On boards, seven applications restore the board and fewer do not
    // (unless the line holds one symbol only: 7 is prime, so no shorter period).
    std::mt19937 rng(static_cast<unsigned>(move.index()) + 1);
    for (int trial = 0; trial < 20; ++trial) {
      const auto original = shuffled_board(rng);
      bool uniform_line = true;
      for (auto c : move.line()) uniform_line = uniform_line && original[c] == original[move.line()[0]];
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
  std::mt19937 rng(2024);
  for (int trial = 0; trial < 50; ++trial) {
    const auto original = shuffled_board(rng);
    for (const auto move : rotation::Move::all()) {
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
  // The sample's first board after move A, worked out by hand from SPEC.md:
  // cells 0 2 6 11 15 20 22 held 1 1 3 2 2 2 3 and now hold 1 3 2 2 2 3 1.
  auto board = rotation::Board<>::parse("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
  board.apply(rotation::Move::from_letter('A'));
  CHECK(rotation::to_string(board) == "1 1 3 1 3 2 2 2 3 1 3 2 2 3 1 2 2 2 3 1 3 1 1 3");
}

TEST_CASE("the pretty rendering draws the # shape of SPEC.md", "[topology][render]") {
  const auto board = rotation::Board<>::parse("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3");
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

// Placement keeps its invariant (exactly center-size cells, all on the board),
// and every public way to hand the library a raw mask, symbol or cell checks
// it: the pattern database ranks placements without a check, so a wrong mask
// that got through would read past its table. Under the sanitizer preset
// (_GLIBCXX_ASSERTIONS) such a read aborts; here every wrong value must be
// refused with the library's own error before any table is touched.

#include <rotation/board.hpp>
#include <rotation/error.hpp>
#include <rotation/heuristics/exact_distance.hpp>
#include <rotation/pattern_database.hpp>
#include <rotation/placement.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "samples.hpp"

namespace {

using rotation::Placement;

int popcount(std::uint64_t mask) {
  int count = 0;
  for (; mask != 0; mask &= mask - 1) ++count;
  return count;
}

// The next larger mask with the same number of bits (Gosper's hack).
std::uint32_t next_same_popcount(std::uint32_t x) {
  const std::uint32_t smallest = x & (~x + 1);
  const std::uint32_t ripple = x + smallest;
  return ripple | (((x ^ ripple) >> 2) / smallest);
}

std::string message_of(std::uint32_t mask) {
  try {
    (void)Placement<>(mask);
  } catch (const rotation::invalid_placement& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("a placement from a mask holds exactly 8 cells of the board", "[placement]") {
  // The mask from the report: 16 cells, ranked past the end of the table before.
  CHECK(message_of(0xffff00) == "placement: expected 8 cells, got 16");
  CHECK(message_of(0) == "placement: expected 8 cells, got 0");
  CHECK(message_of(0x7f) == "placement: expected 8 cells, got 7");
  CHECK(message_of(0x1ff) == "placement: expected 8 cells, got 9");
  CHECK(message_of(0xffffff) == "placement: expected 8 cells, got 24");
  // Cells past the board are named, even when the count is right.
  CHECK(message_of(0x10000ff) == "placement: cell 24 is not on the board (cells 0 to 23)");
  CHECK(message_of(0x800000ffu) == "placement: cell 31 is not on the board (cells 0 to 23)");
  CHECK(message_of(0x8000007fu) == "placement: cell 31 is not on the board (cells 0 to 23)");
  CHECK(message_of(0xffffffffu) == "placement: cell 24 is not on the board (cells 0 to 23)");
  // An invalid_placement is an input_error, like every complaint of the library.
  CHECK_THROWS_AS(Placement<>(0xffff00), rotation::input_error);
  CHECK(message_of(0xff) == "accepted");
}

TEST_CASE("random masks: accepted exactly when they are placements, and then in range",
          "[placement]") {
  const rotation::heuristics::ExactDistance exact;
  std::mt19937 rng(20261130);
  // Masks of every density: a random count of bits set, some past the board.
  std::uniform_int_distribution<int> bits(0, 32);
  std::uniform_int_distribution<int> cell(0, 31);
  std::size_t accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::uint32_t mask = 0;
    if (i % 4 == 0) {
      // A quarter are placements: 8 distinct cells of the board.
      while (popcount(mask) < 8) mask |= 1u << (cell(rng) % 24);
    } else {
      for (int k = bits(rng); k > 0; --k) mask |= 1u << cell(rng);
    }
    const bool is_placement = mask <= 0xffffffu && popcount(mask) == 8;
    if (is_placement) {
      const Placement<> placement(mask);
      CHECK(placement.cells() == mask);
      const int distance = exact(placement);
      CHECK(distance >= 0);
      CHECK(distance <= 14);
      ++accepted;
    } else {
      CAPTURE(mask);
      CHECK_THROWS_AS(Placement<>(mask), rotation::invalid_placement);
    }
  }
  CHECK(accepted > 1000);  // both sides of the check were exercised
}

TEST_CASE("every one of the 735,471 placements looks up an entry of the table",
          "[placement][pdb]") {
  const auto& table = rotation::PatternDatabase<>::instance();
  std::uint32_t cells = 0xff;
  std::size_t count = 0;
  std::size_t out_of_range = 0;
  for (; cells <= 0xffffffu; cells = next_same_popcount(cells)) {
    const int distance = table.distance(Placement<>(cells));
    out_of_range += distance < 0 || distance > table.max_distance();
    ++count;
  }
  CHECK(count == 735471);
  CHECK(out_of_range == 0);
}

TEST_CASE("the default placement is the center; moves keep a placement valid", "[placement]") {
  Placement<> placement;
  CHECK(placement.is_center());
  CHECK(placement.cells() == 0x399c0u);  // cells 6 7 8 11 12 15 16 17
  for (const auto move : rotation::Move<>::all()) {
    placement.apply(move);
    CHECK(popcount(placement.cells()) == 8);
    CHECK(placement.cells() <= 0xffffffu);
    CHECK(Placement<>(placement.cells()) == placement);  // the checked constructor agrees
  }
}

TEST_CASE("symbols and cells out of range are refused, not read", "[placement][board]") {
  const auto board = rotation::Board<>::parse(samples::two_moves.board);
  for (const int symbol : {0, -1, 4, 100}) {
    CAPTURE(symbol);
    CHECK_THROWS_AS(board.cells_of(symbol), rotation::input_error);
    CHECK_THROWS_AS(Placement<>::of(board, symbol), rotation::input_error);
  }
  try {
    (void)board.cells_of(4);
    FAIL("cells_of(4) was accepted");
  } catch (const rotation::input_error& e) {
    CHECK(std::string(e.what()) == "symbol 4 is not 1, 2 or 3");
  }
  CHECK_THROWS_AS(board[24], rotation::input_error);
  CHECK_THROWS_AS(board[1000], rotation::input_error);
  try {
    (void)board[24];
    FAIL("board[24] was accepted");
  } catch (const rotation::input_error& e) {
    CHECK(std::string(e.what()) == "cell 24 is not on the board (cells 0 to 23)");
  }
  // In range, the placement of a symbol is its cells on the board.
  for (int s = 1; s <= 3; ++s) CHECK(Placement<>::of(board, s).cells() == board.cells_of(s));
}

TEST_CASE("a braced list of the wrong length is refused by its length", "[board]") {
  // Before, the list filled an array of 24 with zeros: "cell 3: symbol 0 ...".
  try {
    (void)rotation::Board<>({1, 1, 1});
    FAIL("a board of 3 symbols was accepted");
  } catch (const rotation::invalid_board& e) {
    CHECK(std::string(e.what()) == "expected 24 symbols, got 3");
  }
  CHECK_THROWS_AS(rotation::Board<>(
                      {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3, 1}),
                  rotation::invalid_board);
  const rotation::Board<> listed(
      {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3});
  CHECK(listed == rotation::Board<>::parse(samples::two_moves.board));
}

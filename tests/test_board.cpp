#include <rotation/rotation.hpp>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "samples.hpp"

using rotation::Board;

namespace {

const std::string first_sample(samples::all[0].board);

// The message of the invalid_board that parsing `text` throws.
std::string parse_error(std::string_view text) {
  try {
    (void)Board<>::parse(text);
  } catch (const rotation::invalid_board& e) {
    return e.what();
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("a board parses its symbols in cell order", "[board]") {
  const auto board = Board<>::parse(first_sample);
  const std::array<int, 24> expected{1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2,
                                     2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3};
  for (std::size_t c = 0; c < 24; ++c) CHECK(board[c] == expected[c]);
  CHECK(board == Board<>(expected));
  CHECK(rotation::to_string(board) == first_sample);
}

TEST_CASE("any whitespace separates symbols", "[board]") {
  CHECK(Board<>::parse("  1\t1 1 1 3 2 3 2 3 1 3 2\n2 3 1 2 2 2 3 1 2 1 3 3\r\n") ==
        Board<>::parse(first_sample));
}

TEST_CASE("the goal is a center of one symbol", "[board]") {
  // The sample's third board needs no move: its center is all 1s.
  const auto solved = Board<>::parse(samples::already_solved.board);
  CHECK(solved.is_solved());
  CHECK(solved.center_symbol() == 1);
  const auto mixed = Board<>::parse(first_sample);
  CHECK_FALSE(mixed.is_solved());
  CHECK_FALSE(mixed.center_symbol().has_value());
}

TEST_CASE("replaying a published answer solves its board", "[board]") {
  // the puzzle statement: each sample board is solved by its answer, leaving its symbol in
  // the center; the first, for one, by AC, leaving 2.
  for (const samples::Sample& sample : samples::all) {
    CAPTURE(sample.board, sample.moves);
    auto board = Board<>::parse(sample.board);
    CHECK(board.is_solved() == sample.moves.empty());
    board.apply(rotation::parse_moves(sample.moves));
    CHECK(board.is_solved());
    CHECK(board.center_symbol() == sample.center_symbol);
  }
}

TEST_CASE("a symbol outside 1..3 names its cell", "[board][errors]") {
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 4 1 2 2 2 3 1 2 1 3 3") ==
        "cell 13: symbol 4 is not 1, 2 or 3");
  CHECK(parse_error("0 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 0: symbol 0 is not 1, 2 or 3");
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 -1") ==
        "cell 23: symbol -1 is not 1, 2 or 3");
  CHECK(
      parse_error("1 999999999999999999999999999999 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
      "cell 1: symbol 999999999999999999999999... is not 1, 2 or 3");
}

TEST_CASE("a number too big for any integer is refused, not wrapped", "[board][errors]") {
  // Read as an int it would overflow, and could wrap to a valid symbol:
  // 2^32 + 1 and 2^64 + 1 wrap to 1.
  CHECK(parse_error("1 1 1 1 3 99999999999999999999999 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 5: symbol 99999999999999999999999 is not 1, 2 or 3");
  CHECK(parse_error("1 1 1 1 3 4294967297 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 5: symbol 4294967297 is not 1, 2 or 3");
  CHECK(parse_error("1 1 1 1 3 18446744073709551617 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 5: symbol 18446744073709551617 is not 1, 2 or 3");
}

TEST_CASE("only a bare digit is a symbol", "[board][errors]") {
  // Numbers that equal a symbol in value are not written as the judge writes.
  CHECK(parse_error("1 1 +1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 2: symbol +1 is not 1, 2 or 3");
  CHECK(parse_error("1 1 01 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 2: symbol 01 is not 1, 2 or 3");
  CHECK(parse_error("1 1 1.0 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 2: '1.0' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("1 1 - 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 2: '-' is not a symbol (1, 2 or 3)");
}

TEST_CASE("a token that is no number is named as it is", "[board][errors]") {
  CHECK(parse_error("1 1 x 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 2: 'x' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("1 1 1 1 3.5 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 4: '3.5' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 \x01") ==
        "cell 23: '\\x01' is not a symbol (1, 2 or 3)");
}

TEST_CASE("bytes that are not printable ASCII are shown escaped, never raw", "[board][errors]") {
  using namespace std::string_view_literals;
  // NUL, inside a token and as a token of its own.
  CHECK(parse_error("1 1 1 1 3 2 3 1\0 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"sv) ==
        "cell 7: '1\\x00' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("\0 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"sv) ==
        "cell 0: '\\x00' is not a symbol (1, 2 or 3)");
  // Bytes from 0x80: UTF-8 (an e with an acute accent), and any byte at all.
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 \xc3\xa9 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 9: '\\xc3\\xa9' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 \xff\x80") ==
        "cell 23: '\\xff\\x80' is not a symbol (1, 2 or 3)");
  // Control characters that are not whitespace: a terminal escape, DEL.
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 \x1b[31m 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "cell 11: '\\x1b[31m' is not a symbol (1, 2 or 3)");
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 \x7f") ==
        "cell 23: '\\x7f' is not a symbol (1, 2 or 3)");
  // A backslash typed in the text is doubled, so it cannot pass for an escape.
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 \\x00") ==
        "cell 23: '\\\\x00' is not a symbol (1, 2 or 3)");
}

TEST_CASE("vertical tab and form feed separate symbols like spaces", "[board]") {
  CHECK(Board<>::parse("1\v1\f1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        Board<>::parse(first_sample));
}

TEST_CASE("the wrong number of symbols is refused", "[board][errors]") {
  CHECK(parse_error("1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3") ==
        "expected 24 symbols, got 23");
  CHECK(parse_error(first_sample + " 1") == "expected 24 symbols, got 25");
  CHECK(parse_error("") == "expected 24 symbols, got 0");
  CHECK(parse_error(" \t\r ") == "expected 24 symbols, got 0");
  // A bad token among too few is named first: it is the more precise complaint.
  CHECK(parse_error("1 1 x 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3") ==
        "cell 2: 'x' is not a symbol (1, 2 or 3)");
  CHECK_THROWS_AS(Board<>(std::vector<int>(23, 1)), rotation::invalid_board);
}

TEST_CASE("each symbol needs exactly eight blocks", "[board][errors]") {
  // The first sample with cell 4's 3 made a 1 and cell 5's 2 made a 1.
  CHECK(parse_error("1 1 1 1 1 1 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3") ==
        "expected 8 of each symbol, got 10 x 1, 7 x 2, 7 x 3");
  CHECK(parse_error("1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3") ==
        "expected 8 of each symbol, got 9 x 1, 7 x 2");
  std::array<int, 24> all_ones{};
  all_ones.fill(1);
  try {
    Board<> board(all_ones);
    FAIL("a board of 1s was accepted");
  } catch (const rotation::invalid_board& e) {
    CHECK(std::string(e.what()) == "expected 8 of each symbol, got 24 x 1, 0 x 2, 0 x 3");
  }
  std::array<int, 24> with_seven{};
  with_seven.fill(2);
  with_seven[5] = 7;
  CHECK_THROWS_WITH(Board<>(with_seven), "cell 5: symbol 7 is not 1, 2 or 3");
}

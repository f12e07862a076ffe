#include <rotation/rotation.hpp>

#include <string>
#include <string_view>

#include "catch.hpp"

using rotation::Move;

namespace {

// The message of the invalid_move that parsing `text` throws.
std::string parse_error(std::string_view text) {
  try {
    (void)rotation::parse_moves(text);
  } catch (const rotation::invalid_move& e) {
    return e.what();
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("moves convert to and from their letters", "[move]") {
  const std::string letters = "ABCDEFGH";
  for (std::size_t i = 0; i < letters.size(); ++i) {
    const Move<> move = Move<>::from_letter(letters[i]);
    CHECK(move.index() == i);
    CHECK(move.letter() == letters[i]);
    CHECK(Move<>::from_index(i) == move);
    CHECK(Move<>::all()[i] == move);
  }
  CHECK(Move<>::count == 8);
}

TEST_CASE("moves order as their letters do", "[move]") {
  CHECK(Move<>::from_letter('A') < Move<>::from_letter('B'));
  CHECK(Move<>::from_letter('H') > Move<>::from_letter('G'));
}

TEST_CASE("a letter that names no move is refused", "[move][errors]") {
  for (const char bad : {'I', 'a', 'h', '@', '0', ' '}) {
    INFO("letter '" << bad << "'");
    CHECK_THROWS_AS(Move<>::from_letter(bad), rotation::invalid_move);
  }
  try {
    (void)Move<>::from_letter('Z');
    FAIL("Z was accepted");
  } catch (const rotation::invalid_move& e) {
    CHECK(std::string(e.what()) == "'Z' is not a move (A to H)");
  }
  try {
    (void)Move<>::from_letter('\x01');
    FAIL("a control byte was accepted");
  } catch (const rotation::invalid_move& e) {
    CHECK(std::string(e.what()) == "'\\x01' is not a move (A to H)");
  }
  CHECK_THROWS_AS(Move<>::from_index(8), rotation::invalid_move);
}

TEST_CASE("move strings parse and print", "[move]") {
  const auto moves = rotation::parse_moves("ACBDDBFHF");
  REQUIRE(moves.size() == 9);
  CHECK(moves[0] == Move<>::from_letter('A'));
  CHECK(moves[8] == Move<>::from_letter('F'));
  CHECK(rotation::to_string(moves) == "ACBDDBFHF");
  CHECK(rotation::parse_moves("").empty());
  CHECK(rotation::to_string(rotation::MoveSequence<>{}).empty());
}

TEST_CASE("a move string with a bad letter names its position", "[move][errors]") {
  try {
    (void)rotation::parse_moves("ABXC");
    FAIL("ABXC was accepted");
  } catch (const rotation::invalid_move& e) {
    CHECK(std::string(e.what()) == "position 2: 'X' is not a move (A to H)");
  }
  CHECK_THROWS_AS(rotation::parse_moves("AB C"), rotation::invalid_move);
  CHECK_THROWS_AS(rotation::parse_moves("ab"), rotation::invalid_move);
}

TEST_CASE("every kind of bad character in a move string is named with its position",
          "[move][errors]") {
  using namespace std::string_view_literals;
  // Lowercase: the letters are capitals only.
  CHECK(parse_error("ACbD") == "position 2: 'b' is not a move (A to H)");
  CHECK(parse_error("a") == "position 0: 'a' is not a move (A to H)");
  // Whitespace, even at the ends: the string is the moves and nothing else.
  CHECK(parse_error("AB C") == "position 2: ' ' is not a move (A to H)");
  CHECK(parse_error(" AC") == "position 0: ' ' is not a move (A to H)");
  CHECK(parse_error("AC\n") == "position 2: '\\x0a' is not a move (A to H)");
  CHECK(parse_error("AC\r") == "position 2: '\\x0d' is not a move (A to H)");
  CHECK(parse_error("A\tC") == "position 1: '\\x09' is not a move (A to H)");
  // Non-ASCII: positions count bytes, and the first byte of the character is named.
  CHECK(parse_error("AB\xc3\x89") == "position 2: '\\xc3' is not a move (A to H)");
  CHECK(parse_error("\xff") == "position 0: '\\xff' is not a move (A to H)");
  CHECK(parse_error("\x80") == "position 0: '\\x80' is not a move (A to H)");
  // NUL and other control bytes, shown escaped.
  CHECK(parse_error("AB\0C"sv) == "position 2: '\\x00' is not a move (A to H)");
  CHECK(parse_error("\x1b[0m") == "position 0: '\\x1b' is not a move (A to H)");
  CHECK(parse_error("H\x7f") == "position 1: '\\x7f' is not a move (A to H)");
  CHECK(parse_error("\\") == "position 0: '\\\\' is not a move (A to H)");
  // Letters past H, and the characters next to the range.
  CHECK(parse_error("ABCDEFGHI") == "position 8: 'I' is not a move (A to H)");
  CHECK(parse_error("@") == "position 0: '@' is not a move (A to H)");
  // The first bad character is named, not a later one.
  CHECK(parse_error("AxyZ") == "position 1: 'x' is not a move (A to H)");
}

TEST_CASE("library errors share one base type", "[errors]") {
  CHECK_THROWS_AS(Move<>::from_letter('x'), rotation::input_error);
  CHECK_THROWS_AS(rotation::Board<>::parse("1"), rotation::input_error);
  CHECK_THROWS_AS(rotation::Board<>::parse("1"), std::invalid_argument);
}

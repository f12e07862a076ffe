// The non-throwing calls (Board::try_parse, try_make, try_parse_moves,
// JudgeReader::try_next): the value, or the error with the throwing call's
// exact message and the position it names. Each bad input is checked both
// ways, so the two can never drift apart.

#include <rotation/rotation.hpp>

#include <array>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

constexpr const char* sample_board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";

// The message parse() throws for `text`.
std::string thrown_by_parse(const std::string& text) {
  try {
    static_cast<void>(rotation::Board<>::parse(text));
  } catch (const rotation::invalid_board& e) {
    return e.what();
  }
  return "nothing thrown";
}

}  // namespace

TEST_CASE("try_parse: a board, as parse gives it", "[no_throw]") {
  const auto parsed = rotation::Board<>::try_parse(sample_board);
  REQUIRE(parsed.has_value());
  CHECK(*parsed == rotation::Board<>::parse(sample_board));
  CHECK(parsed.value() == rotation::Board<>::parse(sample_board));
}

TEST_CASE("try_parse: each bad board, the message parse throws and its cell", "[no_throw]") {
  struct Case {
    std::string text;
    std::size_t position;
  };
  const std::vector<Case> cases = {
      {"1 1 1", 3},                                             // too few symbols
      {std::string(sample_board) + " 1", 24},                   // too many
      {"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 4", 23},  // symbol 4 on cell 23
      {"1 1 1 1 3 2 3 2 3 1 3 x 2 3 1 2 2 2 3 1 2 1 3 3", 11},  // not a symbol on cell 11
      {"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 1", 24},  // nine 1s, seven 3s
      {"", 0},                                                  // nothing at all
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const auto parsed = rotation::Board<>::try_parse(c.text);
    REQUIRE_FALSE(parsed.has_value());
    CHECK(parsed.error().message == thrown_by_parse(c.text));
    CHECK(parsed.error().position == c.position);
    CHECK_THROWS_AS(parsed.value(), rotation::input_error);
  }
}

TEST_CASE("try_make: symbols out of range or miscounted, without throwing", "[no_throw]") {
  const std::array<int, 24> symbols = {1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2,
                                       2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 0};
  const auto made = rotation::Board<>::try_make(symbols);
  REQUIRE_FALSE(made.has_value());
  CHECK(made.error().message == "cell 23: symbol 0 is not 1, 2 or 3");
  CHECK(made.error().position == 23);
  CHECK_THROWS_WITH(rotation::Board<>(symbols), "cell 23: symbol 0 is not 1, 2 or 3");
}

TEST_CASE("try_parse_moves: the moves, or the first letter that is not one", "[no_throw]") {
  const auto moves = rotation::try_parse_moves("ACH");
  REQUIRE(moves.has_value());
  CHECK(rotation::to_string(*moves) == "ACH");
  const auto bad = rotation::try_parse_moves("ABxC");
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().position == 2);
  CHECK(bad.error().message == "position 2: 'x' is not a move (A to H)");
  CHECK_THROWS_WITH(rotation::parse_moves("ABxC"), bad.error().message);
  CHECK_FALSE(rotation::Move<>::try_from_letter('I').has_value());
  CHECK(rotation::Move<>::try_from_letter('B') == rotation::Move<>::from_letter('B'));
}

TEST_CASE("try_next: boards, the end, and a bad line with its number", "[no_throw]") {
  std::istringstream input(std::string(sample_board) + "\n\n1 2 3\n" + sample_board + "\n");
  rotation::JudgeReader<> reader(input);
  const auto first = reader.try_next();
  REQUIRE(first.has_value());
  REQUIRE(first->has_value());
  CHECK(**first == rotation::Board<>::parse(sample_board));
  const auto second = reader.try_next();
  REQUIRE_FALSE(second.has_value());
  CHECK(second.error().message == "line 3 (case 2): expected 24 symbols, got 3");
  CHECK(second.error().position == 3);
  // After an error the reader is finished, as after a throw.
  const auto after = reader.try_next();
  REQUIRE(after.has_value());
  CHECK_FALSE(after->has_value());

  std::istringstream same(std::string(sample_board) + "\n\n1 2 3\n");
  rotation::JudgeReader<> throwing(same);
  CHECK(throwing.next().has_value());
  CHECK_THROWS_WITH(throwing.next(), second.error().message);
}

TEST_CASE("try_next: a line too long is an error, not the end", "[no_throw]") {
  std::istringstream input(std::string(5000, '1') + "\n");
  rotation::JudgeReader<> reader(input);
  const auto parsed = reader.try_next();
  REQUIRE_FALSE(parsed.has_value());
  CHECK(parsed.error().message == "line 1: longer than 4096 bytes");
  std::istringstream same(std::string(5000, '1') + "\n");
  rotation::JudgeReader<> throwing(same);
  CHECK_THROWS_AS(throwing.next(), rotation::line_too_long);
}

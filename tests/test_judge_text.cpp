// JudgeText (the judge format on text in memory) against JudgeReader (the
// same on a stream): on every input below, and on inputs built from all their
// pieces, the two read the same boards, stop at the same place and say the
// same words about a bad line. answer_text() against write_answer().

#include <rotation/rotation.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

constexpr const char* board_a = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";
constexpr const char* board_b = "1 1 3 2 2 2 3 3 1 3 2 3 3 2 1 1 2 1 3 1 3 2 1 2";

// What a reader yields, in order: each board's text, then "end", or the
// error's message and position.
template <class Reader>
std::vector<std::string> transcript(Reader& reader) {
  std::vector<std::string> said;
  for (int guard = 0; guard < 100; ++guard) {
    auto next = reader.try_next();
    if (!next) {
      said.push_back("error at " + std::to_string(next.error().position) + ": " +
                     next.error().message);
      break;
    }
    if (!next->has_value()) {
      said.emplace_back("end");
      break;
    }
    said.push_back(rotation::to_string(**next));
  }
  said.push_back("cases " + std::to_string(reader.case_number()) + ", lines " +
                 std::to_string(reader.line_number()));
  return said;
}

std::vector<std::string> from_stream(const std::string& text) {
  std::istringstream input(text);
  rotation::JudgeReader<> reader(input);
  return transcript(reader);
}

std::vector<std::string> from_text(const std::string& text) {
  rotation::JudgeText<> reader(text);
  return transcript(reader);
}

}  // namespace

TEST_CASE("JudgeText reads what JudgeReader reads, line for line", "[judge_text]") {
  const std::vector<std::string> pieces = {
      std::string(board_a) + "\n",
      std::string(board_b) + "\r\n",
      "\n",
      "   \t \n",
      "0\n",
      " 0 \r\n",
      "0",
      "0 1 2\n",
      "1 2 3\n",
      std::string(board_a),  // no newline
      "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 9\n",
      "x\n",
  };
  // Every input of up to three pieces, in every order.
  std::vector<std::string> inputs = {""};
  for (const auto& a : pieces) {
    inputs.push_back(a);
    for (const auto& b : pieces) {
      inputs.push_back(a + b);
      for (const auto& c : pieces) inputs.push_back(a + b + c);
    }
  }
  for (const auto& input : inputs) {
    INFO("input: " << input);
    CHECK(from_text(input) == from_stream(input));
  }
}

TEST_CASE("JudgeText: the judge sample, and the errors' words", "[judge_text]") {
  const std::string text = std::string(board_a) + "\n" + board_b + "\n0\n" + "1 2 3\n";
  rotation::JudgeText<> reader(text);
  CHECK(reader.try_next().value() == rotation::Board<>::parse(board_a));
  CHECK(reader.try_next().value() == rotation::Board<>::parse(board_b));
  CHECK_FALSE(reader.try_next().value().has_value());  // the "0" line: nothing after it is read
  CHECK(reader.line_number() == 3);

  rotation::JudgeText<> bad("\n1 2 3\n");
  const auto error = bad.try_next();
  REQUIRE_FALSE(error.has_value());
  CHECK(error.error().message == "line 2 (case 1): expected 24 symbols, got 3");
  CHECK(error.error().position == 2);
}

TEST_CASE("answer_text is what write_answer writes", "[judge_text]") {
  for (const char* text : {board_a, board_b}) {
    const auto solution = rotation::solve(rotation::Board<>::parse(text));
    std::ostringstream written;
    rotation::write_answer(written, solution);
    CHECK(rotation::answer_text(solution) == written.str());
  }
  // A solved board: "No moves needed".
  auto board = rotation::Board<>::parse(board_a);
  board.apply(rotation::solve(board).moves);
  CHECK(rotation::answer_text(rotation::solve(board)) ==
        "No moves needed\n" + std::to_string(*board.center_symbol()) + "\n");
  rotation::Solution<> none;
  CHECK_THROWS_AS(rotation::answer_text(none), std::logic_error);
}

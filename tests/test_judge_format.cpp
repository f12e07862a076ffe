#include <rotation/rotation.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "samples.hpp"

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> read_all(const std::string& text) {
  std::istringstream in(text);
  rotation::JudgeReader<> reader(in);
  std::vector<std::string> boards;
  while (auto board = reader.next()) boards.push_back(rotation::to_string(*board));
  return boards;
}

const std::string sample_dir = ROTATION_SAMPLE_DIR;
const std::string board_a(samples::all[0].board);
const std::string board_b(samples::all[1].board);

}  // namespace

// The tests' shared copy of the sample (tests/support/samples.hpp) and the
// bundled judge files are two transcriptions of SPEC.md: they must agree.
TEST_CASE("the bundled sample files hold exactly the shared sample constants", "[judge][sample]") {
  std::string input;
  std::string output;
  for (const samples::Sample& sample : samples::all) {
    input.append(sample.board).append("\n");
    output.append(sample.moves.empty() ? std::string_view("No moves needed") : sample.moves)
        .append("\n")
        .append(std::to_string(sample.center_symbol))
        .append("\n");
  }
  input += "0\n";
  CHECK(read_file(sample_dir + "/rotation_sample.in") == input);
  CHECK(read_file(sample_dir + "/rotation_sample.out") == output);
}

TEST_CASE("the bundled sample answers as published, through the API", "[judge][sample]") {
  std::istringstream input(read_file(sample_dir + "/rotation_sample.in"));
  rotation::JudgeReader<> reader(input);
  std::ostringstream output;
  while (auto board = reader.next()) rotation::write_answer(output, rotation::solve(*board));
  CHECK(reader.case_number() == 6);
  CHECK(output.str() == read_file(sample_dir + "/rotation_sample.out"));
}

TEST_CASE("the reader stops at the 0 line", "[judge]") {
  CHECK(read_all(board_a + "\n0\n" + board_b + "\n") == std::vector<std::string>{board_a});
  CHECK(read_all("0\n").empty());
}

TEST_CASE("the end of input ends the cases as the 0 line does", "[judge]") {
  CHECK(read_all(board_a + "\n" + board_b) == std::vector<std::string>{board_a, board_b});
  CHECK(read_all("").empty());
}

TEST_CASE("blank lines and CRLF line ends are accepted", "[judge]") {
  CHECK(read_all("\n" + board_a + "\r\n\r\n   \n" + board_b + "\r\n0\r\n") ==
        std::vector<std::string>{board_a, board_b});
}

TEST_CASE("a bad line is reported with its line and case, and ends the input", "[judge][errors]") {
  std::istringstream input(board_a + "\n\n1 2 3\n" + board_b + "\n0\n");
  rotation::JudgeReader<> reader(input);
  REQUIRE(reader.next().has_value());
  try {
    (void)reader.next();
    FAIL("the short line was accepted");
  } catch (const rotation::invalid_board& e) {
    CHECK(std::string(e.what()) == "line 3 (case 2): expected 24 symbols, got 3");
  }
  CHECK_FALSE(reader.next().has_value());
}

TEST_CASE("answers are written as the judge expects", "[judge]") {
  rotation::Solution solution;
  solution.status = rotation::search::Status::found;
  solution.center_symbol = 1;
  std::ostringstream none;
  rotation::write_answer(none, solution);
  CHECK(none.str() == "No moves needed\n1\n");

  solution.moves = rotation::parse_moves("AC");
  solution.center_symbol = 2;
  std::ostringstream two;
  rotation::write_answer(two, solution);
  CHECK(two.str() == "AC\n2\n");
}

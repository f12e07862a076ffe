#include <rotation/rotation.hpp>

#include <cstddef>
#include <fstream>
#include <ios>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <string_view>
#include <utility>
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

// What a reader makes of a whole input: the boards it returned, then the
// message of the exception that ended it ("" when none did).
struct Reading {
  std::vector<std::string> boards;
  std::string error;
};

Reading read_until_error(std::istream& in) {
  rotation::JudgeReader<> reader(in);
  Reading reading;
  try {
    while (auto board = reader.next()) reading.boards.push_back(rotation::to_string(*board));
  } catch (const rotation::invalid_board& e) {
    reading.error = e.what();
  }
  return reading;
}

Reading read_until_error(const std::string& text) {
  std::istringstream in(text);
  return read_until_error(in);
}

// An input that never ends, every byte the same: /dev/zero, for one. Counts
// the 1 KB chunks read from it.
class EndlessBytes : public std::streambuf {
 public:
  explicit EndlessBytes(char byte) : chunk_(1024, byte) {}
  std::size_t chunks_read() const { return chunks_read_; }

 protected:
  int_type underflow() override {
    setg(chunk_.data(), chunk_.data(), chunk_.data() + chunk_.size());
    ++chunks_read_;
    return traits_type::to_int_type(chunk_.front());
  }

 private:
  std::string chunk_;
  std::size_t chunks_read_ = 0;
};

// An input whose text is followed by a read error (a disk failing, a
// directory read as a file): the stream reports it as bad().
class FailingAfter : public std::streambuf {
 public:
  explicit FailingAfter(std::string text) : text_(std::move(text)) {
    setg(text_.data(), text_.data(), text_.data() + text_.size());
  }

 protected:
  int_type underflow() override { throw std::runtime_error("the disk is on fire"); }

 private:
  std::string text_;
};

const std::string sample_dir = ROTATION_SAMPLE_DIR;
const std::string board_a(samples::all[0].board);
const std::string board_b(samples::all[1].board);
// board_a with one cell changed, by the line "cell N: ..." its error names.
std::string board_a_with(std::size_t cell, std::string_view token) {
  std::istringstream in(board_a);
  std::string result;
  std::string symbol;
  for (std::size_t c = 0; in >> symbol; ++c) {
    if (c != 0) result += ' ';
    result += c == cell ? std::string(token) : symbol;
  }
  return result;
}

}  // namespace

// The tests' shared copy of the sample (tests/support/samples.hpp) and the
// bundled judge files are two transcriptions of the puzzle statement: they must agree.
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

TEST_CASE("nothing after the 0 line is read", "[judge]") {
  // Not even garbage: the reader leaves the stream at the line after the 0.
  std::istringstream in(board_a + "\n0\nx \x01 not a board\n" + board_b + "\n");
  rotation::JudgeReader<> reader(in);
  REQUIRE(reader.next().has_value());
  CHECK_FALSE(reader.next().has_value());
  CHECK_FALSE(reader.next().has_value());
  CHECK(reader.line_number() == 2);
  std::string rest;
  std::getline(in, rest);
  CHECK(rest == "x \x01 not a board");
}

TEST_CASE("a 0 among spaces, tabs or a CR still ends the input", "[judge]") {
  for (const std::string end : {"0 \r", "0\r", " 0", "\t0\t", "0   "}) {
    CAPTURE(end);
    CHECK(read_all(board_a + "\n" + end + "\n" + board_b + "\n") ==
          std::vector<std::string>{board_a});
    CHECK(read_all(board_a + "\n" + end) == std::vector<std::string>{board_a});
  }
}

TEST_CASE("a line holding more than 0 is a board, and a bad one", "[judge][errors]") {
  const auto reading =
      read_until_error(board_a + "\n0 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n");
  CHECK(reading.boards == std::vector<std::string>{board_a});
  CHECK(reading.error == "line 2 (case 2): cell 0: symbol 0 is not 1, 2 or 3");
  CHECK(read_until_error("0 0\n").error == "line 1 (case 1): cell 0: symbol 0 is not 1, 2 or 3");
  CHECK(read_until_error("00\n").error == "line 1 (case 1): cell 0: symbol 00 is not 1, 2 or 3");
  CHECK(read_until_error("O\n").error ==
        "line 1 (case 1): cell 0: 'O' is not a symbol (1, 2 or 3)");
}

TEST_CASE("the end of input ends the cases as the 0 line does", "[judge]") {
  // With the last line's newline and without it.
  CHECK(read_all(board_a + "\n" + board_b + "\n") == std::vector<std::string>{board_a, board_b});
  CHECK(read_all(board_a + "\n" + board_b) == std::vector<std::string>{board_a, board_b});
  CHECK(read_all(board_a + "\n\n  \n") == std::vector<std::string>{board_a});
  CHECK(read_all("").empty());
  CHECK(read_all("\n\n").empty());
}

TEST_CASE("blank lines and CRLF line ends are accepted", "[judge]") {
  CHECK(read_all("\n" + board_a + "\r\n\r\n   \n" + board_b + "\r\n0\r\n") ==
        std::vector<std::string>{board_a, board_b});
  CHECK(read_all("\r\n\t\r\n" + board_a + "\r\n" + board_b + "\r\n") ==
        std::vector<std::string>{board_a, board_b});
  // A CR alone does not end a line: "board\rboard" is one line of 48 symbols.
  CHECK(read_until_error(board_a + "\r" + board_b + "\n").error ==
        "line 1 (case 1): expected 24 symbols, got 48");
}

TEST_CASE("every kind of bad board names its line, case and cell", "[judge][errors]") {
  struct Bad {
    std::string line;
    std::string message;  // after "line 3 (case 2): "
  };
  using namespace std::string_literals;
  const std::vector<Bad> bad{
      {board_a_with(0, "0"), "cell 0: symbol 0 is not 1, 2 or 3"},
      {board_a_with(13, "4"), "cell 13: symbol 4 is not 1, 2 or 3"},
      {board_a_with(23, "-1"), "cell 23: symbol -1 is not 1, 2 or 3"},
      {board_a_with(5, "99999999999999999999999"),
       "cell 5: symbol 99999999999999999999999 is not 1, 2 or 3"},
      {"1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3",
       "expected 8 of each symbol, got 9 x 1, 7 x 2"},
      {board_a_with(2, "x"), "cell 2: 'x' is not a symbol (1, 2 or 3)"},
      {board_a_with(4, "3.5"), "cell 4: '3.5' is not a symbol (1, 2 or 3)"},
      {board_a_with(7, "\0"s), "cell 7: '\\x00' is not a symbol (1, 2 or 3)"},
      {board_a_with(9, "\xc3\xa9"), "cell 9: '\\xc3\\xa9' is not a symbol (1, 2 or 3)"},
      {board_a_with(11, "\x1b[2J"), "cell 11: '\\x1b[2J' is not a symbol (1, 2 or 3)"},
      {board_a + " 1", "expected 24 symbols, got 25"},
  };
  for (const Bad& b : bad) {
    CAPTURE(b.message);
    for (const std::string end : {"\n", "\r\n"}) {
      const auto reading =
          read_until_error(board_a + end + "\n" + b.line + end + board_b + end + "0" + end);
      CHECK(reading.boards == std::vector<std::string>{board_a});
      CHECK(reading.error == "line 3 (case 2): " + b.message);
    }
  }
}

TEST_CASE("a truncated last case is refused, with its newline or without", "[judge][errors]") {
  const std::string truncated = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3";
  for (const std::string end : {"", "\n", "\r\n"}) {
    CAPTURE(end);
    const auto reading = read_until_error(board_a + "\n" + board_b + "\n" + truncated + end);
    CHECK(reading.boards == std::vector<std::string>{board_a, board_b});
    CHECK(reading.error == "line 3 (case 3): expected 24 symbols, got 23");
  }
}

TEST_CASE("a line of up to 4096 bytes is read, a longer one refused", "[judge][errors]") {
  STATIC_REQUIRE(rotation::JudgeReader<>::max_line_length == 4096);
  // board_b padded with spaces to the length, counting a CR but not the newline.
  auto padded = [](std::size_t length, std::string_view end) {
    std::string line = board_b;
    line.resize(length - end.size(), ' ');
    return line.append(end);
  };
  for (const std::string end : {"", "\r"}) {
    CAPTURE(end);
    CHECK(read_all(board_a + "\n" + padded(4096, end) + "\n0\n") ==
          std::vector<std::string>{board_a, board_b});
    CHECK(read_all(board_a + "\n" + padded(4096, end)) ==
          std::vector<std::string>{board_a, board_b});
    const auto reading = read_until_error(board_a + "\n" + padded(4097, end) + "\n0\n");
    CHECK(reading.boards == std::vector<std::string>{board_a});
    CHECK(reading.error == "line 2: longer than 4096 bytes");
  }
  // Refused unread: a line of blanks is not known to be blank.
  CHECK(read_until_error(std::string(5000, ' ') + "\n").error == "line 1: longer than 4096 bytes");
  // Without a newline at the end, too.
  CHECK(read_until_error(board_a + "\n" + padded(4097, "")).error ==
        "line 2: longer than 4096 bytes");
}

TEST_CASE("a line of megabytes is refused after reading 4096 bytes of it", "[judge][errors]") {
  const std::string head = board_a + "\n\n";
  std::istringstream in(head + std::string(8 << 20, '1') + "\n" + board_b + "\n0\n");
  rotation::JudgeReader<> reader(in);
  REQUIRE(reader.next().has_value());
  try {
    (void)reader.next();
    FAIL("the long line was accepted");
  } catch (const rotation::line_too_long& e) {
    CHECK(std::string(e.what()) == "line 3: longer than 4096 bytes");
  }
  // A line too long is not counted as a case: it was never read as one.
  CHECK(reader.case_number() == 1);
  CHECK(reader.line_number() == 3);
  CHECK_FALSE(reader.next().has_value());
  // The reader stopped in the line, having taken no more than its cap of it.
  in.clear();
  CHECK(in.tellg() == static_cast<std::streamoff>(head.size() + 4096));
}

TEST_CASE("an input that never ends in a newline is refused, not read forever", "[judge][errors]") {
  for (const char byte : {'\0', '1', ' '}) {
    CAPTURE(static_cast<int>(byte));
    EndlessBytes endless(byte);
    std::istream in(&endless);
    rotation::JudgeReader<> reader(in);
    CHECK_THROWS_WITH(reader.next(), "line 1: longer than 4096 bytes");
    CHECK(endless.chunks_read() <= 5);
  }
}

TEST_CASE("a read error ends the boards and leaves the stream bad", "[judge][errors]") {
  FailingAfter failing(board_a + "\n" + board_b + "\n1 1 1");
  std::istream in(&failing);
  rotation::JudgeReader<> reader(in);
  CHECK(reader.next().has_value());
  CHECK(reader.next().has_value());
  // The partial last line is not taken for a board (nor for a bad one).
  CHECK_FALSE(reader.next().has_value());
  CHECK(in.bad());
  CHECK(reader.case_number() == 2);
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
  rotation::Solution<> solution;
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

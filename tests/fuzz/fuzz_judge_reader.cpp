// libFuzzer harness: rotation::JudgeReader<> over arbitrary bytes as a stream,
// every board read solved and answered with rotation::write_answer.
//
// Checked, besides the sanitizers' own checks:
// - the reader yields the boards, and stops where, a reference reading of the
//   judge format does (lines split at '\n', surrounding whitespace ignored,
//   blank lines skipped, a "0" line or the end of input ends the cases);
// - a refused line is reported as rotation::invalid_board, its message
//   printable ASCII and starting "line L (case C): " with the reference's
//   line and case numbers; where the reader caps the length of a line
//   (JudgeReader::max_line_length), a longer line is refused first, as
//   "line L: longer than ..."; after the end or a refusal, next() gives nothing;
// - each answer is the judge's (see check_solution), and the text written is
//   exactly two lines per case: the moves (parse_moves reads them back to the
//   same moves) or "No moves needed", then the center symbol;
// - JudgeText, the same format on the text in memory, reads the same boards
//   and refuses the same line with the same message (but for a line too
//   long, which only the stream reader caps), and answer_text() gives the
//   text write_answer() wrote.
// Any other exception escapes and aborts: a finding.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <rotation/rotation.hpp>

#include "fuzz_support.hpp"

namespace {

using rotation_fuzz::expect;

// The longest line the reader takes, without its '\n', if it caps them.
template <class Reader>
constexpr std::optional<std::size_t> line_limit() {
  // clang-format off
  if constexpr (requires { Reader::max_line_length; })
    return std::size_t{Reader::max_line_length};
  else
    return std::nullopt;
  // clang-format on
}

// What the judge format says about a text: its boards, then where it stops.
struct ReferenceReading {
  std::vector<rotation_fuzz::Symbols> boards;
  bool refused = false;          // a line that is not a board ends the reading
  bool too_long = false;         // ... and so does one over the length limit
  std::size_t refused_line = 0;  // 1-based
  std::size_t refused_case = 0;  // 1-based; for a line too long, the cases before it
};

ReferenceReading reference_read(std::string_view text, std::optional<std::size_t> limit) {
  ReferenceReading reading;
  std::size_t line_number = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_number;
    if (limit && line.size() > *limit) {
      reading.refused = reading.too_long = true;
      reading.refused_line = line_number;
      reading.refused_case = reading.boards.size();
      break;
    }
    const std::string_view content = rotation_fuzz::trimmed(line);
    if (content.empty()) continue;
    if (content == "0") break;
    const auto board = rotation_fuzz::reference_parse_board(content);
    if (!board) {
      reading.refused = true;
      reading.refused_line = line_number;
      reading.refused_case = reading.boards.size() + 1;
      break;
    }
    reading.boards.push_back(*board);
  }
  return reading;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    expect(end != std::string_view::npos, "answer text does not end with a newline");
    lines.push_back(text.substr(0, end));
    text.remove_prefix(end + 1);
  }
  return lines;
}

void check_answers(const std::vector<rotation::Board<>>& boards,
                   const std::vector<rotation::Solution<>>& solutions, const std::string& written) {
  const std::vector<std::string_view> lines = split_lines(written);
  expect(lines.size() == 2 * boards.size(), "write_answer did not write two lines per case",
         written);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto& solution = solutions[i];
    const std::string_view moves_line = lines[2 * i];
    if (solution.moves.empty()) {
      expect(moves_line == "No moves needed", "no moves, but not \"No moves needed\"", written);
    } else {
      expect(rotation::parse_moves(moves_line) == solution.moves,
             "the moves line does not read back as the solution's moves", written);
    }
    expect(lines[2 * i + 1] == std::to_string(*solution.center_symbol),
           "the second line is not the center symbol", written);
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  (void)rotation::PatternDatabase<rotation::StandardTopology>::instance();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const ReferenceReading expected = reference_read(text, line_limit<rotation::JudgeReader<>>());

  std::istringstream input{std::string(text)};
  rotation::JudgeReader<> reader(input);
  std::ostringstream output;
  std::vector<rotation::Board<>> boards;
  std::vector<rotation::Solution<>> solutions;
  bool refused = false;
  std::string refusal;
  try {
    while (const auto board = reader.next()) {
      expect(boards.size() < expected.boards.size(), "JudgeReader read a board too many");
      expect(rotation_fuzz::symbols_of(*board) == expected.boards[boards.size()],
             "JudgeReader read another board than the line holds", rotation::to_string(*board));
      rotation_fuzz::check_board(*board);
      auto solution = rotation::solve(*board);
      rotation_fuzz::check_solution(*board, solution);
      rotation::write_answer(output, solution);
      boards.push_back(*board);
      solutions.push_back(std::move(solution));
    }
  } catch (const rotation::input_error& e) {
    refused = true;
    refusal = e.what();
    rotation_fuzz::check_message(e);
    expect(dynamic_cast<const rotation::invalid_board*>(&e) != nullptr,
           "JudgeReader threw an input_error that is not invalid_board", e.what());
    expect(expected.refused, "JudgeReader refused a line that is a board", e.what());
    const std::string where =
        "line " + std::to_string(expected.refused_line) +
        (expected.too_long ? ": longer than "
                           : " (case " + std::to_string(expected.refused_case) + "): ");
    expect(rotation_fuzz::starts_with(e.what(), where),
           "JudgeReader's message does not start \"" + where + "\"", e.what());
    expect(reader.case_number() == expected.refused_case, "case_number() after a refusal");
    expect(reader.line_number() == expected.refused_line, "line_number() after a refusal");
  }
  expect(refused == expected.refused, "JudgeReader read past a line that is not a board");
  expect(boards.size() == expected.boards.size(), "JudgeReader stopped early");
  if (!refused) expect(reader.case_number() == boards.size(), "case_number() at the end");
  expect(!reader.next().has_value(), "JudgeReader gave a board after it finished");

  check_answers(boards, solutions, output.str());

  if (!expected.too_long) {
    rotation::JudgeText<> text_reader(text);
    std::size_t read = 0;
    std::string answers;
    for (;;) {
      const auto next = text_reader.try_next();
      if (!next) {
        expect(refused && next.error().message == refusal,
               "JudgeText refused what JudgeReader did not, or in other words",
               next.error().message);
        break;
      }
      if (!next->has_value()) {
        expect(!refused, "JudgeText read to the end where JudgeReader refused a line");
        break;
      }
      expect(read < boards.size() && **next == boards[read],
             "JudgeText read another board than JudgeReader", rotation::to_string(**next));
      answers += rotation::answer_text(solutions[read]);
      ++read;
    }
    expect(read == boards.size(), "JudgeText read fewer boards than JudgeReader");
    expect(answers == output.str(), "answer_text differs from write_answer", answers);
  }
  return 0;
}

// libFuzzer harness: rotation::Board<>::parse on arbitrary bytes.
//
// Checked, besides the sanitizers' own checks:
// - parse accepts exactly the texts the spec's reading accepts (24 tokens
//   "1".."3" separated by whitespace, eight of each) and yields the same cells;
// - an accepted board is a consistent value, to_string(board) parses back to
//   it, and render(board) shows the same symbols in cell order;
// - rotation::solve finds the judge's answer (see check_solution);
// - a refusal is a rotation::input_error whose message is printable ASCII.
// Any other exception escapes and aborts: a finding.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <rotation/rotation.hpp>

#include "fuzz_support.hpp"

namespace {

void check_accepted(const rotation::Board<>& board, const rotation_fuzz::Symbols& expected) {
  using rotation_fuzz::expect;
  const std::string text = rotation::to_string(board);
  expect(rotation_fuzz::symbols_of(board) == expected, "parse put other symbols on the cells",
         text);
  rotation_fuzz::check_board(board);

  const auto again = rotation::Board<>::parse(text);
  expect(again == board, "to_string(board) parses to another board", text);
  expect(rotation::to_string(again) == text, "to_string is not stable", text);

  std::string drawn;
  for (const char c : rotation::render(board))
    if (c != ' ' && c != '\n') drawn.push_back(c);
  std::string listed;
  for (const char c : text)
    if (c != ' ') listed.push_back(c);
  expect(drawn == listed, "render(board) does not show the cells in order", text);

  rotation_fuzz::check_solution(board, rotation::solve(board));
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  // The pattern database (about 20 ms, more under the sanitizers) is built
  // once here, not inside the first input's time budget.
  (void)rotation::PatternDatabase<rotation::StandardTopology>::instance();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::optional<rotation_fuzz::Symbols> expected = rotation_fuzz::reference_parse_board(text);

  std::optional<rotation::Board<>> board;
  try {
    board = rotation::Board<>::parse(text);
  } catch (const rotation::input_error& e) {
    rotation_fuzz::check_message(e);
    rotation_fuzz::expect(dynamic_cast<const rotation::invalid_board*>(&e) != nullptr,
                          "Board::parse threw an input_error that is not invalid_board", e.what());
    rotation_fuzz::expect(!expected.has_value(), "Board::parse refused a valid board", e.what());
    return 0;
  }
  rotation_fuzz::expect(expected.has_value(), "Board::parse accepted a text that is not a board",
                        text);
  check_accepted(*board, *expected);
  return 0;
}

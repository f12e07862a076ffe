// libFuzzer harness: rotation::parse_moves, and boards moved by what it reads.
//
// 1. parse_moves on all the bytes: it accepts exactly the strings of letters
//    A..H, one move per letter (to_string gives the text back); otherwise it
//    throws rotation::invalid_move, its message printable ASCII and starting
//    "position P: " with the position of the first byte that is not a move.
// 2. The bytes up to the first '\n' as a board (a sample board if they are not
//    one) and the bytes after it as moves: when both parse, every move is
//    applied to the board and to a copy kept by the spec's move table, the two
//    must agree after every step and stay legal boards, and undoing the moves
//    in reverse order must give the starting board back.
// Any other exception escapes and aborts: a finding.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rotation/rotation.hpp>

#include "fuzz_support.hpp"

namespace {

using rotation_fuzz::expect;

// The first published sample board.
constexpr std::string_view sample_board = "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3";

std::optional<std::vector<rotation::Move<>>> parse_checked(std::string_view text) {
  std::size_t first_bad = 0;
  while (first_bad < text.size() && text[first_bad] >= 'A' && text[first_bad] <= 'H') ++first_bad;
  try {
    auto moves = rotation::parse_moves(text);
    expect(first_bad == text.size(), "parse_moves accepted a byte that is not a move", text);
    expect(moves.size() == text.size(), "parse_moves did not give one move per letter", text);
    for (std::size_t i = 0; i < moves.size(); ++i)
      expect(moves[i].letter() == text[i] &&
                 moves[i].index() == static_cast<std::size_t>(text[i] - 'A'),
             "parse_moves read a letter as another move", text);
    expect(rotation::to_string(moves) == text, "to_string(parse_moves(text)) != text", text);
    return moves;
  } catch (const rotation::input_error& e) {
    rotation_fuzz::check_message(e);
    expect(dynamic_cast<const rotation::invalid_move*>(&e) != nullptr,
           "parse_moves threw an input_error that is not invalid_move", e.what());
    expect(first_bad < text.size(), "parse_moves refused a string of moves", e.what());
    const std::string where = "position " + std::to_string(first_bad) + ": ";
    expect(rotation_fuzz::starts_with(e.what(), where),
           "parse_moves's message does not start \"" + where + "\"", e.what());
    return std::nullopt;
  }
}

void check_moving(const rotation::Board<>& start, const std::vector<rotation::Move<>>& moves) {
  rotation::Board<> board = start;
  rotation_fuzz::Symbols reference = rotation_fuzz::symbols_of(start);
  for (const rotation::Move<> move : moves) {
    expect(move.inverse().index() == rotation_fuzz::spec_inverse[move.index()],
           "Move::inverse differs from the spec's table");
    board.apply(move);
    rotation_fuzz::reference_apply(reference, move.index());
    expect(rotation_fuzz::symbols_of(board) == reference,
           "Board::apply disagrees with the spec's move table", rotation::to_string(board));
    rotation_fuzz::check_board(board);
    expect(board.center_symbol() == rotation_fuzz::reference_center(reference),
           "center_symbol() disagrees with the center cells", rotation::to_string(board));
    expect(board.is_solved() == board.center_symbol().has_value(),
           "is_solved() disagrees with center_symbol()");
  }
  for (std::size_t i = moves.size(); i-- > 0;) board.undo(moves[i]);
  expect(board == start, "undoing the moves in reverse does not restore the board",
         rotation::to_string(start));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)parse_checked(text);

  const std::size_t newline = text.find('\n');
  if (newline == std::string_view::npos) return 0;
  const std::optional<std::vector<rotation::Move<>>> moves =
      parse_checked(text.substr(newline + 1));
  if (!moves) return 0;
  std::optional<rotation::Board<>> board;
  try {
    board = rotation::Board<>::parse(text.substr(0, newline));
  } catch (const rotation::input_error& e) {
    rotation_fuzz::check_message(e);
    board = rotation::Board<>::parse(sample_board);
  }
  check_moving(*board, *moves);
  return 0;
}

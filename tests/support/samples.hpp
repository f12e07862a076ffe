#pragma once

// the puzzle statement's public sample: the six boards, their published answers
// and the symbol each leaves in the center. The one copy every test and the
// benchmark use. examples/data/rotation_sample.in and .out hold the same six
// cases in judge format; a test (test_judge_format.cpp) checks that these
// constants and those files agree, byte for byte.
//
// Like the reference solver, this header uses no rotation header: boards are
// text, and cells() turns the text into symbols on its own.

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string_view>

namespace samples {

struct Sample {
  std::string_view board;  // 24 symbols in cell order, separated by one space
  std::string_view moves;  // the published answer; "" for "No moves needed"
  int center_symbol;       // the center's symbol after the moves
};

inline constexpr std::array<Sample, 6> all{{
    {"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3", "AC", 2},
    {"1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3", "DDHH", 2},
    {"2 2 2 2 2 2 1 1 1 2 2 1 1 3 3 1 1 1 3 3 3 3 3 3", "", 1},
    {"1 3 2 1 3 1 3 2 1 1 2 3 2 3 1 2 1 2 3 2 2 3 1 3", "BCGGABBCG", 3},
    {"1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3", "ACBDDBFHF", 3},
    {"1 2 1 3 2 2 3 1 2 2 3 2 3 3 3 1 1 3 1 3 1 1 2 2", "EFHBBDDDH", 3},
}};

// The ones some tests single out.
inline constexpr const Sample& two_moves = all[0];       // AC, center 2
inline constexpr const Sample& already_solved = all[2];  // No moves needed, center 1

using Cells = std::array<int, 24>;  // the same type as reference::Cells

// The symbols of a board's text, cell 0 first. Single digits separated by
// single spaces, exactly 24 of them; anything else throws (and is a compile
// error where it is evaluated at compile time, as for the samples below).
constexpr Cells cells(std::string_view text) {
  Cells result{};
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); i += 2) {
    if (text[i] < '0' || text[i] > '9') throw std::invalid_argument("samples::cells: not a digit");
    if (i + 1 < text.size() && text[i + 1] != ' ')
      throw std::invalid_argument("samples::cells: symbols must be separated by one space");
    if (n == result.size()) throw std::invalid_argument("samples::cells: more than 24 symbols");
    result[n++] = text[i] - '0';
  }
  if (n != result.size()) throw std::invalid_argument("samples::cells: fewer than 24 symbols");
  return result;
}

// The transcription above is a legal set of cases: eight blocks of each
// symbol, answers made of the letters A..H, centers 1..3.
constexpr bool well_formed(const Sample& sample) {
  std::array<int, 4> count{};
  for (int symbol : cells(sample.board)) {
    if (symbol < 1 || symbol > 3) return false;
    ++count[static_cast<std::size_t>(symbol)];
  }
  if (count[1] != 8 || count[2] != 8 || count[3] != 8) return false;
  for (char move : sample.moves)
    if (move < 'A' || move > 'H') return false;
  return sample.center_symbol >= 1 && sample.center_symbol <= 3;
}
static_assert(well_formed(all[0]) && well_formed(all[1]) && well_formed(all[2]) &&
              well_formed(all[3]) && well_formed(all[4]) && well_formed(all[5]));

}  // namespace samples

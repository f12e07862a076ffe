// fifteen-puzzle: the 15-puzzle statement's judge program. For each board, the
// shortest sequence of blank moves to the goal (the first in R D U L order),
// or "No Solution" when the parity rule says there is none.

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "fifteen_puzzle_domain.hpp"
#include "puzzle_cli.hpp"

namespace {

constexpr std::string_view usage = R"(Usage: fifteen-puzzle [OPTION]... [FILE]
Solve 15-puzzle boards optimally.

Reads FILE, or standard input when FILE is absent or "-": the number of cases,
then per case 16 numbers in row-major order, the tiles 1 to 15 and 0 for the
blank, all separated by white space; anything but white space after the last
case is an error. The goal is 1 2 ... 15 with the blank last. Writes one line
per case: the moves of a shortest solution as the letters R, D, U, L (where
the blank goes; among the shortest, the first when moves are tried in that
order), or "No Solution" for a board that cannot be solved. A board already
solved gets an empty line.

Messages count lines and cases from 1, cells from 0 (in row-major order).

Options:
  -h, --help  show this help and exit
  --version   show the version and exit

Exit status: 0 when every case was answered; 1 when the input is not in this
format (the answers up to the error are written) or reading or writing failed;
2 on a usage error or a FILE that cannot be opened or read.
)";

using puzzle_cli::input_error;
using puzzle_cli::quoted;

// One case: 16 cells, each checked as it is read so that the message names
// the line it is on.
fifteen::Board read_case(puzzle_cli::TokenReader& reader, int case_number) {
  fifteen::Tiles tiles{};
  unsigned seen = 0;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    const auto token = reader.next();
    if (!token)
      throw input_error("case " + std::to_string(case_number) + ": the input ended after " +
                        std::to_string(cell) + " of 16 cells");
    // Cells count from 0, as the library indexes a board.
    const std::string at = "line " + std::to_string(token->line) + " (case " +
                           std::to_string(case_number) + "): cell " + std::to_string(cell) + ": ";
    const auto tile = puzzle_cli::number(token->text);
    if (!tile || *tile < 0 || *tile >= fifteen::cells)
      throw input_error(at + quoted(token->text) + " is not a tile (0 to 15)");
    if (((seen >> *tile) & 1U) != 0)
      throw input_error(at + "tile " + std::to_string(*tile) + " appears twice");
    seen |= 1U << *tile;
    tiles[cell] = static_cast<std::uint8_t>(*tile);
  }
  return fifteen::make_board(tiles);
}

void answer_all(puzzle_cli::TokenReader& reader, std::ostream& out) {
  const int cases = puzzle_cli::read_case_count(reader);
  for (int c = 1; c <= cases; ++c) {
    const auto solution = fifteen::solve(read_case(reader, c));
    if (solution.solvable)
      out << fifteen::to_string(solution.moves) << '\n';
    else
      out << "No Solution\n";
    if (!out) throw std::runtime_error("error writing the answers");
  }
  puzzle_cli::expect_end(reader, cases);
}

}  // namespace

int main(int argc, char** argv) {
  return puzzle_cli::main("fifteen-puzzle", usage, argc, argv, answer_all);
}

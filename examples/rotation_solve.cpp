// rotation-solve: the judge's program. Reads boards in the judge format and
// writes, per board, the shortest, lexicographically smallest move string and
// the symbol left in the center.

#include <fstream>
#include <istream>

#include "puzzle_cli.hpp"
#include "rotation_solve_cli.hpp"
#include "rotation_solve_sizes.hpp"

using rotation_solve_cli::Config;
using rotation_solve_cli::program;

int main(int argc, char** argv) {
  Config config;
  if (const auto exit_code = rotation_solve_cli::parse_arguments(argc, argv, config))
    return *exit_code;

  std::ifstream file;
  std::istream* const input = puzzle_cli::open_input(program, config.file, file);
  if (input == nullptr) return 2;
  puzzle_cli::fast_standard_streams();

  return config.size >= 13 ? rotation_solve_cli::run_large_board(*input, config)
                           : rotation_solve_cli::run_small_board(*input, config);
}

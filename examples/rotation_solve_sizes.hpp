#pragma once

// rotation-solve's sizes, compiled in two translation units side by side
// (each size is a type of its own, and the seven take a minute to compile in
// one): the standard board and sizes 5, 9 and 11 in rotation_solve_small.cpp,
// sizes 13, 15 and 17 in rotation_solve_large.cpp. Each solves the input on
// a board of config.size, which must be one of its sizes.

#include <istream>

#include "rotation_solve_cli.hpp"

namespace rotation_solve_cli {

int run_small_board(std::istream& input, const Config& config);
int run_large_board(std::istream& input, const Config& config);

}  // namespace rotation_solve_cli

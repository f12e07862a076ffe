// rotation-solve's sizes 13, 15 and 17 (see rotation_solve_sizes.hpp).

#include "rotation_solve_run.hpp"

namespace rotation_solve_cli {

int run_large_board(std::istream& input, const Config& config) {
  switch (config.size) {
    case 13:
      return run_size<rotation::HashTopology<13>>(input, config);
    case 15:
      return run_size<rotation::HashTopology<15>>(input, config);
    default:
      return run_size<rotation::HashTopology<17>>(input, config);
  }
}

}  // namespace rotation_solve_cli

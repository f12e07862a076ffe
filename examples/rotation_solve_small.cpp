// rotation-solve's standard board and sizes 5, 9 and 11 (see
// rotation_solve_sizes.hpp).

#include "rotation_solve_run.hpp"

namespace rotation_solve_cli {

int run_small_board(std::istream& input, const Config& config) {
  switch (config.size) {
    case 5:
      return run_size<rotation::HashTopology<5>>(input, config);
    case 9:
      return run_size<rotation::HashTopology<9>>(input, config);
    case 11:
      return run_size<rotation::HashTopology<11>>(input, config);
    default:
      return run_size<rotation::StandardTopology>(input, config);
  }
}

}  // namespace rotation_solve_cli

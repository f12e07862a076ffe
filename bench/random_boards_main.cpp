// rotation-random-boards: writes N uniformly random boards in the judge format
// (then the 0 line), for measuring the CLI end to end:
//
//   rotation-random-boards 100000 > boards.in
//   time rotation-solve boards.in > /dev/null
//
// The boards come from the tests' seeded generator: the same N and seed give
// the same boards everywhere.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "random_boards.hpp"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: rotation-random-boards COUNT [SEED]\n");
    return 2;
  }
  const long count = std::strtol(argv[1], nullptr, 10);
  const std::uint64_t seed = argc == 3 ? std::strtoull(argv[2], nullptr, 10) : 1;
  if (count < 0) {
    std::fprintf(stderr, "rotation-random-boards: COUNT must not be negative\n");
    return 2;
  }
  std::mt19937_64 rng(seed);
  std::string line;
  for (long i = 0; i < count; ++i) {
    const auto cells = random_boards::random_board(rng);
    line.clear();
    for (std::size_t c = 0; c < cells.size(); ++c) {
      if (c != 0) line.push_back(' ');
      line.push_back(static_cast<char>('0' + cells[c]));
    }
    line.push_back('\n');
    std::fputs(line.c_str(), stdout);
  }
  std::fputs("0\n", stdout);
  return std::ferror(stdout) ? 1 : 0;
}

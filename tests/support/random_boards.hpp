#pragma once

// Seeded board generators for tests: the same seed gives the same boards on
// every run and platform. Like the reference solver, they use no rotation
// header: scrambling goes through the reference's own apply.
//
// Only the engine's raw output is used (std::mt19937_64 is fully specified by
// the standard); the standard distributions are not, so indices are drawn with
// a small rejection sampler of our own.

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <utility>
#include <vector>

#include "reference_solver.hpp"

namespace random_boards {

// A uniform integer in [0, n), n > 0, the same on every standard library.
inline std::size_t below(std::mt19937_64& rng, std::size_t n) {
  const std::uint64_t range = static_cast<std::uint64_t>(n);
  const std::uint64_t limit =
      std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % range;
  std::uint64_t draw = rng();
  while (draw >= limit) draw = rng();
  return static_cast<std::size_t>(draw % range);
}

// Fisher-Yates over the first `count` entries of `values`.
template <class Array>
void shuffle(std::mt19937_64& rng, Array& values, std::size_t count) {
  for (std::size_t i = count; i > 1; --i) std::swap(values[i - 1], values[below(rng, i)]);
}

// A uniformly random legal board: a shuffle of eight 1s, eight 2s, eight 3s.
inline reference::Cells random_board(std::mt19937_64& rng) {
  reference::Cells cells{};
  for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = static_cast<int>(c / 8) + 1;
  shuffle(rng, cells, cells.size());
  return cells;
}

// A random solved board: the center symbol uniform in 1..3, the other sixteen
// blocks shuffled over the cells outside the center.
inline reference::Cells random_solved_board(std::mt19937_64& rng) {
  const int center_symbol = static_cast<int>(below(rng, 3)) + 1;
  std::array<int, 16> others{};
  std::size_t n = 0;
  for (int s = 1; s <= 3; ++s)
    if (s != center_symbol)
      for (int k = 0; k < 8; ++k) others[n++] = s;
  shuffle(rng, others, others.size());

  std::array<bool, 24> in_center{};
  for (int cell : reference::center) in_center[static_cast<std::size_t>(cell)] = true;
  reference::Cells cells{};
  n = 0;
  for (std::size_t c = 0; c < cells.size(); ++c)
    cells[c] = in_center[c] ? center_symbol : others[n++];
  return cells;
}

// A board `moves` uniformly random moves (A..H, inverses allowed) from a random
// solved board; its distance is therefore at most `moves`.
inline reference::Cells scrambled_board(std::mt19937_64& rng, int moves) {
  reference::Cells cells = random_solved_board(rng);
  for (int k = 0; k < moves; ++k)
    reference::apply(cells, static_cast<int>(below(rng, reference::move_count)));
  return cells;
}

// `per_depth` scrambled boards for each scramble length 1..max_moves, from one
// seed.
inline std::vector<reference::Cells> scrambled_boards(std::uint64_t seed, int max_moves,
                                                      int per_depth) {
  std::mt19937_64 rng(seed);
  std::vector<reference::Cells> boards;
  for (int moves = 1; moves <= max_moves; ++moves)
    for (int i = 0; i < per_depth; ++i) boards.push_back(scrambled_board(rng, moves));
  return boards;
}

// `count` uniformly random boards from one seed.
inline std::vector<reference::Cells> uniform_boards(std::uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  std::vector<reference::Cells> boards;
  boards.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) boards.push_back(random_board(rng));
  return boards;
}

}  // namespace random_boards

// The generic pattern database builder on two threads, which claim states and
// entries with compare-and-swaps: the table must be the one a single thread
// builds, for an abstraction with unit costs (the 8-puzzle's tiles) and one
// with moves of cost 0 (an additive pattern, the blank a tile of its own).
// Run it under ThreadSanitizer to check for races.

#include <rotation/search/build_pattern_database.hpp>

#include <algorithm>
#include <array>
#include <cstdio>

#include <rotation/sliding.hpp>
#include "blank_as_tile.hpp"

namespace sliding = rotation::sliding;

namespace {

template <class A>
bool same_on_two_threads(const A& abstraction) {
  rotation::search::BuildOptions one;
  one.threads = 1;
  rotation::search::BuildOptions two;
  two.threads = 2;
  const auto a = rotation::search::build_pattern_database(abstraction, one);
  const auto b = rotation::search::build_pattern_database(abstraction, two);
  return std::ranges::equal(a.entries().words(), b.entries().words());
}

}  // namespace

int main() {
  int wrong = 0;
  if (!same_on_two_threads(sliding::TilePattern<3, 8>({1, 2, 3, 4, 5, 6, 7, 8}))) ++wrong;
  if (!same_on_two_threads(sliding::TilePattern<4, 4>({1, 2, 5, 6}))) ++wrong;
  if (!same_on_two_threads(blank_as_tile::BlankAsTile<4>{{1, 2, 3, 4}})) ++wrong;
  std::printf("%d of 3 tables differ between one and two threads\n", wrong);
  return wrong == 0 ? 0 : 1;
}

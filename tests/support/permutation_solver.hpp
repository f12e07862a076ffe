#pragma once

// What the tests of permutation puzzles build from a definition with the
// library (rotation/permutation/): a puzzle, its coordinates and a heuristic
// of pattern tables; a whole space's distance counts; and the reference's
// states (permutation_reference.hpp) in the library's form.

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/puzzle.hpp>

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "permutation_reference.hpp"

namespace permutation_solver {

namespace perm = rotation::permutation;

inline perm::State to_library(const permutation_reference::State& s) {
  perm::State state;
  for (const int label : s.labels) state.labels.push_back(static_cast<std::uint8_t>(label));
  for (const int twist : s.twists) state.twists.push_back(static_cast<std::uint8_t>(twist));
  return state;
}

// Everything a test of a definition needs, built once per definition and metric.
struct Solver {
  perm::Puzzle puzzle;
  perm::CoordinateSpace space;
  perm::LargestOfPatterns heuristic;

  Solver(const std::string& text, perm::Metric metric, std::uint64_t max_entries)
      : puzzle(perm::read_definition(text)),
        space(puzzle, metric),
        heuristic(build(space, max_entries)) {}

  static perm::LargestOfPatterns build(const perm::CoordinateSpace& space,
                                       std::uint64_t max_entries) {
    std::vector<perm::CoordinatePatternDatabase> databases;
    for (auto& pattern : perm::choose_patterns(space, max_entries))
      databases.emplace_back(std::move(pattern));
    return perm::LargestOfPatterns(std::move(databases));
  }
};

// The whole space's distance counts from one table over every coordinate.
inline std::vector<std::uint64_t> god_counts(const perm::CoordinateSpace& space) {
  std::vector<std::size_t> all(space.coordinates().size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  const perm::CoordinatePatternDatabase database(perm::CoordinatePattern(space, all));
  return database.distance_counts();
}

// The library's solution replayed with the reference's own moves (its move i
// is the library's move i: both list each generator's powers in order).
inline permutation_reference::State replay(const permutation_reference::Definition& d,
                                           const std::vector<permutation_reference::Move>& moves,
                                           permutation_reference::State s,
                                           std::span<const std::uint16_t> path) {
  for (const auto m : path) s = d.apply(s, moves[m]);
  return s;
}

}  // namespace permutation_solver

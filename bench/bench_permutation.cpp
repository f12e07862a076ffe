// The puzzle author's kit (rotation/permutation/): a puzzle from its
// definition (examples/data/puzzles), its coordinates, tables and searches.
//
//   BM_KitSetup/<puzzle>        the definition read, coordinates and move
//                               tables made, the move automata built, and the
//                               default tables built (everything before the
//                               first solve)
//   BM_KitSolve/<puzzle>        one random state solved (a random walk of 40
//                               moves; 1,000 of them in turn), tables built
//   BM_KitPruning/<puzzle>/<p>  the same 200 states solved with the move
//                               automaton (p = 1) or with pairs of moves only
//                               (is_redundant, p = 0), and counted (every
//                               shortest solution: the automaton that keeps
//                               them, or inverses only); counters give the
//                               nodes generated per state
//
// Every solve's path is replayed to the solved state; a wrong one stops the
// benchmark with an error.

#include <benchmark/benchmark.h>

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/solve.hpp>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "pairwise_pruning.hpp"

namespace {

namespace perm = rotation::permutation;

struct Definition {
  const char* file;
  perm::Metric metric;
  std::uint64_t max_entries;  // of a table (the default heuristic's budget)
};

// cube2: the exact table; cube2_small: two small tables, so that the search
// does real work; rotation: the exact table of one symbol's placements.
const Definition definitions[] = {
    {"cube2_fixed", perm::Metric::all_powers, std::uint64_t{1} << 28},
    {"cube2_fixed", perm::Metric::quarter_turns, std::uint64_t{1} << 28},
    {"cube2_fixed", perm::Metric::all_powers, 10000},
    {"rotation_game", perm::Metric::quarter_turns, std::uint64_t{1} << 28},
    {"topspin_12_4", perm::Metric::all_powers, std::uint64_t{1} << 28},
};

std::string read(const char* name) {
  std::ifstream file(std::string(ROTATION_DATA_DIR) + "/puzzles/" + name + ".tws");
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

struct Kit {
  perm::Puzzle puzzle;
  perm::CoordinateSpace space;
  perm::LargestOfPatterns heuristic;

  explicit Kit(const Definition& d)
      : puzzle(perm::read_definition(read(d.file))),
        space(puzzle, d.metric),
        heuristic(tables(space, d.max_entries)) {}

  static perm::LargestOfPatterns tables(const perm::CoordinateSpace& space,
                                        std::uint64_t max_entries) {
    std::vector<perm::CoordinatePatternDatabase> databases;
    for (auto& pattern : perm::choose_patterns(space, max_entries))
      databases.emplace_back(std::move(pattern));
    return perm::LargestOfPatterns(std::move(databases));
  }
};

std::vector<perm::CoordinateState> random_states(const perm::CoordinateSpace& space, int count,
                                                 int length) {
  std::mt19937_64 rng(2026);
  std::vector<perm::CoordinateState> states;
  for (int i = 0; i < count; ++i) {
    perm::CoordinateState s = space.goal();
    for (int k = 0; k < length; ++k)
      space.apply(s, static_cast<std::uint16_t>(rng() % space.moves().size()));
    states.push_back(s);
  }
  return states;
}

template <class Path>
bool solves(const perm::CoordinateSpace& space, perm::CoordinateState s, const Path& path) {
  for (const auto m : path) space.apply(s, m);
  return space.is_goal(s);
}

void BM_KitSetup(benchmark::State& state) {
  const Definition& d = definitions[state.range(0)];
  state.SetLabel(d.file);
  for (auto _ : state) {
    const Kit kit(d);
    benchmark::DoNotOptimize(kit.heuristic(kit.space.goal()));
  }
}

void BM_KitSolve(benchmark::State& state) {
  const Definition& d = definitions[state.range(0)];
  state.SetLabel(d.file);
  const Kit kit(d);
  const auto states = random_states(kit.space, 1000, 40);
  std::size_t next = 0;
  for (auto _ : state) {
    const auto& start = states[next++ % states.size()];
    const auto result = perm::solve(kit.space, kit.heuristic, start);
    if (!result.found() || !solves(kit.space, start, result.path)) {
      state.SkipWithError("a wrong solution");
      return;
    }
  }
}

void BM_KitPruning(benchmark::State& state) {
  const Definition& d = definitions[state.range(0)];
  const bool automaton = state.range(1) == 1;
  state.SetLabel(std::string(d.file) + (automaton ? " automaton" : " pairs"));
  const Kit kit(d);
  const PairwisePruning pairwise{kit.space};
  const auto states = random_states(kit.space, 200, 40);
  double generated = 0;
  double counted = 0;
  for (auto _ : state) {
    generated = 0;
    counted = 0;
    for (const auto& start : states) {
      const auto result = automaton ? perm::solve(kit.space, kit.heuristic, start)
                                    : rotation::search::ida_star(pairwise, start, kit.heuristic);
      if (!result.found() || !solves(kit.space, start, result.path)) {
        state.SkipWithError("a wrong solution");
        return;
      }
      generated += static_cast<double>(result.stats.nodes_generated);
      const auto all = automaton ? perm::count_solutions(kit.space, kit.heuristic, start)
                                 : rotation::search::count_shortest(pairwise, start, kit.heuristic);
      counted += static_cast<double>(all.stats.nodes_generated);
    }
  }
  state.counters["solve_nodes/state"] = generated / static_cast<double>(states.size());
  state.counters["count_nodes/state"] = counted / static_cast<double>(states.size());
}

}  // namespace

BENCHMARK(BM_KitSetup)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_KitSolve)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_KitPruning)
    ->ArgsProduct({{1, 2, 4}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

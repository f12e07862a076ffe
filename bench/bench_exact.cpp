// Benchmarks of the exact policy: building the pattern database, evaluating
// it, solving with it (one search per symbol, the default of solve(), and one
// search over whole boards), counting all optimal solutions, and a
// hand-written greedy walk down the table that measures what the generic
// driver costs on top. Before any timing, check_exact() makes sure every
// solver here gives the same answers as the textbook program (random16) and as
// each other (random10k, hardest), and that the hardest boards need 13 moves.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include <rotation/rotation.hpp>

#include "instance_sets.hpp"
#include "textbook_solver.hpp"

namespace bench {
namespace {

using rotation::Board;
using Topology = rotation::StandardTopology;
using Table = rotation::PatternDatabase<Topology>;
using Placement = rotation::Placement<Topology>;
namespace heuristics = rotation::heuristics;

template <class Solution>
Answer answer_of(const Solution& solution) {
  if (!solution.found()) {
    std::fprintf(stderr, "rotation-bench: a search found no solution\n");
    std::abort();
  }
  return Answer{rotation::to_string(solution.moves), *solution.center_symbol,
                solution.stats.nodes_expanded};
}

// rotation::solve with the default, exact heuristic: one search per symbol.
Answer solve_exact(const Instance& instance) { return answer_of(rotation::solve(instance.board)); }

// The generic driver over whole boards that carry their exact distances.
Answer solve_exact_boards(const Instance& instance) {
  const rotation::ExactBoardDomain<Topology> domain;
  auto result = rotation::search::ida_star(domain, domain.start(instance.board),
                                           heuristics::CarriedDistance{});
  Board<> end = instance.board;
  end.apply(result.path);
  return Answer{rotation::to_string(result.path), end.center_symbol().value_or(0),
                result.stats.nodes_expanded};
}

// Written out by hand, as a check on solve(): each symbol's distance from the
// table, then for each symbol as near as the best, the walk down the table,
// taking at each step the first move (in letter order) that brings the
// placement one move closer; keep the lexicographically smallest walk.
Answer greedy_walk(const Instance& instance) {
  const Table& table = Table::instance();
  std::array<int, 3> distance{};
  int best_length = 99;
  for (std::size_t i = 0; i < 3; ++i) {  // index i: symbol i + 1
    distance[i] = table.distance(Placement::of(instance.board, static_cast<int>(i) + 1));
    best_length = std::min(best_length, distance[i]);
  }
  std::array<char, 16> best{};
  int center = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    if (distance[i] != best_length) continue;
    std::array<char, 16> walk{};
    auto placement = Placement::of(instance.board, static_cast<int>(i) + 1);
    for (int left = best_length; left > 0; --left) {
      for (const auto move : rotation::Move<>::all()) {
        auto next = placement;
        next.apply(move);
        if (table.distance_next_to(next, left) == left - 1) {
          walk[static_cast<std::size_t>(best_length - left)] = move.letter();
          placement = next;
          break;
        }
      }
    }
    if (center == 0 || walk < best) {
      best = walk;
      center = static_cast<int>(i) + 1;
    }
  }
  return Answer{std::string(best.data(), static_cast<std::size_t>(best_length)), center,
                static_cast<std::uint64_t>(best_length)};
}

Answer count_exact(const Instance& instance) {
  const auto all = rotation::count_solutions(instance.board);
  return Answer{std::string(), 0, all.count};
}

}  // namespace

void check_exact() {
  // Against the independent textbook program.
  for (const InstanceSet* set : {&sample6(), &random16()}) {
    for (const auto& instance : set->instances) {
      Answer want;
      want.moves = textbook_solve(instance.cells, want.center);
      const Answer got = solve_exact(instance);
      if (got.moves != want.moves || got.center != want.center)
        fail("rotation::solve (default, exact)", instance.cells, got.moves, got.center, want.moves,
             want.center);
    }
  }
  // The three exact solvers against each other, and the hardest need 13 moves.
  for (const InstanceSet* set : {&random10k(), &hardest()}) {
    for (const auto& instance : set->instances) {
      const Answer want = greedy_walk(instance);
      using Solver = Answer (*)(const Instance&);
      const std::pair<const char*, Solver> solvers[] = {
          {"rotation::solve (default, exact)", solve_exact},
          {"ida_star over boards with ExactDistance", solve_exact_boards}};
      for (const auto& [name, solver] : solvers) {
        const Answer got = solver(instance);
        if (got.moves != want.moves || got.center != want.center)
          fail(name, instance.cells, got.moves, got.center, want.moves, want.center);
      }
      if (set == &hardest() && want.moves.size() != 13)
        fail("a hardest board's answer length", instance.cells, want.moves, want.center,
             "(13 moves)", want.center);
    }
  }
  if (hardest().size() != 192) {
    std::fprintf(stderr, "rotation-bench: %zu hardest boards, expected 192\n", hardest().size());
    std::exit(EXIT_FAILURE);
  }
}

namespace {

void BM_BuildPatternDatabase(benchmark::State& state) {
  std::size_t bytes = 0;
  for (auto _ : state) {
    const Table table;
    bytes = table.memory_bytes();
    benchmark::DoNotOptimize(table.max_distance());
  }
  state.counters["table_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_BuildPatternDatabase)->Unit(benchmark::kMillisecond);

void BM_ExactDistanceBoard(benchmark::State& state) {
  const auto& instances = random16().instances;
  const heuristics::ExactDistance exact;
  (void)exact(instances.front().board);  // build the table outside the timing
  std::size_t b = 0;
  for (auto _ : state) {
    const Board<>* board = &instances[b].board;
    benchmark::DoNotOptimize(board);
    benchmark::DoNotOptimize(exact(*board));
    b = b + 1 == instances.size() ? 0 : b + 1;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ExactDistanceBoard);

void BM_ExactDistancePlacement(benchmark::State& state) {
  const auto& instances = random16().instances;
  const heuristics::ExactDistance exact;
  std::size_t b = 0;
  for (auto _ : state) {
    auto placement = rotation::Placement<>::of(instances[b].board, 1);
    benchmark::DoNotOptimize(placement);
    benchmark::DoNotOptimize(exact(placement));
    b = b + 1 == instances.size() ? 0 : b + 1;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ExactDistancePlacement);

void BM_PlacementApply(benchmark::State& state) {
  auto placement = rotation::Placement<>::of(random16().instances.front().board, 1);
  const auto moves = rotation::Move<>::all();
  std::size_t m = 0;
  for (auto _ : state) {
    placement.apply(moves[m]);
    benchmark::DoNotOptimize(placement);
    m = (m + 1) % moves.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PlacementApply);

void BM_SolveExact(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_exact);
}
void BM_SolveExactBoards(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_exact_boards);
}
void BM_GreedyWalk(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), greedy_walk);
}
// nodes/board here is the number of optimal solutions per board.
void BM_CountSolutions(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), count_exact);
}

BENCHMARK_CAPTURE(BM_SolveExact, random16, random16)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveExact, sample6, sample6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveExact, random10k, random10k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveExact, hardest, hardest)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveExactBoards, random10k, random10k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveExactBoards, hardest, hardest)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_GreedyWalk, random10k, random10k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_GreedyWalk, hardest, hardest)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_CountSolutions, random10k, random10k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CountSolutions, hardest, hardest)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace bench

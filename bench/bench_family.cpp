// The board family: the exact table's build and the default solve() on the
// # boards of sizes 5 to 13, on uniformly random boards from a fixed
// seed. Before timing, each size's answers are replayed (every answer must
// solve its board, in as many moves as the table's exact distance says).
//
//   rotation-bench --benchmark_filter=Family

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <rotation/rotation.hpp>

namespace {

// Uniformly random boards of the size: eight blocks of each symbol, shuffled.
template <std::size_t L>
std::vector<rotation::Board<rotation::HashTopology<L>>> random_boards(std::size_t count) {
  using Topology = rotation::HashTopology<L>;
  std::vector<int> cells;
  for (int s = 1; s <= Topology::symbol_count; ++s) cells.insert(cells.end(), 8, s);
  std::mt19937_64 rng(20261130 + L);
  std::vector<rotation::Board<Topology>> boards;
  for (std::size_t i = 0; i < count; ++i) {
    std::shuffle(cells.begin(), cells.end(), rng);
    boards.emplace_back(std::span<const int>(cells));
  }
  return boards;
}

template <std::size_t L>
const std::vector<rotation::Board<rotation::HashTopology<L>>>& family_set() {
  static const auto boards = [] {
    auto set = random_boards<L>(1000);
    const rotation::heuristics::ExactDistance<rotation::HashTopology<L>> exact;
    for (const auto& board : set) {
      const auto solution = rotation::solve(board);
      auto end = board;
      end.apply(solution.moves);
      if (!solution.found() || !end.is_solved() ||
          static_cast<int>(solution.moves.size()) != exact(board)) {
        std::fprintf(stderr, "rotation-bench: a size-%zu answer does not check out\n", L);
        std::exit(EXIT_FAILURE);
      }
    }
    return set;
  }();
  return boards;
}

template <std::size_t L>
void BM_FamilyBuildTable(benchmark::State& state) {
  std::size_t bytes = 0;
  for (auto _ : state) {
    const rotation::PatternDatabase<rotation::HashTopology<L>> table;
    bytes = table.memory_bytes();
    benchmark::DoNotOptimize(table.max_distance());
  }
  state.counters["table_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_FamilyBuildTable<5>)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FamilyBuildTable<7>)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FamilyBuildTable<9>)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_FamilyBuildTable<11>)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_FamilyBuildTable<13>)->Unit(benchmark::kMillisecond)->Iterations(1);

// The default solve() per random board, the table already built.
template <std::size_t L>
void BM_FamilySolve(benchmark::State& state) {
  const auto& boards = family_set<L>();
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const auto& board : boards) {
      const auto solution = rotation::solve(board);
      nodes += solution.stats.nodes_expanded;
      benchmark::DoNotOptimize(solution.moves.data());
    }
  }
  const auto count = static_cast<double>(boards.size());
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards.size()));
  state.counters["time/board"] = benchmark::Counter(
      count, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["nodes/board"] = static_cast<double>(nodes) / count;
}
BENCHMARK(BM_FamilySolve<5>)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FamilySolve<7>)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FamilySolve<9>)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FamilySolve<11>)->Unit(benchmark::kMillisecond);
// Builds size 13's table first (about 15 s).
BENCHMARK(BM_FamilySolve<13>)->Unit(benchmark::kMillisecond);

}  // namespace

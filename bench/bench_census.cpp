// Benchmarks of rotation/census.hpp: the exact distance of every placement
// (what both questions start from), the census of every board of sizes 5 and
// 7, and God's number with its proof for sizes 7 and 9 (size 9 also with
// the count of its 29,554,752 hardest boards). Each checks its result against
// the known figures and reports an error instead of a time when it is wrong.
// The size-7 census and the size-9 count take seconds: those run a fixed,
// small number of iterations. Size 11's God's number (22, about two minutes)
// is left to `rotation-census --hardest --size=11`.

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>

#include <rotation/census.hpp>
#include <rotation/hash_topology.hpp>

namespace bench {
namespace {

template <std::size_t L>
using Hash = rotation::HashTopology<L>;

template <std::size_t L>
void BM_PlacementDistances(benchmark::State& state) {
  for (auto _ : state) {
    const rotation::PlacementDistances<Hash<L>> distances;
    benchmark::DoNotOptimize(distances.by_rank().data());
  }
}

// The census alone: the distances are built once, outside the timing.
// items/s: boards counted per second. The argument: threads.
template <std::size_t L>
void census(benchmark::State& state, int gods_number, std::uint64_t hardest) {
  const rotation::PlacementDistances<Hash<L>> distances;
  rotation::CensusOptions options;
  options.threads = static_cast<unsigned>(state.range(0));
  for (auto _ : state) {
    const auto counted = rotation::board_census<Hash<L>>(distances, options);
    if (counted.total() != rotation::board_count<Hash<L>>() ||
        counted.gods_number() != gods_number || counted.boards_at.back() != hardest) {
      state.SkipWithError("the census is wrong");
      return;
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(rotation::board_count<Hash<L>>()));
}

// God's number, proved, with the boards that need it counted (`boards`
// not 0) or not; the distances are built once, outside the timing. nodes:
// the proof's.
template <std::size_t L>
void gods_number(benchmark::State& state, int expected, std::uint64_t boards) {
  const rotation::PlacementDistances<Hash<L>> distances;
  rotation::GodsNumberOptions options;
  options.count = boards != 0 ? rotation::CountBoards::always : rotation::CountBoards::never;
  options.threads = static_cast<unsigned>(state.range(0));
  for (auto _ : state) {
    const auto gods = rotation::gods_number<Hash<L>>(distances, options);
    if (gods.moves != expected || gods.proof().partitions != 0 || !gods.proof().complete ||
        gods.boards.value_or(0) != boards) {
      state.SkipWithError("God's number is wrong");
      return;
    }
    state.counters["nodes"] = static_cast<double>(gods.proof().nodes);
  }
}

void BM_Census5(benchmark::State& state) { census<5>(state, 8, 332); }
void BM_Census7(benchmark::State& state) { census<7>(state, 13, 192); }
void BM_GodsNumber7(benchmark::State& state) { gods_number<7>(state, 13, 192); }
void BM_GodsNumber9(benchmark::State& state) { gods_number<9>(state, 17, 0); }
void BM_GodsNumber9Counted(benchmark::State& state) { gods_number<9>(state, 17, 29'554'752); }

BENCHMARK(BM_PlacementDistances<5>)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PlacementDistances<7>)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlacementDistances<9>)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_Census5)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Census7)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_GodsNumber7)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GodsNumber9)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_GodsNumber9Counted)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
}  // namespace bench

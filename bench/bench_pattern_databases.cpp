// The generic pattern databases (search/): building them, and the 15-puzzle
// on Korf's 100 random instances (R. Korf, 1985, converted to the blank-last
// goal; examples/data/fifteen_korf100.in), the field's benchmark.
//
//   BM_FifteenBuild/startup     the start-up set (6 + 6 + 3 tiles), built
//   BM_FifteenKorf100/startup   the 100 solved with it (databases built before)
//   BM_FifteenKorf100/large     the 100 with the 7 + 8 set and its reflection:
//                               only when ROTATION_PDB_DIR names a directory
//                               holding it (`fifteen-puzzle --pdb-dir=DIR`
//                               builds and saves it there), else skipped
//   BM_RotationTableBuild/...   the Rotation table by its own builder and by
//                               the generic one (PlacementAbstraction)
//
// Every solve's length is checked against Korf's; a wrong one stops the
// benchmark with an error. nodes/instance is the mean of nodes expanded.

#include <benchmark/benchmark.h>

#include <rotation/pattern_database.hpp>
#include <rotation/placement_abstraction.hpp>
#include <rotation/search/build_pattern_database.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <rotation/sliding.hpp>

namespace sliding = rotation::sliding;

namespace {

struct Instance {
  sliding::fifteen::Board board;
  std::size_t length;  // Korf's optimum
};

const std::vector<Instance>& korf100() {
  static const std::vector<Instance> set = [] {
    std::ifstream boards(ROTATION_DATA_DIR "/fifteen_korf100.in");
    std::ifstream lengths(ROTATION_DATA_DIR "/fifteen_korf100.lengths");
    int count = 0;
    boards >> count;
    std::vector<Instance> instances;
    for (int i = 0; i < count; ++i) {
      sliding::fifteen::Tiles tiles{};
      for (auto& tile : tiles) {
        int value = 0;
        boards >> value;
        tile = static_cast<std::uint8_t>(value);
      }
      std::size_t length = 0;
      lengths >> length;
      instances.push_back({sliding::make_board(tiles), length});
    }
    if (!boards || !lengths || instances.size() != 100) instances.clear();
    return instances;
  }();
  return set;
}

template <class Heuristic>
void solve_korf100(benchmark::State& state, const Heuristic& heuristic) {
  const auto& instances = korf100();
  if (instances.empty()) {
    state.SkipWithError("cannot read examples/data/fifteen_korf100.*");
    return;
  }
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const Instance& instance : instances) {
      const auto solution = sliding::solve(instance.board, heuristic);
      nodes += solution.stats.nodes_expanded;
      if (solution.moves.size() != instance.length) {
        state.SkipWithError("a solution is not as long as Korf's");
        return;
      }
    }
  }
  state.counters["nodes/instance"] = static_cast<double>(nodes) / 100.0;
  state.counters["time/instance"] = benchmark::Counter(
      100, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

const sliding::fifteen::StartupSet& startup() {
  static const sliding::fifteen::StartupSet set = [] {
    auto built = sliding::fifteen::startup_set();
    built.build([](std::size_t, const rotation::search::BuildProgress&) {});
    return built;
  }();
  return set;
}

void BM_FifteenBuildStartup(benchmark::State& state) {
  std::size_t bytes = 0;
  for (auto _ : state) {
    auto set = sliding::fifteen::startup_set();
    set.build([](std::size_t, const rotation::search::BuildProgress&) {});
    bytes = 0;
    for (std::size_t i = 0; i < set.count; ++i) bytes += set.database(i).memory_bytes();
  }
  state.counters["table_bytes"] = static_cast<double>(bytes);
}

void BM_FifteenKorf100Startup(benchmark::State& state) {
  const auto heuristic = startup().heuristic();
  solve_korf100(state, heuristic);
}

void BM_FifteenKorf100Large(benchmark::State& state) {
  const char* dir = std::getenv("ROTATION_PDB_DIR");
  auto set = sliding::fifteen::large_set();
  const bool present = dir != nullptr &&
                       std::filesystem::exists(std::filesystem::path(dir) / set.file_name<0>()) &&
                       std::filesystem::exists(std::filesystem::path(dir) / set.file_name<1>());
  if (!present) {
    state.SkipWithError(
        "set ROTATION_PDB_DIR to a directory holding the 7-8 databases "
        "(fifteen-puzzle --pdb-dir=DIR builds them there)");
    return;
  }
  try {
    set.load_or_build(dir, [](std::size_t, const rotation::search::BuildProgress&) {});
  } catch (const rotation::search::pattern_database_error& e) {
    state.SkipWithError(e.what());
    return;
  }
  const auto heuristic = set.heuristic();
  solve_korf100(state, heuristic);
}

void BM_RotationTableBuildOwn(benchmark::State& state) {
  for (auto _ : state) {
    const rotation::PatternDatabase<> table;
    benchmark::DoNotOptimize(table.max_distance());
  }
}

void BM_RotationTableBuildGeneric(benchmark::State& state) {
  for (auto _ : state) {
    const auto table = rotation::search::build_pattern_database(rotation::PlacementAbstraction<>{});
    benchmark::DoNotOptimize(table[0]);
  }
}

BENCHMARK(BM_FifteenBuildStartup)
    ->Name("BM_FifteenBuild/startup")
    ->Unit(benchmark::kSecond)
    ->Iterations(1);
BENCHMARK(BM_FifteenKorf100Startup)
    ->Name("BM_FifteenKorf100/startup")
    ->Unit(benchmark::kSecond)
    ->Iterations(1);
BENCHMARK(BM_FifteenKorf100Large)
    ->Name("BM_FifteenKorf100/large")
    ->Unit(benchmark::kSecond)
    ->Iterations(1);
BENCHMARK(BM_RotationTableBuildOwn)
    ->Name("BM_RotationTableBuild/own")
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RotationTableBuildGeneric)
    ->Name("BM_RotationTableBuild/generic")
    ->Unit(benchmark::kMillisecond);

}  // namespace

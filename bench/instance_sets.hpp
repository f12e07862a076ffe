#pragma once

// The fixed instance sets every benchmark solves, and what the solve
// benchmarks share: an answer type, the check that stops the run when a solver
// disagrees, and the loop that solves a whole set per iteration.
//
// Sets: the published sample (tests/support/samples.hpp); uniformly random
// legal boards from fixed seeds, drawn by the tests' own generator
// (tests/support/random_boards.hpp, the same boards with every toolchain);
// and every board that needs the most moves (rotation::hardest_boards()).
//
// Counters of the solve benchmarks:
//   items_per_second  boards solved per second
//   time/board        seconds per board (the inverse of the above)
//   nodes/board       nodes expanded per board (a node whose moves are tried),
//                     mean over the set, as counted by that solver's search
//   time/node         seconds per expanded node

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <rotation/rotation.hpp>

// From tests/support, shared with the tests.
#include "board_cells.hpp"
#include "random_boards.hpp"
#include "samples.hpp"

namespace bench {

using Cells = std::array<int, 24>;

struct Instance {
  Cells cells;
  rotation::Board<> board;
};

struct InstanceSet {
  const char* name;
  std::vector<Instance> instances;
  std::size_t size() const { return instances.size(); }
};

inline Instance make_instance(const Cells& cells) {
  return Instance{cells, rotation::Board<>(cells)};
}

inline InstanceSet random_set(const char* name, int count, std::uint64_t seed) {
  InstanceSet set{name, {}};
  for (const Cells& cells : random_boards::uniform_boards(seed, count))
    set.instances.push_back(make_instance(cells));
  return set;
}

// 16 random boards: the textbook program needs about 0.15 s for the set, which
// keeps three repetitions of everything within a couple of minutes.
inline const InstanceSet& random16() {
  static const InstanceSet set = random_set("random16", 16, 0x2286'1667'1343'2004ULL);
  return set;
}

// 10,000 random boards, for the solvers that take microseconds or less.
inline const InstanceSet& random10k() {
  static const InstanceSet set = random_set("random10k", 10'000, 0x1343'2004'2286'1667ULL);
  return set;
}

inline const InstanceSet& sample6() {
  static const InstanceSet set = [] {
    InstanceSet s{"sample6", {}};
    for (const samples::Sample& sample : samples::all)
      s.instances.push_back(make_instance(samples::cells(sample.board)));
    return s;
  }();
  return set;
}

// Every board that needs 13 moves: 192 of them.
inline const InstanceSet& hardest() {
  static const InstanceSet set = [] {
    InstanceSet s{"hardest", {}};
    for (const auto& board : rotation::hardest_boards().boards)
      s.instances.push_back(make_instance(board_cells::to_cells(board)));
    return s;
  }();
  return set;
}

using SetAccessor = const InstanceSet& (*)();

struct Answer {
  std::string moves;
  int center = 0;
  std::uint64_t nodes = 0;
};

[[noreturn]] inline void fail(const char* what, const Cells& cells, const std::string& got_moves,
                              int got_center, const std::string& want_moves, int want_center) {
  std::fprintf(stderr,
               "rotation-bench: %s disagrees on board\n  %s\n  got      \"%s\" / %d\n"
               "  expected \"%s\" / %d\nNo benchmark was run.\n",
               what, board_cells::text_of(cells).c_str(), got_moves.c_str(), got_center,
               want_moves.c_str(), want_center);
  std::exit(EXIT_FAILURE);
}

// The counters of a benchmark that solves `boards` boards per iteration,
// `nodes` being the nodes its solvers expanded in one iteration.
inline void report_solve_counters(benchmark::State& state, std::size_t boards,
                                  std::uint64_t nodes) {
  const auto count = static_cast<double>(boards);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(boards));
  state.counters["time/board"] = benchmark::Counter(
      count, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["nodes/board"] = benchmark::Counter(static_cast<double>(nodes) / count);
  state.counters["time/node"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate |
                                                         benchmark::Counter::kInvert);
}

template <class Solver>
void solve_set(benchmark::State& state, const InstanceSet& set, Solver solver) {
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const auto& instance : set.instances) {
      Answer answer = solver(instance);
      nodes += answer.nodes;
      benchmark::DoNotOptimize(answer);
    }
    benchmark::ClobberMemory();
  }
  report_solve_counters(state, set.size(), nodes);
}

// The checks each benchmark file runs before any timing.
void check_board_heuristics();
void check_exact();
void check_puzzles();

}  // namespace bench

// rotation-bench: every benchmark of the search core in one program, so that
// ratios between solvers come from one run.
//
//   rotation-bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
//
// No figure is reported for a wrong solver: the checks below run first and
// stop the program when any solver disagrees with the textbook program, the
// published sample or the other solvers.

#include <benchmark/benchmark.h>

#include "instance_sets.hpp"

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  bench::check_board_heuristics();
  bench::check_exact();
  bench::check_puzzles();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

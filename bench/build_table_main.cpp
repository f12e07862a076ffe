// rotation-build-table L [THREADS]: builds the distance table of the # board of size L (5 to
// 17) once and prints how long it took and the process's peak resident memory, the figures
// of docs/performance.md: for L in 5 7 9 11 13 15 17; do rotation-build-table $L; done
//
// The time is the build's alone; the peak memory is the whole process's (getrusage), the
// table and the program itself, as /usr/bin/time -v reports it.

#include <rotation/hash_topology.hpp>
#include <rotation/pattern_database.hpp>

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string_view>

#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#define ROTATION_BENCH_HAS_RUSAGE 1
#endif

namespace {

double peak_megabytes() {
#ifdef ROTATION_BENCH_HAS_RUSAGE
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // kilobytes on Linux
#else
  return 0;
#endif
}

template <std::size_t L>
int build(std::size_t threads) {
  using Table = rotation::PatternDatabase<rotation::HashTopology<L>>;
  rotation::search::InPlaceBuildOptions options;
  options.threads = threads;
  const auto start = std::chrono::steady_clock::now();
  const Table table(options);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double table_mb = static_cast<double>(table.memory_bytes()) / 1e6;
  const double peak_mb = peak_megabytes() * 1.048576;  // MiB to MB
  std::printf(
      "size %zu: %llu placements, table %.1f MB, built in %.2f s, peak resident %.1f MB "
      "(1.2 x table + 16 MB = %.1f MB), farthest placement %d moves\n",
      L, static_cast<unsigned long long>(Table::placements()), table_mb, seconds, peak_mb,
      1.2 * table_mb + 16, table.max_distance());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: rotation-build-table L [THREADS]  (L: 5, 7, ..., 17)\n");
    return 2;
  }
  const std::string_view size = argv[1];
  const std::size_t threads = argc == 3 ? static_cast<std::size_t>(std::atoi(argv[2])) : 0;
  try {
    if (size == "5") return build<5>(threads);
    if (size == "7") return build<7>(threads);
    if (size == "9") return build<9>(threads);
    if (size == "11") return build<11>(threads);
    if (size == "13") return build<13>(threads);
    if (size == "15") return build<15>(threads);
    if (size == "17") return build<17>(threads);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rotation-build-table: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "rotation-build-table: no # board of size %s (5, 7, ..., 17)\n", argv[1]);
  return 2;
}

// rotation-distributed-search: one 15-puzzle board searched with Manhattan distance on
// the ranks of an MPI run, or on threads in one process, timed: the figures of
// docs/distributed.md.
//
//   mpirun -np 2 rotation-distributed-search --threads=1 TILES...   two ranks of a thread
//   rotation-distributed-search --threaded --threads=2 TILES...     one process, two threads
//
// TILES: the 16 cells row by row, 0 the blank, the goal 1 .. 15 with the blank last. Rank 0
// prints the moves, the nodes, the wall time, the nodes a second, and its main thread's
// processor time (the messages and the cut of each pass: the master's share).

#include <rotation/distributed/distributed_ida_star.hpp>
#include <rotation/search/parallel_ida_star.hpp>
#include <rotation/sliding/puzzles.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

namespace {

double thread_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

int usage() {
  std::fprintf(
      stderr, "usage: rotation-distributed-search [--threaded] [--threads=N] TILES (16 numbers)\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  namespace sliding = rotation::sliding;
  bool threaded = false;
  unsigned threads = 1;
  std::vector<int> cells;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--threaded")
      threaded = true;
    else if (arg.rfind("--threads=", 0) == 0)
      threads = static_cast<unsigned>(std::strtoul(arg.c_str() + 10, nullptr, 10));
    else if (arg == "--help")
      return usage();
    else
      cells.push_back(std::atoi(arg.c_str()));
  }
  if (cells.size() != 16) return usage();
  sliding::fifteen::Tiles tiles{};
  for (std::size_t c = 0; c < 16; ++c) tiles[c] = static_cast<std::uint8_t>(cells[c]);
  const auto board = sliding::make_board(tiles);
  if (!sliding::solvable(board)) {
    std::fprintf(stderr, "rotation-distributed-search: the board cannot be solved\n");
    return 1;
  }
  using Domain = sliding::fifteen::Domain;
  const auto started = std::chrono::steady_clock::now();
  const double cpu_started = thread_seconds();
  auto report = [&](const auto& result, int ranks) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf(
        "%d rank(s) x %u thread(s): %zu moves, %llu nodes, %.3f s, %.1f M nodes/s, "
        "main thread %.3f s of processor time (%.2f%%)\n",
        ranks, threads, result.path.size(),
        static_cast<unsigned long long>(result.stats.nodes_expanded), seconds,
        static_cast<double>(result.stats.nodes_expanded) / seconds * 1e-6,
        thread_seconds() - cpu_started, 100.0 * (thread_seconds() - cpu_started) / seconds);
  };
  if (threaded) {
    rotation::search::ParallelOptions options;
    options.threads = threads;
    report(rotation::search::parallel_ida_star(Domain{}, board, sliding::Manhattan{}, options), 1);
    return 0;
  }
  rotation::distributed::Session session(argc, argv);
  rotation::distributed::Cluster cluster;
  rotation::distributed::DistributedOptions options;
  options.threads = threads;
  if (std::getenv("PASSES") != nullptr)
    options.on_pass = [&](int bound, const rotation::search::Statistics& so_far) {
      std::fprintf(
          stderr, "pass %d at %.3f s, %llu nodes so far\n", bound,
          std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(),
          static_cast<unsigned long long>(so_far.nodes_expanded));
    };
  const auto result = rotation::distributed::distributed_ida_star(cluster, Domain{}, board,
                                                                  sliding::Manhattan{}, options);
  if (cluster.hands_out()) report(result, cluster.size());
  return 0;
}

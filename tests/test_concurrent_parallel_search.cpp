// Parallel IDA* on three threads against the one-thread driver, with a stop
// requested midway and a node budget, checkpoints and a resumed search, two
// searches at once (one holds the process's threads, the other makes its
// own), and the pool of threads the searches run on: a program of its own, small enough to run
// under ThreadSanitizer (the tsan preset: `concurrency.parallel_ida_star`). Without it, it checks
// that the answers are one thread's.

#include <rotation/rotation.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

#include "random_boards.hpp"

namespace {

using Domain = rotation::RotationDomain<rotation::StandardTopology>;
using rotation::search::Status;

int wrong = 0;

void expect(bool condition, const char* what, int board) {
  if (condition) return;
  std::fprintf(stderr, "board %d: %s\n", board, what);
  ++wrong;
}

// Every part of every run called once, on runs of 1 to 4 threads from a pool
// of 3 (4: as many as it has), and an exception in a worker's part rethrown
// on the caller's thread, the pool still usable after.
void check_worker_pool() {
  rotation::detail::WorkerPool pool(3);
  std::vector<std::atomic<int>> calls(3);
  for (int run = 0; run < 400; ++run) {
    const std::size_t threads = static_cast<std::size_t>(run % 4) + 1;
    auto part = [&](std::size_t t) { calls[t].fetch_add(1); };
    pool.run(threads, part);
  }
  // Runs of 1, 2, 3 and 4 (3) threads, 100 each: part 0 in all, 1 in 300, 2 in 200.
  expect(calls[0].load() == 400 && calls[1].load() == 300 && calls[2].load() == 200,
         "a worker pool's parts, each once a run", -1);
#if ROTATION_HAS_EXCEPTIONS
  // Parts 1 and 2 both throw: one exception comes out, and neither comes back
  // from the next run.
  int thrown = 0;
  auto failing = [](std::size_t t) {
    if (t != 0) throw std::runtime_error("part " + std::to_string(t));
  };
  try {
    pool.run(3, failing);
  } catch (const std::runtime_error&) {
    ++thrown;
  }
  expect(thrown == 1, "a worker's exception, rethrown", -1);
  std::atomic<int> after{0};
  auto counting = [&](std::size_t) { after.fetch_add(1); };
  try {
    pool.run(3, counting);
  } catch (const std::runtime_error&) {
    ++thrown;
  }
  expect(thrown == 1 && after.load() == 3, "the pool after an exception, none left over", -1);
#endif
}

}  // namespace

int main() {
  check_worker_pool();
  const rotation::heuristics::MisplacedCenter textbook;
  auto boards = random_boards::uniform_boards(4242, 24);
  for (const auto& cells : random_boards::scrambled_boards(4243, 5, 8)) boards.push_back(cells);
  int index = 0;
  for (const auto& cells : boards) {
    const rotation::Board<> board(std::span<const int>(cells.data(), cells.size()));
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    rotation::search::ParallelOptions options;
    options.threads = 3;
    const auto three = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
    expect(three.status == one.status && three.path == one.path, "not one thread's answer", index);

    options.node_budget = one.stats.nodes_expanded / 2;
    const auto cut = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
    expect(cut.found() ? cut.path == one.path : cut.status == Status::budget_exceeded,
           "a budget's end", index);
    // Checkpoints at every look, taken while the other threads search; the search resumed
    // from the middle one.
    std::vector<rotation::search::Checkpoint> checkpoints;
    rotation::search::ParallelOptions watched;
    watched.threads = 3;
    watched.checkpoint_interval = std::chrono::milliseconds(0);
    watched.on_checkpoint = [&checkpoints](const rotation::search::Checkpoint& c) {
      checkpoints.push_back(c);
    };
    const auto seen = rotation::search::parallel_ida_star(Domain{}, board, textbook, watched);
    expect(seen.path == one.path, "not one thread's answer, with checkpoints", index);
    if (!checkpoints.empty()) {
      rotation::search::ParallelOptions resumed;
      resumed.threads = 3;
      resumed.resume = checkpoints[checkpoints.size() / 2];
      const auto rest = rotation::search::parallel_ida_star(Domain{}, board, textbook, resumed);
      expect(rest.path == one.path, "not one thread's answer, resumed", index);
      expect(
          rest.stats.passes == one.stats.passes && rest.stats.final_bound == one.stats.final_bound,
          "not one thread's passes, resumed", index);
    }
#if ROTATION_HAS_STOP_TOKEN
    // A heuristic that asks for a stop at its thousandth call, from whichever thread.
    std::stop_source stop;
    std::atomic<int> calls{0};
    auto stopping = [&](const rotation::Board<>& b) {
      if (calls.fetch_add(1) == 1000) stop.request_stop();
      return textbook(b);
    };
    rotation::search::ParallelOptions stopped;
    stopped.threads = 3;
    stopped.stop = stop.get_token();
    const auto ended = rotation::search::parallel_ida_star(Domain{}, board, stopping, stopped);
    expect(ended.found() ? ended.path == one.path : ended.status == Status::stopped, "a stop",
           index);
#endif
    ++index;
  }

  // Two searches at once, on two threads each.
  const rotation::Board<> first(std::span<const int>(boards[0].data(), boards[0].size()));
  const rotation::Board<> second(std::span<const int>(boards[1].data(), boards[1].size()));
  const auto first_one = rotation::search::ida_star(Domain{}, first, textbook);
  const auto second_one = rotation::search::ida_star(Domain{}, second, textbook);
  rotation::search::ParallelOptions two;
  two.threads = 2;
  for (int round = 0; round < 4; ++round) {
    rotation::search::Result<Domain::move_type> beside;
    std::thread other(
        [&] { beside = rotation::search::parallel_ida_star(Domain{}, second, textbook, two); });
    const auto here = rotation::search::parallel_ida_star(Domain{}, first, textbook, two);
    other.join();
    expect(here.path == first_one.path && beside.path == second_one.path,
           "two searches at once, not one thread's answers", round);
  }
  if (wrong != 0) return 1;
  std::printf("parallel IDA*: %d boards, one thread's answers on three\n", index);
  return 0;
}

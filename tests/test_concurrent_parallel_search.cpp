// Parallel IDA* on three threads against the one-thread driver, with a stop
// requested midway and a node budget: a program of its own, small enough to
// run under ThreadSanitizer (the tsan preset: `concurrency.parallel_ida_star`).
// Without it, it checks that the answers are one thread's.

#include <rotation/rotation.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <span>

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

}  // namespace

int main() {
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
  if (wrong != 0) return 1;
  std::printf("parallel IDA*: %d boards, one thread's answers on three\n", index);
  return 0;
}

// Several threads solve at once from a cold start, so the first use of the
// pattern database (its build) happens under contention. Built as its own
// program: in the main test program another test may have built it already.
// Run it under ThreadSanitizer to check for races; without it, it checks that
// every thread gets the published answers.

#include <rotation/rotation.hpp>

#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

#include "samples.hpp"

int main() {
  constexpr int thread_count = 8;
  std::atomic<int> ready{0};
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  threads.reserve(thread_count);
  for (int t = 0; t < thread_count; ++t) {
    threads.emplace_back([&, t] {
      // Start together, so the first solves race for the table.
      ready.fetch_add(1);
      while (ready.load() < thread_count) std::this_thread::yield();
      for (std::size_t i = 0; i < samples::all.size(); ++i) {
        const auto& sample = samples::all[(i + static_cast<std::size_t>(t)) % samples::all.size()];
        const auto solution = rotation::solve(rotation::Board<>::parse(sample.board));
        if (rotation::to_string(solution.moves) != sample.moves ||
            solution.center_symbol != sample.center_symbol)
          wrong.fetch_add(1);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  std::printf("%d threads, %d wrong answers\n", thread_count, wrong.load());
  return wrong.load() == 0 ? 0 : 1;
}
